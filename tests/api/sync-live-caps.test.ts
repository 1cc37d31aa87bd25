import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STREAMS_PER_USER } from '../../api/routes/live';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { SseReader } from '../helpers/sse';

/** Issue 19: live streams are capped per user and end with their session. */
describe.each(backends)('live stream caps on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const readers: SseReader[] = [];
  afterAll(() => Promise.all(readers.map((r) => r.cancel())));
  async function connect(client: TestClient) {
    const res = await server.app.request('/api/live', { headers: { cookie: client.cookie } });
    expect(res.status).toBe(200);
    const reader = new SseReader(res);
    readers.push(reader);
    await reader.next((e) => e.event === 'ready');
    return reader;
  }
  const ended = (r: SseReader, ms = 3000) =>
    Promise.race([r.finished.then(() => true), new Promise<boolean>((res) => setTimeout(() => res(false), ms))]);

  it(`keeps at most ${LIVE_STREAMS_PER_USER} streams per user open, closing the oldest`, async () => {
    const { client, user } = await signedInClient(server);
    // opened at once: which ones are the oldest is the database's order, but exactly 5 close
    const opened = await Promise.all(Array.from({ length: LIVE_STREAMS_PER_USER + 5 }, () => connect(client)));
    const closed = await Promise.all(opened.map((r) => ended(r, 1000)));
    expect(closed.filter(Boolean)).toHaveLength(5);
    // One more: it stays open and one of the others (the oldest left) closes.
    const newest = await connect(client);
    const alive = opened.filter((_, i) => !closed[i]);
    const closedNow = await Promise.all(alive.map((r) => ended(r, 1000)));
    expect(closedNow.filter(Boolean)).toHaveLength(1);
    expect(await ended(newest, 200)).toBe(false);
    const [{ n }] = await server.db.sql<{ n: number }[]>`select count(*)::int as n from live_streams where user_id = ${user.id}`;
    expect(n).toBe(LIVE_STREAMS_PER_USER);
    const from = newest.events.length;
    await client.post('/api/clients', { name: 'Sam' });
    await newest.next((e) => e.event === 'change', from);
  });

  it('ends the session’s streams at logout and wakes them no more; another session of the user keeps its own', async () => {
    const { client, email, password } = await signedInClient(server);
    const phone = server.client();
    await phone.post('/api/auth/login', { email, password });
    const laptopStream = await connect(client);
    const phoneStream = await connect(phone);
    expect((await client.post('/api/auth/logout', {})).status).toBe(200);
    expect(await ended(laptopStream)).toBe(true);
    const from = phoneStream.events.length;
    await phone.post('/api/clients', { name: 'Kim' });
    await phoneStream.next((e) => e.event === 'change', from);
  });

  it('a stream whose session was ended another way (password reset) gets no wake-up and closes', async () => {
    const { client, user } = await signedInClient(server);
    const stream = await connect(client);
    await server.db.sql`delete from sessions where user_id = ${user.id}`;
    const from = stream.events.length;
    // A write of the user (through the database, as a second device would) wakes the stream: it must check first.
    await server.deps.live.publish({ userId: user.id });
    expect(await ended(stream)).toBe(true);
    expect(stream.events.slice(from).filter((e) => e.event === 'change')).toHaveLength(0);
  });
});
