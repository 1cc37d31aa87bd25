import type { Db } from '../db';
import { afterCommit, type LockedTx } from '../sync/tx';

export interface DocumentEmailRow {
  id: string;
  user_id: string;
  document_kind: 'quote' | 'invoice' | 'swms';
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

/** Retries of a failing email before it is left for a person to look at (last_error says why). */
export const MAX_EMAIL_ATTEMPTS = 5;

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
      where user_id = ${userId} and sent_at is null and attempts < ${MAX_EMAIL_ATTEMPTS}
        and (claimed_at is null or claimed_at < now() - interval '5 minutes')
      order by created_at
      for update skip locked
    )
    returning *`;
}

export async function markEmailSent(db: LockedTx, email: DocumentEmailRow): Promise<void> {
  await db`update document_emails set sent_at = now(), last_error = null, link_url = null where id = ${email.id}`;
  // Bookkeeping, not a user edit: the version stays, so no device's next edit is taken for a conflict.
  if (email.document_kind === 'swms') return; // a SWMS has no sent state of its own
  const table = email.document_kind === 'quote' ? 'quotes' : 'invoices';
  await db`update ${db(table)} set email_sent_at = now() where id = ${email.document_id} and user_id = ${email.user_id}`;
}

export async function markEmailFailed(db: Db, email: DocumentEmailRow, error: string): Promise<void> {
  await db`update document_emails set claimed_at = null, last_error = ${error.slice(0, 500)} where id = ${email.id}`;
}

/** The document was deleted before its email went: nobody should receive it. */
export async function dropEmail(db: Db, email: DocumentEmailRow): Promise<void> {
  await db`delete from document_emails where id = ${email.id}`;
}
