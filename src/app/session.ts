import { create } from 'zustand';
import { api, ApiError, NetworkError } from '../data/api';
import { firstDrainSettled, startFirstDrain, warmDrainWorker } from '../data/sync/drain-client';
import { clearFirstCards } from './first-cards-storage';
import { noteAbsent, noteInstalledVersions } from '../data/installed-version';
import { VIEWER_COOKIE } from '../domain/first-cards';
import { nextTask } from './next-task';

/**
 * The device database (Dexie, ~31 KiB gzip) loads only when there is something in it or something to write: the
 * sign-in screen of a device that never signed in does without it (issue 8: sign-in JS ≤ 100 KiB gzip).
 * Issue 24: in steps, a task each — Dexie's chunk, then the database module's (the synced entities' schemas), then a
 * yield before the first use builds the database's schema: at 4× CPU the three were one task of ~110 ms.
 */
const importLocalDb = () => import('../data/local-db');
let loadingDb: ReturnType<typeof importLocalDb> | null = null;
const localDb = () =>
  (loadingDb ??= (async () => {
    await import('dexie');
    await nextTask();
    const m = await importLocalDb();
    await nextTask();
    return m;
  })().catch((err: unknown) => {
    loadingDb = null; // a failed fetch is tried again by the next use
    throw err;
  }));
/** LocalDb's name (src/data/local-db.ts). */
const DEVICE_DB_NAME = 'tradie-toolbox';

/** Whether this device has a database (undefined where the browser cannot tell), without opening or creating it. */
async function deviceDbExists(): Promise<boolean | undefined> {
  try {
    const dbs = await indexedDB.databases?.();
    if (!dbs) return undefined;
    noteInstalledVersions(dbs);
    const exists = dbs.some((d) => d.name === DEVICE_DB_NAME);
    if (!exists) noteAbsent(DEVICE_DB_NAME);
    return exists;
  } catch {
    return undefined;
  }
}

/** Whether the server named a signed-in user to this browser (its readable cookie: an id, not a credential). */
function viewerNamed(): boolean {
  try {
    return new RegExp(`(?:^|;\\s*)${VIEWER_COOKIE}=`).test(document.cookie);
  } catch {
    return false;
  }
}

/** The cached user, or undefined; without opening (or creating) the device database when this device has none. */
async function cachedUser(): Promise<SessionUser | undefined> {
  try {
    if ((await deviceDbExists()) === false) return undefined;
    const { kvGet } = await localDb();
    return await kvGet<SessionUser>(USER_KEY);
  } catch {
    return undefined;
  }
}

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  businessName: string | null;
  businessLogo: string | null;
  yearsExperience: number | null;
  state: string | null;
  trade: string | null;
  role: 'user' | 'admin';
  subscriptionStatus: string;
  subscriptionPlan: string | null;
  subscriptionEndDate: string | null;
  emailVerified?: boolean;
  /** a new address waiting for its confirmation link */
  pendingEmail?: string | null;
  createdAt: string;
  updatedAt: string;
}

type Status = 'loading' | 'authenticated' | 'unauthenticated';

interface SessionState {
  status: Status;
  user: SessionUser | null;
  /** true when the user comes from the device cache because the server could not be reached */
  offline: boolean;
  /**
   * A fresh device's first sync runs (from the session's answer until that drain ends): the device had no database, so
   * it holds no unsent write, refusal or photo, and the badge can say so before its database answers (issue 24).
   */
  firstSync: boolean;
  /**
   * `fresh`: the device had no database when the check began (no other account's records to clear first), so the
   * screens are told at once; the first drain stores the user (adoptUser), and the page's own store waits for its end
   * (issue 24: the first sync's page transactions would hold that write back, and it raced the worker to create the
   * database).
   */
  setUser(user: SessionUser, opts?: { fresh?: boolean }): Promise<void>;
  check(): Promise<void>;
  signOut(): Promise<void>;
}

const USER_KEY = 'session.user';

/** Runs `fn` when the main thread is next idle (within 2 s), or in the next task where there is no idle callback. */
function whenIdle(fn: () => void) {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 0);
}

let startupDone: () => void = () => {};
/**
 * Settles when the page's start-up network work is over: the first session check has answered and, on a fresh device,
 * its first sync has ended (however it ended). What can wait for it does (start.tsx: the service worker's precache).
 */
export const startupSettled = new Promise<void>((resolve) => (startupDone = resolve));
const AUTH_CACHE_MS = 2 * 60 * 1000; // spec §9: the auth check is cached for 2 minutes
let lastCheck = 0;
let inflight: Promise<void> | null = null;

export const useSession = create<SessionState>((set, get) => ({
  status: 'loading',
  user: null,
  offline: false,
  firstSync: false,
  async setUser(user, opts = {}) {
    lastCheck = Date.now();
    // The lists' first cards painted by their documents are only ever this account's (src/domain/first-cards.ts): the
    // others' go. When the main thread is next idle (issue 24): the page's first use of localStorage loads the origin's
    // storage, 4–32 ms at 4× CPU in the task of the session's answer, before the first screen could render. No document
    // paints another account's snapshot meanwhile (each paints only the viewer cookie's).
    whenIdle(() => clearFirstCards(user.id));
    if (opts.fresh) {
      set({ status: 'authenticated', user, offline: false, firstSync: true });
      // The first drain stores this user itself (adoptUser, started by check). The page's own copy of that write waits
      // for the drain's end (issue 24): at the answer it was the page's first use of the database, which then raced the
      // worker to create it — the page's upgrade was a 200 ms task of the first screen's main thread when it won — and
      // its transaction queued behind the first pulled pages. Stored then as for any sign-in: the user signed in by then.
      void firstDrainSettled()
        .then(() => {
          set({ firstSync: false });
          const now = get().user;
          if (now?.id === user.id) return storeUser(now);
        })
        .catch((err: unknown) => console.warn('Storing the signed-in user failed', err));
      return;
    }
    await storeUser(user);
    set({ status: 'authenticated', user, offline: false });
    // issue 24: the first sync starts now, in its worker, while the screen's chunks load (the scheduler adopts it)
    startFirstDrain();
  },

  check() {
    if (get().status !== 'loading' && Date.now() - lastCheck < AUTH_CACHE_MS) return Promise.resolve();
    inflight ??= (async () => {
      let firstSync = false;
      // Asked first (issue 24): the server answers while the device's cached user is read, not after.
      const answer = api<{ user: SessionUser | null }>('GET', '/api/auth/session', undefined, { quiet401: true });
      answer.catch(() => {}); // awaited below
      // Whether the device had a database before this check: none means no previous account to clear (setUser).
      const hadDb = get().status === 'loading' ? deviceDbExists() : Promise.resolve(true);
      // A device the server has named a signed-in user to: its drain worker starts, and opens (on a fresh device:
      // makes) the device database, while the question is out (drain-client warmDrainWorker) — before the app's chunk
      // holds the main thread. The sign-in screen of a visitor starts none.
      // Started in a task of its own (a worker's start is 10–15 ms of this thread at 4× CPU), not the entry's.
      if (get().status === 'loading' && viewerNamed()) void nextTask().then(warmDrainWorker);
      if (get().status === 'loading') {
        // Offline-first: a signed-in tradie opens straight into their device data while the server check runs on a
        // slow or absent connection; a 401 from that check still signs them out below.
        const cached = await cachedUser();
        if (cached) set({ status: 'authenticated', user: cached, offline: true });
      }
      try {
        const res = await answer;
        // A device with no database yet (a fresh device): the drain worker stores the user and starts the first sync
        // at once, while the page renders the first screen (issue 24). Nothing of another account is there.
        const fresh = (await hadDb) === false;
        if (res.user && fresh) {
          startFirstDrain(res.user);
          firstSync = true;
          void firstDrainSettled().then(startupDone);
        }
        // Signed out (or the session ended): keep the device data and the outbox, as for a 401 below.
        if (res.user) await get().setUser(res.user, { fresh });
        else set({ status: 'unauthenticated', user: null, offline: false });
      } catch (err) {
        const cached = await cachedUser();
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
          // Keep the device data and the outbox: the same person signing in again picks up where they left off.
          set({ status: 'unauthenticated', user: null, offline: false });
        } else if (cached && (err instanceof NetworkError || (err instanceof ApiError && err.status >= 500))) {
          // Offline-first: no signal (or the server is down) must not lock a signed-in tradie out of their own data.
          set({ status: 'authenticated', user: cached, offline: true });
        } else {
          console.warn('Auth check failed', err);
          set({ status: 'unauthenticated', user: null, offline: false });
        }
      } finally {
        lastCheck = Date.now();
        inflight = null;
        if (!firstSync) startupDone();
      }
    })();
    return inflight;
  },
  async signOut() {
    try {
      await api('POST', '/api/auth/logout', {}, { quiet401: true });
    } catch (err) {
      console.warn('Logout call failed; signing out on this device anyway', err);
    }
    await clearDeviceData();
    lastCheck = 0;
    set({ status: 'unauthenticated', user: null, offline: false, firstSync: false });
  },
}));

/** The signed-in user stored on the device, after clearing another account's cached records (a previous sign-in). */
async function storeUser(user: SessionUser) {
  const { getDb, kvGet, kvSet } = await localDb();
  const previous = await kvGet<SessionUser>(USER_KEY).catch(() => undefined);
  if (previous && previous.id !== user.id) {
    // Another account signs in on this device: its cached profile records must not show the previous account's.
    // Synced rows and outboxes are kept per user id, so the previous user's unsent writes stay theirs, unsent.
    await getDb().kv.bulkDelete(['profile', 'company', 'settings', 'sync.state']);
  }
  await kvSet(USER_KEY, user);
}

/** Spec §4: logout clears all cached data. */
async function clearDeviceData() {
  clearFirstCards(); // first, and synchronously: the next document loaded must not paint this account's cards
  const { getDb, SYNCED_TABLES } = await localDb();
  const db = getDb();
  const tables = [db.kv, db.outbox, db.syncIssues, db.chatDrafts, db.photos, db.marketplaceMessages, ...SYNCED_TABLES.map((t) => db[t])];
  await db.transaction('rw', tables, async () => {
    await Promise.all([
      db.marketplaceMessages.clear(), // a per-user scope: private conversations never outlive the session
      db.kv.clear(),
      db.photos.clear(), // photos: the device copies of this account's photos
      db.outbox.clear(),
      db.syncIssues.clear(),
      db.chatDrafts.clear(),
      ...SYNCED_TABLES.map((t) => db[t].clear()),
    ]);
  });
  // issue 23: the bank statement lines kept on this device (their own database)
  await import('../features/bank').then((m) => m.clearBankData());
  const { dropAllPendingDrafts } = await import('../features/chat/draft-pending');
  dropAllPendingDrafts();
  try {
    sessionStorage.clear();
  } catch {
    /* private mode */
  }
}

/** Number of writes not yet on the server, for the sign-out warning. */
export async function pendingWrites(userId: string): Promise<number> {
  const { getDb } = await localDb();
  return getDb().outbox.where('userId').equals(userId).count();
}
