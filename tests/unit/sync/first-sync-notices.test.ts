import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { liveQuery, type DBCore } from 'dexie';
import { describe, expect, it } from 'vitest';
import { LocalDb } from '../../../src/data/local-db';
import { drainOutbox, SYNC_STATE_KEY, type SyncState } from '../../../src/data/sync/engine';
import { HeldNotices, PULL_NOTICE_MS } from '../../../src/data/sync/held-notices';
import { SESSION_USER_KEY } from '../../../src/data/sync/mutate';
import type { PullResponse } from '../../../src/domain/schemas/sync';

/**
 * Issue 24, a fresh device's first sync: the drain worker's pulled pages do not wake the screens' live queries page by
 * page (a page of 50 rows or more tells every live query on its tables that the whole table changed); they are told
 * about once a second and at the end. A fake server answers: only the device's side is under test here.
 */
const PAGE = 60; // over Dexie's 49: a bulk write, which Dexie reports as "the whole table changed"
const PAGES = 6;

const listId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A server of PAGES pages of materials lists (`rows.pages` can grow); records the URLs asked. */
function fakeServer(pages = PAGES) {
  const asked: string[] = [];
  const rows = { pages };
  const serve = (async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://device.test');
    asked.push(url.pathname + url.search);
    const cursor = Number(url.searchParams.get('cursor'));
    const from = cursor;
    const to = Math.min(cursor + PAGE, rows.pages * PAGE);
    const body: PullResponse = {
      changes: Array.from({ length: to - from }, (_, i) => ({
        entity: 'materialsList',
        id: listId(from + i),
        change: from + i + 1,
        deleted: false,
        data: { id: listId(from + i), title: `L${from + i}`, description: '', projectType: 'tiling', createdAt: '2026-11-26T00:00:00Z' },
      })),
      cursor: to,
      hasMore: to < rows.pages * PAGE,
      lastMutationId: 0,
    };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { asked, fetch: serve, rows };
}

async function signedInDevice() {
  const db = new LocalDb(`notices-${randomUUID()}`);
  const userId = randomUUID();
  await db.kv.put({ key: SESSION_USER_KEY, value: { id: userId } });
  return { db, userId };
}

/** A screen's live query on another connection: how many times it ran, and the counts it answered. */
function watchLists(name: string, userId: string) {
  const other = new LocalDb(name);
  const seen: number[] = [];
  const runs = { n: 0 };
  const sub = liveQuery(() => {
    runs.n++;
    return other.materialsLists.where('userId').equals(userId).count();
  }).subscribe((n) => seen.push(n));
  return {
    seen,
    runs,
    stop() {
      sub.unsubscribe();
      other.close();
    },
  };
}

describe('a first sync tells the screens about once a second, not once a page', () => {
  it('held: the live query runs at the start and once at the end, and sees every row', async () => {
    const { db, userId } = await signedInDevice();
    const watch = watchLists(db.name, userId);
    try {
      await expect.poll(() => watch.seen.length).toBe(1); // its first run: no rows yet
      const server = fakeServer();
      expect(await drainOutbox({ db, fetch: server.fetch, scopes: [], holdNotices: true })).toBe('done');
      await expect.poll(() => watch.seen.at(-1)).toBe(PAGES * PAGE);
      // the pages took far less than PULL_NOTICE_MS here: the first run, and one telling at the end
      expect(watch.runs.n).toBe(2);
      expect(watch.seen).toEqual([0, PAGES * PAGE]);
    } finally {
      watch.stop();
      db.close();
    }
  });

  it('not held (the page drains itself): each page wakes the live query', async () => {
    const { db, userId } = await signedInDevice();
    const watch = watchLists(db.name, userId);
    try {
      await expect.poll(() => watch.seen.length).toBe(1);
      expect(await drainOutbox({ db, fetch: fakeServer().fetch, scopes: [], holdNotices: false })).toBe('done');
      await expect.poll(() => watch.seen.at(-1)).toBe(PAGES * PAGE);
      // the control: without holding, the query runs again for each page (this is what the worker avoids)
      expect(watch.runs.n).toBeGreaterThanOrEqual(PAGES);
    } finally {
      watch.stop();
      db.close();
    }
  });

  it('a failed page still tells what was written before it', async () => {
    const { db, userId } = await signedInDevice();
    const watch = watchLists(db.name, userId);
    const server = fakeServer();
    let calls = 0;
    const failing = (async (input: string | URL | Request, init?: RequestInit) => {
      if (++calls === 4) throw new TypeError('Failed to fetch');
      return server.fetch(input, init);
    }) as typeof fetch;
    try {
      await expect.poll(() => watch.seen.length).toBe(1);
      expect(await drainOutbox({ db, fetch: failing, scopes: [], holdNotices: true })).toBe('offline');
      // three pages were written before the fourth failed; the screen hears of them
      await expect.poll(() => watch.seen.at(-1)).toBe(3 * PAGE);
      expect(await db.materialsLists.count()).toBe(3 * PAGE);
    } finally {
      watch.stop();
      db.close();
    }
  });

  it('tells at most once per PULL_NOTICE_MS while pages keep coming', async () => {
    const { db, userId } = await signedInDevice();
    const watch = watchLists(db.name, userId);
    let clock = 0;
    const held = new HeldNotices(() => clock);
    const write = async (from: number) =>
      db.transaction('rw', db.materialsLists, async (tx) => {
        await db.materialsLists.bulkPut(
          Array.from({ length: PAGE }, (_, i) => ({
            id: listId(from + i),
            userId,
            title: 'x',
            description: '',
            projectType: 'tiling',
            createdAt: '2026-11-26T00:00:00Z',
            updatedAt: '2026-11-26T00:00:00Z',
          })),
        );
        held.hold(tx.idbtrans);
      });
    try {
      await expect.poll(() => watch.seen.length).toBe(1);
      await write(0);
      held.tell(); // too soon: held
      clock = PULL_NOTICE_MS - 1;
      await write(PAGE);
      held.tell(); // still too soon
      await new Promise((r) => setTimeout(r, 100));
      expect(watch.runs.n).toBe(1);
      clock = PULL_NOTICE_MS;
      held.tell(); // a second has passed: both pages are told as one change
      await expect.poll(() => watch.seen.at(-1)).toBe(2 * PAGE);
      expect(watch.runs.n).toBe(2);
      held.tell({ now: true }); // nothing held: nothing told
      await new Promise((r) => setTimeout(r, 100));
      expect(watch.runs.n).toBe(2);
    } finally {
      watch.stop();
      db.close();
    }
  });
});

describe('a synced device stays "Synced" while it only checks', () => {
  it('says Syncing… only once a page of changes comes, and before writing it', async () => {
    const db = new LocalDb(`states-${randomUUID()}`);
    const events: string[] = [];
    db.use({
      stack: 'dbcore',
      name: 'record-writes',
      create: (down: DBCore): DBCore => ({
        ...down,
        table(name) {
          const t = down.table(name);
          if (name !== 'kv' && name !== 'materialsLists') return t;
          return {
            ...t,
            mutate(req) {
              if (req.type === 'put' && name === 'materialsLists') events.push('rows');
              if (req.type === 'put' && name === 'kv')
                for (const v of req.values as { key: string; value: SyncState }[]) if (v.key === SYNC_STATE_KEY) events.push(v.value.phase);
              return t.mutate(req);
            },
          };
        },
      }),
    });
    await db.kv.put({ key: SESSION_USER_KEY, value: { id: randomUUID() } }); // opens the database with the recorder
    const server = fakeServer(2);
    try {
      // a fresh device: "Syncing…" from the start, "Synced" after the last page
      expect(await drainOutbox({ db, fetch: server.fetch, scopes: [] })).toBe('done');
      expect(events).toEqual(['syncing', 'rows', 'rows', 'synced']);
      // nothing new: it never says "Syncing…"
      events.length = 0;
      expect(await drainOutbox({ db, fetch: server.fetch, scopes: [] })).toBe('done');
      expect(events).toEqual(['synced']);
      // a page of changes: "Syncing…" before its rows are written
      server.rows.pages = 3;
      events.length = 0;
      expect(await drainOutbox({ db, fetch: server.fetch, scopes: [] })).toBe('done');
      expect(events).toEqual(['syncing', 'rows', 'synced']);
      // after a failure it says "Syncing…" at once on the retry, even with nothing new
      const offline = (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch;
      expect(await drainOutbox({ db, fetch: offline, scopes: [] })).toBe('offline');
      events.length = 0;
      expect(await drainOutbox({ db, fetch: server.fetch, scopes: [] })).toBe('done');
      expect(events).toEqual(['syncing', 'synced']);
    } finally {
      db.close();
    }
  });
});
