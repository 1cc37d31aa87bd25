import type { Db, Sql, Tx } from '../db';

/** The reads of a sync pull that are not one entity's rows (those are each entity's fetch, api/sync/entities.ts). */

/** Runs fn in one read-only snapshot: repeatable read fixes it at the first statement, so every read sees one moment. */
export function inReadSnapshot<T>(sql: Sql, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin('isolation level repeatable read read only', fn) as Promise<T>;
}

/** The last mutation applied from this sync client of this user (0 for a client that never pushed). */
export async function lastAppliedMutation(sql: Db, clientId: string, userId: string): Promise<number> {
  const [client] = await sql<{ last_mutation_id: number }[]>`
    select last_mutation_id from sync_clients where id = ${clientId} and user_id = ${userId}`;
  return client?.last_mutation_id ?? 0;
}

/**
 * The names of the entities with any row of this user changed above the cursor: one query, an index lookup per table,
 * so a pull with little or nothing new does not ask every table.
 */
export async function entitiesChangedSince(
  sql: Db,
  entities: readonly { name: string; table: string; owner: string }[],
  userId: string,
  cursor: number,
): Promise<Set<string>> {
  const probes = entities.map(
    ({ name, table, owner }) => sql`select ${name}::text as name where exists (
      select 1 from ${sql(table)} where ${sql(owner)} = ${userId} and change_no > ${cursor})`,
  );
  const rows = await sql<{ name: string }[]>`${probes.reduce((union, probe) => sql`${union} union all ${probe}`)}`;
  return new Set(rows.map((r) => r.name));
}
