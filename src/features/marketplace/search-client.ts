import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CardRow, LocalQuery, ServerListing } from './filter';
import { newestAnswer } from '../../app/newest-answer';
import { sameItems, sameRows } from '../../app/same-rows';
import { SearchWorker } from '../../app/worker-requests';
import type { TextBox } from '../../app/text-box';

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
  | { type: 'search'; id: number; total: number; kept: number; rows: CardRow[] }
  /** the kept listings changed and were read again: the screen should ask again */
  | { type: 'changed' }
  /** the request failed in the worker (e.g. the listings could not be read): the screen stops waiting for it */
  | { type: 'error'; id: number; message: string };

const searchWorker = new SearchWorker<Extract<ListingSearchResponse, { type: 'search' }>>(
  'kept listings search',
  () => new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'marketplace-search' }),
);

function ask(req: Omit<ListingSearchRequest, 'id'>): Promise<Extract<ListingSearchResponse, { type: 'search' }>> {
  return searchWorker.ask((id) => ({ ...req, id }) satisfies ListingSearchRequest);
}

export interface ListingResults {
  /** the search text these results are for */
  search: string;
  total: number;
  /** how many listings the device keeps */
  kept: number;
  rows: CardRow[];
}

/** How long a keystroke's answer may take before the screen says "Searching…" (an answer within a frame or two never shows it). */
export const SEARCHING_AFTER_MS = 250;

/**
 * The kept listings matching `query` with the text typed in `box` (with the server's matches when `remote` is given):
 * the count and the first `pageSize` rows, more with `loadMore()`, again whenever the kept listings change. undefined
 * until the first answer. The box's text is not React state (src/app/text-box.ts): a keystroke asks the worker at
 * once and renders nothing; the answer renders the status line and the grid in one commit. `searching` turns true only
 * when an answer is slower than SEARCHING_AFTER_MS.
 * Keystrokes are not queued: while the worker answers one, only the newest query waits to be sent, and an answer for
 * a query no longer wanted is never shown.
 */
export function useListingSearch(
  query: LocalQuery,
  box: TextBox,
  favorites: ReadonlySet<string>,
  remote: { search: string; rows: ServerListing[] } | undefined,
  pageSize = 40,
) {
  const [shown, setShown] = useState<ListingResults | undefined>();
  const [slow, setSlow] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    searchWorker.changeListeners.add(bump);
    function bump() {
      setVersion((v) => v + 1);
    }
    return () => void searchWorker.changeListeners.delete(bump);
  }, []);

  // one search in flight, the newest request waiting (src/app/newest-answer.ts); only the newest request's answer shows
  const [state] = useState(() => ({ limit: pageSize, timer: undefined as ReturnType<typeof setTimeout> | undefined }));
  const [lastShown] = useState(() => new Map<string, CardRow>());
  const [search] = useState(() =>
    newestAnswer(ask, (r, req) => {
      clearTimeout(state.timer);
      const rows = sameRows(lastShown, r.rows);
      // one commit, now, in the task that brought the answer: the status line and the grid
      flushSync(() => {
        setSlow(false);
        // the same rows as on screen (most keystrokes once a word is typed): the same array, so the grid is not drawn
        // again, only the status line
        setShown((before) => ({
          search: req.query.search,
          total: r.total,
          kept: r.kept,
          rows: before && sameItems(before.rows, rows) ? before.rows : rows,
        }));
      });
    }),
  );
  const send = useRef<() => void>(() => undefined);
  useEffect(() => {
    send.current = () =>
      search.ask({
        query: { ...query, search: box.text },
        favorites: [...favorites],
        // the server's page is merged only with the text it answered (a keystroke online searches the device first)
        remote: remote && remote.search === box.text ? remote.rows : null,
        limit: state.limit,
      });
  }, [query, box, favorites, remote, search, state]);
  // a filter, the favourites, the server's page or the kept listings changed: ask again (the first page)
  useEffect(() => {
    state.limit = pageSize;
    send.current();
  }, [query, favorites, remote, version, pageSize, state]);
  // a keystroke: ask at once, render nothing until the answer (or "Searching…" if it is slow)
  useEffect(
    () =>
      box.subscribe(() => {
        state.limit = pageSize;
        clearTimeout(state.timer);
        // cleared by the newest answer: firing means what is typed has no results on screen yet
        state.timer = setTimeout(() => setSlow(true), SEARCHING_AFTER_MS);
        send.current();
      }),
    [box, pageSize, state],
  );
  useEffect(() => () => clearTimeout(state.timer), [state]);

  const more = useRef<() => void>(() => undefined);
  useEffect(() => {
    more.current = () => {
      if (shown && shown.search === box.text && shown.rows.length < shown.total) {
        state.limit = Math.max(state.limit, shown.rows.length + pageSize);
        send.current();
      }
    };
  });
  const loadMore = useCallback(() => more.current(), []);
  return { result: shown, searching: slow, loadMore };
}
