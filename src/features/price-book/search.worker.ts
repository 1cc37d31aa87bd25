/// <reference lib="webworker" />
import Dexie from 'dexie';
import { getDb } from '../../data/local-db';
import { PriceSearchIndex } from '../../domain/price-book/search';
import type { PriceItemRow } from '../../domain/price-book/rows';
import type { PriceCandidate, SearchRequest, SearchResponse } from './protocol';

/**
 * The price book's search, off the main thread: the worker reads the user's items from IndexedDB, builds the prefix
 * index (src/domain/price-book/search.ts) and answers queries with the rows to show. A change to the items anywhere —
 * this tab, a supplier import, a sync pull, another tab — reaches it through Dexie's storage-mutated events; it then
 * rebuilds once the writes pause (REBUILD_DEBOUNCE_MS, at most REBUILD_MAX_WAIT_MS behind) and tells the screens.
 * Building 50,000 items costs a few hundred ms here, never a frozen screen.
 */
// While a supplier file is written (100 batches), a rebuild every few seconds keeps the list current without reading
// 50,000 rows back between every batch.
const REBUILD_DEBOUNCE_MS = 300;
const REBUILD_MAX_WAIT_MS = 5000;

declare const self: DedicatedWorkerGlobalScope;

interface Built {
  userId: string;
  index: PriceSearchIndex;
  rows: Map<string, PriceItemRow>;
}
let built: Promise<Built> | null = null;
let dirtySince: number | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let held = false;

async function build(userId: string): Promise<Built> {
  const items = await getDb().priceItems.where('userId').equals(userId).toArray();
  return { userId, index: new PriceSearchIndex(items), rows: new Map(items.map((r) => [r.id, r])) };
}

async function current(userId: string): Promise<Built> {
  if (!built || (await built).userId !== userId) built = build(userId);
  return built;
}

function scheduleRebuild() {
  if (held) {
    dirtySince ??= Date.now();
    return;
  }
  const now = Date.now();
  dirtySince ??= now;
  clearTimeout(timer);
  const wait = Math.max(0, Math.min(REBUILD_DEBOUNCE_MS, dirtySince + REBUILD_MAX_WAIT_MS - now));
  timer = setTimeout(() => {
    dirtySince = null;
    if (!built) return;
    void built.then(({ userId }) => {
      const next = build(userId);
      // swap in only when ready: searches meanwhile use the previous index
      void next.then(() => {
        built = next;
        self.postMessage({ type: 'changed' } satisfies SearchResponse);
      });
    });
  }, wait);
}

Dexie.on('storagemutated', (parts: Record<string, unknown>) => {
  const prefix = `idb://${getDb().name}/priceItems/`;
  if (Object.keys(parts).some((k) => k.startsWith(prefix) || k === 'all')) scheduleRebuild();
});

self.onmessage = async (e: MessageEvent<SearchRequest>) => {
  const req = e.data;
  if (req.type === 'hold') {
    held = req.on;
    if (!held && dirtySince !== null) {
      dirtySince = null;
      scheduleRebuild();
    }
    return;
  }
  try {
    const { index, rows } = await current(req.userId);
    if (req.type === 'search') {
      const t0 = performance.now();
      const { total, ids } = index.search(req.text, req.offset, req.limit);
      const ms = performance.now() - t0;
      self.postMessage({ type: 'search', id: req.id, total, rows: ids.map((id) => rows.get(id)!), ms } satisfies SearchResponse);
    } else {
      const results: Record<string, PriceCandidate[]> = {};
      for (const { key, name } of req.names)
        results[key] = index.closest(name, req.limit).map((h) => ({ row: rows.get(h.id)!, matched: h.matched, words: h.words }));
      self.postMessage({ type: 'closest', id: req.id, results } satisfies SearchResponse);
    }
  } catch (err) {
    // answered, so the screen's request does not wait for its time-out; the next request builds the index again
    built = null;
    self.postMessage({ type: 'error', id: req.id, message: err instanceof Error ? err.message : String(err) } satisfies SearchResponse);
  }
};
