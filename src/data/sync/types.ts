import type * as v from 'valibot';
import type { LocalDb } from '../local-db';

/** The device half of a feature's mutations, run inside the transaction that appends the outbox entry. */
export type LocalMutatorsFor<S extends Record<string, v.GenericSchema>> = {
  [N in keyof S]: (db: LocalDb, userId: string, args: v.InferInput<S[N]>, now: string) => Promise<void>;
};

/** Where a pulled entity lives on the device: a table, or a single kv record. */
export type EntityTarget = { table: keyof LocalDb & string } | { kv: string };
