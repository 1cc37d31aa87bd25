/**
 * What a Save in edit mode sends: the difference between the list as it was when editing began and the draft, as
 * sync mutations. Only changed fields travel (a patch), so an edit on another device to a different field survives.
 */
import { diffFields } from '../../domain/sync/merge';
import type { MutationArgs } from '../../domain/sync/mutations';
import type { EditableItem, EditableList } from './types';

export type ListEditMutation =
  | { name: 'materialsList.update'; args: MutationArgs<'materialsList.update'> }
  | { name: 'materialsItem.upsert'; args: MutationArgs<'materialsItem.upsert'> }
  | { name: 'materialsItem.delete'; args: MutationArgs<'materialsItem.delete'> };

const itemFields = ({ name, quantity, unit, notes, completed, position }: EditableItem) => ({
  name,
  quantity,
  unit,
  notes,
  completed,
  position,
});

export function listEditMutations(before: EditableList, after: EditableList): ListEditMutation[] {
  const out: ListEditMutation[] = [];
  const title = after.title.trim();
  if (title !== before.title.trim()) out.push({ name: 'materialsList.update', args: { id: after.id, patch: { title } } });

  const was = new Map(before.items.map((i) => [i.id, i]));
  const kept = new Set(after.items.map((i) => i.id));
  for (const item of before.items) {
    if (!kept.has(item.id)) out.push({ name: 'materialsItem.delete', args: { id: item.id } });
  }
  for (const item of after.items) {
    const old = was.get(item.id);
    const patch = old ? diffFields(itemFields(old), itemFields(item)) : itemFields(item);
    if (Object.keys(patch).length) out.push({ name: 'materialsItem.upsert', args: { id: item.id, listId: after.id, patch } });
  }
  return out;
}

export function toEditable(list: { id: string; title: string; items: readonly EditableItem[] }): EditableList {
  return { id: list.id, title: list.title, items: list.items.map((i) => ({ id: i.id, ...itemFields(i) })) };
}
