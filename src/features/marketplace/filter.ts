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
 * Per set of rows (a live query's array), built once: the word index and the rows' order by newest. A keystroke reads
 * the index, never the rows' text, and walks the rows already in newest-first order (no sort for the default order).
 */
interface Prepared {
  index: WordIndex;
  newest: Uint32Array;
  /** the rows it was built from (an array changed in place is prepared again) */
  of: LocalListingRow[];
}
const prepared = new WeakMap<readonly LocalListingRow[], Prepared>();
function prepare(rows: readonly LocalListingRow[]): Prepared {
  let p = prepared.get(rows);
  if (p && p.of.length === rows.length && p.of.every((r, i) => r === rows[i])) return p;
  const newest = Uint32Array.from(rows.keys()).sort((a, b) =>
    rows[a].createdAt < rows[b].createdAt ? 1 : rows[a].createdAt > rows[b].createdAt ? -1 : 0,
  );
  p = { index: new WordIndex(rows.map(rowTokens)), newest, of: [...rows] };
  prepared.set(rows, p);
  return p;
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

/** Filters and sorts the device's listings like GET /api/marketplace/listings does on the server. */
export function filterListings(rows: readonly LocalListingRow[], favorites: ReadonlySet<string>, q: LocalQuery): ListedRow[] {
  const min = cents(q.priceMin);
  const max = cents(q.priceMax);
  // a listing gone from the device's copy leaves its tokens behind; start over once they clearly outnumber the rows
  if (byId.size > 2 * rows.length + 1000) byId.clear();
  const { index, newest } = prepare(rows);
  const hits = index.match(words(q.search));
  const out: ListedRow[] = [];
  for (const i of newest) {
    if (hits && !hits[i]) continue;
    const r = rows[i];
    if (r.status !== 'live') continue;
    if (q.category && r.category !== q.category) continue;
    if (q.condition && r.condition !== q.condition) continue;
    if (min !== null && r.priceCents < min) continue;
    if (max !== null && r.priceCents > max) continue;
    const isFavorited = favorites.has(r.id);
    if (q.favoritesOnly && !isFavorited) continue;
    const d = q.near && r.lat !== null && r.lon !== null ? kmBetween(q.near, { lat: r.lat, lon: r.lon }) : null;
    if (q.radiusKm !== null && q.near && (d === null || d > q.radiusKm)) continue;
    out.push(listed(r, d, isFavorited));
  }
  // already newest first: the walk followed that order
  return q.sort === 'newest' ? out : sortListed(out, q.sort);
}

/** A listing as the server's search answers it (its first page for the query). */
export type ServerListing = LocalListingRow & { sellerId: string; isFavorited: boolean; distanceKm?: number | null };

/**
 * Online: the server's matches (all of Australia) with the device's (its own listings still waiting to upload win over
 * the server's copy), sorted as the server does.
 */
export function withServerMatches(
  local: ListedRow[],
  remote: readonly ServerListing[],
  favorites: ReadonlySet<string>,
  sort: Sort,
): ListedRow[] {
  const byId = new Map<string, ListedRow>(local.map((r) => [r.id, r]));
  for (const r of remote)
    if (!byId.get(r.id)?.pending)
      byId.set(r.id, {
        ...r,
        ownerId: r.sellerId,
        distanceKm: r.distanceKm ?? byId.get(r.id)?.distanceKm ?? null,
        isFavorited: favorites.has(r.id),
      });
  return sortListed([...byId.values()], sort);
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
