import type { Db, Tx } from '../db';
import { liveBusOf } from '../services/live';
import { takeUserSyncLock, transactionWrote } from '../repos/sync';

declare const userLockHeld: unique symbol;

/**
 * A transaction that holds one user's sync lock. Every function that writes a synced table (a table with change_no)
 * takes this type, and only withUserTx below makes one, so a write to a synced table outside the lock does not compile.
 * Why the lock: see withUserTx.
 */
export type LockedTx = Tx & { readonly [userLockHeld]: true };

export interface UserTxOptions {
  /** the sync client whose push this is: its device is not woken for its own change */
  origin?: string;
}

/**
 * Effects of a write beyond its rows (an email to send), returned by the command that made the write and run once,
 * after the transaction commits, by the runner the server registered for the database (api/deps.ts). A rolled-back
 * transaction runs none; a replayed push never reaches a command again, so it runs none twice.
 */
export type Effect =
  /** emails were queued by this write */
  | { kind: 'document-emails'; userId: string }
  /** a sync push applied changes: a chance to retry this user's deliveries that failed earlier */
  | { kind: 'user-pushed'; userId: string };
const effectsOf = new WeakMap<object, Effect[]>();
/**
 * What runs each kind of effect: one handler per kind, typed by it — a new kind of Effect that no handler takes does
 * not compile (api/deps.ts registers them), so an effect is never dropped for want of a runner.
 */
export type EffectHandlers = { [K in Effect['kind']]: (effect: Extract<Effect, { kind: K }>) => Promise<unknown> };
const runners = new WeakMap<object, EffectHandlers>();
export function registerEffectRunner(sql: object, handlers: EffectHandlers) {
  runners.set(sql, handlers);
}
/** Runs one effect by its kind. */
function runEffect(handlers: EffectHandlers, effect: Effect): Promise<unknown> {
  switch (effect.kind) {
    case 'document-emails':
      return handlers[effect.kind](effect);
    case 'user-pushed':
      return handlers[effect.kind](effect);
  }
}
export function afterCommit(tx: LockedTx, effect: Effect) {
  const list = effectsOf.get(tx) ?? [];
  if (!list.some((e) => e.kind === effect.kind && e.userId === effect.userId)) list.push(effect);
  effectsOf.set(tx, list);
}

/** Transactions known to have written (see knownToHaveWritten): withUserTx need not ask the database. */
const wroteFor = new WeakSet<object>();

/** Records that this transaction wrote a row (e.g. a push moved its counter): saves withUserTx a round trip. */
export function knownToHaveWritten(tx: LockedTx) {
  wroteFor.add(tx);
}

/** Shared scopes a transaction changed (see wakeScope), woken after its commit. */
const scopesTouched = new WeakMap<object, Set<string>>();

/** Marks a shared scope as changed by this transaction: its readers are woken once it commits. */
export function wakeScope(tx: LockedTx, scope: string) {
  let set = scopesTouched.get(tx);
  if (!set) scopesTouched.set(tx, (set = new Set()));
  set.add(scope);
}

/** Other users a transaction wrote for (a message to the other side of a conversation): their devices are woken. */
const usersTouched = new WeakMap<object, Set<string>>();

/** Marks another user as having new rows in a per-user scope: their devices pull once this transaction commits. */
export function wakeUser(tx: LockedTx, userId: string) {
  let set = usersTouched.get(tx);
  if (!set) usersTouched.set(tx, (set = new Set()));
  set.add(userId);
}

/**
 * Every write to a user's synced rows runs here. The per-user advisory lock serialises that user's writers, so the
 * change numbers their rows take (sync_change_seq) commit in increasing order: a pull that has seen change N can never
 * later miss a change below N. Different users never wait for each other.
 *
 * After a transaction that wrote anything commits, the user's other devices (and the readers of any scope it touched)
 * are woken through the live bus (api/services/live.ts). A failed wake-up is ignored: the next pull catches up.
 */
export async function withUserTx<T>(sql: Db, userId: string, fn: (tx: LockedTx) => Promise<T>, opts: UserTxOptions = {}): Promise<T> {
  const run = async (tx: Tx) => {
    // The lock's statement and fn's first statements go out together (postgres.js pipelines a transaction's queries and
    // Postgres runs them in order on its one connection): every statement of fn still runs after the lock is held, at
    // one round trip less. Should the lock fail, fn's statements fail with the aborted transaction: the lock's error is
    // the one thrown.
    const lock = takeUserSyncLock(tx, userId);
    lock.catch(() => {}); // awaited below; this only keeps a failure from counting as unhandled meanwhile
    try {
      const out = await fn(tx as LockedTx);
      await lock;
      return out;
    } catch (err) {
      await lock;
      throw err;
    }
  };
  // Already inside a transaction (a sync push applying many mutations): the lock is taken once per transaction, and
  // the outermost withUserTx wakes devices after its commit.
  if ('savepoint' in sql) return run(sql as Tx);
  let wrote = false;
  let scopes: Set<string> | undefined;
  let others: Set<string> | undefined;
  let effects: Effect[] = [];
  const result = (await (sql as Exclude<Db, Tx>).begin(async (tx) => {
    const out = await run(tx);
    // An xid is assigned at the first write: none means nothing changed, and nobody needs waking.
    wrote = wroteFor.has(tx) || (await transactionWrote(tx));
    scopes = scopesTouched.get(tx);
    others = usersTouched.get(tx);
    effects = effectsOf.get(tx) ?? [];
    return out;
  })) as T;
  const bus = liveBusOf(sql);
  if (bus && wrote) {
    const wakes = [
      bus.publish({ userId, origin: opts.origin }),
      ...[...(scopes ?? [])].map((scope) => bus.publish({ scope })),
      ...[...(others ?? [])].filter((u) => u !== userId).map((other) => bus.publish({ userId: other })),
    ];
    await Promise.all(wakes).catch(() => {});
  }
  const handlers = runners.get(sql);
  if (handlers) for (const effect of effects) await runEffect(handlers, effect);
  return result;
}

/** A savepoint inside a locked transaction is still inside the lock. */
export async function lockedSavepoint<T>(tx: LockedTx, fn: (sp: LockedTx) => Promise<T>): Promise<T> {
  let inner: object | undefined;
  const out = (await tx.savepoint((sp) => {
    inner = sp;
    return fn(sp as unknown as LockedTx);
  })) as T;
  // Scopes woken and effects queued inside a savepoint that was kept belong to the whole transaction.
  for (const scope of (inner && scopesTouched.get(inner)) ?? []) wakeScope(tx, scope);
  for (const other of (inner && usersTouched.get(inner)) ?? []) wakeUser(tx, other);
  for (const effect of (inner && effectsOf.get(inner)) ?? []) afterCommit(tx, effect);
  return out;
}
