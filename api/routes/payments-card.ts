import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppEnv, Ctx } from '../context';
import { AppError } from '../errors';
import { findLink } from '../repos/document-links';
import { recordPayment } from '../repos/document-money';
import { getInvoice, toInvoice } from '../repos/invoices';
import { getSeller } from '../repos/seller';
import { claimCardPayment, claimEvent, findCardPaymentAnyUser, raiseRefunded, setEventOutcome } from '../repos/card-payments';
import { cardConfig, createCheckoutSession, verifiedEvent } from '../services/stripe';
import { withUserTx } from '../sync/tx';
import { todayIso } from '../../src/domain/dates';
import { stateTimeZone } from '../../src/domain/documents/from-entities';
import type { PricedDocModel } from '../../src/domain/documents';
import { isUuid } from '../../src/domain/ids';
import { owingCents } from '../../src/domain/payments';
import { payBlockHtml } from './pay-block';
import { messagePage } from './public-page';

/**
 * Card payments (issue 23). `POST /api/p/:token/card` — the customer's "Pay by card": a Stripe Checkout Session in AUD
 * for what is owing, then a redirect to Stripe. `POST /api/stripe/webhook` — Stripe's signed events:
 * checkout.session.completed (and async_payment_succeeded) record the payment on the invoice exactly once — by event
 * id and by PaymentIntent, in the same transaction as the invoice write, so any number of nodes and deliveries record it
 * once — and the tradie's devices are woken as for any invoice change. charge.refunded keeps the refunded total
 * (never lowering it, so an out-of-order older refund changes nothing). A forged or stale signature is refused (400).
 */
export const CARD_METHOD = 'Card (Stripe)';

/** The invoice payment's id for a PaymentIntent: a UUID (version 8) from SHA-256, the same on every node. */
export function cardPaymentId(paymentIntentId: string): string {
  const b = createHash('sha256').update(`stripe|${paymentIntentId}`).digest().subarray(0, 16);
  b[6] = (b[6] & 0x0f) | 0x80;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function invoicePayBlock(c: Ctx, model: Extract<PricedDocModel, { kind: 'invoice' }>, owing: number): string {
  return payBlockHtml({
    model,
    owingCents: owing,
    base: `/api/p/${c.req.param('token') ?? ''}`,
    cardEnabled: cardConfig(c.get('deps').env) !== null,
    cardReturned: c.req.query('card') === 'done',
  });
}

async function startCheckout(c: Ctx): Promise<Response> {
  c.header('referrer-policy', 'same-origin');
  const deps = c.get('deps');
  const cfg = cardConfig(deps.env);
  const token = c.req.param('token') ?? '';
  const link = await findLink(deps.sql, token);
  if (!cfg || !link || link.revoked_at || link.document_kind !== 'invoice') {
    return c.html(messagePage('Card payment not available', 'This link cannot take a card payment. Ask the business for a new link.'), 404);
  }
  const row = await getInvoice(deps.sql, link.user_id, link.document_id);
  if (!row) return c.html(messagePage('No longer available', 'This invoice is no longer available.'), 410);
  const invoice = toInvoice(row);
  const owing = owingCents(invoice);
  if (owing <= 0) return c.redirect(`/api/p/${token}`, 303);
  const seller = await getSeller(deps.sql, link.user_id);
  const origin = deps.env.APP_ORIGINS[0] ?? new URL(c.req.url).origin;
  try {
    const session = await createCheckoutSession(cfg, {
      userId: link.user_id,
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      businessName: seller.name || 'Invoice',
      amountCents: owing,
      customerEmail: invoice.customerEmail?.trim() || null,
      pageUrl: `${origin}/api/p/${token}`,
    });
    return c.redirect(session.url, 303);
  } catch (err) {
    deps.log('error', 'Stripe Checkout Session failed', err);
    return c.html(
      messagePage('Card payment not available', 'Card payments are not working just now. Please try again soon, or pay by bank transfer.'),
      502,
    );
  }
}

type Outcome = string;

async function onSessionPaid(c: Ctx, event: Stripe.Event, session: Stripe.Checkout.Session): Promise<Outcome> {
  const userId = session.metadata?.user_id ?? '';
  const invoiceId = session.metadata?.invoice_id ?? '';
  const pi = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!isUuid(userId) || !isUuid(invoiceId) || !pi) return 'ignored: not one of our sessions';
  if (session.payment_status !== 'paid') return 'ignored: not paid yet';
  if (session.currency !== 'aud' || !session.amount_total || session.amount_total <= 0) return 'ignored: not an AUD amount';
  const amount = session.amount_total;
  const deps = c.get('deps');
  return withUserTx(deps.sql, userId, async (tx) => {
    if (!(await claimEvent(tx, event.id, event.type))) return 'replay';
    const paymentId = cardPaymentId(pi);
    const outcome = await (async () => {
      if (!(await claimCardPayment(tx, { paymentIntentId: pi, userId, invoiceId, paymentId, amountCents: amount, eventId: event.id }))) {
        return 'ignored: payment already recorded';
      }
      const seller = await getSeller(tx, userId);
      try {
        const row = await recordPayment(tx, seller, invoiceId, {
          id: paymentId,
          date: todayIso(event.created * 1000, stateTimeZone(seller.state)),
          amountCents: amount,
          method: CARD_METHOD,
          reference: pi.slice(0, 100),
        });
        return row ? 'recorded' : 'ignored: invoice not found';
      } catch (err) {
        // Paid meanwhile by other means (over what is owing): kept for the tradie to refund; nothing changes.
        if (err instanceof AppError) return `ignored: ${err.message}`;
        throw err;
      }
    })();
    await setEventOutcome(tx, event.id, outcome);
    return outcome;
  });
}

async function onRefund(c: Ctx, event: Stripe.Event, charge: Stripe.Charge): Promise<Outcome> {
  const pi = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!pi) return 'ignored: no payment';
  const deps = c.get('deps');
  const known = await findCardPaymentAnyUser(deps.sql, pi);
  if (!known) return 'ignored: payment not recorded here';
  return withUserTx(deps.sql, known.user_id, async (tx) => {
    if (!(await claimEvent(tx, event.id, event.type))) return 'replay';
    const outcome = (await raiseRefunded(tx, pi, charge.amount_refunded)) ? 'refunded' : 'ignored: not a newer refund';
    await setEventOutcome(tx, event.id, outcome);
    return outcome;
  });
}

export const cardPaymentRoutes = new Hono<AppEnv>()
  .post('/p/:token/card', (c) => startCheckout(c))
  .post('/stripe/webhook', async (c) => {
    const cfg = cardConfig(c.get('deps').env);
    if (!cfg) throw new AppError('NOT_FOUND', 'Card payments are not configured');
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = verifiedEvent(cfg, raw, c.req.header('stripe-signature') ?? '');
    } catch {
      throw new AppError('VALIDATION_FAILED', 'Stripe-Signature does not match this body (or is too old)');
    }
    let outcome: Outcome = 'ignored: event type not used';
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      outcome = await onSessionPaid(c, event, event.data.object);
    } else if (event.type === 'charge.refunded') {
      outcome = await onRefund(c, event, event.data.object);
    }
    return c.json({ received: true, outcome });
  });
