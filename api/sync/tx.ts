import type { Db, Tx } from '../db';
import { liveBusOf, type LiveBus } from '../services/live';
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
 * Effects of a write beyond its rows (an email to send, a device to wake), returned by the command that made the write
 * and run once, after the transaction commits, by kind: wake-ups through the live bus (api/services/live.ts), the rest
 * by the runner the server registered for the database (api/deps.ts). A rolled-back transaction runs none; a replayed
 * push never reaches a command again, so it runs none twice.
 */
export type Effect =
  /** emails were queued by this write */
  | { kind: 'document-emails'; userId: string }
  /** a sync push applied changes: a chance to retry this user's deliveries that failed earlier */
  | { kind: 'user-pushed'; userId: string }
  /** a shared scope changed (e.g. 'marketplace:listings'): its readers' devices pull */
  | { kind: 'wake-scope'; scope: string }
  /** another user has new rows in a per-user scope (a message to the other side of a conversation): their devices pull */
  | { kind: 'wake-user'; userId: string };
/** The kinds the transaction runs itself, through the live bus. */
type WakeEffect = Extract<Effect, { kind: 'wake-scope' | 'wake-user' }>;
const effectsOf = new WeakMap<object, Effect[]>();
/**
 * What runs each kind of effect that is not a wake-up: one handler per kind, typed by it — a new kind of Effect that no
 * handler takes does not compile (api/deps.ts registers them, and runEffect's switch must name it), so an effect is never
 * dropped for want of a runner.
 */
export type EffectHandlers = {
  [K in Exclude<Effect['kind'], WakeEffect['kind']>]: (effect: Extract<Effect, { kind: K }>) => Promise<unknown>;
};
const runners = new WeakMap<object, EffectHandlers>();
export function registerEffectRunner(sql: object, handlers: EffectHandlers) {
  runners.set(sql, handlers);
}
/** Runs one effect by its kind; the switch is exhaustive, so a kind added to Effect and not named here does not compile. */
function runEffect(effect: Effect, handlers: EffectHandlers | undefined, bus: LiveBus | undefined, owner: string): Promise<unknown> {
  switch (effect.kind) {
    case 'document-emails':
      return handlers ? handlers[effect.kind](effect) : Promise.resolve();
    case 'user-pushed':
      return handlers ? handlers[effect.kind](effect) : Promise.resolve();
    case 'wake-scope':
      return bus ? bus.publish({ scope: effect.scope }) : Promise.resolve();
    case 'wake-user':
      // the writer's own devices are woken anyway (withUserTx)
      return bus && effect.userId !== owner ? bus.publish({ userId: effect.userId }) : Promise.resolve();
    default:
      return unhandled(effect);
  }
}
function unhandled(effect: never): never {
  throw new Error(`no runner for the effect ${JSON.stringify(effect)}`);
}
const isWake = (e: Effect): e is WakeEffect => e.kind === 'wake-scope' || e.kind === 'wake-user';
const sameEffect = (a: Effect, b: Effect) => JSON.stringify(a) === JSON.stringify(b);
/** Queues an effect to run once this transaction commits (the same effect twice runs once). */
export function afterCommit(tx: LockedTx, effect: Effect) {
  const list = effectsOf.get(tx) ?? [];
  if (!list.some((e) => sameEffect(e, effect))) list.push(effect);
  effectsOf.set(tx, list);
}

/** Transactions known to have written (see knownToHaveWritten): withUserTx need not ask the database. */
const wroteFor = new WeakSet<object>();

/** Records that this transaction wrote a row (e.g. a push moved its counter): saves withUserTx a round trip. */
export function knownToHaveWritten(tx: LockedTx) {
  wroteFor.add(tx);
}

/** Marks a shared scope as changed by this transaction: its readers are woken once it commits. */
export function wakeScope(tx: LockedTx, scope: string) {
  afterCommit(tx, { kind: 'wake-scope', scope });
}

/** Marks another user as having new rows in a per-user scope: their devices pull once this transaction commits. */
export function wakeUser(tx: LockedTx, userId: string) {
  afterCommit(tx, { kind: 'wake-user', userId });
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
  let effects: Effect[] = [];
  const result = (await (sql as Exclude<Db, Tx>).begin(async (tx) => {
    const out = await run(tx);
    // An xid is assigned at the first write: none means nothing changed, and nobody needs waking.
    wrote = wroteFor.has(tx) || (await transactionWrote(tx));
    effects = effectsOf.get(tx) ?? [];
    return out;
  })) as T;
  const bus = liveBusOf(sql);
  // Wake-ups first, together, and not waited for: a failed one is ignored (the next pull catches up), and the writer's
  // answer need not wait for a pool connection and a NOTIFY's round trip (issue 24: 50 pushes at once). Then the other
  // effects, in order.
  if (bus && wrote) {
    const wakes = [
      bus.publish({ userId, origin: opts.origin }),
      ...effects.filter(isWake).map((e) => runEffect(e, undefined, bus, userId)),
    ];
    void Promise.all(wakes).catch(() => {});
  }
  const handlers = runners.get(sql);
  for (const effect of effects) if (!isWake(effect)) await runEffect(effect, handlers, bus, userId);
  return result;
}

/** A savepoint inside a locked transaction is still inside the lock. */
export async function lockedSavepoint<T>(tx: LockedTx, fn: (sp: LockedTx) => Promise<T>): Promise<T> {
  let inner: object | undefined;
  const out = (await tx.savepoint((sp) => {
    inner = sp;
    return fn(sp as unknown as LockedTx);
  })) as T;
  // Effects (wake-ups included) queued inside a savepoint that was kept belong to the whole transaction.
  for (const effect of (inner && effectsOf.get(inner)) ?? []) afterCommit(tx, effect);
  return out;
}

/**
 * Writes of a push's first attempt that are not waited for, by transaction (see confirmLater). Only a transaction that
 * startConfirmingLater marked has a list.
 */
const unconfirmed = new WeakMap<object, Array<Promise<unknown>>>();

/**
 * A write whose answer only confirms it (it throws if the write broke a rule, and returns nothing anyone reads). In a
 * push's first attempt (api/sync/push.ts) it is not waited for: its statements are already on their way, in order,
 * and the next run's go out behind them on the same connection (postgres.js pipelines them, Postgres runs them in
 * order), so a push of several runs costs one round trip for all their writes instead of one each. The push waits for
 * every such write before it commits (confirmAll), and if any failed it applies the batch again the careful way, one
 * mutation per savepoint — as it does when a waited-for write fails. Anywhere else it is simply waited for.
 *
 * `write` must have sent every statement it sends before it first waits (postgres.js's `.execute()`, not a query
 * awaited later), except reads whose answer no later statement of the transaction can change (e.g. the owner of a row
 * that already existed): a statement sent after the next run's would run after it.
 */
export async function confirmLater(tx: LockedTx, write: Promise<unknown>): Promise<void> {
  const list = unconfirmed.get(tx);
  if (!list) {
    await write;
    return;
  }
  write.catch(() => {}); // its failure is read by confirmAll; this only keeps it from counting as unhandled meanwhile
  list.push(write);
}

/** Marks this transaction as a push's first attempt: confirmLater collects its writes from here on. */
export function startConfirmingLater(tx: LockedTx) {
  unconfirmed.set(tx, []);
}

/**
 * Waits for every write confirmLater did not wait for (those sent since too), and throws the first one's failure, in
 * the order they were sent: the one at the root (a failed statement fails every later statement of the transaction).
 */
export async function confirmAll(tx: LockedTx): Promise<void> {
  const list = unconfirmed.get(tx) ?? [];
  while (list.length) {
    const settled = await Promise.allSettled(list.splice(0));
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) {
      list.length = 0;
      throw failed.reason;
    }
  }
}
