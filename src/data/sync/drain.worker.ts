/// <reference lib="webworker" />
import { drainOutbox, type DrainResult } from './engine';

/**
 * The page's drainer, off the main thread (issue 24): fetching, parsing and writing the pulled pages of a big account
 * (100,000 rows on a fresh device) held the page for seconds at a time. The engine has no DOM; screens see the rows
 * through Dexie's live queries, which hear this worker's writes like another tab's.
 */
export interface DrainRequest {
  id: number;
}
export interface DrainReply {
  id: number;
  result: DrainResult;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<DrainRequest>) => {
  void drainOutbox().then(
    (result) => scope.postMessage({ id: e.data.id, result } satisfies DrainReply),
    () => scope.postMessage({ id: e.data.id, result: 'error' } satisfies DrainReply),
  );
};
