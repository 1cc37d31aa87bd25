import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { SseReader } from '../helpers/sse';
import { quoteArgs } from './documents-builders';

describe.each(backends)('live updates (GET /api/live) on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const readers: SseReader[] = [];
  afterAll(() => Promise.all(readers.map((r) => r.cancel())));
  async function connect(client: TestClient, query = '') {
    const res = await server.app.request(`/api/live${query}`, { headers: { cookie: client.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = new SseReader(res);
    readers.push(reader);
    await reader.next((e) => e.event === 'ready');
    return reader;
  }
  const isChange = (e: { event: string }) => e.event === 'change';

  it('needs a session', async () => {
    expect((await server.app.request('/api/live')).status).toBe(401);
  });

  it("wakes the user's other device after a REST write commits, and nobody else's", async () => {
    const me = await signedInClient(server);
    const other = await signedInClient(server);
    const mine = await connect(me.client);
    const theirs = await connect(other.client);
    expect((await me.client.post('/api/quotes', quoteArgs())).status).toBe(201);
    const e = await mine.next(isChange);
    expect(JSON.parse(e.data)).toMatchObject({ origin: null, scope: null });
    // the other user's stream got nothing (a later wake-up of theirs proves the stream is alive)
    await other.client.post('/api/clients', { name: 'Sam' });
    await theirs.next(isChange);
    expect(theirs.events.filter(isChange)).toHaveLength(1);
    expect(mine.events.filter(isChange)).toHaveLength(1);
  });

  it('names the pushing device as the origin, so it does not pull its own change back', async () => {
    const me = await signedInClient(server);
    const stream = await connect(me.client);
    const clientId = `c-${randomUUID()}`;
    await me.client.post('/api/sync/push', { clientId, mutations: [{ id: 1, name: 'quote.create', args: quoteArgs() }] });
    expect(JSON.parse((await stream.next(isChange)).data).origin).toBe(clientId);
  });

  it('wakes nobody when nothing was written (a replayed batch, a read, a refused batch)', async () => {
    const me = await signedInClient(server);
    const clientId = `c-${randomUUID()}`;
    const batch = { clientId, mutations: [{ id: 1, name: 'quote.create', args: quoteArgs() }] };
    // the first push's wake-up travels through LISTEN/NOTIFY on Postgres and can arrive after a stream
    // opened right after the push: wait until a stream that was already open has seen it
    const before = await connect(me.client);
    await me.client.post('/api/sync/push', batch);
    await before.next(isChange);
    const stream = await connect(me.client);
    await me.client.get('/api/quotes');
    expect((await me.client.post('/api/sync/push', batch)).body.results[0].status).toBe('duplicate');
    await me.client.post('/api/sync/push', { clientId, mutations: [{ id: 5, name: 'quote.create', args: quoteArgs() }] });
    // then a real write: the only wake-up is for it
    await me.client.post('/api/clients', { name: 'Real change' });
    await stream.next(isChange);
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.events.filter(isChange)).toHaveLength(1);
  });
});
