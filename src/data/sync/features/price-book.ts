import type { priceBookMutations } from '../../../domain/sync/features/price-book';
import { applyPatch } from '../../../domain/sync/merge';
import type { LocalMutatorsFor } from '../types';

/**
 * The price book's writes on the device (re-run on top of each pull while unacknowledged: each gives the same result).
 * priceItem.create / update / delete are the generic plain-row ones (src/data/sync/plain.ts).
 */
export const priceBookLocalMutators: LocalMutatorsFor<typeof priceBookMutations> = {
  async 'priceItem.import'(db, userId, { createdAt, items }, now) {
    const old = new Map((await db.priceItems.bulkGet(items.map((i) => i.id))).flatMap((r) => (r ? [[r.id, r] as const] : [])));
    await db.priceItems.bulkPut(items.map((i) => ({ ...i, userId, createdAt: old.get(i.id)?.createdAt ?? createdAt, updatedAt: now })));
  },
  async 'priceKit.create'(db, userId, { id, createdAt, ...fields }, now) {
    if (await db.priceKits.get(id)) return;
    await db.priceKits.add({ id, userId, ...fields, createdAt, updatedAt: now });
  },
  async 'priceKit.update'(db, _u, { id, patch }, now) {
    const next = applyPatch(await db.priceKits.get(id), { ...patch, updatedAt: now });
    if (next) await db.priceKits.put(next);
  },
  async 'priceKit.delete'(db, _u, { id }) {
    await db.priceKits.delete(id);
  },
  async 'supplierMapping.set'(db, userId, { id, ...fields }, now) {
    await db.supplierMappings.put({ id, userId, ...fields, updatedAt: now });
  },
};
