import type { Db } from '../db';
import type { LockedTx } from '../sync/tx';
import type { Invoice } from '../../src/domain/schemas/documents';
import { randomUUID } from 'node:crypto';
import { owingCents } from '../../src/domain/payments';
import { invoiceStatusAfterSend } from '../../src/domain/document-actions';
import { toDevice, type FieldsOf, type PgRowOf } from '../../src/domain/sync/plain';
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
import { assertInvoiceFinalisable } from './document-rules';
import { queueDocumentEmail } from './document-emails';
import { createLink, linkPath, liveLinkOf } from './document-links';
import { AppError, notFound } from '../errors';
import type { SendOptions } from './quotes';
import type { Seller } from './seller';

/**
 * Invoices are a typed table (src/domain/sync/entities.ts `invoice`, the `versioned` option): their create, patch and
 * delete are the rows layer's (api/repos/plain-rows.ts), with the invoice's rules as the hooks its definition declares
 * (./invoice-rules.ts); the row type and its mapper are derived from the columns. The actions below (send, remind,
 * mark paid) are the server's own writes, through changeVersionedRow.
 */
export const invoices = plainTable('invoice');

/** An invoice's Postgres row, derived from its definition. */
export type InvoiceRow = PgRowOf<'invoice'>;

export type InvoiceCreate = FieldsOf<'invoice'> & { id: string; createdAt: string };
export type InvoicePatch = Partial<FieldsOf<'invoice'>>;

/** The entity as devices store it; baseVersion is the server version, sent back with the next edit. */
export function toInvoice(r: InvoiceRow): Invoice {
  return toDevice('invoice', r);
}

export const getInvoice = (db: Db, userId: string, id: string) => getPlainRow(db, invoices, userId, id);

/** A page of the user's live invoices, newest first; `after` is the last row of the previous page. */
export const listInvoices = (db: Db, userId: string, page?: Parameters<typeof listRowsNewestFirst>[3]) =>
  listRowsNewestFirst(db, invoices, userId, page);

/**
 * Creates an invoice. Idempotent for client ids like quotes: the same id again returns the stored row (created:
 * false), a deleted one stays deleted (NOT_FOUND), another user's id is refused. The number must be free among the
 * business's live invoices; totals follow the seller's GST registration; an invoice created already final must be a
 * valid tax invoice (./invoice-rules.ts).
 */
export async function createInvoice(tx: LockedTx, seller: Seller, input: InvoiceCreate): Promise<{ row: InvoiceRow; created: boolean }> {
  const made = await createPlainRow(tx, invoices, seller.userId, input);
  if (made.outcome === 'deleted') throw notFound('Invoice');
  return { row: made.row, created: made.outcome === 'created' };
}

/** Applies the changed fields; undefined when the invoice is gone (a delete wins over an edit). */
export async function updateInvoice(
  tx: LockedTx,
  seller: Seller,
  id: string,
  patch: InvoicePatch,
  baseVersion?: number | null,
): Promise<InvoiceRow | undefined> {
  return patchPlainRow(tx, invoices, seller.userId, id, patch, baseVersion);
}

export async function deleteInvoice(tx: LockedTx, userId: string, id: string): Promise<boolean> {
  return softDeletePlainRow(tx, invoices, userId, id);
}

/** Finalises and sends: a tax invoice must be complete first; the PDF and link are queued to the confirmed address. */
export async function sendInvoice(tx: LockedTx, seller: Seller, id: string, opts: SendOptions = {}): Promise<InvoiceRow | undefined> {
  const row = await lockLiveRow(tx, invoices, seller.userId, id);
  if (!row) return undefined;
  assertInvoiceFinalisable(toInvoice(row), seller);
  const status = invoiceStatusAfterSend(row.status);
  const sent = { status, sentAt: new Date().toISOString() };
  const next = await changeVersionedRow(tx, invoices, row, sent, status === row.status ? [] : ['status']);
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
  const row = await lockLiveRow(tx, invoices, seller.userId, id);
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
  const row = await lockLiveRow(tx, invoices, seller.userId, id);
  if (!row) return undefined;
  const invoice = toInvoice(row);
  assertInvoiceFinalisable(invoice, seller);
  // Mark Paid records what is still owing as one payment, so payments always add up to what the status says.
  const owing = owingCents(invoice);
  const payments =
    owing > 0
      ? [...(invoice.payments ?? []), { id: randomUUID(), date: paid.paidDate, amountCents: owing, method: paid.paymentMethod.trim() }]
      : (invoice.payments ?? []);
  const change = {
    status: 'paid',
    paidDate: paid.paidDate,
    paymentMethod: paid.paymentMethod.trim(),
    payments,
    paidCents: invoice.totalCents,
  } as const;
  return changeVersionedRow(tx, invoices, row, change, ['status', 'paidDate', 'paymentMethod', 'payments']);
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
