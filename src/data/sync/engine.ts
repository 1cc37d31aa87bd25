import type Dexie from 'dexie';
import { getDb, SYNCED_TABLES, type LocalDb, type OutboxRow } from '../local-db';
import type { MutationName } from '../../domain/sync/mutations';
import type { PullResponse, PushResponse } from '../../domain/schemas/sync';
import { localMutators, entityTargets } from './local-mutators';
import { allWriteTables, SESSION_USER_KEY } from './mutate';
import { clientIdKey, cursorKey, newClientId, nextIdKey } from './client-id';
import { uploadPhotosForBatch } from '../photos/upload';
import { SHARED_SCOPES, scopeCursorKey, type ScopePullResponse, type SharedScopeTarget } from './scopes';
import { ApiError, apiFetch, NetworkError } from '../api';
import { errorSentence } from '../../domain/error-sentences';
import { HeldNotices } from './held-notices';
import { SYNC_STATE_KEY, type SyncPhase, type SyncState } from './sync-state';

/**
 * The outbox drainer, shared by the page and the service worker (no DOM, no React).
 * Push: FIFO batches, one in flight, nothing leaves the outbox before the server acknowledges it.
 * Pull: rows changed since our cursor, applied in one transaction, with still-pending writes re-applied on top.
 */

export { SYNC_STATE_KEY, type SyncPhase, type SyncState };
const PUSH_BATCH = 200;
// The server takes 8 MB; chat photos make some entries large. 1 MB, not more: the batch is read, measured and
// serialised on the page's main thread, and a 4 MB batch of price-book import entries held it for ~100 ms.
const PUSH_BATCH_BYTES = 1024 * 1024;
/** Entries read per step of the queue's head: few while they are large (a price-book import batch is ~100 KB). */
const HEAD_STEP_SMALL = 64;
const HEAD_STEP_LARGE = 8;
const LARGE_ENTRY = 16 * 1024; // bytes of JSON

/** The next FIFO batch: at most PUSH_BATCH entries and about PUSH_BATCH_BYTES of JSON (always at least one entry). */
function takeBatch(queue: OutboxRow[]): OutboxRow[] {
  const batch: OutboxRow[] = [];
  let bytes = 0;
  for (const m of queue) {
    const size = JSON.stringify(m.args).length + 64;
    if (batch.length && (batch.length >= PUSH_BATCH || bytes + size > PUSH_BATCH_BYTES)) break;
    batch.push(m);
    bytes += size;
  }
  return batch;
}

/**
 * The head of the user's queue, read a few entries at a time until a batch could be full (PUSH_BATCH entries or
 * PUSH_BATCH_BYTES): reading 200 large entries at once would hold the main thread for hundreds of ms.
 */
async function readHead(db: LocalDb, userId: string): Promise<OutboxRow[]> {
  const head: OutboxRow[] = [];
  let bytes = 0;
  while (head.length < PUSH_BATCH && bytes <= PUSH_BATCH_BYTES) {
    const step = !head.length || bytes / head.length > LARGE_ENTRY ? HEAD_STEP_LARGE : HEAD_STEP_SMALL;
    // Each step resumes after the last entry read (a key range), not at an offset: with offset() every step walked the
    // queue from its start, and draining 10,000 queued writes went quadratic again (1k 0.3 s, 10k 23 s).
    const after = head.length ? head[head.length - 1].mutationId : 0;
    const more = await db.outbox
      .where('[userId+mutationId]')
      .between([userId, after], [userId, Infinity], head.length === 0, true)
      .limit(Math.min(step, PUSH_BATCH - head.length))
      .toArray();
    head.push(...more);
    for (const m of more) bytes += JSON.stringify(m.args).length + 64;
    if (more.length < step) break;
  }
  return head;
}

export type DrainResult = 'done' | 'busy' | 'signed-out' | 'needs-auth' | 'offline' | 'error';

interface DrainOptions {
  fetch?: typeof fetch;
  db?: LocalDb;
  /** base URL for the API (the service worker and the page use same-origin '') */
  baseUrl?: string;
  /** rows per pull page (the server caps it); tests use small pages */
  pullLimit?: number;
  /** shared scopes to pull after the user's own rows (default: SHARED_SCOPES) */
  scopes?: readonly SharedScopeTarget[];
  /**
   * Hold the pulled pages' notices to live queries and tell them about once a second (HeldNotices). Default: in the
   * drain worker, where no live query reads (a held commit would leave a live query of this context stale).
   */
  holdNotices?: boolean;
  /**
   * The signed-in user, stored as the session's user when none is stored yet (a fresh device's first sync starts
   * before the page has stored it: drain-client startFirstDrain). A different stored user (another tab signed in
   * meanwhile) is left alone and nothing is drained: the page's session clears that account's records first
   * (session.ts setUser), and the scheduler drains after it.
   */
  adoptUser?: SessionUserRecord;
}

/** The session's user as stored in kv (src/app/session.ts SessionUser): the engine reads its id. */
export type SessionUserRecord = { id: string };

async function setState(db: LocalDb, patch: Partial<SyncState>) {
  const prev = ((await db.kv.get(SYNC_STATE_KEY))?.value as SyncState | undefined) ?? {
    phase: 'idle',
    lastError: null,
    lastSyncedAt: null,
    retryAt: null,
  };
  await db.kv.put({ key: SYNC_STATE_KEY, value: { ...prev, ...patch } });
}

/** One drainer at a time across tabs and the worker (Web Locks); an in-process mutex where locks are missing. */
let localLock: Promise<unknown> = Promise.resolve();
async function withOutboxLock<T>(fn: () => Promise<T>, opts: { wait?: boolean } = {}): Promise<T | 'busy'> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) {
    if (opts.wait) return locks.request('tt-outbox', async () => fn()) as Promise<T>;
    return locks.request('tt-outbox', { ifAvailable: true }, async (lock) => (lock ? fn() : 'busy')) as Promise<T | 'busy'>;
  }
  const run = localLock.then(fn, fn);
  localLock = run.catch(() => {});
  return run;
}

/** The app's one HTTP client (src/data/api.ts), with the drain's fetch and origin; a 401 is the drain's to handle. */
async function http(opts: DrainOptions, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await apiFetch(method, path, body, { quiet401: true, fetch: opts.fetch, baseUrl: opts.baseUrl });
  return res.json();
}

const userQueue = (db: LocalDb, userId: string) => db.outbox.where('[userId+mutationId]').between([userId, 0], [userId, Infinity]);

export async function pendingFor(db: LocalDb, userId: string): Promise<OutboxRow[]> {
  return userQueue(db, userId).toArray();
}

/** Push everything queued by the signed-in user, then pull. Returns how it ended; never drops an entry on failure. */
export async function drainOutbox(opts: DrainOptions = {}): Promise<DrainResult> {
  const db = opts.db ?? getDb();
  const adopt = opts.adoptUser;
  const user = adopt
    ? await db.transaction('rw', db.kv, async () => {
        const stored = (await db.kv.get(SESSION_USER_KEY))?.value as SessionUserRecord | undefined;
        if (!stored) await db.kv.put({ key: SESSION_USER_KEY, value: adopt });
        return !stored || stored.id === adopt.id ? adopt : undefined;
      })
    : ((await db.kv.get(SESSION_USER_KEY))?.value as SessionUserRecord | undefined);
  if (!user) return 'signed-out';
  return withOutboxLock(() => drainLocked(db, user.id, opts));
}

/** Told when the drain has real work (something to send, changes to write): the badge says "Syncing…" from then. */
interface DrainWork {
  begins(): Promise<void>;
}

/** The drain itself; the caller holds the outbox lock. */
async function drainLocked(db: LocalDb, userId: string, opts: DrainOptions): Promise<DrainResult> {
  // A synced device stays "Synced" while it only asks the server whether anything is new: it says "Syncing…" once it
  // has something to send or a page of changes to write (issue 24: a drain asked for while the first sync ran flipped
  // the badge back to "Syncing…" the moment that sync said "Synced", and the screen saw "Synced" a drain later). Any
  // other state (never synced, offline, an error) turns to "Syncing…" at once, so a retry shows.
  let marked = false;
  const work: DrainWork = {
    async begins() {
      if (marked) return;
      marked = true;
      await setState(db, { phase: 'syncing' });
    },
  };
  if (((await db.kv.get(SYNC_STATE_KEY))?.value as SyncState | undefined)?.phase !== 'synced') await work.begins();
  try {
    await pushAll(db, userId, opts, work);
    await pullAll(db, userId, opts, work);
    await setState(db, { phase: 'synced', lastError: null, lastSyncedAt: new Date().toISOString(), retryAt: null });
    return 'done';
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      // The session expired: pause, keep every entry, ask the person to sign in again.
      await setState(db, { phase: 'needs-auth', lastError: 'Your session has expired. Sign in again to send your changes.' });
      return 'needs-auth';
    }
    // Only a failed connection is "offline" (retried quietly); an answer from the server or a fault on the device is an
    // error shown under "needs attention", never mistaken for a missing connection.
    const offline = err instanceof NetworkError;
    await markAttempt(db, userId, err);
    await setState(db, {
      phase: offline ? 'offline' : 'error',
      lastError: offline
        ? 'No connection to the server'
        : err instanceof ApiError
          ? `The server answered ${err.status}`
          : `Something went wrong on this device: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500),
    });
    return offline ? 'offline' : 'error';
  }
}

async function markAttempt(db: LocalDb, userId: string, err: unknown) {
  const msg = err instanceof Error ? err.message : String(err);
  const first = await userQueue(db, userId).first();
  if (first?.seq !== undefined) await db.outbox.update(first.seq, { attempts: first.attempts + 1, lastError: msg.slice(0, 500) });
}

/** The server's last applied id of the client, from a 409 SYNC_GAP answer; null for any other error. */
function gapLastMutationId(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.status !== 409 || err.code !== 'SYNC_GAP') return null;
  try {
    const last = (JSON.parse(err.bodyText) as { error?: { lastMutationId?: unknown } }).error?.lastMutationId;
    return typeof last === 'number' && Number.isSafeInteger(last) ? last : null;
  } catch {
    return null;
  }
}

async function pushAll(db: LocalDb, userId: string, opts: DrainOptions, work: DrainWork) {
  let renumbered = false;
  /** After a gap answer: send only the entries the server says it has applied (a replay), before renumbering. */
  let replayUpTo: number | null = null;
  let replayed = false;
  for (;;) {
    // Only the head of the queue is read, never the whole outbox: acknowledged entries are deleted, so each batch
    // reads at most PUSH_BATCH rows and draining N entries costs O(N), not O(N²).
    const head = await readHead(db, userId);
    if (!head.length) return;
    await work.begins();
    const clientId = head[0].clientId;
    // photos: upload the photos these entries reference first; send only the entries whose photos are on the server.
    const sameClient = head.filter((p) => p.clientId === clientId && (replayUpTo === null || p.mutationId <= replayUpTo));
    replayUpTo = null;
    const batch = await uploadPhotosForBatch(db, userId, takeBatch(sameClient), opts);
    if (!batch.length) return; // the next entry's photo waits (offline, Wi-Fi only, backing off); the pull still runs
    let res: PushResponse;
    try {
      res = (await http(opts, 'POST', '/api/sync/push', {
        clientId,
        mutations: batch.map((m) => ({
          id: m.mutationId,
          name: m.name,
          args: m.args,
          origin: m.origin ?? `${m.clientId}:${m.mutationId}`,
        })),
      })) as PushResponse;
    } catch (err) {
      // A gap (the server lost track of this client) or a client id owned by another account: start a fresh client
      // and renumber the queue from 1. Replays are harmless because every row is keyed by its client-made id.
      if (err instanceof ApiError && (err.status === 409 || err.status === 403) && !renumbered) {
        // The gap answer names what the server applied: entries at or below it are not sent again under new ids
        // (a versioned edit would conflict with itself). They go first as a replay, answered as duplicates or kept
        // refusals; the next round meets the gap again with none of them left, and renumbers the rest.
        const applied = gapLastMutationId(err);
        if (applied !== null && !replayed && batch.some((m) => m.mutationId <= applied)) {
          replayUpTo = applied;
          replayed = true;
          continue;
        }
        await renumberQueue(db, userId);
        renumbered = true;
        continue;
      }
      throw err;
    }
    await db.transaction('rw', [db.outbox, db.syncIssues], async () => {
      const byId = new Map(batch.map((m) => [m.mutationId, m]));
      for (const r of res.results) {
        const m = byId.get(r.id);
        if (r.status === 'rejected' && m) {
          await db.syncIssues.add({
            userId,
            mutationName: m.name,
            args: m.args,
            code: r.code ?? 'REJECTED',
            // what the tradie reads under "needs attention": the sentence of the code (src/domain/error-sentences.ts)
            message: errorSentence(r.code, r.message) ?? r.message ?? 'The server refused this change',
            createdAt: new Date().toISOString(),
          });
        }
      }
      const acked = batch.filter((m) => m.mutationId <= res.lastMutationId).map((m) => m.seq!);
      await db.outbox.bulkDelete(acked);
    });
  }
}

async function renumberQueue(db: LocalDb, userId: string) {
  await db.transaction('rw', [db.outbox, db.kv], async () => {
    const pending = await pendingFor(db, userId);
    const clientId = newClientId();
    let id = 1;
    // each keeps its first clientId:mutationId, by which the server recognises one it applied already
    for (const p of pending)
      await db.outbox.update(p.seq!, { clientId, mutationId: id++, origin: p.origin ?? `${p.clientId}:${p.mutationId}` });
    await db.kv.put({ key: clientIdKey(userId), value: clientId });
    await db.kv.put({ key: nextIdKey(clientId), value: id });
  });
}

async function pullAll(db: LocalDb, userId: string, opts: DrainOptions, work: DrainWork) {
  // The shared scopes (each its own cursor and table) are pulled beside the user's own pages, not after the last of
  // them (issue 24: their requests added ~300 ms to the end of a first sync). One after another among themselves.
  const scopes = (async () => {
    for (const scope of opts.scopes ?? SHARED_SCOPES) await pullScope(db, userId, scope, opts, work);
  })();
  scopes.catch(() => {}); // awaited below
  try {
    await pullOwn(db, userId, opts, work);
  } catch (err) {
    await scopes.catch(() => {}); // no scope write outlives the drain (and its lock)
    throw err;
  }
  await scopes;
}

/** The user's own rows, page by page. */
async function pullOwn(db: LocalDb, userId: string, opts: DrainOptions, work: DrainWork) {
  const clientId = ((await db.kv.get(clientIdKey(userId)))?.value as string | undefined) ?? '';
  // Page size: the server's (MAX_PULL_PAGE, 2,000 rows). Bigger pages for a first sync were tried (issue 24): Node read
  // the same rows no faster in 5,000- or 10,000-row pages (the warm run of each same-run pair: 2,000-row pages as fast
  // or faster, 4 of 4), and the device's last page, whose write nothing overlaps, grew with them.
  const limit = opts.pullLimit ? `&limit=${opts.pullLimit}` : '';
  const fetchPage = (cursor: number) =>
    http(opts, 'GET', `/api/sync/pull?cursor=${cursor}&clientId=${encodeURIComponent(clientId)}${limit}`) as Promise<PullResponse>;
  let cursor = ((await db.kv.get(cursorKey(userId)))?.value as number | undefined) ?? 0;
  let next: Promise<PullResponse> | null = fetchPage(cursor);
  /** The page being written: its transaction commits while the next page's rows are handed to IndexedDB. */
  let writing: Promise<void> | null = null;
  // In the drain worker, the pages' notices to the screens' live queries are held and told about once a second.
  const held = (opts.holdNotices ?? IN_WORKER) ? new HeldNotices() : undefined;
  try {
    while (next) {
      const res: PullResponse = await next;
      if (res.changes.length) await work.begins();
      // One page ahead (issue 24): the next page is on its way while this one is written, so the server's time and the
      // device's overlap. Its cursor is this page's, which applyPull stores; a failure surfaces where it is awaited.
      next = res.hasMore ? fetchPage(res.cursor) : null;
      next?.catch(() => {});
      // Pipelined (issue 24): this page's puts are handed to IndexedDB (cloned) while the previous page's transaction
      // still commits. The browser runs the two one after the other (they share stores), and this one keeps its rows
      // only if the previous one wrote its own: it checks the stored cursor is the one that page ends at, or rolls back.
      const applying = applyPull(db, userId, clientId, res, { after: cursor, held });
      applying.catch(() => {}); // awaited below, after the page before it
      cursor = res.cursor;
      if (writing) {
        await writing;
        held?.tell();
      }
      writing = applying;
    }
    if (writing) await writing;
  } finally {
    // whatever committed is told now: the screens never miss a row that is on the device
    held?.tell({ now: true });
  }
}

/** A shared scope, page by page, each page in one transaction with its cursor. */
async function pullScope(db: LocalDb, userId: string, scope: SharedScopeTarget, opts: DrainOptions, work: DrainWork) {
  const key = scopeCursorKey(userId, scope.name);
  for (;;) {
    const cursor = ((await db.kv.get(key))?.value as string | undefined) ?? '0.0';
    const limit = opts.pullLimit ? `&limit=${opts.pullLimit}` : '';
    const res = (await http(
      opts,
      'GET',
      `/api/sync/pull-scope?scope=${encodeURIComponent(scope.name)}&cursor=${cursor}${limit}`,
    )) as ScopePullResponse;
    if (res.changes.length) await work.begins();
    const table = db.table(scope.table) as Dexie.Table<Record<string, unknown>, string>;
    await db.transaction('rw', [db.kv, table], async () => {
      const puts = res.changes.filter((c) => !c.deleted).map((c) => ({ ...c.data, id: c.id, ownerId: c.ownerId }));
      await putInChunks(table, puts);
      await table.bulkDelete(res.changes.filter((c) => c.deleted).map((c) => c.id));
      await db.kv.put({ key, value: res.cursor });
    });
    if (!res.hasMore) return;
  }
}

/**
 * Rows a pulled page writes per IndexedDB request batch (issue 24). Putting a whole 2,000-row page at once cloned every
 * row in one main-thread task (431–648 ms on a fresh device); each awaited chunk ends the task, and the browser can paint
 * and take input before the next, while the page's transaction stays open (a request is always pending or just done).
 */
export const PULL_WRITE_CHUNK = 250;

/** In the drain worker no screen waits on the thread: a page's rows go to IndexedDB in one request batch. */
const IN_WORKER = typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope === 'function';

async function putInChunks(table: Dexie.Table, rows: readonly unknown[]) {
  if (IN_WORKER) {
    await table.bulkPut(rows as unknown[]);
    return;
  }
  for (let i = 0; i < rows.length; i += PULL_WRITE_CHUNK) await table.bulkPut(rows.slice(i, i + PULL_WRITE_CHUNK));
}

/** Thrown inside a pipelined page's transaction when the page before it was not written: the page rolls back. */
class PreviousPageNotWritten extends Error {}

/**
 * Applies a pull in one transaction: server rows in, acknowledged outbox entries out, and the still-pending writes
 * re-applied on top, so the screen never flickers back to older data.
 */
export async function applyPull(
  db: LocalDb,
  userId: string,
  clientId: string,
  res: PullResponse,
  opts: {
    /** the cursor the previous page must have stored before this one writes (pipelined pages); unchecked when absent */
    after?: number;
    /** where the transaction's notice to live queries goes instead of out at its commit (the drain worker's pull) */
    held?: HeldNotices;
  } = {},
) {
  const now = new Date().toISOString();
  await db.transaction('rw', allWriteTables(db), async (tx) => {
    // Read first, written below: this transaction starts only once the previous page's has ended (they share stores),
    // so the cursor read here is what that page left. The puts are queued already; a wrong cursor rolls them back.
    const previous = opts.after === undefined ? null : db.kv.get(cursorKey(userId));
    const puts = new Map<string, Record<string, unknown>[]>();
    const dels = new Map<string, string[]>();
    for (const ch of res.changes) {
      const target = entityTargets[ch.entity];
      if (!target) continue; // an entity this build does not know yet: a newer server; ignore safely
      if ('kv' in target) {
        if (ch.deleted) await db.kv.delete(target.kv);
        else await db.kv.put({ key: target.kv, value: ch.data });
        continue;
      }
      // push, not spread: a page of N changes costs O(N)
      if (ch.deleted) (dels.get(target.table) ?? dels.set(target.table, []).get(target.table)!).push(ch.id);
      else (puts.get(target.table) ?? puts.set(target.table, []).get(target.table)!).push({ ...ch.data, userId });
    }
    const writes = (async () => {
      await Promise.all([...puts].map(([table, rows]) => putInChunks(db.table(table) as Dexie.Table, rows)));
      for (const [table, ids] of dels) await db.table(table).bulkDelete(ids);
    })();
    if (previous) {
      const stored = ((await previous)?.value as number | undefined) ?? 0;
      if (stored !== opts.after) {
        writes.catch(() => {});
        throw new PreviousPageNotWritten(`pull: the page before cursor ${opts.after} was not written (cursor ${stored})`);
      }
    }
    await writes;
    // The cursor, and the queue read once (issue 24: a page's transaction waited on one IndexedDB round trip after
    // another — the cursor, the acknowledged entries, their delete, the pending ones — 50 times in a first sync).
    const cursorStored = db.kv.put({ key: cursorKey(userId), value: res.cursor });
    const isAcked = (m: OutboxRow) => !!clientId && m.clientId === clientId && m.mutationId <= res.lastMutationId;
    if (res.changes.length) {
      // the queue in order: the acknowledged entries leave it, the rest are re-applied on top of the server's rows
      const pending = await pendingFor(db, userId);
      const acked = pending.filter(isAcked);
      if (acked.length) await db.outbox.bulkDelete(acked.map((m) => m.seq!));
      for (const m of pending) {
        if (isAcked(m)) continue;
        await (localMutators[m.name as MutationName] as (d: LocalDb, u: string, a: unknown, n: string) => Promise<void> | undefined)?.(
          db,
          userId,
          m.args,
          now,
        );
      }
    } else if (clientId) {
      const acked = await db.outbox
        .where('[userId+mutationId]')
        .between([userId, 0], [userId, res.lastMutationId], true, true)
        .filter(isAcked)
        .primaryKeys();
      if (acked.length) await db.outbox.bulkDelete(acked);
    }
    await cursorStored;
    // every write of the transaction has finished: what it changed is told with the next held notice
    opts.held?.hold(tx.idbtrans);
  });
}

/** "Discard" of a refused change: forget the device copy and pull everything again, keeping still-pending writes. */
export async function resyncFromScratch(opts: DrainOptions = {}): Promise<DrainResult> {
  const db = opts.db ?? getDb();
  const user = (await db.kv.get(SESSION_USER_KEY))?.value as { id: string } | undefined;
  if (!user) return 'signed-out';
  // Held across the wipe and the pull: no other drainer can write a cursor in between, and the wipe and the re-pull
  // happen back to back (the caller only offers this online).
  return withOutboxLock(
    async () => {
      await db.transaction('rw', allWriteTables(db), async () => {
        await db.kv.put({ key: cursorKey(user.id), value: 0 });
        await db.syncIssues.where('userId').equals(user.id).delete();
        for (const t of SYNCED_TABLES) await db[t].where('userId').equals(user.id).delete();
      });
      return drainLocked(db, user.id, opts);
    },
    { wait: true },
  ) as Promise<DrainResult>;
}
