import { QUOTE_UNITS } from '../constants';

export type PriceUnit = (typeof QUOTE_UNITS)[number];
export const PRICE_UNITS = QUOTE_UNITS;

/**
 * What suppliers write in a unit column, to the quote units of spec §9 (ea, m, m², m³, kg, hr, day, lm, sqm, pack).
 * An empty cell is 'ea'; a word we cannot place is null (the line is skipped with the reason, never guessed).
 */
const SYNONYMS: Record<string, PriceUnit> = {
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

export function normaliseUnit(text: string): PriceUnit | null {
  const key = text.trim().toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' ');
  if (key === '') return 'ea';
  return SYNONYMS[key] ?? null;
}
