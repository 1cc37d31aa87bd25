import type { MaterialsItemRow, MaterialsListRow } from '../../data/local-db';
import type { MaterialsItemFields } from '../../domain/sync/features/materials';

/** A list as the screen shows it: the device row with its live items, in order. */
export type MaterialsListView = MaterialsListRow & { items: MaterialsItemRow[] };

/** The parts of an item that edit mode can change, and what a Save compares. */
export interface EditableItem extends MaterialsItemFields {
  id: string;
}
export interface EditableList {
  id: string;
  title: string;
  items: EditableItem[];
}

export { DEFAULT_ITEM_UNIT as NEW_ITEM_UNIT } from '../../domain/sync/features/materials';
export const COLLAPSED_ITEM_COUNT = 3; // spec §9: a list shows 3 items until expanded
