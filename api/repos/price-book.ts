import type { Db } from '../db';
import type { LockedTx } from '../sync/tx';
import { AppError, notFound } from '../errors';
import type { KitLine, PriceItemFields, PriceKitFields, SupplierMappingFields } from '../../src/domain/sync/features/price-book';
import { plainColumns, plainTable } from './plain-rows';

/**
 * The price book in Postgres (issue 13): items, kits (lines in price_kit_items) and supplier column mappings. Every
 * query names the owner; writes take LockedTx (the user's sync lock), shared by the REST routes and the sync mutators.
 */
export interface PriceKitRow {
  id: string;
  user_id: string;
  name: string;
  items: Array<{ priceItemId: string; quantity: number | string }> | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  change_no: number;
}
export interface SupplierMappingRow {
  id: string;
  user_id: string;
  supplier: string;
  columns: SupplierMappingFields['columns'];
  markup_basis_points: number;
  updated_at: Date;
  deleted_at: Date | null;
  change_no: number;
}

export const toClientKit = (r: PriceKitRow) => ({
  id: r.id,
  name: r.name,
  items: (r.items ?? []).map((l) => ({ priceItemId: l.priceItemId, quantity: Number(l.quantity) })),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

export const toClientMapping = (r: SupplierMappingRow) => ({
  id: r.id,
  supplier: r.supplier,
  columns: r.columns,
  markupBasisPoints: r.markup_basis_points,
  updatedAt: r.updated_at.toISOString(),
});

// ---------- items ----------

/**
 * Items are plain rows (their definition in src/domain/sync/entities.ts holds the fields and the column map): the sync
 * push writes them with the generic mutators (api/sync/plain.ts), and the REST routes with the same functions here.
 */
const ITEMS = plainTable('priceItem');

/**
 * A batch of a supplier file's lines, written whole in one statement: new ids are inserted, the user's existing ones
 * (deleted too: an import brings an item back) overwritten. An id that is another user's is refused for the batch.
 */
export async function importItems(
  tx: LockedTx,
  userId: string,
  createdAt: string,
  items: ReadonlyArray<{ id: string } & PriceItemFields>,
): Promise<number> {
  const rows = items.map((i) => ({
    id: i.id,
    user_id: userId,
    ...plainColumns(tx, ITEMS.rows, i),
    created_at: createdAt,
    deleted_at: null,
  }));
  const written = await tx<{ id: string }[]>`insert into price_items ${tx(rows)}
    on conflict (id) do update set description = excluded.description, code = excluded.code, supplier = excluded.supplier,
      unit = excluded.unit, cost_cents = excluded.cost_cents, sell_cents = excluded.sell_cents, gst_free = excluded.gst_free,
      deleted_at = null
    where price_items.user_id = excluded.user_id
    returning id`;
  if (written.length !== rows.length) throw new AppError('CONFLICT', 'A price item id in this import is already taken');
  return written.length;
}

// ---------- kits ----------

const KIT_SELECT = (db: Db) => db`select k.*, (
    select coalesce(jsonb_agg(jsonb_build_object('priceItemId', l.price_item_id, 'quantity', l.quantity::float8) order by l.position), '[]')
    from price_kit_items l where l.kit_id = k.id) as items
  from price_kits k`;

/** What a pull sends of kits: each changed kit with its lines. */
export const fetchKitsSince = (sql: Db, userId: string, cursor: number, limit: number) =>
  sql<PriceKitRow[]>`${KIT_SELECT(sql)} where k.user_id = ${userId} and k.change_no > ${cursor} order by k.change_no limit ${limit}`;

export async function getKit(db: Db, userId: string, id: string): Promise<PriceKitRow | undefined> {
  const [row] = await db<PriceKitRow[]>`${KIT_SELECT(db)} where k.id = ${id} and k.user_id = ${userId} and k.deleted_at is null`;
  return row;
}

export const listKits = (db: Db, userId: string) =>
  db<PriceKitRow[]>`${KIT_SELECT(db)} where k.user_id = ${userId} and k.deleted_at is null order by lower(k.name), k.id`;

/** Every line must name one of the user's items (a deleted one too: the kit keeps it as removed). Names the field when not. */
async function assertOwnItems(tx: LockedTx, userId: string, lines: readonly KitLine[]) {
  const ids = [...new Set(lines.map((l) => l.priceItemId))];
  const found = new Set(
    (await tx<{ id: string }[]>`select id from price_items where user_id = ${userId} and id in ${tx(ids)}`).map((r) => r.id),
  );
  const bad = lines.findIndex((l) => !found.has(l.priceItemId));
  if (bad >= 0) {
    throw new AppError('VALIDATION_FAILED', `items.${bad}.priceItemId: there is no such item in your price book`, {
      field: `items.${bad}.priceItemId`,
    });
  }
}

async function writeLines(tx: LockedTx, userId: string, kitId: string, lines: readonly KitLine[]) {
  await tx`delete from price_kit_items where kit_id = ${kitId} and user_id = ${userId}`;
  if (!lines.length) return;
  const rows = lines.map((l, position) => ({
    user_id: userId,
    kit_id: kitId,
    position,
    price_item_id: l.priceItemId,
    quantity: l.quantity,
  }));
  await tx`insert into price_kit_items ${tx(rows)}`;
}

export async function createKit(
  tx: LockedTx,
  userId: string,
  input: { id: string; createdAt?: string } & PriceKitFields,
): Promise<{ created: boolean }> {
  const [existing] = await tx<
    { user_id: string; deleted_at: Date | null }[]
  >`select user_id, deleted_at from price_kits where id = ${input.id}`;
  if (existing) {
    if (existing.user_id !== userId) throw new AppError('CONFLICT', 'That kit id is already taken');
    if (existing.deleted_at) throw notFound('Kit');
    return { created: false };
  }
  await assertOwnItems(tx, userId, input.items);
  await tx`insert into price_kits (id, user_id, name, created_at)
    values (${input.id}, ${userId}, ${input.name}, ${input.createdAt ?? new Date().toISOString()})`;
  await writeLines(tx, userId, input.id, input.items);
  return { created: true };
}

/** Renames and/or replaces the lines; false when the user has no such live kit. */
export async function updateKit(tx: LockedTx, userId: string, id: string, patch: Partial<PriceKitFields>): Promise<boolean> {
  const [kit] = await tx`select id from price_kits where id = ${id} and user_id = ${userId} and deleted_at is null for update`;
  if (!kit) return false;
  if (patch.items) await assertOwnItems(tx, userId, patch.items);
  // the kit row is touched either way, so its change number moves and the pull sends the new lines
  await tx`update price_kits set name = coalesce(${patch.name ?? null}, name) where id = ${id} and user_id = ${userId}`;
  if (patch.items) await writeLines(tx, userId, id, patch.items);
  return true;
}

export async function deleteKit(tx: LockedTx, userId: string, id: string): Promise<boolean> {
  const rows =
    await tx`update price_kits set deleted_at = now() where id = ${id} and user_id = ${userId} and deleted_at is null returning id`;
  return rows.length > 0;
}

// ---------- supplier mappings ----------

export async function setMapping(tx: LockedTx, userId: string, input: { id: string } & SupplierMappingFields): Promise<void> {
  const written = await tx`insert into supplier_mappings (id, user_id, supplier, columns, markup_basis_points)
    values (${input.id}, ${userId}, ${input.supplier}, ${tx.json(input.columns)}, ${input.markupBasisPoints})
    on conflict (id) do update set supplier = excluded.supplier, columns = excluded.columns,
      markup_basis_points = excluded.markup_basis_points, deleted_at = null
    where supplier_mappings.user_id = excluded.user_id
    returning id`;
  if (!written.length) throw new AppError('CONFLICT', 'That supplier mapping id is already taken');
}
