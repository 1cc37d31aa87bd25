/**
 * The money after a quote is accepted (issue 12): deposit, progress and final invoices claimed against the quote, part
 * payments and the invoice status they lead to. Pure, the same on the device and the server, so the screen shows at
 * once what the server will store.
 *
 * Amounts asked for (a deposit of $1,500, 25% of the quote) are what the customer pays, GST included when the seller
 * is registered, because that is what the deposit cap and the quote total are measured in. The claim invoice's one
 * line is that amount as a GST-inclusive line, so the invoice totals exactly the amount asked (src/domain/gst.ts).
 * The final invoice lists the quote's lines and deducts each earlier claim: deposit + claims + final = the quote total.
 */
import { addDaysIso, type IsoDate } from './dates';
import { quoteItemToInvoiceItem } from './document-actions';
import { computeTotals } from './gst';
import { formatCents, type Cents } from './money';
import {
  recomputeInvoiceTotals,
  type Claim,
  type Invoice,
  type InvoiceItem,
  type InvoiceStatus,
  type Payment,
  type Quote,
} from './schemas/documents';
import { residentialPrompts, type AuState } from './thresholds';

export class MoneyRuleError extends Error {
  constructor(
    message: string,
    readonly field: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

// ---------- payments and status ----------

type Payable = Pick<Invoice, 'totalCents' | 'status'> & { payments?: readonly Payment[] | null };

export function paidCents(invoice: { payments?: readonly Payment[] | null }): Cents {
  return (invoice.payments ?? []).reduce((s, p) => s + p.amountCents, 0);
}

export function owingCents(invoice: Payable): Cents {
  return Math.max(0, invoice.totalCents - paidCents(invoice));
}

/** The stored status after the payments: paid in full → paid; some paid → part_paid; none → as it was (sent, …). */
export function statusAfterPayments(invoice: Payable): InvoiceStatus {
  const paid = paidCents(invoice);
  if (paid > 0 && paid >= invoice.totalCents) return 'paid';
  if (paid > 0) return 'part_paid';
  return invoice.status === 'paid' || invoice.status === 'part_paid' ? 'sent' : invoice.status;
}

/** What the screens show: a final invoice not paid in full is overdue the day after its due date. */
export function displayStatus(invoice: Payable & { dueDate?: string | null }, today: IsoDate): InvoiceStatus {
  const s = statusAfterPayments(invoice);
  if (s === 'paid' || s === 'draft') return s;
  return invoice.dueDate && invoice.dueDate < today ? 'overdue' : s;
}

/**
 * Adds a payment. The same payment id again is a replay and changes nothing; a payment above what is still owing is
 * refused with the amounts (a refund or an overpayment is not a payment of this invoice).
 */
export function addPayment<I extends Payable>(
  invoice: I,
  payment: Payment,
): Pick<Invoice, 'status' | 'paidDate' | 'paymentMethod'> & { payments: Payment[]; paidCents: Cents } {
  const payments = [...(invoice.payments ?? [])];
  if (!payments.some((p) => p.id === payment.id)) {
    const owing = owingCents(invoice);
    if (payment.amountCents > owing) {
      throw new MoneyRuleError(
        owing === 0
          ? 'This invoice is already paid in full.'
          : `A payment of ${formatCents(payment.amountCents)} is more than the ${formatCents(owing)} still owing.`,
        'amountCents',
        { owingCents: owing },
      );
    }
    payments.push({ ...payment, method: payment.method.trim() });
  }
  payments.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return withPayments(invoice, payments);
}

/** The invoice's payment fields once its payments are these: the status, and the paid date and method when paid. */
function withPayments<I extends Payable>(
  invoice: I,
  payments: Payment[],
): Pick<Invoice, 'status' | 'paidDate' | 'paymentMethod'> & { payments: Payment[]; paidCents: Cents } {
  const next = { ...invoice, payments };
  const status = statusAfterPayments(next);
  const last = payments[payments.length - 1];
  return {
    payments,
    paidCents: paidCents(next),
    status,
    paidDate: status === 'paid' ? (last?.date ?? null) : null,
    paymentMethod: status === 'paid' ? (last?.method ?? null) : null,
  };
}

/**
 * A payment made smaller by a refund (issue 23: a card payment refunded through Stripe): the payment now counts
 * `amountCents` (removed at 0), and the status follows back down — paid → part paid → sent. An unknown payment id,
 * or an amount not below what the payment counts now, changes nothing (null): refunds only ever take money off.
 */
export function reducePayment<I extends Payable>(
  invoice: I,
  paymentId: string,
  amountCents: Cents,
): (Pick<Invoice, 'status' | 'paidDate' | 'paymentMethod'> & { payments: Payment[]; paidCents: Cents }) | null {
  const payments = [...(invoice.payments ?? [])];
  const i = payments.findIndex((p) => p.id === paymentId);
  if (i < 0 || amountCents >= payments[i].amountCents) return null;
  if (amountCents > 0) payments[i] = { ...payments[i], amountCents };
  else payments.splice(i, 1);
  return withPayments(invoice, payments);
}

/** The default due date: the invoice date plus the payment terms. */
export function dueDateFor(invoiceDate: IsoDate, termsDays: number): IsoDate {
  return addDaysIso(invoiceDate, termsDays);
}

// ---------- claims against an accepted quote ----------

export const CLAIMABLE_QUOTE_STATUSES = ['accepted', 'approved'] as const;

export interface ClaimRequest {
  kind: Claim['kind'];
  /** an amount, GST included when the seller is registered */
  amountCents?: Cents | null;
  /** or a percentage of the quote total, in hundredths of a percent (2500 = 25%) */
  percentBasisPoints?: number | null;
  /** or (progress claims) the quote lines claimed */
  lineIds?: string[] | null;
}

export interface ClaimArgs {
  invoiceId: string;
  invoiceNumber: string;
  invoiceDate: IsoDate;
  paymentTermsDays: number;
}

type ClaimQuote = Pick<
  Quote,
  'id' | 'title' | 'clientId' | 'clientName' | 'clientEmail' | 'projectAddress' | 'items' | 'totalCents' | 'status' | 'jobNumber'
> & { warrantyInsurance?: Quote['warrantyInsurance']; jobId?: Quote['jobId'] };

/** The invoices already made against the quote (live ones; a deleted invoice claims nothing). */
type PriorInvoice = Pick<Invoice, 'totalCents' | 'invoiceNumber'> & { claim?: Claim | null };

const quoteName = (q: ClaimQuote) => (q.jobNumber?.trim() ? `quote ${q.jobNumber.trim()}` : `quote "${q.title}"`);
const percentText = (bp: number) => `${bp / 100}%`;

/** The GST-inclusive amount a request asks for, and the words that describe it. */
function requestedAmount(quote: ClaimQuote, req: ClaimRequest): { cents: Cents; words: string } {
  const label = req.kind === 'deposit' ? 'Deposit' : 'Progress claim';
  if (req.percentBasisPoints) {
    const cents = Math.round((quote.totalCents * req.percentBasisPoints) / 10_000);
    return { cents, words: `${label}: ${percentText(req.percentBasisPoints)} of ${quoteName(quote)}` };
  }
  if (req.amountCents) return { cents: req.amountCents, words: `${label} on ${quoteName(quote)}` };
  throw new MoneyRuleError(`Enter the ${label.toLowerCase()} as an amount or a percentage of the quote.`, 'amountCents');
}

const CLAIM_WORDS: Record<Claim['kind'], string> = { deposit: 'deposit', progress: 'progress claim', final: 'claim' };

/**
 * The final invoice's lines: the quote's lines, then each earlier claim deducted at its total (GST-inclusive, so the
 * GST it charged comes back off exactly), so the invoice's total is the balance of the quote to the cent. Should the
 * quote's lines not come back to the quote's total (its GST treatment differs from the seller's now), the balance is
 * one GST-inclusive line instead, still exact.
 */
export function finalInvoiceItems(quote: ClaimQuote, prior: readonly PriorInvoice[], gstRegistered: boolean): InvoiceItem[] {
  const claimed = prior.reduce((s, i) => s + i.totalCents, 0);
  const balance = quote.totalCents - claimed;
  const deductions: InvoiceItem[] = prior
    .filter((i) => i.totalCents > 0)
    .map((i) => ({
      id: crypto.randomUUID(),
      description: `Less ${CLAIM_WORDS[i.claim?.kind ?? 'progress']} ${i.invoiceNumber}`,
      quantity: 1,
      rateCents: -i.totalCents,
      gstInclusive: true,
    }));
  const items = [...quote.items.map((i) => ({ ...quoteItemToInvoiceItem(i), id: crypto.randomUUID() })), ...deductions];
  if (computeTotals(items, gstRegistered).totalCents === balance) return items;
  return [
    {
      id: crypto.randomUUID(),
      description: `Final claim: balance of ${quoteName(quote)}`,
      quantity: 1,
      rateCents: balance,
      gstInclusive: true,
    },
  ];
}

/**
 * The tax invoice a claim against an accepted quote becomes. Refused with the reason when the quote is not accepted,
 * when the claim would take the invoiced total past the quote, when a deposit is over the state's cap, or when the
 * state requires home-warranty insurance and none is recorded on the quote.
 */
export function claimInvoice(
  quote: ClaimQuote,
  prior: readonly PriorInvoice[],
  req: ClaimRequest,
  args: ClaimArgs,
  seller: { gstRegistered: boolean; companyId?: string | null; state: AuState | null },
  nowIso: string,
): Omit<Invoice, 'baseVersion'> {
  if (!(CLAIMABLE_QUOTE_STATUSES as readonly string[]).includes(quote.status)) {
    throw new MoneyRuleError('Only an accepted quote can be invoiced by deposit, progress claim or final invoice.', 'status');
  }
  const claimed = prior.reduce((s, i) => s + i.totalCents, 0);
  if (req.kind === 'final' && claimed >= quote.totalCents) {
    throw new MoneyRuleError(
      `Nothing is left to invoice: ${formatCents(claimed)} of the ${formatCents(quote.totalCents)} quote is invoiced.`,
      'kind',
    );
  }
  if (req.kind === 'deposit' && prior.some((i) => i.claim?.kind === 'deposit')) {
    throw new MoneyRuleError('This quote already has a deposit invoice.', 'kind');
  }
  if (seller.state) {
    const warranty = residentialPrompts({ state: seller.state, totalCents: quote.totalCents }).prompts.find(
      (p) => p.kind === 'home-warranty',
    );
    if (warranty && !quote.warrantyInsurance) {
      throw new MoneyRuleError(`${warranty.message} Record the insurance on the quote before invoicing it.`, 'warrantyInsurance', {
        sourceUrl: warranty.sourceUrl,
      });
    }
  }

  let items: InvoiceItem[];
  let words: string;
  if (req.kind === 'progress' && req.lineIds?.length) {
    const chosen = quote.items.filter((i) => req.lineIds!.includes(i.id));
    if (chosen.length !== req.lineIds.length) throw new MoneyRuleError('A chosen line is not on this quote.', 'lineIds');
    items = chosen.map((i) => ({ ...quoteItemToInvoiceItem(i), id: crypto.randomUUID() }));
    words = `Progress claim on ${quoteName(quote)}`;
  } else if (req.kind === 'final') {
    items = finalInvoiceItems(quote, prior, seller.gstRegistered);
    words = `Final claim: balance of ${quoteName(quote)}`;
  } else {
    const asked = requestedAmount(quote, req);
    if (asked.cents <= 0) throw new MoneyRuleError('The claim must be more than $0.', 'amountCents');
    if (req.kind === 'deposit' && seller.state) {
      const { depositProblem } = residentialPrompts({ state: seller.state, totalCents: quote.totalCents, depositCents: asked.cents });
      if (depositProblem) {
        throw new MoneyRuleError(depositProblem.message, 'amountCents', {
          maxDepositCents: depositProblem.maxDepositCents,
          sourceUrl: depositProblem.sourceUrl,
        });
      }
    }
    // The amount asked for is what the customer pays: a GST-inclusive line, so the invoice totals exactly that amount.
    items = [{ id: crypto.randomUUID(), description: asked.words, quantity: 1, rateCents: asked.cents, gstInclusive: true }];
    words = asked.words;
  }
  const invoice = recomputeInvoiceTotals(
    {
      id: args.invoiceId,
      title: `${words.split(':')[0]} – ${quote.title}`.slice(0, 200),
      companyId: seller.companyId ?? null,
      clientId: quote.clientId ?? null,
      invoiceNumber: args.invoiceNumber,
      customerName: quote.clientName,
      customerEmail: quote.clientEmail,
      customerAddress: quote.projectAddress,
      customerAbn: null,
      invoiceDate: args.invoiceDate,
      dueDate: dueDateFor(args.invoiceDate, args.paymentTermsDays),
      paymentTermsDays: args.paymentTermsDays,
      items,
      subtotalCents: 0,
      gstCents: 0,
      totalCents: 0,
      status: 'draft' as const,
      paidDate: null,
      paymentMethod: null,
      sourceQuoteId: quote.id,
      jobId: quote.jobId ?? null,
      claim: { kind: req.kind, percentBasisPoints: req.percentBasisPoints ?? null, lineIds: req.lineIds ?? null },
      payments: [],
      paidCents: 0,
      notes: '',
      createdAt: nowIso,
      updatedAt: nowIso,
    },
    seller,
  );
  if (claimed + invoice.totalCents > quote.totalCents) {
    throw new MoneyRuleError(
      `This claim of ${formatCents(invoice.totalCents)} would take the invoiced total to ${formatCents(claimed + invoice.totalCents)}, more than the quote's ${formatCents(quote.totalCents)}.`,
      'amountCents',
    );
  }
  return invoice;
}

/** What the quote shows: invoiced so far, paid so far, and what is left to invoice. */
export function quoteMoney(
  quote: Pick<Quote, 'id' | 'totalCents'>,
  invoices: readonly (Pick<Invoice, 'sourceQuoteId' | 'totalCents'> & { payments?: readonly Payment[] | null })[],
): { invoicedCents: Cents; paidCents: Cents; leftCents: Cents; count: number } {
  const mine = invoices.filter((i) => i.sourceQuoteId === quote.id);
  const invoiced = mine.reduce((s, i) => s + i.totalCents, 0);
  return {
    invoicedCents: invoiced,
    paidCents: mine.reduce((s, i) => s + paidCents(i), 0),
    leftCents: Math.max(0, quote.totalCents - invoiced),
    count: mine.length,
  };
}
