import type { Tx, Db } from '../db';
import type { MaterialsItemFields, MaterialsListFields } from '../../src/domain/sync/mutations';
import { AppError } from '../errors';

export interface MaterialsListRow {
  id: string;
  user_id: string;
  title: string;
  description: string;
  project_type: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  change_no: number;
}
export interface MaterialsItemRow {
  id: string;
  user_id: string;
  list_id: string;
  name: string;
  quantity: number;
  unit: string;
  notes: string;
  completed: boolean;
  position: number;
  updated_at: Date;
  deleted_at: Date | null;
  change_no: number;
}

export const toClientList = (r: MaterialsListRow) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  projectType: r.project_type,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});
export const toClientItem = (r: MaterialsItemRow) => ({
  id: r.id,
  listId: r.list_id,
  name: r.name,
  quantity: r.quantity,
  unit: r.unit,
  notes: r.notes,
  completed: r.completed,
  position: r.position,
  updatedAt: r.updated_at.toISOString(),
});
export type ClientMaterialsList = ReturnType<typeof toClientList> & { items: ReturnType<typeof toClientItem>[] };

type NewItem = { id: string } & MaterialsItemFields;

/**
 * Creates a list with its items. Idempotent for client ids: creating the same id again changes nothing, and a list
 * that was deleted stays deleted (a delete wins over a replayed create). An id owned by another user is refused.
 */
export async function createList(
  tx: Tx,
  userId: string,
  input: { id: string; createdAt?: string; items: NewItem[] } & MaterialsListFields,
): Promise<void> {
  const [existing] = await tx<{ user_id: string }[]>`select user_id from materials_lists where id = ${input.id}`;
  if (existing) {
    if (existing.user_id !== userId) throw new AppError('CONFLICT', 'That list id is already taken');
    return;
  }
  await tx`insert into materials_lists (id, user_id, title, description, project_type, created_at)
    values (${input.id}, ${userId}, ${input.title}, ${input.description}, ${input.projectType}, ${input.createdAt ?? new Date().toISOString()})`;
  for (const item of input.items) await upsertItem(tx, userId, item.id, input.id, item);
}

export async function updateList(tx: Tx, userId: string, id: string, patch: Partial<MaterialsListFields>): Promise<boolean> {
  const cols = { title: patch.title, description: patch.description, project_type: patch.projectType };
  const set = Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
  const [row] = await tx`select id from materials_lists where id = ${id} and user_id = ${userId} and deleted_at is null`;
  if (!row) return false;
  if (Object.keys(set).length) await tx`update materials_lists set ${tx(set)} where id = ${id} and user_id = ${userId}`;
  return true;
}

/** Soft delete: the tombstone reaches other devices through the pull, and a delete wins over later edits. */
export async function deleteList(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows =
    await tx`update materials_lists set deleted_at = now() where id = ${id} and user_id = ${userId} and deleted_at is null returning id`;
  await tx`update materials_items set deleted_at = now() where list_id = ${id} and user_id = ${userId} and deleted_at is null`;
  return rows.length > 0;
}

/** Creates the item if it is new, otherwise patches only the given fields (last write wins per field). */
export async function upsertItem(
  tx: Tx,
  userId: string,
  id: string,
  listId: string,
  patch: Partial<MaterialsItemFields>,
): Promise<boolean> {
  const [list] = await tx`select id from materials_lists where id = ${listId} and user_id = ${userId} and deleted_at is null`;
  if (!list) return false;
  const [item] = await tx<
    { user_id: string; deleted_at: Date | null; list_id: string }[]
  >`select user_id, deleted_at, list_id from materials_items where id = ${id}`;
  if (item && (item.user_id !== userId || item.list_id !== listId)) throw new AppError('CONFLICT', 'That item id is already taken');
  if (item?.deleted_at) return false;
  if (!item) {
    if (patch.name === undefined) throw new AppError('VALIDATION_FAILED', 'name: Item name is required');
    await tx`insert into materials_items (id, user_id, list_id, name, quantity, unit, notes, completed, position)
      values (${id}, ${userId}, ${listId}, ${patch.name}, ${patch.quantity ?? 1}, ${patch.unit ?? 'pc'}, ${patch.notes ?? ''},
              ${patch.completed ?? false}, ${patch.position ?? 0})`;
    return true;
  }
  const cols = {
    name: patch.name,
    quantity: patch.quantity,
    unit: patch.unit,
    notes: patch.notes,
    completed: patch.completed,
    position: patch.position,
  };
  const set = Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await tx`update materials_items set ${tx(set)} where id = ${id}`;
  return true;
}

export async function deleteItem(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows =
    await tx`update materials_items set deleted_at = now() where id = ${id} and user_id = ${userId} and deleted_at is null returning id`;
  return rows.length > 0;
}

/** Whether this user has the list: live, deleted (a tombstone), or not at all (missing, or another user's). */
export async function listStatus(sql: Db, userId: string, id: string): Promise<'live' | 'deleted' | null> {
  const [row] = await sql<{ deleted_at: Date | null }[]>`select deleted_at from materials_lists where id = ${id} and user_id = ${userId}`;
  if (!row) return null;
  return row.deleted_at ? 'deleted' : 'live';
}

export async function listLists(sql: Db, userId: string, onlyId?: string): Promise<ClientMaterialsList[]> {
  const lists = await sql<MaterialsListRow[]>`select * from materials_lists
    where user_id = ${userId} and deleted_at is null ${onlyId ? sql`and id = ${onlyId}` : sql``} order by created_at desc`;
  if (!lists.length) return [];
  const items = await sql<MaterialsItemRow[]>`select * from materials_items
    where user_id = ${userId} and deleted_at is null and list_id in ${sql(lists.map((l) => l.id))} order by position, name`;
  const byList = new Map<string, ReturnType<typeof toClientItem>[]>();
  for (const i of items) byList.set(i.list_id, [...(byList.get(i.list_id) ?? []), toClientItem(i)]);
  return lists.map((l) => ({ ...toClientList(l), items: byList.get(l.id) ?? [] }));
}
