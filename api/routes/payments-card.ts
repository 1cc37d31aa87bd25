import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppEnv, Ctx } from '../context';
import { AppError } from '../errors';
import { findLink } from '../repos/document-links';
import { recordPayment, reduceRecordedPayment } from '../repos/document-money';
import { getInvoice, toInvoice } from '../repos/invoices';
import { getSeller } from '../repos/seller';
import {
  claimCardPayment,
  claimEvent,
  findCardPaymentAnyUser,
  keepRefund,
  raiseRefunded,
  REFUND_STATUSES,
  setEventOutcome,
} from '../repos/card-payments';
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
 * once — and the tradie's devices are woken as for any invoice change. Refunds — charge.refunded (the charge's refunded
 * total) and refund.created / refund.updated / refund.failed (each refund kept by id; the succeeded ones add up) —
 * are handled once per event id and only when the refunded total grew (an out-of-order older event changes nothing):
 * the recorded payment shrinks by what was refunded (gone when refunded in full) and the invoice status follows back,
 * paid → part paid → sent, a versioned write that the tradie's devices pull live. A forged or stale signature is
 * refused (400).
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
    dueDate: model.dueDate,
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

type RefundReport = { paymentIntentId: string } & (
  | { kind: 'total'; refundedCents: number }
  | { kind: 'refund'; refundId: string; amountCents: number; status: (typeof REFUND_STATUSES)[number] }
);

const piOf = (x: string | { id: string } | null | undefined) => (typeof x === 'string' ? x : (x?.id ?? null));

/** What a refund event says: a charge's refunded total (charge.refunded), or one refund and its status (refund.*). */
function refundReport(event: Stripe.Event): RefundReport | null {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const pi = piOf(charge.payment_intent);
    return pi && Number.isSafeInteger(charge.amount_refunded) && charge.amount_refunded >= 0
      ? { kind: 'total', paymentIntentId: pi, refundedCents: charge.amount_refunded }
      : null;
  }
  if (event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'refund.failed') {
    const refund = event.data.object;
    const pi = piOf(refund.payment_intent);
    const status = REFUND_STATUSES.find((s) => s === refund.status);
    return pi && status && Number.isSafeInteger(refund.amount) && refund.amount >= 0 && refund.id
      ? { kind: 'refund', paymentIntentId: pi, refundId: refund.id, amountCents: refund.amount, status }
      : null;
  }
  return null;
}

async function onRefund(c: Ctx, event: Stripe.Event, report: RefundReport): Promise<Outcome> {
  const pi = report.paymentIntentId;
  const deps = c.get('deps');
  const known = await findCardPaymentAnyUser(deps.sql, pi);
  if (!known) return 'ignored: payment not recorded here';
  return withUserTx(deps.sql, known.user_id, async (tx) => {
    if (!(await claimEvent(tx, event.id, event.type))) return 'replay';
    const total = report.kind === 'total' ? report.refundedCents : await keepRefund(tx, { ...report, paymentIntentId: pi });
    const raised = await raiseRefunded(tx, pi, total);
    let outcome = 'ignored: not a newer refund';
    if (raised) {
      const left = Number(raised.amount_cents) - Number(raised.refunded_cents);
      const row = await reduceRecordedPayment(tx, raised.user_id, raised.invoice_id, raised.payment_id, left);
      outcome = row ? 'refunded' : 'refunded: invoice unchanged';
    }
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
    } else {
      const report = refundReport(event);
      if (report) outcome = await onRefund(c, event, report);
    }
    return c.json({ received: true, outcome });
  });
