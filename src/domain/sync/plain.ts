import * as v from 'valibot';
import { uuidSchema } from '../ids';
import { SYNCED_ENTITIES, type EntityName, type PlainRows, type RowFields } from './entities';

/**
 * The mutations of entities whose writes are plain rows, derived from their definitions (src/domain/sync/entities.ts):
 * `<entity>.create` carries the whole row with its client-made id and the device's createdAt, `<entity>.update` a patch
 * of changed fields (last write wins per field), `<entity>.delete` the id. The device's and the server's generic
 * mutators (src/data/sync/plain.ts, api/sync/plain.ts) implement them.
 */
const uuid = uuidSchema();
const isoInstant = v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'));

type PlainAction = 'create' | 'update' | 'delete';

function plainSchemas<E extends RowFields['entries']>(entries: E) {
  return {
    create: v.object({ id: uuid, createdAt: isoInstant, ...entries }),
    update: v.object({ id: uuid, patch: v.partial(v.object(entries)) }),
    delete: v.object({ id: uuid }),
  } satisfies Record<PlainAction, v.GenericSchema>;
}

type Defs = typeof SYNCED_ENTITIES;
/** The entities whose create, update and delete are derived. */
export type PlainEntityName = { [K in EntityName]: Defs[K]['writes'] extends PlainRows ? K : never }[EntityName];
type EntriesOf<E extends PlainEntityName> = Defs[E]['writes'] extends PlainRows<infer F> ? F['entries'] : never;
type Schemas<E extends PlainEntityName> = ReturnType<typeof plainSchemas<EntriesOf<E>>>;

export type PlainMutationName = `${PlainEntityName}.${PlainAction}`;
export type PlainMutationSchemas = {
  [M in PlainMutationName]: M extends `${infer E extends PlainEntityName}.${infer A extends PlainAction}` ? Schemas<E>[A] : never;
};

/** Each plain entity's definition, by name (for the generic mutators). */
export const PLAIN_ENTITIES = (Object.keys(SYNCED_ENTITIES) as EntityName[]).flatMap((name) => {
  const def = SYNCED_ENTITIES[name];
  return def.writes === 'custom' ? [] : [{ name: name as PlainEntityName, table: def.device.table, server: def.server, rows: def.writes }];
});

export const plainMutationSchemas = Object.fromEntries(
  PLAIN_ENTITIES.flatMap(({ name, rows }) =>
    Object.entries(plainSchemas(rows.fields.entries)).map(([action, schema]) => [`${name}.${action}`, schema]),
  ),
) as PlainMutationSchemas;
