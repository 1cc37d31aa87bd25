import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { withUserTx } from '../../api/sync/tx';

/**
 * A pull page holds the first `limit` changes above the cursor across every entity (issue 24: each entity fetches only
 * its own share of the page, counted from the change-number indexes, instead of `limit` rows from every table). Changes
 * of three tables are interleaved, some rows are changed twice and some deleted; paged with a small limit the device
 * gets every change once, in change order, and the same as one big page.
 */
describe.each(backends)('pull pages across entities on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const s = await signedInClient(server);
    a = s.client;
    userId = s.user.id;
  });
  afterAll(() => server.close());

  type Change = { entity: string; id: string; change: number; deleted: boolean };
  const pullAll = async (limit: number) => {
    const pages: Change[][] = [];
    let cursor = 0;
    for (;;) {
      const res = await a.get(`/api/sync/pull?cursor=${cursor}&limit=${limit}`);
      expect(res.status).toBe(200);
      pages.push(res.body.changes);
      if (res.body.changes.length) expect(res.body.cursor).toBe(res.body.changes.at(-1).change);
      cursor = res.body.cursor;
      if (!res.body.hasMore) return pages;
      expect(res.body.changes).toHaveLength(limit); // a page with more behind it is full
    }
  };

  it('pages hold the first changes of all entities together: each once, in order, as one big page', async () => {
    const sql = server.db.sql;
    const list = randomUUID();
    const items: string[] = [];
    const prices: string[] = [];
    await withUserTx(sql, userId, (tx) => tx`insert into materials_lists (id, user_id, title) values (${list}, ${userId}, 'Deck')`);
    for (let i = 0; i < 40; i++) {
      await withUserTx(sql, userId, async (tx) => {
        const item = randomUUID();
        items.push(item);
        await tx`insert into materials_items (id, user_id, list_id, name) values (${item}, ${userId}, ${list}, ${`Item ${i}`})`;
        if (i % 3 === 0) {
          const price = randomUUID();
          prices.push(price);
          await tx`insert into price_items (id, user_id, description, unit, cost_cents, sell_cents)
            values (${price}, ${userId}, ${`Part ${i}`}, 'ea', 100, 150)`;
        }
        if (i % 5 === 4) await tx`update materials_items set quantity = 2 where id = ${items[i - 2]}`;
        if (i % 7 === 6) await tx`update price_items set deleted_at = now() where id = ${prices[0]}`;
      });
    }
    const whole = (await pullAll(2000)).flat();
    expect(whole.length).toBeGreaterThan(50);
    for (const limit of [1, 7, 16]) {
      const pages = await pullAll(limit);
      for (const page of pages) expect(page.length).toBeLessThanOrEqual(limit);
      const flat = pages.flat();
      expect(flat).toEqual(whole);
    }
    const changes = whole.map((c) => c.change);
    expect(changes).toEqual([...changes].sort((x, y) => x - y));
    expect(new Set(whole.map((c) => `${c.entity}:${c.id}`)).size).toBe(whole.length); // each row once, at its last change
    expect(whole.filter((c) => c.entity === 'materialsItem')).toHaveLength(40);
    expect(whole.filter((c) => c.entity === 'priceItem')).toHaveLength(prices.length);
    expect(whole.find((c) => c.id === prices[0])?.deleted).toBe(true);
  });
});
