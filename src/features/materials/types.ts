import type { MaterialsItemRow, MaterialsListRow } from '../../data/local-db';

/** A list as the screen shows it: the device row with its live items, in order. */
export type MaterialsListView = MaterialsListRow & { items: MaterialsItemRow[] };

/** The parts of an item that edit mode can change, and what a Save compares. */
export interface EditableItem {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  notes: string;
  completed: boolean;
  position: number;
}
export interface EditableList {
  id: string;
  title: string;
  items: EditableItem[];
}

export const NEW_ITEM_UNIT = 'pc';
export const COLLAPSED_ITEM_COUNT = 3; // spec §9: a list shows 3 items until expanded
