import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase, TEST_DATABASE_URL, databaseUrlOf } from '../helpers/api';
import { freePort, NodeClient, startApiNode, type ApiNode } from '../helpers/nodes';
import { SseReader } from '../helpers/sse';
import { migrate } from '../../api/migrate';
import type { Database } from '../../api/db';

/**
 * Two real API processes on one Postgres: a write through node A reaches a device whose live stream is connected to
 * node B (LISTEN/NOTIFY between the nodes). Also measures write → other device notified.
 */
const PORT_A = await freePort();
const PORT_B = await freePort();

describe.runIf(TEST_DATABASE_URL)('live updates across two API nodes on postgres', () => {
  let db: Database;
  let dbUrl: string;
  let a: ApiNode;
  let b: ApiNode;
  beforeAll(async () => {
    db = await openMigratedTestDatabase('postgres');
    await migrate(db.sql); // once, before either node starts
    dbUrl = await databaseUrlOf(db);
    [a, b] = await Promise.all([startApiNode({ port: PORT_A, databaseUrl: dbUrl }), startApiNode({ port: PORT_B, databaseUrl: dbUrl })]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
  });

  it('a write through node A wakes a device connected to node B, p95 well under a second', async () => {
    const onA = new NodeClient(a.url);
    const reg = await onA.req('POST', '/api/auth/register', {
      email: `nodes-${Date.now()}@example.com`,
      password: 'correct horse battery',
    });
    expect(reg.status).toBe(201);
    // The same account's other device, on the other node (sessions live in Postgres).
    const res = await fetch(`${b.url}/api/live`, { headers: { cookie: onA.cookie } });
    expect(res.status).toBe(200);
    const stream = new SseReader(res);
    await stream.next((e) => e.event === 'ready');

    const writeToNotified: number[] = [];
    const commitToNotified: number[] = [];
    for (let i = 0; i < 40; i++) {
      const seen = stream.events.length;
      const t0 = performance.now();
      const w = await onA.req('POST', '/api/clients', { name: `Client ${i}` });
      expect(w.status).toBe(201);
      const e = await stream.next((x) => x.event === 'change', seen, 5000);
      writeToNotified.push(e.receivedAt - t0);
      // `at` is node A's clock right after its commit; the same machine's clock here.
      commitToNotified.push(Date.now() - (performance.now() - e.receivedAt) - JSON.parse(e.data).at);
    }
    await stream.cancel();
    const pct = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.ceil(xs.length * p) - 1];
    console.log(
      `live across nodes: write request → other device notified p50 ${pct(writeToNotified, 0.5).toFixed(1)} ms, ` +
        `p95 ${pct(writeToNotified, 0.95).toFixed(1)} ms; commit → notified p95 ${pct(commitToNotified, 0.95).toFixed(1)} ms`,
    );
    expect(pct(writeToNotified, 0.95)).toBeLessThan(1000);
  }, 60_000);
});
