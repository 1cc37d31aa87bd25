import * as v from 'valibot';
import { isIsoDate } from '../dates';

/**
 * The typed columns of a synced entity (issue 20, "an entity is one typed table"). Each field of an entity is written
 * once, as a column: its device name (the key in the entity's columns), its Postgres column name and type, whether it
 * may be null, and its valibot schema. Derived from the columns: the valibot object of the fields, the device-field →
 * column map, the Postgres row type and the row → device mapper, the REST bodies, the photo referrers, and the test
 * that compares every definition with the real database (tests/api/entity-schema.test.ts).
 *
 *   nextServiceDate: col.date('next_service_date').nullable()
 *   description: col.text('description', v.pipe(v.string(), v.minLength(1, 'Description is required')))
 *
 * A builder without a schema takes its type's default (text: at most 1,000 characters, no NUL; date: 'YYYY-MM-DD';
 * cents: whole and not negative …). Postgres `date` comes back as 'YYYY-MM-DD' and `bigint` as a number (api/db.ts);
 * `timestamptz` comes back as a Date and goes to devices as an ISO string.
 */
export type PgType = 'text' | 'uuid' | 'integer' | 'bigint' | 'boolean' | 'date' | 'timestamptz' | 'jsonb';

export interface Column<
  S extends v.GenericSchema = v.GenericSchema,
  N extends string = string,
  P extends PgType = PgType,
  Null extends boolean = boolean,
> {
  /** the Postgres column */
  readonly name: N;
  readonly pg: P;
  /** the column allows null (and the schema accepts null) */
  readonly allowsNull: Null;
  /** the device field's schema (mutations, REST bodies) */
  readonly schema: S;
  /** the column holds photo paths ('/api/objects/{id}'): a jsonb array of paths or of `{ path }` objects */
  readonly photos: boolean;
  /** a valid value (generated tests, the auth matrix); absent where only the entity knows one (jsonb) */
  readonly sample?: unknown;
  /** the same column with null allowed (the schema accepts null; the Postgres column has no `not null`) */
  nullable(): Column<v.NullableSchema<S, undefined>, N, P, true>;
}

/** An entity's typed columns: device field → column. */
export type Columns = Record<string, Column>;

function column<S extends v.GenericSchema, N extends string, P extends PgType>(
  name: N,
  pg: P,
  schema: S,
  sample?: unknown,
  photos = false,
): Column<S, N, P, false> {
  const base = { name, pg, photos, ...(sample === undefined ? {} : { sample }) };
  return {
    ...base,
    allowsNull: false,
    schema,
    nullable: () => ({
      ...base,
      allowsNull: true,
      schema: v.nullable(schema),
      // already nullable: itself (typed loosely, null is allowed once)
      nullable: () => column(name, pg, schema, sample, photos).nullable() as never,
    }),
  };
}

const noNul = (x: string) => !x.includes('\u0000');
const defaultText = v.pipe(
  v.string('must be text'),
  v.check(noNul, 'cannot contain a NUL character'),
  v.maxLength(1000, 'must be at most 1,000 characters'),
);
const defaultDate = v.pipe(
  v.string('must be a date'),
  v.check((s: string) => isIsoDate(s), 'must be a date (YYYY-MM-DD)'),
);
const defaultInstant = v.pipe(v.string('must be an ISO timestamp'), v.isoTimestamp('must be an ISO timestamp'));
const defaultInt = v.pipe(v.number('must be a number'), v.safeInteger('must be a whole number'));
/** $100,000,000.00: past that an amount is a typo, and cents stay safe integers */
const defaultCents = v.pipe(
  v.number('must be a number'),
  v.safeInteger('must be whole cents'),
  v.minValue(0, 'cannot be negative'),
  v.maxValue(10_000_000_000, 'is too large'),
);

/** The column builders: `col.text('make')`, `col.date('next_service_date').nullable()`, `col.jsonb('content', Schema)`. */
export const col = {
  text: <N extends string, S extends v.GenericSchema<unknown, string> = typeof defaultText>(name: N, schema?: S) =>
    column(name, 'text', (schema ?? defaultText) as S, 'Sample'),
  uuid: <
    N extends string,
    S extends v.GenericSchema<unknown, string> = v.SchemaWithPipe<[v.StringSchema<undefined>, v.UuidAction<string, string>]>,
  >(
    name: N,
    schema?: S,
  ) => column(name, 'uuid', (schema ?? v.pipe(v.string(), v.uuid('must be a UUID'))) as S),
  int: <N extends string, S extends v.GenericSchema<unknown, number> = typeof defaultInt>(name: N, schema?: S) =>
    column(name, 'integer', (schema ?? defaultInt) as S, 1),
  /** money, integer cents (Postgres bigint) */
  cents: <N extends string, S extends v.GenericSchema<unknown, number> = typeof defaultCents>(name: N, schema?: S) =>
    column(name, 'bigint', (schema ?? defaultCents) as S, 1250),
  bool: <N extends string, S extends v.GenericSchema<unknown, boolean> = v.BooleanSchema<'must be true or false'>>(name: N, schema?: S) =>
    column(name, 'boolean', (schema ?? v.boolean('must be true or false')) as S, false),
  /** a calendar date, 'YYYY-MM-DD' (Postgres date) */
  date: <N extends string, S extends v.GenericSchema<unknown, string> = typeof defaultDate>(name: N, schema?: S) =>
    column(name, 'date', (schema ?? defaultDate) as S, '2026-11-26'),
  /** an instant, an ISO timestamp on the device (Postgres timestamptz) */
  instant: <N extends string, S extends v.GenericSchema<unknown, string> = typeof defaultInstant>(name: N, schema?: S) =>
    column(name, 'timestamptz', (schema ?? defaultInstant) as S, '2026-11-26T01:02:03.000Z'),
  /** `sample`: a valid value, for the derived tests (the auth matrix, generated entity tests) */
  jsonb: <N extends string, S extends v.GenericSchema>(name: N, schema: S, sample?: v.InferOutput<S>) =>
    column(name, 'jsonb', schema, sample),
  /** photo paths in a jsonb array (of '/api/objects/{id}' strings or `{ path }` objects): the orphan sweep keeps them */
  photos: <N extends string, S extends v.GenericSchema>(name: N, schema: S) => column(name, 'jsonb', schema, [], true),
  /**
   * A column whose field keeps an entity's own schema as it is (optional or nullish for rows made before the field
   * existed): its Postgres type and whether the column allows null are said here, and checked against the database
   * (tests/api/entity-schema.test.ts).
   */
  field: <N extends string, P extends PgType, S extends v.GenericSchema, Null extends boolean>(
    name: N,
    pg: P,
    schema: S,
    allowsNull: Null,
  ) => ({ ...column(name, pg, schema), allowsNull }) as Column<S, N, P, Null>,
};

type Defs<C extends Columns> = { [K in keyof C]: C[K] extends Column<infer S> ? S : never };
/** The valibot object of an entity's fields. */
export type FieldsSchema<C extends Columns> = v.ObjectSchema<Defs<C>, undefined>;

/** The valibot object of the fields, from their columns. */
export function fieldsSchema<C extends Columns>(columns: C): FieldsSchema<C> {
  return v.object(Object.fromEntries(Object.entries(columns).map(([k, c]) => [k, c.schema]))) as FieldsSchema<C>;
}

/** Device field → Postgres column name. */
export type ColumnNames<C extends Columns> = { readonly [K in keyof C]: C[K]['name'] };
export function columnNames<C extends Columns>(columns: C): ColumnNames<C> {
  return Object.fromEntries(Object.entries(columns).map(([k, c]) => [k, c.name])) as ColumnNames<C>;
}

type NonNull<T> = Exclude<T, null | undefined>;
/** What postgres.js hands back for a column (api/db.ts: int8 → number, date → string). */
type PgValue<C extends Column> =
  | (C['pg'] extends 'timestamptz'
      ? Date
      : C['pg'] extends 'integer' | 'bigint'
        ? number
        : C['pg'] extends 'boolean'
          ? boolean
          : C['pg'] extends 'jsonb' | 'text'
            ? NonNull<v.InferOutput<C['schema']>>
            : string)
  | (C['allowsNull'] extends true ? null : never);

/** The columns every typed table has besides its fields (the sync columns). */
export interface SyncColumns {
  id: string;
  user_id: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  change_no: number;
}

/** A typed table's Postgres row: the sync columns plus each field's column, typed by its Postgres type. */
export type PgRow<C extends Columns> = SyncColumns & { [K in keyof C as C[K]['name']]: PgValue<C[K]> };

/** What the device stores (and the pull sends, without userId): id, owner, stamps and the fields. */
export type DeviceRow<C extends Columns> = { id: string; userId: string; createdAt: string; updatedAt: string } & v.InferOutput<
  FieldsSchema<C>
>;

const iso = (x: unknown) => (x instanceof Date ? x.toISOString() : x);

/** A Postgres row → what devices store (less userId, which the device adds): the one pull mapper of typed tables. */
export function rowToDevice<C extends Columns>(columns: C, row: PgRow<C>): Omit<DeviceRow<C>, 'userId'> {
  const r = row as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { id: r.id, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) };
  for (const [field, c] of Object.entries(columns)) {
    const value = r[c.name];
    out[field] =
      value === null || value === undefined
        ? (value ?? null)
        : c.pg === 'timestamptz'
          ? iso(value)
          : c.pg === 'bigint'
            ? Number(value)
            : value;
  }
  return out as Omit<DeviceRow<C>, 'userId'>;
}
