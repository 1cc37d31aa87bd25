/// <reference lib="webworker" />
import { drainOutbox, type DrainResult, type SessionUserRecord } from './engine';
import { getDb } from '../local-db';
import { noteAbsent, noteInstalledVersions } from '../installed-version';

/**
 * The page's drainer, off the main thread (issue 24): fetching, parsing and writing the pulled pages of a big account
 * (100,000 rows on a fresh device) held the page for seconds at a time. The engine has no DOM; screens see the rows
 * through Dexie's live queries, which hear this worker's writes like another tab's.
 */
export type DrainRequest =
  | {
      id: number;
      /** the signed-in user, to store if none is (the first sync of a fresh device: drain-client startFirstDrain) */
      adoptUser?: SessionUserRecord;
    }
  /** open (on a fresh device: create) the device database now, before any drain is asked for (drain-client warmDrainWorker) */
  | { open: true };
export interface DrainReply {
  id: number;
  result: DrainResult;
}

const DEVICE_DB_NAME = 'tradie-toolbox'; // LocalDb's name (src/data/local-db.ts)

/**
 * What this device has, listed before the worker's database is made: a device with none creates it at the newest schema
 * without parsing the upgrade chain (src/data/installed-version.ts), as the page does.
 */
const listed = (async () => {
  try {
    const dbs = await indexedDB.databases?.();
    if (!dbs) return;
    noteInstalledVersions(dbs);
    if (!dbs.some((d) => d.name === DEVICE_DB_NAME)) noteAbsent(DEVICE_DB_NAME);
  } catch {
    /* not listed: every upgrade is declared, as before */
  }
})();

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<DrainRequest>) => {
  const req = e.data;
  if ('open' in req) {
    // a failure here is met again, and reported, by the drain that follows
    void listed.then(() => getDb().open()).catch(() => {});
    return;
  }
  void listed
    .then(() => drainOutbox({ adoptUser: req.adoptUser }))
    .then(
      (result) => scope.postMessage({ id: req.id, result } satisfies DrainReply),
      () => scope.postMessage({ id: req.id, result: 'error' } satisfies DrainReply),
    );
};
