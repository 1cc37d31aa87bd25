import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';

/** Stripe webhook events for the tests (issue 23), signed by the stripe package's own test helper. */
const WEBHOOK_SECRET = 'whsec_test_secret_for_issue_23';
const stripe = new Stripe('sk_test_issue23');
export const STRIPE_ENV = (standIn: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_issue23',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: standIn,
});

/** A signed webhook delivery, signed by the stripe package's own test helper. */
export function signed(event: object, opts: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET, timestamp: opts.timestamp });
  return { payload, header };
}

export function sessionCompleted(o: { eventId?: string; userId: string; invoiceId: string; pi: string; amount: number; created?: number }) {
  return {
    id: o.eventId ?? `evt_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: o.created ?? Math.floor(Date.now() / 1000),
    api_version: '2025-01-01',
    data: {
      object: {
        id: `cs_test_${randomUUID()}`,
        object: 'checkout.session',
        mode: 'payment',
        currency: 'aud',
        amount_total: o.amount,
        payment_status: 'paid',
        payment_intent: o.pi,
        metadata: { user_id: o.userId, invoice_id: o.invoiceId, invoice_number: 'x' },
      },
    },
  };
}

/** charge.refunded: the charge's refunded total so far. */
export function chargeRefunded(pi: string, amountRefunded: number, eventId = `evt_${randomUUID()}`) {
  return {
    id: eventId,
    object: 'event',
    type: 'charge.refunded',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `ch_${randomUUID()}`, object: 'charge', payment_intent: pi, amount_refunded: amountRefunded } },
  };
}

/** refund.created / refund.updated / refund.failed: one refund and its status. */
export function refundEvent(
  type: 'refund.created' | 'refund.updated' | 'refund.failed',
  o: { pi: string; refundId: string; amount: number; status: string },
  eventId = `evt_${randomUUID()}`,
) {
  return {
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: o.refundId,
        object: 'refund',
        amount: o.amount,
        currency: 'aud',
        payment_intent: o.pi,
        charge: 'ch_x',
        status: o.status,
      },
    },
  };
}
