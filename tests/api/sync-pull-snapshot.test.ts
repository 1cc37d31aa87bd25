import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { withUserTx } from '../../api/sync/tx';

/**
 * A pull reads several tables (one per entity). Read at different moments, a writer that commits between two of those
 * reads — a list (change n) and an item (change n + 1) in one transaction — can hand the reader the item without the
 * list, and the cursor then moves past the list for good. A pull therefore reads every table in one snapshot. This
 * writes while a device pulls all the while, and checks the device ends with every row.
 */
describe.each(backends)('a pull is one snapshot on %s', (kind) => {
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

  it('never moves the cursor past a change that commits together with a later one', async () => {
    const sql = server.db.sql;
    const first = randomUUID();
    await withUserTx(sql, userId, (tx) => tx`insert into materials_lists (id, user_id, title) values (${first}, ${userId}, 'First')`);
    const lists = new Set<string>([first]);
    const seen = new Set<string>();
    let cursor = 0;
    const pull = async () => {
      for (;;) {
        const res = await a.get(`/api/sync/pull?cursor=${cursor}&limit=50`);
        expect(res.status).toBe(200);
        for (const ch of res.body.changes as Array<{ entity: string; id: string }>) if (ch.entity === 'materialsList') seen.add(ch.id);
        cursor = res.body.cursor;
        if (!res.body.hasMore) return;
      }
    };
    let writing = true;
    const writer = (async () => {
      for (let i = 0; i < 400; i++) {
        // an item alone (so items have news at the reader's next look), then a list and an item together
        await withUserTx(sql, userId, async (tx) => {
          await tx`insert into materials_items (id, user_id, list_id, name) values (${randomUUID()}, ${userId}, ${first}, ${`Alone ${i}`})`;
        });
        const id = randomUUID();
        lists.add(id);
        await withUserTx(sql, userId, async (tx) => {
          await tx`insert into materials_lists (id, user_id, title) values (${id}, ${userId}, ${`List ${i}`})`;
          await tx`insert into materials_items (id, user_id, list_id, name) values (${randomUUID()}, ${userId}, ${id}, 'With it')`;
        });
      }
      writing = false;
    })();
    while (writing) await pull();
    await writer;
    await pull();
    const missing = [...lists].filter((id) => !seen.has(id));
    expect(missing, `${missing.length} of ${lists.size} lists never reached the device`).toEqual([]);
  }, 180_000);
});
