import type { Db, Tx } from '../db';
import { recomputeInvoiceTotals, type Invoice, type InvoiceItem, type InvoiceStatus } from '../../src/domain/schemas/documents';
import { invoiceStatusAfterSend } from '../../src/domain/document-actions';
import { assertNoConflict } from './doc-versions';
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
import { assertInvoiceFinalisable, assertInvoiceNumberFree } from './document-rules';
import { queueDocumentEmail } from './document-emails';
import type { Seller } from './seller';

export interface InvoiceRow extends DocumentRow {
  company_id: string | null;
  invoice_number: string;
  customer_name: string;
  customer_email: string;
  customer_address: string;
  customer_abn: string | null;
  invoice_date: string;
  due_date: string | null;
  items: InvoiceItem[];
  gst_cents: number;
  status: InvoiceStatus;
  paid_date: string | null;
  payment_method: string | null;
  source_quote_id: string | null;
}

export type InvoiceCreate = Omit<Invoice, 'updatedAt' | 'baseVersion'>;
export type InvoicePatch = Partial<Omit<Invoice, 'id' | 'createdAt' | 'updatedAt' | 'baseVersion'>>;

/** Entity field → column. Totals and the company are absent on purpose: the server decides them. */
const COLUMNS: Record<string, string> = {
  title: 'title',
  clientId: 'client_id',
  invoiceNumber: 'invoice_number',
  customerName: 'customer_name',
  customerEmail: 'customer_email',
  customerAddress: 'customer_address',
  customerAbn: 'customer_abn',
  invoiceDate: 'invoice_date',
  dueDate: 'due_date',
  items: 'items',
  status: 'status',
  paidDate: 'paid_date',
  paymentMethod: 'payment_method',
  sourceQuoteId: 'source_quote_id',
  notes: 'notes',
};
/** Fields a tax invoice's validity depends on: changing one on a final invoice re-checks it. */
const TAX_FIELDS = ['status', 'items', 'customerName', 'customerAbn', 'invoiceDate'];

export function toInvoice(r: InvoiceRow): Invoice & { sentAt: string | null; emailSentAt: string | null } {
  return {
    id: r.id,
    title: r.title,
    companyId: r.company_id,
    clientId: r.client_id,
    invoiceNumber: r.invoice_number,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    customerAddress: r.customer_address,
    customerAbn: r.customer_abn,
    invoiceDate: r.invoice_date,
    dueDate: r.due_date,
    items: r.items,
    subtotalCents: r.subtotal_cents,
    gstCents: r.gst_cents,
    totalCents: r.total_cents,
    status: r.status,
    paidDate: r.paid_date,
    paymentMethod: r.payment_method,
    sourceQuoteId: r.source_quote_id,
    notes: r.notes,
    sentAt: r.sent_at?.toISOString() ?? null,
    emailSentAt: r.email_sent_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    baseVersion: r.version,
  };
}

export const getInvoice = (db: Db, userId: string, id: string) => getLiveRow<InvoiceRow>(db, 'invoices', userId, id);

export const listInvoices = (db: Db, userId: string) => listLiveDocuments<InvoiceRow>(db, 'invoices', userId);

const isFinal = (status: InvoiceStatus) => status !== 'draft';

/**
 * Creates an invoice. Idempotent for client ids like quotes. The number must be free among the business's live
 * invoices; totals follow the seller's GST registration; an invoice created already final must be a valid tax invoice.
 */
export async function createInvoice(tx: Tx, seller: Seller, input: InvoiceCreate): Promise<{ row: InvoiceRow; created: boolean }> {
  const existing = await findReplayedCreate<InvoiceRow>(tx, 'invoices', 'Invoice', seller.userId, input.id);
  if (existing) return { row: existing, created: false };
  await assertInvoiceNumberFree(tx, seller.userId, input.invoiceNumber, input.id);
  const invoice = recomputeInvoiceTotals(input, seller);
  if (isFinal(invoice.status)) assertInvoiceFinalisable(invoice, seller);
  const cols = {
    id: invoice.id,
    user_id: seller.userId,
    company_id: seller.companyId,
    ...toColumns(tx, COLUMNS, invoice),
    subtotal_cents: invoice.subtotalCents,
    gst_cents: invoice.gstCents,
    total_cents: invoice.totalCents,
    created_at: invoice.createdAt,
  };
  return { row: await insertRow<InvoiceRow>(tx, 'invoices', cols), created: true };
}

/** Applies the changed fields; undefined when the invoice is gone (a delete wins over an edit). */
export async function updateInvoice(
  tx: Tx,
  seller: Seller,
  id: string,
  patch: InvoicePatch,
  baseVersion?: number | null,
): Promise<InvoiceRow | undefined> {
  const row = await findLiveRow<InvoiceRow>(tx, 'invoices', seller.userId, id);
  if (!row) return undefined;
  const { fields, changes } = patchChanges(patch, COLUMNS);
  assertNoConflict('invoice', row, baseVersion, fields);
  if (changes.invoiceNumber !== undefined && changes.invoiceNumber !== row.invoice_number) {
    await assertInvoiceNumberFree(tx, seller.userId, changes.invoiceNumber as string, id);
  }
  const next = recomputeInvoiceTotals({ ...toInvoice(row), ...changes } as Invoice, seller);
  if (isFinal(next.status) && fields.some((f) => TAX_FIELDS.includes(f))) assertInvoiceFinalisable(next, seller);
  const set = {
    ...toColumns(tx, COLUMNS, changes),
    subtotal_cents: next.subtotalCents,
    gst_cents: next.gstCents,
    total_cents: next.totalCents,
  };
  return writeChange(tx, 'invoices', row, fields, set);
}

export async function deleteInvoice(tx: Tx, userId: string, id: string): Promise<boolean> {
  return softDelete(tx, 'invoices', userId, id);
}

/** Finalises and sends: a tax invoice must be complete first; the PDF is queued to the customer's email. */
export async function sendInvoice(tx: Tx, seller: Seller, id: string): Promise<InvoiceRow | undefined> {
  const row = await findLiveRow<InvoiceRow>(tx, 'invoices', seller.userId, id);
  if (!row) return undefined;
  assertInvoiceFinalisable(toInvoice(row), seller);
  const status = invoiceStatusAfterSend(row.status);
  const next = await writeChange(tx, 'invoices', row, status === row.status ? [] : ['status'], { status, sent_at: new Date() });
  if (row.customer_email.trim()) await queueDocumentEmail(tx, seller.userId, 'invoice', id, row.customer_email.trim());
  return next;
}

export async function markInvoicePaid(
  tx: Tx,
  seller: Seller,
  id: string,
  paid: { paidDate: string; paymentMethod: string },
): Promise<InvoiceRow | undefined> {
  const row = await findLiveRow<InvoiceRow>(tx, 'invoices', seller.userId, id);
  if (!row) return undefined;
  assertInvoiceFinalisable(toInvoice(row), seller);
  return writeChange(tx, 'invoices', row, ['status', 'paidDate', 'paymentMethod'], {
    status: 'paid',
    paid_date: paid.paidDate,
    payment_method: paid.paymentMethod.trim(),
  });
}
