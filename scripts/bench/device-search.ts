/**
 * Device search per keystroke (issue 24, "device search under a frame"): the marketplace's filterListings over 10,000
 * kept listings, typing real queries letter by letter, in Node on this machine. Printed beside a reference: a bare loop
 * over the same rows doing the least a search must (lower-case the typed text, test each row's title with includes).
 * The "per keystroke, tokenising" figure is the shape this replaced (every title and description split on every
 * keystroke), kept to show the change. Rows carry their words as the device stores them (searchTokens, computed when
 * written); a keystroke reads the word index built once per set of rows. Goal: ≤ 16 ms p95 (issue 24 item 5).
 */
import { EMPTY_QUERY, filterListings } from '../../src/features/marketplace/filter';
import type { LocalListingRow } from '../../src/features/marketplace/data/types';
import { listingTokens } from '../../src/domain/marketplace/search';
import { percentile, type Figure } from './util';

const BRANDS = ['Makita', 'DeWalt', 'Milwaukee', 'Bosch', 'Ryobi', 'Hilti', 'Festool', 'Stanley', 'Ozito', 'Metabo'];
const THINGS = [
  'drill',
  'impact driver',
  'circular saw',
  'ladder',
  'generator',
  'compressor',
  'angle grinder',
  'tile cutter',
  'nail gun',
  'trailer',
];
const WORDS = 'barely used works well comes with case two batteries charger pickup only cash on collection minor scratches'.split(' ');

function listings(n: number): LocalListingRow[] {
  return Array.from({ length: n }, (_, i) => {
    const desc = Array.from({ length: 30 }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');
    return {
      id: `l-${i}`,
      ownerId: `o-${i % 500}`,
      title: `${BRANDS[i % BRANDS.length]} ${THINGS[(i * 3) % THINGS.length]} ${18 + (i % 3) * 18}V`,
      description: desc,
      price: 100 + (i % 900),
      priceCents: (100 + (i % 900)) * 100,
      category: 'tools',
      condition: 'used',
      location: 'Parramatta NSW 2150',
      lat: -33.8 + (i % 100) / 1000,
      lon: 151 + (i % 100) / 1000,
      photos: [],
      status: 'live',
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      sellerName: 'Seller',
      sellerRating: null,
      sellerVerified: false,
    } satisfies LocalListingRow;
  }).map((r) => ({ ...r, searchTokens: listingTokens(r) })); // as read from the device: words stored when written
}

const QUERIES = ['makita drill', 'milwauke impact', 'ladder', 'generator 2kw', 'angle grinder batteries'];
const keystrokes = QUERIES.flatMap((q) => Array.from({ length: q.length }, (_, k) => q.slice(0, k + 1)));

const oldWords = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export function benchDeviceSearch(n = 10_000): Figure[] {
  const rows = listings(n);
  const fav = new Set<string>();
  const section = 'device search';
  const time = (fn: (s: string) => unknown) =>
    keystrokes.map((s) => {
      const t = performance.now();
      fn(s);
      return performance.now() - t;
    });

  const cold = performance.now();
  filterListings(rows, fav, { ...EMPTY_QUERY, search: 'm' });
  const coldMs = performance.now() - cold;
  // warm up the JIT, then measure
  time((s) => filterListings(rows, fav, { ...EMPTY_QUERY, search: s }));
  const search = time((s) => filterListings(rows, fav, { ...EMPTY_QUERY, search: s }));
  const reference = time((s) => {
    const w = s.toLowerCase();
    const out: LocalListingRow[] = [];
    for (const r of rows) if (r.title.toLowerCase().includes(w)) out.push(r);
    return out;
  });
  const tokenising = time((s) => {
    const want = oldWords(s);
    return rows.filter((r) => {
      const have = oldWords(`${r.title} ${r.description}`);
      return want.every((w) => have.some((h) => h.startsWith(w)));
    });
  });
  const p95 = (v: number[]) => Number(percentile(v, 95).toFixed(2));
  return [
    {
      section,
      name: `filterListings per keystroke p95 (${n} listings, ${keystrokes.length} keystrokes, Node)`,
      value: p95(search),
      unit: 'ms',
    },
    { section, name: 'reference: bare loop (lower-case + includes on titles) p95', value: p95(reference), unit: 'ms' },
    { section, name: 'ratio to the reference', value: Number((p95(search) / p95(reference)).toFixed(2)) },
    { section, name: 'first keystroke after the rows changed (builds the word index once)', value: Number(coldMs.toFixed(1)), unit: 'ms' },
    { section, name: 'per keystroke p95, tokenising every row (the replaced shape)', value: p95(tokenising), unit: 'ms' },
  ];
}
