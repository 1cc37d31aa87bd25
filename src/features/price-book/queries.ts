import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../data/local-db';
import { lineAmount, sumCents } from '../../domain/money';
import type { PriceItemRow, PriceKitRow, SupplierMappingRow } from '../../domain/price-book/rows';

/** The user's kits A–Z, each line with its item (null when the item was deleted since). undefined while loading. */
export interface KitView extends PriceKitRow {
  lines: Array<{ priceItemId: string; quantity: number; item: PriceItemRow | null }>;
}

export function useKits(userId: string): KitView[] | undefined {
  return useLiveQuery(async () => {
    const db = getDb();
    const kits = await db.priceKits.where('userId').equals(userId).toArray();
    const ids = [...new Set(kits.flatMap((k) => k.items.map((l) => l.priceItemId)))];
    const items = new Map((await db.priceItems.bulkGet(ids)).flatMap((r) => (r ? [[r.id, r] as const] : [])));
    return kits
      .map((k) => ({ ...k, lines: k.items.map((l) => ({ ...l, item: items.get(l.priceItemId) ?? null })) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
  }, [userId]);
}

export function useSupplierMappings(userId: string): SupplierMappingRow[] | undefined {
  return useLiveQuery(
    async () =>
      (await getDb().supplierMappings.where('userId').equals(userId).toArray()).sort((a, b) => a.supplier.localeCompare(b.supplier)),
    [userId],
  );
}

export function usePriceItemCount(userId: string): number | undefined {
  return useLiveQuery(() => getDb().priceItems.where('userId').equals(userId).count(), [userId]);
}

/** A kit's lines at their items' sell rates (lines whose item was deleted count nothing). */
export function kitTotal(k: KitView): number {
  return sumCents(k.lines.map((l) => (l.item ? lineAmount(l.quantity, l.item.sellCents) : 0)));
}
