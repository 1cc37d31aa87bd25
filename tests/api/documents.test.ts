import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { invoiceArgs, invoiceItem, quoteArgs, quoteItem, setUpBusiness } from './documents-builders';

const count = async (server: TestServer, table: 'quotes' | 'invoices' | 'clients', userId: string) => {
  const [r] = await server.db.sql<{ n: number }[]>`select count(*)::int as n from ${server.db.sql(table)} where user_id = ${userId}`;
  return r.n;
};

describe.each(backends)('quotes, invoices and clients REST API on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  let aId: string;
  let b: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    const ua = await signedInClient(server);
    a = ua.client;
    aId = ua.user.id;
    b = (await signedInClient(server)).client;
    await setUpBusiness(a);
    await setUpBusiness(b);
  });

  describe('/api/quotes', () => {
    it('creates a quote with totals computed from its items, ignoring the totals sent', async () => {
      const res = await a.post('/api/quotes', {
        ...quoteArgs(),
        subtotalCents: 1,
        gstAmountCents: 1,
        totalCents: 2,
        subtotal: 5,
        total: 9,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ subtotalCents: 42_000, gstAmountCents: 4_200, totalCents: 46_200, baseVersion: 1 });
      expect(res.body).toMatchObject({ subtotal: '420.00', gstAmount: '42.00', total: '462.00' });
      const got = await a.get(`/api/quotes/${res.body.id}`);
      expect(got.status).toBe(200);
      expect(got.body.items).toHaveLength(2);
      expect((await a.get('/api/quotes')).body.map((q: { id: string }) => q.id)).toEqual([res.body.id]);
    });

    it('applies GST only when the quote says gstIncluded', async () => {
      const res = await a.post('/api/quotes', quoteArgs({ gstIncluded: false }));
      expect(res.body).toMatchObject({ subtotalCents: 42_000, gstAmountCents: 0, totalCents: 42_000 });
    });

    it("accepts the spec's body: dollars as strings, quantities as strings, validUntil as an ISO instant", async () => {
      const res = await a.post('/api/quotes', {
        title: 'Deck',
        clientName: 'Sam',
        projectAddress: '2 Hill St',
        items: [{ id: '1', description: 'Boards', quantity: '3', unit: 'lm', rate: '$12.50', amount: '37.50' }],
        subtotal: '37.50',
        gstAmount: '3.75',
        total: '41.25',
        gstIncluded: true,
        validUntil: '2030-03-01T13:30:00.000Z',
        status: 'draft',
      });
      expect(res.status).toBe(201);
      expect(res.body.items[0]).toMatchObject({ quantity: 3, rateCents: 1_250, rate: '12.50', amount: '37.50' });
      expect(res.body.totalCents).toBe(4_125);
      expect(res.body.validUntil).toBe('2030-03-02'); // 13:30 UTC is already the next day in Sydney
    });

    it('answers a repeated POST of the same id with 200 and the stored quote, writing nothing new', async () => {
      const q = quoteArgs();
      await a.post('/api/quotes', q);
      const again = await a.post('/api/quotes', { ...q, title: 'Changed' });
      expect(again.status).toBe(200);
      expect(again.body.title).toBe('Bathroom re-pipe');
      expect(await count(server, 'quotes', aId)).toBe(1);
    });

    it.each([
      [{ title: '' }, 'title: Quote title is required'],
      [{ items: [quoteItem('Tiles', 0.05, 100)] }, 'items.0.quantity: Quantity must be at least 0.1'],
      [{ items: [quoteItem('Tiles', 1.25, 100)] }, 'items.0.quantity: Quantity must be in steps of 0.1'],
      [{ items: [{ description: 'Tiles', quantity: 1, rate: 'lots' }] }, 'items.0.rate: must be a dollar amount'],
      [{ status: 'won' }, 'status: Unknown quote status'],
      [{ clientEmail: 'nope' }, 'clientEmail: Client email must be a valid email address'],
    ])('rejects %j with a 400 naming the field and writes nothing', async (bad, message) => {
      const res = await a.post('/api/quotes', quoteArgs(bad));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(await count(server, 'quotes', aId)).toBe(0);
    });

    it('updates only the fields sent, recomputes the totals and raises the version', async () => {
      const { body: q } = await a.post('/api/quotes', quoteArgs());
      const res = await a.put(`/api/quotes/${q.id}`, { items: [quoteItem('Call-out', 1, 9_900)], baseVersion: 1 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        title: 'Bathroom re-pipe',
        subtotalCents: 9_900,
        gstAmountCents: 990,
        totalCents: 10_890,
        baseVersion: 2,
      });
    });

    it("maps the estimates screen's PUT (description, total as a string) without trusting the total", async () => {
      const { body: q } = await a.post('/api/quotes', quoteArgs());
      const res = await a.put(`/api/quotes/${q.id}`, {
        clientName: 'Alex',
        clientEmail: 'alex@example.com',
        description: 'New scope',
        total: '1.00',
      });
      expect(res.body).toMatchObject({ clientName: 'Alex', projectDescription: 'New scope', totalCents: 46_200 });
    });

    it('refuses an edit based on an old version when the same field changed since, naming it', async () => {
      const { body: q } = await a.post('/api/quotes', quoteArgs());
      await a.put(`/api/quotes/${q.id}`, { title: 'From phone', baseVersion: 1 });
      const stale = await a.put(`/api/quotes/${q.id}`, { title: 'From tablet', baseVersion: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      expect(stale.body.error.message).toMatch(/changed on another device \(title\)/);
      expect((await a.get(`/api/quotes/${q.id}`)).body.title).toBe('From phone');
      // a different field edited from the same old version still applies: last write wins per field
      const other = await a.put(`/api/quotes/${q.id}`, { notes: 'Gate code 1234', baseVersion: 1 });
      expect(other.status).toBe(200);
      expect(other.body).toMatchObject({ title: 'From phone', notes: 'Gate code 1234' });
    });

    it("refuses a deposit over the state's cap with the reason, and allows one within it", async () => {
      // NSW: at most 10% deposit for residential building work
      const big = quoteArgs({ items: [quoteItem('Extension', 1, 2_000_000)], depositCents: 300_000 });
      const res = await a.post('/api/quotes', big);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/In NSW the deposit can be at most 10%/);
      expect(await count(server, 'quotes', aId)).toBe(0);
      const ok = await a.post('/api/quotes', { ...big, depositCents: 200_000 });
      expect(ok.status).toBe(201);
      const raise = await a.put(`/api/quotes/${ok.body.id}`, { depositCents: 500_000 });
      expect(raise.status).toBe(400);
    });

    it('deletes softly: the quote is gone from reads and a later edit or create does not bring it back', async () => {
      const q = quoteArgs();
      await a.post('/api/quotes', q);
      expect((await a.del(`/api/quotes/${q.id}`)).status).toBe(200);
      expect((await a.get(`/api/quotes/${q.id}`)).status).toBe(404);
      expect((await a.put(`/api/quotes/${q.id}`, { title: 'Back?' })).status).toBe(404);
      expect((await a.post('/api/quotes', q)).status).toBe(404);
      expect((await a.del(`/api/quotes/${q.id}`)).status).toBe(404);
      const [row] = await server.db.sql`select deleted_at from quotes where id = ${q.id}`;
      expect(row.deleted_at).not.toBeNull();
    });

    it("answers 404 for another user's quote on every route and changes nothing", async () => {
      const { body: q } = await a.post('/api/quotes', quoteArgs());
      expect((await b.get(`/api/quotes/${q.id}`)).body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Quote not found' });
      expect((await b.put(`/api/quotes/${q.id}`, { title: 'Mine now' })).status).toBe(404);
      expect((await b.del(`/api/quotes/${q.id}`)).status).toBe(404);
      expect((await b.get('/api/quotes')).body).toEqual([]);
      const taken = await b.post('/api/quotes', quoteArgs({ id: q.id }));
      expect(taken.status).toBe(409);
      expect((await a.get(`/api/quotes/${q.id}`)).body.title).toBe('Bathroom re-pipe');
    });

    it('answers 401 on every route when signed out', async () => {
      const anon = server.client();
      const id = randomUUID();
      for (const res of [
        await anon.get('/api/quotes'),
        await anon.get(`/api/quotes/${id}`),
        await anon.post('/api/quotes', quoteArgs()),
        await anon.put(`/api/quotes/${id}`, { title: 'x' }),
        await anon.del(`/api/quotes/${id}`),
      ])
        expect(res.status).toBe(401);
    });
  });

  describe('/api/invoices', () => {
    it("creates from the chat's { invoice, items } with strings, charging GST for a registered business", async () => {
      const res = await a.post('/api/invoices', {
        invoice: {
          invoiceNumber: 'INV-2026-000123',
          customerName: 'Jo',
          customerAddress: '1 Beach Rd',
          invoiceDate: '2026-11-20',
          subtotal: '200.00',
          gst: '20.00',
          total: '220.00',
        },
        items: [{ description: 'Tap washer', quantity: '2', rate: '100', amount: '200.00' }],
      });
      expect(res.status).toBe(201);
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).toMatchObject({
        invoiceNumber: 'INV-2026-000123',
        subtotalCents: 20_000,
        gstCents: 2_000,
        totalCents: 22_000,
        gst: '20.00',
        status: 'draft',
      });
    });

    it('charges no GST when the business is not registered for GST', async () => {
      await setUpBusiness(a, { gstRegistered: false });
      const res = await a.post('/api/invoices', invoiceArgs());
      expect(res.body).toMatchObject({ subtotalCents: 72_000, gstCents: 0, totalCents: 72_000 });
    });

    it("numbers an invoice with the business's next number (INV-0001 upward) when none is given (issue 12)", async () => {
      const args: Record<string, unknown> = invoiceArgs();
      delete args.invoiceNumber;
      const res = await a.post('/api/invoices', args);
      expect(res.body.invoiceNumber).toMatch(/^INV-\d{4}$/);
      const again: Record<string, unknown> = invoiceArgs();
      delete again.invoiceNumber;
      const next = await a.post('/api/invoices', again);
      expect(Number(next.body.invoiceNumber.slice(4))).toBe(Number(res.body.invoiceNumber.slice(4)) + 1);
    });

    it('refuses a number already used by another live invoice, on create and on edit, and never renumbers', async () => {
      const first = await a.post('/api/invoices', invoiceArgs({ invoiceNumber: 'INV-100' }));
      const clash = await a.post('/api/invoices', invoiceArgs({ invoiceNumber: 'INV-100' }));
      expect(clash.status).toBe(409);
      expect(clash.body.error).toEqual({
        code: 'NUMBER_TAKEN',
        message: 'Invoice number INV-100 is already used by another invoice. Pick another number.',
      });
      const second = await a.post('/api/invoices', invoiceArgs({ invoiceNumber: 'INV-101' }));
      const edit = await a.put(`/api/invoices/${second.body.id}`, { invoiceNumber: 'INV-100' });
      expect(edit.status).toBe(409);
      expect((await a.get(`/api/invoices/${second.body.id}`)).body.invoiceNumber).toBe('INV-101');
      // another business may use the same number, and a deleted invoice's number is free again
      expect((await b.post('/api/invoices', invoiceArgs({ invoiceNumber: 'INV-100' }))).status).toBe(201);
      await a.del(`/api/invoices/${first.body.id}`);
      expect((await a.post('/api/invoices', invoiceArgs({ invoiceNumber: 'INV-100' }))).status).toBe(201);
    });

    it.each([
      [{ items: [invoiceItem('Tap', 1.2345, 100)] }, 'items.0.quantity: Quantity can have at most 3 decimals'], // issue 18: decimals to 3 places
      [{ items: [invoiceItem('Tap', 1, 0)] }, 'items.0.rateCents: Rate must be more than $0'],
      [{ customerAbn: '12 345 678 901' }, 'customerAbn'],
      [{ invoiceDate: '2026-02-30' }, 'invoiceDate: Invoice date must be a date (YYYY-MM-DD)'],
      [{ invoiceNumber: '' }, 'invoiceNumber: Invoice number is required'],
    ])('rejects %j with a 400 naming the field and writes nothing', async (bad, message) => {
      const res = await a.post('/api/invoices', invoiceArgs(bad));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
      expect(await count(server, 'invoices', aId)).toBe(0);
    });

    it("blocks finalising a tax invoice of $1,000 or more without the buyer's name or ABN", async () => {
      const { body: inv } = await a.post(
        '/api/invoices',
        invoiceArgs({ customerName: '', items: [invoiceItem('Hot water unit', 1, 100_000)] }),
      );
      expect(inv.totalCents).toBe(110_000);
      const res = await a.put(`/api/invoices/${inv.id}`, { status: 'sent' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("For tax invoices of $1,000 or more, add the buyer's name or ABN.");
      expect((await a.get(`/api/invoices/${inv.id}`)).body.status).toBe('draft');
      const named = await a.put(`/api/invoices/${inv.id}`, { status: 'sent', customerName: 'Jo Citizen' });
      expect(named.status).toBe(200);
    });

    it('updates, deletes, and answers 404 for another user and 401 when signed out', async () => {
      const { body: inv } = await a.post('/api/invoices', invoiceArgs());
      const put = await a.put(`/api/invoices/${inv.id}`, { clientName: 'Renamed via estimates screen' });
      expect(put.body.customerName).toBe('Renamed via estimates screen');
      expect((await b.get(`/api/invoices/${inv.id}`)).body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Invoice not found' });
      expect((await b.put(`/api/invoices/${inv.id}`, { title: 'x' })).status).toBe(404);
      expect((await b.del(`/api/invoices/${inv.id}`)).status).toBe(404);
      const anon = server.client();
      for (const res of [
        await anon.get('/api/invoices'),
        await anon.post('/api/invoices', invoiceArgs()),
        await anon.del(`/api/invoices/${inv.id}`),
      ]) {
        expect(res.status).toBe(401);
      }
      expect((await a.del(`/api/invoices/${inv.id}`)).status).toBe(200);
      expect((await a.get('/api/invoices')).body).toEqual([]);
    });
  });

  describe('/api/clients', () => {
    it('lists clients with jobs and revenue computed from their documents', async () => {
      const client = await a.post('/api/clients', { name: 'Jo Citizen', email: 'jo@example.com', phone: '0400', address: '1 Beach Rd' });
      expect(client.status).toBe(201);
      expect(client.body).toMatchObject({ totalJobs: 0, totalRevenue: 0 });
      const cid = client.body.id;
      const quote = await a.post('/api/quotes', quoteArgs({ clientId: cid, status: 'approved' }));
      await a.post('/api/quotes', quoteArgs({ clientName: 'jo citizen ' })); // typed, not picked: matched by name
      await a.post('/api/invoices', invoiceArgs({ clientId: cid, sourceQuoteId: quote.body.id, status: 'paid', paidDate: '2026-11-21' }));
      await a.post('/api/invoices', invoiceArgs({ clientId: cid })); // unpaid: a job, no revenue
      await a.post('/api/quotes', quoteArgs({ clientName: 'Someone Else' }));
      const list = await a.get('/api/clients');
      expect(list.body).toHaveLength(1);
      expect(list.body[0]).toMatchObject({ name: 'Jo Citizen', totalJobs: 3, totalRevenueCents: 79_200, totalRevenue: 792 });
    });

    it('updates and deletes a client, keeping their documents', async () => {
      const { body: c } = await a.post('/api/clients', { name: 'Sam' });
      const q = await a.post('/api/quotes', quoteArgs({ clientId: c.id }));
      expect((await a.put(`/api/clients/${c.id}`, { phone: '0411 111 111' })).body).toMatchObject({
        name: 'Sam',
        phone: '0411 111 111',
        totalJobs: 1,
      });
      expect((await a.del(`/api/clients/${c.id}`)).status).toBe(200);
      expect((await a.get(`/api/clients/${c.id}`)).status).toBe(404);
      expect((await a.get(`/api/quotes/${q.body.id}`)).status).toBe(200);
    });

    it('answers a repeated POST of the same id with 200', async () => {
      const id = randomUUID();
      expect((await a.post('/api/clients', { id, name: 'Sam' })).status).toBe(201);
      expect((await a.post('/api/clients', { id, name: 'Sam again' })).status).toBe(200);
      expect(await count(server, 'clients', aId)).toBe(1);
    });

    it.each([
      [{ name: '' }, 'name: Client name is required'],
      [{ name: 'Sam', email: 'not-an-email' }, 'email: Client email must be a valid email address'],
      [{}, 'name'],
    ])('rejects %j with a 400 naming the field and writes nothing', async (bad, message) => {
      const res = await a.post('/api/clients', bad);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
      expect(await count(server, 'clients', aId)).toBe(0);
    });

    it("answers 404 for another user's client and 401 when signed out", async () => {
      const { body: c } = await a.post('/api/clients', { name: 'Sam' });
      expect((await b.get(`/api/clients/${c.id}`)).body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Client not found' });
      expect((await b.put(`/api/clients/${c.id}`, { name: 'Mine' })).status).toBe(404);
      expect((await b.del(`/api/clients/${c.id}`)).status).toBe(404);
      expect((await b.get('/api/clients')).body).toEqual([]);
      const anon = server.client();
      expect((await anon.get('/api/clients')).status).toBe(401);
      expect((await anon.post('/api/clients', { name: 'x' })).status).toBe(401);
      expect((await anon.put(`/api/clients/${c.id}`, { name: 'x' })).status).toBe(401);
      expect((await anon.del(`/api/clients/${c.id}`)).status).toBe(401);
    });
  });
});
