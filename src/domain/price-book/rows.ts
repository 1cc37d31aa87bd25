import type { KitLine, PriceItemFields, SupplierMappingFields } from '../sync/features/price-book';

/** The price book as the device stores it (Dexie) and the pull sends it: the fields plus id, owner and stamps. */
export interface PriceItemRow extends PriceItemFields {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
}

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
