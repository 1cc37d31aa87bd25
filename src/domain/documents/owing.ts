/**
 * The one rule for money received and still owing on invoices (issue 18), used by every summary: the hub's revenue and
 * pending, a client's revenue and owing, a job's received and owing (and the paid-invoices helpers may reuse it).
 *
 * Received is what the payments on an invoice add up to (part payments count the day they are recorded). An invoice
 * marked paid before payments were itemised counts as received in full. Owing is the rest of the invoice's total,
 * never below zero; a draft counts as owing, as it did on the overview (it is money the tradie is waiting for).
 */
import type { Cents } from '../money';

export interface MoneyInvoice {
  totalCents: Cents;
  status: string;
  payments?: readonly { amountCents: Cents }[] | null;
}

export interface InvoiceMoney {
  receivedCents: Cents;
  owingCents: Cents;
}

export function invoiceMoney(inv: MoneyInvoice): InvoiceMoney {
  const paid = (inv.payments ?? []).reduce((s, p) => s + p.amountCents, 0);
  const receivedCents = inv.status === 'paid' ? Math.max(paid, inv.totalCents) : Math.min(paid, inv.totalCents);
  return { receivedCents, owingCents: Math.max(0, inv.totalCents - receivedCents) };
}

/** The sum over invoices: what came in and what is still to come. */
export function moneySummary(invoices: Iterable<MoneyInvoice>): InvoiceMoney {
  let receivedCents = 0;
  let owingCents = 0;
  for (const inv of invoices) {
    const m = invoiceMoney(inv);
    receivedCents += m.receivedCents;
    owingCents += m.owingCents;
  }
  return { receivedCents, owingCents };
}
