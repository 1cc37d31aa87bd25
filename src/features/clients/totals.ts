import type { Cents } from '../../domain/money';

export interface ClientTotals {
  /** estimates and invoices for this client, an invoice converted from one of its estimates counted once */
  jobs: number;
  /** paid invoices (spec §9: revenue is the sum of paid invoices) */
  revenueCents: Cents;
  /** invoices not yet paid */
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
    if (inv.status === 'paid') t.revenueCents += inv.totalCents;
    else t.owingCents += inv.totalCents;
  }
  return out;
}
