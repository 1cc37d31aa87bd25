import type * as v from 'valibot';
import type { Db } from '../db';
import type { LockedTx } from './tx';
import type { ActionArgs, ActionEntityName, ActionsOf } from '../../src/domain/sync/actions';

/** The server half of a feature's mutations: one function per name, run inside the push transaction. */
export type ServerMutatorsFor<S extends Record<string, v.GenericSchema>> = {
  [N in keyof S]: (tx: LockedTx, userId: string, args: v.InferOutput<S[N]>) => Promise<void>;
};

/**
 * What a pull sends, per synced entity: rows of this user whose change number is above the cursor.
 * Soft-deleted rows travel as tombstones.
 */
export interface PullEntity {
  name: string;
  fetch(
    sql: Db,
    userId: string,
    cursor: number,
    limit: number,
  ): Promise<Array<{ change_no: number; id: string; deleted_at?: Date | null }>>;
  toClient(row: object): unknown;
}

/**
 * The server half of every named action an entity's definition declares (src/domain/sync/entities.ts `actions`), by
 * entity and action, typed from the definition: an action declared without its half here, a half for an action nobody
 * declared, or one that reads other arguments does not compile. Each runs inside the push transaction (user lock held)
 * and either applies or throws an AppError; effects beyond the rows (emails, wake-ups) are queued by kind with
 * afterCommit (api/sync/tx.ts) and run after the commit. A change to a row that is gone is a no-op (a delete wins).
 */
export type ServerActions = {
  [E in ActionEntityName]: {
    [A in keyof ActionsOf<E>]: (tx: LockedTx, userId: string, args: ActionArgs<E, A>) => Promise<void>;
  };
};
