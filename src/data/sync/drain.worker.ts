/// <reference lib="webworker" />
import { drainOutbox, type DrainResult, type SessionUserRecord } from './engine';

/**
 * The page's drainer, off the main thread (issue 24): fetching, parsing and writing the pulled pages of a big account
 * (100,000 rows on a fresh device) held the page for seconds at a time. The engine has no DOM; screens see the rows
 * through Dexie's live queries, which hear this worker's writes like another tab's.
 */
export interface DrainRequest {
  id: number;
  /** the signed-in user, to store if none is (the first sync of a fresh device: drain-client startFirstDrain) */
  adoptUser?: SessionUserRecord;
}
export interface DrainReply {
  id: number;
  result: DrainResult;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<DrainRequest>) => {
  void drainOutbox({ adoptUser: e.data.adoptUser }).then(
    (result) => scope.postMessage({ id: e.data.id, result } satisfies DrainReply),
    () => scope.postMessage({ id: e.data.id, result: 'error' } satisfies DrainReply),
  );
};
