import type { FieldsOf, OptionsOf, PlainEntityName } from '../../domain/sync/plain';
import type { LocalDb } from '../local-db';

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

type HooksOf<E extends PlainEntityName> = (OptionsOf<E> extends { check: 'server+device' }
  ? { check: PlainLocalCheck<FieldsOf<E>> }
  : object) &
  (OptionsOf<E> extends { onDelete: true } ? { onDelete: PlainLocalOnDelete } : object);
type Hooked = {
  [E in PlainEntityName]: OptionsOf<E> extends { check: 'server+device' } | { onDelete: true } ? E : never;
}[PlainEntityName];
export type PlainLocalHooks = { [E in Hooked]: HooksOf<E> };

export const plainLocalHooks: PlainLocalHooks = {
  // a time entry of a job this device no longer has (deleted here or by a pull) is not kept
  jobTime: { check: async (db, _u, change) => change.on !== 'create' || Boolean(await db.jobs.get(change.row.jobId)) },
  // a conversation's messages go with it
  conversation: {
    onDelete: async (db, id) => {
      await db.messages.where('conversationId').equals(id).delete();
    },
  },
};
