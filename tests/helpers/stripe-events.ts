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
