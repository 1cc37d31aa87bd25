import type { FieldsOf, OptionsOf, PlainEntityName } from '../../domain/sync/plain';
import type { LocalDb } from '../local-db';
import { localityParts } from '../../domain/jobs/fields';

/**
 * The device's code for the hooks that plain entities declare in their definitions (src/domain/sync/entities.ts
 * PlainOptions): a check declared 'server+device', and onDelete. Run by the derived device mutators (./plain.ts). The
 * type is built from the declarations: a declared hook missing here, or one here that is not declared, does not compile.
 */
export type PlainLocalChange<F> = { on: 'create'; id: string; row: F } | { on: 'update'; id: string; patch: Partial<F> };
/** False: the device skips the write (the server's answer to the queued write decides). */
export type PlainLocalCheck<F> = (db: LocalDb, userId: string, change: PlainLocalChange<F>) => Promise<boolean>;
/** Runs after the row's delete, in the same Dexie transaction. */
export type PlainLocalOnDelete = (db: LocalDb, id: string) => Promise<void>;
/** The derived fields of a write (the definition's `derived`), from what it carries; {} when a patch leaves them. */
export type PlainLocalDerive<F> = (change: PlainLocalChange<F>) => Partial<F>;

type HooksOf<E extends PlainEntityName> = (OptionsOf<E> extends { check: 'server+device' }
  ? { check: PlainLocalCheck<FieldsOf<E>> }
  : object) &
  (OptionsOf<E> extends { onDelete: true } ? { onDelete: PlainLocalOnDelete } : object) &
  (OptionsOf<E> extends { derived: ReadonlyArray<string> } ? { derive: PlainLocalDerive<FieldsOf<E>> } : object);
type Hooked = {
  [E in PlainEntityName]: OptionsOf<E> extends { check: 'server+device' } | { onDelete: true } | { derived: ReadonlyArray<string> }
    ? E
    : never;
}[PlainEntityName];
export type PlainLocalHooks = { [E in Hooked]: HooksOf<E> };

/** "Parramatta NSW 2150" → suburb, state, postcode (the screen resolves the locality before saving). */
function jobSite(locality: string) {
  const p = localityParts(locality);
  return { suburb: p?.suburb ?? null, state: p?.state ?? null, postcode: p?.postcode ?? null };
}

export const plainLocalHooks: PlainLocalHooks = {
  job: {
    derive: (change) => {
      const locality = change.on === 'create' ? change.row.locality : change.patch.locality;
      return locality === undefined ? {} : jobSite(locality);
    },
    // a job's time entries go with it
    onDelete: async (db, id) => {
      await db.jobTimes.where('jobId').equals(id).delete();
    },
  },
  // a time entry of a job this device no longer has (deleted here or by a pull) is not kept
  jobTime: { check: async (db, _u, change) => change.on !== 'create' || Boolean(await db.jobs.get(change.row.jobId)) },
  // a conversation's messages go with it
  conversation: {
    onDelete: async (db, id) => {
      await db.messages.where('conversationId').equals(id).delete();
    },
  },
};
