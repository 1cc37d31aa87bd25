import { addDaysIso, todayIso } from '../../../domain/dates';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '../../../domain/document-actions';
import { getDb } from '../../../data/local-db';
import { takeNumber } from '../records/numbers';
import {
  defaultQuoteValidUntil,
  recomputeInvoiceTotals,
  recomputeQuoteTotals,
  type InvoiceItem,
  type QuoteItem,
} from '../../../domain/schemas/documents';
import { createInvoice, updateInvoice } from '../records/invoice-mutations';
import type { InvoiceRow } from '../records/invoice-queries';
import { deviceTimeZone } from '../common/download';
import { createQuote, updateQuote } from '../records/quote-mutations';
import type { QuoteRow } from '../records/quote-queries';
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
      jobNumber: await takeNumber(getDb(), userId, 'quote'),
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
      invoiceNumber: await takeNumber(getDb(), userId, 'invoice'),
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
