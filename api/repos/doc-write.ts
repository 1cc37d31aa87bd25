import type { Db, Tx } from '../db';
import { AppError, notFound } from '../errors';
import { bumpFields, patchKeys, type FieldVersions } from './doc-versions';

export type DocTable = 'quotes' | 'invoices' | 'clients';

export interface VersionedRow {
  id: string;
  user_id: string;
  version: number;
  field_versions: FieldVersions;
  deleted_at: Date | null;
}

/** The columns every synced, versioned row has (quotes, invoices and clients). */
export interface SyncedRow extends VersionedRow {
  created_at: Date;
  updated_at: Date;
  change_no: number;
}

/** The columns quotes and invoices share. */
export interface DocumentRow extends SyncedRow {
  client_id: string | null;
  title: string;
  subtotal_cents: number;
  total_cents: number;
  notes: string;
  sent_at: Date | null;
  email_sent_at: Date | null;
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

/** The patch's fields that have a column, and their values: what an update writes and stamps. */
export function patchChanges(patch: object, columns: Record<string, string>): { fields: string[]; changes: Record<string, unknown> } {
  const fields = patchKeys(patch).filter((f) => f in columns);
  return { fields, changes: Object.fromEntries(fields.map((f) => [f, (patch as Record<string, unknown>)[f]])) };
}

/**
 * A create whose client id is already stored: the same user's row is a replay and comes back unchanged, a deleted one
 * stays deleted (WHAT_NOT_FOUND), and another user's id is refused. Undefined when the id is new.
 */
export async function findReplayedCreate<R extends VersionedRow>(
  tx: Tx,
  table: DocTable,
  what: 'Quote' | 'Invoice' | 'Client',
  userId: string,
  id: string,
): Promise<R | undefined> {
  // Whoever owns it, deleted or not: a replay must be told from another user's id.
  const [existing] = await tx<R[]>`select * from ${tx(table)} where id = ${id}`;
  if (!existing) return undefined;
  if (existing.user_id !== userId) throw new AppError('CONFLICT', `That ${what.toLowerCase()} id is already taken`);
  if (existing.deleted_at) throw notFound(what);
  return existing;
}

export async function insertRow<R extends VersionedRow>(tx: Tx, table: DocTable, cols: Record<string, unknown>): Promise<R> {
  const [row] = await tx<R[]>`insert into ${tx(table)} ${tx(cols)} returning *`;
  return row;
}

/** The user's live row with this id, for reading (no lock). */
export async function getLiveRow<R extends VersionedRow>(db: Db, table: DocTable, userId: string, id: string): Promise<R | undefined> {
  const [row] = await db<R[]>`select * from ${db(table)} where id = ${id} and user_id = ${userId} and deleted_at is null`;
  return row;
}

/** The user's live quotes or invoices, newest first. */
export async function listLiveDocuments<R extends VersionedRow>(db: Db, table: 'quotes' | 'invoices', userId: string): Promise<R[]> {
  return db<R[]>`select * from ${db(table)} where user_id = ${userId} and deleted_at is null order by created_at desc, id`;
}

/** The user's live row with this id, locked for the change. */
export async function findLiveRow<R extends VersionedRow>(tx: Tx, table: DocTable, userId: string, id: string): Promise<R | undefined> {
  const [row] = await tx<R[]>`select * from ${tx(table)} where id = ${id} and user_id = ${userId} and deleted_at is null for update`;
  return row;
}

/** Soft delete, so the tombstone reaches the other devices and a later edit cannot bring the row back. */
export async function softDelete(tx: Tx, table: DocTable, userId: string, id: string): Promise<boolean> {
  const rows =
    await tx`update ${tx(table)} set deleted_at = now() where id = ${id} and user_id = ${userId} and deleted_at is null returning id`;
  return rows.length > 0;
}
