import type * as v from 'valibot';
import type { Table } from 'dexie';
import { applyPatch } from '../../domain/sync/merge';
import type { SYNCED_ENTITIES } from '../../domain/sync/entities';
import { PLAIN_ENTITIES, type DeviceVersion, type PlainEntityName, type PlainMutationSchemas } from '../../domain/sync/plain';
import type { LocalDb } from '../local-db';
import type { LocalMutatorsFor } from './types';
import { plainLocalHooks, type PlainLocalChange, type PlainLocalCheck, type PlainLocalOnDelete } from './plain-hooks';

/** What every plain entity's device row holds besides its fields. */
interface PlainRow {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
}

/** Compile-time: each plain entity's Dexie table stores exactly its definition's fields plus PlainRow. */
type Def<E extends PlainEntityName> = (typeof SYNCED_ENTITIES)[E];
type DeviceRow<E extends PlainEntityName> =
  LocalDb[Def<E>['device']['table']] extends Table<infer R, infer _Key, infer _Insert> ? R : never;
type DefinedRow<E extends PlainEntityName> = PlainRow & v.InferOutput<Def<E>['writes']['fields']>;
type Mismatched = {
  [E in PlainEntityName]: [DeviceRow<E>] extends [DefinedRow<E>] ? ([DefinedRow<E>] extends [DeviceRow<E>] ? never : E) : E;
}[PlainEntityName];
const deviceRowsMatchDefinitions: [Mismatched] extends [never] ? true : { mismatched: Mismatched } = true;
void deviceRowsMatchDefinitions;

/** A versioned row's version when the device makes it (the server's column default). */
const FIRST_VERSION = 1;

type Mutator = (db: LocalDb, userId: string, args: never, now: string) => Promise<void>;

/**
 * The device half of the derived mutations (src/domain/sync/plain.ts), for every entity whose writes are plain rows:
 * create if absent (a replayed create changes nothing), patch by the merge rule (last write wins per field; a row that
 * is gone stays gone), delete — with the entity's hooks (./plain-hooks.ts): a check before a create of a new id and
 * before a patch (false skips the write), onDelete after the delete. A create without createdAt takes the device's clock.
 */
export const plainLocalMutators = Object.fromEntries(
  PLAIN_ENTITIES.flatMap(({ name, table, rows: def }) => {
    const rows = (db: LocalDb) => db.table<PlainRow & DeviceVersion, string>(table);
    // a versioned row keeps the server version its next edit starts from; the device raises it with each change it
    // makes, as the server will (so its own queued edits never conflict with each other), and a pull replaces it
    const versioned = def.options.versioned === true;
    const allHooks: Partial<
      Record<
        PlainEntityName,
        {
          check?: PlainLocalCheck<never>;
          onDelete?: PlainLocalOnDelete;
          derive?: (db: LocalDb, change: PlainLocalChange<never>) => Promise<object>;
        }
      >
    > = plainLocalHooks;
    const { check, onDelete, derive } = allHooks[name] ?? {};
    const create = async (db: LocalDb, userId: string, args: { id: string; createdAt?: string }, now: string) => {
      if (await rows(db).get(args.id)) return;
      if (check && !(await check(db, userId, { on: 'create', id: args.id, row: args as never }))) return;
      const derived = (await derive?.(db, { on: 'create', id: args.id, row: args as never })) ?? {};
      await rows(db).add({
        createdAt: now,
        ...args,
        ...derived,
        userId,
        updatedAt: now,
        ...(versioned ? { baseVersion: FIRST_VERSION } : {}),
      });
    };
    const skip = new Set<string>([...(def.options.derived ?? []), ...(def.options.readOnly ?? [])]);
    const update = async (db: LocalDb, userId: string, { id, patch }: { id: string; patch: object }, now: string) => {
      // a derived or read-only field is never taken from a write (the schema leaves them out; this is its guard)
      patch = Object.fromEntries(Object.entries(patch).filter(([k]) => !skip.has(k)));
      const row = await rows(db).get(id);
      const change = { on: 'update', id, patch: patch as never, ...(row ? { before: row as never } : {}) } as const;
      if (check && !(await check(db, userId, change))) return;
      const version = versioned && typeof row?.baseVersion === 'number' ? { baseVersion: row.baseVersion + 1 } : {};
      const derived = (await derive?.(db, change)) ?? {};
      const next = applyPatch(row, { ...patch, ...derived, updatedAt: now, ...version });
      if (next) await rows(db).put(next);
    };
    const remove = async (db: LocalDb, _u: string, { id }: { id: string }) => {
      await rows(db).delete(id);
      await onDelete?.(db, id);
    };
    const out: Array<[string, Mutator]> = [
      [`${name}.create`, create],
      [`${name}.update`, update],
      [`${name}.delete`, remove],
    ];
    return out;
  }),
) as LocalMutatorsFor<PlainMutationSchemas>;
