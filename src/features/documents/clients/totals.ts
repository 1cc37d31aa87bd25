import type { Cents } from '../../../domain/money';
import { invoiceMoney } from '../../../domain/documents/owing';

export interface ClientTotals {
  /** estimates and invoices for this client, an invoice converted from one of its estimates counted once */
  jobs: number;
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

  const out = new Map<string, ClientTotals>(clients.map((c) => [c.id, { jobs: 0, revenueCents: 0, owingCents: 0 }]));
  const quoteOwner = new Map<string, string>();
  for (const q of quotes) {
    const id = owner(q.clientId, q.clientName);
    if (!id) continue;
    quoteOwner.set(q.id, id);
    out.get(id)!.jobs += 1;
  }
  for (const inv of invoices) {
    const id = owner(inv.clientId, inv.customerName);
    if (!id) continue;
    const t = out.get(id)!;
    if (!(inv.sourceQuoteId && quoteOwner.get(inv.sourceQuoteId) === id)) t.jobs += 1;
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
  const quoteOwner = new Map<string, string>();
  const entry = (name: string): DocumentCustomer | undefined => {
    const k = key(name);
    if (!k || savedNames.has(k)) return undefined;
    let c = byKey.get(k);
    if (!c) {
      c = { key: k, name: name.trim(), email: '', phone: '', address: '', jobs: 0, revenueCents: 0, owingCents: 0 };
      byKey.set(k, c);
    }
    return c;
  };
  for (const q of quotes) {
    if (q.clientId && savedIds.has(q.clientId)) continue;
    const c = entry(q.clientName);
    if (!c) continue;
    quoteOwner.set(q.id, c.key);
    c.jobs += 1;
    c.email ||= q.clientEmail?.trim() ?? '';
    c.phone ||= q.clientPhone?.trim() ?? '';
    c.address ||= q.projectAddress?.trim() ?? '';
  }
  for (const inv of invoices) {
    if (inv.clientId && savedIds.has(inv.clientId)) continue;
    const c = entry(inv.customerName);
    if (!c) continue;
    if (!(inv.sourceQuoteId && quoteOwner.get(inv.sourceQuoteId) === c.key)) c.jobs += 1;
    const m = invoiceMoney(inv);
    c.revenueCents += m.receivedCents;
    c.owingCents += m.owingCents;
    c.email ||= inv.customerEmail?.trim() ?? '';
    c.address ||= inv.customerAddress?.trim() ?? '';
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }));
}
