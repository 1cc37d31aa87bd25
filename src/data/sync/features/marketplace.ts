import type { marketplaceMutations } from '../../../domain/sync/features/marketplace';
import type { LocalMutatorsFor } from '../types';
import { assertOwnRow } from '../scopes';

/**
 * Marketplace writes on the device. A new listing appears at once, marked pending ("waiting to upload") until the
 * scope pull brings the server's copy; changes to a listing are only queued by its owner (assertOwnRow).
 */
export const marketplaceLocalMutators: LocalMutatorsFor<typeof marketplaceMutations> = {
  async 'marketplaceListing.create'(db, userId, { priceCents, ...args }, now) {
    if (await db.marketplaceListings.get(args.id)) return;
    await db.marketplaceListings.add({
      ...args,
      ownerId: userId,
      sellerId: userId,
      price: priceCents / 100,
      priceCents,
      condition: args.condition ?? null,
      // Coordinates come from the server, which resolves the locality; until then distance sorts it last.
      lat: null,
      lon: null,
      status: 'live',
      updatedAt: now,
      sellerName: 'You',
      sellerRating: null,
      sellerVerified: false,
      pending: true,
    });
  },
  async 'marketplaceListing.update'(db, userId, { id, patch }, now) {
    const row = await db.marketplaceListings.get(id);
    if (!row) return;
    assertOwnRow(row, userId);
    const { priceCents, ...rest } = patch;
    await db.marketplaceListings.put({
      ...row,
      ...rest,
      ...(priceCents !== undefined ? { priceCents, price: priceCents / 100 } : {}),
      updatedAt: now,
    });
  },
  async 'marketplaceListing.delete'(db, userId, { id }) {
    const row = await db.marketplaceListings.get(id);
    assertOwnRow(row, userId);
    await db.marketplaceListings.delete(id);
  },
  async 'marketplaceFavorite.set'(db, userId, { id, favorited }, now) {
    if (favorited) await db.marketplaceFavorites.put({ id, userId, createdAt: now });
    else await db.marketplaceFavorites.delete(id);
  },
  /** The message shows at once in the conversation ("waiting to send"); the scope pull brings the server's copy. */
  async 'marketplaceMessage.send'(db, userId, { id, listingId, buyerId, body, createdAt }) {
    if (await db.marketplaceMessages.get(id)) return;
    const listing = await db.marketplaceListings.get(listingId);
    const other = await db.marketplaceMessages.where('[listingId+buyerId]').equals([listingId, buyerId]).first();
    const sellerId = listing?.ownerId ?? other?.sellerId ?? '';
    await db.marketplaceMessages.add({
      id,
      ownerId: userId,
      listingId,
      buyerId,
      sellerId,
      senderId: userId,
      body: body.trim(),
      readAt: null,
      listingTitle: listing?.title ?? other?.listingTitle ?? '',
      buyerName: other?.buyerName ?? 'You',
      sellerName: listing?.sellerName ?? other?.sellerName ?? 'Seller',
      createdAt,
      updatedAt: createdAt,
      pending: true,
    });
  },
  async 'marketplaceMessage.read'(db, userId, { listingId, buyerId, upTo }, now) {
    await db.marketplaceMessages
      .where('[listingId+buyerId]')
      .equals([listingId, buyerId])
      .filter((m) => m.senderId !== userId && m.readAt === null && m.createdAt <= upTo)
      .modify({ readAt: now });
  },
};
