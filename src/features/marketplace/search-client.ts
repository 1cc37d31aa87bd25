import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListedRow, LocalQuery, ServerListing } from './filter';
import { newestOnly } from '../../app/newest-only';
import { sameRows } from '../../app/same-rows';
import { WorkerRequests } from '../../app/worker-requests';

/** Messages between the marketplace screen and its search worker (search.worker.ts). */
export interface ListingSearchRequest {
  id: number;
  query: LocalQuery;
  favorites: string[];
  /** online: the server's first page for the query, merged with the device's matches */
  remote: ServerListing[] | null;
  limit: number;
}
export type ListingSearchResponse =
  | { type: 'search'; id: number; total: number; kept: number; rows: ListedRow[] }
  /** the kept listings changed and were read again: the screen should ask again */
  | { type: 'changed' }
  /** the request failed in the worker (e.g. the listings could not be read): the screen stops waiting for it */
  | { type: 'error'; id: number; message: string };

let worker: Worker | null = null;
const requests = new WorkerRequests<Extract<ListingSearchResponse, { type: 'search' }>>('kept listings search');
const changeListeners = new Set<() => void>();

function getWorker(): Worker {
  if (!worker) {
    const w = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'marketplace-search' });
    w.onmessage = (e: MessageEvent<ListingSearchResponse>) => {
      const msg = e.data;
      if (msg.type === 'changed') for (const fn of changeListeners) fn();
      else if (msg.type === 'error') requests.refuse(msg.id, msg.message);
      else requests.answer(msg);
    };
    // the worker's script failed: what waits fails now, and the next request starts a new worker
    w.onerror = (e) => {
      e.preventDefault();
      if (worker === w) worker = null;
      w.terminate();
      requests.failAll(e.message || 'the search worker failed');
    };
    worker = w;
  }
  return worker;
}

function ask(req: Omit<ListingSearchRequest, 'id'>): Promise<Extract<ListingSearchResponse, { type: 'search' }>> {
  return requests.ask((id) => getWorker().postMessage({ ...req, id } satisfies ListingSearchRequest));
}

export interface ListingResults {
  /** the search text these results are for */
  search: string;
  total: number;
  /** how many listings the device keeps */
  kept: number;
  rows: ListedRow[];
}

/**
 * The kept listings matching `query` (with the server's matches when `remote` is given): the count and the first
 * `pageSize` rows, more with `loadMore()`, again whenever the kept listings change. undefined until the first answer.
 * Keystrokes are not queued: while the worker answers one, only the newest query waits to be sent, and an answer for
 * a query no longer wanted is never shown.
 */
export function useListingSearch(query: LocalQuery, favorites: ReadonlySet<string>, remote: ServerListing[] | undefined, pageSize = 40) {
  const [shown, setShown] = useState<ListingResults | undefined>();
  const [wanted, setWanted] = useState({ query, limit: pageSize });
  const [version, setVersion] = useState(0);
  const limit = wanted.query === query ? wanted.limit : pageSize;
  useEffect(() => {
    changeListeners.add(bump);
    function bump() {
      setVersion((v) => v + 1);
    }
    return () => void changeListeners.delete(bump);
  }, []);

  // one search in flight; the newest request waits (src/app/newest-only.ts); only the newest request's answer is shown
  const seq = useRef(0);
  const [lastShown] = useState(() => new Map<string, ListedRow>());
  const [search] = useState(() =>
    newestOnly(async (req: Omit<ListingSearchRequest, 'id'> & { seq: number }) => {
      const { seq: mine, ...rest } = req;
      const r = await ask(rest);
      if (mine === seq.current) setShown({ search: req.query.search, total: r.total, kept: r.kept, rows: sameRows(lastShown, r.rows) });
    }),
  );
  useEffect(() => {
    search({ query, favorites: [...favorites], remote: remote ?? null, limit, seq: ++seq.current });
  }, [query, favorites, remote, limit, version, search]);

  const more = useRef<() => void>(() => undefined);
  useEffect(() => {
    more.current = () => {
      if (shown && shown.search === query.search && shown.rows.length < shown.total)
        setWanted({ query, limit: Math.max(limit, shown.rows.length + pageSize) });
    };
  });
  const loadMore = useCallback(() => more.current(), []);
  return { result: shown, loadMore };
}
