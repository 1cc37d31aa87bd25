/**
 * The Tradie Marketplace's shared rules (spec §9 "Marketplace"): categories, conditions, sorts, price in cents, the
 * listing's locality, and the date words of the listing grid. Pure code: client, worker and server.
 */
import { sharedScopeName } from '../sync/entities';

/**
 * The shared sync scope of the listings a person keeps offline (issue 21): declared once, on the listing's entity
 * definition (src/domain/sync/entities.ts); the server serves and wakes it (api/repos/marketplace-kept.ts).
 */
export const LISTINGS_SCOPE = sharedScopeName('marketplaceListing');

export const CATEGORIES = ['Tools', 'Equipment', 'Vehicles', 'Trailers', 'Materials', 'Other'] as const;

export const CONDITIONS = ['New', 'Used - Like New', 'Used - Good', 'Used - Fair'] as const;

export const SORTS = ['newest', 'price-low', 'price-high', 'distance'] as const;
export type Sort = (typeof SORTS)[number];

export const REPORT_REASONS = ['spam', 'scam', 'wrong-category', 'prohibited', 'already-sold', 'offensive'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam',
  'wrong-category': 'Wrong category',
  prohibited: 'Prohibited item',
  'already-sold': 'Already sold',
  offensive: 'Offensive',
};

/** Largest price a listing takes: $100,000,000.00 (a price past that is a typo, and stays a safe integer of cents). */
export const MAX_PRICE_CENTS = 10_000_000_000;

/**
 * A price typed in dollars (the Post dialog's number input, step 0.01) to integer cents; null when it is not a
 * non-negative amount with at most two decimals.
 */
export function priceToCents(price: number): number | null {
  if (!Number.isFinite(price) || price < 0) return null;
  const cents = Math.round(price * 100);
  // 12.345 is not a price: more than two decimals is refused rather than silently rounded.
  if (Math.abs(cents - price * 100) > 1e-6 * Math.max(1, price * 100)) return null;
  return cents <= MAX_PRICE_CENTS ? cents : null;
}

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
/** Prices as formatted, by cents: a search's answer draws a grid of cards again, mostly with prices already seen. */
const prices = new Map<number, string>();
/** "$1,250.00" */
export function formatPrice(cents: number): string {
  let s = prices.get(cents);
  if (s === undefined) {
    if (prices.size >= 5_000) prices.clear();
    prices.set(cents, (s = aud.format(cents / 100)));
  }
  return s;
}

/**
 * Intl.DateTimeFormat objects, made once per time zone: building one costs ~1 ms on a throttled phone, and a grid of
 * cards asked for three per card on every keystroke of a search.
 */
const formats = new Map<string, { day: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();
function formatsFor(timeZone: string) {
  let f = formats.get(timeZone);
  if (!f)
    formats.set(
      timeZone,
      (f = {
        day: new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }),
        date: new Intl.DateTimeFormat('en-AU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }),
      }),
    );
  return f;
}
let deviceZone: string | undefined;

/**
 * Calendar date (y-m-d) of an instant in a time zone, remembered by the minute (every zone's offset is whole minutes,
 * so a minute never spans two days): formatToParts was the most of a card's render, and a search's new results draw
 * the cards again.
 */
const dayKeys = new Map<string, number>();
function dayKey(d: Date, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(d.getTime() / 60_000)}`;
  const known = dayKeys.get(key);
  if (known !== undefined) return known;
  const parts = formatsFor(timeZone).day.formatToParts(d);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const day = Date.UTC(get('year'), get('month') - 1, get('day')) / 86_400_000;
  if (dayKeys.size >= 5_000) dayKeys.clear();
  dayKeys.set(key, day);
  return day;
}

const dateWords = new Map<string, string>();

/**
 * Spec §9: "Today", "Yesterday", "N days ago" up to 7 days, then the en-AU date (e.g. 03/11/2026). Days are calendar
 * days where the reader is (a listing posted at 11 pm is "Yesterday" at 1 am).
 */
export function listingDateWords(createdAt: string | Date, now: Date = new Date(), timeZone?: string): string {
  const tz = timeZone ?? (deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
  const today = dayKey(now, tz);
  // the words for a stored timestamp only change with the reader's day: remembered per day, zone and timestamp (a
  // search's answer draws a grid of cards again, and formatting each card's date was most of its render)
  const key = typeof createdAt === 'string' ? `${tz}|${today}|${createdAt}` : null;
  const known = key === null ? undefined : dateWords.get(key);
  if (known !== undefined) return known;
  const at = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const days = today - dayKey(at, tz);
  const words = days <= 0 ? 'Today' : days === 1 ? 'Yesterday' : days <= 7 ? `${days} days ago` : formatsFor(tz).date.format(at);
  if (key !== null) {
    if (dateWords.size >= 5_000) dateWords.clear();
    dateWords.set(key, words);
  }
  return words;
}

/** Seller rating to 1 decimal, as the card shows it. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/**
 * Great-circle distance in km (haversine, mean Earth radius 6,371 km): the formula of places.distanceKm, here so the
 * marketplace screen can sort by distance without pulling the locality data (~105 KiB gzipped) into its own chunk.
 */
export function kmBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The locality part of a business address, for the Post form's Location ("12 Smith St, Parramatta NSW 2150" →
 * "Parramatta NSW 2150"; "Unit 3/4 Main Rd Geelong VIC 3220" → "Geelong VIC 3220" when no comma says where the street
 * ends, by the last words before the state); '' when the address names no state and postcode.
 */
export function localityFromAddress(address: string | null | undefined): string {
  const a = (address ?? '').replace(/\s+/g, ' ').trim();
  const m = /(?:^|,\s*)([^,]*?),?\s*\b(NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\b\.?,?\s*(\d{4})\s*(?:,?\s*Australia)?$/i.exec(a);
  if (!m) return '';
  let suburb = m[1].trim();
  // no comma before the suburb: keep the words after the last street word or number
  const street =
    /^(?:.*\b(?:st|street|rd|road|ave|avenue|dr|drive|cres|crescent|pde|parade|hwy|highway|ct|court|pl|place|tce|terrace|ln|lane|way|blvd|cct|close|cl)\.?|.*\d\w*)\s+(.+)$/i.exec(
      suburb,
    );
  if (street) suburb = street[1];
  return suburb ? `${suburb} ${m[2].toUpperCase()} ${m[3]}` : '';
}
