import type { Db, Tx } from '../db';
import type { LockedTx } from '../sync/tx';
import { AppError } from '../errors';
import type { PlainRows } from '../../src/domain/sync/entities';
import { PLAIN_ENTITIES, type PlainEntityName } from '../../src/domain/sync/plain';
import { plainServerHooks, type PlainServerCheck, type PlainServerOnDelete } from './plain-hooks';

/**
 * The writes of an entity whose rows are plain (src/domain/sync/entities.ts `plainRows`): one implementation for the
 * derived sync mutators (api/sync/plain.ts) and the entity's REST routes. The table has id, the owner column, the
 * fields' columns (the definition's column map), created_at, updated_at, deleted_at and the change-number trigger.
 */
export interface PlainTable {
  table: string;
  owner: 'user_id' | 'id';
  rows: PlainRows;
  /** the entity's hooks (api/repos/plain-hooks.ts), if its definition declares any */
  hooks: { check?: PlainServerCheck<never>; onDelete?: PlainServerOnDelete };
}

/** A plain entity's server table, from its definition. */
export function plainTable(name: PlainEntityName): PlainTable {
  const e = PLAIN_ENTITIES.find((p) => p.name === name)!;
  const hooks: Partial<Record<PlainEntityName, PlainTable['hooks']>> = plainServerHooks;
  return { table: e.server.table, owner: e.server.owner, rows: e.rows, hooks: hooks[name] ?? {} };
}

/** The fields given (undefined = not changed) as their columns; objects and arrays go in as JSON. */
export function plainColumns(tx: Db, rows: PlainRows, fields: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const columns: Record<string, string> = rows.columns;
  for (const [field, value] of Object.entries(fields)) {
    const col = columns[field];
    if (!col || value === undefined) continue;
    out[col] = value !== null && typeof value === 'object' ? tx.json(value as never) : value;
  }
  return out;
}

/**
 * Creates the row if its id is new (insert … on conflict do nothing). A replay of the same id changes nothing and
 * returns the row ('kept'); an id the user deleted stays deleted ('deleted': a delete wins over a replayed create);
 * another user's id is refused. The entity's check (if declared) runs only for an id not seen before.
 */
export async function createPlainRow<R extends { user_id: string; deleted_at: Date | null }>(
  tx: LockedTx,
  t: PlainTable,
  userId: string,
  input: { id: string; createdAt?: string },
): Promise<{ row: R; outcome: 'created' | 'kept' } | { outcome: 'deleted' }> {
  if (t.hooks.check) {
    const [seen] = await tx`select 1 from ${tx(t.table)} where id = ${input.id}`;
    if (!seen) await t.hooks.check(tx, userId, { on: 'create', id: input.id, row: input as never });
  }
  const cols = {
    ...plainColumns(tx, t.rows, input),
    id: input.id,
    [t.owner]: userId,
    created_at: input.createdAt ?? new Date().toISOString(),
  };
  const [created] = await tx<R[]>`insert into ${tx(t.table)} ${tx(cols)} on conflict (id) do nothing returning *`;
  if (created) return { row: created, outcome: 'created' };
  const [existing] = await tx<R[]>`select * from ${tx(t.table)} where id = ${input.id}`;
  if (existing.user_id !== userId) throw new AppError('CONFLICT', `That ${t.rows.noun.toLowerCase()} id is already taken`);
  return existing.deleted_at ? { outcome: 'deleted' } : { row: existing, outcome: 'kept' };
}

/** The user's live row, or undefined. */
export async function getPlainRow<R extends object>(db: Db | Tx, t: PlainTable, userId: string, id: string): Promise<R | undefined> {
  const [row] = await db<R[]>`select * from ${db(t.table)} where id = ${id} and ${db(t.owner)} = ${userId} and deleted_at is null`;
  return row;
}

/**
 * Patches the fields given (last write wins per field, docs/sync.md "Conflicts") through the column map; undefined when
 * the user has no such live row (a delete wins over an edit). The entity's check (if declared) runs first.
 */
export async function patchPlainRow<R extends object>(
  tx: LockedTx,
  t: PlainTable,
  userId: string,
  id: string,
  patch: object,
): Promise<R | undefined> {
  await t.hooks.check?.(tx, userId, { on: 'update', id, patch: patch as never });
  const set = plainColumns(tx, t.rows, patch);
  if (!Object.keys(set).length) return getPlainRow<R>(tx, t, userId, id);
  const [row] = await tx<R[]>`update ${tx(t.table)} set ${tx(set)}
    where id = ${id} and ${tx(t.owner)} = ${userId} and deleted_at is null returning *`;
  return row;
}

/**
 * Soft delete: the tombstone reaches the other devices. False when the user has no such live row. The entity's
 * onDelete (if declared) runs after it, whether or not the row was live (a replayed delete finishes its cascade).
 */
export async function softDeletePlainRow(tx: LockedTx, t: PlainTable, userId: string, id: string): Promise<boolean> {
  const rows = await tx`update ${tx(t.table)} set deleted_at = now()
    where id = ${id} and ${tx(t.owner)} = ${userId} and deleted_at is null returning id`;
  await t.hooks.onDelete?.(tx, userId, id);
  return rows.length > 0;
}
