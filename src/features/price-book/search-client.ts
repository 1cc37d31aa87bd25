import { useCallback, useEffect, useRef, useState } from 'react';
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type LocalDb } from '../../data/local-db';
import type { PriceItemRow } from '../../domain/price-book/rows';
import type { SearchRequest, SearchResponse } from './protocol';
import { newestOnly } from '../../app/newest-only';
import { sameRows } from '../../app/same-rows';
import { WorkerRequests } from '../../app/worker-requests';

/** One search worker per tab, started on first use (the price book screen, a quote's "From price book"). */
let worker: Worker | null = null;
type Answer = Exclude<SearchResponse, { type: 'changed' }>;
const requests = new WorkerRequests<Answer>('price book search');
const changeListeners = new Set<() => void>();

function getWorker(): Worker {
  if (!worker) {
    const w = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'price-book-search' });
    w.onmessage = (e: MessageEvent<SearchResponse>) => {
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

type Req<T extends SearchRequest['type']> = Omit<Extract<SearchRequest, { type: T }>, 'id'>;
function ask<T extends 'search' | 'closest'>(req: Req<T>): Promise<Extract<SearchResponse, { type: T }>> {
  return requests.ask((id) => getWorker().postMessage({ ...req, id })) as Promise<Extract<SearchResponse, { type: T }>>;
}

export const searchPriceBook = (userId: string, text: string, offset = 0, limit = 50) =>
  ask<'search'>({ type: 'search', userId, text, offset, limit });

export const closestPriceItems = (userId: string, names: Array<{ key: string; name: string }>, limit = 5) =>
  ask<'closest'>({ type: 'closest', userId, names, limit }).then((r) => r.results);

/** While an import writes its batches the search keeps its index, then rebuilds once (see search.worker.ts). */
export function holdPriceBookIndex(on: boolean) {
  getWorker().postMessage({ type: 'hold', id: requests.id(), on } satisfies SearchRequest);
}

export function onPriceBookChanged(fn: () => void): () => void {
  changeListeners.add(fn);
  return () => changeListeners.delete(fn);
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

/**
 * Live search results: the first `pageSize` matches of `text`, more with `loadMore()`, and again whenever the price book
 * changes. undefined until the first answer. With nothing typed the rows come by index (priceItemPage), live; the search
 * worker starts building its index once that first page is in, so the first keystroke finds it ready.
 * Keystrokes are not queued: while the worker answers one search, only the newest text typed since waits to be sent
 * (the ones in between are dropped), and an answer for text no longer wanted is never shown.
 */
export function usePriceSearch(userId: string, text: string, pageSize = 60) {
  const [searched, setSearched] = useState<{ text: string; total: number; rows: PriceItemRow[] } | undefined>();
  const [wanted, setWanted] = useState({ text, limit: pageSize });
  const [version, setVersion] = useState(0);
  const browsing = !text.trim();
  const limit = wanted.text === text ? wanted.limit : pageSize;
  const browseLimit = browsing ? limit : pageSize;
  const page = useLiveQuery(
    async () => (browsing ? { text: '', ...(await priceItemPage(getDb(), userId, browseLimit)) } : null),
    [browsing, userId, browseLimit],
  );
  const pageIn = page != null;
  useEffect(() => {
    if (pageIn) void searchPriceBook(userId, '', 0, 0); // warms the search worker's index
  }, [pageIn, userId]);
  useEffect(() => onPriceBookChanged(() => setVersion((v) => v + 1)), []);

  // one search in flight; the newest request waits (src/app/newest-only.ts); an answer for other text is not shown
  const latest = useRef(text);
  const [shown] = useState(() => new Map<string, PriceItemRow>());
  const [search] = useState(() =>
    newestOnly(async (req: { userId: string; text: string; limit: number }) => {
      const r = await searchPriceBook(req.userId, req.text, 0, req.limit);
      // a row still on screen keeps its object, so its memoised row is not drawn again (src/app/same-rows.ts)
      if (req.text === latest.current) setSearched({ text: req.text, total: r.total, rows: sameRows(shown, r.rows) });
    }),
  );
  useEffect(() => {
    latest.current = text;
    if (!browsing) search({ userId, text, limit });
  }, [browsing, userId, text, limit, version, search]);

  const result = browsing ? (page ? { ...page, text } : undefined) : searched;
  const more = useRef<() => void>(() => undefined);
  useEffect(() => {
    more.current = () => {
      if (result && result.text === text && result.rows.length < result.total)
        setWanted({ text, limit: Math.max(limit, result.rows.length + pageSize) });
    };
  });
  const loadMore = useCallback(() => more.current(), []);
  return { result, loadMore };
}
