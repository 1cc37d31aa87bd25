import { arrayParam, type Db, type Sql, type Tx } from '../db';

/** The reads of a sync pull that are not one entity's rows (those are each entity's fetch, api/sync/entities.ts). */

/**
 * Runs `first`, then `second` with its result, in one read-only snapshot (repeatable read fixes it at the first
 * statement, so every read sees one moment), at two round trips: on a connection of its own, the transaction's start
 * goes out together with `first`'s statements (postgres.js pipelines a connection's queries, and Postgres runs them in
 * order), and its end is sent once `second`'s results are in, without waiting for the answer — a read-only snapshot has
 * nothing to commit; the connection goes back to the pool when it has ended. (`sql.begin` waits for the start and for
 * the commit: four round trips where this needs two.) `first` must send its statements before it first awaits
 * anything, so they go out after the transaction's start; `second` may take any number of round trips.
 */
export async function pipelinedReadSnapshot<A, B>(
  sql: Sql,
  first: (tx: Db) => Promise<A>,
  second: (tx: Db, a: A) => Promise<B>,
): Promise<B> {
  const conn = await sql.reserve();
  let open = true;
  const end = (statement: 'commit' | 'rollback') => {
    open = false;
    // a failed end (a lost connection) still hands the connection back: postgres.js reconnects a closed one
    conn.unsafe(statement).then(
      () => conn.release(),
      () => conn.release(),
    );
  };
  try {
    const [, a] = await Promise.all([conn.unsafe('begin isolation level repeatable read read only'), first(conn)]);
    const out = await second(conn, a);
    end('commit');
    return out;
  } catch (err) {
    if (open) end('rollback');
    throw err;
  }
}

/** The last mutation applied from this sync client of this user (0 for a client that never pushed). */
export async function lastAppliedMutation(sql: Db, clientId: string, userId: string): Promise<number> {
  const [client] = await sql<{ last_mutation_id: number }[]>`
    select last_mutation_id from sync_clients where id = ${clientId} and user_id = ${userId}`;
  return client?.last_mutation_id ?? 0;
}

// ---------- the user's sync lock (api/sync/tx.ts) ----------

/** Takes this user's sync lock for the rest of the transaction (see withUserTx for why). */
export async function takeUserSyncLock(tx: Tx, userId: string): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtextextended(${userId}, 7))`;
}

/** Whether this transaction has written anything: an xid is assigned at the first write. */
export async function transactionWrote(tx: Tx): Promise<boolean> {
  const [row] = await tx<{ wrote: boolean }[]>`select pg_current_xact_id_if_assigned() is not null as wrote`;
  return row.wrote;
}

// ---------- push: the per-client counter ----------

export interface SyncClientRow {
  user_id: string;
  last_mutation_id: number;
}

/**
 * The client's counter row, created (owned by userId) if new, in one statement: the insert runs only when the read
 * finds no row, so a replayed batch writes nothing at all. The caller checks the owner: a client id belongs to one user
 * for life. No row lock is needed: every push of the user holds the user's sync lock.
 */
export async function readOrCreateSyncClient(tx: Tx, clientId: string, userId: string): Promise<SyncClientRow> {
  const [row] = await tx<SyncClientRow[]>`
    with found as (select user_id, last_mutation_id from sync_clients where id = ${clientId}),
    created as (
      insert into sync_clients (id, user_id) select ${clientId}, ${userId} where not exists (select 1 from found)
      on conflict (id) do nothing returning user_id, last_mutation_id
    )
    select * from found union all select * from created`;
  if (row) return row;
  // another user's push created it since this statement's snapshot (the lock is per user, not per client id)
  const [other] = await tx<SyncClientRow[]>`select user_id, last_mutation_id from sync_clients where id = ${clientId}`;
  return other;
}

/**
 * Records the last mutation applied from this client (only ever moves up, under the user's lock) and forgets the kept
 * refusals below `firstId` (a device that sends `firstId` first has had every answer before it), in one statement.
 * Returns whether the user has an email whose delivery is due (queued, not claimed by a live delivery, its retry time
 * reached): only then does the push run a delivery after its commit, so an everyday push pays one index probe
 * (document_emails_user_pending_idx) here instead of a delivery attempt.
 */
export async function setLastMutation(
  tx: Tx,
  q: { clientId: string; userId: string; last: number; firstId: number },
): Promise<{ mailDue: boolean }> {
  const [row] = await tx<{ mail_due: boolean }[]>`
    with forgot as (delete from sync_rejections where client_id = ${q.clientId} and mutation_id < ${q.firstId})
    update sync_clients set last_mutation_id = ${q.last}, updated_at = now() where id = ${q.clientId}
    returning exists (
      select 1 from document_emails
      where user_id = ${q.userId} and sent_at is null and failed_at is null
        and (next_attempt_at is null or next_attempt_at <= now())
        and (claimed_at is null or claimed_at < now() - interval '5 minutes')
    ) as mail_due`;
  return { mailDue: row?.mail_due ?? false };
}

/** Keeps a refused mutation's answer, so a resend after a lost answer reports it again (sync_rejections). */
export async function recordRejections(
  tx: Tx,
  clientId: string,
  rejected: ReadonlyArray<{ id: number; code: string; message: string }>,
): Promise<void> {
  if (!rejected.length) return;
  await tx`insert into sync_rejections (client_id, mutation_id, code, message)
    select ${clientId}, r.id, r.code, r.message from json_to_recordset(${tx.json(rejected as never)}::json) as r(id bigint, code text, message text)
    on conflict do nothing`;
}

/** The kept refusals among these already-consumed mutation ids of the client. */
export async function rejectionsAmong(
  tx: Tx,
  clientId: string,
  ids: readonly number[],
): Promise<Map<number, { code: string; message: string }>> {
  if (!ids.length) return new Map();
  const rows = await tx<Array<{ mutation_id: string | number; code: string; message: string }>>`
    select mutation_id, code, message from sync_rejections where client_id = ${clientId} and mutation_id = any(${arrayParam(ids)}::bigint[])`;
  return new Map(rows.map((r) => [Number(r.mutation_id), { code: r.code, message: r.message }]));
}

// ---------- pull: an entity's rows ----------

/** A column a pull reads: its name, and whether it is a timestamptz (read as UTC text and made into the ISO text devices store, isoFromUtcText). */
export interface PulledColumn {
  name: string;
  instant?: boolean;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
/**
 * A timestamptz column read as UTC timestamp text (`2026-11-27 02:20:00.1234`: Postgres' output function, DateStyle
 * ISO as postgres.js assumes for every timestamp) and made into the text Date#toISOString makes of it by isoFromUtcText.
 * (`to_char(…, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` gave the same text at ~1 µs a value inside the database, the bigger
 * part of a pulled price item's cost on PGlite.)
 */
const utcText = (name: string) => `(${ident(name)} at time zone 'UTC')::text as ${ident(name)}`;

/**
 * `YYYY-MM-DD HH:MI:SS[.ffffff][ BC]` (UTC) → `YYYY-MM-DDTHH:MI:SS.mmmZ`, milliseconds cut, not rounded: what
 * to_char(…, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') made of it, and for years 1–9999 what Date#toISOString makes of the Date
 * postgres.js parses (tests/api/sync-pull-rows.test.ts). ±infinity → null, as to_char gave.
 */
export function isoFromUtcText(t: string): string | null {
  const sp = t.indexOf(' ');
  if (sp < 0) return null;
  const ms = t.charCodeAt(sp + 9) === 46 ? (t.slice(sp + 10, sp + 13) + '00').slice(0, 3).replace(/\D/g, '0') : '000';
  return `${t.slice(0, sp)}T${t.slice(sp + 1, sp + 9)}.${ms}Z`;
}

/**
 * The usual synced table's rows of this user above the cursor: an owner column, id, change_no, deleted_at. With
 * `columns`, only those are read (besides id, change_no and deleted_at), timestamps as ISO text: what the pull sends,
 * not the whole row. The statement's text is made once.
 */
export const ownedRowsSince = (table: string, owner: string = 'user_id', columns?: readonly PulledColumn[]) => {
  const list = columns
    ? ['id', 'change_no', 'deleted_at', ...columns.map((c) => (c.instant ? utcText(c.name) : ident(c.name)))].join(', ')
    : '*';
  const instants = (columns ?? []).filter((c) => c.instant).map((c) => c.name);
  const text = `select ${list} from ${ident(table)} where ${ident(owner)} = $1 and change_no > $2 order by change_no limit $3`;
  return async (sql: Db, userId: string, cursor: number, limit: number) => {
    const rows = await sql.unsafe<Array<Record<string, unknown> & { change_no: number; id: string; deleted_at: Date | null }>>(
      text,
      [userId, cursor, limit],
      { prepare: true },
    );
    for (const row of rows)
      for (const name of instants) {
        const t = row[name];
        if (typeof t === 'string') row[name] = isoFromUtcText(t);
      }
    return rows;
  };
};

// ---------- shared scopes (api/sync/scopes.ts) ----------

/** Every transaction below this id has finished: the shared-scope watermark of the snapshot `tx` reads. */
export async function snapshotXmin(tx: Tx): Promise<string> {
  const [{ xmin }] = await tx<{ xmin: string }[]>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`;
  return xmin;
}

export type ScopeRow = Record<string, unknown> & {
  id: string;
  user_id: string;
  change_no: number;
  xid_text: string;
  deleted_at: Date | null;
  /** a parameterised scope's: false when the row left the reader's set (sent as a tombstone) */
  kept?: boolean;
};

/** Rows of a shared table after (xid, change) and below the watermark, in (change_xid, change_no) order. */
export function scopeRowsAfter(
  tx: Tx,
  q: { table: string; from: { xid: bigint; change: number }; xmin: string; where?: (sql: Db) => ReturnType<Db>; limit: number },
): Promise<ScopeRow[]> {
  return tx<ScopeRow[]>`
      select *, change_xid::text as xid_text from ${tx(q.table)} t
      where (t.change_xid, t.change_no) > (${q.from.xid.toString()}::xid8, ${q.from.change})
        and t.change_xid < ${q.xmin}::xid8
        ${q.where ? tx`and (${q.where(tx)})` : tx``}
      order by t.change_xid, t.change_no
      limit ${q.limit}`;
}

// ---------- push: writes recognised by their origin (sync_applied) ----------

/** The origins among these that this user's pushes applied already. */
export async function appliedOrigins(tx: Tx, userId: string, origins: readonly string[]): Promise<Set<string>> {
  if (!origins.length) return new Set();
  const rows = await tx<{ origin: string }[]>`
    select origin from sync_applied where user_id = ${userId} and origin = any(${arrayParam(origins)}::text[])`;
  return new Set(rows.map((r) => r.origin));
}

/** Records applied writes by origin, and forgets this user's older than 90 days, in one statement. */
export async function recordAppliedOrigins(tx: Tx, userId: string, origins: readonly string[]): Promise<void> {
  if (!origins.length) return;
  await tx`with old as (delete from sync_applied where user_id = ${userId} and applied_at < now() - interval '90 days')
    insert into sync_applied (user_id, origin) select ${userId}, unnest(${arrayParam(origins)}::text[]) on conflict do nothing`;
}
