import { describe, expect, it } from 'vitest';
import { kmBetween, listingDateWords, localityFromAddress, priceToCents, formatPrice, formatRating } from '../../../src/domain/marketplace';
import { resolveLocality } from '../../../src/domain/marketplace/location';
import * as places from '../../../src/domain/places';
import { EMPTY_QUERY, filterListings, matchesSearch } from '../../../src/features/marketplace/filter';
import type { LocalListingRow } from '../../../src/features/marketplace/data/types';

describe('listing date words (spec §9)', () => {
  const now = new Date('2026-11-23T10:00:00+11:00');
  const tz = 'Australia/Sydney';
  it.each([
    ['2026-11-23T00:30:00+11:00', 'Today'],
    ['2026-11-22T23:59:00+11:00', 'Yesterday'],
    ['2026-11-21T12:00:00+11:00', '2 days ago'],
    ['2026-11-16T12:00:00+11:00', '7 days ago'],
    ['2026-11-15T12:00:00+11:00', '15/11/2026'],
  ])('%s reads %s: Today, Yesterday, N days ago up to 7, then en-AU', (at, words) => {
    expect(listingDateWords(at, now, tz)).toBe(words);
  });

  it('reads a remembered timestamp again when the reader’s day changes (and per time zone)', () => {
    const at = '2026-11-23T09:00:00+11:00';
    expect(listingDateWords(at, now, tz)).toBe('Today');
    expect(listingDateWords(at, new Date('2026-11-23T23:59:00+11:00'), tz)).toBe('Today');
    expect(listingDateWords(at, new Date('2026-11-24T00:01:00+11:00'), tz)).toBe('Yesterday');
    expect(listingDateWords(at, new Date('2026-11-26T08:00:00+11:00'), tz)).toBe('3 days ago');
    // at noon in Sydney it is 01:00 in UTC, and 09:00 in Sydney was 22:00 the day before there
    const noon = new Date('2026-11-23T12:00:00+11:00');
    expect(listingDateWords(at, noon, tz)).toBe('Today');
    expect(listingDateWords(at, noon, 'UTC')).toBe('Yesterday');
  });
});

describe('price', () => {
  it('turns dollars with at most 2 decimals into integer cents and refuses the rest', () => {
    expect(priceToCents(150)).toBe(15000);
    expect(priceToCents(0.1 + 0.2)).toBe(30);
    expect(priceToCents(1234.56)).toBe(123456);
    expect(priceToCents(12.345)).toBeNull();
    expect(priceToCents(-1)).toBeNull();
    expect(priceToCents(Number.NaN)).toBeNull();
    expect(formatPrice(123456)).toBe('$1,234.56');
    expect(formatRating(4)).toBe('4.0');
  });
});

describe('the Post form’s location from the business address', () => {
  it.each([
    ['12 Smith St, Parramatta NSW 2150', 'Parramatta NSW 2150'],
    ['Unit 3/4 Main Rd Geelong VIC 3220', 'Geelong VIC 3220'],
    ['PO Box 12, South Yarra, vic 3141, Australia', 'South Yarra VIC 3141'],
    ['7 Bay Street Port Melbourne VIC 3207', 'Port Melbourne VIC 3207'],
    ['', ''],
    ['12 Smith St', ''],
  ])('%j → %j', (address, want) => {
    expect(localityFromAddress(address)).toBe(want);
  });
});

describe('locality', () => {
  it('resolves typed suburbs and postcodes to real coordinates, and refuses unknown ones', () => {
    expect(resolveLocality(places, 'Parramatta NSW 2150')).toMatchObject({ name: 'Parramatta', state: 'NSW', postcode: '2150' });
    expect(resolveLocality(places, 'parramatta, nsw')).toMatchObject({ postcode: '2150' });
    expect(resolveLocality(places, 'Newcastle 2300')?.name).toBe('Newcastle');
    expect(resolveLocality(places, '0870')?.state).toBe('NT');
    expect(resolveLocality(places, 'Atlantis QLD 9999')).toBeNull();
    expect(resolveLocality(places, 'Sydney 3000')).toBeNull();
  });
});

const row = (x: Partial<LocalListingRow>): LocalListingRow => ({
  id: crypto.randomUUID(),
  ownerId: 'u',
  title: 'x',
  description: '',
  price: 1,
  priceCents: 100,
  category: 'Tools',
  condition: 'New',
  location: '',
  lat: null,
  lon: null,
  photos: [],
  status: 'live',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  sellerName: 's',
  sellerRating: null,
  sellerVerified: false,
  ...x,
});

describe('search and filter on the device copy', () => {
  it('matches prefixes and one-letter typos of 5+ letter words, all words required', () => {
    const r = { title: 'Makita 18V drills', description: 'Honda generator' };
    expect(matchesSearch(r, 'makit')).toBe(true);
    expect(matchesSearch(r, 'drill')).toBe(true);
    expect(matchesSearch(r, 'genrator')).toBe(true);
    expect(matchesSearch(r, 'makita saw')).toBe(false);
    expect(matchesSearch(r, 'excavator')).toBe(false);
  });

  it('sorts by distance from the viewer with unknown localities last, and skips sold listings', () => {
    const sydney = places.findLocalities('Sydney').find((l) => l.state === 'NSW')!;
    const far = row({ title: 'Perth', lat: -31.95, lon: 115.86, createdAt: '2026-11-03T00:00:00Z' });
    const close = row({ title: 'Parramatta', lat: -33.81, lon: 151.0 });
    const none = row({ title: 'Nowhere', createdAt: '2026-11-05T00:00:00Z' });
    const sold = row({ title: 'Sold', lat: -33.87, lon: 151.2, status: 'sold' });
    const out = filterListings([far, none, close, sold], new Set([close.id]), { ...EMPTY_QUERY, sort: 'distance', near: sydney });
    expect(out.map((r) => r.title)).toEqual(['Parramatta', 'Perth', 'Nowhere']);
    expect(out[0].isFavorited).toBe(true);
    expect(filterListings([far, none, close], new Set(), { ...EMPTY_QUERY, near: sydney, radiusKm: 100 }).map((r) => r.title)).toEqual([
      'Parramatta',
    ]);
    expect(filterListings([far, close], new Set([close.id]), { ...EMPTY_QUERY, favoritesOnly: true }).map((r) => r.title)).toEqual([
      'Parramatta',
    ]);
  });
});

describe('distance', () => {
  it('kmBetween gives the same km as the places module', () => {
    const a = { lat: -33.87, lon: 151.21 };
    const b = { lat: -31.95, lon: 115.86 };
    expect(kmBetween(a, b)).toBeCloseTo(places.distanceKm(a, b), 6);
  });
});

describe('device search tokenises each listing once, not per keystroke (issue 24)', () => {
  const row = (i: number, title: string, description = 'Used twice, works well'): LocalListingRow => ({
    id: `tok-${i}`,
    ownerId: 'o',
    title,
    description,
    price: 10,
    priceCents: 1000,
    category: 'tools',
    condition: 'used',
    location: '',
    lat: null,
    lon: null,
    photos: [],
    status: 'live',
    createdAt: `2026-11-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`,
    updatedAt: '2026-11-01T00:00:00.000Z',
    sellerName: 'S',
    sellerRating: null,
    sellerVerified: false,
  });

  it('runs the tokeniser once per row across many keystrokes and re-reads, and again only for an edited row', async () => {
    const { tokeniserRuns } = await import('../../../src/features/marketplace/filter');
    const rows = Array.from({ length: 1000 }, (_, i) => row(i, i % 10 === 0 ? `Makita drill ${i}` : `Ladder ${i}`));
    const before = tokeniserRuns.rows;
    const typed = 'makita drill';
    let found = 0;
    for (let k = 1; k <= typed.length; k++) found = filterListings(rows, new Set(), { ...EMPTY_QUERY, search: typed.slice(0, k) }).length;
    expect(found).toBe(100);
    expect(tokeniserRuns.rows - before).toBe(1000);
    // a live query's re-read: new objects, same text — no new tokenising
    const reread = rows.map((r) => ({ ...r }));
    expect(filterListings(reread, new Set(), { ...EMPTY_QUERY, search: 'ladder' })).toHaveLength(900);
    expect(tokeniserRuns.rows - before).toBe(1000);
    // an edited title is tokenised afresh and found by its new words
    reread[1] = { ...reread[1]!, title: 'Generator 2kW', updatedAt: '2026-11-02T00:00:00.000Z' };
    expect(filterListings(reread, new Set(), { ...EMPTY_QUERY, search: 'generator' }).map((r) => r.id)).toEqual(['tok-1']);
    expect(tokeniserRuns.rows - before).toBe(1001);
  });
});
