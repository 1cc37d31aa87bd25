import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LocalDb } from '../../../src/data/local-db';
import { EMPTY_QUERY, filterListings, tokeniserRuns } from '../../../src/features/marketplace/filter';
import type { LocalListingRow } from '../../../src/features/marketplace/data/types';
import { WordIndex, listingTokens } from '../../../src/domain/marketplace/search';

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
});
