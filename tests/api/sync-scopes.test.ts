import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  signedInClient,
  startTestServer,
  TEST_DATABASE_URL,
  type TestClient,
  type TestServer,
  databaseUrlOf,
} from '../helpers/api';
import { registerSharedScope } from '../../api/sync/scopes';
import { Device } from '../helpers/device';
import { LocalDb } from '../../src/data/local-db';
import { drainOutbox } from '../../src/data/sync/engine';
import { assertOwnRow, type SharedScopeTarget } from '../../src/data/sync/scopes';

/** The device database with one more table for the test scope (a real shared entity adds its table the same way). */
class DbWithNotes extends LocalDb {
  constructor(name: string) {
    super(name);
    this.version(this.verno + 1).stores({ testNotes: 'id, ownerId' });
  }
}

/**
 * A shared scope over a small shared test entity (public notes, any user writes their own, everyone reads all), set up
 * the way a real shared table is (docs/sync.md "Scopes"): owner, change_no, change_xid and the sync_bump_shared trigger.
 */
const SCOPE = 'public:test-notes';
async function createSharedTable(sql: postgres.Sql) {
  await sql.unsafe(`
    create table if not exists test_public_notes (
      id uuid primary key, user_id uuid not null references users(id), body text not null,
      change_no bigint not null, change_xid xid8 not null, deleted_at timestamptz, updated_at timestamptz not null default now());
    create index if not exists test_public_notes_scope_idx on test_public_notes (change_xid, change_no);
    drop trigger if exists test_public_notes_sync_bump on test_public_notes;
    create trigger test_public_notes_sync_bump before insert or update on test_public_notes
      for each row execute function sync_bump_shared();`);
}
registerSharedScope({
  name: SCOPE,
  entity: 'testNote',
  table: 'test_public_notes',
  where: (sql) => sql`body <> 'hidden' or deleted_at is not null`,
  toClient: (r) => ({ id: r.id, body: r.body }),
});

/**
 * Pulls to the end of the scope. With `until`, keeps pulling (briefly) until it holds: on a shared Postgres server a
 * transaction of another database still running holds the cluster-wide xmin back, which delays rows (never loses them).
 */
async function pullAll(client: TestClient, cursor = '0.0', until?: (seen: Array<{ id: string }>) => boolean) {
  const seen: Array<{ id: string; deleted: boolean; data?: { body: string }; ownerId: string }> = [];
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await client.get(`/api/sync/pull-scope?scope=${SCOPE}&cursor=${cursor}&limit=3`);
    expect(res.status).toBe(200);
    seen.push(...res.body.changes);
    cursor = res.body.cursor;
    if (res.body.hasMore) continue;
    if (!until || until(seen) || Date.now() > deadline) return { seen, cursor };
    await new Promise((r) => setTimeout(r, 50));
  }
}
const holds = (ids: string[]) => (seen: Array<{ id: string }>) => ids.every((id) => seen.some((c) => c.id === id));

describe.each(backends)('shared scopes on %s', (kind) => {
  let server: TestServer;
  let reader: TestClient;
  let writerA: string;
  let writerB: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await createSharedTable(server.db.sql);
    reader = (await signedInClient(server)).client;
    writerA = (await signedInClient(server)).user.id;
    writerB = (await signedInClient(server)).user.id;
  });
  afterAll(() => server.close());

  it('pages through every row of every owner, with owners, tombstones, and a cursor per scope', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const id = randomUUID();
      ids.push(id);
      await server.db.sql`insert into test_public_notes (id, user_id, body) values (${id}, ${i % 2 ? writerA : writerB}, ${`note ${i}`})`;
    }
    const first = await pullAll(reader, '0.0', holds(ids));
    expect(first.seen.map((c) => c.id)).toEqual(ids);
    expect(first.seen[1].ownerId).toBe(writerA);
    await server.db.sql`update test_public_notes set deleted_at = now() where id = ${ids[0]}`;
    await server.db.sql`update test_public_notes set body = 'edited' where id = ${ids[3]}`;
    const next = await pullAll(reader, first.cursor, holds([ids[0], ids[3]]));
    expect(next.seen.map((c) => [c.id, c.deleted, c.data?.body])).toEqual([
      [ids[0], true, undefined],
      [ids[3], false, 'edited'],
    ]);
    expect((await pullAll(reader, next.cursor)).seen).toEqual([]);
  });

  it('a device keeps shared rows in Dexie with their owner, tombstones included, readable offline', async () => {
    const { client, user } = await signedInClient(server);
    const device = new Device(server, client.cookie, user.id);
    device.db = new DbWithNotes(`notes-${randomUUID()}`);
    await device.signIn();
    const target = { name: SCOPE, table: 'testNotes' } as unknown as SharedScopeTarget;
    const notes = device.db.table('testNotes');
    // Drains until `ready` holds (a transaction elsewhere on a shared Postgres can delay shared rows, never lose them).
    const sync = async (ready: () => Promise<boolean>) => {
      const deadline = Date.now() + 15_000;
      do expect(await drainOutbox({ db: device.db, fetch: device.fetch as typeof fetch, scopes: [target], pullLimit: 2 })).toBe('done');
      while (!(await ready()) && Date.now() < deadline);
    };
    const mine = randomUUID();
    const theirs = randomUUID();
    await server.db
      .sql`insert into test_public_notes (id, user_id, body) values (${mine}, ${user.id}, 'mine'), (${theirs}, ${writerA}, 'theirs')`;
    await sync(async () => (await notes.get(theirs)) !== undefined && (await notes.get(mine)) !== undefined);
    expect(await notes.get(theirs)).toMatchObject({ body: 'theirs', ownerId: writerA });
    // Offline: still there. Only the owner may queue a change to a shared row.
    device.network = 'down';
    expect(await notes.get(mine)).toMatchObject({ body: 'mine', ownerId: user.id });
    expect(() => assertOwnRow(undefined, user.id)).not.toThrow();
    expect(() => assertOwnRow({ ownerId: user.id }, user.id)).not.toThrow();
    expect(() => assertOwnRow({ ownerId: writerA }, user.id)).toThrow(/owner/);
    device.network = 'up';
    await server.db.sql`update test_public_notes set deleted_at = now() where id = ${theirs}`;
    await sync(async () => (await notes.get(theirs)) === undefined);
    expect(await notes.get(theirs)).toBeUndefined();
  });

  it('refuses an unknown scope and a malformed cursor', async () => {
    expect((await reader.get('/api/sync/pull-scope?scope=nope')).status).toBe(400);
    expect((await reader.get(`/api/sync/pull-scope?scope=${SCOPE}&cursor=12`)).status).toBe(400);
    // past what xid8 or an exact change number can hold: a 400 naming the cursor, never a database error (500)
    for (const cursor of ['99999999999999999999.0', '9223372036854775808.0', '1.9999999999999999']) {
      const res = await reader.get(`/api/sync/pull-scope?scope=${SCOPE}&cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.error.message).toMatch(/cursor/);
    }
    expect((await server.client().get(`/api/sync/pull-scope?scope=${SCOPE}`)).status).toBe(401);
  });
});

/**
 * Two owners write concurrently: the one that took the lower change number commits last. Ordered by change_no alone
 * (the own-scope rule, which is only safe under one user's lock) a reader passes the later commit's number first and
 * never sees the slower row. The transaction-id watermark holds the cursor below the unfinished writer.
 */
describe.runIf(TEST_DATABASE_URL)('shared scope ordering under concurrent writers on postgres', () => {
  let server: TestServer;
  let other: postgres.Sql;
  let owners: string[];
  let reader: TestClient;
  beforeAll(async () => {
    server = await startTestServer('postgres');
    await createSharedTable(server.db.sql);
    const url = await databaseUrlOf(server.db);
    other = postgres(url, { max: 1, onnotice: () => {} });
    reader = (await signedInClient(server)).client;
    owners = [(await signedInClient(server)).user.id, (await signedInClient(server)).user.id];
  });
  afterAll(async () => {
    await other.end();
    await server.close();
  });

  /** Writer 1 takes a change number, then waits; writer 2 takes a higher one and commits; `between` runs; writer 1 commits. */
  async function slowAndFastWriters(between: () => Promise<void>) {
    const slowId = randomUUID();
    const fastId = randomUUID();
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const slowInserted = new Promise<void>((r) => (inserted = r));
    const slow = other.begin(async (tx) => {
      await tx`insert into test_public_notes (id, user_id, body) values (${slowId}, ${owners[0]}, 'slow')`;
      inserted();
      await released;
    });
    await slowInserted;
    await server.db.sql`insert into test_public_notes (id, user_id, body) values (${fastId}, ${owners[1]}, 'fast')`;
    await between();
    release();
    await slow;
    const nums = await server.db.sql`select id, change_no from test_public_notes where id in (${slowId}, ${fastId})`;
    const byId = Object.fromEntries(nums.map((r) => [r.id, r.change_no]));
    expect(byId[slowId]).toBeLessThan(byId[fastId]); // the slow writer really holds the lower number
    return { slowId, fastId };
  }

  it('the naive change_no cursor loses the slow writer’s row (why shared scopes need the watermark)', async () => {
    let cursor = Number((await server.db.sql`select coalesce(max(change_no), 0) as n from test_public_notes`)[0].n);
    const naivePull = async () => {
      const rows = await server.db.sql`select id, change_no from test_public_notes where change_no > ${cursor} order by change_no`;
      if (rows.length) cursor = rows[rows.length - 1].change_no;
      return rows.map((r) => r.id as string);
    };
    const got: string[] = [];
    const { slowId, fastId } = await slowAndFastWriters(async () => void got.push(...(await naivePull())));
    got.push(...(await naivePull()));
    expect(got).toContain(fastId);
    expect(got).not.toContain(slowId); // lost for good
  });

  it('the transaction-id watermark delivers both rows, in commit-safe order', async () => {
    let cursor = (await pullAll(reader)).cursor;
    const got: string[] = [];
    const { slowId, fastId } = await slowAndFastWriters(async () => {
      const r = await pullAll(reader, cursor);
      got.push(...r.seen.map((c) => c.id));
      cursor = r.cursor;
    });
    const r = await pullAll(reader, cursor, (seen) => holds([slowId, fastId])([...seen, ...got.map((id) => ({ id }))]));
    got.push(...r.seen.map((c) => c.id));
    expect(got.sort()).toEqual([slowId, fastId].sort());
  });

  it('many writers at once: every row reaches a reader that pulls all the while', async () => {
    let cursor = (await pullAll(reader)).cursor;
    const seen = new Set<string>();
    let writing = true;
    const pulling = (async () => {
      while (writing) {
        const r = await pullAll(reader, cursor);
        for (const c of r.seen) seen.add(c.id);
        cursor = r.cursor;
      }
    })();
    const written: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        for (let i = 0; i < 15; i++) {
          const id = randomUUID();
          written.push(id);
          await server.db.sql.begin(async (tx) => {
            await tx`insert into test_public_notes (id, user_id, body) values (${id}, ${owners[w % 2]}, ${`w${w} n${i}`})`;
            await tx`select pg_sleep(${Math.random() * 0.01})`;
          });
        }
      }),
    );
    writing = false;
    await pulling;
    const r = await pullAll(reader, cursor, (more) => written.every((id) => seen.has(id) || more.some((c) => c.id === id)));
    for (const c of r.seen) seen.add(c.id);
    expect(written.filter((id) => !seen.has(id))).toEqual([]);
  });
});
