import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';

/**
 * The push applies a run of queued creates in one INSERT per table (api/sync/batch.ts). The rule: the outcome is
 * exactly that of applying them one after another — replays change nothing, a taken id is one rejected mutation and
 * the rest of the run still applies.
 */
const item = (name = 'Boards') => ({ id: randomUUID(), name, quantity: 2, unit: 'pc', notes: '', completed: false, position: 0 });
const list = (title: string, items = [item()]) => ({
  id: randomUUID(),
  title,
  description: '',
  projectType: '',
  createdAt: new Date().toISOString(),
  items,
});
const creates = (lists: ReturnType<typeof list>[], from = 1) =>
  lists.map((args, i) => ({ id: from + i, name: 'materialsList.create', args }));

describe.each(backends)('a run of queued creates applied together on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  let b: TestClient;
  let userA: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const sa = await signedInClient(server);
    a = sa.client;
    userA = sa.user.id;
    b = (await signedInClient(server)).client;
  });
  afterAll(() => server.close());

  const rows = (ids: string[]) =>
    server.db.sql<{ id: string; user_id: string; title: string; deleted_at: Date | null }[]>`
      select id, user_id, title, deleted_at from materials_lists where id in ${server.db.sql(ids)}`;
  const itemCount = (listId: string) =>
    server.db.sql`select count(*)::int as n from materials_items where list_id = ${listId}`.then((r) => r[0].n as number);

  it('applies 300 creates with their items, each once, and a replay of the batch changes nothing', async () => {
    const lists = Array.from({ length: 300 }, (_, i) => list(`List ${i}`, [item('A'), item('B')]));
    const clientId = `c-${randomUUID()}`;
    const res = await a.post('/api/sync/push', { clientId, mutations: creates(lists) });
    expect(res.status).toBe(200);
    expect(res.body.lastMutationId).toBe(300);
    expect(new Set(res.body.results.map((r: { status: string }) => r.status))).toEqual(new Set(['applied']));
    expect(await rows(lists.map((l) => l.id))).toHaveLength(300);
    expect((await server.db.sql`select count(*)::int as n from materials_items where user_id = ${userA}`)[0].n).toBe(600);
    const again = await a.post('/api/sync/push', { clientId, mutations: creates(lists) });
    expect(again.body.results.every((r: { status: string }) => r.status === 'duplicate')).toBe(true);
    expect((await server.db.sql`select count(*)::int as n from materials_items where user_id = ${userA}`)[0].n).toBe(600);
  });

  it("rejects only the create whose id another user holds; the run around it applies and the other user's list is untouched", async () => {
    const theirs = list('Theirs');
    expect((await b.post('/api/sync/push', { clientId: `c-${randomUUID()}`, mutations: creates([theirs]) })).status).toBe(200);
    const lists = [list('One'), list('Two'), { ...list('Hijack'), id: theirs.id }, list('Four'), list('Five')];
    const res = await a.post('/api/sync/push', { clientId: `c-${randomUUID()}`, mutations: creates(lists) });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'rejected', 'applied', 'applied']);
    expect(res.body.results[2].code).toBe('CONFLICT');
    const got = await rows(lists.map((l) => l.id));
    expect(
      got
        .filter((r) => r.user_id === userA)
        .map((r) => r.title)
        .sort(),
    ).toEqual(['Five', 'Four', 'One', 'Two']);
    expect(got.find((r) => r.id === theirs.id)).toMatchObject({ user_id: expect.not.stringMatching(userA), title: 'Theirs' });
    expect(await itemCount(theirs.id)).toBe(1);
  });

  it('a create of a list that exists (or was deleted) changes nothing, its items included — as one at a time', async () => {
    const kept = list('Kept');
    const gone = list('Gone');
    const clientId = `c-${randomUUID()}`;
    await a.post('/api/sync/push', { clientId, mutations: creates([kept, gone]) });
    await a.post('/api/sync/push', { clientId, mutations: [{ id: 3, name: 'materialsList.delete', args: { id: gone.id } }] });
    const fresh = list('Fresh');
    // the same ids again under new mutation ids (a device that lost its counter), with other items, in one run
    const res = await a.post('/api/sync/push', {
      clientId,
      mutations: creates([{ ...kept, title: 'Renamed?', items: [item('X')] }, { ...gone, items: [item('Y')] }, fresh], 4),
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const got = await rows([kept.id, gone.id, fresh.id]);
    expect(got.find((r) => r.id === kept.id)?.title).toBe('Kept');
    expect(got.find((r) => r.id === gone.id)?.deleted_at).not.toBeNull();
    expect(await itemCount(kept.id)).toBe(1);
    expect(await itemCount(fresh.id)).toBe(1);
  });

  it('the same list id twice in one run: the first create wins, as one at a time', async () => {
    const first = list('First');
    const res = await a.post('/api/sync/push', {
      clientId: `c-${randomUUID()}`,
      mutations: creates([first, { ...first, title: 'Second', items: [item('Z')] }, list('Third')]),
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect((await rows([first.id]))[0].title).toBe('First');
    expect(await itemCount(first.id)).toBe(1);
  });

  it('a NUL or a schema error in the middle of a run rejects that one only, naming the field', async () => {
    const lists = [list('Ok 1'), list('Bad\u0000'), list('Ok 3'), { ...list('x'), title: '' }, list('Ok 5')];
    const res = await a.post('/api/sync/push', { clientId: `c-${randomUUID()}`, mutations: creates(lists) });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'rejected', 'applied', 'rejected', 'applied']);
    expect(res.body.results[1].message).toMatch(/^title: .*NUL/);
    expect(res.body.results[3].message).toMatch(/^title: /);
    expect(await rows(lists.map((l) => l.id))).toHaveLength(3);
  });
});
