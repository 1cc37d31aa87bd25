import type { Cents } from '../../domain/money';
import type { InvoiceRow } from '../invoices/queries';
import type { QuoteRow } from '../quotes/queries';

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
  paidDate: string | null;
  paymentMethod: string | null;
  signed: boolean;
  convertedInvoiceId: string | null;
}

export const ESTIMATE_FILTERS = ['all', 'draft', 'sent', 'viewed', 'approved'] as const;
export const INVOICE_FILTERS = ['all', 'draft', 'sent', 'viewed', 'paid', 'overdue'] as const;
export const PAYMENT_METHODS = ['Bank transfer', 'Cash', 'Card', 'Cheque', 'Other'] as const;
export const RECENT_ACTIVITY_COUNT = 5;

export function estimateDoc(q: QuoteRow): HubDoc {
  return {
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

const UNPAID_AFTER_SEND = ['sent', 'viewed'];

export function invoiceDoc(inv: InvoiceRow, today: string): HubDoc {
  const overdue = UNPAID_AFTER_SEND.includes(inv.status) && !!inv.dueDate && inv.dueDate < today;
  return {
    id: inv.id,
    type: 'invoice',
    jobNumber: inv.invoiceNumber,
    clientName: inv.customerName,
    clientEmail: inv.customerEmail,
    description: inv.title,
    amountCents: inv.totalCents,
    status: overdue ? 'overdue' : inv.status,
    createdAt: inv.createdAt,
    paidDate: inv.paidDate ?? null,
    paymentMethod: inv.paymentMethod ?? null,
    signed: false,
    convertedInvoiceId: null,
  };
}

/** Text search over client, email, number and description; the status filter treats accepted as approved. */
export function filterDocs(docs: readonly HubDoc[], search: string, status: string): HubDoc[] {
  const q = search.trim().toLocaleLowerCase('en-AU');
  return docs.filter((d) => {
    if (status !== 'all' && d.status !== status && !(status === 'approved' && d.status === 'accepted')) return false;
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
  for (const i of invoices) {
    if (i.status === 'paid') revenueCents += i.amountCents;
    else pendingCents += i.amountCents;
  }
  return { revenueCents, pendingCents, estimates: estimates.length, invoices: invoices.length };
}

/** Newest first across both kinds. */
export function recentActivity(estimates: readonly HubDoc[], invoices: readonly HubDoc[], count = RECENT_ACTIVITY_COUNT): HubDoc[] {
  return [...estimates, ...invoices].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)).slice(0, count);
}

export type DocAction = 'send' | 'signature' | 'approve' | 'convert' | 'openInvoice' | 'markPaid';

/**
 * Spec §4 actions, made to do real work: a draft estimate is sent, a sent one signed (which approves it) or approved,
 * an approved one converted; a draft invoice is sent, a sent (or overdue) one marked paid.
 */
export function actionsFor(d: HubDoc): DocAction[] {
  if (d.type === 'estimate') {
    const out: DocAction[] = [];
    if (d.status === 'draft') out.push('send');
    if ((d.status === 'sent' || d.status === 'viewed') && !d.signed) out.push('signature');
    if (d.status === 'sent' || d.status === 'viewed') out.push('approve');
    if ((d.status === 'approved' || d.status === 'accepted') && !d.convertedInvoiceId) out.push('convert');
    if (d.convertedInvoiceId) out.push('openInvoice');
    return out;
  }
  if (d.status === 'draft') return ['send'];
  if (d.status === 'sent' || d.status === 'viewed' || d.status === 'overdue') return ['markPaid'];
  return [];
}
