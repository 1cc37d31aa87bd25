import type { Db } from '../db';
import type { LockedTx } from '../sync/tx';

/**
 * The card payments' bookkeeping (issue 23): which Stripe events were handled and which PaymentIntents were recorded.
 * Both are claimed by primary key inside the same transaction as the invoice write, so two nodes receiving the same
 * event (Stripe retries, or delivers twice) record the payment once: the second insert waits for the first's commit
 * and then finds the row.
 */
export async function claimEvent(tx: LockedTx, eventId: string, type: string): Promise<boolean> {
  const rows = await tx`insert into stripe_events (event_id, type, outcome) values (${eventId}, ${type}, 'handling')
    on conflict (event_id) do nothing returning event_id`;
  return rows.length === 1;
}

export async function setEventOutcome(tx: LockedTx, eventId: string, outcome: string): Promise<void> {
  await tx`update stripe_events set outcome = ${outcome.slice(0, 200)} where event_id = ${eventId}`;
}

export interface CardPaymentRow {
  payment_intent_id: string;
  user_id: string;
  invoice_id: string;
  payment_id: string;
  amount_cents: string;
  refunded_cents: string;
}

export async function claimCardPayment(
  tx: LockedTx,
  p: { paymentIntentId: string; userId: string; invoiceId: string; paymentId: string; amountCents: number; eventId: string },
): Promise<boolean> {
  const rows = await tx`insert into card_payments (payment_intent_id, user_id, invoice_id, payment_id, amount_cents, event_id)
    values (${p.paymentIntentId}, ${p.userId}, ${p.invoiceId}, ${p.paymentId}, ${p.amountCents}, ${p.eventId})
    on conflict do nothing returning payment_intent_id`;
  return rows.length === 1;
}

/**
 * Refunds only ever grow: an older refund event arriving after a newer one changes nothing (undefined). Returns the
 * payment with its new refunded total when it grew.
 */
export async function raiseRefunded(tx: LockedTx, paymentIntentId: string, refundedCents: number): Promise<CardPaymentRow | undefined> {
  const [row] = await tx<
    CardPaymentRow[]
  >`update card_payments set refunded_cents = least(${refundedCents}, amount_cents), updated_at = now()
    where payment_intent_id = ${paymentIntentId} and refunded_cents < least(${refundedCents}, amount_cents) returning *`;
  return row;
}

export const REFUND_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'] as const;

/**
 * Keeps a refund's latest status (a refund.* event). A succeeded refund stays succeeded: an older event (pending) that
 * arrives after it changes nothing. Returns the PaymentIntent's total of succeeded refunds.
 */
export async function keepRefund(
  tx: LockedTx,
  r: { refundId: string; paymentIntentId: string; amountCents: number; status: (typeof REFUND_STATUSES)[number] },
): Promise<number> {
  await tx`insert into card_refunds (refund_id, payment_intent_id, amount_cents, status)
    values (${r.refundId}, ${r.paymentIntentId}, ${r.amountCents}, ${r.status})
    on conflict (refund_id) do update set status = excluded.status, amount_cents = excluded.amount_cents, updated_at = now()
    where card_refunds.status <> 'succeeded'`;
  const [{ total }] = await tx<{ total: number }[]>`select coalesce(sum(amount_cents), 0)::int as total from card_refunds
    where payment_intent_id = ${r.paymentIntentId} and status = 'succeeded'`;
  return total;
}

/** Which account a PaymentIntent was recorded for (a refund event names only the charge and its PaymentIntent). */
export async function findCardPaymentAnyUser(db: Db, paymentIntentId: string): Promise<CardPaymentRow | undefined> {
  const [row] = await db<CardPaymentRow[]>`select * from card_payments where payment_intent_id = ${paymentIntentId}`;
  return row;
}
