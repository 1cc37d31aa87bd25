/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { clearUserCaches, routeAppShell, routeRuntimeCaches } from './caching';
import { drainOnBackgroundSync } from './outbox';
import { CLEAR_USER_CACHES, SKIP_WAITING, type PageToWorkerMessage } from './protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// Replaced at build time by workbox-build's injectManifest with the list of built files and their revisions.
routeAppShell(self.__WB_MANIFEST);
routeRuntimeCaches(self.location.origin);
drainOnBackgroundSync();

// The first install takes control of the open page at once, so it works offline without a reload. An update does not
// skip waiting on its own: it waits until the person picks "Reload" on the update toast (never mid-edit).
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const msg = event.data as PageToWorkerMessage | undefined;
  if (msg?.type === SKIP_WAITING) {
    void self.skipWaiting();
  } else if (msg?.type === CLEAR_USER_CACHES) {
    event.waitUntil(
      clearUserCaches().then(() => {
        event.ports[0]?.postMessage({ ok: true });
      }),
    );
  }
});
