/// <reference lib="webworker" />
import Dexie from 'dexie';
import { getDb } from '../../data/local-db';
import type { LocalListingRow } from './data/types';
import { cardRow, EMPTY_QUERY, listingsPage, searchListings } from './filter';
import type { ListingSearchRequest, ListingSearchResponse } from './search-client';

/**
 * Device search over the kept listings, off the main thread (issue 24 item 5): the worker reads the listings from
 * IndexedDB, and searchListings builds its word index (from the words stored with each row) once per read — a keystroke
 * reads only the index. The screen gets the count and the first page of rows, never the 10,000, and of each row only
 * what its card shows (cardRow). A change to the table
 * (a sync pull, a post, another tab) reaches it through Dexie's storage-mutated events: it reads the rows again once the
 * writes pause, searches meanwhile use the previous copy, and the screen is told to ask again.
 */
declare const self: DedicatedWorkerGlobalScope;

const REREAD_DEBOUNCE_MS = 300;
const REREAD_MAX_WAIT_MS = 3000;

let rows: Promise<LocalListingRow[]> | null = null;
let dirtySince: number | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function read(): Promise<LocalListingRow[]> {
  return getDb()
    .marketplaceListings.toArray()
    .then((list) => {
      searchListings(list, new Set(), { ...EMPTY_QUERY, search: 'a' }, 0); // builds the word index now, not on a keystroke
      return list;
    });
}

function scheduleReread() {
  const now = Date.now();
  dirtySince ??= now;
  clearTimeout(timer);
  timer = setTimeout(
    () => {
      dirtySince = null;
      if (!rows) return;
      const next = read();
      void next.then(() => {
        rows = next;
        self.postMessage({ type: 'changed' } satisfies ListingSearchResponse);
      });
    },
    Math.max(0, Math.min(REREAD_DEBOUNCE_MS, dirtySince + REREAD_MAX_WAIT_MS - now)),
  );
}

Dexie.on('storagemutated', (parts: Record<string, unknown>) => {
  const prefix = `idb://${getDb().name}/marketplaceListings/`;
  if (Object.keys(parts).some((k) => k.startsWith(prefix) || k === 'all')) scheduleReread();
});

self.onmessage = async (e: MessageEvent<ListingSearchRequest>) => {
  const req = e.data;
  try {
    rows ??= read();
    const list = await rows;
    const favorites = new Set(req.favorites);
    const page = listingsPage(list, favorites, req.query, req.remote, req.limit);
    self.postMessage({
      type: 'search',
      id: req.id,
      total: page.total,
      kept: list.length,
      rows: page.rows.map(cardRow),
    } satisfies ListingSearchResponse);
  } catch (err) {
    // answered, so the screen's request does not wait for its time-out; the next request reads the listings again
    rows = null;
    self.postMessage({
      type: 'error',
      id: req.id,
      message: err instanceof Error ? err.message : String(err),
    } satisfies ListingSearchResponse);
  }
};
