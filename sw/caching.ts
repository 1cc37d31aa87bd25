import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core';
import { ALL_DOCUMENTS, documentFor } from '../src/domain/first-paint-documents';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CACHE_NAMES } from './protocol';
import { clearUserObjects, handleObjectRequest } from './objects';

const DAY_S = 24 * 60 * 60;

/**
 * The app's documents and every built asset come from the precache, so the app starts with no network at all.
 * A navigation gets the document the server would send (/auth and /landing their own, with the screen built in;
 * any other route index.html: src/domain/first-paint-documents.ts); /api is never answered from a cache.
 */
export function routeAppShell(manifest: Array<PrecacheEntry | string>) {
  cleanupOutdatedCaches();
  precacheAndRoute(manifest);
  const handlers = new Map(ALL_DOCUMENTS.map((doc) => [doc, createHandlerBoundToURL(doc)]));
  const handler: RouteHandlerCallback = (options) => handlers.get(documentFor(options.url))!(options);
  registerRoute(new NavigationRoute(handler, { denylist: [/^\/api\//] }));
}

/**
 * Runtime caches. Only 200 answers are stored (the strategies' default), so a 401 or 404 never sticks.
 * Other /api requests match no route and always go to the network: they are per-user and change with every sync.
 */
export function routeRuntimeCaches(origin: string) {
  const sameOrigin = (url: URL) => url.origin === origin;

  // Uploaded files (logos, photos): the signed-in user's own in one cache, public ones (listing photos) in another.
  registerRoute(
    ({ url, request }) => sameOrigin(url) && request.method === 'GET' && /^\/api\/objects\/[0-9a-f-]{36}$/i.test(url.pathname),
    handleObjectRequest,
  );
  registerRoute(
    ({ url, request }) => request.destination === 'image' && !(sameOrigin(url) && url.pathname.startsWith('/api/')),
    new CacheFirst({
      cacheName: CACHE_NAMES.images,
      plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    ({ request }) => request.destination === 'font',
    new CacheFirst({
      cacheName: CACHE_NAMES.fonts,
      plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 365 * DAY_S, purgeOnQuotaError: true })],
    }),
  );
}

export async function clearUserCaches() {
  await clearUserObjects(); // the public-objects cache stays (sw/objects.ts)
}
