import type { KitLine, SupplierMappingFields } from '../sync/features/price-book';
import type { DeviceRowOf } from '../sync/plain';

/** The price book as the device stores it (Dexie) and the pull sends it: the fields plus id, owner and stamps. */
/** An item as the device stores it, derived from its typed columns. */
export type PriceItemRow = DeviceRowOf<'priceItem'>;

export interface PriceKitRow {
  id: string;
  userId: string;
  name: string;
  items: KitLine[];
  createdAt: string;
  updatedAt: string;
}

export interface SupplierMappingRow extends SupplierMappingFields {
  id: string;
  userId: string;
  updatedAt: string;
}
