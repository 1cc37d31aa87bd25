/**
 * A client's totals (spec §3 Client: totalJobs, totalRevenue), computed from their documents, the same on the device
 * and the server.
 *
 * A document belongs to a client when it was made by picking that client (clientId), or, when it names no client id,
 * when its client/customer name matches (trimmed, any case): documents typed before the client was saved still count.
 * A job is a quote, or an invoice not converted from a quote (a converted invoice is the same job as its estimate).
 * Revenue is the money received on the client's invoices, part payments included (src/domain/documents/owing.ts).
 */
import type { Cents } from './money';
import { invoiceMoney } from './documents/owing';

export interface ClientTotals {
  totalJobs: number;
  totalRevenueCents: Cents;
}

interface ClientRef {
  id: string;
  name: string;
}
interface QuoteRef {
  clientId?: string | null;
  clientName: string;
}
interface InvoiceRef {
  clientId?: string | null;
  customerName: string;
  status: string;
  totalCents: Cents;
  sourceQuoteId?: string | null;
  payments?: readonly { amountCents: Cents }[] | null;
}

const key = (name: string) => name.trim().toLowerCase();

export function clientTotals(
  clients: readonly ClientRef[],
  quotes: readonly QuoteRef[],
  invoices: readonly InvoiceRef[],
): Map<string, ClientTotals> {
  const out = new Map<string, ClientTotals>(clients.map((c) => [c.id, { totalJobs: 0, totalRevenueCents: 0 }]));
  const byName = new Map<string, string[]>();
  for (const c of clients) {
    const k = key(c.name);
    if (k) byName.set(k, [...(byName.get(k) ?? []), c.id]);
  }
  const owners = (clientId: string | null | undefined, name: string): string[] =>
    clientId ? (out.has(clientId) ? [clientId] : []) : (byName.get(key(name)) ?? []);

  for (const q of quotes) for (const id of owners(q.clientId, q.clientName)) out.get(id)!.totalJobs += 1;
  for (const inv of invoices) {
    for (const id of owners(inv.clientId, inv.customerName)) {
      const t = out.get(id)!;
      if (!inv.sourceQuoteId) t.totalJobs += 1;
      t.totalRevenueCents += invoiceMoney(inv).receivedCents;
    }
  }
  return out;
}
