import { useCallback, useEffect, useRef, useState } from 'react';
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type LocalDb } from '../../data/local-db';
import type { PriceItemRow } from '../../domain/price-book/rows';
import type { SearchRequest, SearchResponse } from './protocol';
import { newestAnswer } from '../../app/newest-answer';
import { sameRows } from '../../app/same-rows';
import { SearchWorker } from '../../app/worker-requests';

/** One search worker per tab, started on first use (the price book screen, a quote's "From price book"). */
const searchWorker = new SearchWorker<Exclude<SearchResponse, { type: 'changed' | 'error' }>>(
  'price book search',
  () => new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'price-book-search' }),
);

type Req<T extends SearchRequest['type']> = Omit<Extract<SearchRequest, { type: T }>, 'id'>;
function ask<T extends 'search' | 'closest'>(req: Req<T>): Promise<Extract<SearchResponse, { type: T }>> {
  return searchWorker.ask((id) => ({ ...req, id })) as Promise<Extract<SearchResponse, { type: T }>>;
}

export const searchPriceBook = (userId: string, text: string, offset = 0, limit = 50) =>
  ask<'search'>({ type: 'search', userId, text, offset, limit });

export const closestPriceItems = (userId: string, names: Array<{ key: string; name: string }>, limit = 5) =>
  ask<'closest'>({ type: 'closest', userId, names, limit }).then((r) => r.results);

/** While an import writes its batches the search keeps its index, then rebuilds once (see search.worker.ts). */
export function holdPriceBookIndex(on: boolean) {
  searchWorker.get().postMessage({ type: 'hold', id: searchWorker.requests.id(), on } satisfies SearchRequest);
}

export function onPriceBookChanged(fn: () => void): () => void {
  searchWorker.changeListeners.add(fn);
  return () => searchWorker.changeListeners.delete(fn);
}

/**
 * The first `limit` items in display order and how many there are, from the [userId+sortKey] and userId indexes (issue
 * 24): with nothing typed the list paints from one short index read, not after the search worker has read and indexed
 * every item.
 */
export async function priceItemPage(db: LocalDb, userId: string, limit: number): Promise<{ total: number; rows: PriceItemRow[] }> {
  const [rows, total] = await Promise.all([
    db.priceItems.where('[userId+sortKey]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).limit(limit).toArray(),
    db.priceItems.where('userId').equals(userId).count(),
  ]);
  return { total, rows };
}

export interface PriceSearchResult {
  /** the text these results are for (what was typed when they were committed) */
  text: string;
  total: number;
  rows: PriceItemRow[];
}

/** How long a keystroke's answer may take before the screen says "Searching…" (an answer within a frame or two never shows it). */
export const SEARCHING_AFTER_MS = 250;

/**
 * Live search results for a search box whose text is kept outside React (issue 24 item 5): `type(text)` is the box's
 * input handler. A keystroke renders nothing: it asks the worker at once, and React renders once, when the answer for
 * what is typed comes back (the count, the status line and the rows in one commit). The results are the first
 * `pageSize` matches, more with `loadMore()`, and again whenever the price book changes; undefined until the first
 * answer. With nothing typed the rows come by index (priceItemPage), live; the search worker starts building its
 * index once that first page is in, so the first keystroke finds it ready.
 * Keystrokes are not queued: while the worker answers one search, only the newest text typed since waits to be sent
 * (the ones in between are dropped), and an answer for text no longer typed is never shown. `searching` turns true only
 * when an answer is slower than SEARCHING_AFTER_MS.
 */
export function usePriceSearchBox(userId: string, pageSize = 60) {
  const [searched, setSearched] = useState<PriceSearchResult | undefined>();
  const [browsing, setBrowsing] = useState(true);
  const [browseLimit, setBrowseLimit] = useState(pageSize);
  const [slow, setSlow] = useState(false);
  const [version, setVersion] = useState(0);
  const page = useLiveQuery(
    async () => (browsing ? { text: '', ...(await priceItemPage(getDb(), userId, browseLimit)) } : null),
    [browsing, userId, browseLimit],
  );
  const pageIn = page != null;
  useEffect(() => {
    if (pageIn) void searchPriceBook(userId, '', 0, 0).catch(() => undefined); // warms the search worker's index
  }, [pageIn, userId]);
  useEffect(() => onPriceBookChanged(() => setVersion((v) => v + 1)), []);

  // what is typed now, and how many of its matches are wanted; outside React, so a keystroke renders nothing
  const [box] = useState(() => ({ text: '', limit: pageSize, timer: undefined as ReturnType<typeof setTimeout> | undefined }));
  const [shown] = useState(() => new Map<string, PriceItemRow>());
  const [search] = useState(() =>
    // one search in flight, the newest request waiting (src/app/newest-answer.ts); only the newest request's answer shows
    newestAnswer(
      (req: { userId: string; text: string; limit: number }) => searchPriceBook(req.userId, req.text, 0, req.limit),
      (r, req) => {
        clearTimeout(box.timer);
        // one commit: the results, the mode and the status line (React batches these)
        setSlow(false);
        setBrowsing(false);
        // a row still on screen keeps its object, so its memoised row is not drawn again (src/app/same-rows.ts)
        setSearched({ text: req.text, total: r.total, rows: sameRows(shown, r.rows) });
      },
    ),
  );
  const ask = useRef<(limit: number) => void>(() => undefined);
  useEffect(() => {
    ask.current = (limit: number) => {
      if (box.text.trim()) search.ask({ userId, text: box.text, limit });
    };
  }, [box, search, userId]);
  const type = useCallback(
    (text: string) => {
      if (text === box.text) return;
      box.text = text;
      box.limit = pageSize;
      clearTimeout(box.timer);
      if (!text.trim()) {
        search.drop(); // an answer for the text just cleared is not shown
        setSlow(false);
        setBrowsing(true);
        setBrowseLimit(pageSize);
        return;
      }
      // cleared by the answer for what is typed: firing means it has no results on screen yet
      box.timer = setTimeout(() => setSlow(true), SEARCHING_AFTER_MS);
      ask.current(box.limit);
    },
    [box, pageSize, search],
  );
  // the price book changed (rebuilt index) or another user: the text typed is asked again
  useEffect(() => ask.current(box.limit), [version, userId, box]);
  useEffect(() => () => clearTimeout(box.timer), [box]);

  const result: PriceSearchResult | undefined = browsing ? (page ? { text: '', total: page.total, rows: page.rows } : undefined) : searched;
  const more = useRef<() => void>(() => undefined);
  useEffect(() => {
    more.current = () => {
      if (!result || result.rows.length >= result.total) return;
      if (browsing) setBrowseLimit(Math.max(browseLimit, result.rows.length + pageSize));
      else if (result.text === box.text) {
        box.limit = Math.max(box.limit, result.rows.length + pageSize);
        ask.current(box.limit);
      }
    };
  });
  const loadMore = useCallback(() => more.current(), []);
  return { result, searching: slow, loadMore, type };
}

/**
 * The same for a search box whose text is React state (a dialog's picker): the results for `text`, asked whenever it
 * changes. undefined until the first answer.
 */
export function usePriceSearch(userId: string, text: string, pageSize = 60) {
  const { result, loadMore, type } = usePriceSearchBox(userId, pageSize);
  useEffect(() => type(text), [text, type]);
  return { result, loadMore };
}
