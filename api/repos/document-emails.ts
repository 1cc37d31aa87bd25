import type { Db } from '../db';
import { afterCommit, type LockedTx } from '../sync/tx';

export interface DocumentEmailRow {
  id: string;
  user_id: string;
  document_kind: 'quote' | 'invoice' | 'swms' | 'marketplace-message';
  document_id: string;
  to_address: string;
  attempts: number;
  last_error: string | null;
  claimed_at: Date | null;
  sent_at: Date | null;
  created_at: Date;
  /** the customer link's path (/api/p/<token>) while the email waits; cleared once delivered */
  link_url: string | null;
  /** 'document' (the PDF and link) or 'reminder-<days>' (an overdue reminder) */
  kind: string;
}

/**
 * A failing email is retried with backoff — 1, 2, 4, 8 … minutes, at most 2 hours apart — until it has been failing
 * for EMAIL_GIVE_UP_AFTER_MS (24 h); only then is it given up (failed_at), and the card says "Email failed".
 * `baseMs` is the first delay (env EMAIL_RETRY_BASE_MS, 1 minute by default; browser tests make it short); the
 * longest gap is 120 of them.
 */
export const EMAIL_GIVE_UP_AFTER_MS = 24 * 3600_000;
export const retryDelayMs = (attempts: number, baseMs = 60_000) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 120 * baseMs);

/**
 * Queues the email in the transaction that marks the document sent. At most one pending email per document, so two
 * presses of Send before delivery email once.
 */
export async function queueDocumentEmail(
  tx: LockedTx,
  userId: string,
  kind: 'quote' | 'invoice' | 'swms',
  documentId: string,
  to: string,
  opts: { linkPath?: string | null; emailKind?: string } = {},
): Promise<void> {
  await tx`insert into document_emails (user_id, document_kind, document_id, to_address, link_url, kind)
    values (${userId}, ${kind}, ${documentId}, ${to}, ${opts.linkPath ?? null}, ${opts.emailKind ?? 'document'})
    on conflict (document_id, kind) where sent_at is null do update set link_url = coalesce(excluded.link_url, document_emails.link_url)`;
  // Delivered after the commit (api/services/document-mail.ts), by whoever wrote: a REST send or a sync push alike.
  afterCommit(tx, { kind: 'document-emails', userId });
}

/**
 * Claims the user's pending emails for delivery. A claim older than five minutes belongs to a delivery that died, so
 * it is taken over; otherwise two deliveries running at once never claim the same email.
 */
export async function claimPendingEmails(db: Db, userId: string): Promise<DocumentEmailRow[]> {
  return db<DocumentEmailRow[]>`update document_emails set claimed_at = now(), attempts = attempts + 1
    where id in (
      select id from document_emails
      where user_id = ${userId} and sent_at is null and failed_at is null
        and (next_attempt_at is null or next_attempt_at <= now())
        and (claimed_at is null or claimed_at < now() - interval '5 minutes')
      order by created_at
      for update skip locked
    )
    returning *`;
}

export async function markEmailSent(db: LockedTx, email: DocumentEmailRow): Promise<void> {
  await db`update document_emails set sent_at = now(), last_error = null, link_url = null where id = ${email.id}`;
  // Bookkeeping, not a user edit: the version stays, so no device's next edit is taken for a conflict.
  // a SWMS and a marketplace message have no sent state of their own
  if (email.document_kind === 'swms' || email.document_kind === 'marketplace-message') return;
  const table = email.document_kind === 'quote' ? 'quotes' : 'invoices';
  await db`update ${db(table)} set email_sent_at = now() where id = ${email.document_id} and user_id = ${email.user_id}`;
}

/** Records a failed attempt: the next one is scheduled, or — failing for 24 h — the email is given up. Returns which. */
export async function markEmailFailed(
  db: Db,
  email: DocumentEmailRow,
  error: string,
  opts: { now?: Date; retryBaseMs?: number } = {},
): Promise<'retrying' | 'failed'> {
  const now = opts.now ?? new Date();
  const givingUp = now.getTime() - email.created_at.getTime() >= EMAIL_GIVE_UP_AFTER_MS;
  const next = new Date(now.getTime() + retryDelayMs(email.attempts, opts.retryBaseMs));
  await db`update document_emails set claimed_at = null, last_error = ${error.slice(0, 500)},
    next_attempt_at = ${givingUp ? null : next}, failed_at = ${givingUp ? now : null} where id = ${email.id}`;
  return givingUp ? 'failed' : 'retrying';
}

/** Users with an email whose next attempt is due (the retry timer delivers theirs). */
export async function usersWithDueEmails(db: Db, limit = 100): Promise<string[]> {
  const rows = await db<{ user_id: string }[]>`select distinct user_id from document_emails
    where sent_at is null and failed_at is null and next_attempt_at <= now() limit ${limit}`;
  return rows.map((r) => r.user_id);
}

/** "Send again" after a give-up: the email goes back in the queue now. */
export async function retryEmailNow(db: Db, userId: string, documentId: string): Promise<boolean> {
  const rows =
    await db`update document_emails set failed_at = null, next_attempt_at = null, attempts = 0, created_at = now(), notice_seen_at = null
    where user_id = ${userId} and document_id = ${documentId} and sent_at is null returning id`;
  return rows.length > 0;
}

export interface EmailDelivery {
  state: 'sent' | 'retrying' | 'failed' | 'queued';
  to: string;
  error: string | null;
  nextAttemptAt: string | null;
}

/** The delivery state of a document's latest email, for its card; null when it never had one. */
export async function emailDelivery(db: Db, userId: string, documentId: string): Promise<EmailDelivery | null> {
  const [r] = await db<DocumentEmailRow[]>`select * from document_emails
    where user_id = ${userId} and document_id = ${documentId} and kind = 'document' order by created_at desc limit 1`;
  if (!r) return null;
  const row = r as DocumentEmailRow & { failed_at: Date | null; next_attempt_at: Date | null };
  const state = row.sent_at ? 'sent' : row.failed_at ? 'failed' : row.last_error ? 'retrying' : 'queued';
  return {
    state,
    to: row.to_address,
    error: row.sent_at ? null : row.last_error,
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
  };
}

/** The document was deleted before its email went: nobody should receive it. */
export async function dropEmail(db: Db, email: DocumentEmailRow): Promise<void> {
  await db`delete from document_emails where id = ${email.id}`;
}

export interface EmailNotice {
  id: string;
  documentKind: 'quote' | 'invoice' | 'swms';
  documentId: string;
  /** the quote's job number or title, the invoice's number: what the business knows it by */
  document: string;
  to: string;
  error: string | null;
  failedAt: string;
}

/**
 * The in-app notices of emails given up after 24 hours of retries (issue 19), not yet shown on a device of the owner.
 * "Send again" clears failed_at, so a re-sent email is no longer news.
 */
export async function pendingEmailNotices(db: Db, userId: string): Promise<EmailNotice[]> {
  const rows = await db<
    {
      id: string;
      document_kind: EmailNotice['documentKind'];
      document_id: string;
      to_address: string;
      last_error: string | null;
      failed_at: Date;
      label: string | null;
    }[]
  >`select e.id, e.document_kind, e.document_id, e.to_address, e.last_error, e.failed_at,
      coalesce(q.job_number, q.title, i.invoice_number) as label
    from document_emails e
    left join quotes q on e.document_kind = 'quote' and q.id = e.document_id and q.user_id = e.user_id
    left join invoices i on e.document_kind = 'invoice' and i.id = e.document_id and i.user_id = e.user_id
    where e.user_id = ${userId} and e.failed_at is not null and e.sent_at is null and e.notice_seen_at is null
      and e.document_kind <> 'marketplace-message' -- a reminder to oneself, not a document a customer missed
    order by e.failed_at limit 50`;
  return rows.map((r) => ({
    id: r.id,
    documentKind: r.document_kind,
    documentId: r.document_id,
    document: r.label ?? (r.document_kind === 'swms' ? 'SWMS' : r.document_kind),
    to: r.to_address,
    error: r.last_error,
    failedAt: r.failed_at.toISOString(),
  }));
}

/** A device showed the notice: it is not shown again. Only the owner's; false when there is no such notice. */
export async function markEmailNoticeSeen(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db`update document_emails set notice_seen_at = now()
    where id = ${id} and user_id = ${userId} and failed_at is not null and notice_seen_at is null returning id`;
  return rows.length > 0;
}
