import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Tx } from '../db';
import { AppError } from '../errors';
import { isPlausibleLinkToken, LINK_TOKEN_MESSAGE } from '../../src/domain/documents/link-token';

/**
 * Customer links (issue 12): a public page of one quote or invoice, opened with an unguessable token (32 random bytes,
 * made on the device). Only the token's SHA-256 is stored, so a database leak gives no working link. Links are
 * revocable; a quote's link stops at the end of its valid-until day (checked where the page is served).
 */
export interface DocumentLinkRow {
  id: string;
  user_id: string;
  document_kind: 'quote' | 'invoice';
  document_id: string;
  token_hash: string;
  created_at: Date;
  revoked_at: Date | null;
}

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Stores the link made on the device. The same link id again (a replayed send) changes nothing. */
export async function createLink(
  tx: Tx,
  userId: string,
  kind: 'quote' | 'invoice',
  documentId: string,
  link: { id: string; token: string },
) {
  // (the command's schema refuses it first; this keeps any other caller from storing a guessable link)
  if (!isPlausibleLinkToken(link.token)) throw new AppError('VALIDATION_FAILED', `link.token: ${LINK_TOKEN_MESSAGE}`);
  await tx`insert into document_links (id, user_id, document_kind, document_id, token_hash)
    values (${link.id}, ${userId}, ${kind}, ${documentId}, ${hashToken(link.token)})
    on conflict do nothing`;
}

export async function revokeLinks(tx: Tx, userId: string, kind: 'quote' | 'invoice', documentId: string): Promise<number> {
  const rows = await tx`update document_links set revoked_at = now()
    where user_id = ${userId} and document_kind = ${kind} and document_id = ${documentId} and revoked_at is null returning id`;
  return rows.length;
}

export async function findLink(db: Db, token: string): Promise<DocumentLinkRow | undefined> {
  if (!isPlausibleLinkToken(token)) return undefined;
  const [row] = await db<DocumentLinkRow[]>`select * from document_links where token_hash = ${hashToken(token)}`;
  return row;
}

/** The public page's path; the email adds APP_ORIGIN (the first one) in front. */
export const linkPath = (token: string) => `/api/p/${token}`;

/** Whether the token is a live (not turned off) link of this user's document. */
export async function liveLinkOf(db: Tx, userId: string, documentId: string, token: string): Promise<boolean> {
  const rows = await db`select 1 from document_links where token_hash = ${hashToken(token)} and user_id = ${userId}
    and document_id = ${documentId} and revoked_at is null`;
  return rows.length === 1;
}

/**
 * A fresh link for a server-sent email (the overdue reminders, issue 23): 32 random bytes, stored as its hash like a
 * device's link; the token lives only in the queued email until it is delivered. None when the tradie turned the
 * document's links off (its newest link is revoked): a reminder must not switch them back on.
 */
export async function mintLink(tx: Tx, userId: string, kind: 'quote' | 'invoice', documentId: string): Promise<string | null> {
  const [newest] = await tx<{ revoked_at: Date | null }[]>`select revoked_at from document_links
    where user_id = ${userId} and document_kind = ${kind} and document_id = ${documentId} order by created_at desc limit 1`;
  if (newest?.revoked_at) return null;
  const token = randomBytes(32).toString('base64url');
  await createLink(tx, userId, kind, documentId, { id: randomUUID(), token });
  return token;
}
