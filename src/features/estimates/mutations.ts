import { addDaysIso, todayIso } from '../../domain/dates';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '../../domain/document-actions';
import { defaultInvoiceNumber } from '../../domain/numbering';
import {
  defaultQuoteValidUntil,
  recomputeInvoiceTotals,
  recomputeQuoteTotals,
  type InvoiceItem,
  type QuoteItem,
} from '../../domain/schemas/documents';
import { createInvoice, updateInvoice } from '../invoices/mutations';
import type { InvoiceRow } from '../invoices/queries';
import { deviceTimeZone } from '../quotes/download';
import { createQuote, updateQuote } from '../quotes/mutations';
import type { QuoteRow } from '../quotes/queries';
import { titleFrom, type DocDialogForm } from './dialog-form';

/** A new estimate (a draft quote) from the dialog. */
export async function createEstimate(
  userId: string,
  form: DocDialogForm,
  items: QuoteItem[],
  opts: { gstIncluded: boolean; trade: string },
): Promise<string> {
  const now = new Date();
  const totals = recomputeQuoteTotals({ items, gstIncluded: opts.gstIncluded });
  return createQuote(
    userId,
    {
      title: titleFrom(form.description, `Estimate for ${form.clientName.trim()}`),
      clientId: null,
      clientName: form.clientName.trim(),
      clientEmail: form.clientEmail.trim(),
      clientPhone: '',
      projectAddress: '',
      projectDescription: form.description.trim(),
      selectedTrade: opts.trade,
      items,
      gstIncluded: opts.gstIncluded,
      subtotalCents: totals.subtotalCents,
      gstAmountCents: totals.gstAmountCents,
      totalCents: totals.totalCents,
      depositCents: null,
      validUntil: defaultQuoteValidUntil(now, deviceTimeZone()),
      notes: form.notes.trim(),
    },
    now,
  );
}

export async function updateEstimate(userId: string, row: QuoteRow, form: DocDialogForm, items: QuoteItem[]): Promise<boolean> {
  const totals = recomputeQuoteTotals({ items, gstIncluded: row.gstIncluded });
  return updateQuote(userId, row, {
    clientName: form.clientName.trim(),
    clientEmail: form.clientEmail.trim(),
    projectDescription: form.description.trim(),
    items,
    subtotalCents: totals.subtotalCents,
    gstAmountCents: totals.gstAmountCents,
    totalCents: totals.totalCents,
    notes: form.notes.trim(),
  });
}

/** A new draft invoice from the dialog, numbered INV- + timestamp past any number already on the device. */
export async function createDialogInvoice(
  userId: string,
  form: DocDialogForm,
  items: InvoiceItem[],
  opts: { companyId: string | null; gstRegistered: boolean; takenNumbers: Iterable<string> },
): Promise<string> {
  const now = new Date();
  const today = todayIso(now, deviceTimeZone());
  const totals = recomputeInvoiceTotals({ items }, { gstRegistered: opts.gstRegistered });
  return createInvoice(
    userId,
    {
      title: titleFrom(form.description, 'Invoice'),
      companyId: opts.companyId,
      clientId: null,
      invoiceNumber: defaultInvoiceNumber(now, opts.takenNumbers),
      customerName: form.clientName.trim(),
      customerEmail: form.clientEmail.trim(),
      customerAddress: '',
      customerAbn: '',
      invoiceDate: today,
      dueDate: addDaysIso(today, DEFAULT_PAYMENT_TERMS_DAYS),
      items,
      subtotalCents: totals.subtotalCents,
      gstCents: totals.gstCents,
      totalCents: totals.totalCents,
      notes: form.notes.trim(),
    },
    now,
  );
}

export async function updateDialogInvoice(
  userId: string,
  row: InvoiceRow,
  form: DocDialogForm,
  items: InvoiceItem[],
  gstRegistered: boolean,
): Promise<boolean> {
  const totals = recomputeInvoiceTotals({ items }, { gstRegistered });
  return updateInvoice(userId, row, {
    customerName: form.clientName.trim(),
    customerEmail: form.clientEmail.trim(),
    title: titleFrom(form.description, row.title),
    items,
    subtotalCents: totals.subtotalCents,
    gstCents: totals.gstCents,
    totalCents: totals.totalCents,
    notes: form.notes.trim(),
  });
}
