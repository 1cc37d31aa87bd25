import { mutate } from '../../../data/sync/mutate';
import { act } from '../../../data/sync/act';
import type { Invoice } from '../../../domain/schemas/documents';
import { changedFields, versionOf } from './quote-mutations';
import type { InvoiceRow } from './invoice-queries';

/** What a person edits on an invoice; status, payment and the source estimate belong to actions. */
export type InvoiceFields = Omit<
  Invoice,
  'id' | 'createdAt' | 'updatedAt' | 'baseVersion' | 'status' | 'paidDate' | 'paymentMethod' | 'sourceQuoteId'
>;

/** Spec §3: an invoice starts as a draft. Returns the new invoice's id. */
export async function createInvoice(userId: string, fields: InvoiceFields, now = new Date()): Promise<string> {
  const id = crypto.randomUUID();
  await mutate('invoice.create', { ...fields, id, status: 'draft', createdAt: now.toISOString() }, { userId });
  return id;
}

export async function updateInvoice(userId: string, row: InvoiceRow, fields: Partial<InvoiceFields>): Promise<boolean> {
  const patch = changedFields<Partial<InvoiceFields>>(row, fields);
  if (Object.keys(patch).length === 0) return false;
  await mutate('invoice.update', { id: row.id, baseVersion: versionOf(row), patch }, { userId });
  return true;
}

export async function deleteInvoice(userId: string, id: string): Promise<void> {
  await mutate('invoice.delete', { id }, { userId });
}

export async function markInvoicePaid(userId: string, id: string, paidDate: string, paymentMethod: string): Promise<void> {
  await act.invoice.markPaid({ id, paidDate, paymentMethod }, { userId });
}
