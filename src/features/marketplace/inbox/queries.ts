import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../../data/local-db';
import { isUnreadFor, threadsOf, type LocalMarketMessage, type Thread } from '../../../domain/marketplace/inbox';

/**
 * The inbox reads the device's copy of the user's conversations (the per-user scope 'user:marketplace-messages'), so
 * it opens offline and a message that arrives (the live wake-up pulls it) shows at once on whatever screen is open.
 */
export function useThreads(userId: string): Thread[] | undefined {
  return useLiveQuery(async () => threadsOf(await getDb().marketplaceMessages.toArray(), userId), [userId]);
}

/** Messages the user has not read: all of them, or one listing's (its conversations). */
export function useUnreadCount(userId: string, listingId?: string): number {
  const n = useLiveQuery(
    async () =>
      (await getDb().marketplaceMessages.toArray()).filter(
        (m) => (m.buyerId === userId || m.sellerId === userId) && isUnreadFor(m, userId) && (!listingId || m.listingId === listingId),
      ).length,
    [userId, listingId],
  );
  return n ?? 0;
}

/** One conversation, oldest first; undefined while loading. */
export function useConversation(listingId: string, buyerId: string): LocalMarketMessage[] | undefined {
  return useLiveQuery(
    async () => (await getDb().marketplaceMessages.where('[listingId+buyerId]').equals([listingId, buyerId]).toArray()).sort(byTime),
    [listingId, buyerId],
  );
}

const byTime = (a: LocalMarketMessage, b: LocalMarketMessage) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);
