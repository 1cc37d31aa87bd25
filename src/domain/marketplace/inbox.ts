import * as v from 'valibot';
import { col, type DeviceRow } from '../sync/columns';
import { uuidSchema } from '../ids';
import { sharedScopeName } from '../sync/entities';

/**
 * The marketplace inbox (issue 21): one conversation per listing and buyer, readable only by its two participants.
 * Messages are a per-user shared scope: many users write the table, each device pulls only the rows where its user is
 * the buyer or the seller (api/sync/features/marketplace.ts). Neither side's email address is ever sent: names only.
 */
export const MESSAGES_SCOPE = sharedScopeName('marketplaceMessage');

/** At most this many messages a person sends in an hour (all conversations), counted from the stored messages. */
export const MESSAGE_LIMIT_PER_HOUR = 10;
/** A message still unread this long after it was sent is emailed to its recipient (once). */
export const UNREAD_EMAIL_AFTER_MS = 30 * 60_000; // ms

export const MessageBody = v.pipe(
  v.string('Please write a message'),
  v.trim(),
  v.check((x: string) => !x.includes('\u0000'), 'cannot contain a NUL character'),
  v.minLength(1, 'Please write a message'),
  v.maxLength(2000, 'must be at most 2000 characters'),
);
const instant = v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'));

/** A message's typed columns (the scope's view, marketplace_message_scope: names joined in, never emails). */
export const marketplaceMessageColumns = {
  listingId: col.uuid('listing_id'),
  buyerId: col.uuid('buyer_id'),
  sellerId: col.uuid('seller_id'),
  senderId: col.uuid('sender_id'),
  body: col.text('body', MessageBody),
  readAt: col.instant('read_at', instant).nullable(),
  listingTitle: col.text('listing_title'),
  buyerName: col.text('buyer_name'),
  sellerName: col.text('seller_name'),
};

/** A message as the device keeps it (ownerId: its sender; `pending`: written here, not yet on the server). */
export type LocalMarketMessage = Omit<DeviceRow<typeof marketplaceMessageColumns>, 'userId'> & { ownerId: string; pending?: boolean };

const uuid = uuidSchema();
export const inboxMutations = {
  /**
   * A message in the conversation of (listingId, buyerId): the buyer writes to the seller, the seller replies. Made on
   * the device (id and time), so it is written offline and a replay is the same message.
   */
  'marketplaceMessage.send': v.object({ id: uuid, listingId: uuid, buyerId: uuid, body: MessageBody, createdAt: instant }),
  /** The reader has seen the conversation's messages up to `upTo` (their sent time): they are no longer unread. */
  'marketplaceMessage.read': v.object({ listingId: uuid, buyerId: uuid, upTo: instant }),
} satisfies Record<string, v.GenericSchema>;

export const PERSON_REPORT_REASONS = ['spam', 'scam', 'prohibited', 'already-sold', 'offensive', 'other'] as const;
export type PersonReportReason = (typeof PERSON_REPORT_REASONS)[number];
export const PERSON_REPORT_REASON_LABELS: Record<PersonReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam',
  prohibited: 'Prohibited item',
  'already-sold': 'Already sold',
  offensive: 'Offensive',
  other: 'Other',
};

/** One conversation of the inbox, from the messages the device holds. */
export interface Thread {
  key: string;
  listingId: string;
  buyerId: string;
  listingTitle: string;
  /** the other side's name, as the viewer sees it */
  otherName: string;
  otherId: string;
  last: LocalMarketMessage;
  unread: number;
}

export const threadKey = (listingId: string, buyerId: string) => `${listingId}:${buyerId}`;

/** A message the viewer has not read: sent by the other side, no read time. */
export const isUnreadFor = (m: LocalMarketMessage, userId: string) => m.senderId !== userId && m.readAt === null;

/** The viewer's conversations, newest first, each with its unread count. */
export function threadsOf(messages: readonly LocalMarketMessage[], userId: string): Thread[] {
  const byKey = new Map<string, Thread>();
  for (const m of messages) {
    if (m.buyerId !== userId && m.sellerId !== userId) continue;
    const key = threadKey(m.listingId, m.buyerId);
    const asBuyer = m.buyerId === userId;
    const t = byKey.get(key) ?? {
      key,
      listingId: m.listingId,
      buyerId: m.buyerId,
      listingTitle: m.listingTitle,
      otherName: asBuyer ? m.sellerName : m.buyerName,
      otherId: asBuyer ? m.sellerId : m.buyerId,
      last: m,
      unread: 0,
    };
    if (m.createdAt > t.last.createdAt) t.last = m;
    if (isUnreadFor(m, userId)) t.unread++;
    byKey.set(key, t);
  }
  return [...byKey.values()].sort((a, b) => (a.last.createdAt < b.last.createdAt ? 1 : -1));
}
