import type { Db } from '../db';
import type { LockedTx } from '../sync/tx';
import {
  recomputeInvoiceTotals,
  type Claim,
  type CustomerEvent,
  type Invoice,
  type InvoiceItem,
  type InvoiceStatus,
  type Payment,
} from '../../src/domain/schemas/documents';
import { randomUUID } from 'node:crypto';
import { dueDateFor, owingCents } from '../../src/domain/payments';
import { getSettings } from './company';
import { noteNumberUsed } from './numbering';
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
import { createLink, linkPath, liveLinkOf } from './document-links';
import { AppError } from '../errors';
import type { SendOptions } from './quotes';
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
  payment_terms_days: number | null;
  payments: Payment[];
  paid_cents: number;
  claim: Claim | null;
  customer_events: CustomerEvent[];
  reminders_sent: number[];
}

export type InvoiceCreate = Omit<Invoice, 'updatedAt' | 'baseVersion'>;
export type InvoicePatch = Partial<Omit<Invoice, 'id' | 'createdAt' | 'updatedAt' | 'baseVersion'>>;

/** Entity field → column. Totals and the company are absent on purpose: the server decides them. */
const COLUMNS: Record<string, string> = {
  title: 'title',
  clientId: 'client_id',
  jobId: 'job_id',
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
  paymentTermsDays: 'payment_terms_days',
  claim: 'claim',
};
/** Fields a tax invoice's validity depends on: changing one on a final invoice re-checks it. */
const TAX_FIELDS = ['status', 'items', 'customerName', 'customerAbn', 'invoiceDate'];

export function toInvoice(r: InvoiceRow): Invoice & { sentAt: string | null; emailSentAt: string | null } {
  return {
    id: r.id,
    title: r.title,
    companyId: r.company_id,
    clientId: r.client_id,
    jobId: r.job_id,
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
    paymentTermsDays: r.payment_terms_days,
    claim: r.claim,
    payments: r.payments,
    paidCents: Number(r.paid_cents),
    customerEvents: r.customer_events,
    sentAt: r.sent_at?.toISOString() ?? null,
    emailSentAt: r.email_sent_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    baseVersion: r.version,
  };
}

export const getInvoice = (db: Db, userId: string, id: string) => getLiveRow<InvoiceRow>(db, 'invoices', userId, id);

export const listInvoices = (db: Db, userId: string, page?: Parameters<typeof listLiveDocuments>[3]) =>
  listLiveDocuments<InvoiceRow>(db, 'invoices', userId, page);

const isFinal = (status: InvoiceStatus) => status !== 'draft';

/**
 * Creates an invoice. Idempotent for client ids like quotes. The number must be free among the business's live
 * invoices; totals follow the seller's GST registration; an invoice created already final must be a valid tax invoice.
 */
export async function createInvoice(tx: LockedTx, seller: Seller, input: InvoiceCreate): Promise<{ row: InvoiceRow; created: boolean }> {
  const existing = await findReplayedCreate<InvoiceRow>(tx, 'invoices', 'Invoice', seller.userId, input.id);
  if (existing) return { row: existing, created: false };
  await assertInvoiceNumberFree(tx, seller.userId, input.invoiceNumber, input.id);
  await noteNumberUsed(tx, seller.userId, 'invoice', input.invoiceNumber);
  // Payment terms and a due date on every invoice: the business's default terms when none were given.
  const terms = input.paymentTermsDays ?? (await getSettings(tx, seller.userId)).payment_terms_days;
  const withTerms = { ...input, paymentTermsDays: terms, dueDate: input.dueDate ?? dueDateFor(input.invoiceDate, terms) };
  const invoice = recomputeInvoiceTotals(withTerms, seller);
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
  tx: LockedTx,
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
    await noteNumberUsed(tx, seller.userId, 'invoice', changes.invoiceNumber as string);
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

export async function deleteInvoice(tx: LockedTx, userId: string, id: string): Promise<boolean> {
  return softDelete(tx, 'invoices', userId, id);
}

/** Finalises and sends: a tax invoice must be complete first; the PDF and link are queued to the confirmed address. */
export async function sendInvoice(tx: LockedTx, seller: Seller, id: string, opts: SendOptions = {}): Promise<InvoiceRow | undefined> {
  const row = await findLiveRow<InvoiceRow>(tx, 'invoices', seller.userId, id);
  if (!row) return undefined;
  assertInvoiceFinalisable(toInvoice(row), seller);
  const status = invoiceStatusAfterSend(row.status);
  const next = await writeChange(tx, 'invoices', row, status === row.status ? [] : ['status'], { status, sent_at: new Date() });
  if (opts.link) await createLink(tx, seller.userId, 'invoice', id, opts.link);
  const to = opts.to === undefined ? row.customer_email.trim() : (opts.to ?? '');
  if (to) await queueDocumentEmail(tx, seller.userId, 'invoice', id, to, { linkPath: opts.link ? linkPath(opts.link.token) : null });
  return next;
}

/** The kind of a reminder the tradie sends from the device (the overdue steps are 'reminder-<days>'). */
export const REMINDER_NOW = 'reminder-now';

/**
 * A payment reminder sent now from the device (issue 23): emailed with the pay link the device holds — stored like a
 * send's link (only its hash), and refused unless it is a live link of this invoice, so a link the tradie turned off
 * is never sent again — and the pay block. Refused for a draft, a paid invoice, or with no address to send to.
 */
export async function remindInvoice(
  tx: LockedTx,
  seller: Seller,
  id: string,
  opts: { to?: string | null; link: { id: string; token: string } },
): Promise<InvoiceRow | undefined> {
  const row = await findLiveRow<InvoiceRow>(tx, 'invoices', seller.userId, id);
  if (!row) return undefined;
  const invoice = toInvoice(row);
  if (invoice.status === 'draft') throw new AppError('VALIDATION_FAILED', 'Send the invoice before reminding the customer.');
  if (owingCents(invoice) <= 0) throw new AppError('VALIDATION_FAILED', 'This invoice is paid in full: there is nothing to remind about.');
  const to = (opts.to ?? row.customer_email).trim();
  if (!to) throw new AppError('VALIDATION_FAILED', "Add the customer's email to send a reminder.", { field: 'to' });
  await createLink(tx, seller.userId, 'invoice', id, opts.link);
  if (!(await liveLinkOf(tx, seller.userId, id, opts.link.token))) {
    throw new AppError('VALIDATION_FAILED', 'This link was turned off. Send the invoice again for a new link.', { field: 'link' });
  }
  await queueDocumentEmail(tx, seller.userId, 'invoice', id, to, { linkPath: linkPath(opts.link.token), emailKind: REMINDER_NOW });
  return row;
}

export async function markInvoicePaid(
  tx: LockedTx,
  seller: Seller,
  id: string,
  paid: { paidDate: string; paymentMethod: string },
): Promise<InvoiceRow | undefined> {
  const row = await findLiveRow<InvoiceRow>(tx, 'invoices', seller.userId, id);
  if (!row) return undefined;
  const invoice = toInvoice(row);
  assertInvoiceFinalisable(invoice, seller);
  // Mark Paid records what is still owing as one payment, so payments always add up to what the status says.
  const owing = owingCents(invoice);
  const payments =
    owing > 0
      ? [...(invoice.payments ?? []), { id: randomUUID(), date: paid.paidDate, amountCents: owing, method: paid.paymentMethod.trim() }]
      : (invoice.payments ?? []);
  return writeChange(tx, 'invoices', row, ['status', 'paidDate', 'paymentMethod', 'payments'], {
    status: 'paid',
    paid_date: paid.paidDate,
    payment_method: paid.paymentMethod.trim(),
    payments: tx.json(payments as never),
    paid_cents: invoice.totalCents,
  });
}

/** Final invoices (not drafts) dated from..to, oldest first: the accounting export. */
export async function finalInvoicesDated(db: Db, userId: string, from: string, to: string): Promise<InvoiceRow[]> {
  return db<InvoiceRow[]>`select * from invoices where user_id = ${userId} and deleted_at is null and status <> 'draft'
    and invoice_date between ${from} and ${to} order by invoice_date, invoice_number`;
}

/** Invoices with a payment dated from..to (the plain export's payment lines). */
export async function invoicesPaidBetween(db: Db, userId: string, from: string, to: string): Promise<InvoiceRow[]> {
  return db<InvoiceRow[]>`select * from invoices where user_id = ${userId} and deleted_at is null
    and exists (select 1 from jsonb_array_elements(payments) p where p->>'date' between ${from} and ${to})
    order by invoice_date, invoice_number`;
}

/** Whether a live invoice of this user already has the number. */
export async function invoiceNumberInUse(db: Db, userId: string, invoiceNumber: string): Promise<boolean> {
  const [used] = await db`select 1 from invoices where user_id = ${userId} and invoice_number = ${invoiceNumber} and deleted_at is null`;
  return Boolean(used);
}
