import * as v from 'valibot';
import { uuidSchema } from '../ids';
import { rowToDevice, type Columns, type DeviceRow, type PgRow } from './columns';
import { SYNCED_ENTITIES, type EntityDef, type EntityName, type PlainRows, type RowFields } from './entities';

/**
 * The mutations of entities whose writes are plain rows, derived from their definitions (src/domain/sync/entities.ts):
 * `<entity>.create` carries the whole row with its client-made id and the device's createdAt, `<entity>.update` a patch
 * of changed fields (last write wins per field), `<entity>.delete` the id. The device's and the server's generic
 * mutators (src/data/sync/plain.ts, api/sync/plain.ts) implement them.
 */
const uuid = uuidSchema();
const isoInstant = v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'));

type PlainAction = 'create' | 'update' | 'delete';

/** the version an edit started from (a versioned entity's update); absent or null: no conflict check */
const baseVersion = v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)));

type Stamped<C> = C extends false ? object : { createdAt: typeof isoInstant };
type Based<V> = V extends true ? { baseVersion: typeof baseVersion } : Record<never, never>;

function plainSchemas<
  E extends RowFields['entries'],
  X extends keyof E,
  D extends keyof E,
  C extends boolean | undefined,
  V extends boolean | undefined,
>(entries: E, options: { fixed?: readonly X[]; derived?: readonly D[]; readOnly?: readonly D[]; createdAt?: C; versioned?: V }) {
  const fixed: readonly PropertyKey[] = options.fixed ?? [];
  // no write carries a derived field (each side derives it) or a read-only one (the server keeps it)
  const derived: readonly PropertyKey[] = [...(options.derived ?? []), ...(options.readOnly ?? [])];
  const sent = Object.fromEntries(Object.entries(entries).filter(([k]) => !derived.includes(k))) as Omit<E, D>;
  const patchable = Object.fromEntries(Object.entries(sent).filter(([k]) => !fixed.includes(k))) as Omit<E, X | D>;
  const stamp = (options.createdAt === false ? {} : { createdAt: isoInstant }) as Stamped<C>;
  const based = (options.versioned ? { baseVersion } : {}) as Based<V>;
  const patch = v.partial(v.object(patchable));
  return {
    create: v.object({ id: uuid, ...stamp, ...sent }),
    update: v.object({ id: uuid, ...based, patch } as { id: typeof uuid; patch: typeof patch } & Based<V>),
    delete: v.object({ id: uuid }),
  } satisfies Record<PlainAction, object>;
}

type Defs = typeof SYNCED_ENTITIES;
/** The entities whose create, update and delete are derived. */
export type PlainEntityName = { [K in EntityName]: Defs[K]['writes'] extends PlainRows ? K : never }[EntityName];
/** A plain entity's definition options (src/domain/sync/entities.ts PlainOptions). */
export type OptionsOf<E extends PlainEntityName> = Defs[E]['writes']['options'];
type EntriesOf<E extends PlainEntityName> = Defs[E]['writes']['fields']['entries'];
type FixedOf<E extends PlainEntityName> = OptionsOf<E> extends { fixed: ReadonlyArray<infer X> } ? X : never;
type DerivedOf<E extends PlainEntityName> =
  | (OptionsOf<E> extends { derived: ReadonlyArray<infer D> } ? D : never)
  | (OptionsOf<E> extends { readOnly: ReadonlyArray<infer R> } ? R : never);
type StampOf<E extends PlainEntityName> = OptionsOf<E> extends { createdAt: false } ? false : true;
type VersionedOf<E extends PlainEntityName> = OptionsOf<E> extends { versioned: true } ? true : false;
type Schemas<E extends PlainEntityName> = ReturnType<
  typeof plainSchemas<EntriesOf<E>, FixedOf<E> & keyof EntriesOf<E>, DerivedOf<E> & keyof EntriesOf<E>, StampOf<E>, VersionedOf<E>>
>;
/** A plain entity's fields, as its create carries them. */
export type FieldsOf<E extends PlainEntityName> = v.InferOutput<Defs[E]['writes']['fields']>;

export type PlainMutationName = `${PlainEntityName}.${PlainAction}`;
export type PlainMutationSchemas = {
  [M in PlainMutationName]: M extends `${infer E extends PlainEntityName}.${infer A extends PlainAction}` ? Schemas<E>[A] : never;
};

/** Each plain entity's definition, by name (for the generic mutators). */
export const PLAIN_ENTITIES = (Object.keys(SYNCED_ENTITIES) as EntityName[]).flatMap((name) => {
  const def = SYNCED_ENTITIES[name] as EntityDef;
  return def.writes === 'custom' || !('table' in def.device)
    ? []
    : [{ name: name as PlainEntityName, table: def.device.table, server: def.server, rows: def.writes as PlainRows }];
});

export function isPlainEntity(name: EntityName): name is PlainEntityName {
  return SYNCED_ENTITIES[name].writes !== 'custom';
}

export const plainMutationSchemas = Object.fromEntries(
  PLAIN_ENTITIES.flatMap(({ name, rows }) =>
    Object.entries(plainSchemas(rows.fields.entries, rows.options)).map(([action, schema]) => [`${name}.${action}`, schema]),
  ),
) as PlainMutationSchemas;

/** A typed table's columns (src/domain/sync/columns.ts), and the server-only ones its options add. */
export type ColumnsOf<E extends PlainEntityName> = Defs[E]['writes']['cols'];
type ServerColumnsOf<E extends PlainEntityName> =
  OptionsOf<E> extends { serverColumns: infer S extends Columns } ? S : Record<never, never>;
/** The version columns of a versioned table (options.versioned): its version and each field's last version. */
export interface VersionColumns {
  version: number;
  field_versions: Record<string, number>;
}
/** A typed table's Postgres row (`select *`), derived from its columns: no hand-written row type. */
export type PgRowOf<E extends PlainEntityName> = PgRow<ColumnsOf<E> & ServerColumnsOf<E>> &
  (VersionedOf<E> extends true ? VersionColumns : object);
/** What a versioned row carries on the device besides its fields: the server version it last saw (or made locally). */
export interface DeviceVersion {
  baseVersion?: number | null;
}
/** A typed table's device row (Dexie), derived from its columns. */
export type DeviceRowOf<E extends PlainEntityName> = DeviceRow<ColumnsOf<E>> & (VersionedOf<E> extends true ? DeviceVersion : object);

/** A typed table's Postgres row → what devices store (the pull, the REST answers): the one mapper of every typed table. */
export function toDevice<E extends PlainEntityName>(name: E, row: PgRowOf<E>): Omit<DeviceRowOf<E>, 'userId'> {
  const def = SYNCED_ENTITIES[name].writes as PlainRows;
  const out = rowToDevice(def.cols, row as never) as Omit<DeviceRowOf<E>, 'userId'>;
  return def.options.versioned ? { ...out, baseVersion: (row as unknown as VersionColumns).version } : out;
}
