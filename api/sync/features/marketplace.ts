import type { ServerMutatorsFor } from '../types';
import { registerSharedScope } from '../scopes';
import type { marketplaceMutations } from '../../../src/domain/sync/features/marketplace';
import * as market from '../../repos/marketplace';
import * as inbox from '../../repos/marketplace-inbox';
import * as kept from '../../repos/marketplace-kept';
import { AppError } from '../../errors';
import { MESSAGES_SCOPE, marketplaceMessageColumns } from '../../../src/domain/marketplace/inbox';
import { rowToDevice, type PgRow } from '../../../src/domain/sync/columns';

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
  async 'marketplaceMessage.send'(tx, userId, { createdAt: _device, ...args }) {
    void _device; // the server stamps the time (the conversation's order, the hourly limit)
    await inbox.sendMessage(tx, userId, args);
  },
  async 'marketplaceMessage.read'(tx, userId, args) {
    await inbox.markRead(tx, userId, args);
  },
};

/**
 * The listings a person keeps offline (issue 21, docs/sync.md "Scopes"): their area's, their own, favourites and the
 * ones they opened, decided by the server from their settings (api/repos/marketplace-kept.ts). Sold, removed and
 * deleted listings, and ones that left the person's set, travel as tombstones.
 */
registerSharedScope({
  name: market.LISTINGS_SCOPE,
  entity: 'marketplaceListing',
  table: 'marketplace_listing_scope',
  rowsAfter: kept.keptRowsAfter,
  toClient: (r) => market.toClientListing(r as unknown as market.ListingRow),
});

/**
 * The conversations a user is in (issue 21): a per-user scope — each reader pulls only the messages where they are the
 * buyer or the seller. The view joins the listing's title and both names; no email address is in it.
 */
registerSharedScope({
  name: MESSAGES_SCOPE,
  entity: 'marketplaceMessage',
  table: 'marketplace_message_scope',
  where: inbox.participantWhere,
  toClient: (r) => rowToDevice(marketplaceMessageColumns, r as unknown as PgRow<typeof marketplaceMessageColumns>),
});
