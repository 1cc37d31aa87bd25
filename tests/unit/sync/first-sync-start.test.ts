import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LocalDb } from '../../../src/data/local-db';
import { drainOutbox, SYNC_STATE_KEY, type SyncState } from '../../../src/data/sync/engine';
import { SESSION_USER_KEY } from '../../../src/data/sync/mutate';
import type { SharedScopeTarget } from '../../../src/data/sync/scopes';
import type { PullResponse } from '../../../src/domain/schemas/sync';

/**
 * Issue 24, the start and end of a fresh device's first sync. Start: the session hands the drain the user it heard
 * from the server (`adoptUser`) when the device had no database, so the worker need not wait for the page to store it;
 * a device that holds another account is left to the page's session. End: the shared scopes are pulled beside the
 * user's own pages, not after the last of them. A fake server answers: only the device's side is under test.
 */
const PAGE = 60;
const PAGES = 4;
const listId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SCOPE: SharedScopeTarget = { name: 'public:listings', table: 'marketplaceListings' };

/** Own rows in PAGES pages, each answered after `ownDelayMs`; one page of one listing for the scope. Records the order. */
function fakeServer(ownDelayMs = 0) {
  const events: string[] = [];
  const serve = (async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://device.test');
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/api/sync/pull-scope') {
      events.push('scope asked');
      return json({
        scope: SCOPE.name,
        changes: [{ entity: 'marketplaceListing', id: listId(9999), ownerId: 'someone', deleted: false, data: { title: 'Ladder' } }],
        cursor: '1.1',
        hasMore: false,
      });
    }
    const cursor = Number(url.searchParams.get('cursor'));
    events.push(`page ${cursor / PAGE} asked`);
    await new Promise((r) => setTimeout(r, ownDelayMs));
    const to = Math.min(cursor + PAGE, PAGES * PAGE);
    const body: PullResponse = {
      changes: Array.from({ length: to - cursor }, (_, i) => ({
        entity: 'materialsList',
        id: listId(cursor + i),
        change: cursor + i + 1,
        deleted: false,
        data: {
          id: listId(cursor + i),
          title: `L${cursor + i}`,
          description: '',
          projectType: 'tiling',
          createdAt: '2026-11-26T00:00:00Z',
        },
      })),
      cursor: to,
      hasMore: to < PAGES * PAGE,
      lastMutationId: 0,
    };
    events.push(`page ${cursor / PAGE} answered`);
    return json(body);
  }) as typeof fetch;
  return { events, fetch: serve };
}

const user = () => ({ id: randomUUID(), email: 'jo@example.com', firstName: 'Jo' });

describe('the first drain of a fresh device (adoptUser)', () => {
  it('stores the user when none is stored, and pulls every row for them', async () => {
    const db = new LocalDb(`start-${randomUUID()}`);
    const me = user();
    try {
      expect(await drainOutbox({ db, fetch: fakeServer().fetch, scopes: [], adoptUser: me })).toBe('done');
      expect((await db.kv.get(SESSION_USER_KEY))?.value).toEqual(me);
      expect(await db.materialsLists.where('userId').equals(me.id).count()).toBe(PAGES * PAGE);
      expect(((await db.kv.get(SYNC_STATE_KEY))?.value as SyncState).phase).toBe('synced');
    } finally {
      db.close();
    }
  });

  it('keeps the stored record of the same user (the page stored it first)', async () => {
    const db = new LocalDb(`start-${randomUUID()}`);
    const me = user();
    const stored = { ...me, businessName: 'Jo Plumbing' };
    await db.kv.put({ key: SESSION_USER_KEY, value: stored });
    try {
      expect(await drainOutbox({ db, fetch: fakeServer().fetch, scopes: [], adoptUser: me })).toBe('done');
      expect((await db.kv.get(SESSION_USER_KEY))?.value).toEqual(stored);
      expect(await db.materialsLists.count()).toBe(PAGES * PAGE);
    } finally {
      db.close();
    }
  });

  it('leaves another stored account alone and drains nothing (the page clears it first)', async () => {
    const db = new LocalDb(`start-${randomUUID()}`);
    const other = user();
    await db.kv.put({ key: SESSION_USER_KEY, value: other });
    const server = fakeServer();
    try {
      expect(await drainOutbox({ db, fetch: server.fetch, scopes: [], adoptUser: user() })).toBe('signed-out');
      expect((await db.kv.get(SESSION_USER_KEY))?.value).toEqual(other);
      expect(server.events).toEqual([]);
      expect(await db.materialsLists.count()).toBe(0);
    } finally {
      db.close();
    }
  });
});

describe('the shared scopes of a first sync', () => {
  it('are asked for beside the first own page, not after the last, and synced waits for both', async () => {
    const db = new LocalDb(`start-${randomUUID()}`);
    const server = fakeServer(20);
    try {
      expect(await drainOutbox({ db, fetch: server.fetch, scopes: [SCOPE], adoptUser: user() })).toBe('done');
      expect(server.events.indexOf('scope asked')).toBeLessThan(server.events.indexOf('page 0 answered'));
      expect(await db.marketplaceListings.count()).toBe(1);
      expect(await db.materialsLists.count()).toBe(PAGES * PAGE);
      expect(((await db.kv.get(SYNC_STATE_KEY))?.value as SyncState).phase).toBe('synced');
    } finally {
      db.close();
    }
  });

  it('a failing scope fails the drain only after the own pages are written', async () => {
    const db = new LocalDb(`start-${randomUUID()}`);
    const server = fakeServer(5);
    const failingScope = (async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).includes('pull-scope')) throw new TypeError('Failed to fetch');
      return server.fetch(input, init);
    }) as typeof fetch;
    try {
      expect(await drainOutbox({ db, fetch: failingScope, scopes: [SCOPE], adoptUser: user() })).toBe('offline');
      expect(await db.materialsLists.count()).toBe(PAGES * PAGE);
      expect(((await db.kv.get(SYNC_STATE_KEY))?.value as SyncState).phase).toBe('offline');
    } finally {
      db.close();
    }
  });
});
