import { createHash } from 'node:crypto';
import type { Db } from '../db';
import type { LockedTx } from '../sync/tx';
import {
  recomputeQuoteTotals,
  type CustomerEvent,
  type Quote,
  type QuoteItem,
  type QuoteStatus,
  type Signature,
  type WarrantyInsurance,
} from '../../src/domain/schemas/documents';
import { quoteStatusAfterSend, quoteStatusAfterSign } from '../../src/domain/document-actions';
import { assertNoConflict } from './doc-versions';
import { AppError } from '../errors';
import {
  changedContentFields,
  quoteIsSigned,
  revisionContent,
  signedQuoteMessage,
  SIGNED_QUOTE_CODE,
} from '../../src/domain/documents/revision';
import {
  findLiveRow,
  findReplayedCreate,
  getLiveRow,
  insertRow,
  listLiveDocuments,
  patchChanges,
  softDelete,
  toColumns,
  writeChange,
  type DocumentRow,
} from './doc-write';
import { assertDepositAllowed } from './document-rules';
import { assertQuoteNumberFree, noteNumberUsed } from './numbering';
import { queueDocumentEmail } from './document-emails';
import { createLink, linkPath } from './document-links';
import type { Seller } from './seller';

export interface QuoteRow extends DocumentRow {
  client_name: string;
  client_email: string;
  client_phone: string;
  project_address: string;
  project_description: string;
  selected_trade: string;
  estimated_duration: string;
  items: QuoteItem[];
  gst_included: boolean;
  gst_amount_cents: number;
  deposit_cents: number | null;
  valid_until: string | null;
  status: QuoteStatus;
  signature: Signature | null;
  converted_invoice_id: string | null;
  job_number: string | null;
  customer_events: CustomerEvent[];
  decline_reason: string | null;
  warranty_insurance: WarrantyInsurance | null;
  revision: number;
}

export type QuoteCreate = Omit<Quote, 'updatedAt' | 'baseVersion'>;
export type QuotePatch = Partial<Omit<Quote, 'id' | 'createdAt' | 'updatedAt' | 'baseVersion'>>;

/** Entity field → column. Totals are absent on purpose: the server computes them from the items. */
const COLUMNS: Record<string, string> = {
  title: 'title',
  clientId: 'client_id',
  jobId: 'job_id',
  clientName: 'client_name',
  clientEmail: 'client_email',
  clientPhone: 'client_phone',
  projectAddress: 'project_address',
  projectDescription: 'project_description',
  selectedTrade: 'selected_trade',
  estimatedDuration: 'estimated_duration',
  items: 'items',
  gstIncluded: 'gst_included',
  depositCents: 'deposit_cents',
  validUntil: 'valid_until',
  status: 'status',
  notes: 'notes',
  signature: 'signature',
  convertedInvoiceId: 'converted_invoice_id',
  jobNumber: 'job_number',
};
const TOTAL_INPUTS = ['items', 'gstIncluded', 'depositCents'];

/** The entity as devices store it; baseVersion is the server version, sent back with the next edit. */
export function toQuote(r: QuoteRow): Quote & { sentAt: string | null; emailSentAt: string | null } {
  return {
    id: r.id,
    title: r.title,
    clientId: r.client_id,
    jobId: r.job_id,
    clientName: r.client_name,
    clientEmail: r.client_email,
    clientPhone: r.client_phone,
    projectAddress: r.project_address,
    projectDescription: r.project_description,
    selectedTrade: r.selected_trade,
    estimatedDuration: r.estimated_duration,
    items: r.items,
    gstIncluded: r.gst_included,
    subtotalCents: r.subtotal_cents,
    gstAmountCents: r.gst_amount_cents,
    totalCents: r.total_cents,
    depositCents: r.deposit_cents,
    validUntil: r.valid_until,
    status: r.status,
    notes: r.notes,
    signature: r.signature,
    convertedInvoiceId: r.converted_invoice_id,
    jobNumber: r.job_number,
    customerEvents: r.customer_events,
    declineReason: r.decline_reason,
    warrantyInsurance: r.warranty_insurance,
    revision: r.revision,
    sentAt: r.sent_at?.toISOString() ?? null,
    emailSentAt: r.email_sent_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    baseVersion: r.version,
  };
}

export const getQuote = (db: Db, userId: string, id: string) => getLiveRow<QuoteRow>(db, 'quotes', userId, id);

export const listQuotes = (db: Db, userId: string, page?: Parameters<typeof listLiveDocuments>[3]) =>
  listLiveDocuments<QuoteRow>(db, 'quotes', userId, page);

/**
 * Creates a quote. Idempotent for client ids: the same id again returns the stored row unchanged (created: false),
 * a deleted one stays deleted (NOT_FOUND), and another user's id is refused.
 */
export async function createQuote(tx: LockedTx, seller: Seller, input: QuoteCreate): Promise<{ row: QuoteRow; created: boolean }> {
  const existing = await findReplayedCreate<QuoteRow>(tx, 'quotes', 'Quote', seller.userId, input.id);
  if (existing) return { row: existing, created: false };
  const quote = recomputeQuoteTotals(input);
  assertDepositAllowed(quote, seller);
  if (quote.jobNumber?.trim()) {
    await assertQuoteNumberFree(tx, seller.userId, quote.jobNumber.trim(), quote.id);
    await noteNumberUsed(tx, seller.userId, 'quote', quote.jobNumber.trim());
  }
  const cols = {
    id: quote.id,
    user_id: seller.userId,
    ...toColumns(tx, COLUMNS, quote),
    subtotal_cents: quote.subtotalCents,
    gst_amount_cents: quote.gstAmountCents,
    total_cents: quote.totalCents,
    created_at: quote.createdAt,
  };
  return { row: await insertRow<QuoteRow>(tx, 'quotes', cols), created: true };
}

/** Applies the changed fields; undefined when the quote is gone (a delete wins over an edit). */
export async function updateQuote(
  tx: LockedTx,
  seller: Seller,
  id: string,
  patch: QuotePatch,
  baseVersion?: number | null,
): Promise<QuoteRow | undefined> {
  const row = await findLiveRow<QuoteRow>(tx, 'quotes', seller.userId, id);
  if (!row) return undefined;
  const { fields, changes } = patchChanges(patch, COLUMNS);
  assertNoConflict('quote', row, baseVersion, fields);
  // Signed means signed: what the customer accepted never changes under their signature (issue 18).
  const before = toQuote(row);
  const contentChanged = changedContentFields(before, changes as Partial<Quote>);
  if (contentChanged.length && quoteIsSigned(before)) throw new AppError(SIGNED_QUOTE_CODE, signedQuoteMessage(before));
  const jobNumber = typeof changes.jobNumber === 'string' ? changes.jobNumber.trim() : '';
  if (jobNumber && jobNumber !== row.job_number) {
    await assertQuoteNumberFree(tx, seller.userId, jobNumber, id);
    await noteNumberUsed(tx, seller.userId, 'quote', jobNumber);
  }
  const next = recomputeQuoteTotals({ ...before, ...changes } as Quote);
  if (fields.some((f) => TOTAL_INPUTS.includes(f))) assertDepositAllowed(next, seller);
  const set = {
    ...toColumns(tx, COLUMNS, changes),
    subtotal_cents: next.subtotalCents,
    gst_amount_cents: next.gstAmountCents,
    total_cents: next.totalCents,
    ...(contentChanged.length ? { revision: row.revision + 1 } : {}),
  };
  return writeChange(tx, 'quotes', row, fields, set);
}

export async function deleteQuote(tx: LockedTx, userId: string, id: string): Promise<boolean> {
  return softDelete(tx, 'quotes', userId, id);
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
  const row = await findLiveRow<QuoteRow>(tx, 'quotes', userId, id);
  if (!row) return undefined;
  const status = quoteStatusAfterSend(row.status);
  const next = await writeChange(tx, 'quotes', row, status === row.status ? [] : ['status'], { status, sent_at: new Date() });
  if (opts.link) await createLink(tx, userId, 'quote', id, opts.link);
  const to = opts.to === undefined ? row.client_email.trim() : (opts.to ?? '');
  if (to) await queueDocumentEmail(tx, userId, 'quote', id, to, { linkPath: opts.link ? linkPath(opts.link.token) : null });
  return next;
}

/** Keeps the customer's signature (image and time); signing approves the estimate. */
export async function signQuote(tx: LockedTx, userId: string, id: string, signature: Signature): Promise<QuoteRow | undefined> {
  const row = await findLiveRow<QuoteRow>(tx, 'quotes', userId, id);
  if (!row) return undefined;
  const status = quoteStatusAfterSign(row.status);
  return writeChange(tx, 'quotes', row, status === row.status ? ['signature'] : ['signature', 'status'], {
    signature: tx.json(signature as never),
    status,
  });
}

/** SHA-256 of what the customer sees of this revision, with the business's details (src/domain/documents/revision.ts). */
export function quoteContentHash(quote: Quote, seller: Pick<Seller, 'name' | 'abn' | 'licenceNumber'>): string {
  return createHash('sha256')
    .update(revisionContent(quote, { name: seller.name, abn: seller.abn, licenceNumber: seller.licenceNumber }))
    .digest('hex');
}
