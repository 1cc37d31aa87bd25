import { addDaysIso } from '../../../domain/dates';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '../../../domain/document-actions';
import { centsToDecimalString, parseDollars } from '../../../domain/money';
import { parseInvoiceQuantity, recomputeInvoiceTotals, type Invoice, type InvoiceItem } from '../../../domain/schemas/documents';
import type { InvoiceFields } from '../records/invoice-mutations';

/** A line as typed: numbers stay text until saved. */
export interface InvoiceItemDraft {
  id: string;
  description: string;
  quantity: string;
  rate: string;
  /** kept from a quote line or a job's labour line (hr); the editor does not show it */
  unit?: string | null;
  /** a deposit, claim or deducted claim: the rate is GST-inclusive (src/domain/gst.ts); kept through an edit */
  gstInclusive?: boolean | null;
}

export interface InvoiceForm {
  title: string;
  invoiceNumber: string;
  clientId: string | null;
  customerName: string;
  customerEmail: string;
  customerAddress: string;
  customerAbn: string;
  invoiceDate: string;
  dueDate: string;
  items: InvoiceItemDraft[];
  notes: string;
}

export function emptyInvoiceItem(): InvoiceItemDraft {
  return { id: crypto.randomUUID(), description: '', quantity: '1', rate: '' };
}

export function emptyInvoiceForm(invoiceNumber: string, today: string): InvoiceForm {
  return {
    title: '',
    invoiceNumber,
    clientId: null,
    customerName: '',
    customerEmail: '',
    customerAddress: '',
    customerAbn: '',
    invoiceDate: today,
    // The same terms a converted estimate gets; the due date stays editable (and may be cleared).
    dueDate: addDaysIso(today, DEFAULT_PAYMENT_TERMS_DAYS),
    items: [],
    notes: '',
  };
}

export function formFromInvoice(inv: Invoice): InvoiceForm {
  return {
    title: inv.title,
    invoiceNumber: inv.invoiceNumber,
    clientId: inv.clientId ?? null,
    customerName: inv.customerName,
    customerEmail: inv.customerEmail,
    customerAddress: inv.customerAddress,
    customerAbn: inv.customerAbn ?? '',
    invoiceDate: inv.invoiceDate,
    dueDate: inv.dueDate ?? '',
    items: inv.items.map((i) => ({
      id: i.id,
      description: i.description,
      quantity: String(i.quantity),
      rate: centsToDecimalString(i.rateCents),
      unit: i.unit ?? null,
      gstInclusive: i.gstInclusive ?? null,
    })),
    notes: inv.notes,
  };
}

/** Spec §5: quantity a whole number of at least 1; rate in cents. */
export function invoiceItemFromDraft(d: InvoiceItemDraft): InvoiceItem {
  return {
    id: d.id,
    description: d.description.trim(),
    quantity: parseInvoiceQuantity(d.quantity),
    ...(d.unit ? { unit: d.unit } : {}),
    rateCents: parseDollars(d.rate) ?? 0,
    ...(d.gstInclusive ? { gstInclusive: true } : {}),
  };
}

export function invoiceDraftTotals(items: readonly InvoiceItemDraft[], gstRegistered: boolean) {
  return recomputeInvoiceTotals({ items: items.map(invoiceItemFromDraft) }, { gstRegistered });
}

export function invoiceFieldsFromForm(
  form: InvoiceForm,
  items: InvoiceItem[],
  company: { id?: string | null; gstRegistered: boolean },
): InvoiceFields {
  const totals = recomputeInvoiceTotals({ items }, { gstRegistered: company.gstRegistered });
  return {
    title: form.title.trim(),
    companyId: company.id ?? null,
    clientId: form.clientId,
    invoiceNumber: form.invoiceNumber.trim(),
    customerName: form.customerName.trim(),
    customerEmail: form.customerEmail.trim(),
    customerAddress: form.customerAddress.trim(),
    customerAbn: form.customerAbn.replace(/\s+/g, ''),
    invoiceDate: form.invoiceDate,
    dueDate: form.dueDate || null,
    items,
    subtotalCents: totals.subtotalCents,
    gstCents: totals.gstCents,
    totalCents: totals.totalCents,
    notes: form.notes.trim(),
  };
}
