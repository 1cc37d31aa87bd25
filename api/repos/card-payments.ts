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

/** Refunds only ever grow: an older refund event arriving after a newer one changes nothing. */
export async function raiseRefunded(tx: LockedTx, paymentIntentId: string, refundedCents: number): Promise<boolean> {
  const rows = await tx`update card_payments set refunded_cents = ${refundedCents}, updated_at = now()
    where payment_intent_id = ${paymentIntentId} and refunded_cents < ${refundedCents} returning payment_intent_id`;
  return rows.length === 1;
}

/** Which account a PaymentIntent was recorded for (a refund event names only the charge and its PaymentIntent). */
export async function findCardPaymentAnyUser(db: Db, paymentIntentId: string): Promise<CardPaymentRow | undefined> {
  const [row] = await db<CardPaymentRow[]>`select * from card_payments where payment_intent_id = ${paymentIntentId}`;
  return row;
}
