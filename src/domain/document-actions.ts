/**
 * What the document actions (send, sign, convert, mark paid) do to a quote or invoice, the same on the device and
 * the server, so the screen shows at once what the server will store.
 *
 * Convert: an approved estimate (a quote) becomes a draft invoice.
 *
 * Quote lines allow 0.1-step quantities and a unit; invoice lines need a whole quantity of at least 1 and have no
 * unit. Rounding a fractional quantity up would charge the customer more than they approved, so a fractional line
 * becomes one line of quantity 1 whose rate is the quote line's amount, with the original quantity, unit and rate
 * kept in the description ("Tiling (12.5 m² @ $85.00)"). Whole quantities are copied as they are. Either way every
 * invoice line amount equals the quote line amount, so the subtotal is unchanged.
 */
import { addDaysIso } from './dates';
import type { Invoice, InvoiceItem, InvoiceStatus, Quote, QuoteItem, QuoteStatus } from './schemas/documents';
import { recomputeInvoiceTotals } from './schemas/documents';

export const CONVERTIBLE_QUOTE_STATUSES = ['approved', 'accepted'] as const;
/** Days from the invoice date to the due date on a converted invoice. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 14;

/**
 * The status machine of quotes (estimates) and invoices, in one place: the hub's buttons, the device's mutations and
 * the server's rules all ask these. A quote is drafted, sent (and maybe viewed), then answered: approved/accepted
 * (it can be claimed against or converted) or rejected. An invoice is drafted, sent, then paid in parts or in full.
 */
const QUOTE_UNANSWERED = ['sent', 'viewed'];
const INVOICE_AWAITING_PAYMENT = ['sent', 'viewed', 'part_paid', 'overdue'];
/** Draft, sent or viewed: may be sent (again). */
export const quoteCanBeSent = (status: string): boolean => status === 'draft' || QUOTE_UNANSWERED.includes(status);
/** Sent or viewed: waiting for the customer's answer, so it may be signed or approved. */
export const quoteAwaitsAnswer = (status: string): boolean => QUOTE_UNANSWERED.includes(status);
/** Approved by the tradie or accepted by the customer: may be claimed against or converted. */
export const quoteIsApproved = (status: string): boolean => (CONVERTIBLE_QUOTE_STATUSES as readonly string[]).includes(status);
/** Sent, viewed, part paid or overdue (a display status): payments may be recorded. */
export const invoiceAwaitsPayment = (status: string): boolean => INVOICE_AWAITING_PAYMENT.includes(status);

/** Sending never moves a document backwards: re-sending an approved quote or a paid invoice keeps its status. */
export function quoteStatusAfterSend(status: QuoteStatus): QuoteStatus {
  return status === 'draft' ? 'sent' : status;
}
export function invoiceStatusAfterSend(status: InvoiceStatus): InvoiceStatus {
  return status === 'draft' ? 'sent' : status;
}

/**
 * A customer's signature on an estimate is their approval of it, so signing a draft, sent or viewed quote approves
 * it (the estimate can then be converted); a rejected or already approved quote keeps its status.
 */
export function quoteStatusAfterSign(status: QuoteStatus): QuoteStatus {
  return quoteCanBeSent(status) ? 'approved' : status;
}

export function canConvertQuote(quote: Pick<Quote, 'status'>): boolean {
  return quoteIsApproved(quote.status);
}

export const CONVERT_NOT_APPROVED_MESSAGE = 'Only an approved or accepted estimate can be converted to an invoice.';

export function quoteItemToInvoiceItem(item: QuoteItem): InvoiceItem {
  // Invoices take decimal quantities and a unit (issue 18), so 2.5 hr stays 2.5 hr at $110 — the same line amount.
  return { id: item.id, description: item.description, quantity: item.quantity, unit: item.unit, rateCents: item.rateCents };
}

export interface ConvertArgs {
  invoiceId: string;
  invoiceNumber: string;
  invoiceDate: string;
}

/** The draft invoice an approved quote becomes. Totals follow the seller's GST registration. */
export function invoiceFromQuote(
  quote: Quote,
  args: ConvertArgs,
  seller: { gstRegistered: boolean; companyId?: string | null },
  nowIso: string,
): Omit<Invoice, 'baseVersion'> {
  return recomputeInvoiceTotals(
    {
      id: args.invoiceId,
      title: quote.title,
      companyId: seller.companyId ?? null,
      clientId: quote.clientId ?? null,
      invoiceNumber: args.invoiceNumber,
      customerName: quote.clientName,
      customerEmail: quote.clientEmail,
      customerAddress: quote.projectAddress,
      customerAbn: null,
      invoiceDate: args.invoiceDate,
      dueDate: addDaysIso(args.invoiceDate, DEFAULT_PAYMENT_TERMS_DAYS),
      items: quote.items.map(quoteItemToInvoiceItem),
      subtotalCents: 0,
      gstCents: 0,
      totalCents: 0,
      status: 'draft' as const,
      paidDate: null,
      paymentMethod: null,
      sourceQuoteId: quote.id,
      jobId: quote.jobId ?? null,
      notes: quote.notes,
      createdAt: nowIso,
      updatedAt: nowIso,
    },
    seller,
  );
}
