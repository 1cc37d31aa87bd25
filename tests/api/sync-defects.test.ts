import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { quoteArgs, setUpBusiness, invoiceArgs } from './documents-builders';

/** The defects of issue 14, each as a rule. */
const listArgs = (title = 'Deck') => ({
  id: randomUUID(),
  title,
  description: '',
  projectType: '',
  createdAt: new Date().toISOString(),
  items: [{ id: randomUUID(), name: 'Boards', quantity: 3, unit: 'pc', notes: '', completed: false, position: 0 }],
});
const NUL = 'Bad\u0000value';

describe.each(backends)('sync push and pull defects on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const s = await signedInClient(server);
    a = s.client;
    await setUpBusiness(a);
  });
  afterAll(() => server.close());

  const listCount = async (id: string) => (await server.db.sql`select count(*)::int as n from materials_lists where id = ${id}`)[0].n;

  it('a batch refused for a gap changes nothing, and the resend applies each mutation once', async () => {
    const clientId = `c-${randomUUID()}`;
    const first = listArgs('First');
    expect((await a.post('/api/sync/push', { clientId, mutations: [{ id: 1, name: 'materialsList.create', args: first }] })).status).toBe(
      200,
    );
    const second = listArgs('Second');
    const q = quoteArgs();
    const gap = await a.post('/api/sync/push', {
      clientId,
      mutations: [
        { id: 2, name: 'materialsList.create', args: second },
        { id: 3, name: 'quote.create', args: q },
        { id: 5, name: 'quote.update', args: { id: q.id, baseVersion: 1, patch: { title: 'later' } } },
      ],
    });
    expect(gap.status).toBe(409);
    expect(gap.body.error).toMatchObject({ code: 'SYNC_GAP', lastMutationId: 1 });
    expect(await listCount(second.id)).toBe(0);
    expect((await server.db.sql`select count(*)::int as n from quotes where id = ${q.id}`)[0].n).toBe(0);
    const [client] = await server.db.sql`select last_mutation_id from sync_clients where id = ${clientId}`;
    expect(client.last_mutation_id).toBe(1);
    // The resend from 2 applies everything once: the quote's version moves 1 → 2, with no conflict against itself.
    const resend = await a.post('/api/sync/push', {
      clientId,
      mutations: [
        { id: 2, name: 'materialsList.create', args: second },
        { id: 3, name: 'quote.create', args: q },
        { id: 4, name: 'quote.update', args: { id: q.id, baseVersion: 1, patch: { title: 'later' } } },
      ],
    });
    expect(resend.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const [row] = await server.db.sql`select title, version from quotes where id = ${q.id}`;
    expect(row).toMatchObject({ title: 'later', version: 2 });
  });

  it('a value Postgres refuses is one rejected mutation, consumed and reported; the ones around it apply', async () => {
    const clientId = `c-${randomUUID()}`;
    const before = listArgs('Before');
    const after = listArgs('After');
    const q = quoteArgs({ status: 'approved' });
    // 30 February passes the convert schema's YYYY-MM-DD pattern; Postgres refuses it as a date.
    const convert = { id: q.id, invoiceId: randomUUID(), invoiceNumber: `INV-${Date.now()}`, invoiceDate: '2026-02-30' };
    const res = await a.post('/api/sync/push', {
      clientId,
      mutations: [
        { id: 1, name: 'materialsList.create', args: before },
        { id: 2, name: 'quote.create', args: q },
        { id: 3, name: 'quote.convert', args: convert },
        { id: 4, name: 'materialsList.create', args: after },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.lastMutationId).toBe(4);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'rejected', 'applied']);
    expect(res.body.results[2]).toMatchObject({ code: 'VALUE_REFUSED' });
    expect(res.body.results[2].message).toMatch(/refused/i);
    expect((await server.db.sql`select count(*)::int as n from invoices where id = ${convert.invoiceId}`)[0].n).toBe(0);
    expect(await listCount(before.id)).toBe(1);
    expect(await listCount(after.id)).toBe(1);
  });

  it('a refusal whose answer was lost is reported again when the batch is resent, until the device moves past it', async () => {
    const clientId = `c-${randomUUID()}`;
    const batch = {
      clientId,
      mutations: [
        { id: 1, name: 'materialsList.create', args: listArgs('Kept') },
        { id: 2, name: 'materialsList.create', args: listArgs(NUL) },
      ],
    };
    const first = await a.post('/api/sync/push', batch);
    expect(first.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'rejected']);
    // The answer never reached the device (connection dropped after the commit): it sends the same batch again.
    const resent = await a.post('/api/sync/push', batch);
    expect(resent.status).toBe(200);
    expect(resent.body.lastMutationId).toBe(2);
    expect(resent.body.results[0]).toEqual({ id: 1, status: 'duplicate' });
    expect(resent.body.results[1]).toEqual(first.body.results[1]);
    // The next push starts at 3: the device has had every answer below it, and the kept refusal is forgotten.
    const next = await a.post('/api/sync/push', { clientId, mutations: [{ id: 3, name: 'materialsList.create', args: listArgs('Next') }] });
    expect(next.body.results).toEqual([{ id: 3, status: 'applied' }]);
    expect((await server.db.sql`select count(*)::int as n from sync_rejections where client_id = ${clientId}`)[0].n).toBe(0);
  });

  it('a NUL character in a queued write is refused at the schema, naming the field; the ones around it apply', async () => {
    const clientId = `c-${randomUUID()}`;
    const ok = listArgs('Fine');
    const res = await a.post('/api/sync/push', {
      clientId,
      mutations: [
        { id: 1, name: 'materialsList.create', args: listArgs(NUL) },
        { id: 2, name: 'materialsList.create', args: ok },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({ status: 'rejected', code: 'VALIDATION_FAILED' });
    expect(res.body.results[0].message).toMatch(/^title: .*NUL/);
    expect(res.body.results[1].status).toBe('applied');
    expect(await listCount(ok.id)).toBe(1);
  });

  it('a pull cursor past 2^63 (or past what a number can hold exactly) is a 400, not a 500', async () => {
    for (const cursor of ['9223372036854775808', '99999999999999999999999', '9007199254740993']) {
      const res = await a.get(`/api/sync/pull?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.error.message).toMatch(/cursor/);
    }
    expect((await a.get('/api/sync/pull?limit=99999999999999999999999')).status).toBe(400);
  });
});

describe.each(backends)('NUL characters on the REST routes on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  let conversationId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    a = (await signedInClient(server)).client;
    await setUpBusiness(a);
    conversationId = (await a.post('/api/conversations', { title: 'Chat' })).body.id;
  });
  afterAll(() => server.close());

  const routes: Array<[string, string, () => unknown, string]> = [
    ['POST', '/api/user', () => ({ firstName: NUL }), 'firstName'],
    ['POST', '/api/company', () => ({ name: NUL }), 'name'],
    ['POST', '/api/settings', () => ({ defaultTrade: NUL }), 'defaultTrade'],
    ['POST', '/api/quotes', () => quoteArgs({ title: NUL }), 'title'],
    ['POST', '/api/invoices', () => invoiceArgs({ customerName: NUL }), 'customerName'],
    ['POST', '/api/clients', () => ({ name: NUL }), 'name'],
    ['POST', '/api/materials-lists', () => ({ id: randomUUID(), title: NUL, items: [] }), 'title'],
    ['POST', '/api/conversations', () => ({ title: NUL }), 'title'],
    ['POST', '/api/conversations/:conv/messages', () => ({ role: 'user', content: NUL }), 'content'],
    ['POST', '/api/chat/stream', () => ({ message: NUL }), 'message'],
  ];

  for (const [method, path, body, field] of routes) {
    it(`${method} ${path} answers 400 naming the field for a NUL character`, async () => {
      const url = path.replace(':conv', conversationId);
      const res = await a.req(method, url, body());
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.message).toMatch(new RegExp(`^${field}: .*NUL`));
    });
  }

  it('a NUL deep in a nested value names its path', async () => {
    const q = quoteArgs();
    (q.items as Array<{ description: string }>)[1].description = NUL;
    const res = await a.post('/api/quotes', q);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^items\.1\.description: /);
  });

  it('a NUL in a query parameter is a 400 too', async () => {
    const res = await a.get(`/api/sync/pull?clientId=${encodeURIComponent(NUL)}`);
    expect(res.status).toBe(400);
  });
});
