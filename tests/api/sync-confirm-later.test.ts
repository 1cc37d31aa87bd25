import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';

/**
 * A push's first attempt does not wait for writes whose answer only confirms them (confirmLater, api/sync/tx.ts): the
 * runs behind them go out at once. A failure found only when that answer comes back (an id another user holds, read
 * after the insert skipped it) must still end as one mutation at a time would: that mutation rejected, every other
 * one applied — including the runs sent behind it — and nothing of the failed attempt left behind.
 */
const priceItem = (id: string, description: string) => ({
  id,
  createdAt: new Date().toISOString(),
  description,
  code: '',
  supplier: '',
  unit: 'ea',
  costCents: 100,
  sellCents: 150,
  gstFree: false,
});
const numbered = (muts: Array<{ name: string; args: unknown }>) => muts.map((m, i) => ({ id: i + 1, ...m }));

describe.each(backends)('writes not waited for in a push, on %s', (kind) => {
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

  it('a taken id found after the insert is sent rejects that create only; the runs sent behind it apply', async () => {
    const taken: string = randomUUID();
    const theirs = await b.post('/api/sync/push', {
      clientId: `c-${randomUUID()}`,
      mutations: numbered([{ name: 'priceItem.create', args: priceItem(taken, 'Theirs') }]),
    });
    expect(theirs.body.results[0].status).toBe('applied');
    const mine: string[] = [randomUUID(), randomUUID()];
    const listId = randomUUID();
    const items = [randomUUID(), randomUUID(), randomUUID()];
    const res = await a.post('/api/sync/push', {
      clientId: `c-${randomUUID()}`,
      mutations: numbered([
        // a run of creates whose middle id is another user's: the insert skips it, the owner read afterwards refuses it
        { name: 'priceItem.create', args: priceItem(mine[0], 'One') },
        { name: 'priceItem.create', args: priceItem(taken, 'Hijack') },
        { name: 'priceItem.create', args: priceItem(mine[1], 'Two') },
        // runs behind it, sent before its answer came back
        ...mine.map((id) => ({ name: 'priceItem.update', args: { id, patch: { sellCents: 999 } } })),
        { name: 'priceItem.update', args: { id: taken, patch: { sellCents: 1 } } },
        {
          name: 'materialsList.create',
          args: { id: listId, title: 'Deck', description: '', projectType: '', createdAt: new Date().toISOString(), items: [] },
        },
        ...items.map((id, i) => ({
          name: 'materialsItem.upsert',
          args: { id, listId, patch: { name: `Item ${i}`, quantity: 1, unit: 'pc', notes: '', completed: false, position: i } },
        })),
        { name: 'materialsItem.delete', args: { id: items[2] } },
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body.lastMutationId).toBe(11);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'rejected',
      'applied',
      'applied',
      'applied',
      'applied', // an edit of a row this user does not have changes nothing (a delete wins), as one at a time
      'applied',
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    expect(res.body.results[1].code).toBe('CONFLICT');
    const prices = await server.db.sql<{ id: string; user_id: string; description: string; sell_cents: number }[]>`
      select id, user_id, description, sell_cents from price_items where id in (${mine[0]}, ${mine[1]}, ${taken}) order by description`;
    expect(prices.map((p) => [p.description, p.user_id === userA, Number(p.sell_cents)])).toEqual([
      ['One', true, 999],
      ['Theirs', false, 150],
      ['Two', true, 999],
    ]);
    const rows = await server.db.sql<{ id: string; deleted: boolean }[]>`
      select id, deleted_at is not null as deleted from materials_items where list_id = ${listId} and user_id = ${userA}`;
    expect(new Map(rows.map((r) => [r.id, r.deleted]))).toEqual(
      new Map([
        [items[0], false],
        [items[1], false],
        [items[2], true],
      ]),
    );
  });

  it('a run refused by its read, behind a write not yet confirmed: the batch is applied again the careful way, once', async () => {
    // another user's item id
    const foreign = randomUUID();
    const theirList = randomUUID();
    const newList = (id: string, title: string, items: object[] = []) => ({
      id,
      title,
      description: '',
      projectType: '',
      createdAt: new Date().toISOString(),
      items,
    });
    await b.post('/api/sync/push', {
      clientId: `c-${randomUUID()}`,
      mutations: numbered([
        {
          name: 'materialsList.create',
          args: newList(theirList, 'Theirs', [
            { id: foreign, name: 'X', quantity: 1, unit: 'pc', notes: '', completed: false, position: 0 },
          ]),
        },
      ]),
    });
    const listId = randomUUID();
    const ok = [randomUUID(), randomUUID()];
    const patch = (name: string, position: number) => ({ name, quantity: 1, unit: 'pc', notes: '', completed: false, position });
    const res = await a.post('/api/sync/push', {
      clientId: `c-${randomUUID()}`,
      mutations: numbered([
        // the list's insert is not waited for; the upserts' read goes out behind it and refuses the foreign id
        { name: 'materialsList.create', args: newList(listId, 'Shed') },
        { name: 'materialsItem.upsert', args: { id: ok[0], listId, patch: patch('A', 0) } },
        { name: 'materialsItem.upsert', args: { id: foreign, listId, patch: patch('B', 1) } },
        { name: 'materialsItem.upsert', args: { id: ok[1], listId, patch: patch('C', 2) } },
        { name: 'materialsList.update', args: { id: listId, patch: { title: 'Big shed' } } },
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'rejected', 'applied', 'applied']);
    expect(res.body.results[2].code).toBe('CONFLICT');
    const lists = await server.db.sql`select title from materials_lists where id = ${listId}`;
    expect(lists.map((l) => l.title)).toEqual(['Big shed']);
    const items = await server.db.sql`select id from materials_items where list_id = ${listId}`;
    expect(items.map((r) => r.id).sort()).toEqual([...ok].sort());
    const [theirItem] = await server.db.sql`select list_id, name from materials_items where id = ${foreign}`;
    expect(theirItem).toMatchObject({ list_id: theirList, name: 'X' });
  });
});
