import type { Sql } from '../db';
import type { EntityName } from '../../src/domain/sync/entities';
import { pullEntities } from './entities';
import { pullPageSql, pullSqlOptions, readPullPage } from '../repos/pull-json';
import { lastAppliedMutation, pipelinedReadSnapshot } from '../repos/sync';

/**
 * The page statement over every pulled entity (api/repos/pull-json.ts pullPageSql), made once per database from the
 * definitions and what the database allows (its version, its NOT NULL columns: pullSqlOptions).
 */
const pageStatements = new WeakMap<Sql, Promise<string>>();
function pageSql(sql: Sql): Promise<string> {
  let made = pageStatements.get(sql);
  if (!made) {
    made = pullSqlOptions(sql).then((o) => pullPageSql(names, o));
    // a failed read (a lost connection) is read again by the next pull
    made.catch(() => pageStatements.delete(sql));
    pageStatements.set(sql, made);
  }
  return made;
}
const names = pullEntities.map((e) => e.name as EntityName);
/** The pulled entities by name: the page statement names those whose mappers stay in Node, and they are read here. */
const byName = new Map(pullEntities.map((e) => [e.name, e]));

/** A change number as Postgres writes it (the digits of a bigint below 2^53). */
const changeOf = (digits: Buffer) => {
  let n = 0;
  for (let i = 0; i < digits.length; i++) n = n * 10 + digits[i] - 48;
  return n;
};

/**
 * One page of the user's own rows changed after the cursor, tombstones included, in change order (GET /api/sync/pull),
 * plus this client's last applied mutation — as the response's JSON text: `{"changes":[…],"cursor":…,"hasMore":…,
 * "lastMutationId":…}` (src/domain/schemas/sync.ts PullResponse). The changes' texts are made by Postgres and joined
 * here, as the bytes Postgres sent: no row object is built, mapped or stringified in Node for the entities that are
 * mapped in SQL. The few entities whose mapper stays in Node (profile, company, settings, kits: a row or a few per
 * user) are read, mapped and stringified here, in the same shape.
 *
 * Everything is read in one snapshot (repeatable read fixes it at the first statement): read at different moments, a
 * transaction committing a list (change n) and an item (n + 1) between two reads could hand the device the item without
 * the list, and the cursor would pass the list for good (tests/api/sync-pull-snapshot.test.ts). The acknowledged count
 * comes from the same snapshot: every mutation it covers committed with its rows, so the client never drops an outbox
 * entry whose effect is missing from the rows it is about to apply.
 *
 * One round trip (pipelinedReadSnapshot): the transaction's start, the acknowledged count and the page statement — the
 * first `limit + 1` changes above the cursor across every entity, merged by Postgres (the one past the page says
 * whether more lie beyond it); a second only when the page holds changes of an entity mapped in Node, each read as its
 * first n changes above the cursor (n: how many of the page are its).
 */
export async function pullPage(
  sql: Sql,
  userId: string,
  q: { cursor: number; clientId?: string; limit: number },
): Promise<Buffer<ArrayBuffer>> {
  const { cursor, limit } = q;
  const text = await pageSql(sql);
  const { lastMutationId, page, hasMore, last } = await pipelinedReadSnapshot(
    sql,
    (tx) => Promise.all([q.clientId ? lastAppliedMutation(tx, q.clientId, userId) : 0, readPullPage(tx, text, userId, cursor, limit + 1)]),
    async (tx, [lastMutationId, rows]) => {
      const hasMore = rows.length > limit;
      if (hasMore) rows.length = limit;
      // the page's changes of entities mapped in Node: how many each, then each entity's that many, in change order
      const counts = new Map<string, number>();
      for (const r of rows) if (r[2]) counts.set(r[2].toString(), (counts.get(r[2].toString()) ?? 0) + 1);
      const mapped = new Map(
        await Promise.all(
          [...counts].map(async ([name, n]) => {
            const e = byName.get(name)!;
            const changes = (await e.fetch(tx, userId, cursor, n)).map((row) => ({
              change: row.change_no,
              json: Buffer.from(
                JSON.stringify(
                  row.deleted_at
                    ? { entity: e.name, id: row.id, change: row.change_no, deleted: true }
                    : { entity: e.name, id: row.id, change: row.change_no, deleted: false, data: e.toClient(row) },
                ),
              ),
            }));
            return [name, changes] as const;
          }),
        ),
      );
      const taken = new Map<string, number>();
      const page = rows.map((r): Buffer => {
        if (!r[2]) return r[1]!;
        const name = r[2].toString();
        const i = taken.get(name) ?? 0;
        taken.set(name, i + 1);
        // the same snapshot, the same first changes above the cursor: never another row (checked, never assumed)
        const c = mapped.get(name)![i];
        if (c?.change !== changeOf(r[0]!)) throw new Error(`pull: ${name}'s change ${changeOf(r[0]!)} was not read`);
        return c.json;
      });
      const last = rows.length ? changeOf(rows[rows.length - 1][0]!) : cursor;
      return { lastMutationId, page, hasMore, last };
    },
  );
  const parts: Buffer[] = [OPEN];
  for (let i = 0; i < page.length; i++) parts.push(i ? COMMA : EMPTY, page[i]);
  parts.push(Buffer.from(`],"cursor":${last},"hasMore":${hasMore},"lastMutationId":${lastMutationId}}`));
  return Buffer.concat(parts);
}
const OPEN = Buffer.from('{"changes":[');
const COMMA = Buffer.from(',');
const EMPTY = Buffer.alloc(0);
