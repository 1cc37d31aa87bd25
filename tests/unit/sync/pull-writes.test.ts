import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { liveQuery, type DBCore } from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestServer, type TestServer } from '../../helpers/api';
import { Device } from '../../helpers/device';
import { LocalDb } from '../../../src/data/local-db';
import { applyPull, PULL_WRITE_CHUNK, SYNC_STATE_KEY, type SyncState } from '../../../src/data/sync/engine';
import { cursorKey } from '../../../src/data/sync/client-id';
import type { PullResponse } from '../../../src/domain/schemas/sync';

/**
 * Issue 24, a fresh device's first sync: pulled pages are written in chunks (no one IndexedDB write of a whole page, the
 * long main-thread task), and the badge's state says "synced" only when every pulled row is in IndexedDB — seen from
 * a second connection to the device's database, reading the state and the row count in one snapshot.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(() => server.close());

const ROWS = 600;

describe('first sync of a fresh device', () => {
  it('writes pulled pages in chunks and flips to synced only with every row written', async () => {
    const { client, user } = await signedInClient(server);
    const clientId = `seed-${randomUUID()}`;
    for (let b = 0; b < ROWS / 100; b++) {
      const mutations = Array.from({ length: 100 }, (_, i) => ({
        id: b * 100 + i + 1,
        name: 'materialsList.create',
        args: {
          id: randomUUID(),
          title: `List ${b * 100 + i}`,
          description: '',
          projectType: 'tiling',
          createdAt: new Date().toISOString(),
          items: [],
        },
      }));
      const res = await client.post('/api/sync/push', { clientId, mutations });
      expect(res.status).toBe(200);
    }

    const device = new Device(server, client.cookie, user.id);
    const puts: number[] = [];
    device.db.use({
      stack: 'dbcore',
      name: 'count-puts',
      create: (down: DBCore): DBCore => ({
        ...down,
        table(name) {
          const t = down.table(name);
          if (name !== 'materialsLists') return t;
          return {
            ...t,
            mutate(req) {
              if (req.type === 'put') puts.push(req.values.length);
              return t.mutate(req);
            },
          };
        },
      }),
    });
    await device.signIn();

    // the second connection: what another tab (or the badge's live query) sees
    const other = new LocalDb(device.db.name);
    const seen: { phase: string | undefined; rows: number }[] = [];
    const sub = liveQuery(() =>
      other.transaction('r', [other.kv, other.materialsLists], async () => ({
        phase: ((await other.kv.get(SYNC_STATE_KEY))?.value as SyncState | undefined)?.phase,
        rows: await other.materialsLists.where('userId').equals(user.id).count(),
      })),
    ).subscribe((s) => seen.push(s));
    try {
      expect(await device.sync()).toBe('done');
      await expect.poll(() => seen.at(-1)?.phase, { timeout: 10_000 }).toBe('synced');
    } finally {
      sub.unsubscribe();
      other.close();
    }

    expect(await device.db.materialsLists.count()).toBe(ROWS);
    for (const s of seen) if (s.phase === 'synced') expect(s.rows).toBe(ROWS);
    expect(seen.some((s) => s.phase === 'syncing')).toBe(true);
    // a 600-row page went in as chunks of at most PULL_WRITE_CHUNK rows
    expect(puts.reduce((a, b) => a + b, 0)).toBe(ROWS);
    expect(Math.max(...puts)).toBeLessThanOrEqual(PULL_WRITE_CHUNK);
    expect(puts.length).toBeGreaterThanOrEqual(Math.ceil(ROWS / PULL_WRITE_CHUNK));
  }, 180_000);

  it('a pipelined page keeps none of its rows unless the page before it stored its cursor', async () => {
    const db = new LocalDb(`pipelined-${randomUUID()}`);
    const userId = randomUUID();
    const page = (from: number, to: number, cursor: number): PullResponse => ({
      changes: Array.from({ length: to - from }, (_, i) => ({
        entity: 'materialsList',
        id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
        change: from + i + 1,
        deleted: false,
        data: {
          id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
          title: `L${from + i}`,
          description: '',
          projectType: 'tiling',
          createdAt: new Date().toISOString(),
        },
      })),
      cursor,
      hasMore: true,
      lastMutationId: 0,
    });
    try {
      // the second page, handed over as if the first (ending at cursor 3) had been written: it was not, so it rolls back
      await expect(applyPull(db, userId, '', page(3, 6, 6), { after: 3 })).rejects.toThrow(/was not written/);
      expect(await db.materialsLists.count()).toBe(0);
      expect(await db.kv.get(cursorKey(userId))).toBeUndefined();
      // in order, both pages go in, each after the one before it
      const first = applyPull(db, userId, '', page(0, 3, 3), { after: 0 });
      const second = applyPull(db, userId, '', page(3, 6, 6), { after: 3 });
      await Promise.all([first, second]);
      expect(await db.materialsLists.count()).toBe(6);
      expect((await db.kv.get(cursorKey(userId)))?.value).toBe(6);
    } finally {
      db.close();
    }
  });
});
