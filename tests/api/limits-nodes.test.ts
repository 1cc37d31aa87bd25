import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase, TEST_DATABASE_URL, databaseUrlOf } from '../helpers/api';
import { freePort, NodeClient, startApiNode, type ApiNode } from '../helpers/nodes';
import { SseReader } from '../helpers/sse';
import { migrate } from '../../api/migrate';
import type { Database } from '../../api/db';
import { jpegOfSize } from './objects-builders';

/**
 * Issue 19 across two real API processes on one Postgres (as behind a load balancer): the storage quota holds when
 * parallel uploads are split across both nodes, and logging out on node A ends the session's live stream on node B.
 */
const PORT_A = await freePort();
const PORT_B = await freePort();

describe.runIf(TEST_DATABASE_URL)('limits across two API nodes on postgres', () => {
  let db: Database;
  let a: ApiNode;
  let b: ApiNode;
  // One object store for both nodes (a shared volume), as a real deployment has.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-limits-nodes-'));
  beforeAll(async () => {
    db = await openMigratedTestDatabase('postgres');
    await migrate(db.sql); // once, before either node starts
    const url = await databaseUrlOf(db);
    const env = { STORAGE_QUOTA_MB: '1' };
    [a, b] = await Promise.all([
      startApiNode({ port: PORT_A, databaseUrl: url, dataDir, env }),
      startApiNode({ port: PORT_B, databaseUrl: url, dataDir, env }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function register(node: ApiNode) {
    const c = new NodeClient(node.url);
    const email = `limits-nodes-${randomUUID().slice(0, 8)}@example.com`;
    expect((await c.req('POST', '/api/auth/register', { email, password: 'correct horse battery' })).status).toBe(201);
    const me = await c.req('GET', '/api/auth/user');
    return { c, userId: (me.body as { user: { id: string } }).user.id };
  }

  it('8 uploads of 300 KB at once, split across both nodes, store at most the 1 MB quota', async () => {
    const { c, userId } = await register(a);
    const size = 300 * 1024;
    const nodes = [a, b];
    // Each upload is asked for on one node and sent to the other, alternating.
    const urls = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const res = await fetch(`${nodes[i % 2].url}/api/objects/upload`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: c.cookie },
          body: JSON.stringify({ id: randomUUID(), size }),
        });
        expect(res.status).toBe(200);
        return ((await res.json()) as { uploadURL: string }).uploadURL;
      }),
    );
    const puts = await Promise.all(
      urls.map(async (u, i) => {
        const res = await fetch(`${nodes[(i + 1) % 2].url}${u}`, {
          method: 'PUT',
          headers: { 'content-type': 'image/jpeg', cookie: c.cookie },
          body: jpegOfSize(size).buffer as ArrayBuffer,
        });
        return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
      }),
    );
    const statuses = puts.map((p) => p.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 413)).toHaveLength(5);
    for (const p of puts.filter((x) => x.status === 413)) expect(p.body.error?.code).toBe('STORAGE_QUOTA_EXCEEDED');
    const [{ n }] =
      await db.sql`select coalesce(sum(size_bytes), 0)::int as n from objects where user_id = ${userId} and uploaded_at is not null`;
    expect(n).toBeLessThanOrEqual(1024 * 1024);
    expect(n).toBe(3 * size);
  }, 60_000);

  it('logout on node A ends the session’s live stream open on node B', async () => {
    const { c } = await register(a);
    const res = await fetch(`${b.url}/api/live`, { headers: { cookie: c.cookie } });
    expect(res.status).toBe(200);
    const stream = new SseReader(res);
    await stream.next((e) => e.event === 'ready');
    try {
      expect((await c.req('POST', '/api/auth/logout', {})).status).toBe(200);
      const ended = await Promise.race([stream.finished.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5000))]);
      expect(ended).toBe(true);
      // And the old cookie opens no new stream on either node.
      for (const node of [a, b]) expect((await fetch(`${node.url}/api/live`, { headers: { cookie: c.cookie } })).status).toBe(401);
    } finally {
      await stream.cancel();
    }
  }, 60_000);
});
