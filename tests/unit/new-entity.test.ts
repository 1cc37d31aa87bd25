import 'fake-indexeddb/auto';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { nextDexieVersion, parseArgs, readRepo, scaffoldEntity } from '../../scripts/new-entity';
import { col, type Column, type PgType } from '../../src/domain/sync/columns';
import { LocalDb } from '../../src/data/local-db';
import { openTestDatabase } from '../helpers/api';
import { migrate, readMigrations } from '../../api/migrate';

/**
 * `npm run new-entity` (scripts/new-entity.ts), run on the repository's real files without writing them: three files,
 * the next free Dexie version, TypeScript that parses, a migration that applies after the real ones with the column
 * types the definition's builders declare. (The full check — static and the generated test passing — was done by
 * generating `vehicle`; this keeps the generator honest in CI in a few seconds.)
 */
const root = path.resolve(import.meta.dirname, '../..');
const ALL_TYPES = ['text', 'date', 'int', 'cents', 'bool', 'uuid', 'instant'] as const;
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
const syntaxErrors = (text: string) =>
  (ts.transpileModule(text, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext } }).diagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );

describe('npm run new-entity', () => {
  const repo = readRepo(root);
  const spec = parseArgs(['toolLoan', 'borrower:text', ...ALL_TYPES.map((t) => `some${t[0].toUpperCase()}${t.slice(1)}:${t}?`)]);
  const out = scaffoldEntity(spec, repo, new Date('2099-01-02T03:04:00Z'));

  it('reads name:type fields and refuses what it cannot make, saying why', () => {
    expect(parseArgs(['vehicle', 'rego:text', 'nextServiceDate:date?'])).toEqual({
      name: 'vehicle',
      fields: [
        { name: 'rego', type: 'text', nullable: false },
        { name: 'nextServiceDate', type: 'date', nullable: true },
      ],
    });
    expect(() => parseArgs(['Vehicle', 'rego:text'])).toThrow('camelCase');
    expect(() => parseArgs(['vehicle'])).toThrow('at least one field');
    expect(() => parseArgs(['vehicle', 'rego:string'])).toThrow('rego:string: a field is name:type');
    expect(() => parseArgs(['vehicle', 'rego:text', 'rego:date'])).toThrow('rego: named twice');
    expect(() => parseArgs(['vehicle', 'createdAt:instant'])).toThrow('every synced row has it already');
    expect(() => scaffoldEntity(parseArgs(['priceItem', 'x:text']), repo)).toThrow('already defined');
  });

  it('touches three files: the definition, a migration after the newest, one test file', () => {
    expect(out.files.map((f) => f.path)).toEqual([
      'src/domain/sync/entities.ts',
      'db/migrations/209901020304_tool_loans.sql',
      'tests/api/tool-loan.test.ts',
    ]);
    const [entities, , test] = out.files;
    // the rest of the definitions file is unchanged: the entry is added at the end of SYNCED_ENTITIES
    const end = repo.entities.indexOf('} as const satisfies Record<string, EntityDef>;');
    expect(entities.text.startsWith(repo.entities.slice(0, end))).toBe(true);
    expect(entities.text.endsWith(repo.entities.slice(end))).toBe(true);
    expect(entities.text.length - repo.entities.length).toBeLessThan(1200);
    expect(entities.text).toContain("device: { table: 'toolLoans', indexes: 'id, userId', version: ");
    expect(entities.text).toContain("server: { table: 'tool_loans', owner: 'user_id' }");
    expect(entities.text).toContain("someDate: col.date('some_date').nullable(),");
    expect(entities.text).toContain("{ rest: { path: '/tool-loans' } }");
    expect(test.text).toContain("describe.each(backends)('toolLoan: REST and sync (%s)'");
    expect(test.text).toContain("await phone.mutate('toolLoan.create'");
    for (const f of [entities, test]) expect(syntaxErrors(f.text), f.path).toEqual([]);
  });

  it('takes the Dexie schema version after every one the app declares', () => {
    const db = new LocalDb('new-entity-version');
    expect(nextDexieVersion(repo)).toBe(db.verno + 1);
    expect(out.version).toBe(db.verno + 1);
    db.close();
  });

  it('writes a migration that applies after the real ones, with the column types and nullability of the definition', async () => {
    const db = await openTestDatabase('pglite');
    try {
      const [, migration] = out.files;
      await migrate(db.sql, [...readMigrations(), { name: path.basename(migration.path), sql: migration.text }]);
      const rows = await db.sql<{ column_name: string; data_type: string; is_nullable: string }[]>`
        select column_name, data_type, is_nullable from information_schema.columns where table_name = 'tool_loans'`;
      const actual = Object.fromEntries(rows.map((r) => [r.column_name, `${r.data_type}${r.is_nullable === 'YES' ? ' null' : ''}`]));
      for (const f of spec.fields) {
        const build = col[f.type] as (name: string) => Column;
        const column = build(f.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
        expect(actual[column.name], f.name).toBe(`${PG_DATA_TYPE[column.pg]}${f.nullable ? ' null' : ''}`);
      }
      expect(Object.keys(actual).sort()).toEqual(
        ['id', 'user_id', 'created_at', 'updated_at', 'deleted_at', 'change_no', 'borrower', ...ALL_TYPES.map((t) => `some_${t}`)].sort(),
      );
    } finally {
      await db.close();
    }
  });
});
