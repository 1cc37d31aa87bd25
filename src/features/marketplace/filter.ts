import { kmBetween, type Sort } from '../../domain/marketplace';
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

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Levenshtein distance of at most 1 (one letter missing, extra or changed): the device's typo tolerance. */
function nearWord(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

type Searchable = Pick<LocalListingRow, 'title' | 'description'> & { id?: string };

/** How many rows have been tokenised (the issue 24 test: once per row written, not once per keystroke). */
export const tokeniserRuns = { rows: 0 };

/**
 * Each row's distinct words, computed once per row version (issue 24: re-tokenising every title and description on
 * every keystroke was 86% of a search step): by the row object, then by id while its title and description are the
 * same strings (a live query's re-read hands back new objects for unchanged rows).
 */
const byRow = new WeakMap<object, string[]>();
const byId = new Map<string, { title: string; description: string; tokens: string[] }>();
function rowTokens(row: Searchable): string[] {
  const seen = byRow.get(row);
  if (seen) return seen;
  const kept = row.id === undefined ? undefined : byId.get(row.id);
  let tokens: string[];
  if (kept && kept.title === row.title && kept.description === row.description) tokens = kept.tokens;
  else {
    tokeniserRuns.rows++;
    tokens = [...new Set(words(`${row.title} ${row.description}`))];
    if (row.id !== undefined) byId.set(row.id, { title: row.title, description: row.description, tokens });
  }
  byRow.set(row, tokens);
  return tokens;
}

function matchesWords(have: readonly string[], want: readonly string[]): boolean {
  return want.every((w) => have.some((h) => h.startsWith(w) || (w.length >= 5 && (nearWord(w, h) || nearWord(w, h.slice(0, w.length))))));
}

/**
 * Search on the device's copy (offline, or before the server answers): every typed word must match a word of the
 * title or description as a prefix ("drill" finds "drills", "makit" finds "Makita") or, from 5 letters, with one typo.
 */
export function matchesSearch(row: Searchable, search: string): boolean {
  const want = words(search);
  if (!want.length) return true;
  return matchesWords(rowTokens(row), want);
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
  const want = words(q.search);
  // a listing gone from the device's copy leaves its tokens behind; start over once they clearly outnumber the rows
  if (byId.size > 2 * rows.length + 1000) byId.clear();
  const out: ListedRow[] = [];
  for (const r of rows) {
    if (r.status !== 'live') continue;
    if (q.category && r.category !== q.category) continue;
    if (q.condition && r.condition !== q.condition) continue;
    if (min !== null && r.priceCents < min) continue;
    if (max !== null && r.priceCents > max) continue;
    const isFavorited = favorites.has(r.id);
    if (q.favoritesOnly && !isFavorited) continue;
    if (want.length && !matchesWords(rowTokens(r), want)) continue;
    const d = q.near && r.lat !== null && r.lon !== null ? kmBetween(q.near, { lat: r.lat, lon: r.lon }) : null;
    if (q.radiusKm !== null && q.near && (d === null || d > q.radiusKm)) continue;
    out.push({ ...r, distanceKm: d, isFavorited });
  }
  return sortListed(out, q.sort);
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
