import type { Db, Sql } from '../db';
import { SYNCED_ENTITIES, type EntityName } from '../../src/domain/sync/entities';
import { pullEntities } from './entities';
import { changeJsonSql, readChangeJson } from '../repos/pull-json';
import { changesAhead, lastAppliedMutation, pipelinedReadSnapshot } from '../repos/sync';

/** Each pulled entity's table and owner column, for the change probe (changesAhead): from the definitions, once. */
const probeTables = pullEntities.map((e) => {
  const { table, owner } = SYNCED_ENTITIES[e.name as EntityName].server;
  return { name: e.name, table, owner };
});

/** A pulled change as the device reads it: its change number and its JSON text, as UTF-8 bytes. */
interface Change {
  change: number;
  json: Buffer;
}

/** A change number as Postgres writes it (the digits of a bigint below 2^53). */
const changeOf = (digits: Buffer) => {
  let n = 0;
  for (let i = 0; i < digits.length; i++) n = n * 10 + digits[i] - 48;
  return n;
};

/**
 * How each entity's share of a page is read: mapped in SQL (api/repos/pull-json.ts), one JSON text per change, read raw
 * — the bytes Postgres sent, never decoded into strings or built into row objects; the few entities whose mapper stays
 * in Node are mapped and stringified here, in the same shape. (One text per entity, joined by Postgres' string_agg,
 * cost the same CPU on both sides, and Node could not read a page's first rows while Postgres wrote the rest.)
 */
const readers = pullEntities.map((e) => {
  const text = changeJsonSql(e.name as EntityName);
  const read = text
    ? async (tx: Db, userId: string, cursor: number, n: number): Promise<Change[]> =>
        (await readChangeJson(tx, text, userId, cursor, n)).map((r) => ({
          change: changeOf(r[0]),
          json: r[1],
        }))
    : async (tx: Db, userId: string, cursor: number, n: number): Promise<Change[]> =>
        (await e.fetch(tx, userId, cursor, n)).map((row) => ({
          change: row.change_no,
          json: Buffer.from(
            JSON.stringify(
              row.deleted_at
                ? { entity: e.name, id: row.id, change: row.change_no, deleted: true }
                : { entity: e.name, id: row.id, change: row.change_no, deleted: false, data: e.toClient(row) },
            ),
          ),
        }));
  return { name: e.name, read };
});

/**
 * One page of the user's own rows changed after the cursor, tombstones included, in change order (GET /api/sync/pull),
 * plus this client's last applied mutation — as the response's JSON text: `{"changes":[…],"cursor":…,"hasMore":…,
 * "lastMutationId":…}` (src/domain/schemas/sync.ts PullResponse). The changes' texts are made by Postgres and joined
 * here: no row object is built, mapped or stringified in Node for the entities that are mapped in SQL.
 *
 * Everything is read in one snapshot (repeatable read fixes it at the first statement): read at different moments, a
 * transaction committing a list (change n) and an item (n + 1) between two reads could hand the device the item without
 * the list, and the cursor would pass the list for good (tests/api/sync-pull-snapshot.test.ts). The acknowledged count
 * comes from the same snapshot: every mutation it covers committed with its rows, so the client never drops an outbox
 * entry whose effect is missing from the rows it is about to apply.
 *
 * Two round trips (pipelinedReadSnapshot): the transaction's start, the acknowledged count and one query over the
 * change-number indexes (which entities hold the page's changes, how many each); then each of those entities' first n
 * changes above the cursor, which merged are the first `limit` overall.
 */
export async function pullPage(
  sql: Sql,
  userId: string,
  q: { cursor: number; clientId?: string; limit: number },
): Promise<Buffer<ArrayBuffer>> {
  const { cursor, limit } = q;
  const { lastMutationId, perEntity, hasMore } = await pipelinedReadSnapshot(
    sql,
    (tx) =>
      Promise.all([q.clientId ? lastAppliedMutation(tx, q.clientId, userId) : 0, changesAhead(tx, probeTables, userId, cursor, limit)]),
    async (tx, [lastMutationId, ahead]) => {
      const perEntity = await Promise.all(
        readers.filter((r) => ahead.counts.has(r.name)).map((r) => r.read(tx, userId, cursor, ahead.counts.get(r.name)!)),
      );
      return { lastMutationId, perEntity, hasMore: ahead.hasMore };
    },
  );
  // each entity's changes come in change order: a page of one entity needs no merge
  const page = perEntity.length === 1 ? perEntity[0] : perEntity.flat().sort((a, b) => a.change - b.change);
  const parts: Buffer[] = [OPEN];
  for (let i = 0; i < page.length; i++) parts.push(i ? COMMA : EMPTY, page[i].json);
  const next = page.length ? page[page.length - 1].change : cursor;
  parts.push(Buffer.from(`],"cursor":${next},"hasMore":${hasMore},"lastMutationId":${lastMutationId}}`));
  return Buffer.concat(parts);
}
const OPEN = Buffer.from('{"changes":[');
const COMMA = Buffer.from(',');
const EMPTY = Buffer.alloc(0);
