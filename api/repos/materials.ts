import { arrayParam, type Db } from '../db';
import { confirmLater, type LockedTx } from '../sync/tx';
import type { MaterialsItemFields, MaterialsListFields } from '../../src/domain/sync/mutations';
import { AppError } from '../errors';
import { DEFAULT_ITEM_UNIT } from '../../src/domain/sync/features/materials';
import { insertRowsIfAbsent, softDeleteRowsById, updateRowsById } from './plain-rows';

/** A timestamp as read: a Date, or the ISO text a sync pull reads it as (api/repos/sync.ts ownedRowsSince). */
type Instant = Date | string;
const isoOf = (t: Instant) => (typeof t === 'string' ? t : t.toISOString());

export interface MaterialsListRow {
  id: string;
  user_id: string;
  title: string;
  description: string;
  project_type: string;
  /** issue 13: the job the list was made from */
  job_id: string | null;
  created_at: Instant;
  updated_at: Instant;
  deleted_at: Date | null;
  change_no: number;
}
/** The item's own fields are the synced shape (src/domain/sync/features/materials.ts); the rest is the table's. */
export interface MaterialsItemRow extends MaterialsItemFields {
  id: string;
  user_id: string;
  list_id: string;
  updated_at: Instant;
  deleted_at: Date | null;
  change_no: number;
}

export const toClientList = (r: MaterialsListRow) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  projectType: r.project_type,
  jobId: r.job_id ?? null,
  createdAt: isoOf(r.created_at),
  updatedAt: isoOf(r.updated_at),
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
  updatedAt: isoOf(r.updated_at),
});
export type ClientMaterialsList = ReturnType<typeof toClientList> & { items: ReturnType<typeof toClientItem>[] };

type NewItem = { id: string } & MaterialsItemFields;

/**
 * Creates a list with its items. Idempotent for client ids: creating the same id again changes nothing, and a list
 * that was deleted stays deleted (a delete wins over a replayed create). An id owned by another user is refused.
 * The same command as createLists for one list.
 */
export async function createList(
  tx: LockedTx,
  userId: string,
  input: { id: string; createdAt?: string; items: NewItem[] } & MaterialsListFields,
): Promise<void> {
  await createLists(tx, userId, [input]);
}

const listRow = (userId: string, l: { id: string; createdAt?: string } & MaterialsListFields) => ({
  id: l.id,
  user_id: userId,
  title: l.title,
  description: l.description,
  project_type: l.projectType,
  job_id: l.jobId ?? null,
  created_at: l.createdAt ?? new Date().toISOString(),
});

/** A list can only name a job of the same user (the owner foreign key of migration 202611240101 holds it too). */
async function assertOwnJobs(tx: LockedTx, userId: string, jobIds: ReadonlyArray<string | null | undefined>) {
  const ids = [...new Set(jobIds.filter((j): j is string => Boolean(j)))];
  if (!ids.length) return;
  const rows = await tx`select id from jobs where user_id = ${userId} and id = any(${arrayParam(ids)}::uuid[])`;
  if (rows.length !== ids.length) throw new AppError('VALIDATION_FAILED', 'jobId: no job of yours has this id', { field: 'jobId' });
}
const itemRow = (userId: string, listId: string, i: NewItem) => ({
  id: i.id,
  user_id: userId,
  list_id: listId,
  name: i.name,
  quantity: i.quantity,
  unit: i.unit,
  notes: i.notes,
  completed: i.completed,
  position: i.position,
});

/**
 * Creates lists with their items in one INSERT per table (the sync push applies a run of queued creates this way:
 * a round trip per table, not per row). The outcome is the same as createList one after another: a list id that
 * exists already (a replay, or a list deleted since) changes nothing, and neither do its items; a list or item id that
 * another user (or another list) holds is refused with CONFLICT — the push then applies the creates one by one, so only
 * the one at fault is rejected.
 */
export async function createLists(
  tx: LockedTx,
  userId: string,
  inputs: ReadonlyArray<{ id: string; createdAt?: string; items: NewItem[] } & MaterialsListFields>,
): Promise<void> {
  const ids = new Set(inputs.map((l) => l.id));
  if (ids.size !== inputs.length) throw new AppError('CONFLICT', 'The same list id twice');
  await assertOwnJobs(
    tx,
    userId,
    inputs.map((l) => l.jobId),
  );
  const insertLists = async () => {
    const inserted = await insertRowsIfAbsent(
      tx,
      'materials_lists',
      inputs.map((l) => listRow(userId, l)),
    );
    // the owners of lists that existed before this push: no later statement changes them
    const skipped = inputs.filter((l) => !inserted.has(l.id)).map((l) => l.id);
    if (skipped.length) {
      const taken = await tx`select id from materials_lists where id = any(${arrayParam(skipped)}::uuid[]) and user_id <> ${userId}`;
      if (taken.length) throw new AppError('CONFLICT', 'That list id is already taken');
    }
    return inserted;
  };
  // Lists without items (a device creates a list, then adds its items): a write whose answer only confirms it.
  if (inputs.every((l) => !l.items.length)) return confirmLater(tx, insertLists());
  const inserted = await insertLists();
  const items = inputs.filter((l) => inserted.has(l.id)).flatMap((l) => l.items.map((i) => itemRow(userId, l.id, i)));
  if (!items.length) return;
  // The lists are new, so any item id that exists already is another list's: refused, as upsertItem refuses it.
  const insertItems = async () => {
    const added = await insertRowsIfAbsent(tx, 'materials_items', items);
    if (added.size !== items.length) throw new AppError('CONFLICT', 'That item id is already taken');
  };
  await confirmLater(tx, insertItems());
}

const listColumns = (patch: Partial<MaterialsListFields>) =>
  Object.fromEntries(
    Object.entries({ title: patch.title, description: patch.description, project_type: patch.projectType, job_id: patch.jobId }).filter(
      ([, v]) => v !== undefined,
    ),
  );
const itemColumns = (patch: Partial<MaterialsItemFields>) =>
  Object.fromEntries(
    Object.entries({
      name: patch.name,
      quantity: patch.quantity,
      unit: patch.unit,
      notes: patch.notes,
      completed: patch.completed,
      position: patch.position,
    }).filter(([, v]) => v !== undefined),
  );

/** updateList for many distinct list ids at once: the jobs checked in one query, the patches in one UPDATE per shape. */
export async function updateLists(tx: LockedTx, userId: string, edits: ReadonlyArray<{ id: string; patch: Partial<MaterialsListFields> }>) {
  await assertOwnJobs(
    tx,
    userId,
    edits.map((e) => e.patch.jobId),
  );
  await confirmLater(
    tx,
    updateRowsById(
      tx,
      'materials_lists',
      'user_id',
      userId,
      edits.map((e) => ({ id: e.id, cols: listColumns(e.patch) })),
    ),
  );
}

/** deleteList for many list ids at once: two statements whatever their number, sent together. */
export async function deleteLists(tx: LockedTx, userId: string, ids: readonly string[]) {
  await confirmLater(
    tx,
    Promise.all([
      softDeleteRowsById(tx, 'materials_lists', 'user_id', userId, ids),
      tx`update materials_items set deleted_at = now()
        where list_id = any(${arrayParam(ids)}::uuid[]) and user_id = ${userId} and deleted_at is null`.execute(),
    ]),
  );
}

/** deleteItem for many item ids at once: one statement. */
export async function deleteItems(tx: LockedTx, userId: string, ids: readonly string[]) {
  await confirmLater(tx, softDeleteRowsById(tx, 'materials_items', 'user_id', userId, ids));
}

/**
 * upsertItem for many distinct item ids at once, in three or four statements whatever their number (one at a time it
 * is three round trips each): the lists and the items read in one query each, then the new items in one INSERT and
 * the edits in one UPDATE per shape. Same outcome as one after another: an item of a list that is gone, or an item
 * deleted since, is left alone; an item id of another user or list, or a new item without a name, throws (the push
 * then applies the run one by one and refuses only that one).
 */
export async function upsertItems(
  tx: LockedTx,
  userId: string,
  ups: ReadonlyArray<{ id: string; listId: string; patch: Partial<MaterialsItemFields> }>,
): Promise<void> {
  const listIds = [...new Set(ups.map((u) => u.listId))];
  // Both reads at once (postgres.js pipelines them on the transaction's connection): one round trip, not two.
  const [lists, items] = await Promise.all([
    tx<{ id: string }[]>`select id from materials_lists where id in ${tx(listIds)} and user_id = ${userId} and deleted_at is null`,
    tx<{ id: string; user_id: string; deleted_at: Date | null; list_id: string }[]>`
      select id, user_id, deleted_at, list_id from materials_items where id in ${tx(ups.map((u) => u.id))}`,
  ]);
  const live = new Set(lists.map((r) => r.id));
  const mine = ups.filter((u) => live.has(u.listId));
  if (!mine.length) return;
  const found = new Map(items.map((r) => [r.id, r]));
  const inserts: Record<string, unknown>[] = [];
  const edits: { id: string; cols: Record<string, unknown> }[] = [];
  for (const u of mine) {
    const item = found.get(u.id);
    if (item && (item.user_id !== userId || item.list_id !== u.listId)) throw new AppError('CONFLICT', 'That item id is already taken');
    if (item?.deleted_at) continue;
    if (item) {
      edits.push({ id: u.id, cols: itemColumns(u.patch) });
      continue;
    }
    const p = u.patch;
    if (p.name === undefined) throw new AppError('VALIDATION_FAILED', 'name: Item name is required');
    inserts.push({
      id: u.id,
      user_id: userId,
      list_id: u.listId,
      name: p.name,
      quantity: p.quantity ?? 1,
      unit: p.unit ?? DEFAULT_ITEM_UNIT,
      notes: p.notes ?? '',
      completed: p.completed ?? false,
      position: p.position ?? 0,
    });
  }
  // The new items and the edits are different rows: both statements go out together (one round trip).
  const insert = async () => {
    const added = await insertRowsIfAbsent(tx, 'materials_items', inserts);
    if (added.size !== inserts.length) throw new AppError('CONFLICT', 'That item id is already taken');
  };
  await confirmLater(tx, Promise.all([inserts.length ? insert() : null, updateRowsById(tx, 'materials_items', 'user_id', userId, edits)]));
}

export async function updateList(tx: LockedTx, userId: string, id: string, patch: Partial<MaterialsListFields>): Promise<boolean> {
  if (patch.jobId) await assertOwnJobs(tx, userId, [patch.jobId]);
  const cols = { title: patch.title, description: patch.description, project_type: patch.projectType, job_id: patch.jobId };
  const set = Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
  // One round trip: a list that is gone (deleted, another user's) is left alone, and false says so.
  const rows = Object.keys(set).length
    ? await tx`update materials_lists set ${tx(set)} where id = ${id} and user_id = ${userId} and deleted_at is null returning id`
    : await tx`select id from materials_lists where id = ${id} and user_id = ${userId} and deleted_at is null`;
  return rows.length > 0;
}

/** Soft delete: the tombstone reaches other devices through the pull, and a delete wins over later edits. */
export async function deleteList(tx: LockedTx, userId: string, id: string): Promise<boolean> {
  const rows =
    await tx`update materials_lists set deleted_at = now() where id = ${id} and user_id = ${userId} and deleted_at is null returning id`;
  await tx`update materials_items set deleted_at = now() where list_id = ${id} and user_id = ${userId} and deleted_at is null`;
  return rows.length > 0;
}

/** Creates the item if it is new, otherwise patches only the given fields (last write wins per field). */
export async function upsertItem(
  tx: LockedTx,
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
      values (${id}, ${userId}, ${listId}, ${patch.name}, ${patch.quantity ?? 1}, ${patch.unit ?? DEFAULT_ITEM_UNIT}, ${patch.notes ?? ''},
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

export async function deleteItem(tx: LockedTx, userId: string, id: string): Promise<boolean> {
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
    where user_id = ${userId} and deleted_at is null and list_id = any(${arrayParam(lists.map((l) => l.id))}::uuid[])
    order by position, name`;
  const byList = new Map<string, ReturnType<typeof toClientItem>[]>();
  for (const i of items) byList.set(i.list_id, [...(byList.get(i.list_id) ?? []), toClientItem(i)]);
  return lists.map((l) => ({ ...toClientList(l), items: byList.get(l.id) ?? [] }));
}
