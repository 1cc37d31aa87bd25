import type { ServerMutatorsFor } from '../types';
import type { priceBookMutations } from '../../../src/domain/sync/features/price-book';
import * as pb from '../../repos/price-book';
import { AppError } from '../../errors';

/** A create replayed after a delete changes nothing (a delete wins over a replayed create). */
async function unlessGone(fn: () => Promise<unknown>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return;
    throw err;
  }
}

/** priceItem.create / update / delete are the generic plain-row ones (api/sync/plain.ts). */
export const priceBookServerMutators: ServerMutatorsFor<typeof priceBookMutations> = {
  async 'priceItem.import'(tx, userId, { createdAt, items }) {
    await pb.importItems(tx, userId, createdAt, items);
  },
  async 'priceKit.create'(tx, userId, args) {
    await unlessGone(() => pb.createKit(tx, userId, args));
  },
  async 'priceKit.update'(tx, userId, { id, patch }) {
    await pb.updateKit(tx, userId, id, patch);
  },
  async 'priceKit.delete'(tx, userId, { id }) {
    await pb.deleteKit(tx, userId, id);
  },
  async 'supplierMapping.set'(tx, userId, args) {
    await pb.setMapping(tx, userId, args);
  },
};
