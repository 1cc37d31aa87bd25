import { parseDollars, type Cents } from '../money';
import { CITY_STATES, STATE_NAME_PATTERNS } from './places';
import { conceptsIn, contentWords, normalise } from './text';
import { normaliseTrade, tradeInText } from './trades';
import { STATES, type State, type Trade } from './types';
import { NUMBER_WORDS } from '../number-words';

export interface QuestionDefaults {
  state?: string;
  trade?: string;
}

export interface ParsedQuestion {
  /** The state the answer is for: named in the question, else the profile default. */
  state?: State;
  /** Every state the question names, in order (a question may compare two). */
  states: State[];
  stateSource?: 'question' | 'profile';
  trade?: Trade;
  tradeSource?: 'question' | 'profile';
  amountCents?: Cents;
  percent?: number;
  /** Search terms: content words and concept tokens, with place names and amounts taken out. */
  terms: string[];
  /** Concept tokens (e.g. "#rcd", "#homewarranty") found in the question. */
  concepts: string[];
}

interface Span {
  start: number;
  end: number;
}

/** Regulator and scheme names that only exist in one state, used when no state or city is named. */
const STATE_HINTS: Array<[RegExp, State]> = [
  [/\b(qbcc|rshq)\b/i, 'QLD'],
  [/\b(vba|bpc|esv|coes|esvconnect|vba360)\b|energy safe victoria/i, 'VIC'],
  [/\b(hbcf|icare|ccew)\b|building commission nsw|safework nsw|nsw fair trading/i, 'NSW'],
  [/\b(cbos|techsafe)\b/i, 'TAS'],
  [/\b(demirs|dmirs)\b|building and energy/i, 'WA'],
  [/access canberra/i, 'ACT'],
  [/consumer and business services|technical regulator/i, 'SA'],
];

/** One pass over the question for every city; longer names first so "wagga wagga" beats "wagga". */
const CITY_RE = new RegExp(
  `\\b(${Object.keys(CITY_STATES)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'g',
);

const MULTIPLIERS: Record<string, number> = { k: 1_000, grand: 1_000, thousand: 1_000, m: 1_000_000, mil: 1_000_000, million: 1_000_000 };

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?`;
const AMOUNT_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\$\s?${NUM}(?:\s*(k|mil|million|grand|thousand|m)\b)?`, 'gi'),
  new RegExp(String.raw`\b${NUM}\s*(k|grand|thousand|mil|million)\b`, 'gi'),
  new RegExp(String.raw`\b${NUM}\s*(?:dollars|bucks|aud)\b`, 'gi'),
];
const WORD_AMOUNT = new RegExp(
  String.raw`\b(a|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|hundred)\s+(grand|thousand|k)\b`,
  'gi',
);
const PERCENT = /(\d+(?:\.\d+)?)\s*(?:%|per\s?cent\b)/gi;

function wordsToNumber(words: string): number {
  if (words === 'a') return 1;
  return words.split(/[\s-]+/).reduce((sum, w) => sum + (NUMBER_WORDS[w] ?? 0), 0);
}

function findAmount(q: string, spans: Span[]): Cents | undefined {
  let best: { at: number; cents: Cents } | undefined;
  for (const re of AMOUNT_PATTERNS) {
    for (const m of q.matchAll(re)) {
      const dollars = parseDollars(`${m[1]}${m[2] ? `.${m[2]}` : ''}`);
      if (dollars === null) continue;
      const mult = m[3] ? (MULTIPLIERS[m[3].toLowerCase()] ?? 1) : 1;
      spans.push({ start: m.index, end: m.index + m[0].length });
      if (!best || m.index < best.at) best = { at: m.index, cents: Math.round(dollars * mult) };
    }
  }
  for (const m of q.matchAll(WORD_AMOUNT)) {
    const n = wordsToNumber(m[1].toLowerCase());
    if (!n) continue;
    spans.push({ start: m.index, end: m.index + m[0].length });
    if (!best || m.index < best.at) best = { at: m.index, cents: n * 1_000 * 100 };
  }
  return best?.cents;
}

function findPercent(q: string, spans: Span[]): number | undefined {
  let first: number | undefined;
  for (const m of q.matchAll(PERCENT)) {
    spans.push({ start: m.index, end: m.index + m[0].length });
    first ??= Number(m[1]);
  }
  return first;
}

function findStates(q: string, spans: Span[]): State[] {
  const found: Array<{ at: number; state: State }> = [];
  for (const { re, state } of STATE_NAME_PATTERNS) {
    for (const m of q.matchAll(re)) {
      found.push({ at: m.index, state });
      spans.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  for (const m of q.toLowerCase().matchAll(CITY_RE)) {
    found.push({ at: m.index, state: CITY_STATES[m[1]] });
    spans.push({ start: m.index, end: m.index + m[0].length });
  }
  found.sort((a, b) => a.at - b.at);
  const ordered: State[] = [];
  for (const f of found) if (!ordered.includes(f.state)) ordered.push(f.state);
  if (ordered.length === 0) {
    for (const [re, state] of STATE_HINTS) if (re.test(q)) return [state];
  }
  return ordered;
}

/** Accepts "QLD", "qld", "Queensland", "Brisbane" … as a profile state. */
export function normaliseState(value: string | undefined): State | undefined {
  if (!value) return undefined;
  const upper = value.trim().toUpperCase();
  if ((STATES as readonly string[]).includes(upper)) return upper as State;
  return findStates(value, [])[0];
}

function mask(q: string, spans: Span[]): string {
  const chars = q.split('');
  for (const s of spans) for (let i = s.start; i < s.end; i++) chars[i] = ' ';
  return chars.join('');
}

/** Reads a tradie's question: state (question beats profile), trade, dollar amount, percent and search terms. */
export function parseQuestion(q: string, defaults: QuestionDefaults = {}): ParsedQuestion {
  const spans: Span[] = [];
  const states = findStates(q, spans);
  const amountCents = findAmount(q, spans);
  const percent = findPercent(q, spans);
  const masked = mask(q, spans);
  const norm = normalise(q);

  const questionTrade = tradeInText(norm);
  const profileTrade = normaliseTrade(defaults.trade);
  const profileState = normaliseState(defaults.state);

  const maskedNorm = normalise(masked);
  const concepts = conceptsIn(maskedNorm);
  const terms = [...new Set([...contentWords(maskedNorm), ...concepts])];
  const parsed: ParsedQuestion = { states, terms, concepts };
  if (states.length > 0) {
    parsed.state = states[0];
    parsed.stateSource = 'question';
  } else if (profileState) {
    parsed.state = profileState;
    parsed.stateSource = 'profile';
  }
  if (questionTrade) {
    parsed.trade = questionTrade;
    parsed.tradeSource = 'question';
  } else if (profileTrade) {
    parsed.trade = profileTrade;
    parsed.tradeSource = 'profile';
  }
  if (amountCents !== undefined) parsed.amountCents = amountCents;
  if (percent !== undefined) parsed.percent = percent;
  return parsed;
}
