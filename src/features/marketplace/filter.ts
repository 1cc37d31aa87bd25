import { kmBetween, type Sort } from '../../domain/marketplace';
import { listingTokens, WordIndex, wordMatches, words } from '../../domain/marketplace/search';
import type { LocalListingRow } from './data/types';

export interface LocalQuery {
  search: string;
  category: string | null;
  condition: string | null;
  /** dollars as typed; '' for none */
  priceMin: string;
  priceMax: string;
  sort: Sort;
  /** the viewer's locality (resolved), for distance */
  near: { lat: number; lon: number } | null;
  radiusKm: number | null;
  favoritesOnly: boolean;
}

export const EMPTY_QUERY: LocalQuery = {
  search: '',
  category: null,
  condition: null,
  priceMin: '',
  priceMax: '',
  sort: 'newest',
  near: null,
  radiusKm: null,
  favoritesOnly: false,
};

export type ListedRow = LocalListingRow & { distanceKm: number | null; isFavorited: boolean };

/**
 * What a card of the grid shows of a listed row (ListingCard): all the screen's search answers carry (the search worker
 * copies these fields only — no description, words or seller details to copy across and compare on every keystroke).
 */
export type CardRow = Pick<
  ListedRow,
  'id' | 'title' | 'priceCents' | 'location' | 'distanceKm' | 'createdAt' | 'sellerRating' | 'sellerVerified' | 'photos' | 'isFavorited'
>;

export function cardRow(r: ListedRow): CardRow {
  return {
    id: r.id,
    title: r.title,
    priceCents: r.priceCents,
    location: r.location,
    distanceKm: r.distanceKm,
    createdAt: r.createdAt,
    sellerRating: r.sellerRating,
    sellerVerified: r.sellerVerified,
    photos: r.photos,
    isFavorited: r.isFavorited,
  };
}

type Searchable = Pick<LocalListingRow, 'title' | 'description' | 'searchTokens'> & { id?: string };

/** How many rows have been tokenised here (rows read from the device carry their words: written once, not searched). */
export const tokeniserRuns = { rows: 0 };

/**
 * A row's words: those stored with it when it was written to the device (searchTokens, src/data/local-db.ts), else
 * computed once per row version — by the row object, then by id while its title and description are the same strings.
 */
const byRow = new WeakMap<object, string[]>();
const byId = new Map<string, { title: string; description: string; tokens: string[] }>();
function rowTokens(row: Searchable): readonly string[] {
  if (row.searchTokens) return row.searchTokens;
  const seen = byRow.get(row);
  if (seen) return seen;
  const kept = row.id === undefined ? undefined : byId.get(row.id);
  let tokens: string[];
  if (kept && kept.title === row.title && kept.description === row.description) tokens = kept.tokens;
  else {
    tokeniserRuns.rows++;
    tokens = listingTokens(row);
    if (row.id !== undefined) byId.set(row.id, { title: row.title, description: row.description, tokens });
  }
  byRow.set(row, tokens);
  return tokens;
}

/**
 * Search on the device's copy (offline, or before the server answers): every typed word must match a word of the
 * title or description as a prefix ("drill" finds "drills", "makit" finds "Makita") or, from 5 letters, with one typo.
 */
export function matchesSearch(row: Searchable, search: string): boolean {
  const want = words(search);
  const have = rowTokens(row);
  return want.every((w) => have.some((h) => wordMatches(w, h)));
}

/**
 * Per set of rows (a worker's read of the table), built once: the rows in newest-first order (a row's rank), the word
 * index over them by rank, the ranks in each price order and each row's rank by id. A keystroke reads the index, never
 * the rows' text, walks the ranks already in the asked order (no sort but for distance) and copies only the rows it
 * returns.
 */
interface Prepared {
  /** the row at each rank (newest first) */
  byRank: LocalListingRow[];
  /** 1 where the row at that rank is live (listed at all) */
  live: Uint8Array;
  index: WordIndex;
  priceLow: Uint32Array;
  priceHigh: Uint32Array;
  rankOf: Map<string, number>;
  /** distances from the last viewer place asked for, by rank */
  km: { near: { lat: number; lon: number }; d: Array<number | null> } | null;
  /** the rows it was built from (an array changed in place is prepared again) */
  of: LocalListingRow[];
}
const prepared = new WeakMap<readonly LocalListingRow[], Prepared>();
function prepare(rows: readonly LocalListingRow[]): Prepared {
  let p = prepared.get(rows);
  if (p && p.of.length === rows.length && p.of.every((r, i) => r === rows[i])) return p;
  const order = Uint32Array.from(rows.keys()).sort((a, b) =>
    rows[a].createdAt < rows[b].createdAt ? 1 : rows[a].createdAt > rows[b].createdAt ? -1 : a - b,
  );
  const byRank = Array.from(order, (i) => rows[i]);
  const ranks = Uint32Array.from(byRank.keys());
  // ties by rank: what a stable sort of the newest-first rows by price gives (sortListed)
  const priceLow = ranks.slice().sort((a, b) => byRank[a].priceCents - byRank[b].priceCents || a - b);
  const priceHigh = ranks.slice().sort((a, b) => byRank[b].priceCents - byRank[a].priceCents || a - b);
  const rankOf = new Map<string, number>();
  byRank.forEach((r, k) => rankOf.set(r.id, k));
  const live = Uint8Array.from(byRank, (r) => (r.status === 'live' ? 1 : 0));
  p = { byRank, live, index: new WordIndex(byRank.map(rowTokens)), priceLow, priceHigh, rankOf, km: null, of: [...rows] };
  prepared.set(rows, p);
  return p;
}

/** Each row's distance from `near` (by rank), kept while the viewer's place stays the same. */
function distances(p: Prepared, near: { lat: number; lon: number }): Array<number | null> {
  if (p.km && p.km.near.lat === near.lat && p.km.near.lon === near.lon) return p.km.d;
  const d = p.byRank.map((r) => (r.lat !== null && r.lon !== null ? kmBetween(near, { lat: r.lat, lon: r.lon }) : null));
  p.km = { near: { ...near }, d };
  return d;
}

/** The listed form of a row with no distance, made once per row and favourite state (a keystroke copies nothing). */
const listedCache = new WeakMap<object, { fav: ListedRow; plain: ListedRow }>();
function listed(r: LocalListingRow, distanceKm: number | null, isFavorited: boolean): ListedRow {
  if (distanceKm !== null) return { ...r, distanceKm, isFavorited };
  let c = listedCache.get(r);
  if (!c)
    listedCache.set(r, (c = { fav: { ...r, distanceKm: null, isFavorited: true }, plain: { ...r, distanceKm: null, isFavorited: false } }));
  return isFavorited ? c.fav : c.plain;
}

function cents(dollars: string): number | null {
  if (!dollars.trim()) return null;
  const n = Number(dollars);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** The device's matches for a query: how many, the first `limit` in the query's order, and any one by id. */
export interface LocalMatches {
  total: number;
  rows: ListedRow[];
  /** the listed row with this id if it is one of the matches (first page or not), else undefined */
  match: (id: string) => ListedRow | undefined;
  /** a row's place in newest-first order (how ties in any order are broken) */
  rank: (id: string) => number;
}

/**
 * Filters and sorts the device's listings like GET /api/marketplace/listings does on the server, and returns the first
 * `limit`: the matching ranks are counted, only the returned rows are copied (issue 24 item 5: no keystroke lists and
 * sorts 10,000 rows to show 40).
 */
export function searchListings(
  rows: readonly LocalListingRow[],
  favorites: ReadonlySet<string>,
  q: LocalQuery,
  limit = Infinity,
): LocalMatches {
  const min = cents(q.priceMin);
  const max = cents(q.priceMax);
  // a listing gone from the device's copy leaves its tokens behind; start over once they clearly outnumber the rows
  if (byId.size > 2 * rows.length + 1000) byId.clear();
  const p = prepare(rows);
  const { byRank } = p;
  const hits = p.index.match(words(q.search));
  const km = q.near ? distances(p, q.near) : null;
  const { live } = p;
  // the search alone is two byte reads a row; the other filters read the row
  const filtered = !!q.category || !!q.condition || min !== null || max !== null || q.favoritesOnly || (q.radiusKm !== null && km !== null);
  const passes = (k: number): boolean => {
    if (!live[k] || (hits && !hits[k])) return false;
    if (!filtered) return true;
    const r = byRank[k];
    if (q.category && r.category !== q.category) return false;
    if (q.condition && r.condition !== q.condition) return false;
    if (min !== null && r.priceCents < min) return false;
    if (max !== null && r.priceCents > max) return false;
    if (q.favoritesOnly && !favorites.has(r.id)) return false;
    if (q.radiusKm !== null && km && (km[k] === null || km[k] > q.radiusKm)) return false;
    return true;
  };
  const show = (k: number) => listed(byRank[k], km ? km[k] : null, favorites.has(byRank[k].id));
  const match = (id: string) => {
    const k = p.rankOf.get(id);
    return k !== undefined && byRank[k].id === id && passes(k) ? show(k) : undefined;
  };
  const rank = (id: string) => p.rankOf.get(id) ?? Infinity;
  const out: ListedRow[] = [];
  let total = 0;
  if (q.sort === 'distance') {
    const found: number[] = [];
    for (let k = 0; k < byRank.length; k++) if (passes(k)) found.push(k);
    const d = (k: number) => (km ? (km[k] ?? Infinity) : Infinity);
    // as sortListed: nearer first, then newest (a row with no distance after every row with one)
    found.sort((a, b) => d(a) - d(b) || a - b);
    for (let j = 0; j < found.length && j < limit; j++) out.push(show(found[j]));
    return { total: found.length, rows: out, match, rank };
  }
  const walk = q.sort === 'price-low' ? p.priceLow : q.sort === 'price-high' ? p.priceHigh : null;
  for (let j = 0; j < byRank.length; j++) {
    const k = walk ? walk[j] : j;
    if (!passes(k)) continue;
    if (total++ < limit) out.push(show(k));
  }
  return { total, rows: out, match, rank };
}

/** Every match of the query on the device, in the query's order (searchListings with no limit). */
export function filterListings(rows: readonly LocalListingRow[], favorites: ReadonlySet<string>, q: LocalQuery): ListedRow[] {
  return searchListings(rows, favorites, q).rows;
}

/** A listing as the server's search answers it (its first page for the query). */
export type ServerListing = LocalListingRow & { sellerId: string; isFavorited: boolean; distanceKm?: number | null };

/**
 * Online: the server's matches (all of Australia) with the device's (its own listings still waiting to upload win over
 * the server's copy), sorted as the server does — for the first `limit` rows only, from the device's first
 * `limit + remote.length` matches (`local` must hold at least that many): the same count and the same first rows as
 * merging every match (tests/unit/marketplace/device-search.test.ts compares the two). A server row can push at most one of the
 * device's rows out of the first page, so no row further down the device's order can reach it; a device match further
 * down that a server row replaces is found by id.
 */
export function withServerPage(
  local: LocalMatches,
  remote: readonly ServerListing[],
  favorites: ReadonlySet<string>,
  sort: Sort,
  limit: number,
): { total: number; rows: ListedRow[] } {
  const head = new Map<string, ListedRow>(local.rows.map((r) => [r.id, r]));
  const further = new Map<string, ListedRow>(); // device matches past the first rows that a server row replaces
  const furtherOwn: ListedRow[] = []; // their device versions, to put them back in the device's order
  const added = new Map<string, ListedRow>(); // server rows the device does not match
  for (const r of remote) {
    let at = head.has(r.id) ? head : further.has(r.id) ? further : added.has(r.id) ? added : null;
    let before = at?.get(r.id);
    if (!at) {
      before = local.match(r.id);
      at = before ? further : added;
      if (before) furtherOwn.push(before);
    }
    if (before?.pending) continue;
    at.set(r.id, {
      ...r,
      ownerId: r.sellerId,
      distanceKm: r.distanceKm ?? before?.distanceKm ?? null,
      isFavorited: favorites.has(r.id),
    });
  }
  // furtherOwn is in the order the server's rows came; the device's order is its sort, then newest first
  const furtherInOrder = sortListed(
    furtherOwn.sort((a, b) => local.rank(a.id) - local.rank(b.id)),
    sort,
  )
    .map((r) => further.get(r.id))
    .filter((r): r is ListedRow => r !== undefined);
  const candidates = [...head.values(), ...furtherInOrder, ...added.values()];
  return { total: local.total + added.size, rows: sortListed(candidates, sort).slice(0, limit) };
}

/**
 * What the search worker answers: the count and first `limit` rows of the device's matches, merged with the server's
 * first page when online (`remote`), exactly as merging every match would give them.
 */
export function listingsPage(
  rows: readonly LocalListingRow[],
  favorites: ReadonlySet<string>,
  q: LocalQuery,
  remote: readonly ServerListing[] | null,
  limit: number,
): { total: number; rows: ListedRow[] } {
  // the device's first rows (enough for the server's to be merged in) and the count; never the whole list
  const local = searchListings(rows, favorites, q, limit + (remote?.length ?? 0));
  return remote ? withServerPage(local, remote, favorites, q.sort, limit) : { total: local.total, rows: local.rows.slice(0, limit) };
}

/** Sorts listed rows as the server does (newest first, price, distance), in place. */
export function sortListed(out: ListedRow[], sort: Sort): ListedRow[] {
  // ISO timestamps order as plain strings; localeCompare (ICU collation) was most of a broad search's sort
  const newest = (a: ListedRow, b: ListedRow) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);
  const by: Record<string, (a: ListedRow, b: ListedRow) => number> = {
    newest,
    'price-low': (a, b) => a.priceCents - b.priceCents || newest(a, b),
    'price-high': (a, b) => b.priceCents - a.priceCents || newest(a, b),
    distance: (a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || newest(a, b),
  };
  return out.sort(by[sort] ?? newest);
}
