import { mutate } from '../../data/sync/mutate';
import type { KitLine, PriceItemFields, PriceKitFields } from '../../domain/sync/features/price-book';

/** Price book writes: each one Dexie transaction with its outbox entry (mutate), so they work with no signal. */
export async function createPriceItem(userId: string, fields: PriceItemFields): Promise<string> {
  const id = crypto.randomUUID();
  await mutate('priceItem.create', { id, createdAt: new Date().toISOString(), ...fields }, { userId });
  return id;
}

export const updatePriceItem = (userId: string, id: string, patch: Partial<PriceItemFields>) =>
  mutate('priceItem.update', { id, patch }, { userId });

export const deletePriceItem = (userId: string, id: string) => mutate('priceItem.delete', { id }, { userId });

export async function createKit(userId: string, name: string, items: KitLine[]): Promise<string> {
  const id = crypto.randomUUID();
  await mutate('priceKit.create', { id, createdAt: new Date().toISOString(), name, items }, { userId });
  return id;
}

export const updateKit = (userId: string, id: string, patch: Partial<PriceKitFields>) =>
  mutate('priceKit.update', { id, patch }, { userId });

export const deleteKit = (userId: string, id: string) => mutate('priceKit.delete', { id }, { userId });
