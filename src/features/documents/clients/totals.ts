import type { Cents } from '../../../domain/money';
import { invoiceMoney } from '../../../domain/documents/owing';

export interface ClientTotals {
  /** this client's estimates (quotes) and invoices, each counted once (issue 21: "jobs" counted these, not jobs) */
  estimates: number;
  invoices: number;
  /** money received on their invoices, part payments included (src/domain/documents/owing.ts) */
  revenueCents: Cents;
  /** the rest of their invoices, still owing */
  owingCents: Cents;
}

interface QuoteLike {
  id: string;
  clientId?: string | null;
  clientName: string;
}
interface InvoiceLike {
  clientId?: string | null;
  customerName: string;
  status: string;
  totalCents: Cents;
  sourceQuoteId?: string | null;
  payments?: readonly { amountCents: Cents }[] | null;
}

const key = (name: string) => name.trim().toLocaleLowerCase('en-AU');

/**
 * Totals per client, worked out on the device from the documents. A document belongs to a client by its clientId,
 * or — when it was typed rather than picked — by the same name (ignoring case and spaces at the ends).
 */
export function clientTotals(
  clients: readonly { id: string; name: string }[],
  quotes: readonly QuoteLike[],
  invoices: readonly InvoiceLike[],
): Map<string, ClientTotals> {
  const byName = new Map<string, string>();
  for (const c of clients) if (!byName.has(key(c.name))) byName.set(key(c.name), c.id);
  const ids = new Set(clients.map((c) => c.id));
  const owner = (clientId: string | null | undefined, name: string) => (clientId && ids.has(clientId) ? clientId : byName.get(key(name)));

  const out = new Map<string, ClientTotals>(clients.map((c) => [c.id, { estimates: 0, invoices: 0, revenueCents: 0, owingCents: 0 }]));
  for (const q of quotes) {
    const id = owner(q.clientId, q.clientName);
    if (id) out.get(id)!.estimates += 1;
  }
  for (const inv of invoices) {
    const id = owner(inv.clientId, inv.customerName);
    if (!id) continue;
    const t = out.get(id)!;
    t.invoices += 1;
    const m = invoiceMoney(inv);
    t.revenueCents += m.receivedCents;
    t.owingCents += m.owingCents;
  }
  return out;
}

/** A customer named on documents who has no client record (yet): what the Clients tab shows for them. */
export interface DocumentCustomer extends ClientTotals {
  key: string;
  name: string;
  email: string;
  phone: string;
  address: string;
}

interface QuoteContact extends QuoteLike {
  clientEmail?: string;
  clientPhone?: string;
  projectAddress?: string;
}
interface InvoiceContact extends InvoiceLike {
  customerEmail?: string;
  customerAddress?: string;
}

/**
 * Customers on quotes and invoices that belong to no saved client (by id or by name). Walk-through, issue 12: the
 * Clients tab said "No clients yet" to a tradie with three customers on their documents, because only the records
 * made with Add Client counted. Contact details are the first non-empty ones found, newest documents first as given.
 */
export function documentCustomers(
  clients: readonly { id: string; name: string }[],
  quotes: readonly QuoteContact[],
  invoices: readonly InvoiceContact[],
): DocumentCustomer[] {
  const savedIds = new Set(clients.map((c) => c.id));
  const savedNames = new Set(clients.map((c) => key(c.name)));
  const byKey = new Map<string, DocumentCustomer>();
  const entry = (name: string): DocumentCustomer | undefined => {
    const k = key(name);
    if (!k || savedNames.has(k)) return undefined;
    let c = byKey.get(k);
    if (!c) {
      c = { key: k, name: name.trim(), email: '', phone: '', address: '', estimates: 0, invoices: 0, revenueCents: 0, owingCents: 0 };
      byKey.set(k, c);
    }
    return c;
  };
  for (const q of quotes) {
    if (q.clientId && savedIds.has(q.clientId)) continue;
    const c = entry(q.clientName);
    if (!c) continue;
    c.estimates += 1;
    c.email ||= q.clientEmail?.trim() ?? '';
    c.phone ||= q.clientPhone?.trim() ?? '';
    c.address ||= q.projectAddress?.trim() ?? '';
  }
  for (const inv of invoices) {
    if (inv.clientId && savedIds.has(inv.clientId)) continue;
    const c = entry(inv.customerName);
    if (!c) continue;
    c.invoices += 1;
    const m = invoiceMoney(inv);
    c.revenueCents += m.receivedCents;
    c.owingCents += m.owingCents;
    c.email ||= inv.customerEmail?.trim() ?? '';
    c.address ||= inv.customerAddress?.trim() ?? '';
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }));
}

/**
 * What the Clients tab says a client has: "2 estimates · 1 invoice" (issue 21: it said "3 jobs", counting documents,
 * on a screen beside real jobs). The hub's word for a quote is the spec's "estimate".
 */
export function documentCountWords(t: Pick<ClientTotals, 'estimates' | 'invoices'>): string {
  const n = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
  return `${n(t.estimates, 'estimate')} · ${n(t.invoices, 'invoice')}`;
}
