import type { Db } from '../db';
import { AppError, notFound } from '../errors';
import { wakeUser, type LockedTx } from '../sync/tx';
import { MESSAGE_LIMIT_PER_HOUR, UNREAD_EMAIL_AFTER_MS } from '../../src/domain/marketplace/inbox';

/**
 * The marketplace inbox (issue 21): messages of a conversation per listing and buyer, written by either participant
 * (through the outbox mutation marketplaceMessage.send or the listing's contact route), read only by the two of them
 * (the per-user scope in api/sync/features/marketplace.ts). No email address leaves the server.
 */

/** The messages a reader may pull: those where they are the buyer or the seller (the scope's per-reader filter). */
export function participantWhere(sql: Db, userId: string): ReturnType<Db> {
  return sql`t.buyer_id = ${userId} or t.seller_id = ${userId}`;
}

export interface SendArgs {
  id: string;
  listingId: string;
  buyerId: string;
  body: string;
}

const LIMIT_MESSAGE = 'You have sent a lot of messages this hour. Please try again later.';

/**
 * Stores a message, in the sender's locked transaction. The hourly limit counts the sender's stored messages: every
 * write of one user holds that user's lock (api/sync/tx.ts), on whichever API node, so messages sent at once through
 * several nodes are counted one after another and cannot each see room under the limit. Returns false for a replay
 * (the same message id again: already stored, nothing done).
 */
export async function sendMessage(tx: LockedTx, senderId: string, m: SendArgs, notifyAfterMs = UNREAD_EMAIL_AFTER_MS): Promise<boolean> {
  const [seen] = await tx<{ sender_id: string }[]>`select sender_id from marketplace_messages where id = ${m.id}`;
  if (seen) {
    if (seen.sender_id !== senderId) throw new AppError('CONFLICT', 'That message id is already taken');
    return false;
  }
  const [listing] = await tx<{ user_id: string; status: string }[]>`
    select user_id, status from marketplace_listings where id = ${m.listingId} and deleted_at is null`;
  if (!listing || listing.status === 'removed') throw notFound('Listing');
  const sellerId = listing.user_id;
  if (senderId === sellerId) {
    if (m.buyerId === sellerId) throw new AppError('BAD_REQUEST', 'This is your own listing');
    // The seller answers a buyer who wrote first; nobody is messaged out of the blue about a listing.
    const [started] = await tx`select 1 from marketplace_messages where listing_id = ${m.listingId} and buyer_id = ${m.buyerId} limit 1`;
    if (!started) throw notFound('Conversation');
  } else if (m.buyerId !== senderId) {
    throw notFound('Conversation'); // a third person's conversation: as if it did not exist
  }
  const recipientId = senderId === sellerId ? m.buyerId : sellerId;
  const [blocked] = await tx`select 1 from marketplace_blocks
    where (user_id = ${senderId} and blocked_id = ${recipientId}) or (user_id = ${recipientId} and blocked_id = ${senderId}) limit 1`;
  if (blocked) throw new AppError('FORBIDDEN', 'Messages between you and this person are blocked');
  const recent = await tx<{ created_at: Date }[]>`select created_at from marketplace_messages
    where sender_id = ${senderId} and created_at > now() - interval '1 hour' order by created_at limit ${MESSAGE_LIMIT_PER_HOUR}`;
  if (recent.length >= MESSAGE_LIMIT_PER_HOUR) {
    const [{ now }] = await tx<{ now: Date }[]>`select now()`;
    const retryAfter = Math.max(1, Math.ceil((recent[0].created_at.getTime() + 3600_000 - now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', LIMIT_MESSAGE, { retryAfter });
  }
  // created_at is the server's: the conversation's order and the hourly limit do not depend on a device's clock.
  await tx`insert into marketplace_messages (id, listing_id, sender_id, buyer_id, seller_id, body)
    values (${m.id}, ${m.listingId}, ${senderId}, ${m.buyerId}, ${sellerId}, ${m.body})`;
  // "Unread for a while": queued now in the email outbox, due later; dropped at delivery if it was read by then. One
  // pending notice per conversation and recipient.
  await tx`insert into document_emails (user_id, document_kind, document_id, to_address, kind, next_attempt_at)
    select u.id, 'marketplace-message', ${m.id}, u.email, 'document', now() + ${notifyAfterMs} * interval '1 millisecond'
    from users u where u.id = ${recipientId} and not exists (
      select 1 from document_emails e join marketplace_messages o on o.id = e.document_id
      where e.user_id = ${recipientId} and e.document_kind = 'marketplace-message' and e.sent_at is null and e.failed_at is null
        and o.listing_id = ${m.listingId} and o.buyer_id = ${m.buyerId})`;
  wakeUser(tx, recipientId); // the other side's open screen shows it (their devices pull the scope)
  return true;
}

/** The reader has seen the conversation up to `upTo`: the other side's messages until then are read. */
export async function markRead(tx: LockedTx, readerId: string, a: { listingId: string; buyerId: string; upTo: string }): Promise<void> {
  await tx`update marketplace_messages set read_at = now()
    where listing_id = ${a.listingId} and buyer_id = ${a.buyerId} and sender_id <> ${readerId}
      and (buyer_id = ${readerId} or seller_id = ${readerId}) and read_at is null and created_at <= ${a.upTo}`;
}

/** What the "unread for a while" email says, or null when it should not go (read meanwhile, or gone). */
export async function unreadNotice(sql: Db, messageId: string, recipientId: string) {
  const [r] = await sql<{ body: string; listing_title: string; sender_name: string; listing_id: string; buyer_id: string }[]>`
    select s.body, s.listing_title, s.listing_id, s.buyer_id,
           case when s.sender_id = s.buyer_id then s.buyer_name else s.seller_name end as sender_name
    from marketplace_message_scope s
    where s.id = ${messageId} and s.read_at is null and s.deleted_at is null and s.sender_id <> ${recipientId}
      and (s.buyer_id = ${recipientId} or s.seller_id = ${recipientId})`;
  return r ?? null;
}

async function personExists(sql: Db, id: string): Promise<boolean> {
  const [r] = await sql`select 1 from users where id = ${id}`;
  return Boolean(r);
}

export async function block(sql: Db, userId: string, personId: string): Promise<void> {
  if (personId === userId) throw new AppError('BAD_REQUEST', 'You cannot block yourself');
  if (!(await personExists(sql, personId))) throw notFound('User', 'Person not found');
  await sql`insert into marketplace_blocks (user_id, blocked_id) values (${userId}, ${personId}) on conflict do nothing`;
}

export async function unblock(sql: Db, userId: string, personId: string): Promise<void> {
  await sql`delete from marketplace_blocks where user_id = ${userId} and blocked_id = ${personId}`;
}

export async function blockedIds(sql: Db, userId: string): Promise<string[]> {
  const rows = await sql<{ blocked_id: string }[]>`select blocked_id from marketplace_blocks where user_id = ${userId}`;
  return rows.map((r) => r.blocked_id);
}

/** Reports a person (once per reporter and person: a second report is the same one). Returns whether it was new. */
export async function reportPerson(
  sql: Db,
  reporterId: string,
  personId: string,
  r: { reason: string; details: string; listingId: string | null },
): Promise<boolean> {
  if (personId === reporterId) throw new AppError('BAD_REQUEST', 'You cannot report yourself');
  if (!(await personExists(sql, personId))) throw notFound('User', 'Person not found');
  const rows = await sql`insert into marketplace_person_reports (person_id, reporter_id, listing_id, reason, details)
    select ${personId}, ${reporterId}, l.id, ${r.reason}, ${r.details}
    from (select 1) one left join marketplace_listings l on l.id = ${r.listingId}
    on conflict on constraint marketplace_person_reports_once do nothing returning id`;
  return rows.length > 0;
}

/** The admin's list of open reports about people: who, by whom, why, and how many open reports the person has. */
export async function openPersonReports(sql: Db) {
  const rows = await sql<
    Array<{
      id: string;
      reason: string;
      details: string;
      created_at: Date;
      person_id: string;
      person_email: string;
      person_name: string;
      reporter_email: string;
      listing_title: string | null;
      reports: number;
    }>
  >`
    select r.id, r.reason, r.details, r.created_at, r.person_id, p.email as person_email,
           coalesce(nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), p.business_name, '') as person_name,
           u.email as reporter_email, l.title as listing_title,
           (select count(*)::int from marketplace_person_reports o where o.person_id = r.person_id and o.resolved_at is null) as reports
    from marketplace_person_reports r
    join users p on p.id = r.person_id
    join users u on u.id = r.reporter_id
    left join marketplace_listings l on l.id = r.listing_id
    where r.resolved_at is null
    order by r.created_at desc limit 200`;
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    details: r.details,
    createdAt: r.created_at.toISOString(),
    personId: r.person_id,
    personEmail: r.person_email,
    personName: r.person_name,
    reporterEmail: r.reporter_email,
    listingTitle: r.listing_title,
    openReports: r.reports,
  }));
}

export async function dismissPersonReport(sql: Db, id: string): Promise<boolean> {
  const rows = await sql`update marketplace_person_reports set resolved_at = now() where id = ${id} and resolved_at is null returning id`;
  return rows.length > 0;
}
