import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LocalDb } from '../../../src/data/local-db';
import { drainOutbox } from '../../../src/data/sync/engine';
import { SESSION_USER_KEY } from '../../../src/data/sync/mutate';
import type { PushBody } from '../../../src/domain/schemas/sync';

/** Counts the outbox rows the engine reads out of IndexedDB (through Dexie's DBCore, below every API it offers). */
function countOutboxReads(db: LocalDb) {
  const counter = { rows: 0 };
  db.use({
    stack: 'dbcore',
    name: 'count-outbox-reads',
    create: (down) => ({
      ...down,
      table(name) {
        const t = down.table(name);
        if (name !== 'outbox') return t;
        return {
          ...t,
          async query(req) {
            const res = await t.query(req);
            counter.rows += res.result.length;
            return res;
          },
          async openCursor(req) {
            const cursor = await t.openCursor(req);
            if (cursor) counter.rows++;
            return cursor;
          },
          async getMany(req) {
            const res = await t.getMany(req);
            counter.rows += res.length;
            return res;
          },
        };
      },
    }),
  });
  return counter;
}

/** A server that acknowledges every batch and has nothing to pull. */
function ackingServer() {
  let pushes = 0;
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const u = String(url);
    if (u.startsWith('/api/sync/push')) {
      pushes++;
      const body = JSON.parse(String(init!.body)) as PushBody;
      const last = body.mutations[body.mutations.length - 1].id;
      return Response.json({ lastMutationId: last, results: body.mutations.map((m) => ({ id: m.id, status: 'applied' })) });
    }
    return Response.json({ changes: [], cursor: 0, hasMore: false, lastMutationId: 0 });
  };
  return { fetch: fetch as typeof globalThis.fetch, pushes: () => pushes };
}

async function queued(n: number) {
  const db = new LocalDb(`work-${randomUUID()}`);
  const reads = countOutboxReads(db); // before the database opens: DBCore middlewares apply from open
  const userId = randomUUID();
  const clientId = randomUUID();
  await db.kv.put({ key: SESSION_USER_KEY, value: { id: userId } });
  await db.kv.put({ key: `sync.clientId.${userId}`, value: clientId });
  const now = new Date().toISOString();
  await db.outbox.bulkAdd(
    Array.from({ length: n }, (_, i) => ({
      userId,
      clientId,
      mutationId: i + 1,
      name: 'materialsList.update',
      args: { id: randomUUID(), patch: { title: `List ${i}` } },
      createdAt: now,
      attempts: 0,
      lastError: null,
    })),
  );
  reads.rows = 0;
  return { db, reads };
}

describe('client push work', () => {
  it('reads each queued entry once: draining N writes reads O(N) outbox rows, not O(N²)', async () => {
    for (const n of [1_000, 4_000]) {
      const { db, reads } = await queued(n);
      const server = ackingServer();
      expect(await drainOutbox({ db, fetch: server.fetch })).toBe('done');
      expect(await db.outbox.count()).toBe(0);
      expect(server.pushes()).toBe(n / 200);
      // One read per entry plus a little per batch; the old drain read 1,000 → 2,750 rows and 4,000 → 42,000.
      expect(reads.rows, `${n} queued`).toBeLessThanOrEqual(n + 2 * server.pushes());
      db.close();
    }
  });
});
