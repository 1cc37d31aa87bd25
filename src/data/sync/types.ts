import type * as v from 'valibot';
import type { LocalDb } from '../local-db';
import type { ActionArgs, ActionEntityName, ActionsOf } from '../../domain/sync/actions';

/** The device half of a feature's mutations, run inside the transaction that appends the outbox entry. */
export type LocalMutatorsFor<S extends Record<string, v.GenericSchema>> = {
  [N in keyof S]: (db: LocalDb, userId: string, args: v.InferInput<S[N]>, now: string) => Promise<void>;
};

/** Where a pulled entity lives on the device: a table, or a single kv record. */
export type EntityTarget = { table: keyof LocalDb & string } | { kv: string };

/**
 * The device half of every named action an entity's definition declares (src/domain/sync/entities.ts `actions`), by
 * entity and action, typed from the definition (its server half: api/sync/actions.ts). Each runs in the transaction
 * that appends the outbox entry and is re-run on top of each pull until the server acknowledges it, so running it
 * again gives the same rows.
 */
export type LocalActions = {
  [E in ActionEntityName]: {
    [A in keyof ActionsOf<E>]: (db: LocalDb, userId: string, args: ActionArgs<E, A>, now: string) => Promise<void>;
  };
};
