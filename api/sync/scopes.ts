import * as v from 'valibot';
import type { Db, Sql, Tx } from '../db';
import { scopeRowsAfter, snapshotXmin, type ScopeRow } from '../repos/sync';

/**
 * Shared scopes: rows a user reads but does not (necessarily) own, written by many users — the first will be public
 * marketplace listings. Each scope has its own cursor on the device. Ordering (docs/sync.md "Scopes"): rows carry the
 * writing transaction's id (change_xid, set by the sync_bump_shared trigger) and a pull returns, in (change_xid,
 * change_no) order, only rows of transactions below its snapshot's xmin. Every transaction below xmin has finished, so
 * a row can never later commit behind the cursor — unlike ordering by change_no alone, where a slow writer's lower
 * change number commits after a reader has passed it (the concurrency test in tests/api/sync-scopes.test.ts).
 */
export interface SharedScope {
  /** e.g. 'marketplace:listings' (the device subscribes to it by name, for pulls and live wake-ups) */
  name: string;
  /** the entity name in pull changes */
  entity: string;
  /** a table with change_no, change_xid, deleted_at, user_id (the owner) and the sync_bump_shared trigger */
  table: string;
  /**
   * which rows of the table the scope holds for the reader (default: all). A per-user scope (a conversation only its
   * two participants read) picks by `userId`, the signed-in reader: nobody else's rows ever reach that device.
   */
  where?: (sql: Db, userId: string) => ReturnType<Db>;
  /**
   * A parameterised scope's own stream (instead of the table and `where`): the rows after `from` below the watermark
   * for this reader, in (change_xid, change_no) order; a row with `kept: false` travels as a tombstone — it left the
   * reader's set (the marketplace's kept listings: api/repos/marketplace-kept.ts).
   */
  rowsAfter?: (tx: Tx, userId: string, q: { from: { xid: bigint; change: number }; xmin: string; limit: number }) => Promise<ScopeRow[]>;
  toClient(row: Record<string, unknown>): Record<string, unknown>;
}

const scopes = new Map<string, SharedScope>();
export function registerSharedScope(scope: SharedScope) {
  scopes.set(scope.name, scope);
}
export function sharedScope(name: string): SharedScope | undefined {
  return scopes.get(name);
}

/** "<xid>.<change_no>": the last (transaction, change) a device has; "0.0" before the first pull. */
export const ScopeCursor = v.pipe(
  v.string(),
  v.regex(/^\d{1,20}\.\d{1,16}$/, 'cursor must look like 123.456 for a shared scope'),
  // xid8 holds up to 2^64 - 1 (a bigger one would be a database error, a 500); change numbers are exact JS numbers
  // (valibot runs every check even after the pattern failed: each must hold up on any string, e.g. '1e5.0')
  v.check((s) => /^\d+$/.test(s.split('.')[0]) && BigInt(s.split('.')[0]) < 2n ** 63n, 'cursor: transaction id out of range'),
  v.check((s) => Number(s.split('.')[1]) <= Number.MAX_SAFE_INTEGER, 'cursor: change number out of range'),
);
const parse = (cursor: string) => {
  const [xid, change] = cursor.split('.');
  return { xid: BigInt(xid), change: Number(change) };
};

export interface ScopeChange {
  entity: string;
  id: string;
  ownerId: string;
  deleted: boolean;
  data?: Record<string, unknown>;
}

/** One page of a shared scope after `cursor`, and the cursor to send next. */
export async function pullScope(sql: Sql, scope: SharedScope, userId: string, cursor: string, limit: number) {
  const from = parse(cursor);
  // One snapshot for the watermark and the rows: repeatable read fixes it at the first statement.
  return sql.begin('isolation level repeatable read read only', async (tx) => {
    const xmin = await snapshotXmin(tx);
    const rows = scope.rowsAfter
      ? await scope.rowsAfter(tx, userId, { from, xmin, limit: limit + 1 })
      : await scopeRowsAfter(tx, {
          table: scope.table,
          from,
          xmin,
          where: scope.where && ((db) => scope.where!(db, userId)),
          limit: limit + 1,
        });
    const page = rows.slice(0, limit);
    const hasMore = rows.length > limit;
    const last = page[page.length - 1];
    // A full page resumes after its last row; otherwise every finished transaction below xmin has been sent, so the
    // cursor moves up to xmin (never backwards).
    let next = hasMore ? `${last.xid_text}.${last.change_no}` : `${xmin}.0`;
    if (!hasMore && BigInt(xmin) < from.xid) next = cursor;
    const changes: ScopeChange[] = page.map((r) =>
      r.deleted_at || r.kept === false
        ? { entity: scope.entity, id: r.id, ownerId: r.user_id, deleted: true }
        : { entity: scope.entity, id: r.id, ownerId: r.user_id, deleted: false, data: scope.toClient(r) },
    );
    return { scope: scope.name, changes, cursor: next, hasMore };
  });
}
