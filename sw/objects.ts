/// <reference lib="WebWorker" />
import { CacheExpiration } from 'workbox-expiration';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { CACHE_NAMES } from './protocol';

const DAY_S = 24 * 60 * 60;

/**
 * Uploaded files (/api/objects/{id}), cache first. A file never changes under its id (a new photo gets a new id), so a
 * cached copy is always right — except that a public file can become private (a listing taken down): public hits are
 * re-checked in the background and dropped when the server no longer serves them.
 *
 * Which cache is decided by the server's answer (x-object-visibility), not by the URL: the same URL shape serves both.
 */
export const userObjects = new CacheExpiration(CACHE_NAMES.user, { maxEntries: 200, maxAgeSeconds: 30 * DAY_S });
const publicObjects = new CacheExpiration(CACHE_NAMES.publicObjects, { maxEntries: 500, maxAgeSeconds: 30 * DAY_S });

async function remember(name: string, expiry: CacheExpiration, request: Request, res: Response) {
  const cache = await caches.open(name);
  await cache.put(request, res);
  await expiry.updateTimestamp(request.url);
  await expiry.expireEntries();
}

async function recheckPublic(request: Request) {
  try {
    // Past the HTTP cache: a public answer may be held there for an hour (cache-control), and it is that we doubt.
    const res = await fetch(request.url, { credentials: 'include', cache: 'no-cache' });
    if (res.ok && res.headers.get('x-object-visibility') === 'public') return;
    // Gone or private now: forget the public copy; a private answer belongs in the owner's cache instead.
    await (await caches.open(CACHE_NAMES.publicObjects)).delete(request);
    if (res.ok) await remember(CACHE_NAMES.user, userObjects, request, res);
  } catch {
    /* offline: keep showing what we have */
  }
}

export async function handleObjectRequest({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const req = request as Request;
  const wait = (p: Promise<unknown>) => (event as ExtendableEvent | undefined)?.waitUntil?.(p.catch(() => {}));
  const publicHit = await (await caches.open(CACHE_NAMES.publicObjects)).match(req);
  if (publicHit) {
    wait(publicObjects.updateTimestamp(req.url).then(() => recheckPublic(req)));
    return publicHit;
  }
  const userHit = await (await caches.open(CACHE_NAMES.user)).match(req);
  if (userHit) {
    wait(userObjects.updateTimestamp(req.url));
    return userHit;
  }
  const res = await fetch(req);
  if (res.ok) {
    const isPublic = res.headers.get('x-object-visibility') === 'public';
    const copy = res.clone();
    wait(isPublic ? remember(CACHE_NAMES.publicObjects, publicObjects, req, copy) : remember(CACHE_NAMES.user, userObjects, req, copy));
  }
  return res;
}

/** At sign-out: the user's own files go (with their expiry records); public files stay. */
export async function clearUserObjects() {
  await userObjects.delete();
  await caches.delete(CACHE_NAMES.user);
}
