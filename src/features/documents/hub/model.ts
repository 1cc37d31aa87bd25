import { invoiceMoney, type InvoiceMoney } from '../../../domain/documents/owing';
import { invoiceAwaitsPayment, quoteAwaitsAnswer, quoteCanBeSent, quoteIsApproved } from '../../../domain/document-actions';
import { formatCents, type Cents } from '../../../domain/money';
import { displayStatus, owingCents, paidCents, quoteMoney } from '../../../domain/payments';
import type { CustomerEvent } from '../../../domain/schemas/documents';
import type { InvoiceRow } from '../records/invoice-queries';
import type { QuoteRow } from '../records/quote-queries';

/**
 * The estimates screen's view of a document (spec §3 "Estimate or invoice document"): estimates are quotes, so both
 * lists come from the quotes and invoices tables; nothing here is stored.
 */
export type DocType = 'estimate' | 'invoice';

export interface HubDoc {
  id: string;
  type: DocType;
  jobNumber: string;
  clientName: string;
  clientEmail: string;
  description: string;
  amountCents: Cents;
  /** what the screen shows: a sent invoice past its due date shows overdue */
  status: string;
  createdAt: string;
  /** the date a card shows: an invoice's invoice date ('YYYY-MM-DD'; issue 18), else the day it was made */
  issueDate?: string | null;
  paidDate: string | null;
  paymentMethod: string | null;
  signed: boolean;
  convertedInvoiceId: string | null;
  /** what the customer did on the link: "Accepted by Jo Customer at 3:42 pm on 23/11/2026" (issue 12) */
  customerLine?: string;
  customerEvents?: CustomerEvent[];
  /** estimates: invoiced and paid against the quote; invoices: paid and still owing */
  moneyLine?: string;
  /** estimates with deposit/progress/final invoices made from them */
  claimed?: boolean;
  /** invoices: received so far and still owing (src/domain/documents/owing.ts) */
  money?: InvoiceMoney;
}

export const ESTIMATE_FILTERS = ['all', 'draft', 'sent', 'viewed', 'approved'] as const;
export const INVOICE_FILTERS = ['all', 'draft', 'sent', 'viewed', 'part_paid', 'paid', 'overdue'] as const;
export const PAYMENT_METHODS = ['Bank transfer', 'Cash', 'Card', 'Cheque', 'Other'] as const;
export const RECENT_ACTIVITY_COUNT = 5;

const timeFormat = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', hour12: true });
const dateFormat = new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** "Accepted by Jo Customer at 3:42 pm on 23/11/2026" — the latest answer, else the latest view. */
export function customerLine(events: readonly CustomerEvent[] | null | undefined, declineReason?: string | null): string | undefined {
  if (!events?.length) return undefined;
  const answer = [...events].reverse().find((e) => e.kind !== 'viewed');
  const e = answer ?? events[events.length - 1];
  const at = `at ${timeFormat.format(new Date(e.at))} on ${dateFormat.format(new Date(e.at))}`;
  if (e.kind === 'accepted') return `Accepted by ${e.name ?? 'the customer'} ${at}`;
  if (e.kind === 'declined') return `Declined ${at}${declineReason || e.reason ? `: ${declineReason || e.reason}` : ''}`;
  return `Viewed by the customer ${at}`;
}

export function estimateDoc(q: QuoteRow, invoices: readonly InvoiceRow[] = []): HubDoc {
  const money = quoteMoney(q, invoices);
  return {
    customerLine: customerLine(q.customerEvents, q.declineReason),
    customerEvents: q.customerEvents ?? undefined,
    moneyLine: money.count
      ? `Invoiced ${formatCents(money.invoicedCents)} · paid ${formatCents(money.paidCents)} of ${formatCents(q.totalCents)}`
      : undefined,
    claimed: money.count > 0 && !q.convertedInvoiceId,
    id: q.id,
    type: 'estimate',
    // Estimates made before numbering have none; a short id still tells two apart on the phone.
    jobNumber: q.jobNumber?.trim() || `EST-${q.id.slice(0, 6).toUpperCase()}`,
    clientName: q.clientName,
    clientEmail: q.clientEmail,
    description: q.projectDescription?.trim() || q.title,
    amountCents: q.totalCents,
    status: q.status,
    createdAt: q.createdAt,
    paidDate: null,
    paymentMethod: null,
    signed: Boolean(q.signature),
    convertedInvoiceId: q.convertedInvoiceId ?? null,
  };
}

export function invoiceDoc(inv: InvoiceRow, today: string): HubDoc {
  // sent → part paid → paid from the payments; overdue past the due date while money is still owing.
  const status = displayStatus(inv, today);
  const paid = paidCents(inv);
  return {
    customerLine: customerLine(inv.customerEvents),
    customerEvents: inv.customerEvents ?? undefined,
    moneyLine: paid > 0 && status !== 'paid' ? `Paid ${formatCents(paid)} · ${formatCents(owingCents(inv))} owing` : undefined,
    id: inv.id,
    type: 'invoice',
    jobNumber: inv.invoiceNumber,
    clientName: inv.customerName,
    clientEmail: inv.customerEmail,
    description: inv.title,
    amountCents: inv.totalCents,
    status,
    createdAt: inv.createdAt,
    issueDate: inv.invoiceDate,
    paidDate: inv.paidDate ?? null,
    paymentMethod: inv.paymentMethod ?? null,
    signed: false,
    convertedInvoiceId: null,
    money: invoiceMoney(inv),
  };
}

/** Text search over client, email, number and description; the status filter treats accepted as approved. */
export function filterDocs(docs: readonly HubDoc[], search: string, status: string): HubDoc[] {
  const q = search.trim().toLocaleLowerCase('en-AU');
  return docs.filter((d) => {
    if (status !== 'all' && d.status !== status && !(status === 'approved' && quoteIsApproved(d.status))) return false;
    if (!q) return true;
    return [d.clientName, d.clientEmail, d.jobNumber, d.description].some((f) => f?.toLocaleLowerCase('en-AU').includes(q));
  });
}

export interface OverviewStats {
  revenueCents: Cents;
  pendingCents: Cents;
  estimates: number;
  invoices: number;
}

/** Spec §9: revenue is the sum of paid invoices, pending the sum of the others. */
export function overviewStats(estimates: readonly HubDoc[], invoices: readonly HubDoc[]): OverviewStats {
  let revenueCents = 0;
  let pendingCents = 0;
  // Part payments count: revenue is what came in, pending what is still owing (one rule, src/domain/documents/owing.ts).
  for (const i of invoices) {
    const m = i.money ?? invoiceMoney({ totalCents: i.amountCents, status: i.status });
    revenueCents += m.receivedCents;
    pendingCents += m.owingCents;
  }
  return { revenueCents, pendingCents, estimates: estimates.length, invoices: invoices.length };
}

/** Newest first across both kinds. */
export function recentActivity(estimates: readonly HubDoc[], invoices: readonly HubDoc[], count = RECENT_ACTIVITY_COUNT): HubDoc[] {
  return [...estimates, ...invoices].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)).slice(0, count);
}

export type DocAction =
  'send' | 'signature' | 'approve' | 'claim' | 'convert' | 'openInvoice' | 'revise' | 'payment' | 'markPaid' | 'remind';

/**
 * Spec §4 actions, made to do real work: a draft estimate is sent, a sent one signed (which approves it) or approved,
 * an approved one converted; a draft invoice is sent, a sent (or overdue) one marked paid.
 */
export function actionsFor(d: HubDoc): DocAction[] {
  if (d.type === 'estimate') {
    const out: DocAction[] = [];
    if (quoteCanBeSent(d.status)) out.push('send');
    if (quoteAwaitsAnswer(d.status) && !d.signed) out.push('signature');
    if (quoteAwaitsAnswer(d.status)) out.push('approve');
    // issue 12: deposit, progress claims and the final invoice; Convert stays for a one-invoice job
    if (quoteIsApproved(d.status) && !d.convertedInvoiceId) out.push('claim');
    if (quoteIsApproved(d.status) && !d.convertedInvoiceId && !d.claimed) out.push('convert');
    if (d.convertedInvoiceId) out.push('openInvoice');
    // issue 18: a signed quote is not edited; its change is a new revision sent again
    if (d.signed || d.status === 'accepted') out.push('revise');
    return out;
  }
  if (d.status === 'draft') return ['send'];
  // issue 23: a reminder with the pay link, for a sent invoice still owing
  if (invoiceAwaitsPayment(d.status)) return ['send', 'remind', 'payment', 'markPaid'];
  return [];
}
