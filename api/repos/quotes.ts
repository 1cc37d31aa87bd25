import type { Db, Tx } from '../db';
import { AppError, notFound } from '../errors';
import { recomputeQuoteTotals, type Quote, type QuoteItem, type QuoteStatus, type Signature } from '../../src/domain/schemas/documents';
import { quoteStatusAfterSend, quoteStatusAfterSign } from '../../src/domain/document-actions';
import { assertNoConflict, patchKeys, type FieldVersions } from './doc-versions';
import { findAnyRow, findLiveRow, softDelete, toColumns, writeChange } from './doc-write';
import { assertDepositAllowed } from './document-rules';
import { queueDocumentEmail } from './document-emails';
import type { Seller } from './seller';

export interface QuoteRow {
  id: string;
  user_id: string;
  client_id: string | null;
  title: string;
  client_name: string;
  client_email: string;
  client_phone: string;
  project_address: string;
  project_description: string;
  selected_trade: string;
  items: QuoteItem[];
  gst_included: boolean;
  subtotal_cents: number;
  gst_amount_cents: number;
  total_cents: number;
  deposit_cents: number | null;
  valid_until: string | null;
  status: QuoteStatus;
  notes: string;
  signature: Signature | null;
  converted_invoice_id: string | null;
  job_number: string | null;
  sent_at: Date | null;
  email_sent_at: Date | null;
  version: number;
  field_versions: FieldVersions;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  change_no: number;
}

export type QuoteCreate = Omit<Quote, 'updatedAt' | 'baseVersion'>;
export type QuotePatch = Partial<Omit<Quote, 'id' | 'createdAt' | 'updatedAt' | 'baseVersion'>>;

/** Entity field → column. Totals are absent on purpose: the server computes them from the items. */
const COLUMNS: Record<string, string> = {
  title: 'title',
  clientId: 'client_id',
  clientName: 'client_name',
  clientEmail: 'client_email',
  clientPhone: 'client_phone',
  projectAddress: 'project_address',
  projectDescription: 'project_description',
  selectedTrade: 'selected_trade',
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
    clientName: r.client_name,
    clientEmail: r.client_email,
    clientPhone: r.client_phone,
    projectAddress: r.project_address,
    projectDescription: r.project_description,
    selectedTrade: r.selected_trade,
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
    sentAt: r.sent_at?.toISOString() ?? null,
    emailSentAt: r.email_sent_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    baseVersion: r.version,
  };
}

export async function getQuote(db: Db, userId: string, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db<QuoteRow[]>`select * from quotes where id = ${id} and user_id = ${userId} and deleted_at is null`;
  return row;
}

export async function listQuotes(db: Db, userId: string): Promise<QuoteRow[]> {
  return db<QuoteRow[]>`select * from quotes where user_id = ${userId} and deleted_at is null order by created_at desc, id`;
}

/**
 * Creates a quote. Idempotent for client ids: the same id again returns the stored row unchanged (created: false),
 * a deleted one stays deleted (QUOTE_NOT_FOUND), and another user's id is refused.
 */
export async function createQuote(tx: Tx, seller: Seller, input: QuoteCreate): Promise<{ row: QuoteRow; created: boolean }> {
  const existing = await findAnyRow<QuoteRow>(tx, 'quotes', input.id);
  if (existing) {
    if (existing.user_id !== seller.userId) throw new AppError('CONFLICT', 'That quote id is already taken');
    if (existing.deleted_at) throw notFound('Quote');
    return { row: existing, created: false };
  }
  const quote = recomputeQuoteTotals(input);
  assertDepositAllowed(quote, seller);
  const cols = {
    id: quote.id,
    user_id: seller.userId,
    ...toColumns(tx, COLUMNS, quote),
    subtotal_cents: quote.subtotalCents,
    gst_amount_cents: quote.gstAmountCents,
    total_cents: quote.totalCents,
    created_at: quote.createdAt,
  };
  const [row] = await tx<QuoteRow[]>`insert into quotes ${tx(cols as Record<string, unknown>)} returning *`;
  return { row, created: true };
}

/** Applies the changed fields; undefined when the quote is gone (a delete wins over an edit). */
export async function updateQuote(
  tx: Tx,
  seller: Seller,
  id: string,
  patch: QuotePatch,
  baseVersion?: number | null,
): Promise<QuoteRow | undefined> {
  const row = await findLiveRow<QuoteRow>(tx, 'quotes', seller.userId, id);
  if (!row) return undefined;
  const fields = patchKeys(patch).filter((f) => f in COLUMNS);
  assertNoConflict('quote', row, baseVersion, fields);
  const current = toQuote(row);
  const next = recomputeQuoteTotals({ ...current, ...Object.fromEntries(fields.map((f) => [f, patch[f as keyof QuotePatch]])) } as Quote);
  if (fields.some((f) => TOTAL_INPUTS.includes(f))) assertDepositAllowed(next, seller);
  const set = {
    ...toColumns(tx, COLUMNS, Object.fromEntries(fields.map((f) => [f, patch[f as keyof QuotePatch]]))),
    subtotal_cents: next.subtotalCents,
    gst_amount_cents: next.gstAmountCents,
    total_cents: next.totalCents,
  };
  return writeChange(tx, 'quotes', row, fields, set);
}

export async function deleteQuote(tx: Tx, userId: string, id: string): Promise<boolean> {
  return softDelete(tx, 'quotes', userId, id);
}

/** Marks the quote sent and, when it has a client email, queues the PDF to it (delivered after commit). */
export async function sendQuote(tx: Tx, userId: string, id: string): Promise<QuoteRow | undefined> {
  const row = await findLiveRow<QuoteRow>(tx, 'quotes', userId, id);
  if (!row) return undefined;
  const status = quoteStatusAfterSend(row.status);
  const next = await writeChange(tx, 'quotes', row, status === row.status ? [] : ['status'], { status, sent_at: new Date() });
  if (row.client_email.trim()) await queueDocumentEmail(tx, userId, 'quote', id, row.client_email.trim());
  return next;
}

/** Keeps the customer's signature (image and time); signing approves the estimate. */
export async function signQuote(tx: Tx, userId: string, id: string, signature: Signature): Promise<QuoteRow | undefined> {
  const row = await findLiveRow<QuoteRow>(tx, 'quotes', userId, id);
  if (!row) return undefined;
  const status = quoteStatusAfterSign(row.status);
  return writeChange(tx, 'quotes', row, status === row.status ? ['signature'] : ['signature', 'status'], {
    signature: tx.json(signature as never),
    status,
  });
}
