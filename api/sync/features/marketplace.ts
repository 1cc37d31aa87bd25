import type { ServerMutatorsFor } from '../types';
import { registerSharedScope } from '../scopes';
import type { marketplaceMutations } from '../../../src/domain/sync/features/marketplace';
import * as market from '../../repos/marketplace';
import { AppError } from '../../errors';

/** A write to a listing that is gone (or not the user's) changes nothing: a delete wins over an edit. */
async function unlessGone(fn: () => Promise<unknown>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return;
    throw err;
  }
}

export const marketplaceServerMutators: ServerMutatorsFor<typeof marketplaceMutations> = {
  async 'marketplaceListing.create'(tx, userId, args) {
    await market.createListing(tx, userId, args);
  },
  async 'marketplaceListing.update'(tx, userId, { id, patch }) {
    await unlessGone(() => market.updateListing(tx, userId, id, patch));
  },
  async 'marketplaceListing.delete'(tx, userId, { id }) {
    await unlessGone(() => market.deleteListing(tx, userId, id));
  },
  async 'marketplaceFavorite.set'(tx, userId, { id, favorited }) {
    await unlessGone(() => market.setFavorite(tx, userId, id, favorited));
  },
};

/** Every live listing, to every signed-in device (docs/sync.md "Scopes"); sold, removed and deleted ones as tombstones. */
registerSharedScope({
  name: market.LISTINGS_SCOPE,
  entity: 'marketplaceListing',
  table: 'marketplace_listing_scope',
  toClient: (r) => market.toClientListing(r as unknown as market.ListingRow),
});
