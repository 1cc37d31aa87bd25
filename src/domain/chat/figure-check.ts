/**
 * "No invented figures" with a model too: every dollar figure, percentage and day count in the model's answer must
 * be one the retrieved facts hold (or the question's own amount, or what the product's checks work out from them —
 * a 10% cap on the asker's $15,000 is $1,500). Anything else is listed under the answer as unconfirmed.
 */
import { parseQuestion } from '../kb/parse';
import type { KbEntry } from '../kb/types';
import { formatCents } from '../money';

export type FigureKind = 'money' | 'percent' | 'days';

export interface CheckedFigure {
  kind: FigureKind;
  /** As the model wrote it ("$3,300", "15%", "9 business days"). */
  text: string;
  /** cents, percent or days */
  value: number;
}

const MONEY = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s*(k|m|million|mil)\b)?/gi;
const PERCENT = /\b(\d+(?:\.\d+)?)\s?(?:%|per\s?cent\b)/gi;
const DAYS = /\b(\d+)(?:\s+|-)(?:clear\s+|calendar\s+)?(?:business(?:\s+|-)|working\s+)?days?\b/gi;
const MULT: Record<string, number> = { k: 1_000, m: 1_000_000, million: 1_000_000, mil: 1_000_000 };

/** Dollar figures, percentages and day counts in a text. */
export function figuresIn(text: string): CheckedFigure[] {
  const out: CheckedFigure[] = [];
  for (const m of text.matchAll(MONEY)) {
    const dollars = Number(m[1].replace(/,/g, '')) + (m[2] ? Number(`0.${m[2]}`) : 0);
    const mult = m[3] ? MULT[m[3].toLowerCase()] : 1;
    out.push({ kind: 'money', text: m[0].trim(), value: Math.round(dollars * mult * 100) });
  }
  for (const m of text.matchAll(PERCENT)) out.push({ kind: 'percent', text: m[0].trim(), value: Number(m[1]) });
  for (const m of text.matchAll(DAYS)) out.push({ kind: 'days', text: m[0].trim(), value: Number(m[1]) });
  return out;
}

const key = (kind: FigureKind, value: number) => `${kind}:${kind === 'money' ? Math.round(value) : value}`;

/**
 * Every figure the facts, the question and `extra` support, plus what follows from them by the product's own
 * arithmetic. `extra` is what the model was given through function calls: rule rows and tool results (model-tools.ts).
 */
function supported(facts: readonly KbEntry[], question: string, extra: readonly string[] = []): Set<string> {
  const ok = new Set<string>();
  const percents: number[] = [];
  const add = (kind: FigureKind, value: number) => ok.add(key(kind, value));
  for (const f of figuresIn(extra.join(' \n '))) {
    add(f.kind, f.value);
    if (f.kind === 'percent') percents.push(f.value);
  }
  for (const e of facts) {
    for (const f of figuresIn([e.title, e.text, e.caution ?? ''].join(' \n '))) {
      add(f.kind, f.value);
      if (f.kind === 'percent') percents.push(f.value);
    }
    for (const fig of e.figures ?? []) {
      if (fig.amountCents !== undefined) add('money', fig.amountCents);
      if (fig.upperCents !== undefined) add('money', fig.upperCents);
      if (fig.percent !== undefined) {
        add('percent', fig.percent);
        percents.push(fig.percent);
      }
      if (fig.days) add('days', fig.days);
      if (fig.businessDays) add('days', fig.businessDays);
    }
  }
  const asked = figuresIn(question);
  const parsed = parseQuestion(question);
  const amounts = asked.filter((f) => f.kind === 'money').map((f) => f.value);
  if (parsed.amountCents !== undefined) amounts.push(parsed.amountCents);
  for (const f of asked) add(f.kind, f.value);
  for (const a of amounts) {
    add('money', a);
    // A percentage of the asker's price (deposit caps, GST) and the GST-inclusive and GST-exclusive sides.
    for (const p of [...percents, 10]) add('money', Math.round((a * p) / 100));
    add('money', Math.round(a * 1.1));
    add('money', Math.round(a / 11));
    add('money', a - Math.round(a / 11));
  }
  return ok;
}

/** Figures in the model's answer that neither the facts nor the question support. */
export function unsupportedFigures(
  answer: string,
  facts: readonly KbEntry[],
  question: string,
  extra: readonly string[] = [],
): CheckedFigure[] {
  const ok = supported(facts, question, extra);
  const seen = new Set<string>();
  const out: CheckedFigure[] = [];
  for (const f of figuresIn(answer)) {
    const k = key(f.kind, f.value);
    // "$3,300.00" and "$3,300" are the same figure; whole dollars are matched in cents.
    if (ok.has(k) || seen.has(k)) continue;
    seen.add(k);
    out.push(f);
  }
  return out;
}

/** The warning appended under a model answer with unsupported figures ('' when there are none). */
export function figureWarning(figures: readonly CheckedFigure[]): string {
  if (figures.length === 0) return '';
  const list = figures.map((f) => (f.kind === 'money' ? formatCents(f.value).replace(/\.00$/, '') : f.text)).join(', ');
  return `\n\n⚠ **Not in our sources:** ${list} — the knowledge base does not back ${figures.length === 1 ? 'this figure' : 'these figures'}, so treat ${figures.length === 1 ? 'it' : 'them'} as unconfirmed and check with the regulator before relying on ${figures.length === 1 ? 'it' : 'them'}.`;
}

/** What an unsupported figure is replaced with, in place, before the tradie sees it. */
export const NOT_IN_SOURCES = '[figure not in our sources]';

/**
 * The model's text with every figure the facts and the question don't support replaced in place by
 * NOT_IN_SOURCES, so an invented "$7,777 a year" or "37%" never reaches the tradie as a statement.
 */
export function replaceUnsupportedFigures(
  text: string,
  facts: readonly KbEntry[],
  question: string,
  extra: readonly string[] = [],
): { text: string; removed: CheckedFigure[] } {
  const bad = unsupportedFigures(text, facts, question, extra);
  if (bad.length === 0) return { text, removed: [] };
  const badKeys = new Set(bad.map((f) => key(f.kind, f.value)));
  const spans: Array<[number, number]> = [];
  const collect = (re: RegExp, kind: FigureKind) => {
    for (const m of text.matchAll(re)) {
      const f = figuresIn(m[0]).find((x) => x.kind === kind);
      if (f && badKeys.has(key(kind, f.value))) spans.push([m.index, m.index + m[0].trimEnd().length]);
    }
  };
  collect(MONEY, 'money');
  collect(PERCENT, 'percent');
  collect(DAYS, 'days');
  spans.sort((a, b) => b[0] - a[0]);
  let out = text;
  let lastStart = Infinity;
  for (const [s, e] of spans) {
    if (e > lastStart) continue; // overlapping ("15% ... days") — the outer one was replaced already
    out = `${out.slice(0, s)}${NOT_IN_SOURCES}${out.slice(e)}`;
    lastStart = s;
  }
  return { text: out, removed: bad };
}

/** The note under an answer whose unsupported figures were replaced ('' when none were). */
export function replacedNote(count: number): string {
  if (count === 0) return '';
  return `\n\n⚠ **Not in our sources:** ${count === 1 ? 'one figure' : `${count} figures`} the AI gave ${count === 1 ? 'is' : 'are'} not backed by the knowledge base, so ${count === 1 ? 'it was' : 'they were'} replaced with “figure not in our sources”. Check with the regulator before relying on a figure.`;
}
