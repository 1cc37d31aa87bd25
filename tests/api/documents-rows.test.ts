import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { invoiceArgs, push, quoteArgs, setUpBusiness } from './documents-builders';

/**
 * Quotes and invoices on the one rows layer (issue 20 item 2): their creates run together as a batch (api/sync/batch.ts)
 * with every rule their definitions' hooks hold — totals from the lines, numbering, the seller's company and default
 * terms — and what the server keeps (read-only fields) is never taken from a device's write.
 */
describe.each(backends)('quotes and invoices as typed rows, on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    const s = await signedInClient(server);
    a = s.client;
    userId = s.user.id;
    await setUpBusiness(a);
  });

  const create = (name: 'quote.create' | 'invoice.create', args: { id: string }) => ({ name, args });
  const statuses = (results: Array<{ status: string }>) => results.map((r) => r.status);

  it('a run of quote creates keeps totals from the lines and one number per quote: only the repeated number is refused', async () => {
    const q = [
      quoteArgs({ jobNumber: 'Q-7001' }),
      quoteArgs({ jobNumber: 'Q-7002' }),
      quoteArgs({ jobNumber: 'Q-7001' }),
      quoteArgs({ totalCents: 1 }),
    ];
    const { results } = await push(
      a,
      q.map((args) => create('quote.create', args)),
    );
    expect(statuses(results)).toEqual(['applied', 'applied', 'rejected', 'applied']);
    expect(results[2]).toMatchObject({ code: 'NUMBER_TAKEN', message: expect.stringContaining('Q-7001') });
    const rows = await server.db.sql<{ id: string; subtotal_cents: number; gst_amount_cents: number; total_cents: number }[]>`
      select id, subtotal_cents, gst_amount_cents, total_cents from quotes where user_id = ${userId} order by job_number nulls last`;
    expect(rows.map((r) => r.id)).toEqual([q[0].id, q[1].id, q[3].id]);
    // 2.5 h × $110 + 10 m × $14.50 = $420.00, GST $42.00: what the device sent (0, or 1 cent) is not taken
    for (const r of rows) expect(r).toMatchObject({ subtotal_cents: 42_000, gst_amount_cents: 4_200, total_cents: 46_200 });
  });

  it("a run of invoice creates: the seller's company and default terms, totals by GST registration, a taken number refused", async () => {
    const inv = [
      invoiceArgs({ invoiceNumber: 'INV-9001', dueDate: null }),
      invoiceArgs({ invoiceNumber: 'INV-9001' }),
      invoiceArgs({ invoiceNumber: 'INV-9002', companyId: randomUUID(), paidCents: 99_999, payments: [] }),
    ];
    const { results } = await push(
      a,
      inv.map((args) => create('invoice.create', args)),
    );
    expect(statuses(results)).toEqual(['applied', 'rejected', 'applied']);
    expect(results[1].code).toBe('NUMBER_TAKEN');
    const [company] = await server.db.sql<{ id: string }[]>`select id from companies where user_id = ${userId}`;
    const rows = await server.db.sql<
      { id: string; company_id: string; due_date: string; payment_terms_days: number; total_cents: number; paid_cents: number }[]
    >`select * from invoices where user_id = ${userId} order by invoice_number`;
    expect(rows.map((r) => r.id)).toEqual([inv[0].id, inv[2].id]);
    // $500 + 2 × $110 = $720 plus GST: $792.00; nothing paid whatever the device said
    for (const r of rows) expect(r).toMatchObject({ company_id: company.id, total_cents: 79_200, paid_cents: 0 });
    // no due date given: the business's default terms from the invoice date (2026-11-20)
    expect(rows[0].payment_terms_days).toBeGreaterThan(0);
    const due = new Date(Date.parse('2026-11-20T00:00:00Z') + rows[0].payment_terms_days * 86_400_000).toISOString().slice(0, 10);
    expect(rows[0].due_date).toBe(due);
  });

  it('an edit from a device never writes what the server keeps (customer events, revision, payments, sent time)', async () => {
    const q = quoteArgs();
    const inv = invoiceArgs();
    await push(a, [create('quote.create', q), create('invoice.create', inv)]);
    const event = { kind: 'viewed', at: new Date().toISOString(), ip: '203.0.113.9' };
    const sentAt = new Date().toISOString();
    const { results } = await push(a, [
      {
        name: 'quote.update',
        args: { id: q.id, baseVersion: 1, patch: { title: 'Kept', revision: 9, customerEvents: [event], sentAt, declineReason: 'x' } },
      },
      {
        name: 'invoice.update',
        args: { id: inv.id, baseVersion: 1, patch: { notes: 'Kept', paidCents: 5_000, payments: [], companyId: randomUUID(), sentAt } },
      },
    ]);
    expect(statuses(results)).toEqual(['applied', 'applied']);
    const [quote] = await server.db
      .sql`select title, revision, customer_events, sent_at, decline_reason, version from quotes where id = ${q.id}`;
    expect(quote).toMatchObject({ title: 'Kept', revision: 2, customer_events: [], sent_at: null, decline_reason: null, version: 2 });
    const [invoice] = await server.db.sql`select notes, paid_cents, company_id, sent_at from invoices where id = ${inv.id}`;
    const [company] = await server.db.sql<{ id: string }[]>`select id from companies where user_id = ${userId}`;
    expect(invoice).toMatchObject({ notes: 'Kept', paid_cents: 0, company_id: company.id, sent_at: null });
    // and the pull hands the devices the server's values, derived by the one row mapper
    const changes = (await a.get('/api/sync/pull?cursor=0')).body.changes as Array<{ id: string; data: Record<string, unknown> }>;
    expect(changes.find((c) => c.id === q.id)?.data).toMatchObject({ title: 'Kept', revision: 2, baseVersion: 2, sentAt: null });
    expect(changes.find((c) => c.id === inv.id)?.data).toMatchObject({ notes: 'Kept', paidCents: 0, totalCents: 79_200, payments: [] });
  });

  it('an action on a row the server does not hold (its create refused, or deleted) is refused, never "applied"', async () => {
    const kept = quoteArgs({ jobNumber: 'Q-7101' });
    const taken = quoteArgs({ jobNumber: 'Q-7101' }); // refused: the number is kept's
    const gone = quoteArgs({ jobNumber: 'Q-7102' });
    const send = (id: string) => ({ name: 'quote.send' as const, args: { id, to: 'jo.citizen@example.com', link: null } });
    const { results } = await push(a, [
      create('quote.create', kept),
      create('quote.create', taken),
      send(taken.id),
      create('quote.create', gone),
      { name: 'quote.delete', args: { id: gone.id } },
      send(gone.id),
      send(kept.id),
      { name: 'job.addPhoto', args: { id: randomUUID(), photo: { path: `/api/objects/${randomUUID()}`, stage: 'before' } } },
    ]);
    expect(statuses(results)).toEqual(['applied', 'rejected', 'rejected', 'applied', 'applied', 'rejected', 'applied', 'rejected']);
    for (const i of [2, 5])
      expect(results[i]).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('quote is not on the server') });
    expect(results[7]).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('job is not on the server') });
    // only the quote that exists was emailed
    const mail = await server.db.sql<{ document_id: string }[]>`select document_id from document_emails where user_id = ${userId}`;
    expect(mail.map((m) => m.document_id)).toEqual([kept.id]);
  });
});
