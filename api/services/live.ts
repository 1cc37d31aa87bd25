import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { Sql } from '../db';

/**
 * Live updates: after a write commits, wake the devices that should pull (the writer's other devices, and the readers
 * of a shared scope). A wake-up carries no data: the device pulls, so a lost wake-up costs only latency (the next pull,
 * on reconnect or the timer, catches up) and authorisation stays in one place (the pull).
 *
 * Across API nodes the wake-up travels through Postgres LISTEN/NOTIFY on one channel: every node LISTENs once and fans
 * out in-process to its own connected devices. PGlite is one process holding the only database session (served to
 * postgres.js over a one-connection socket, so a second LISTEN connection is impossible); there the bus is an
 * in-process emitter behind the same interface, which is exact since there is only one node.
 */
export interface LiveEvent {
  /** the owner whose rows changed (their devices pull their own scope) */
  userId?: string;
  /** a shared scope that changed, e.g. 'marketplace:listings' (every reader subscribed to it pulls) */
  scope?: string;
  /** the sync client id whose push caused it: that device already has the change and does not pull it back */
  origin?: string;
  /** ms since epoch at publish (for latency figures) */
  at: number;
  /** a session of userId ended (logout): its streams on every node close */
  endSession?: string;
  /** streams of userId past the cap over all nodes (api/repos/live-streams.ts): the node holding each closes it */
  closeStreams?: string[];
}

export interface LiveBus {
  kind: 'postgres' | 'memory';
  publish(event: Omit<LiveEvent, 'at'>): Promise<void>;
  /** Every event of this node (each connected device filters by its user and scopes). */
  subscribe(fn: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
  /** settles when close() is called: open streams end then, so the HTTP server can stop */
  closed: Promise<void>;
}

const CHANNEL = 'tt_live';

function emitterBus(kind: LiveBus['kind'], send: (e: LiveEvent) => Promise<void>, stop: () => Promise<void>) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let markClosed!: () => void;
  const closed = new Promise<void>((r) => (markClosed = r));
  // Writers do not wait for their wake-ups (api/sync/tx.ts): close() waits for those still going out, so none is
  // written to a connection the database handle has already ended.
  const inFlight = new Set<Promise<void>>();
  const bus: LiveBus & { deliver(e: LiveEvent): void } = {
    kind,
    closed,
    publish(event) {
      const sent = send({ ...event, at: Date.now() });
      inFlight.add(sent);
      void sent.finally(() => inFlight.delete(sent)).catch(() => {});
      return sent;
    },
    subscribe(fn) {
      local.on('event', fn);
      return () => local.off('event', fn);
    },
    deliver: (e) => local.emit('event', e),
    async close() {
      markClosed();
      await Promise.allSettled([...inFlight]);
      local.removeAllListeners();
      await stop();
    },
  };
  return bus;
}

/** One process: publish delivers to this process's subscribers, after the caller's commit. */
export function memoryBus(): LiveBus {
  const bus = emitterBus(
    'memory',
    async (e) => queueMicrotask(() => bus.deliver(e)),
    async () => {},
  );
  return bus;
}

/** Several nodes on one Postgres: NOTIFY on publish, one LISTEN per node (postgres.js keeps it on its own connection). */
export async function postgresBus(sql: Sql): Promise<LiveBus> {
  let unlisten: (() => Promise<void>) | null = null;
  const bus = emitterBus(
    'postgres',
    async (e) => {
      await sql.notify(CHANNEL, JSON.stringify(e));
    },
    async () => {
      await unlisten?.().catch(() => {});
    },
  );
  const listening = await sql.listen(CHANNEL, (payload) => {
    try {
      bus.deliver(JSON.parse(payload) as LiveEvent);
    } catch {
      /* not ours */
    }
  });
  unlisten = listening.unlisten;
  return bus;
}

/** The bus of each database handle, for withUserTx (api/sync/tx.ts), which publishes after its commit. */
const buses = new WeakMap<object, LiveBus>();
export function registerLiveBus(sql: Sql, bus: LiveBus) {
  buses.set(sql, bus);
}
export function liveBusOf(sql: object): LiveBus | undefined {
  return buses.get(sql);
}

/** This process's name in live_streams (a restarted node is a new node; the dead one's rows stop counting). */
export const LIVE_NODE_ID = randomUUID();
