import type { Tx } from '../db';
import { bumpFields, type FieldVersions } from './doc-versions';

export type DocTable = 'quotes' | 'invoices' | 'clients';

export interface VersionedRow {
  id: string;
  user_id: string;
  version: number;
  field_versions: FieldVersions;
  deleted_at: Date | null;
}

const JSON_COLUMNS = new Set(['items', 'signature']);

/** Entity fields → columns, with jsonb values wrapped; fields without a column (totals, ids) are left out. */
export function toColumns(tx: Tx, columns: Record<string, string>, values: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const col = columns[field];
    if (!col || value === undefined) continue;
    out[col] = JSON_COLUMNS.has(col) && value !== null ? tx.json(value as never) : value;
  }
  return out;
}

/** One user change to a row: the columns, the version up by one, and the changed fields stamped with it. */
export async function writeChange<R extends VersionedRow>(
  tx: Tx,
  table: DocTable,
  row: R,
  fields: readonly string[],
  set: Record<string, unknown>,
): Promise<R> {
  const version = row.version + 1;
  const values = { ...set, version, field_versions: tx.json(bumpFields(row.field_versions, fields, version)) };
  const [next] = await tx<R[]>`update ${tx(table)} set ${tx(values as Record<string, unknown>)}
    where id = ${row.id} and user_id = ${row.user_id} returning *`;
  return next;
}

/** The row with this id whoever owns it, deleted or not: creates must tell a replay from another user's id. */
export async function findAnyRow<R extends VersionedRow>(tx: Tx, table: DocTable, id: string): Promise<R | undefined> {
  const [row] = await tx<R[]>`select * from ${tx(table)} where id = ${id}`;
  return row;
}

/** The user's live row with this id, locked for the change. */
export async function findLiveRow<R extends VersionedRow>(tx: Tx, table: DocTable, userId: string, id: string): Promise<R | undefined> {
  const [row] = await tx<R[]>`select * from ${tx(table)} where id = ${id} and user_id = ${userId} and deleted_at is null for update`;
  return row;
}

/** Soft delete, so the tombstone reaches the other devices and a later edit cannot bring the row back. */
export async function softDelete(tx: Tx, table: DocTable, userId: string, id: string): Promise<boolean> {
  const rows = await tx`update ${tx(table)} set deleted_at = now() where id = ${id} and user_id = ${userId} and deleted_at is null returning id`;
  return rows.length > 0;
}
