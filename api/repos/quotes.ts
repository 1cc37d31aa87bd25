import { createHash } from 'node:crypto';
import type { Db } from '../db';
import type { LockedTx } from '../sync/tx';
import type { Quote, Signature } from '../../src/domain/schemas/documents';
import { quoteStatusAfterSend, quoteStatusAfterSign } from '../../src/domain/document-actions';
import { notFound } from '../errors';
import { revisionContent } from '../../src/domain/documents/revision';
import { toDevice, type FieldsOf, type PgRowOf, type VersionColumns } from '../../src/domain/sync/plain';
import {
  changeVersionedRow,
  createPlainRow,
  getPlainRow,
  listRowsNewestFirst,
  lockLiveRow,
  patchPlainRow,
  plainTable,
  softDeletePlainRow,
} from './plain-rows';
import { queueDocumentEmail } from './document-emails';
import { createLink, linkPath } from './document-links';
import type { Seller } from './seller';

/**
 * Quotes are a typed table (src/domain/sync/entities.ts `quote`, the `versioned` option): their create, patch and
 * delete are the rows layer's (api/repos/plain-rows.ts), with the quote's rules as the hooks its definition declares
 * (./quote-rules.ts); the row type and its mapper are derived from the columns. The actions below (send, sign) are the
 * server's own writes, through changeVersionedRow.
 */
export const quotes = plainTable('quote');

/** A quote's Postgres row, derived from its definition. */
export type QuoteRow = PgRowOf<'quote'> & VersionColumns;

export type QuoteCreate = FieldsOf<'quote'> & { id: string; createdAt: string };
export type QuotePatch = Partial<FieldsOf<'quote'>>;

/** The entity as devices store it; baseVersion is the server version, sent back with the next edit. */
export function toQuote(r: QuoteRow): Quote {
  return toDevice('quote', r);
}

export const getQuote = (db: Db, userId: string, id: string) => getPlainRow(db, quotes, userId, id) as Promise<QuoteRow | undefined>;

/** A page of the user's live quotes, newest first; `after` is the last row of the previous page. */
export const listQuotes = (db: Db, userId: string, page?: Parameters<typeof listRowsNewestFirst>[3]) =>
  listRowsNewestFirst(db, quotes, userId, page) as Promise<QuoteRow[]>;

/**
 * Creates a quote. Idempotent for client ids: the same id again returns the stored row unchanged (created: false),
 * a deleted one stays deleted (NOT_FOUND), and another user's id is refused.
 */
export async function createQuote(tx: LockedTx, seller: Seller, input: QuoteCreate): Promise<{ row: QuoteRow; created: boolean }> {
  const made = await createPlainRow(tx, quotes, seller.userId, input);
  if (made.outcome === 'deleted') throw notFound('Quote');
  return { row: made.row as QuoteRow, created: made.outcome === 'created' };
}

/** Applies the changed fields; undefined when the quote is gone (a delete wins over an edit). */
export async function updateQuote(
  tx: LockedTx,
  seller: Seller,
  id: string,
  patch: QuotePatch,
  baseVersion?: number | null,
): Promise<QuoteRow | undefined> {
  return (await patchPlainRow(tx, quotes, seller.userId, id, patch, baseVersion)) as QuoteRow | undefined;
}

export async function deleteQuote(tx: LockedTx, userId: string, id: string): Promise<boolean> {
  return softDeletePlainRow(tx, quotes, userId, id);
}

export interface SendOptions {
  /** the confirmed address; null = do not email; undefined = the document's own email (older devices) */
  to?: string | null;
  link?: { id: string; token: string } | null;
}

/**
 * Marks the quote sent, stores the customer link made on the device, and queues the PDF and the link to the confirmed
 * address (delivered after commit).
 */
export async function sendQuote(tx: LockedTx, userId: string, id: string, opts: SendOptions = {}): Promise<QuoteRow | undefined> {
  const row = await lockLiveRow(tx, quotes, userId, id);
  if (!row) return undefined;
  const status = quoteStatusAfterSend(row.status);
  const next = await changeVersionedRow(
    tx,
    quotes,
    row,
    { status, sentAt: new Date().toISOString() },
    status === row.status ? [] : ['status'],
  );
  if (opts.link) await createLink(tx, userId, 'quote', id, opts.link);
  const to = opts.to === undefined ? row.client_email.trim() : (opts.to ?? '');
  if (to) await queueDocumentEmail(tx, userId, 'quote', id, to, { linkPath: opts.link ? linkPath(opts.link.token) : null });
  return next;
}

/** Keeps the customer's signature (image and time); signing approves the estimate. */
export async function signQuote(tx: LockedTx, userId: string, id: string, signature: Signature): Promise<QuoteRow | undefined> {
  const row = await lockLiveRow(tx, quotes, userId, id);
  if (!row) return undefined;
  const status = quoteStatusAfterSign(row.status);
  return changeVersionedRow(tx, quotes, row, { signature, status }, status === row.status ? ['signature'] : ['signature', 'status']);
}

/** SHA-256 of what the customer sees of this revision, with the business's details (src/domain/documents/revision.ts). */
export function quoteContentHash(quote: Quote, seller: Pick<Seller, 'name' | 'abn' | 'licenceNumber'>): string {
  return createHash('sha256')
    .update(revisionContent(quote, { name: seller.name, abn: seller.abn, licenceNumber: seller.licenceNumber }))
    .digest('hex');
}
