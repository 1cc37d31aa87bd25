import type * as v from 'valibot';
import type { Db } from '../db';
import type { LockedTx } from './tx';

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
