import type { Db, Tx } from '../db';
import type { LockedTx } from '../sync/tx';
import { AppError, notFound } from '../errors';
import { bumpFields, patchKeys, type FieldVersions } from './doc-versions';
import { assertOwnedReferences } from './ownership';

export type DocTable = 'quotes' | 'invoices';

export interface VersionedRow {
  id: string;
  user_id: string;
  version: number;
  field_versions: FieldVersions;
  deleted_at: Date | null;
}

/** The columns every synced, versioned row has (quotes and invoices; clients are a versioned typed table: plain-rows.ts). */
export interface SyncedRow extends VersionedRow {
  created_at: Date;
  updated_at: Date;
  change_no: number;
}

/** The columns quotes and invoices share. */
export interface DocumentRow extends SyncedRow {
  client_id: string | null;
  /** the job it was made from (issue 13) */
  job_id: string | null;
  title: string;
  subtotal_cents: number;
  total_cents: number;
  notes: string;
  sent_at: Date | null;
  email_sent_at: Date | null;
}

const JSON_COLUMNS = new Set(['items', 'signature', 'claim', 'payments', 'customer_events', 'warranty_insurance']);

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
  tx: LockedTx,
  table: DocTable,
  row: R,
  fields: readonly string[],
  set: Record<string, unknown>,
): Promise<R> {
  await assertOwnedReferences(tx, row.user_id, set);
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
 * stays deleted (NOT_FOUND), and another user's id is refused. Undefined when the id is new.
 */
export async function findReplayedCreate<R extends VersionedRow>(
  tx: LockedTx,
  table: DocTable,
  what: 'Quote' | 'Invoice',
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

export async function insertRow<R extends VersionedRow>(tx: LockedTx, table: DocTable, cols: Record<string, unknown>): Promise<R> {
  await assertOwnedReferences(tx, cols.user_id as string, cols);
  const [row] = await tx<R[]>`insert into ${tx(table)} ${tx(cols)} returning *`;
  return row;
}

/** The user's live row with this id, for reading (no lock). */
export async function getLiveRow<R extends VersionedRow>(db: Db, table: DocTable, userId: string, id: string): Promise<R | undefined> {
  const [row] = await db<R[]>`select * from ${db(table)} where id = ${id} and user_id = ${userId} and deleted_at is null`;
  return row;
}

/** The user's live quotes or invoices, newest first. */
/** A page of the user's live documents, newest first; `after` is the last row of the previous page. */
export async function listLiveDocuments<R extends VersionedRow>(
  db: Db,
  table: 'quotes' | 'invoices',
  userId: string,
  page: { limit: number; after?: { createdAt: string; id: string } } = { limit: 100_000 },
): Promise<R[]> {
  // page_key: created_at as Postgres prints it, to the microsecond (a JS Date would cut it to the millisecond)
  return db<R[]>`select *, created_at::text as page_key from ${db(table)} where user_id = ${userId} and deleted_at is null
    ${page.after ? db`and (created_at, id) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)` : db``}
    order by created_at desc, id desc limit ${page.limit}`;
}

/** The user's live row with this id, locked for the change. */
export async function findLiveRow<R extends VersionedRow>(tx: Db, table: DocTable, userId: string, id: string): Promise<R | undefined> {
  const [row] = await tx<R[]>`select * from ${tx(table)} where id = ${id} and user_id = ${userId} and deleted_at is null for update`;
  return row;
}

/** Soft delete, so the tombstone reaches the other devices and a later edit cannot bring the row back. */
export async function softDelete(tx: LockedTx, table: DocTable, userId: string, id: string): Promise<boolean> {
  const rows =
    await tx`update ${tx(table)} set deleted_at = now() where id = ${id} and user_id = ${userId} and deleted_at is null returning id`;
  return rows.length > 0;
}
