import type { DrainResult } from './engine';
import type { DrainReply, DrainRequest } from './drain.worker';
import type { SessionUserRecord } from './engine';

/**
 * The tab's drain worker (src/data/sync/drain.worker.ts), with no import of the engine: the session starts the first
 * drain from here as soon as it knows the user (issue 24), while the page still loads the screen's chunks. On a fresh
 * device the worker's first sync then runs beside the first screen instead of after it (it started 3.1 s after
 * navigation at 4× CPU, once the badge's chunk and the scheduler had loaded). The scheduler adopts that drain as its
 * first run (takeFirstDrain), so the two never ask twice.
 */
let worker: Worker | null | undefined;
let nextDrainId = 1;
const waiting = new Map<number, { done: (r: DrainResult) => void; adoptUser?: SessionUserRecord }>();
let first: Promise<DrainResult> | null = null;
let firstSettled = false;
let settled: Promise<void> = Promise.resolve();
/** Whether this page has asked for a drain yet (the first one is started once, before any other). */
let asked = false;

/** Drains in the page itself: a module worker could not start here, or its script failed. */
const drainInPage = (adoptUser?: SessionUserRecord) => import('./engine').then((m) => m.drainOutbox({ adoptUser }));

function drainWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker !== 'function') return (worker = null);
  try {
    worker = new Worker(new URL('./drain.worker.ts', import.meta.url), { type: 'module', name: 'sync-drain' });
  } catch {
    return (worker = null);
  }
  worker.onmessage = (e: MessageEvent<DrainReply>) => {
    waiting.get(e.data.id)?.done(e.data.result);
    waiting.delete(e.data.id);
  };
  // The script failed to load or threw: drain in the page from now on, and run what was waiting there.
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    for (const [id, { done, adoptUser }] of waiting) {
      waiting.delete(id);
      void drainInPage(adoptUser).then(done, () => done('error'));
    }
  };
  return worker;
}

/** One drain: in the worker, or in the page where no worker can run (adoptUser: see startFirstDrain). */
export function drainOnce(adoptUser?: SessionUserRecord): Promise<DrainResult> {
  asked = true;
  const w = drainWorker();
  if (!w) return drainInPage(adoptUser);
  const id = nextDrainId++;
  return new Promise((resolve) => {
    waiting.set(id, { done: resolve, adoptUser });
    w.postMessage({ id, adoptUser } satisfies DrainRequest);
  });
}

/**
 * A device where someone is most likely signed in (the session asked, its answer not in yet): the worker starts now and
 * opens the device database — on a fresh device, creates it — so the first drain, asked for at the answer, finds both
 * ready (issue 24: the worker's script and the database's creation took 0.3–1.2 s after the answer at 4× CPU, and where
 * the page's Dexie created the database, its upgrade callback was a 200 ms task of the first screen's main thread).
 * Nothing is drained or stored for anyone until the session has answered.
 */
export function warmDrainWorker(): void {
  drainWorker()?.postMessage({ open: true } satisfies DrainRequest);
}

/**
 * The session knows who is signed in (and has stored it for the engine): the first drain starts now. With `adoptUser`
 * (a device that had no database: no other account's data to clear), the session has not stored the user yet; the
 * drain stores it itself if none is stored, so the first sync does not wait for the page's Dexie (issue 24).
 */
export function startFirstDrain(adoptUser?: SessionUserRecord): void {
  if (asked) return; // the scheduler runs already (a later sign-in or session check): it drains on its own triggers
  first = drainOnce(adoptUser);
  const settle = () => {
    firstSettled = true;
  };
  settled = first.then(settle, settle);
}

/** When the drain startFirstDrain began has ended, however it ended (at once if none was begun). */
export function firstDrainSettled(): Promise<void> {
  return settled;
}

/**
 * The drain startFirstDrain began, while it still runs: the scheduler's first run awaits it instead of asking for
 * another. Once it has ended, the scheduler asks for a new one (a write queued since must still be sent).
 */
export function takeFirstDrain(): Promise<DrainResult> | null {
  const p = firstSettled ? null : first;
  first = null;
  return p;
}
