/**
 * What the page and the worker say to each other, in one place so both sides agree.
 * Kept free of DOM and worker types: the page (tsconfig.json) and the worker (sw/tsconfig.json) both compile it.
 */

/** The page asks a waiting worker to take over, only when the person chose to reload (never mid-edit). */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Sent at sign-out: per-user responses (logos) must not outlive the session on a shared device. */
export const CLEAR_USER_CACHES = 'clear-user-caches';

export type PageToWorkerMessage = { type: typeof SKIP_WAITING } | { type: typeof CLEAR_USER_CACHES };

/**
 * Runtime caches. The user cache holds the signed-in user's own files (/api/objects/* answered as private: logos, job
 * photos) and is deleted at sign-out. Public files (photos of live marketplace listings, answered with
 * x-object-visibility: public) go to their own cache, which outlives sign-out: they are nobody's secret, and the
 * marketplace must show them offline to whoever uses the device next.
 */
export const CACHE_NAMES = {
  images: 'tt-images',
  fonts: 'tt-fonts',
  user: 'tt-user-objects',
  publicObjects: 'tt-public-objects',
} as const;

/** workbox-background-sync registers its Queue under 'workbox-background-sync:<name>'; the page registers this tag. */
export const OUTBOX_QUEUE = 'outbox';
