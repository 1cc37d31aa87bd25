import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { push, quoteArgs, quoteItem, setUpBusiness } from './documents-builders';

/** Deposits, progress claims and final invoices against an accepted quote, and part payments (issue 12). */
describe.each(backends)('claims and payments on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  let n = 0;
  const claimArgs = (quoteId: string, extra: Record<string, unknown>) => ({
    id: quoteId,
    invoiceId: randomUUID(),
    invoiceNumber: `INV-${String(++n).padStart(4, '0')}-${randomUUID().slice(0, 4)}`,
    invoiceDate: '2026-11-23',
    paymentTermsDays: 7,
    ...extra,
  });

  /** An accepted $11,000 (incl. GST) quote for a business in `state`. */
  async function acceptedQuote(state: string, client?: TestClient) {
    const c = client ?? (await signedInClient(server)).client;
    await setUpBusiness(c, { state });
    const q = quoteArgs({ items: [quoteItem('Renovation', 1, 1_000_000), quoteItem('Skip bin', 1, 0 + 50_000)], status: 'accepted' });
    // $10,500 + GST $1,050 = $11,550
    await push(c, [{ name: 'quote.create', args: q }]);
    return { client: c, q };
  }

  const invoicesOf = async (c: TestClient, quoteId: string) =>
    ((await c.get('/api/invoices')).body as Array<Record<string, any>>).filter((i) => i.sourceQuoteId === quoteId);

  it('a deposit over the state cap is refused with the reason and its source; one at the cap is a tax invoice for that amount', async () => {
    const { client, q } = await acceptedQuote('NSW');
    const over = await push(client, [{ name: 'quote.claim', args: claimArgs(q.id, { kind: 'deposit', amountCents: 116_000 }) }]);
    expect(over.results[0]).toMatchObject({ status: 'rejected', code: 'VALIDATION_FAILED' });
    expect(over.results[0].message).toBe('In NSW the deposit can be at most 10% of the contract price (you asked for 10.05%).');
    const ok = await push(client, [{ name: 'quote.claim', args: claimArgs(q.id, { kind: 'deposit', percentBasisPoints: 1000 }) }]);
    expect(ok.results[0].status).toBe('applied');
    const [dep] = await invoicesOf(client, q.id);
    expect(dep).toMatchObject({
      totalCents: 115_500,
      claim: { kind: 'deposit' },
      status: 'draft',
      paymentTermsDays: 7,
      dueDate: '2026-11-30',
    });
    expect(dep.gstCents).toBe(10_500);
    expect(dep.items[0].description).toBe('Deposit: 10% of quote "Bathroom re-pipe"');
    const second = await push(client, [{ name: 'quote.claim', args: claimArgs(q.id, { kind: 'deposit', amountCents: 100 }) }]);
    expect(second.results[0].message).toBe('This quote already has a deposit invoice.');
  });

  it('where the state requires home-warranty insurance, no money is claimed until it is recorded on the quote', async () => {
    const c = (await signedInClient(server)).client;
    await setUpBusiness(c, { state: 'VIC' });
    const q = quoteArgs({ items: [quoteItem('Renovation', 1, 2_000_000)], status: 'accepted' }); // $22,000 incl.
    await push(c, [{ name: 'quote.create', args: q }]);
    const refused = await push(c, [{ name: 'quote.claim', args: claimArgs(q.id, { kind: 'deposit', percentBasisPoints: 500 }) }]);
    expect(refused.results[0].message).toMatch(
      /^In VIC domestic building work over \$16,000 needs domestic building insurance.*Record the insurance on the quote before invoicing it\.$/,
    );
    const ok = await push(c, [
      { name: 'quote.recordInsurance', args: { id: q.id, insurer: 'VMIA', policyNumber: 'DBI-123', recordedAt: new Date().toISOString() } },
      { name: 'quote.claim', args: claimArgs(q.id, { kind: 'deposit', percentBasisPoints: 500 }) },
    ]);
    expect(ok.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect((await c.get(`/api/quotes/${q.id}`)).body.warrantyInsurance).toMatchObject({ insurer: 'VMIA', policyNumber: 'DBI-123' });
    expect((await invoicesOf(c, q.id))[0].totalCents).toBe(110_000);
  });

  it('progress claims by percentage or by lines, then the final invoice for exactly the balance; never past the quote', async () => {
    const { client, q } = await acceptedQuote('SA');
    const lines = q.items as Array<{ id: string }>;
    const r = await push(client, [
      { name: 'quote.claim', args: claimArgs(q.id, { kind: 'progress', percentBasisPoints: 3000 }) },
      { name: 'quote.claim', args: claimArgs(q.id, { kind: 'progress', lineIds: [lines[1].id] }) },
      { name: 'quote.claim', args: claimArgs(q.id, { kind: 'progress', percentBasisPoints: 9000 }) },
      { name: 'quote.claim', args: claimArgs(q.id, { kind: 'final' }) },
      { name: 'quote.claim', args: claimArgs(q.id, { kind: 'final' }) },
    ]);
    expect(r.results.map((x) => x.status)).toEqual(['applied', 'applied', 'rejected', 'applied', 'rejected']);
    expect(r.results[2].message).toMatch(/would take the invoiced total to .*, more than the quote's \$11,550\.00\.$/);
    expect(r.results[4].message).toBe('Nothing is left to invoice: $11,550.00 of the $11,550.00 quote is invoiced.');
    const all = await invoicesOf(client, q.id);
    expect(all.reduce((s, i) => s + i.totalCents, 0)).toBe(1_155_000);
    expect(all.find((i) => i.claim.kind === 'progress' && i.claim.lineIds)?.items[0]).toMatchObject({
      description: 'Skip bin',
      rateCents: 50_000,
    });
  });

  it('a $500.00 deposit typed incl. GST is a $500.00 invoice; the final lists the quote lines, deducts the claims, and the invoices add up to the quote', async () => {
    const c = (await signedInClient(server)).client;
    await setUpBusiness(c, { state: 'SA' });
    // 4 × $1,100.00 + 1 × $870.29 = $5,270.29 + GST $527.03 = $5,797.32
    const q = quoteArgs({ items: [quoteItem('Labour', 4, 110_000), quoteItem('Fittings', 1, 87_029)], status: 'accepted' });
    await push(c, [{ name: 'quote.create', args: q }]);
    const r = await push(c, [
      { name: 'quote.claim', args: claimArgs(q.id, { kind: 'deposit', amountCents: 50_000 }) },
      { name: 'quote.claim', args: claimArgs(q.id, { kind: 'progress', percentBasisPoints: 3333 }) },
      { name: 'quote.claim', args: claimArgs(q.id, { kind: 'final' }) },
    ]);
    expect(r.results.map((x) => x.status)).toEqual(['applied', 'applied', 'applied']);
    const all = await invoicesOf(c, q.id);
    const dep = all.find((i) => i.claim.kind === 'deposit')!;
    expect(dep).toMatchObject({ totalCents: 50_000, gstCents: 4_545, subtotalCents: 45_455 });
    const prog = all.find((i) => i.claim.kind === 'progress')!;
    expect(prog.totalCents).toBe(193_225); // 33.33% of $5,797.32, to the cent
    const final = all.find((i) => i.claim.kind === 'final')!;
    expect(final.items.map((i: { description: string }) => i.description)).toEqual([
      'Labour',
      'Fittings',
      `Less deposit ${dep.invoiceNumber}`,
      `Less progress claim ${prog.invoiceNumber}`,
    ]);
    expect(final.totalCents).toBe(579_732 - 50_000 - 193_225);
    expect(all.reduce((s, i) => s + i.totalCents, 0)).toBe(579_732);
    expect(all.reduce((s, i) => s + i.gstCents, 0)).toBe(52_703);
    // the final invoice is a valid tax invoice: it can be sent and paid
    const sent = await push(c, [{ name: 'invoice.send', args: { id: final.id, to: null } }]);
    expect(sent.results[0].status).toBe('applied');
  });

  it("a part payment counts in the client's revenue from the API (was: only invoices paid in full)", async () => {
    const { client, q } = await acceptedQuote('SA');
    const claim = claimArgs(q.id, { kind: 'final' });
    const c = await client.post('/api/clients', { name: 'Jo Citizen' });
    await push(client, [
      { name: 'quote.claim', args: claim },
      { name: 'invoice.send', args: { id: claim.invoiceId, to: null } },
      {
        name: 'invoice.recordPayment',
        args: { id: claim.invoiceId, payment: { id: randomUUID(), date: '2026-11-24', amountCents: 20_000, method: 'Bank transfer' } },
      },
    ]);
    const list = (await client.get('/api/clients')).body as Array<Record<string, unknown>>;
    expect(list.find((x) => x.id === c.body.id)).toMatchObject({ totalRevenueCents: 20_000 });
  });

  it('only an accepted quote can be claimed against', async () => {
    const c = (await signedInClient(server)).client;
    await setUpBusiness(c);
    const q = quoteArgs();
    await push(c, [{ name: 'quote.create', args: q }]);
    const r = await push(c, [{ name: 'quote.claim', args: claimArgs(q.id, { kind: 'deposit', amountCents: 100 }) }]);
    expect(r.results[0].message).toBe('Only an accepted quote can be invoiced by deposit, progress claim or final invoice.');
  });

  it('part payments move the status sent → part paid → paid; an overpayment is refused; a replayed payment counts once', async () => {
    const { client, q } = await acceptedQuote('SA');
    const claim = claimArgs(q.id, { kind: 'final' });
    await push(client, [
      { name: 'quote.claim', args: claim },
      { name: 'invoice.send', args: { id: claim.invoiceId, to: null } },
    ]);
    const get = async () => (await client.get(`/api/invoices/${claim.invoiceId}`)).body;
    expect((await get()).status).toBe('sent');
    const p1 = { id: randomUUID(), date: '2026-11-24', amountCents: 500_000, method: 'Bank transfer' };
    await push(client, [{ name: 'invoice.recordPayment', args: { id: claim.invoiceId, payment: p1 } }]);
    await push(client, [{ name: 'invoice.recordPayment', args: { id: claim.invoiceId, payment: p1 } }]); // another device, same payment
    expect(await get()).toMatchObject({ status: 'part_paid', paidCents: 500_000 });
    const over = await push(client, [
      { name: 'invoice.recordPayment', args: { id: claim.invoiceId, payment: { ...p1, id: randomUUID(), amountCents: 700_000 } } },
    ]);
    expect(over.results[0].message).toBe('A payment of $7,000.00 is more than the $6,550.00 still owing.');
    await push(client, [
      {
        name: 'invoice.recordPayment',
        args: { id: claim.invoiceId, payment: { ...p1, id: randomUUID(), amountCents: 655_000, date: '2026-11-28', method: 'Cash' } },
      },
    ]);
    expect(await get()).toMatchObject({ status: 'paid', paidCents: 1_155_000, paidDate: '2026-11-28', paymentMethod: 'Cash' });
    expect((await get()).payments).toHaveLength(2);
  });

  it('Mark Paid records the balance as a payment, so payments add up to the total', async () => {
    const { client, q } = await acceptedQuote('SA');
    const claim = claimArgs(q.id, { kind: 'final' });
    await push(client, [
      { name: 'quote.claim', args: claim },
      {
        name: 'invoice.recordPayment',
        args: { id: claim.invoiceId, payment: { id: randomUUID(), date: '2026-11-24', amountCents: 55_000, method: 'Card' } },
      },
      { name: 'invoice.markPaid', args: { id: claim.invoiceId, paidDate: '2026-11-25', paymentMethod: 'Bank transfer' } },
    ]);
    const inv = (await client.get(`/api/invoices/${claim.invoiceId}`)).body;
    expect(inv.status).toBe('paid');
    expect(inv.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([55_000, 1_100_000]);
  });
});
