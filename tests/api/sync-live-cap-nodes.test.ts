import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase, TEST_DATABASE_URL, databaseUrlOf } from '../helpers/api';
import { freePort, NodeClient, startApiNode, type ApiNode } from '../helpers/nodes';
import { SseReader } from '../helpers/sse';
import { migrate } from '../../api/migrate';
import { LIVE_STREAMS_PER_USER } from '../../api/routes/live';
import type { Database } from '../../api/db';

/**
 * Issue 19: the live-stream cap is per user over every API node, not per node. Two (then three) real API processes on
 * one Postgres: the oldest stream closes on whichever node holds it; a killed node's streams stop counting once their
 * heartbeat is 90 s old; logout on one node ends the session's streams on all.
 */
const PORT_A = await freePort();
const PORT_B = await freePort();
const PORT_C = await freePort();

describe.runIf(TEST_DATABASE_URL)('the live-stream cap across API nodes on postgres', () => {
  let db: Database;
  let dbUrl: string;
  let a: ApiNode;
  let b: ApiNode;
  const readers: SseReader[] = [];
  beforeAll(async () => {
    db = await openMigratedTestDatabase('postgres');
    await migrate(db.sql); // once, before either node starts
    dbUrl = await databaseUrlOf(db);
    [a, b] = await Promise.all([startApiNode({ port: PORT_A, databaseUrl: dbUrl }), startApiNode({ port: PORT_B, databaseUrl: dbUrl })]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all(readers.map((r) => r.cancel().catch(() => {})));
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
  });

  async function connect(node: ApiNode, cookie: string) {
    const res = await fetch(`${node.url}/api/live`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const reader = new SseReader(res);
    readers.push(reader);
    await reader.next((e) => e.event === 'ready');
    return reader;
  }
  const ended = (r: SseReader, ms = 3000) =>
    Promise.race([r.finished.then(() => true), new Promise<boolean>((res) => setTimeout(() => res(false), ms))]);
  async function signUp(node: ApiNode) {
    const client = new NodeClient(node.url);
    const reg = await client.req('POST', '/api/auth/register', {
      email: `cap-nodes-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      password: 'correct horse battery',
    });
    expect(reg.status).toBe(201);
    const me = await client.req('GET', '/api/auth/user');
    return { client, userId: (me.body as { user: { id: string } }).user.id };
  }

  it(`keeps ${LIVE_STREAMS_PER_USER} streams per user over both nodes, closing the oldest on the node that holds it`, async () => {
    const { client } = await signUp(a);
    // 6 on A, then 4 on B: 10 in all, none closed
    const onA: SseReader[] = [];
    for (let i = 0; i < 6; i++) onA.push(await connect(a, client.cookie));
    const onB: SseReader[] = [];
    for (let i = 0; i < 4; i++) onB.push(await connect(b, client.cookie));
    expect(await Promise.all([...onA, ...onB].map((r) => ended(r, 300)))).not.toContain(true);
    // the 11th and 12th, on B: the two oldest, held by A, close (A learns it through NOTIFY)
    onB.push(await connect(b, client.cookie));
    expect(await ended(onA[0])).toBe(true);
    onB.push(await connect(b, client.cookie));
    expect(await ended(onA[1])).toBe(true);
    expect(await Promise.all([...onA.slice(2), ...onB].map((r) => ended(r, 300)))).not.toContain(true);
    const [{ n }] = await db.sql<{ n: number }[]>`select count(*)::int as n from live_streams`;
    expect(n).toBe(LIVE_STREAMS_PER_USER);
    // the survivors on both nodes are still woken by a write
    const from = onA[2].events.length;
    expect((await client.req('POST', '/api/clients', { name: 'Sam' })).status).toBe(201);
    await onA[2].next((e) => e.event === 'change', from);

    // Logout through B ends the session's streams on both nodes.
    const logout = await fetch(`${b.url}/api/auth/logout`, { method: 'POST', headers: { cookie: client.cookie } });
    expect(logout.status).toBe(200);
    expect(await Promise.all([...onA.slice(2), ...onB].map((r) => ended(r)))).not.toContain(false);
    await expect.poll(async () => (await db.sql`select 1 from live_streams`).length, { timeout: 5000 }).toBe(0);
  }, 60_000);

  it('a dead node’s streams stop counting once their heartbeat is 90 s old', async () => {
    const c = await startApiNode({ port: PORT_C, databaseUrl: dbUrl });
    const { client, userId } = await signUp(a);
    for (let i = 0; i < LIVE_STREAMS_PER_USER; i++) await connect(c, client.cookie);
    // node C dies without closing anything: its 10 rows stay
    await c.stop('SIGKILL');
    const [{ n }] = await db.sql<{ n: number }[]>`select count(*)::int as n from live_streams where user_id = ${userId}`;
    expect(n).toBe(LIVE_STREAMS_PER_USER);
    // Within 90 s they still count: a stream opened on A closes the oldest of them (nobody holds it, nothing breaks).
    const first = await connect(a, client.cookie);
    expect(await ended(first, 300)).toBe(false);
    // 90 s later without a heartbeat (the clock moved on: the rows' heartbeat set back), they count no more.
    await db.sql`update live_streams set heartbeat_at = heartbeat_at - interval '91 seconds' where user_id = ${userId} and node_id <> (
      select node_id from live_streams where user_id = ${userId} order by opened_at desc limit 1)`;
    const onA: SseReader[] = [];
    for (let i = 0; i < LIVE_STREAMS_PER_USER - 1; i++) onA.push(await connect(a, client.cookie));
    expect(await Promise.all([first, ...onA].map((r) => ended(r, 300)))).not.toContain(true);
    const rows = await db.sql<{ n: number }[]>`select count(*)::int as n from live_streams where user_id = ${userId}`;
    expect(rows[0].n).toBe(LIVE_STREAMS_PER_USER); // the dead node's rows were removed at the next open
  }, 90_000);
});
