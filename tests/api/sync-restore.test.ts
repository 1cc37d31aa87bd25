import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { quoteArgs, setUpBusiness } from './documents-builders';

/**
 * docs/sync.md, "A counter the server forgot": a server restored from a backup (or that lost sync_clients) no longer
 * knows a device's counter. The device's next push meets a gap from 0, and the device moves its queue to a fresh client
 * numbered from 1 — each write keeping its origin (its first clientId:mutationId). A write that is not replay-safe by
 * its row id (a send, a versioned edit) and was applied already, its answer lost, is recognised by its origin and
 * answered as a duplicate: never applied twice. (The property test's counterexample: a send applied twice.)
 */
describe.each(backends)('a device whose counter the server forgot, on %s', (kind) => {
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

  const statuses = (res: { body: { results: { status: string }[] } }) => res.body.results.map((r) => r.status);
  const version = async (id: string) =>
    (await server.db.sql<{ version: number }[]>`select version from quotes where id = ${id}`)[0].version;

  it('re-registers, and a send and an edit already applied are recognised by their origin, not applied again', async () => {
    const q = quoteArgs({ clientEmail: 'jo@example.com' });
    const first = `c-${randomUUID()}`;
    const mutations = [
      { id: 1, name: 'quote.create', args: q, origin: `${first}:1` },
      { id: 2, name: 'quote.send', args: { id: q.id }, origin: `${first}:2` },
      { id: 3, name: 'quote.update', args: { id: q.id, baseVersion: 2, patch: { title: 'Re-pipe, stage 2' } }, origin: `${first}:3` },
    ];
    expect(statuses(await a.post('/api/sync/push', { clientId: first, mutations }))).toEqual(['applied', 'applied', 'applied']);
    expect(await version(q.id)).toBe(3);
    // the answer was lost, and the server forgot the counter (a restore of a backup taken without it)
    await server.db.sql`delete from sync_clients where user_id = ${userId}`;
    // the device still holds 2 and 3 (the create's answer arrived before): the server answers a gap from 0
    const gap = await a.post('/api/sync/push', { clientId: first, mutations: mutations.slice(1) });
    expect(gap.status).toBe(409);
    expect(gap.body.error).toMatchObject({ code: 'SYNC_GAP', lastMutationId: 0 });
    // the device re-registers: a fresh client numbered from 1, each write keeping its origin
    const second = `c-${randomUUID()}`;
    const renumbered = mutations.slice(1).map((m, i) => ({ ...m, id: i + 1 }));
    const res = await a.post('/api/sync/push', { clientId: second, mutations: renumbered });
    expect(res.status).toBe(200);
    expect(statuses(res)).toEqual(['duplicate', 'duplicate']);
    expect(res.body.lastMutationId).toBe(2);
    expect(await version(q.id)).toBe(3);
    expect((await server.db.sql`select count(*)::int as n from document_emails where document_id = ${q.id}`)[0].n).toBe(1);
    // and the new client is known from then on: the next write applies once
    const next = { id: 3, name: 'quote.update', args: { id: q.id, baseVersion: 3, patch: { title: 'Stage 3' } }, origin: `${second}:3` };
    expect(statuses(await a.post('/api/sync/push', { clientId: second, mutations: [next] }))).toEqual(['applied']);
    expect(await version(q.id)).toBe(4);
  });

  it('a write that was refused is not taken for applied: under its new id it is judged (and refused) again', async () => {
    const q = quoteArgs({ clientEmail: 'jo@example.com' });
    const first = `c-${randomUUID()}`;
    // converting a draft is refused (and 30 February is no date)
    const invoiceId = randomUUID();
    const bad = {
      id: 2,
      name: 'quote.convert',
      args: { id: q.id, invoiceId, invoiceNumber: `P-${invoiceId.slice(0, 8)}`, invoiceDate: '2026-02-30' },
      origin: `${first}:2`,
    };
    const r1 = await a.post('/api/sync/push', {
      clientId: first,
      mutations: [{ id: 1, name: 'quote.create', args: q, origin: `${first}:1` }, bad],
    });
    expect(statuses(r1)).toEqual(['applied', 'rejected']);
    await server.db.sql`delete from sync_clients where user_id = ${userId}`;
    const r2 = await a.post('/api/sync/push', { clientId: `c-${randomUUID()}`, mutations: [{ ...bad, id: 1 }] });
    expect(statuses(r2)).toEqual(['rejected']);
    expect(r2.body.results[0].code).toBe(r1.body.results[1].code);
  });

  it('refuses an origin that is not clientId:mutationId', async () => {
    const res = await a.post('/api/sync/push', {
      clientId: `c-${randomUUID()}`,
      mutations: [{ id: 1, name: 'quote.delete', args: { id: randomUUID() }, origin: 'anything' }],
    });
    expect(res.status).toBe(400);
  });
});
