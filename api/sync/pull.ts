import type { Sql } from '../db';
import type { PullChange, PullResponse } from '../../src/domain/schemas/sync';
import { SYNCED_ENTITIES, type EntityName } from '../../src/domain/sync/entities';
import { pullEntities } from './entities';
import { changesAhead, lastAppliedMutation, pipelinedReadSnapshot } from '../repos/sync';

/** Each pulled entity's table and owner column, for the change probe (changesAhead): from the definitions, once. */
const probeTables = pullEntities.map((e) => {
  const { table, owner } = SYNCED_ENTITIES[e.name as EntityName].server;
  return { name: e.name, table, owner };
});

/**
 * One page of the user's own rows changed after the cursor, tombstones included, in change order (GET /api/sync/pull),
 * plus this client's last applied mutation.
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
export async function pullPage(sql: Sql, userId: string, q: { cursor: number; clientId?: string; limit: number }): Promise<PullResponse> {
  const { cursor, limit } = q;
  const { lastMutationId, perEntity, hasMore } = await pipelinedReadSnapshot(
    sql,
    (tx) =>
      Promise.all([q.clientId ? lastAppliedMutation(tx, q.clientId, userId) : 0, changesAhead(tx, probeTables, userId, cursor, limit)]),
    async (tx, [lastMutationId, ahead]) => {
      const perEntity = await Promise.all(
        pullEntities
          .filter((e) => ahead.counts.has(e.name))
          .map(async (e) => (await e.fetch(tx, userId, cursor, ahead.counts.get(e.name)!)).map((row) => ({ e, row }))),
      );
      return { lastMutationId, perEntity, hasMore: ahead.hasMore };
    },
  );
  const page = perEntity.flat().sort((a, b) => a.row.change_no - b.row.change_no);
  const changes: PullChange[] = page.map(({ e, row }) =>
    row.deleted_at
      ? { entity: e.name, id: row.id, change: row.change_no, deleted: true }
      : { entity: e.name, id: row.id, change: row.change_no, deleted: false, data: e.toClient(row) as Record<string, unknown> },
  );
  return { changes, cursor: page.length ? page[page.length - 1].row.change_no : cursor, hasMore, lastMutationId };
}
