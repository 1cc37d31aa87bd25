/**
 * Pulls measurements and counts out of a job description typed by a tradie. Every measurement comes back in
 * metres (areas in m²) whatever unit was typed.
 */

import { ONE_TO_TWENTY } from '../number-words';

/** A number typed in front of some words: "8 LED downlights" → { count: 8, words: ['led', 'downlight'] }. */
export interface CountedThing {
  count: number;
  /** Lowercase, singular: the words that followed the number, up to three, stopping at "and", "with", etc. */
  words: string[];
}

export interface Dimensions {
  /** First figure of "L x W" ("3 x 2.4 m" → 3), or "6 m long". Metres. */
  length?: number;
  /** Second figure of "L x W", or "3 m wide". Metres. */
  width?: number;
  /** Third figure of "L x W x D" ("6 x 1.2 x 0.1 m"). Metres. */
  depth?: number;
  /** An area typed outright ("10 m2", "10 sqm", "10 square metres"). m². */
  area?: number;
  /** "2.7m high", "1.8 m tall", "2.7 m ceilings", "ceiling height of 2.7m". Metres. */
  height?: number;
  /** "100 mm thick", "100mm slab", "thickness of 125 mm". Metres. */
  thickness?: number;
  /** A length on its own, with its unit ("30 m of fence", "25 lineal metres"). Metres. */
  run?: number;
  counts: CountedThing[];
  /** The description with every measurement blanked out, for keyword tests that must not see "2.7 m ceilings". */
  textWithoutMeasurements: string;
}

// Counts: one to twenty, and "a"/"an"/"single" as 1 ("a hot water system").
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, single: 1, ...ONE_TO_TWENTY };

/** Words that end the noun phrase after a counted number. */
const PHRASE_STOPS = new Set([
  'and',
  'with',
  'in',
  'of',
  'at',
  'for',
  'to',
  'on',
  'the',
  'or',
  'plus',
  'each',
  'per',
  'from',
  'into',
  'by',
  'x',
  'that',
  'which',
  'are',
  'is',
  'need',
  'needs',
]);

// Thousands separators are allowed ("3,000 x 2,400 mm"). Not read inside words ("sl82"), except after the x
// of "6x3".
const NUM = String.raw`(?<![\d.a-wyz_])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)`;
// The look-ahead stops "m" matching the start of "m2", "m²" or a word such as "mirrors".
const UNIT = String.raw`(?:\s*(mm|millimet(?:re|er)s?|cm|centimet(?:re|er)s?|met(?:re|er)s?|mtrs?|m)(?![a-z0-9²^]))`;
const TIMES = String.raw`\s*(?:x|×|\*|by)\s*`;

const AREA_RE = new RegExp(
  NUM + String.raw`\s*(?:m2|m²|m\^2|sq\.?\s*m(?:et(?:re|er)s?|trs?)?|square\s+m(?:et(?:re|er)s?)?)(?![a-z0-9])`,
  'g',
);
const PAIR_RE = new RegExp(NUM + UNIT + '?' + TIMES + NUM + UNIT + '?' + '(?:' + TIMES + NUM + UNIT + '?)?', 'g');
const HEIGHT_AFTER_RE = new RegExp(NUM + UNIT + String.raw`?\s*(high|tall|height|ceilings?)\b`, 'g');
const HEIGHT_BEFORE_RE = new RegExp(
  String.raw`\b(?:ceiling\s+height|height|ceilings?)\s*(?:of|is|are|at|:|=|-)?\s*` + NUM + UNIT + '?',
  'g',
);
const THICKNESS_AFTER_RE = new RegExp(NUM + UNIT + String.raw`?\s*(?:thick|thickness|deep|depth)\b`, 'g');
const THICKNESS_BEFORE_RE = new RegExp(String.raw`\b(?:thickness|thick|depth)\s*(?:of|is|at|:|=|-)?\s*` + NUM + UNIT + '?', 'g');
const THICKNESS_MM_SLAB_RE = new RegExp(NUM + String.raw`\s*(mm)\s+(?=(?:concrete|slab|path|driveway|pad)\b)`, 'g');
const LONG_RE = new RegExp(NUM + UNIT + String.raw`?\s*(?:long|in\s+length)\b`, 'g');
const WIDE_RE = new RegExp(NUM + UNIT + String.raw`?\s*(?:wide|in\s+width)\b`, 'g');
const RUN_RE = new RegExp(NUM + UNIT, 'g');

type Groups = [string, string, ...(string | undefined)[]];

function toNumber(raw: string): number {
  return Number(raw.replace(/,/g, ''));
}

function unitFactor(unit: string): number {
  if (unit === 'mm' || unit.startsWith('millimet')) return 0.001;
  if (unit === 'cm' || unit.startsWith('centimet')) return 0.01;
  return 1;
}

/**
 * Tradies write room sizes both ways ("3 x 2.4", "3000 x 2400"), so a bare number of 100 or more is read as
 * millimetres and a smaller one as metres.
 */
function bareToMetres(value: number): number {
  return value >= 100 ? value / 1000 : value;
}

function toMetres(raw: string, unit: string | undefined, fallbackUnit?: string): number {
  const value = toNumber(raw);
  if (unit) return value * unitFactor(unit);
  // "3 x 2400 mm": inheriting mm would make the 3 three millimetres; it is surely metres.
  if (fallbackUnit && !(unitFactor(fallbackUnit) === 0.001 && value < 50)) return value * unitFactor(fallbackUnit);
  return bareToMetres(value);
}

/** A bare thickness is millimetres ("100 thick") unless it is clearly a fraction of a metre ("0.1 thick"). */
function thicknessToMetres(raw: string, unit: string | undefined): number {
  const value = toNumber(raw);
  if (unit) return value * unitFactor(unit);
  return value < 1 ? value : value / 1000;
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (/(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Lower-cases and evens out the ways people type units, so the patterns below stay readable. */
export function normaliseDescription(text: string): string {
  return text
    .toLowerCase()
    .replace(/[×✕]/g, 'x')
    .replace(/[‘’]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\b(?:lineal|linear)\s+(met(?:re|er)s?|m)\b/g, '$1')
    .replace(/(\d)\s*lm\b/g, '$1 m')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Parses measurements and counts from a job description. Zero measurements are ignored as meaningless. */
export function parseDimensions(text: string): Dimensions {
  let rest = normaliseDescription(text);
  const dims: Dimensions = { counts: [], textWithoutMeasurements: '' };
  const positive = (x: number): number | undefined => (x > 0 && Number.isFinite(x) ? x : undefined);

  // Each pattern blanks what it read, so a figure is never read twice (the 2.7 of "2.7 m high" is not a count).
  // m[1] is always the number; later groups are undefined when that part was not typed.
  const take = (re: RegExp, read: (m: Groups) => boolean): void => {
    rest = rest.replace(re, (...args: unknown[]) => {
      const m = args.slice(0, -2) as Groups; // drop replace()'s offset and whole-string arguments
      return read(m) ? ' , ' : (m[0] as string);
    });
  };

  take(AREA_RE, (m) => {
    if (dims.area !== undefined) return false;
    dims.area = positive(toNumber(m[1]));
    return true;
  });
  take(PAIR_RE, (m) => {
    if (dims.length !== undefined) return false;
    const lastUnit = m[6] ?? m[4] ?? m[2];
    dims.length = positive(toMetres(m[1], m[2], lastUnit));
    dims.width = positive(toMetres(m[3] as string, m[4], m[6] ?? m[4])); // group 3 is required by PAIR_RE
    if (m[5] !== undefined) dims.depth = positive(toMetres(m[5], m[6], m[6]));
    return true;
  });
  take(HEIGHT_AFTER_RE, (m) => {
    // "3 ceilings" is a count; a bare figure is a height only with a decimal point or "high"/"tall".
    const bareOk = m[3] === 'high' || m[3] === 'tall' || m[1].includes('.');
    if (dims.height !== undefined || (!m[2] && !bareOk)) return false;
    dims.height = positive(toMetres(m[1], m[2]));
    return true;
  });
  take(HEIGHT_BEFORE_RE, (m) => {
    if (dims.height !== undefined || (!m[2] && !m[1].includes('.'))) return false;
    dims.height = positive(toMetres(m[1], m[2]));
    return true;
  });
  for (const re of [THICKNESS_AFTER_RE, THICKNESS_BEFORE_RE, THICKNESS_MM_SLAB_RE]) {
    take(re, (m) => {
      if (dims.thickness !== undefined) return false;
      dims.thickness = positive(thicknessToMetres(m[1], m[2]));
      return true;
    });
  }
  take(LONG_RE, (m) => {
    if (dims.length !== undefined) return false;
    dims.length = positive(toMetres(m[1], m[2]));
    return true;
  });
  take(WIDE_RE, (m) => {
    if (dims.width !== undefined) return false;
    dims.width = positive(toMetres(m[1], m[2]));
    return true;
  });
  take(RUN_RE, (m) => {
    if (dims.run !== undefined) return false;
    dims.run = positive(toMetres(m[1], m[2]));
    return true;
  });

  dims.counts = readCounts(rest);
  dims.textWithoutMeasurements = rest;
  return dims;
}

function readCounts(text: string): CountedThing[] {
  const tokens = text.match(/[a-z][a-z'-]*|\d+(?:\.\d+)?|[^\sa-z\d]/g) ?? [];
  const counts: CountedThing[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const count = /^\d+$/.test(token) ? Number(token) : NUMBER_WORDS[token];
    if (!count) continue;
    let j = i + 1;
    if (tokens[j] === 'x') j++; // "8 x downlights"
    const words: string[] = [];
    while (j < tokens.length && words.length < 3 && /^[a-z]/.test(tokens[j]) && !PHRASE_STOPS.has(tokens[j])) {
      if (NUMBER_WORDS[tokens[j]] !== undefined) break;
      words.push(singular(tokens[j]));
      j++;
    }
    if (words.length > 0) counts.push({ count, words });
  }
  return counts;
}

/** Total of the counts whose phrase mentions any of the nouns (singular), or undefined if none does. */
export function countOf(dims: Dimensions, nouns: readonly string[]): number | undefined {
  const matching = dims.counts.filter((c) => c.words.some((w) => nouns.includes(w)));
  return matching.length > 0 ? matching.reduce((sum, c) => sum + c.count, 0) : undefined;
}
