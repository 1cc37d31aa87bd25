import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { invoiceArgs, push, quoteArgs, setUpBusiness } from './documents-builders';
import { pullEntities } from '../../api/sync/entities';
import { isoFromUtcText } from '../../api/repos/sync';
import { arrayParam } from '../../api/db';
import { SYNCED_ENTITIES, type EntityName } from '../../src/domain/sync/entities';

/**
 * Issue 24: a pull reads only the columns a device row is made of, its timestamps formatted as ISO text by Postgres
 * (api/repos/sync.ts ownedRowsSince), and its snapshot's statements are pipelined on a connection of its own
 * (pipelinedReadSnapshot). What devices receive must not change: each pulled row equals its entity's mapper applied to
 * the whole row (`select *`, timestamps as Dates), and no connection is left inside a transaction.
 */
describe.each(backends)('pulled rows are the whole rows, mapped (%s)', (kind) => {
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

  it('every pulled change equals the mapper of the whole row; tombstones carry no data', async () => {
    await setUpBusiness(a);
    const list = randomUUID();
    const items = [randomUUID(), randomUUID(), randomUUID()];
    const price = randomUUID();
    const client = randomUUID();
    const quote = quoteArgs();
    const at = new Date().toISOString();
    const { results } = await push(a, [
      {
        name: 'materialsList.create',
        args: { id: list, title: 'Deck', description: 'Back deck', projectType: 'deck', createdAt: at, items: [] },
      },
      ...items.map((id, i) => ({
        name: 'materialsItem.upsert',
        args: {
          id,
          listId: list,
          patch: { name: `Joist ${i}`, quantity: 2 + i, unit: 'm', notes: i ? '' : 'Treated pine', completed: i === 1, position: i },
        },
      })),
      {
        name: 'priceItem.create',
        args: {
          id: price,
          createdAt: at,
          description: 'Copper pipe',
          code: 'CP15',
          supplier: 'Reece',
          unit: 'm',
          costCents: 1234,
          sellCents: 1999,
          gstFree: false,
        },
      },
      { name: 'client.create', args: { id: client, createdAt: at, name: 'Jo Citizen', email: 'jo@example.com', phone: '', address: '' } },
      { name: 'client.update', args: { id: client, baseVersion: 1, patch: { phone: '0400 000 000' } } },
      { name: 'quote.create', args: quote },
      { name: 'invoice.create', args: invoiceArgs({ clientId: client }) },
      { name: 'materialsItem.delete', args: { id: items[2] } },
    ]);
    expect(results.filter((r) => r.status !== 'applied')).toEqual([]);

    const pulled: Array<{ entity: string; id: string; deleted: boolean; data?: unknown }> = [];
    let cursor = 0;
    for (;;) {
      const res = await a.get(`/api/sync/pull?cursor=${cursor}&limit=3`);
      expect(res.status).toBe(200);
      pulled.push(...res.body.changes);
      cursor = res.body.cursor;
      if (!res.body.hasMore) break;
    }
    const entities = new Set(pulled.map((c) => c.entity));
    for (const e of ['materialsList', 'materialsItem', 'priceItem', 'client', 'quote', 'invoice']) expect(entities).toContain(e);

    const sql = server.db.sql;
    for (const change of pulled) {
      const e = pullEntities.find((p) => p.name === change.entity)!;
      const { table, owner } = SYNCED_ENTITIES[change.entity as EntityName].server;
      const key = owner === 'id' || change.entity === 'settings' ? owner : 'id';
      const [row] = await sql`select * from ${sql(table)} where ${sql(key)} = ${change.id}`;
      if (change.deleted) {
        expect(row.deleted_at, change.entity).not.toBeNull();
        expect(change.data).toBeUndefined();
      } else expect(change.data, change.entity).toEqual(e.toClient(row));
    }
    const deleted = pulled.find((c) => c.id === items[2]);
    expect(deleted?.deleted).toBe(true);
  });

  it('timestamps read as UTC text come out as to_char made them (and as Date#toISOString for ordinary years)', async () => {
    const sql = server.db.sql;
    const values = [
      '2026-11-27 02:20:00+00',
      '2026-11-27 02:20:00.5+00',
      '2026-11-27 02:20:00.12+00',
      '2026-11-27 02:20:00.123456+00',
      '2026-11-27 02:20:00.999999+10',
      '1999-12-31 23:59:59.0001-05',
      '10000-01-01 00:00:00.5+00',
      '0044-03-15 12:00:00.25+00 BC',
      'infinity',
      '-infinity',
    ];
    const rows = await sql<{ text: string; ch: string | null; at: Date }[]>`
      select (v at time zone 'UTC')::text as text, to_char(v at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ch, v as at
      from unnest(${arrayParam(values)}::timestamptz[]) as v`;
    expect(rows).toHaveLength(values.length);
    for (const r of rows) {
      expect(isoFromUtcText(r.text), r.text).toBe(r.ch);
      const year = Number(r.ch?.slice(0, r.ch.indexOf('-')));
      if (r.ch && year < 10000 && !r.text.endsWith('BC')) expect(r.ch).toBe(r.at.toISOString());
    }
  });

  it('leaves no connection inside a transaction, and a write after many pulls goes through', async () => {
    await Promise.all(Array.from({ length: 12 }, () => a.get('/api/sync/pull?cursor=0&limit=2')));
    // a pull that fails (a cursor the route refuses) takes nothing with it either
    expect((await a.get('/api/sync/pull?cursor=x')).status).toBe(400);
    const sql = server.db.sql;
    // the end of each snapshot is sent without waiting for it: give the last ones a moment
    await new Promise((r) => setTimeout(r, 50));
    if (kind === 'postgres') {
      const [open] = await sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`;
      expect(open.n).toBe(0);
    }
    const { results } = await push(a, [
      {
        name: 'materialsList.create',
        args: { id: randomUUID(), title: 'After', description: '', projectType: '', createdAt: new Date().toISOString(), items: [] },
      },
    ]);
    expect(results[0].status).toBe('applied');
    // a read-write statement outside any snapshot: the connection it gets is not read-only
    await sql`update users set updated_at = updated_at where id = ${userId}`;
  });
});
