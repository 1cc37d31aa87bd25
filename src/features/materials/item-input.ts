/** Turning what was typed into an item (spec §3 defaults, §5 Add Item rules). Pure, so it is tested on its own. */
import { NEW_ITEM_UNIT, type EditableItem } from './types';

export interface ItemDraft {
  name: string;
  quantity: string;
  unit: string;
  notes: string;
}
export const emptyItemDraft = (): ItemDraft => ({ name: '', quantity: '1', unit: NEW_ITEM_UNIT, notes: '' });

export const ITEM_NAME_REQUIRED = 'Item name is required';
const MAX_QUANTITY = 1_000_000;

/**
 * Quantity falls back to 1 when it is not a number. Items are whole things bought over a counter, so a fraction is
 * rounded up (2.5 boxes means buying 3) and anything below 1 becomes 1.
 */
export function parseQuantity(text: string): number {
  const n = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(n)) return 1;
  return Math.min(Math.max(Math.ceil(n), 1), MAX_QUANTITY);
}

/** The item to add, or the field error when the name is blank after trimming. */
export function itemFromDraft(draft: ItemDraft, id: string, position: number): { item: EditableItem } | { error: string } {
  const name = draft.name.trim();
  if (!name) return { error: ITEM_NAME_REQUIRED };
  return {
    item: {
      id,
      name: name.slice(0, 200),
      quantity: parseQuantity(draft.quantity),
      unit: draft.unit.trim().slice(0, 20) || NEW_ITEM_UNIT,
      notes: draft.notes.trim().slice(0, 1000),
      completed: false,
      position,
    },
  };
}

/** New items go after every item the list has had in this edit, so order holds even after removals. */
export function nextPosition(items: readonly { position: number }[]): number {
  return items.reduce((max, i) => Math.max(max, i.position + 1), 0);
}
