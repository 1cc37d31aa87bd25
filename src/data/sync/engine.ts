import type Dexie from 'dexie';
import { getDb, SYNCED_TABLES, type LocalDb, type OutboxRow } from '../local-db';
import type { MutationName } from '../../domain/sync/mutations';
import type { PullResponse, PushResponse } from '../../domain/schemas/sync';
import { localMutators, entityTargets } from './local-mutators';
import { allWriteTables, SESSION_USER_KEY } from './mutate';
import { clientIdKey, cursorKey, newClientId, nextIdKey } from './client-id';

/**
 * The outbox drainer, shared by the page and the service worker (no DOM, no React).
 * Push: FIFO batches, one in flight, nothing leaves the outbox before the server acknowledges it.
 * Pull: rows changed since our cursor, applied in one transaction, with still-pending writes re-applied on top.
 */

export type SyncPhase = 'idle' | 'syncing' | 'synced' | 'offline' | 'needs-auth' | 'error';
export interface SyncState {
  phase: SyncPhase;
  lastError: string | null;
  lastSyncedAt: string | null;
  /** ms: when the next automatic retry is due after a failure */
  retryAt: number | null;
}
export const SYNC_STATE_KEY = 'sync.state';
const PUSH_BATCH = 200;
const PUSH_BATCH_BYTES = 4 * 1024 * 1024; // the server takes 8 MB; chat photos make some entries large

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

export type DrainResult = 'done' | 'busy' | 'signed-out' | 'needs-auth' | 'offline' | 'error';

export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
  }
}

interface DrainOptions {
  fetch?: typeof fetch;
  db?: LocalDb;
  /** base URL for the API (the service worker and the page use same-origin '') */
  baseUrl?: string;
}

async function setState(db: LocalDb, patch: Partial<SyncState>) {
  const prev = ((await db.kv.get(SYNC_STATE_KEY))?.value as SyncState | undefined) ?? { phase: 'idle', lastError: null, lastSyncedAt: null, retryAt: null };
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

async function http(opts: DrainOptions, method: string, path: string, body?: unknown): Promise<unknown> {
  const f = opts.fetch ?? fetch;
  const res = await f(`${opts.baseUrl ?? ''}${path}`, {
    method,
    credentials: 'include',
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new SyncHttpError(res.status, await res.text().catch(() => ''));
  return res.json();
}

export async function pendingFor(db: LocalDb, userId: string): Promise<OutboxRow[]> {
  return db.outbox.where('[userId+mutationId]').between([userId, 0], [userId, Infinity]).toArray();
}

/** Push everything queued by the signed-in user, then pull. Returns how it ended; never drops an entry on failure. */
export async function drainOutbox(opts: DrainOptions = {}): Promise<DrainResult> {
  const db = opts.db ?? getDb();
  const user = (await db.kv.get(SESSION_USER_KEY))?.value as { id: string } | undefined;
  if (!user) return 'signed-out';
  return withOutboxLock(() => drainLocked(db, user.id, opts));
}

/** The drain itself; the caller holds the outbox lock. */
async function drainLocked(db: LocalDb, userId: string, opts: DrainOptions): Promise<DrainResult> {
  await setState(db, { phase: 'syncing' });
  try {
      await pushAll(db, userId, opts);
      await pullAll(db, userId, opts);
      await setState(db, { phase: 'synced', lastError: null, lastSyncedAt: new Date().toISOString(), retryAt: null });
      return 'done';
    } catch (err) {
      if (err instanceof SyncHttpError && err.status === 401) {
        // The session expired: pause, keep every entry, ask the person to sign in again.
        await setState(db, { phase: 'needs-auth', lastError: 'Your session has expired. Sign in again to send your changes.' });
        return 'needs-auth';
      }
      const offline = !(err instanceof SyncHttpError);
      await markAttempt(db, userId, err);
      await setState(db, {
        phase: offline ? 'offline' : 'error',
        lastError: offline ? 'No connection to the server' : `The server answered ${(err as SyncHttpError).status}`,
      });
      return offline ? 'offline' : 'error';
  }
}

async function markAttempt(db: LocalDb, userId: string, err: unknown) {
  const msg = err instanceof Error ? err.message : String(err);
  const first = (await pendingFor(db, userId))[0];
  if (first?.seq !== undefined) await db.outbox.update(first.seq, { attempts: first.attempts + 1, lastError: msg.slice(0, 500) });
}

async function pushAll(db: LocalDb, userId: string, opts: DrainOptions) {
  let renumbered = false;
  for (;;) {
    const pending = await pendingFor(db, userId);
    if (!pending.length) return;
    const clientId = pending[0].clientId;
    const batch = takeBatch(pending.filter((p) => p.clientId === clientId));
    let res: PushResponse;
    try {
      res = (await http(opts, 'POST', '/api/sync/push', {
        clientId,
        mutations: batch.map((m) => ({ id: m.mutationId, name: m.name, args: m.args })),
      })) as PushResponse;
    } catch (err) {
      // A gap (the server lost track of this client) or a client id owned by another account: start a fresh client
      // and renumber the queue from 1. Replays are harmless because every row is keyed by its client-made id.
      if (err instanceof SyncHttpError && (err.status === 409 || err.status === 403) && !renumbered) {
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
            message: r.message ?? 'The server refused this change',
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
    for (const p of pending) await db.outbox.update(p.seq!, { clientId, mutationId: id++ });
    await db.kv.put({ key: clientIdKey(userId), value: clientId });
    await db.kv.put({ key: nextIdKey(clientId), value: id });
  });
}

async function pullAll(db: LocalDb, userId: string, opts: DrainOptions) {
  for (;;) {
    const cursor = ((await db.kv.get(cursorKey(userId)))?.value as number | undefined) ?? 0;
    const clientId = ((await db.kv.get(clientIdKey(userId)))?.value as string | undefined) ?? '';
    const res = (await http(opts, 'GET', `/api/sync/pull?cursor=${cursor}&clientId=${encodeURIComponent(clientId)}`)) as PullResponse;
    await applyPull(db, userId, clientId, res);
    if (!res.hasMore) return;
  }
}

/**
 * Applies a pull in one transaction: server rows in, acknowledged outbox entries out, and the still-pending writes
 * re-applied on top, so the screen never flickers back to older data.
 */
export async function applyPull(db: LocalDb, userId: string, clientId: string, res: PullResponse) {
  const now = new Date().toISOString();
  await db.transaction('rw', allWriteTables(db), async () => {
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
      if (ch.deleted) dels.set(target.table, [...(dels.get(target.table) ?? []), ch.id]);
      else puts.set(target.table, [...(puts.get(target.table) ?? []), { ...ch.data, userId }]);
    }
    for (const [table, rows] of puts) await (db.table(table) as Dexie.Table).bulkPut(rows);
    for (const [table, ids] of dels) await db.table(table).bulkDelete(ids);
    await db.kv.put({ key: cursorKey(userId), value: res.cursor });
    if (clientId) {
      const acked = await db.outbox.where('[userId+mutationId]').between([userId, 0], [userId, res.lastMutationId], true, true).filter((m) => m.clientId === clientId).primaryKeys();
      await db.outbox.bulkDelete(acked);
    }
    if (res.changes.length) {
      for (const m of await pendingFor(db, userId)) {
        await (localMutators[m.name as MutationName] as (d: LocalDb, u: string, a: unknown, n: string) => Promise<void> | undefined)?.(db, userId, m.args, now);
      }
    }
  });
}

/** "Discard" of a refused change: forget the device copy and pull everything again, keeping still-pending writes. */
export async function resyncFromScratch(opts: DrainOptions = {}): Promise<DrainResult> {
  const db = opts.db ?? getDb();
  const user = (await db.kv.get(SESSION_USER_KEY))?.value as { id: string } | undefined;
  if (!user) return 'signed-out';
  // Held across the wipe and the pull: no other drainer can write a cursor in between, and the wipe and the re-pull
  // happen back to back (the caller only offers this online).
  return withOutboxLock(async () => {
    await db.transaction('rw', allWriteTables(db), async () => {
      await db.kv.put({ key: cursorKey(user.id), value: 0 });
      await db.syncIssues.where('userId').equals(user.id).delete();
      for (const t of SYNCED_TABLES) await db[t].where('userId').equals(user.id).delete();
    });
    return drainLocked(db, user.id, opts);
  }, { wait: true }) as Promise<DrainResult>;
}

