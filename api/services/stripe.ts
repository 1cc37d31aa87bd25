import Stripe from 'stripe';
import type { Env } from '../env';

/**
 * Stripe, through its official package (issue 23): the Checkout Session for "Pay by card" and the webhook's signature
 * check. Off unless both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. STRIPE_API_BASE sends the client's
 * requests to another host (the tests' stand-in that checks them against Stripe's OpenAPI description).
 *
 * No card surcharge: the session charges exactly what is owing; the business absorbs Stripe's fee.
 */
export type CardConfig = { secretKey: string; webhookSecret: string; apiBase?: string };

export function cardConfig(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>): CardConfig | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE };
}

const clients = new Map<string, Stripe>();
export function stripeClient(cfg: CardConfig): Stripe {
  const key = `${cfg.secretKey}|${cfg.apiBase ?? ''}`;
  let c = clients.get(key);
  if (!c) {
    const base = cfg.apiBase ? new URL(cfg.apiBase) : null;
    c = new Stripe(cfg.secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      ...(base
        ? {
            host: base.hostname,
            port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
    clients.set(key, c);
  }
  return c;
}

export interface CheckoutArgs {
  userId: string;
  invoiceId: string;
  invoiceNumber: string;
  businessName: string;
  amountCents: number;
  customerEmail: string | null;
  /** the customer's page: where Stripe sends them back */
  pageUrl: string;
}

/** A Checkout Session in AUD for the amount owing, the invoice number as the reference the business sees. */
export async function createCheckoutSession(cfg: CardConfig, a: CheckoutArgs): Promise<{ id: string; url: string }> {
  const metadata = { user_id: a.userId, invoice_id: a.invoiceId, invoice_number: a.invoiceNumber };
  const session = await stripeClient(cfg).checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'aud',
            unit_amount: a.amountCents,
            product_data: { name: `Invoice ${a.invoiceNumber} – ${a.businessName}`.slice(0, 250) },
          },
        },
      ],
      client_reference_id: a.invoiceNumber.slice(0, 200),
      metadata,
      payment_intent_data: { description: `Invoice ${a.invoiceNumber}`, metadata },
      ...(a.customerEmail ? { customer_email: a.customerEmail } : {}),
      success_url: `${a.pageUrl}?card=done`,
      cancel_url: a.pageUrl,
    },
    // The same invoice and amount within Stripe's idempotency window is the same session (a double tap).
    { idempotencyKey: `checkout-${a.invoiceId}-${a.amountCents}` },
  );
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
  return { id: session.id, url: session.url };
}

/** The event, when the signature is Stripe's (within its five-minute tolerance); throws otherwise. */
export function verifiedEvent(cfg: CardConfig, rawBody: string, signature: string): Stripe.Event {
  return stripeClient(cfg).webhooks.constructEvent(rawBody, signature, cfg.webhookSecret);
}
