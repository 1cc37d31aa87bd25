import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LocalDb } from '../../../src/data/local-db';
import {
  EMPTY_QUERY,
  filterListings,
  matchesSearch,
  searchListings,
  sortListed,
  tokeniserRuns,
  listingsPage,
  type ListedRow,
  type LocalQuery,
  type ServerListing,
} from '../../../src/features/marketplace/filter';
import { kmBetween, SORTS, type Sort } from '../../../src/domain/marketplace';
import type { LocalListingRow } from '../../../src/features/marketplace/data/types';
import { WordIndex, listingTokens } from '../../../src/domain/marketplace/search';

/**
 * The reference listingsPage must equal: every device match merged with the server's page (its own listings still
 * waiting to upload win over the server's copy), sorted as the server does.
 */
function withServerMatches(local: ListedRow[], remote: readonly ServerListing[], favorites: ReadonlySet<string>, sort: Sort): ListedRow[] {
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

/** Issue 24 item 5: a listing's words are computed when it is written to the device, and a keystroke reads an index. */
const row = (i: number, title: string, description = 'Used twice, works well'): LocalListingRow => ({
  id: `ds-${i}`,
  ownerId: 'o',
  title,
  description,
  price: 10,
  priceCents: 1000,
  category: 'Tools',
  condition: null,
  location: '',
  lat: null,
  lon: null,
  photos: [],
  status: 'live',
  createdAt: new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString(),
  updatedAt: '2026-11-01T00:00:00.000Z',
  sellerName: 'S',
  sellerRating: null,
  sellerVerified: false,
});

describe('device search over kept listings', () => {
  it('stores each listing’s words when it is written, on every write path (put, update)', async () => {
    const db = new LocalDb(`search-${randomUUID()}`);
    await db.marketplaceListings.bulkPut([row(1, 'Makita 18V drill-driver', 'Two batteries')]);
    expect((await db.marketplaceListings.get('ds-1'))?.searchTokens?.sort()).toEqual([
      '18v',
      'batteries',
      'drill',
      'driver',
      'makita',
      'two',
    ]);
    await db.marketplaceListings.update('ds-1', { title: 'Ryobi ladder' });
    expect((await db.marketplaceListings.get('ds-1'))?.searchTokens?.sort()).toEqual(['batteries', 'ladder', 'ryobi', 'two']);
    db.close();
  });

  it('finds rows by prefix, by a one-letter typo from 5 letters, every typed word — without tokenising rows read from the device', async () => {
    const rows = [
      row(1, 'Makita drill', 'barely used'),
      row(2, 'Milwaukee impact driver'),
      row(3, 'Generator 2kW'),
      row(4, 'Ladder', 'makita batteries included'),
      { ...row(5, 'Makita saw'), status: 'sold' as const },
    ].map((r) => ({ ...r, searchTokens: listingTokens(r) }));
    const before = tokeniserRuns.rows;
    const found = (s: string) => filterListings(rows, new Set(), { ...EMPTY_QUERY, search: s }).map((r) => r.id);
    expect(found('mak')).toEqual(['ds-4', 'ds-1']); // newest first; the sold one is not listed
    expect(found('makita dri')).toEqual(['ds-1']);
    expect(found('milwauke impact')).toEqual(['ds-2']);
    expect(found('genrator')).toEqual(['ds-3']); // a typo from 5 letters
    expect(found('gen 3kw')).toEqual([]);
    expect(found('')).toEqual(['ds-4', 'ds-3', 'ds-2', 'ds-1']);
    expect(filterListings(rows, new Set(), { ...EMPTY_QUERY, search: 'makita', sort: 'price-low' }).map((r) => r.id)).toEqual([
      'ds-4',
      'ds-1',
    ]);
    expect(tokeniserRuns.rows - before).toBe(0);
  });

  it('the index answers like a scan of every row (2,000 rows, 200 queries)', () => {
    const vocab = ['makita', 'milwaukee', 'drill', 'driver', 'ladder', 'generator', 'grinder', 'angle', 'saw', '18v', 'ryobi', 'trailer'];
    const rows = Array.from({ length: 2000 }, (_, i) =>
      listingTokens({ title: `${vocab[i % 12]} ${vocab[(i * 7) % 12]} ${vocab[(i * 5) % 11]}` }),
    );
    const index = new WordIndex(rows);
    for (let q = 0; q < 200; q++) {
      const a = vocab[q % 12].slice(0, 1 + (q % 6));
      const b = vocab[(q * 3) % 12].slice(0, 2 + (q % 5));
      const hits = index.match([a, b])!;
      const scan = rows.map((t) =>
        [a, b].every((w) => t.some((h) => h.startsWith(w) || (w.length >= 5 && h.length >= 4 && h.slice(0, w.length) === w))),
      );
      // the index may add typo matches of 5+ letter words; each prefix match is found
      rows.forEach((_, i) => {
        if (scan[i]) expect(hits[i]).toBe(1);
      });
    }
  });

  it('answers every query exactly like a scan of every row: count, first page, order, filters, the server merge (2,000 rows, 300 queries)', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
    // a vocabulary with near words (typo neighbours in the first letter and elsewhere), ties in dates and prices
    const vocab = Array.from({ length: 400 }, (_, i) => {
      const base = ['makita', 'milwaukee', 'generator', 'grinder', 'ladder', 'trailer', 'compressor', 'drill', 'driver', 'bmakita'][i % 10];
      return i < 10
        ? base
        : base.slice(0, 2 + (i % 5)) + String.fromCharCode(97 + ((i * 7) % 26)) + base.slice(3 + (i % 4)) + (i % 3 ? '' : 's');
    });
    const rows: LocalListingRow[] = Array.from({ length: 2000 }, (_, i) => {
      const r = row(i, Array.from({ length: 3 }, () => pick(vocab)).join(' '), Array.from({ length: 6 }, () => pick(vocab)).join(' '));
      return {
        ...r,
        createdAt: new Date(Date.UTC(2026, 10, 1) + Math.floor(rnd() * 60) * 60_000).toISOString(),
        priceCents: 100 * Math.floor(rnd() * 50),
        category: pick(['Tools', 'Vehicles', 'Materials']),
        condition: pick(['New', 'Used - Good', null]),
        status: pick(['live', 'live', 'live', 'sold'] as const),
        lat: rnd() < 0.2 ? null : -33.8 + rnd(),
        lon: 151 + rnd(),
        pending: rnd() < 0.05 ? true : undefined,
        searchTokens: listingTokens(r),
      };
    });
    const favorites = new Set(rows.filter(() => rnd() < 0.1).map((r) => r.id));
    const near = { lat: -33.5, lon: 151.5 };
    const typo = (w: string) => {
      const at = Math.floor(rnd() * w.length);
      const c = String.fromCharCode(97 + Math.floor(rnd() * 26));
      return pick([w.slice(0, at) + c + w.slice(at + 1), w.slice(0, at) + w.slice(at + 1), w.slice(0, at) + c + w.slice(at)]);
    };
    // the reference: every row read, its words checked one by one (matchesSearch), then sorted as the server sorts
    const scan = (q: LocalQuery): ListedRow[] => {
      const min = q.priceMin ? Number(q.priceMin) * 100 : null;
      const newest = [...rows].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
      const out = newest
        .filter((r) => r.status === 'live' && matchesSearch(r, q.search))
        .filter((r) => (!q.category || r.category === q.category) && (min === null || r.priceCents >= min))
        .filter((r) => !q.favoritesOnly || favorites.has(r.id))
        .map((r) => ({
          ...r,
          distanceKm: q.near && r.lat !== null && r.lon !== null ? kmBetween(q.near, { lat: r.lat, lon: r.lon }) : null,
          isFavorited: favorites.has(r.id),
        }))
        .filter((r) => q.radiusKm === null || !q.near || (r.distanceKm !== null && r.distanceKm <= q.radiusKm));
      return sortListed(out, q.sort);
    };
    const ids = (xs: readonly ListedRow[]) => xs.map((r) => `${r.id}:${r.distanceKm}:${r.isFavorited}:${r.priceCents}`);
    let nonEmpty = 0;
    for (let n = 0; n < 300; n++) {
      const typed = Array.from({ length: 1 + Math.floor(rnd() * 2) }, () => {
        const w = pick(vocab);
        const part = w.slice(0, 1 + Math.floor(rnd() * w.length));
        return rnd() < 0.3 ? typo(w) : part;
      }).join(' ');
      const q: LocalQuery = {
        ...EMPTY_QUERY,
        search: rnd() < 0.1 ? '' : typed,
        sort: pick(SORTS),
        category: rnd() < 0.3 ? pick(['Tools', 'Vehicles']) : null,
        priceMin: rnd() < 0.2 ? '10' : '',
        near: rnd() < 0.5 ? near : null,
        radiusKm: rnd() < 0.3 ? 40 : null,
        favoritesOnly: rnd() < 0.1,
      };
      const want = scan(q);
      if (want.length) nonEmpty++;
      const limit = pick([0, 1, 40, 5000]);
      const got = searchListings(rows, favorites, q, limit);
      expect(got.total, q.search).toBe(want.length);
      expect(ids(got.rows), `${q.search} ${q.sort}`).toEqual(ids(want.slice(0, limit)));
      // online: the server's first page merged in, from only the device's first rows
      const remote: ServerListing[] = Array.from({ length: Math.floor(rnd() * 12) }, () => {
        const known = want.length && rnd() < 0.7 ? pick(want) : pick(rows);
        const base = rnd() < 0.6 ? known : { ...known, id: crypto.randomUUID() };
        // often ahead of every kept row (with ties among them) or behind them all: the merge's order is what is tested
        const to = pick(['top', 'bottom', 'same', 'same']);
        return {
          ...base,
          sellerId: 'seller',
          isFavorited: false,
          createdAt: to === 'top' ? '2026-12-01T00:00:00.000Z' : to === 'bottom' ? '2020-01-01T00:00:00.000Z' : base.createdAt,
          priceCents: to === 'top' ? pick([0, 100]) : to === 'bottom' ? 10_000_000 : 100 * Math.floor(rnd() * 50),
          distanceKm: to === 'top' ? pick([0, 1]) : to === 'bottom' ? 100_000 : rnd() < 0.5 ? rnd() * 50 : null,
        };
      });
      if (remote.length && rnd() < 0.3) remote.push({ ...remote[0], priceCents: 1 });
      const page = Math.max(limit, 1);
      const merged = withServerMatches(want, remote, favorites, q.sort);
      const fast = listingsPage(rows, favorites, q, remote, page);
      expect(fast.total).toBe(merged.length);
      expect(ids(fast.rows)).toEqual(ids(merged.slice(0, page)));
    }
    expect(nonEmpty).toBeGreaterThan(150); // the queries find things: the comparison is not of empty lists

    // two server rows for kept rows past the first page, tied with each other: they keep the kept rows' order
    const same = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ ...row(0, `Ladder ${id}`), id, searchTokens: ['ladder'] }));
    const server = (id: string): ServerListing => ({
      ...same[0],
      id,
      sellerId: 's',
      isFavorited: false,
      createdAt: '2026-12-01T00:00:00.000Z',
    });
    const both = [server('e'), server('d')];
    const all = withServerMatches(filterListings(same, new Set(), EMPTY_QUERY), both, new Set(), 'newest');
    expect(all.map((r) => r.id)).toEqual(['d', 'e', 'a', 'b', 'c']);
    expect(listingsPage(same, new Set(), EMPTY_QUERY, both, 1).rows.map((r) => r.id)).toEqual(['d']);
  });
});
