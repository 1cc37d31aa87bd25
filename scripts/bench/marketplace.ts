import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomBytes, randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { openPglite, openPostgres, type Database } from '../../api/db';
import { migrate } from '../../api/migrate';
import { searchListings, type SearchQuery } from '../../api/repos/marketplace';
import { allLocalities } from '../../src/domain/places';
import { CATEGORIES, CONDITIONS } from '../../src/domain/marketplace';
import { percentile, type Figure } from './util';

/**
 * Issue 9: the marketplace search on 100,000 live listings, on PGlite and Postgres — the repo function the route
 * calls (the same SQL; no HTTP in the figure), each query 30 times after 3 warm-ups. Listings are spread over every
 * Australian locality with made-up titles from a trade vocabulary. Also the gzip size of the locality data chunk the
 * client loads on demand.
 */
const N = 100_000;
const RUNS = 30;
const WORDS = ['Makita', 'DeWalt', 'Bosch', 'Milwaukee', 'Ryobi', 'Hilti', 'Stihl', 'Honda', 'Festool', 'Metabo'];
const THINGS = [
  'drill',
  'impact driver',
  'mitre saw',
  'circular saw',
  'generator',
  'angle grinder',
  'ladder',
  'compressor',
  'trailer',
  'nail gun',
  'laser level',
  'concrete mixer',
  'scaffold',
  'ute canopy',
  'tile cutter',
];

async function seed(db: Database) {
  const { sql } = db;
  await migrate(sql);
  const users: string[] = [];
  for (let i = 0; i < 50; i++) {
    const id = randomUUID();
    users.push(id);
    await sql`insert into users (id, email, password_hash) values (${id}, ${`bench-${i}-${randomBytes(3).toString('hex')}@example.com`}, 'x')`;
  }
  const locs = allLocalities();
  const batch = 5000;
  for (let start = 0; start < N; start += batch) {
    const rows = Array.from({ length: batch }, (_, k) => {
      const i = start + k;
      const l = locs[(i * 7919) % locs.length];
      return {
        id: randomUUID(),
        user_id: users[i % users.length],
        title: `${WORDS[i % WORDS.length]} ${THINGS[(i * 31) % THINGS.length]} ${i}`,
        description: `Good working order, ${THINGS[(i * 17) % THINGS.length]} included`,
        price_cents: 1000 + ((i * 104729) % 500000),
        category: CATEGORIES[i % CATEGORIES.length],
        condition: CONDITIONS[i % CONDITIONS.length],
        locality: l.name,
        state: l.state,
        postcode: l.postcode,
        lat: l.lat,
        lon: l.lon,
        created_at: new Date(Date.now() - i * 60_000).toISOString(),
      };
    });
    await sql`insert into marketplace_listings (id, user_id, title, description, price_cents, category, condition, locality, state, postcode, lat, lon, created_at)
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as x(id uuid, user_id uuid, title text, description text,
        price_cents bigint, category text, condition text, locality text, state text, postcode text, lat float8, lon float8, created_at timestamptz)`;
  }
  await sql`analyze marketplace_listings`;
  return users[0];
}

const QUERIES: Array<[string, Omit<SearchQuery, 'page' | 'limit'>]> = [
  ['newest, no filter', { sort: 'newest' }],
  ['search "drill"', { search: 'drill', sort: 'newest' }],
  ['search typo "genrator"', { search: 'genrator', sort: 'newest' }],
  ['Tools $100-$500, price-low', { category: 'Tools', priceMinCents: 10000, priceMaxCents: 50000, sort: 'price-low' }],
  ['distance from Parramatta', { sort: 'distance', near: { lat: -33.81, lon: 151.0 } }],
  ['distance, within 50 km, "saw"', { search: 'saw', sort: 'distance', near: { lat: -37.81, lon: 144.96 }, radiusKm: 50 }],
];

async function measure(kind: string, db: Database): Promise<Figure[]> {
  const t0 = performance.now();
  const viewer = await seed(db);
  const out: Figure[] = [
    {
      section: 'marketplace',
      name: `${kind}: seed ${N.toLocaleString('en-AU')} listings`,
      value: Math.round(performance.now() - t0),
      unit: 'ms',
    },
  ];
  for (const [name, q] of QUERIES) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const t = performance.now();
      await searchListings(db.sql, viewer, { ...q, page: 1 + (i % 3), limit: 24 });
      if (i >= 3) times.push(performance.now() - t);
    }
    out.push({
      section: 'marketplace',
      name: `${kind}: ${name} p50 / p95`,
      value: `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)}`,
      unit: 'ms',
    });
  }
  return out;
}

export async function benchMarketplace(pgUrl: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  const lite = await openPglite('memory://');
  try {
    figures.push(...(await measure('PGlite', lite)));
  } finally {
    await lite.close();
  }
  const name = `tt_bench_market_${randomBytes(4).toString('hex')}`;
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const pg = await openPostgres(url.toString(), 2);
    try {
      figures.push(...(await measure('Postgres', pg)));
    } finally {
      await pg.close();
    }
  } catch (err) {
    figures.push({ section: 'marketplace', name: 'Postgres', value: `skipped: ${(err as Error).message}` });
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
  // The locality data the client loads on demand (the places chunk of the build).
  const assets = path.join('dist', 'client', 'assets');
  const chunk = fs.existsSync(assets) ? fs.readdirSync(assets).find((f) => /^places-.*\.js$/.test(f)) : undefined;
  figures.push(
    chunk
      ? {
          section: 'marketplace',
          name: `locality data (${chunk}) gzip`,
          value: (gzipSync(fs.readFileSync(path.join(assets, chunk))).byteLength / 1024).toFixed(1),
          unit: 'KiB',
        }
      : { section: 'marketplace', name: 'locality data gzip', value: 'no build: run npm run build' },
  );
  return figures;
}
