import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backends, openTestDatabase, TEST_DATABASE_URL } from '../helpers/api';
import { NodeClient, startApiNode, type ApiNode } from '../helpers/nodes';
import { migrate } from '../../api/migrate';
import { openPglite, type Database } from '../../api/db';
import { LocalDb, setDbForTests } from '../../src/data/local-db';
import { drainOutbox } from '../../src/data/sync/engine';
import { mutate, SESSION_USER_KEY } from '../../src/data/sync/mutate';

/**
 * The server process is killed (SIGKILL) while a device's push is in flight, then started again on the same database:
 * the device's next drain sends what was not acknowledged, and the server ends with every write exactly once.
 * On Postgres the database outlives the process; on PGlite the database lives in the killed process's data directory
 * and comes back through Postgres' crash recovery when the next process opens it.
 */
const PORTS = { pglite: 4404, postgres: 4403 };

describe.each(backends)('a server killed mid-push on %s', (kind) => {
  let node: ApiNode | undefined;
  let db: Database | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-kill-'));
  afterAll(async () => {
    await node?.stop();
    await db?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The database URL for a Postgres node (a fresh database), or undefined for a PGlite node in dataDir. */
  async function databaseUrl(): Promise<string | undefined> {
    if (kind === 'pglite') return undefined;
    db = await openTestDatabase('postgres');
    await migrate(db.sql);
    const [{ current_database: name }] = await db.sql`select current_database()`;
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  it('loses nothing and applies nothing twice', async () => {
    const dbUrl = await databaseUrl();
    const start = () => startApiNode({ port: PORTS[kind], databaseUrl: dbUrl, dataDir });
    node = await start();
    const http = new NodeClient(node.url);
    const reg = await http.req('POST', '/api/auth/register', {
      email: `kill-${Date.now()}@example.com`,
      password: 'correct horse battery',
    });
    expect(reg.status).toBe(201);
    const userId = reg.body.user.id as string;
    const device = new LocalDb(`kill-${randomUUID()}`);
    await device.kv.put({ key: SESSION_USER_KEY, value: { id: userId } });
    setDbForTests(device);
    const ids: string[] = [];
    // Creates and edits interleaved: every edit must land on its row after the restart, none lost.
    for (let i = 0; i < 1200; i++) {
      const id = randomUUID();
      ids.push(id);
      await mutate('materialsList.create', {
        id,
        title: `List ${i}`,
        description: '',
        projectType: '',
        createdAt: new Date().toISOString(),
        items: [],
      });
      if (i % 3 === 0) await mutate('materialsList.update', { id, patch: { title: `List ${i} renamed` } });
    }
    const queued = await device.outbox.count();
    let pushes = 0;
    let killed = false;
    const fetchToNode = async (url: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', http.cookie);
      const pending = fetch(`${node!.url}${String(url)}`, { ...init, headers });
      if (String(url).includes('/push') && ++pushes === 3 && !killed) {
        killed = true;
        setTimeout(() => node!.proc.kill('SIGKILL'), 15); // mid-request: the third batch is being applied
      }
      return pending;
    };
    expect(await drainOutbox({ db: device, fetch: fetchToNode as typeof fetch })).toBe('offline');
    expect(killed).toBe(true);
    expect(await device.outbox.count()).toBeGreaterThan(0);
    expect(await device.outbox.count()).toBeLessThan(queued);
    await node.stop();
    expect(node.proc.signalCode).toBe('SIGKILL');
    node = await start();
    expect(await drainOutbox({ db: device, fetch: fetchToNode as typeof fetch })).toBe('done');
    expect(await device.outbox.count()).toBe(0);
    if (kind === 'pglite') {
      // PGlite allows one process per directory: stop the node and read its database directly.
      await node.stop();
      node = undefined;
      db = await openPglite(path.join(dataDir, 'pglite'));
    }
    const rows = await db!.sql<{ id: string; title: string }[]>`select id, title from materials_lists where user_id = ${userId}`;
    expect(rows).toHaveLength(1200);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));
    for (const [i, id] of ids.entries()) {
      expect(rows.find((r) => r.id === id)?.title).toBe(i % 3 === 0 ? `List ${i} renamed` : `List ${i}`);
    }
    const [client] = await db!.sql`select last_mutation_id from sync_clients where user_id = ${userId}`;
    expect(Number(client.last_mutation_id)).toBe(queued);
  }, 240_000);
});
