import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db';
import { backends, openMigratedTestDatabase } from '../helpers/api';
import { pullEntities } from '../../api/sync/entities';
import { changeJsonSql, pulledFields, pullSqlOptions } from '../../api/repos/pull-json';
import { isOwnEntity, SYNCED_ENTITIES, type EntityName, type OwnEntityName } from '../../src/domain/sync/entities';

/**
 * Issue 24: a pull's changes are JSON text made by Postgres (api/repos/pull-json.ts). For every synced entity mapped in
 * SQL, rows with awkward values (quotes, backslashes, control characters, emoji and U+2028 in text; nulls wherever the
 * column allows; the largest cents; sub-millisecond instants; nested jsonb with numeric-looking keys; tombstones) are
 * written to a copy of its table, and what Postgres makes of each row must be what the old pull sent: the entity's
 * mapper (api/sync/entities.ts) applied to the whole row, stringified — byte for byte, and for jsonb (which Postgres
 * writes with its own spacing) the same value and key order once parsed. Both texts are checked: the safe one (every
 * value coalesced, to_json) and the one the pull uses on this database (pullSqlOptions: its NOT NULL columns, read
 * from the copy, and JSON_SCALAR where the version has it).
 */
const OWN = (Object.keys(SYNCED_ENTITIES) as EntityName[]).filter(isOwnEntity) as OwnEntityName[];
const IN_SQL = OWN.filter((name) => pulledFields(name));

const TEXTS = ['Tab\there "quoted" back\\slash\nnew line \u0001 \u001f ü 😀 \u2028 </script> \'single\'', '', 'plain'];
const JSONS = ['{"b": [1, 2.5, 1.0, 1e2, "x\\"y\\n"], "a": null, "10": true, "n": {"k": "ü", "2": []}}', '[]', '"just text"'];
const INSTANTS = ['2026-11-27 02:20:00.999999+00', '2026-01-01 00:00:00+10', '2026-11-27 02:20:00.5+00'];

/** A value for a column of the given type, varied by the row (0, 1, 2); null for a nullable column on row 1. */
function valueFor(type: string, nullable: boolean, row: number): unknown {
  if (nullable && row === 1) return null;
  switch (type) {
    case 'uuid':
      return randomUUID();
    case 'text':
      return TEXTS[row];
    case 'integer':
      return [2147483647, -3, 0][row];
    case 'bigint':
      return [10_000_000_000, 0, 1250][row];
    case 'boolean':
      return row !== 1;
    case 'date':
      return ['2026-02-28', '1999-12-31', '2026-11-27'][row];
    case 'timestamp with time zone':
      return INSTANTS[row];
    case 'jsonb':
      return JSONS[row];
    default:
      if (nullable) return null;
      throw new Error(`no test value for a not-null ${type} column: add one`);
  }
}

describe.each(backends)('pulled changes made as JSON by Postgres equal the mappers (%s)', (kind) => {
  let db: Database;
  const userId = randomUUID();
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('maps in SQL every own entity but the four whose mappers stay in Node', () => {
    expect(OWN.filter((name) => !pulledFields(name)).sort()).toEqual(['company', 'priceKit', 'profile', 'settings']);
    expect(IN_SQL.length).toBeGreaterThanOrEqual(15);
    for (const name of OWN) expect(changeJsonSql(name) === null, name).toBe(!pulledFields(name));
  });

  it.each(IN_SQL)('%s: every change is the old mapping, byte for byte', async (name) => {
    const sql = db.sql;
    const { table, owner } = SYNCED_ENTITIES[name].server;
    const copy = `pj_${table}`;
    // a copy without constraints, defaults or triggers: any value of the column's type goes in
    await sql.unsafe(`create table ${copy} (like ${table})`);
    const columns = await sql<{ column_name: string; data_type: string; is_nullable: 'YES' | 'NO' }[]>`
      select column_name, data_type, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} order by ordinal_position`;
    const rows = [0, 1, 2].map((row) =>
      Object.fromEntries(
        columns.map((c) => [
          c.column_name,
          c.column_name === owner
            ? userId
            : c.column_name === 'change_no'
              ? 100 + row
              : c.column_name === 'deleted_at'
                ? row === 2
                  ? INSTANTS[0]
                  : null
                : valueFor(c.data_type, c.is_nullable === 'YES', row),
        ]),
      ),
    );
    await sql`insert into ${sql(copy)} ${sql(rows)}`;

    const e = pullEntities.find((p) => p.name === name)!;
    const whole = await sql<Array<Record<string, unknown> & { id: string; change_no: number; deleted_at: Date | null }>>`
      select * from ${sql(copy)} order by change_no`;
    const hasJsonb = pulledFields(name)!.some((f) => f.pg === 'jsonb');
    const live = await pullSqlOptions(sql);
    expect(live.notNull(copy, 'id') && !live.notNull(copy, 'deleted_at')).toBe(true);
    for (const options of [undefined, live]) {
      const made = await sql.unsafe<{ change_no: number; j: string }[]>(changeJsonSql(name, copy, options)!, [userId, 0, 10]);
      expect(made.map((m) => m.change_no)).toEqual([100, 101, 102]);
      for (const [i, row] of whole.entries()) {
        const old = JSON.stringify(
          row.deleted_at
            ? { entity: name, id: row.id, change: row.change_no, deleted: true }
            : { entity: name, id: row.id, change: row.change_no, deleted: false, data: e.toClient(row) },
        );
        expect(JSON.stringify(JSON.parse(made[i].j)), `${name} row ${i}`).toBe(old);
        if (!hasJsonb) expect(made[i].j, `${name} row ${i}`).toBe(old);
        expect(made[i].j).not.toContain('\u0000');
      }
    }
    expect(whole.filter((r) => r.deleted_at)).toHaveLength(1);
    // the owner scopes the rows: another user's cursor reads nothing
    expect(await sql.unsafe(changeJsonSql(name, copy)!, [randomUUID(), 0, 10])).toHaveLength(0);
  });
});
