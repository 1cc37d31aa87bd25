import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_ENTITIES } from '../../src/domain/sync/plain';
import type { Columns, PgType } from '../../src/domain/sync/columns';
import { backends, startTestServer, type TestServer } from '../helpers/api';

/**
 * Every typed table's definition (src/domain/sync/entities.ts, its typed columns) against the real, migrated database:
 * each column exists with the declared Postgres type and nullability, the sync columns are there, and the table has no
 * column the definition does not name (a migration and a definition that drift apart fail here, by entity and column).
 */
const PG_DATA_TYPE: Record<PgType, string> = {
  text: 'text',
  uuid: 'uuid',
  integer: 'integer',
  bigint: 'bigint',
  boolean: 'boolean',
  date: 'date',
  timestamptz: 'timestamp with time zone',
  jsonb: 'jsonb',
};
const SYNC_COLUMNS: Record<string, { type: string; nullable: boolean }> = {
  id: { type: 'uuid', nullable: false },
  user_id: { type: 'uuid', nullable: false },
  created_at: { type: 'timestamp with time zone', nullable: false },
  updated_at: { type: 'timestamp with time zone', nullable: false },
  deleted_at: { type: 'timestamp with time zone', nullable: true },
  change_no: { type: 'bigint', nullable: false },
};

/** The columns of a versioned table (options.versioned): base-version conflicts. */
const VERSION_COLUMNS: Record<string, { type: string; nullable: boolean }> = {
  version: { type: 'integer', nullable: false },
  field_versions: { type: 'jsonb', nullable: false },
};

describe.each(backends)('typed entity definitions match the database schema (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('has typed tables to compare (the list is derived, not typed here)', () => {
    expect(PLAIN_ENTITIES.length).toBeGreaterThanOrEqual(8);
  });

  it.each(PLAIN_ENTITIES.map((e) => [e.name, e] as const))('%s: columns, types and nullability', async (_name, e) => {
    const rows = await server.db.sql<{ column_name: string; data_type: string; is_nullable: 'YES' | 'NO' }[]>`
      select column_name, data_type, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name = ${e.server.table}`;
    const actual = new Map(rows.map((r) => [r.column_name, { type: r.data_type, nullable: r.is_nullable === 'YES' }]));
    expect(actual.size, `table ${e.server.table} exists`).toBeGreaterThan(0);
    const declared: Columns = { ...e.rows.cols, ...(e.rows.options.serverColumns ?? {}) };
    const expected = new Map(Object.entries({ ...SYNC_COLUMNS, ...(e.rows.options.versioned ? VERSION_COLUMNS : {}) }));
    for (const c of Object.values(declared)) expected.set(c.name, { type: PG_DATA_TYPE[c.pg], nullable: c.allowsNull });
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
  });
});
