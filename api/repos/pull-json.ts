import type { Db } from '../db';
import type { PgType } from '../../src/domain/sync/columns';
import { isOwnEntity, SYNCED_ENTITIES, type EntityName, type OwnEntityName, type PlainRows } from '../../src/domain/sync/entities';
import { isPlainEntity, type PlainEntityName } from '../../src/domain/sync/plain';

/**
 * A pulled change's JSON text, made by Postgres (issue 24: mapping in SQL where it can be). The statement reads the
 * page's rows of one entity and returns, per row, its change number and the change exactly as the device reads it —
 * `{"entity":…,"id":…,"change":…,"deleted":false,"data":{…}}`, or the tombstone without data — so Node neither builds
 * the row objects nor maps or stringifies them: it joins the page's texts. What the text holds is the entity's mapper
 * (api/sync/entities.ts: toDevice for typed tables, the hand-written mappers otherwise) applied to the row, which
 * tests/api/sync-pull-json.test.ts checks for every synced entity on both databases.
 *
 * Values: text and uuid as JSON strings (Postgres escapes what JSON.stringify escapes: quotes, backslash, control
 * characters); integers, bigint cents and booleans as their digits / words; dates as 'YYYY-MM-DD'; instants as the
 * text Date#toISOString makes (milliseconds cut, as the old pull's isoFromUtcText); jsonb as Postgres writes it (the
 * same value; `{"a": 1}` keeps Postgres' spaces); SQL null as null.
 */

/** One field of a change's data: its key on the device, its column, and how the value is written. */
export interface JsonField {
  key: string;
  column: string;
  pg: PgType;
  /** the JSON written when the column is null (default: null) — a message's metadata is `{}` */
  ifNull?: string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** a SQL string literal */
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * What the statements may use on a given database (pullSqlOptions): Postgres' JSON_SCALAR (16 and later: it writes a
 * text as to_json does — both escape it with escape_json — but looks the argument's type up once per statement, not
 * once per value: ~0.13 µs less a value on PGlite), and which columns are NOT NULL (their values need no coalesce, and
 * the quotes around them join the literal text beside them: fewer concatenations a row). Without options the text is
 * the safe one: every value coalesced, to_json for text.
 */
export interface PullSqlOptions {
  jsonScalar: boolean;
  notNull(table: string, column: string): boolean;
}
const SAFE: PullSqlOptions = { jsonScalar: false, notNull: () => false };

/** A piece of a text made by concatenation: a literal, or an SQL expression that is never null. */
type Part = { lit: string } | { sql: string };

/** The parts' concatenation, literals beside each other joined into one. */
function concatSql(parts: readonly Part[]): string {
  const out: string[] = [];
  let text: string | null = null;
  for (const p of parts) {
    if ('lit' in p) text = (text ?? '') + p.lit;
    else {
      if (text !== null) out.push(lit(text));
      text = null;
      out.push(p.sql);
    }
  }
  if (text !== null) out.push(lit(text));
  return out.join(' || ');
}

/** The parts that write a column's value as JSON text (never SQL null). */
function valueParts(f: JsonField, table: string, o: PullSqlOptions): Part[] {
  const c = `t.${ident(f.column)}`;
  const json = ((): Part[] => {
    switch (f.pg) {
      case 'text':
        return [{ sql: o.jsonScalar ? `json_scalar(${c})::text` : `to_json(${c})::text` }];
      case 'date':
        return [{ sql: `to_json(${c})::text` }];
      case 'uuid':
        return [{ lit: '"' }, { sql: `${c}::text` }, { lit: '"' }];
      case 'integer':
      case 'bigint':
      case 'boolean':
      case 'jsonb':
        return [{ sql: `${c}::text` }];
      case 'timestamptz':
        return [{ lit: '"' }, { sql: `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` }, { lit: '"' }];
    }
  })();
  return o.notNull(table, f.column) ? json : [{ sql: `coalesce(${concatSql(json)}, ${lit(f.ifNull ?? 'null')})` }];
}

/** The data object's JSON text: the fields in the mapper's key order. */
function objectParts(fields: readonly JsonField[], table: string, o: PullSqlOptions): Part[] {
  return [...fields.flatMap((f, i) => [{ lit: `${i ? ',' : '{'}${JSON.stringify(f.key)}:` }, ...valueParts(f, table, o)]), { lit: '}' }];
}

const instant = (key: string, column: string): JsonField => ({ key, column, pg: 'timestamptz' });

/** A typed table's device row (src/domain/sync/columns.ts rowToDevice, plain.ts toDevice), field for field. */
function typedFields(name: PlainEntityName): JsonField[] {
  const { cols, options } = SYNCED_ENTITIES[name].writes as PlainRows;
  return [
    { key: 'id', column: 'id', pg: 'uuid' },
    instant('createdAt', 'created_at'),
    instant('updatedAt', 'updated_at'),
    ...Object.entries(cols).map(([key, c]) => ({ key, column: c.name, pg: c.pg })),
    ...(options.versioned ? [{ key: 'baseVersion', column: 'version', pg: 'integer' as const }] : []),
  ];
}

/**
 * The hand-written mappers of api/sync/entities.ts, as fields — or 'node' where the mapper stays in Node: the profile
 * (its subscription status as of now, api/repos/admin.ts effectiveStatus), the company (a table without deleted_at),
 * the settings (one row keyed by its owner) and kits (their lines come from a second table). Each is at most one row
 * per user or a few, so a page is the others' rows. A Record over the hand-written entities: a new one must say.
 */
const handWritten: { [K in Exclude<OwnEntityName, PlainEntityName>]: readonly JsonField[] | 'node' } = {
  profile: 'node',
  company: 'node',
  settings: 'node',
  priceKit: 'node',
  materialsList: [
    { key: 'id', column: 'id', pg: 'uuid' },
    { key: 'title', column: 'title', pg: 'text' },
    { key: 'description', column: 'description', pg: 'text' },
    { key: 'projectType', column: 'project_type', pg: 'text' },
    { key: 'jobId', column: 'job_id', pg: 'uuid' },
    instant('createdAt', 'created_at'),
    instant('updatedAt', 'updated_at'),
  ],
  materialsItem: [
    { key: 'id', column: 'id', pg: 'uuid' },
    { key: 'listId', column: 'list_id', pg: 'uuid' },
    { key: 'name', column: 'name', pg: 'text' },
    { key: 'quantity', column: 'quantity', pg: 'integer' },
    { key: 'unit', column: 'unit', pg: 'text' },
    { key: 'notes', column: 'notes', pg: 'text' },
    { key: 'completed', column: 'completed', pg: 'boolean' },
    { key: 'position', column: 'position', pg: 'integer' },
    instant('updatedAt', 'updated_at'),
  ],
  message: [
    { key: 'id', column: 'id', pg: 'uuid' },
    { key: 'conversationId', column: 'conversation_id', pg: 'uuid' },
    { key: 'role', column: 'role', pg: 'text' },
    { key: 'content', column: 'content', pg: 'text' },
    { key: 'metadata', column: 'metadata', pg: 'jsonb', ifNull: '{}' },
    instant('createdAt', 'created_at'),
    instant('updatedAt', 'updated_at'),
  ],
  supplierMapping: [
    { key: 'id', column: 'id', pg: 'uuid' },
    { key: 'supplier', column: 'supplier', pg: 'text' },
    { key: 'columns', column: 'columns', pg: 'jsonb' },
    { key: 'markupBasisPoints', column: 'markup_basis_points', pg: 'integer' },
    instant('updatedAt', 'updated_at'),
  ],
  marketplaceFavorite: [{ key: 'id', column: 'id', pg: 'uuid' }, instant('createdAt', 'created_at')],
};

/** The fields of an own entity's pulled data, or null where its mapper stays in Node. */
export function pulledFields(name: OwnEntityName): readonly JsonField[] | null {
  if (isPlainEntity(name)) return typedFields(name);
  const f = handWritten[name];
  return f === 'node' ? null : f;
}

/** The change's JSON text for a row `t` of an entity mapped in SQL (see changeJsonSql); null where it stays in Node. */
function changeJsonExpr(name: EntityName, table: string, o: PullSqlOptions): string | null {
  if (!isOwnEntity(name)) return null;
  const fields = pulledFields(name);
  if (!fields) return null;
  const head = concatSql([
    { lit: `{"entity":${JSON.stringify(name)},"id":"` },
    { sql: 't.id::text' },
    { lit: '","change":' },
    { sql: 't.change_no::text' },
  ]);
  const data = concatSql([{ lit: ',"deleted":false,"data":' }, ...objectParts(fields, table, o), { lit: '}' }]);
  return `${head} || case when t.deleted_at is null then ${data} else ',"deleted":true}' end`;
}

/** An entity's first changes above the cursor ($1 the owner, $2 the cursor, $3 how many), in change order. */
const firstChanges = (table: string, owner: string) =>
  `from ${ident(table)} t where t.${ident(owner)} = $1 and t.change_no > $2 order by t.change_no limit $3`;

/**
 * The statement ($1 the owner, $2 the cursor, $3 how many) that returns the entity's first changes above the cursor as
 * `change_no` and `j`, the change's JSON text; null where the mapper stays in Node. `table` is the definition's (a
 * test reads a copy). The entity's id is a uuid and its name a fixed word, so both go into the text as they are.
 */
export function changeJsonSql(name: EntityName, table?: string, o: PullSqlOptions = SAFE): string | null {
  const { table: own, owner } = SYNCED_ENTITIES[name].server;
  const j = changeJsonExpr(name, table ?? own, o);
  if (!j) return null;
  return `select t.change_no, ${j} as j ${firstChanges(table ?? own, owner)}`;
}

/**
 * One statement for a whole pull page ($1 the owner, $2 the cursor, $3 how many): the first $3 changes above the
 * cursor across the given entities, in change order, as `change_no`, `j` (the change's JSON text, as changeJsonSql
 * makes it) and `e` (null; the entity's name where its mapper stays in Node, which then leaves `j` null for Node to
 * fill). Each entity's branch walks its (owner, change_no) index for at most $3 changes and the outer limit merges them
 * (a Merge Append), so a row's text is made only when the merge takes it: the page's rows and one per entity behind
 * them. This replaces a probe of the same indexes (which entities hold the page, how many each) followed by each
 * entity's read — the page's changes were walked twice and the page took two round trips.
 */
export function pullPageSql(names: readonly EntityName[], o: PullSqlOptions = SAFE): string {
  const branches = names.map((name) => {
    const { table, owner } = SYNCED_ENTITIES[name].server;
    const j = changeJsonExpr(name, table, o);
    const cols = j ? `${j} as j, null::text as e` : `null::text as j, ${lit(name)}::text as e`;
    return `(select t.change_no, ${cols} ${firstChanges(table, owner)})`;
  });
  return `select c.change_no, c.j, c.e from (${branches.join(' union all ')}) c order by c.change_no limit $3`;
}

/**
 * The options this database allows (PullSqlOptions), read from it: its version and its NOT NULL columns. The
 * statements made with them are for this database's tables as they are now (the migrations have run by then).
 */
export async function pullSqlOptions(sql: Db): Promise<PullSqlOptions> {
  const [{ version }] = await sql<{ version: number }[]>`select current_setting('server_version_num')::int as version`;
  const columns = await sql<{ t: string; c: string }[]>`
    select r.relname as t, a.attname as c from pg_attribute a join pg_class r on r.oid = a.attrelid
    where r.relnamespace = current_schema()::regnamespace and a.attnum > 0 and a.attnotnull and not a.attisdropped`;
  const notNull = new Set(columns.map((x) => `${x.t}.${x.c}`));
  return { jsonScalar: version >= 160000, notNull: (table, column) => notNull.has(`${table}.${column}`) };
}

/**
 * A pull page's changes as Postgres wrote them (a statement from pullPageSql): per change, its number's digits, its
 * JSON text (null for an entity mapped in Node) and that entity's name, as raw bytes — never decoded into strings or
 * built into row objects (api/sync/pull.ts).
 */
export async function readPullPage(tx: Db, text: string, userId: string, cursor: number, n: number): Promise<Array<Array<Buffer | null>>> {
  return (await tx.unsafe(text, [userId, cursor, n], { prepare: true }).raw()) as Array<Array<Buffer | null>>;
}
