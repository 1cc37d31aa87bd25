import type { Db, Tx } from '../db';

/**
 * Every write to a user's synced rows runs here. The per-user advisory lock serialises that user's writers, so the
 * change numbers their rows take (sync_change_seq) commit in increasing order: a pull that has seen change N can never
 * later miss a change below N. Different users never wait for each other.
 */
export async function withUserTx<T>(sql: Db, userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const run = async (tx: Tx) => {
    await tx`select pg_advisory_xact_lock(hashtextextended(${userId}, 7))`;
    return fn(tx);
  };
  // Already inside a transaction (a sync push applying many mutations): the lock is taken once per transaction.
  if ('savepoint' in sql) return run(sql as Tx);
  return (sql as Exclude<Db, Tx>).begin(run) as Promise<T>;
}
