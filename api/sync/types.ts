import type * as v from 'valibot';
import type { Db, Tx } from '../db';

/** The server half of a feature's mutations: one function per name, run inside the push transaction. */
export type ServerMutatorsFor<S extends Record<string, v.GenericSchema>> = {
  [N in keyof S]: (tx: Tx, userId: string, args: v.InferOutput<S[N]>) => Promise<void>;
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
  toClient(row: any): unknown;
}

/** The usual synced table: user_id, id, change_no, deleted_at. */
export const ownedTable = (table: string) => (sql: Db, userId: string, cursor: number, limit: number) =>
  sql<Array<{ change_no: number; id: string; deleted_at: Date | null }>>`
    select * from ${sql(table)} where user_id = ${userId} and change_no > ${cursor} order by change_no limit ${limit}`;
