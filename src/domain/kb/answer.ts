import type { Cents } from '../money';
import { CitationList, type Citation } from './citations';
import { areaForQuestion, listRegulators, regulatorFor } from './directory';
import { parseQuestion, type ParsedQuestion } from './parse';
import { STATE_NAMES } from './places';
import { getEntry, searchParsed, uncoveredConcepts, type SearchHit } from './search';
import { describeThreshold, formatWhole, thresholdApplies, thresholdCloseness, thresholdFigures, type ThresholdFigure } from './thresholds';
import { TRADE_LABELS } from './trades';
import type { KbEntry, State, Trade } from './types';

export interface AnswerOptions {
  state?: string;
  trade?: string;
  /** Most entries to show as bullets. */
  limit?: number;
}

export interface KbAnswer {
  markdown: string;
  citations: Citation[];
  /** The current entries the answer shows (never superseded ones). */
  entries: KbEntry[];
  state?: State;
  trade?: Trade;
  amountCents?: Cents;
  found: boolean;
}

/** Hits scoring under this share of the best one are off-topic noise. */
const RELATIVE_CUT = 0.35;
/** Below this even the best hit only shares a stray word with the question. */
const MIN_SCORE = 12;
/** The best hit must match this share of a longer question's terms ("good hourly rate for a sparky" ≠ "GST rate"). */
const MIN_COVERAGE = 0.34;
const MAX_DIRECT_LINES = 3;
const HISTORY_WORDS = /\b(old|used to|previous(ly)?|heard|changed|anymore|any more|still|was it|outdated|reckon it'?s)\b/i;

export const DISCLAIMER = 'General information, not legal advice. Rules and figures change, so this may be out of date';

interface DirectLine {
  entry: KbEntry;
  fig: ThresholdFigure;
  applies: boolean;
}

function entryFitsState(entry: KbEntry, state: State | undefined): boolean {
  return !state || entry.states.includes('ALL') || entry.states.includes(state);
}

/** Per entry: the closest threshold the amount crosses, plus the closest one it doesn't when that one is near. */
function pickDirectLines(parsed: ParsedQuestion, facts: KbEntry[]): DirectLine[] {
  const amount = parsed.amountCents;
  if (amount === undefined) return [];
  const lines: DirectLine[] = [];
  // Only the best-matching threshold entry may add a "not at this amount" line; more of them is noise.
  let allowNo = true;
  for (const entry of facts) {
    if (!entryFitsState(entry, parsed.state)) continue;
    const scored = thresholdFigures(entry)
      .filter((fig) => !fig.minor)
      .map((fig) => ({ fig, applies: thresholdApplies(fig, amount), near: thresholdCloseness(fig, amount) }))
      .filter((f) => f.near > 0)
      .sort((a, b) => b.near - a.near);
    const yes = scored.find((f) => f.applies);
    // The other side of the same line (10% under $20,000 beside 5% from $20,000) adds nothing once "yes" is said.
    const no = allowNo
      ? scored.find((f) => !f.applies && (!yes || (f.near >= 0.6 && f.fig.amountCents !== yes.fig.amountCents)))
      : undefined;
    for (const f of [yes, no]) if (f) lines.push({ entry, fig: f.fig, applies: f.applies });
    if (yes || no) allowNo = false;
    if (lines.length >= MAX_DIRECT_LINES) break;
  }
  return lines.slice(0, MAX_DIRECT_LINES);
}

function renderDirectLine(line: DirectLine, amount: Cents, cites: CitationList): string {
  const where = line.entry.states.includes('ALL') ? '' : ` in ${line.entry.states.filter((s) => s !== 'ALL').join('/')}`;
  const verdict = line.applies ? 'yes' : 'not at this amount';
  const caution = line.entry.caution ? ' ⚠' : '';
  return `**${formatWhole(amount)}${where} → ${verdict}:** ${line.fig.label} ${describeThreshold(line.fig)} ${cites.markers(line.entry)}${caution}`;
}

/**
 * Old values (sheet §8) worth naming — only as "old value, replaced by …", and only when the question
 * quotes the old figure or asks about history ("still", "used to"), so they never crowd a plain answer.
 */
function pickOldValues(q: string, parsed: ParsedQuestion): KbEntry[] {
  const wantsHistory = HISTORY_WORDS.test(q);
  return searchParsed(parsed, { includeSuperseded: true, limit: 8 })
    .map((h) => h.entry)
    .filter((e) => e.superseded && e.replacedBy)
    .filter((e) => {
      const quotesOldFigure = (e.figures ?? []).some(
        (f) =>
          (f.amountCents !== undefined && f.amountCents === parsed.amountCents) ||
          (f.percent !== undefined && f.percent === parsed.percent),
      );
      return quotesOldFigure || wantsHistory;
    })
    .slice(0, 2);
}

function contextLine(parsed: ParsedQuestion): string {
  const label = parsed.trade ? TRADE_LABELS[parsed.trade] : undefined;
  const trade = label ? ` · ${label}` : '';
  if (!parsed.state) return `No state given, so these cover several states — name yours for a precise answer${label ? ` (${label})` : ''}:`;
  if (parsed.states.length > 1) return `What our sources say for **${parsed.states.join(' and ')}**${trade}:`;
  const fromProfile =
    parsed.stateSource === 'profile' ? ' (state from your profile — name another state in your question to change it)' : '';
  return `What our sources say for **${STATE_NAMES[parsed.state]} (${parsed.state})**${trade}${fromProfile}:`;
}

function footer(parsed: ParsedQuestion): string {
  const reg = parsed.state ? regulatorFor(parsed.state, areaForQuestion(parsed.concepts, parsed.trade)) : undefined;
  const who = reg ? reg.regulator.name : 'the regulator in your state or territory';
  return `_${DISCLAIMER} — check with ${who} before relying on it._`;
}

function bullet(entry: KbEntry, parsed: ParsedQuestion, cites: CitationList): string {
  const tagStates = entry.states.filter((s) => s !== 'ALL');
  const tag = tagStates.join('/');
  const needsTag = (!parsed.state || parsed.states.length > 1) && tagStates.length > 0 && !entry.title.startsWith(tag);
  const prefix = needsTag ? `${tag} · ` : '';
  return `- **${prefix}${entry.title}** — ${entry.text} ${cites.markers(entry)}${entry.caution ? ' ⚠' : ''}`;
}

function notFound(parsed: ParsedQuestion, gaps: KbEntry[]): KbAnswer {
  const cites = new CitationList();
  const parts: string[] = [];
  if (parsed.state) {
    const area = areaForQuestion(parsed.concepts, parsed.trade);
    const reg = regulatorFor(parsed.state, area);
    parts.push(
      `I couldn't find a sourced answer to that for ${STATE_NAMES[parsed.state]} (${parsed.state}) in the knowledge base, so I won't guess.`,
    );
    if (reg) {
      const r = reg.regulator;
      parts.push(`Best to ask **${r.name}** [${cites.cite({ url: r.url, grade: r.grade })}].`);
      if (!reg.exact)
        parts.push(`(We don't have a separate regulator on file for that in ${parsed.state}; they can point you to the right body.)`);
    }
  } else {
    parts.push(
      "I couldn't find a sourced answer to that in the knowledge base, so I won't guess. Tell me which state or territory the job is in, or ask its building regulator:",
    );
    const lines = (Object.keys(STATE_NAMES) as State[]).map((s) => {
      const r = listRegulators(s).find((x) => x.area === 'building');
      return r ? `- ${s}: **${r.name}** [${cites.cite({ url: r.url, grade: r.grade })}]` : `- ${s}`;
    });
    parts.push(lines.join('\n'));
  }
  if (gaps.length > 0) {
    parts.push(`**Not confirmed in our sources**\n${gaps.map((g) => `- ${g.text} ${cites.markers(g)}`).join('\n')}`);
  }
  parts.push(`**Sources**\n${cites.toMarkdown()}`);
  parts.push(footer(parsed));
  const answer: KbAnswer = { markdown: parts.join('\n\n'), citations: cites.list, entries: gaps, found: false };
  if (parsed.state) answer.state = parsed.state;
  if (parsed.trade) answer.trade = parsed.trade;
  if (parsed.amountCents !== undefined) answer.amountCents = parsed.amountCents;
  return answer;
}

function split(hits: SearchHit[], limit: number): { facts: KbEntry[]; gaps: KbEntry[]; top: number; topCoverage: number } {
  const top = hits[0]?.score ?? 0;
  const topCoverage = hits[0]?.coverage ?? 0;
  const chosen = hits.filter((h) => h.score >= top * RELATIVE_CUT).slice(0, limit);
  return {
    facts: chosen.filter((h) => h.entry.topic !== 'gap').map((h) => h.entry),
    gaps: chosen.filter((h) => h.entry.topic === 'gap').map((h) => h.entry),
    top,
    topCoverage,
  };
}

/** The built-in (no-AI) assistant: a sourced markdown answer from the knowledge base. */
export function answerQuestion(q: string, opts: AnswerOptions = {}): KbAnswer {
  const defaults: { state?: string; trade?: string } = {};
  if (opts.state) defaults.state = opts.state;
  if (opts.trade) defaults.trade = opts.trade;
  const parsed = parseQuestion(q, defaults);
  const { facts, gaps, top, topCoverage } = split(searchParsed(parsed, { limit: 12 }), opts.limit ?? 5);
  // Amount-only questions ("20 grand job in Perth?") have no terms to judge; their hits come from thresholds.
  const weak = parsed.terms.length > 0 && (top < MIN_SCORE || (parsed.terms.length >= 2 && topCoverage < MIN_COVERAGE));
  if (facts.length === 0 || weak || uncoveredConcepts(parsed).length > 0) return notFound(parsed, gaps);

  const old = pickOldValues(q, parsed);
  for (const o of old) {
    const current = getEntry(o.replacedBy!);
    if (current && !facts.includes(current)) facts.push(current);
  }

  const cites = new CitationList();
  const parts: string[] = [];
  const direct = pickDirectLines(parsed, facts);
  if (direct.length > 0) parts.push(direct.map((d) => renderDirectLine(d, parsed.amountCents!, cites)).join('\n'));
  parts.push(`${contextLine(parsed)}\n\n${facts.map((e) => bullet(e, parsed, cites)).join('\n')}`);
  if (gaps.length > 0) {
    parts.push(`**Not confirmed in our sources**\n${gaps.map((g) => `- ${g.text} ${cites.markers(g)}`).join('\n')}`);
  }
  if (old.length > 0) {
    const lines = old.map((o) => {
      const current = getEntry(o.replacedBy!);
      const replaced = current ? ` — replaced by **${current.title}** ${cites.markers(current)}` : '';
      return `- Old value, no longer current — ${o.text} ${cites.markers(o)}${replaced}`;
    });
    parts.push(`**Older figures you may see quoted**\n${lines.join('\n')}`);
  }
  const cautioned = [...facts, ...gaps].filter((e) => e.caution);
  if (cautioned.length > 0) {
    parts.push(`**Cautions**\n${cautioned.map((e) => `- ⚠ **${e.title}:** ${e.caution}`).join('\n')}`);
  }
  parts.push(`**Sources**\n${cites.toMarkdown()}`);
  parts.push(footer(parsed));

  const answer: KbAnswer = { markdown: parts.join('\n\n'), citations: cites.list, entries: [...facts, ...gaps], found: true };
  if (parsed.state) answer.state = parsed.state;
  if (parsed.trade) answer.trade = parsed.trade;
  if (parsed.amountCents !== undefined) answer.amountCents = parsed.amountCents;
  return answer;
}
