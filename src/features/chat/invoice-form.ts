/**
 * The Create Invoice dialog's form (spec §5 "Invoice export from chat"): customer, address and lines typed as text.
 * Quantity is read as a whole number, rate as dollars and cents, amount = quantity x rate; only lines with a
 * description count, and the form always keeps at least one line. The same rules run on the server
 * (src/domain/chat/chat-invoice.ts), so what the dialog shows is what the PDF and the saved invoice say.
 */
import {
  chatDocumentToInvoiceData,
  parseChatQuantity,
  parseChatRate,
  type ChatInvoiceData,
  type PreparedChatInvoice,
} from '../../domain/chat/chat-invoice';
import type { ChatDocument } from '../../domain/chat/document';
import { computeTotals, type Totals } from '../../domain/gst';
import { centsToDecimalString, lineAmount, type Cents } from '../../domain/money';
import type { InvoiceFields } from '../documents';

export interface InvoiceLineDraft {
  key: string;
  description: string;
  quantity: string;
  rate: string;
}

export interface InvoiceFormDraft {
  customerName: string;
  customerAddress: string;
  /** From a chat-made quote: the job and its specifications. */
  notes: string;
  invoiceDate?: string;
  items: InvoiceLineDraft[];
}

let counter = 0;
const nextKey = () => `line-${++counter}`;

export const emptyLine = (): InvoiceLineDraft => ({ key: nextKey(), description: '', quantity: '1', rate: '' });
export const emptyInvoiceDraft = (): InvoiceFormDraft => ({ customerName: '', customerAddress: '', notes: '', items: [emptyLine()] });

export function lineAmountCents(line: Pick<InvoiceLineDraft, 'quantity' | 'rate'>): Cents {
  return lineAmount(parseChatQuantity(line.quantity), parseChatRate(line.rate));
}

/** Removing the only line leaves a fresh empty one: the form never has zero lines. */
export function removeLine(items: readonly InvoiceLineDraft[], key: string): InvoiceLineDraft[] {
  const rest = items.filter((i) => i.key !== key);
  return rest.length ? rest : [emptyLine()];
}

const described = (items: readonly InvoiceLineDraft[]) => items.filter((i) => i.description.trim() !== '');

/** The dialog's running totals: described lines only, GST unless the seller is not registered. */
export function draftTotals(draft: InvoiceFormDraft, gstRegistered: boolean): Totals {
  return computeTotals(
    described(draft.items).map((i) => ({ quantity: parseChatQuantity(i.quantity), rateCents: parseChatRate(i.rate) })),
    gstRegistered,
  );
}

/** What POST /api/chat-invoice[/pdf] receives as invoiceData: only lines with a description. */
export function toInvoiceData(draft: InvoiceFormDraft, invoiceNumber?: string): ChatInvoiceData {
  return {
    invoiceNumber,
    customerName: draft.customerName,
    customerAddress: draft.customerAddress,
    notes: draft.notes,
    invoiceDate: draft.invoiceDate,
    items: described(draft.items).map((i) => {
      const quantity = parseChatQuantity(i.quantity);
      const rateCents = parseChatRate(i.rate);
      return {
        description: i.description.trim(),
        quantity,
        rate: centsToDecimalString(rateCents),
        amount: centsToDecimalString(lineAmount(quantity, rateCents)),
      };
    }),
  };
}

/** A chat-made quote or invoice as the dialog's starting values. */
export function draftFromChatDocument(doc: ChatDocument): InvoiceFormDraft {
  const data = chatDocumentToInvoiceData(doc);
  const items = data.items.map((i) => ({
    key: nextKey(),
    description: i.description ?? '',
    quantity: String(i.quantity ?? 1),
    rate: typeof i.rate === 'number' ? centsToDecimalString(Math.round(i.rate * 100)) : String(i.rate ?? ''),
  }));
  return {
    customerName: data.customerName,
    customerAddress: data.customerAddress,
    notes: data.notes,
    invoiceDate: data.invoiceDate,
    items: items.length ? items : [emptyLine()],
  };
}

export const RATE_REQUIRED_MESSAGE = 'Each item needs a rate above $0';

/**
 * The saved invoice (invoice.create) for a prepared chat invoice: a draft titled for the customer. A saved invoice's
 * lines need a rate above $0 (the documents rule); returns that message instead when a line has none.
 */
export function invoiceFieldsFor(
  inv: PreparedChatInvoice,
  opts: { companyId: string | null; newId: () => string },
): { ok: true; fields: InvoiceFields } | { ok: false; message: string } {
  if (inv.items.some((i) => i.rateCents <= 0)) return { ok: false, message: RATE_REQUIRED_MESSAGE };
  return {
    ok: true,
    fields: {
      title: `Invoice for ${inv.customerName}`,
      companyId: opts.companyId,
      clientId: null,
      invoiceNumber: inv.invoiceNumber,
      customerName: inv.customerName,
      customerEmail: inv.customerEmail,
      customerAddress: inv.customerAddress,
      customerAbn: null,
      invoiceDate: inv.invoiceDate,
      dueDate: inv.dueDate,
      items: inv.items.map((i) => ({ id: opts.newId(), description: i.description, quantity: i.quantity, rateCents: i.rateCents })),
      subtotalCents: inv.subtotalCents,
      gstCents: inv.gstCents,
      totalCents: inv.totalCents,
      notes: inv.notes,
    },
  };
}
