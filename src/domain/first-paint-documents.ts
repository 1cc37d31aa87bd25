/**
 * The screens that have a document of their own (issue 20): the page is the screen, rendered at build time from its
 * components (src/first-paint/render.tsx, written by scripts/first-paint.mjs), so it paints and works before the
 * app's scripts arrive. The server (api/server.ts) and the service worker's navigations (sw/caching.ts) both answer
 * a route with the document this names; every other route gets the app's own document, which the app fills in.
 */
export const FIRST_PAINT_DOCUMENTS = { '/auth': '/auth.html', '/landing': '/landing.html' } as const;

export type FirstPaintRoute = keyof typeof FIRST_PAINT_DOCUMENTS;

/** The app's document: no screen in it until the app renders one. */
export const APP_DOCUMENT = '/index.html';

/**
 * The lists whose documents paint their first cards from the device's snapshot of them before the app's scripts run
 * (issue 24; src/domain/first-cards.ts): the app's document plus the list's stylesheet and one inline script, so a
 * device with no snapshot gets what index.html gives.
 */
export const LIST_DOCUMENTS = {
  '/quotes': '/quotes.html',
  '/invoices': '/invoices.html',
  '/jobs': '/jobs.html',
  '/price-book': '/price-book.html',
} as const;

export type ListRoute = keyof typeof LIST_DOCUMENTS;

/**
 * Each list's screen module (its lazy chunk in src/app/App.tsx). The build (scripts/first-paint.mjs) puts that chunk and
 * the chunks it imports into the list's document beside the app's own scripts, so they are requested a few at a time
 * after the first frame instead of all in one task when the app starts (issue 24: 27 requests were one task of
 * ~100 ms at 4× CPU); the build fails if one of these is not a chunk of it.
 */
export const LIST_SCREEN_MODULES: Record<ListRoute, string> = {
  '/quotes': 'src/features/documents/lists/QuotesPage.tsx',
  '/invoices': 'src/features/documents/lists/InvoicesPage.tsx',
  '/jobs': 'src/features/jobs/JobsPage.tsx',
  '/price-book': 'src/features/price-book/PriceBookPage.tsx',
};

/**
 * The shared chrome's extras (src/app/SignedInChrome.tsx), which a list mounts only after its first cards are drawn
 * (src/app/chrome-extras.ts): their chunks follow the screen's in each list document, requested early for the same
 * reason (their ~13 requests were one task of ~40 ms at 4× when the extras rendered).
 */
export const LIST_CHROME_MODULES: readonly string[] = [
  'src/features/sync/SyncChrome.tsx',
  'src/features/documents/hub/CustomerAnswerNotices.tsx',
  'src/features/compliance/CertificateReminders.tsx',
];

/**
 * The landing's screen module and the sync badge's, which the landing's documents (FIRST_PAINT_DOCUMENTS['/landing'],
 * LANDING_PROFILE_PROMPT_DOCUMENT) ask for with the app's own scripts (issue 24: asked for by the app only once its
 * chunk was evaluated, they arrived at 2–3.5 s at 4× CPU on a fresh device, behind the first sync's pull pages on the
 * server, and the badge — part of the first screen — waited for them). The chrome's other extras are not part of the
 * first screen: the app asks for them when it renders them.
 */
export const LANDING_MODULES: readonly string[] = ['src/features/landing/LandingPage.tsx', 'src/features/sync/SyncChrome.tsx'];

export const ALL_DOCUMENTS: readonly string[] = [APP_DOCUMENT, ...Object.values(FIRST_PAINT_DOCUMENTS), ...Object.values(LIST_DOCUMENTS)];

/**
 * The document a navigation to this URL gets. A query changes what the screen shows (/auth?mode=register,
 * /auth?error=…, /landing?soon=…) and the build-time screen is the plain one, so such a URL gets the app's document.
 */
export function documentFor(url: { pathname: string; search: string }): string {
  if (url.search && url.search !== '?') return APP_DOCUMENT;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (Object.hasOwn(FIRST_PAINT_DOCUMENTS, path)) return FIRST_PAINT_DOCUMENTS[path as FirstPaintRoute];
  return Object.hasOwn(LIST_DOCUMENTS, path) ? LIST_DOCUMENTS[path as ListRoute] : APP_DOCUMENT;
}

/**
 * A new account's landing (issue 24): the "Complete Your Profile" prompt is part of the page's first paint, not a
 * dialog that arrives seconds later as the page's largest paint. The server answers /landing with this document when
 * the signed-in account's profile lacks a first name, state or trade and this browser session has not been prompted
 * (PROFILE_PROMPTED_COOKIE, a session cookie: gone when the browser session ends, or at sign-out); the app shows the
 * prompt itself when a document without it was served (the service worker's copy).
 */
export const LANDING_PROFILE_PROMPT_DOCUMENT = '/landing-profile.html';

export const PROFILE_PROMPTED_COOKIE = 'tt_profile_prompted';

/** Spec §4 Profile reminder: firstName, state or trade missing. */
export function profileIncomplete(user: { firstName: string | null; state: string | null; trade: string | null }): boolean {
  return !user.firstName || !user.state || !user.trade;
}
