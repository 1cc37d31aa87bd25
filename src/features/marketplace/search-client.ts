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

/** The status line's part of an answer: what it is for, its count, and whether what is typed waits for a slow answer. */
export interface ListingStatus {
  search: string;
  total: number;
  searching: boolean;
}

/** The grid's part of an answer: its rows (the same array while the cards stay) and how many listings the device keeps. */
export interface ListingRows {
  rows: CardRow[];
  kept: number;
}

/**
 * The status line's value, outside React: an answer sets it and only the status line (StatusLine, which listens)
 * renders — the screen's results part and its grid render only when the cards change.
 */
export interface StatusStore {
  get(): ListingStatus | undefined;
  subscribe(fn: (s: ListingStatus) => void): () => void;
}

function statusStore() {
  let value: ListingStatus | undefined;
  const listeners = new Set<(s: ListingStatus) => void>();
  return {
    get: () => value,
    set(next: ListingStatus) {
      if (value && value.search === next.search && value.total === next.total && value.searching === next.searching) return;
      value = next;
      for (const fn of listeners) fn(next);
    },
    subscribe(fn: (s: ListingStatus) => void) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
  };
}

/** How long a keystroke's answer may take before the screen says "Searching…" (an answer within a frame or two never shows it). */
export const SEARCHING_AFTER_MS = 250;

/**
 * The kept listings matching `query` with the text typed in `box` (with the server's matches when `remote` is given):
 * the count and the first `pageSize` rows, more with `loadMore()`, again whenever the kept listings change. `rows` is
 * undefined until the first answer. The box's text is not React state (src/app/text-box.ts): a keystroke asks the
 * worker at once and renders nothing; the answer commits the status line (`status`, a store only the status line
 * listens to) and, when its cards differ from those shown, the grid's rows, in one commit. The status line's
 * `searching` turns true only when an answer is slower than SEARCHING_AFTER_MS.
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
  const [rows, setRows] = useState<ListingRows | undefined>();
  const [status] = useState(statusStore);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    searchWorker.changeListeners.add(bump);
    function bump() {
      setVersion((v) => v + 1);
    }
    return () => void searchWorker.changeListeners.delete(bump);
  }, []);

  // one search in flight, the newest request waiting (src/app/newest-answer.ts); only the newest request's answer shows
  const [state] = useState(() => ({
    limit: pageSize,
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
    /** the answer on screen: what loadMore asks more of */
    shown: undefined as { search: string; total: number; rows: number } | undefined,
  }));
  const [lastShown] = useState(() => new Map<string, CardRow>());
  const [search] = useState(() =>
    newestAnswer(ask, (r, req) => {
      clearTimeout(state.timer);
      const next = sameRows(lastShown, r.rows);
      state.shown = { search: req.query.search, total: r.total, rows: next.length };
      // one commit, now, in the task that brought the answer: the status line, and the grid only when its cards change
      // (the same rows as on screen — most keystrokes once a word is typed — keep the same state, so nothing but the
      // status line renders)
      flushSync(() => {
        setRows((before) => (before && before.kept === r.kept && sameItems(before.rows, next) ? before : { rows: next, kept: r.kept }));
        status.set({ search: req.query.search, total: r.total, searching: false });
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
  // a keystroke: ask at once (the request first, so the worker starts on it while the rest of the keystroke runs),
  // render nothing until the answer (or "Searching…" if it is slow)
  useEffect(
    () =>
      box.subscribe(() => {
        state.limit = pageSize;
        send.current();
        clearTimeout(state.timer);
        // cleared by the newest answer: firing means what is typed has no results on screen yet
        state.timer = setTimeout(() => {
          const s = status.get();
          if (s) status.set({ ...s, searching: true });
        }, SEARCHING_AFTER_MS);
      }),
    [box, pageSize, state, status],
  );
  useEffect(() => () => clearTimeout(state.timer), [state]);

  const loadMore = useCallback(() => {
    const shown = state.shown;
    if (shown && shown.search === box.text && shown.rows < shown.total) {
      state.limit = Math.max(state.limit, shown.rows + pageSize);
      send.current();
    }
  }, [state, box, pageSize]);
  return { rows, status: status as StatusStore, loadMore };
}
