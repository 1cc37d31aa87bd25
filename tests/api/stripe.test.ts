import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { chargeRefunded, refundEvent, sessionCompleted, signed, STRIPE_ENV } from '../helpers/stripe-events';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { invoiceArgs, invoiceItem, push, setUpBusiness } from './documents-builders';
import { cardPaymentId } from '../../api/routes/payments-card';

const refund = chargeRefunded;

async function deliver(client: TestClient, event: object, opts: { secret?: string; timestamp?: number } = {}) {
  const { payload, header } = signed(event, opts);
  return client.req('POST', '/api/stripe/webhook', payload, { 'content-type': 'application/json', 'stripe-signature': header });
}

async function sentInvoice(client: TestClient) {
  const inv = invoiceArgs({ customerEmail: 'jo@example.com', items: [invoiceItem('Hot water unit', 1, 110_000)] });
  const link = { id: randomUUID(), token: randomBytes(32).toString('base64url') };
  const { results } = await push(client, [
    { name: 'invoice.create', args: inv },
    { name: 'invoice.send', args: { id: inv.id, to: null, link } },
  ]);
  expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
  return { inv, page: `/api/p/${link.token}` };
}

describe.each(backends)('card payments through Stripe on %s (issue 23)', (kind) => {
  let server: TestServer;
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    server = await startTestServer(kind, {}, STRIPE_ENV(standIn.url));
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('the invoice page shows the pay block with copy buttons, the reference, "Pay by card" and the no-surcharge sentence', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const { inv, page } = await sentInvoice(client);
    const html = (await server.client().get(page)).body as string;
    expect(html).toContain('How to pay: $1,210.00');
    expect(html).toContain(`data-copy="${inv.invoiceNumber as string}"`);
    expect(html).toContain('data-copy="1210.00"');
    expect(html).toContain('data-copy="062-000"');
    expect(html).toContain('>Pay by card</button>');
    expect(html).toContain('No card surcharge: the card fee is never added to what you pay.');
  });

  it('the invoice email carries the same pay block as the page and the PDF (issue 23)', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    await client.put('/api/document-settings', { payId: 'jobs@coastline.example' });
    server.mail.length = 0;
    const inv = invoiceArgs({ customerEmail: 'jo@example.com', items: [invoiceItem('Hot water unit', 1, 110_000)] });
    const link = { id: randomUUID(), token: randomBytes(32).toString('base64url') };
    await push(client, [
      { name: 'invoice.create', args: inv },
      { name: 'invoice.send', args: { id: inv.id, to: 'jo@example.com', link } },
    ]);
    const page = `/api/p/${link.token}`;
    const mail = server.mail.find((m) => m.to === 'jo@example.com');
    const lines = mail!.text.split('\n');
    const number = inv.invoiceNumber as string;
    expect(lines).toEqual(
      expect.arrayContaining([
        'How to pay: $1,210.00',
        `Pay by bank transfer or PayID with the reference ${number}, so your payment is matched to this invoice.`,
        'Amount: $1,210.00',
        'PayID: jobs@coastline.example',
        'BSB: 062-000',
        'Account number: 12345678',
        `Reference: ${number}`,
      ]),
    );
    const html = (await server.client().get(page)).body as string;
    expect(html).toContain('<h2 id="pay-h">How to pay: $1,210.00</h2>');
    expect(html).toContain(`Pay by bank transfer or PayID with the reference ${number}, so your payment is matched to this invoice.`);
  });

  it('"Pay by card" opens a Checkout Session in AUD for the amount owing, checked against Stripe\'s OpenAPI description', async () => {
    const { client, user } = await signedInClient(server);
    await setUpBusiness(client);
    const { inv, page } = await sentInvoice(client);
    const before = standIn.requests.length;
    const res = await server.client().req('POST', `${page}/card`, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));
    expect(standIn.problems).toEqual([]);
    const req = standIn.requests[before];
    expect(req.params).toMatchObject({
      mode: 'payment',
      client_reference_id: inv.invoiceNumber,
      line_items: [{ quantity: '1', price_data: { currency: 'aud', unit_amount: '121000' } }],
      metadata: { user_id: user.id, invoice_id: inv.id, invoice_number: inv.invoiceNumber },
      success_url: `http://localhost:3000${page}?card=done`,
      cancel_url: `http://localhost:3000${page}`,
    });
    expect(req.idempotencyKey).toBe(`checkout-${inv.id as string}-121000`);
  });

  it('the signed webhook records the payment exactly once; replays, a second event for the same payment and forgeries change nothing', async () => {
    const { client, user } = await signedInClient(server);
    await setUpBusiness(client);
    const { inv, page } = await sentInvoice(client);
    const pi = `pi_${randomUUID()}`;
    const event = sessionCompleted({ userId: user.id, invoiceId: inv.id as string, pi, amount: 50_000 });
    const forged = await deliver(client, event, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    const stale = await deliver(client, event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(400);
    expect((await deliver(client, event)).body).toEqual({ received: true, outcome: 'recorded' });
    expect((await deliver(client, event)).body.outcome).toBe('replay');
    expect((await deliver(client, { ...event, id: `evt_${randomUUID()}` })).body.outcome).toBe('ignored: payment already recorded');
    const row = (await client.get(`/api/invoices/${inv.id as string}`)).body;
    const payments = (row.payments ?? row.invoice?.payments) as { id: string; amountCents: number; method: string }[];
    expect(payments).toEqual([expect.objectContaining({ id: cardPaymentId(pi), amountCents: 50_000, method: 'Card (Stripe)' })]);
    expect(row.status ?? row.invoice?.status).toBe('part_paid');
    // the rest by card: paid, and the page says so
    await deliver(client, sessionCompleted({ userId: user.id, invoiceId: inv.id as string, pi: `pi_${randomUUID()}`, amount: 71_000 }));
    expect(((await client.get(`/api/invoices/${inv.id as string}`)).body as { status: string }).status).toBe('paid');
    expect((await server.client().get(page)).body).toContain('Paid in full. Thank you.');
  });

  it('many deliveries of the same event at once record one payment', async () => {
    const { client, user } = await signedInClient(server);
    await setUpBusiness(client);
    const { inv } = await sentInvoice(client);
    const pi = `pi_${randomUUID()}`;
    const event = sessionCompleted({ userId: user.id, invoiceId: inv.id as string, pi, amount: 10_000 });
    const other = { ...event, id: `evt_${randomUUID()}` };
    const outcomes = (await Promise.all([...Array(4)].flatMap(() => [deliver(client, event), deliver(client, other)]))).map(
      (r) => r.body.outcome,
    );
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(1);
    const rows = await server.db.sql`select count(*)::int as n from card_payments where payment_intent_id = ${pi}`;
    expect(rows[0].n).toBe(1);
    const inv2 = (await client.get(`/api/invoices/${inv.id as string}`)).body as { payments: unknown[] };
    expect(inv2.payments).toHaveLength(1);
  });

  it('out of order: a refund before its payment, or an older refund after a newer one, changes nothing', async () => {
    const { client, user } = await signedInClient(server);
    await setUpBusiness(client);
    const { inv } = await sentInvoice(client);
    const pi = `pi_${randomUUID()}`;
    expect((await deliver(client, refund(pi, 5_000))).body.outcome).toBe('ignored: payment not recorded here');
    await deliver(client, sessionCompleted({ userId: user.id, invoiceId: inv.id as string, pi, amount: 20_000 }));
    expect((await deliver(client, refund(pi, 8_000))).body.outcome).toBe('refunded');
    expect((await deliver(client, refund(pi, 5_000))).body.outcome).toBe('ignored: not a newer refund');
    const [row] = await server.db.sql`select refunded_cents::int as r from card_payments where payment_intent_id = ${pi}`;
    expect(row.r).toBe(8_000);
    const after = (await client.get(`/api/invoices/${inv.id as string}`)).body as { payments: { amountCents: number }[] };
    expect(after.payments.map((p) => p.amountCents)).toEqual([12_000]);
  });

  it('refunds take money off the card payment once per event and only as the refunded total grows: paid → part paid → sent', async () => {
    const { client, user } = await signedInClient(server);
    await setUpBusiness(client);
    const { inv } = await sentInvoice(client);
    const id = inv.id as string;
    const pi = `pi_${randomUUID()}`;
    const state = async () => {
      const body = (await client.get(`/api/invoices/${id}`)).body as { status: string; payments: { id: string; amountCents: number }[] };
      return { status: body.status, paid: body.payments.map((p) => p.amountCents) };
    };
    expect((await deliver(client, sessionCompleted({ userId: user.id, invoiceId: id, pi, amount: 121_000 }))).body.outcome).toBe(
      'recorded',
    );
    expect(await state()).toEqual({ status: 'paid', paid: [121_000] });

    // $210 refunded: the charge's total and, separately, the same refund by its own event (counted once, not twice)
    const first = refund(pi, 21_000);
    expect((await deliver(client, first)).body.outcome).toBe('refunded');
    expect(await state()).toEqual({ status: 'part_paid', paid: [100_000] });
    expect((await deliver(client, first)).body.outcome).toBe('replay');
    const re1 = { pi, refundId: `re_${randomUUID()}`, amount: 21_000 };
    expect((await deliver(client, refundEvent('refund.created', { ...re1, status: 'succeeded' }))).body.outcome).toBe(
      'ignored: not a newer refund',
    );
    expect(await state()).toEqual({ status: 'part_paid', paid: [100_000] });

    // a second refund of $500: pending changes nothing; succeeded takes it off; an older 'pending' arriving late changes nothing
    const re2 = { pi, refundId: `re_${randomUUID()}`, amount: 50_000 };
    const pending = refundEvent('refund.created', { ...re2, status: 'pending' });
    expect((await deliver(client, pending)).body.outcome).toBe('ignored: not a newer refund');
    const succeeded = refundEvent('refund.updated', { ...re2, status: 'succeeded' });
    expect((await deliver(client, succeeded)).body.outcome).toBe('refunded');
    expect(await state()).toEqual({ status: 'part_paid', paid: [50_000] });
    expect((await deliver(client, succeeded)).body.outcome).toBe('replay');
    expect((await deliver(client, { ...pending, id: `evt_${randomUUID()}` })).body.outcome).toBe('ignored: not a newer refund');
    expect((await deliver(client, refundEvent('refund.failed', { ...re2, status: 'failed' }))).body.outcome).toBe(
      'ignored: not a newer refund',
    );
    expect(await state()).toEqual({ status: 'part_paid', paid: [50_000] });
    // an older charge total after the newer one changes nothing
    expect((await deliver(client, refund(pi, 21_000))).body.outcome).toBe('ignored: not a newer refund');

    // refunded in full: the payment is gone and the invoice is back to sent
    expect((await deliver(client, refund(pi, 121_000))).body.outcome).toBe('refunded');
    expect(await state()).toEqual({ status: 'sent', paid: [] });
    const [row] = await server.db.sql`select refunded_cents::int as r from card_payments where payment_intent_id = ${pi}`;
    expect(row.r).toBe(121_000);
    // a forged refund changes nothing
    expect((await deliver(client, refund(pi, 999_999), { secret: 'whsec_someone_else' })).status).toBe(400);
  });

  it("a session naming another account's invoice records nothing", async () => {
    const a = await signedInClient(server);
    await setUpBusiness(a.client);
    const { inv } = await sentInvoice(a.client);
    const b = await signedInClient(server);
    const res = await deliver(
      b.client,
      sessionCompleted({ userId: b.user.id, invoiceId: inv.id as string, pi: `pi_${randomUUID()}`, amount: 1_000 }),
    );
    expect(res.body.outcome).toBe('ignored: invoice not found');
    expect(((await a.client.get(`/api/invoices/${inv.id as string}`)).body as { payments: unknown[] }).payments).toEqual([]);
  });
});

describe('card payments when Stripe is not configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('the page says nothing of cards, and the webhook is not there', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const { page } = await sentInvoice(client);
    const html = (await server.client().get(page)).body as string;
    expect(html).toContain('How to pay');
    expect(html).not.toMatch(/pay by card|surcharge|stripe|credit card/i);
    expect((await server.client().req('POST', '/api/stripe/webhook', '{}', { 'content-type': 'application/json' })).status).toBe(404);
  });
});
