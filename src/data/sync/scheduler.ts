import type { DrainResult } from './engine';
import { drainOnce, takeFirstDrain } from './drain-client';
import { onOutboxChanged, SESSION_USER_KEY } from './mutate';
import { startLive } from '../live';
import { getDb } from '../local-db';
import { clientIdKey } from './client-id';
import { SHARED_SCOPES } from './scopes';

/**
 * The page's drainer triggers (SYNC.md): at start, when the browser comes online, when the tab becomes visible, on a
 * timer, right after each local write, and from the "Sync now" button. Failures back off 1 s, 2 s, 4 s … up to 60 s.
 * Live updates (src/data/live.ts) trigger a drain when another device changed something.
 * The service worker drains too (Background Sync); the outbox lock keeps it to one drainer at a time.
 */
const TIMER_MS = 30_000;
const WRITE_DEBOUNCE_MS = 250;
const MAX_BACKOFF_MS = 60_000;
const LIVE_DEBOUNCE_MS = 30; // a burst of wake-ups (a big push elsewhere) becomes one pull

let started = false;
let backoff = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let debounceTimer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<DrainResult> | null = null;
let again = false;

/** A drain: the session's first one if it is still to be awaited, else a new one in the tab's drain worker. */
function drainNext(): Promise<DrainResult> {
  return takeFirstDrain() ?? drainOnce();
}

export async function syncNow(): Promise<DrainResult> {
  if (running) {
    again = true;
    return running;
  }
  clearTimeout(retryTimer);
  running = (async () => {
    let result: DrainResult;
    do {
      again = false;
      result = await drainNext();
    } while (again && result === 'done');
    return result;
  })();
  try {
    const result = await running;
    if (result === 'offline' || result === 'error') {
      backoff = Math.min(backoff ? backoff * 2 : 1000, MAX_BACKOFF_MS);
      retryTimer = setTimeout(() => void syncNow(), backoff);
    } else {
      backoff = 0;
    }
    return result;
  } finally {
    running = null;
  }
}

/** Ask the service worker to drain when connectivity returns, even if this tab is closed by then. */
async function registerBackgroundSync() {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const sync = (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    // workbox-background-sync's Queue named 'outbox' listens for this tag and runs our drain in the worker.
    await sync?.register('workbox-background-sync:outbox');
  } catch {
    /* Background Sync unsupported (Safari, Firefox) or not allowed: the page and worker start cover it. */
  }
}

export function startSyncScheduler() {
  if (started) return;
  started = true;
  void syncNow();
  window.addEventListener('online', () => {
    backoff = 0;
    void syncNow();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void syncNow();
  });
  setInterval(() => {
    if (document.visibilityState === 'visible') void syncNow();
  }, TIMER_MS);
  // Live updates: another device (or node) changed something → pull now, not on the 30 s timer.
  let wakeTimer: ReturnType<typeof setTimeout> | undefined;
  startLive({
    onWake: () => {
      clearTimeout(wakeTimer);
      wakeTimer = setTimeout(() => void syncNow(), LIVE_DEBOUNCE_MS);
    },
    ownClientId: async () => {
      const db = getDb();
      const user = (await db.kv.get(SESSION_USER_KEY))?.value as { id: string } | undefined;
      return user ? ((await db.kv.get(clientIdKey(user.id)))?.value as string | undefined) : undefined;
    },
    scopes: () => SHARED_SCOPES.map((s) => s.name),
  });
  onOutboxChanged(() => {
    void registerBackgroundSync();
    clearTimeout(debounceTimer);
    debounceTimer = setTimeout(() => void syncNow(), WRITE_DEBOUNCE_MS);
  });
}
