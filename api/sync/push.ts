import type { Db } from '../db';
import { AppError } from '../errors';
import type { PushBody, PushResponse, PushResult } from '../../src/domain/schemas/sync';
import { applyMutation } from './mutators';
import { applyBatch, canBatch, rowOf } from './batch';
import { afterCommit, confirmAll, knownToHaveWritten, lockedSavepoint, startConfirmingLater, withUserTx, type LockedTx } from './tx';
import type { ApiErrorCode } from '../../src/domain/error-codes';
import {
  appliedOrigins,
  readOrCreateSyncClient,
  recordAppliedOrigins,
  recordRejections,
  rejectionsAmong,
  setLastMutation,
} from '../repos/sync';

/**
 * The origin a write is recognised by when the server no longer knows its client's counter (docs/sync.md, "A counter
 * the server forgot"): only writes that are not replay-safe by their row id — the ones the push does not batch
 * (versioned edits, sends, payments …) — are recorded; a plain or materials write applied twice changes nothing.
 */
function originOf(clientId: string, m: PushBody['mutations'][number]): string | null {
  return canBatch(m.name) ? null : (m.origin ?? `${clientId}:${m.id}`);
}

/** The client's last applied mutation (its counter is created if new); a client id belongs to one user for life. */
async function readClient(tx: LockedTx, clientId: string, userId: string): Promise<number> {
  const row = await readOrCreateSyncClient(tx, clientId, userId);
  if (row.user_id !== userId) throw new AppError('FORBIDDEN', "This device's sync queue belongs to another account");
  return row.last_mutation_id;
}

export class SyncGap extends Error {
  constructor(readonly last: number) {
    super(`sync gap after ${last}`);
  }
}

/** The last applied id when the batch (ids at or below `last` are replays) skips one; null when it is gap-free. */
export function firstGap(last: number, mutations: readonly { id: number }[]): number | null {
  let next = last;
  for (const m of mutations) {
    if (m.id <= next) continue;
    if (m.id !== next + 1) return last;
    next = m.id;
  }
  return null;
}

/**
 * Failures that belong to one mutation and would fail again on every retry: consumed and reported (the device keeps
 * the change under "needs attention", with Retry), so the queue behind it moves on. Business rules (AppError), what
 * Postgres refuses about the data itself (a bad date, a constraint) and an exception from the mutator's own code
 * (a RangeError on a value) are such. Connection loss, deadlocks, serialisation failures, shutdowns and resource limits
 * are not: they fail the batch, which rolls back and the device retries.
 */
const TRANSIENT_SQLSTATE_CLASSES = new Set(['08', '40', '53', '55', '57', '58', 'XX']);
export function asRejection(err: unknown): { code: ApiErrorCode; message: string } | null {
  if (err instanceof AppError) return { code: err.code, message: err.message };
  const e = err as { name?: string; code?: unknown; message?: string };
  if (e?.name === 'PostgresError' && typeof e.code === 'string') {
    if (TRANSIENT_SQLSTATE_CLASSES.has(e.code.slice(0, 2))) return null;
    return { code: 'VALUE_REFUSED', message: `The server refused a value in this change: ${e.message ?? e.code}` };
  }
  // postgres.js and Node connection errors carry a code (CONNECTION_CLOSED, ECONNRESET …): transient.
  if (!(err instanceof Error) || e.code !== undefined) return null;
  return { code: 'VALUE_REFUSED', message: `The server refused this change: ${err.message}` };
}

/** Thrown inside the unguarded attempt when a mutation fails: roll it all back and apply again with savepoints. */
class NeedsSavepoints extends Error {}

/**
 * Applies a FIFO batch from one client in one transaction under the user's lock: ids at or below the client's last
 * are skipped (a replay is harmless), a gap refuses the batch before anything applies, and a mutation that fails is
 * consumed and reported (asRejection) so it never blocks the ones behind it.
 * Speed: the first attempt applies the batch without a savepoint per mutation (two round trips each); only if a
 * mutation fails is it rolled back and applied again with savepoints, which isolate the failing one. Rejections are
 * rare, so the usual push costs about what its own INSERTs cost.
 */
export async function applyPush(
  sql: Db,
  userId: string,
  clientId: string,
  mutations: PushBody['mutations'],
  log: (level: 'error', msg: string, extra?: unknown) => void = () => {},
): Promise<PushResponse> {
  const attempt = (guarded: boolean) =>
    withUserTx(
      sql,
      userId,
      async (tx): Promise<PushResponse> => {
        if (guarded) return apply(tx, true);
        startConfirmingLater(tx);
        try {
          return await apply(tx, false);
        } catch (err) {
          // A write that was not waited for (confirmLater) may have failed first: that failure is the cause (every later
          // statement of the transaction failed because of it), and decides as a waited-for write's would.
          const cause = await confirmAll(tx).then(
            () => null,
            (e: unknown) => ({ e }),
          );
          if (!cause) throw err;
          throw asRejection(cause.e) ? new NeedsSavepoints() : cause.e;
        }
      },
      { origin: clientId },
    );
  /** The batch in the transaction: `guarded`, each mutation in a savepoint of its own. */
  const apply = async (tx: LockedTx, guarded: boolean): Promise<PushResponse> => {
    const first = await readClient(tx, clientId, userId);
    let last = first;
    const gapAfter = firstGap(last, mutations);
    if (gapAfter !== null) throw new SyncGap(gapAfter);
    const results: PushResult[] = [];
    const known = await appliedOrigins(
      tx,
      userId,
      mutations.flatMap((m) => (m.id > last && originOf(clientId, m)) || []),
    );
    const applied: string[] = [];
    for (let i = 0; i < mutations.length; i++) {
      const m = mutations[i];
      if (m.id <= last) {
        results.push({ id: m.id, status: 'duplicate' });
        continue;
      }
      const origin = originOf(clientId, m);
      if (origin && known.has(origin)) {
        // applied before under another client id (the server forgot the counter): acknowledged, not applied again
        results.push({ id: m.id, status: 'duplicate' });
        last = m.id;
        continue;
      }
      // A run of batchable writes (e.g. 200 creates queued offline) goes in a few statements on the first attempt.
      let end = i + 1;
      // A run holds each row once (a create and an edit of one row go in two runs, in their order).
      if (!guarded && canBatch(m.name)) {
        const rows = new Set([rowOf(m.args)]);
        while (
          end < mutations.length &&
          mutations[end].name === m.name &&
          mutations[end].id === mutations[end - 1].id + 1 &&
          typeof rowOf(mutations[end].args) === 'string' &&
          !rows.has(rowOf(mutations[end].args))
        )
          rows.add(rowOf(mutations[end++].args));
      }
      if (end - i > 1) {
        const run = mutations.slice(i, end);
        try {
          await applyBatch(
            tx,
            userId,
            m.name,
            run.map((r) => r.args),
          );
        } catch (err) {
          if (!asRejection(err)) throw err;
          throw new NeedsSavepoints(); // one of them fails: apply them one by one, rejecting only that one
        }
        for (const r of run) results.push({ id: r.id, status: 'applied' });
        last = run[run.length - 1].id;
        i = end - 1;
        continue;
      }
      try {
        if (guarded) await lockedSavepoint(tx, (sp) => applyMutation(sp, userId, m.name, m.args));
        else await applyMutation(tx, userId, m.name, m.args);
        results.push({ id: m.id, status: 'applied' });
        if (origin) applied.push(origin);
      } catch (err) {
        const refused = asRejection(err);
        if (!refused) throw err; // the database or connection failed: roll back the batch, the client retries
        if (!guarded) throw new NeedsSavepoints();
        if (!(err instanceof AppError)) log('error', `sync: ${m.name} rejected`, err);
        results.push({ id: m.id, status: 'rejected', ...refused });
      }
      last = m.id;
    }
    // A resent batch whose first answer was lost: its refusals are reported again, never as plain duplicates
    // (the device would drop the change without showing it under "needs attention").
    const kept = await rejectionsAmong(
      tx,
      clientId,
      results.filter((r) => r.status === 'duplicate').map((r) => r.id),
    );
    for (const r of results) {
      const refusal = r.status === 'duplicate' ? kept.get(r.id) : undefined;
      if (refusal) Object.assign(r, { status: 'rejected', ...refusal });
    }
    // The writes not waited for are confirmed before the commit: a failure applies the batch again the careful way.
    const confirm = () =>
      confirmAll(tx).catch((err: unknown) => {
        throw asRejection(err) ? new NeedsSavepoints() : err;
      });
    // A replayed batch writes nothing at all (and so wakes no device).
    if (last !== first) {
      // The push's own bookkeeping, in one round trip (the three statements go out together, behind the writes
      // not yet confirmed, and come back with them).
      const bookkeeping = Promise.all([
        setLastMutation(tx, { clientId, userId, last, firstId: mutations[0].id }),
        recordAppliedOrigins(tx, userId, applied),
        recordRejections(
          tx,
          clientId,
          results.flatMap((r) =>
            r.status === 'rejected' && r.id > first ? [{ id: r.id, code: r.code ?? '', message: r.message ?? '' }] : [],
          ),
        ),
      ]);
      bookkeeping.catch(() => {}); // a failure of the writes before it is the one thrown (confirm)
      await confirm();
      const [{ mailDue }] = await bookkeeping;
      knownToHaveWritten(tx);
      // A push is a chance to retry this user's failed deliveries — taken only when one is due, not on every push.
      if (mailDue && results.some((r) => r.status === 'applied')) afterCommit(tx, { kind: 'user-pushed', userId });
    }
    await confirm();
    return { lastMutationId: last, results };
  };
  try {
    return await attempt(false);
  } catch (err) {
    if (!(err instanceof NeedsSavepoints)) throw err;
    return attempt(true);
  }
}
