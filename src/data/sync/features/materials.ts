import type { materialsMutations } from '../../../domain/sync/features/materials';
import { applyPatch } from '../../../domain/sync/merge';
import type { LocalMutatorsFor } from '../types';
import { DEFAULT_ITEM_UNIT } from '../../../domain/sync/features/materials';

export const materialsLocalMutators: LocalMutatorsFor<typeof materialsMutations> = {
  async 'materialsList.create'(db, userId, { items, ...list }, now) {
    if (await db.materialsLists.get(list.id)) return;
    await db.materialsLists.add({ ...list, userId, updatedAt: now });
    await db.materialsItems.bulkPut(items.map((i) => ({ ...i, listId: list.id, userId, updatedAt: now })));
  },
  async 'materialsList.update'(db, _u, { id, patch }, now) {
    const next = applyPatch(await db.materialsLists.get(id), { ...patch, updatedAt: now });
    if (next) await db.materialsLists.put(next);
  },
  async 'materialsList.delete'(db, _u, { id }) {
    await db.materialsLists.delete(id);
    await db.materialsItems.where('listId').equals(id).delete();
  },
  async 'materialsItem.upsert'(db, userId, { id, listId, patch }, now) {
    if (!(await db.materialsLists.get(listId))) return;
    const existing = await db.materialsItems.get(id);
    if (existing) {
      await db.materialsItems.put(applyPatch(existing, { ...patch, updatedAt: now })!);
    } else if (patch.name !== undefined) {
      await db.materialsItems.put({
        id,
        listId,
        userId,
        name: patch.name,
        quantity: patch.quantity ?? 1,
        unit: patch.unit ?? DEFAULT_ITEM_UNIT,
        notes: patch.notes ?? '',
        completed: patch.completed ?? false,
        position: patch.position ?? 0,
        updatedAt: now,
      });
    }
  },
  async 'materialsItem.delete'(db, _u, { id }) {
    await db.materialsItems.delete(id);
  },
};
