import { QUOTE_UNITS } from '../constants';

/** A price item's unit is free text (suppliers sell by the LEN, ROLL, PR …); the spec's quote units are suggestions. */
export type PriceUnit = string;
export const UNIT_SUGGESTIONS: readonly string[] = QUOTE_UNITS;
export const MAX_UNIT_LENGTH = 20;

/**
 * What suppliers write in a unit column, to the quote units of spec §9 (ea, m, m², m³, kg, hr, day, lm, sqm, pack).
 * An empty cell is 'ea'; a word we cannot place is null (the import's mapping step asks: map it to one of ours or keep it
 * as written — never guessed silently).
 */
const SYNONYMS: Record<string, (typeof QUOTE_UNITS)[number]> = {
  ea: 'ea',
  each: 'ea',
  e: 'ea',
  pc: 'ea',
  pcs: 'ea',
  piece: 'ea',
  pieces: 'ea',
  no: 'ea',
  nr: 'ea',
  unit: 'ea',
  item: 'ea',
  '1': 'ea',
  m: 'm',
  metre: 'm',
  metres: 'm',
  meter: 'm',
  meters: 'm',
  mtr: 'm',
  mtrs: 'm',
  'm²': 'm²',
  m2: 'm²',
  'm^2': 'm²',
  sqmetre: 'm²',
  'square metre': 'm²',
  'square metres': 'm²',
  'm³': 'm³',
  m3: 'm³',
  'm^3': 'm³',
  cubic: 'm³',
  'cubic metre': 'm³',
  'cubic metres': 'm³',
  cum: 'm³',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  hr: 'hr',
  hrs: 'hr',
  h: 'hr',
  hour: 'hr',
  hours: 'hr',
  day: 'day',
  days: 'day',
  d: 'day',
  lm: 'lm',
  'lin m': 'lm',
  'lineal metre': 'lm',
  'lineal metres': 'lm',
  'linear metre': 'lm',
  'linear metres': 'lm',
  'l/m': 'lm',
  sqm: 'sqm',
  sq: 'sqm',
  'sq m': 'sqm',
  pack: 'pack',
  pk: 'pack',
  pkt: 'pack',
  packet: 'pack',
  box: 'pack',
  bx: 'pack',
  bag: 'pack',
  ctn: 'pack',
  carton: 'pack',
  set: 'pack',
};

const unitKey = (text: string) => text.trim().toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' ');

export function normaliseUnit(text: string): PriceUnit | null {
  const key = unitKey(text);
  if (key === '') return 'ea';
  return SYNONYMS[key] ?? null;
}

/**
 * A supplier's unit for a price item: the person's choice for that supplier's word first (remembered with the columns;
 * '' = keep as written), then the known synonyms, else the supplier's word as written (trimmed).
 */
export function resolveUnit(text: string, choices: Readonly<Record<string, string>> = {}): PriceUnit {
  const key = unitKey(text);
  const chosen = choices[key];
  if (chosen) return chosen;
  if (chosen === undefined) {
    const known = normaliseUnit(text);
    if (known) return known;
  }
  return text.trim().replace(/\s+/g, ' ') || 'ea';
}

/** The key a supplier's unit word is remembered under ("Len." and "LEN" are one word). */
export const supplierUnitKey = unitKey;

/** The distinct unit words in a file that are not one of ours: what the mapping step asks about. */
export function unplacedUnits(values: Iterable<string>): string[] {
  const out = new Map<string, string>();
  for (const v of values) {
    const key = unitKey(v);
    if (key && !SYNONYMS[key] && !out.has(key)) out.set(key, v.trim());
  }
  return [...out.values()];
}
