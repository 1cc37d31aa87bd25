import { api } from '../../../data/api';
import { mutate } from '../../../data/sync/mutate';
import { syncNow } from '../../../data/sync/scheduler';
import type { PersonReportReason } from '../../../domain/marketplace/inbox';

const online = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * Sends a message in the conversation of (listing, buyer): stored on the device with its outbox entry in one
 * transaction, so it shows at once ("Waiting to send") and goes up when there is signal — written offline, sent when back.
 */
export async function sendMarketMessage(userId: string, listingId: string, buyerId: string, body: string): Promise<void> {
  await mutate(
    'marketplaceMessage.send',
    { id: crypto.randomUUID(), listingId, buyerId, body, createdAt: new Date().toISOString() },
    { userId },
  );
  if (online()) void syncNow();
}

/** The conversation was seen up to its newest message from the other side: no longer unread (here and on the server). */
export async function markConversationRead(userId: string, listingId: string, buyerId: string, upTo: string): Promise<void> {
  await mutate('marketplaceMessage.read', { listingId, buyerId, upTo }, { userId });
  if (online()) void syncNow();
}

export const blockedPeople = () => api<{ ids: string[] }>('GET', '/api/marketplace/people/blocked').then((r) => r.ids);
export const blockPerson = (id: string) => api('POST', `/api/marketplace/people/${id}/block`).then(() => undefined);
export const unblockPerson = (id: string) => api('DELETE', `/api/marketplace/people/${id}/block`).then(() => undefined);
export const reportPerson = (id: string, reason: PersonReportReason, details: string, listingId: string) =>
  api('POST', `/api/marketplace/people/${id}/report`, { reason, details, listingId }).then(() => undefined);
