import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type MaterialsItemRow } from '../../data/local-db';
import type { MaterialsListView } from './types';

const byPosition = (a: MaterialsItemRow, b: MaterialsItemRow) => a.position - b.position || a.name.localeCompare(b.name);

/** The user's lists, newest first, each with its items: live, so a save, a sync pull or another tab shows at once. */
export async function readMaterialsLists(userId: string): Promise<MaterialsListView[]> {
  const db = getDb();
  const [lists, items] = await Promise.all([
    db.materialsLists.where('[userId+createdAt]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).reverse().toArray(),
    db.materialsItems.where('userId').equals(userId).toArray(),
  ]);
  const byList = new Map<string, MaterialsItemRow[]>();
  for (const item of items) byList.set(item.listId, [...(byList.get(item.listId) ?? []), item]);
  return lists.map((list) => ({ ...list, items: (byList.get(list.id) ?? []).sort(byPosition) }));
}

/** undefined while IndexedDB is first read. */
export function useMaterialsLists(userId: string): MaterialsListView[] | undefined {
  return useLiveQuery(() => readMaterialsLists(userId), [userId]);
}
