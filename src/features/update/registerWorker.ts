import { useSession } from '../../app/session';
import { CACHE_NAMES, CLEAR_USER_CACHES } from '../../../sw/protocol';
import { offerUpdate } from './update-toast';

const UPDATE_CHECK_MS = 60 * 60 * 1000; // a tab left open all week still hears about new versions

/**
 * Registers the service worker (production builds only: Vite's dev server has no /sw.js), offers waiting updates,
 * and clears per-user caches whenever nobody is signed in.
 */
export function registerWorker(after: Promise<unknown> = Promise.resolve()): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  clearUserCachesOnSignOut();
  // After load (and `after`), so the precache download does not compete with the first screen (or the first sync).
  void after.then(() => {
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
  });
}

/**
 * The browser's own registration API (workbox-window did only this here, for 2.3 KiB gzip on every first load): a
 * worker that finishes installing while a controller runs this page is an update, offered, never forced. The first
 * install (no controller yet) is not an update.
 */
async function register() {
  try {
    const reg = await navigator.serviceWorker.register('/sw.js');
    if (reg.waiting && navigator.serviceWorker.controller) offerUpdate();
    reg.addEventListener('updatefound', () => {
      const worker = reg.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate();
      });
    });
    setInterval(() => {
      if (document.visibilityState === 'visible' && navigator.onLine) void reg.update().catch(() => {});
    }, UPDATE_CHECK_MS);
  } catch (err) {
    // The app still works without the worker; it just will not open offline.
    console.warn('Service worker registration failed', err);
  }
}

function clearUserCachesOnSignOut() {
  useSession.subscribe((s, prev) => {
    if (s.status === 'unauthenticated' && prev.status !== 'unauthenticated') void clearUserCaches();
  });
}

/** Logos and other per-user responses must not stay on a shared device after sign-out. */
async function clearUserCaches(): Promise<void> {
  navigator.serviceWorker.controller?.postMessage({ type: CLEAR_USER_CACHES });
  // Also from the page: there may be no controlling worker yet (first visit, or a hard reload).
  try {
    await caches.delete(CACHE_NAMES.user);
  } catch {
    /* CacheStorage unavailable (insecure context): nothing was cached either */
  }
}
