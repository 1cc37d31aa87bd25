/**
 * The product's own checks, run inside the assistant's answer with the same domain code the documents use:
 * the ABN check digits (src/domain/abn.ts), GST on an amount (src/domain/gst.ts) and, for a price and a state,
 * the deposit cap and the contract / insurance / cooling-off thresholds a quote would show (src/domain/thresholds.ts).
 * Each result line carries the source of the rule it applied.
 */
import { formatAbn, validateAbn } from '../abn';
import { gstInInclusive, gstOn, GST_RATE_PERCENT } from '../gst';
import { formatCents, parseDollars, type Cents } from '../money';
import { residentialPrompts } from '../thresholds';
import type { CitationList } from './citations';
import type { ParsedQuestion } from './parse';
import { getEntry } from './search';
import { formatWhole } from './thresholds';
import type { KbEntry } from './types';
import { formatRuleValue, rulesFor } from '../rules/index';

export interface ToolResult {
  /** Markdown lines, each with its source markers. */
  lines: string[];
  /** Entries whose rule the tool applied: cited with the answer. */
  entries: KbEntry[];
  /** The tool answered the whole question (an ABN or GST sum): no knowledge-base search needed to answer it. */
  complete: boolean;
  /**
   * The answer to the question as asked, with the amount ("Max deposit on a $15,000 job in VIC: $1,500.00"): leads the
   * reply in place of the threshold "→ yes" lines, which answer a different question.
   */
  headline?: string;
}

const ABN_RE = /(?<!\d)(\d{2}\s?\d{3}\s?\d{3}\s?\d{3})(?!\d)/;
const MONEY_RE = /(?:\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k|grand)?\b/i;

function entries(...ids: string[]): KbEntry[] {
  return ids.map((id) => getEntry(id)).filter((e): e is KbEntry => !!e);
}

/** "[1][2]" for the entries a line applied, each source once even when two entries cite the same page. */
function markersOf(used: KbEntry[], cites: CitationList): string {
  const urls = [...new Set(used.flatMap((e) => [e.source, ...(e.alsoSources ?? [])]).map((s) => s.url))];
  const sources = used.flatMap((e) => [e.source, ...(e.alsoSources ?? [])]);
  return urls.map((u) => `[${cites.cite(sources.find((s) => s.url === u)!)}]`).join('');
}

function abnTool(q: string, cites: CitationList): ToolResult | null {
  if (!/\babn\b/i.test(q)) return null;
  const m = ABN_RE.exec(q);
  if (!m) return null;
  const used = entries('abn-check-algorithm', 'abn-checksum-limits');
  const marks = markersOf(used, cites);
  const result = validateAbn(m[1]);
  const shown = formatAbn(m[1]);
  const line = result.ok
    ? `**Yes — ABN ${shown} is valid: it passes the ABN check-digit test** (weights 10, 1, 3 … 19, modulus 89). That only shows the number is well formed, not that it was issued or is still active: look it up on ABN Lookup before you rely on it ${marks}`
    : `**No — ABN ${shown} is not valid: it fails the ABN check-digit test**, so it is not a valid ABN — a digit is wrong or it isn't an ABN. Ask the business for it again ${marks}`;
  return { lines: [line], entries: used, complete: true };
}

/**
 * "Super on $1,000 a week — is $115 right?": a second amount quoted to check against what the tool worked out. "Yes — "
 * when it matches to the dollar, "No — " when it doesn't; '' when the question quotes no figure to check.
 */
function confirmPrefix(q: string, computed: Cents, base: Cents): string {
  if (!/\b(right|correct|is it|is that|that right|yeah\??|true)\b|\?\s*$/i.test(q)) return '';
  const quoted = [...q.replace(ABN_RE, ' ').matchAll(/(?:\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k|grand)?\b/gi)]
    .map((m) => {
      const d = parseDollars(`${m[1]}${m[2] ? `.${m[2]}` : ''}`);
      return d === null ? null : m[3] ? d * 1000 : d;
    })
    .filter((c): c is number => c !== null && c !== base && c > 0);
  const asked = quoted.at(-1);
  if (asked === undefined || quoted.length === 0) return '';
  return Math.abs(asked - computed) < 100 ? 'Yes — ' : 'No — ';
}

function gstTool(q: string, cites: CitationList): ToolResult | null {
  if (!/\bgst\b/i.test(q) || /\b(regist\w*|turnover|turn over|threshold|rate)\b/i.test(q)) return null;
  // "$4,800 + GST job — do I need a licence?" asks about the job's rules; the GST sum is part of the working there.
  if (/\b(licen[cs]\w*|rego|insurance|warranty|contract|deposit|certificate|permit|need|needs|required)\b/i.test(q)) return null;
  const m = MONEY_RE.exec(q.replace(ABN_RE, ' '));
  if (!m) return null;
  const dollars = parseDollars(`${m[1]}${m[2] ? `.${m[2]}` : ''}`);
  if (dollars === null || dollars <= 0) return null;
  const amount: Cents = m[3] ? dollars * 1000 : dollars;
  const used = entries('gst-rate');
  const marks = markersOf(used, cites);
  const inclusive = /\b(inc|incl|including|inclusive)\b/i.test(q) || /\bgst\s+(?:is\s+)?in\s+(?:a\s+)?\$?\d/i.test(q);
  if (inclusive) {
    const gst = gstInInclusive(amount);
    return {
      lines: [
        `**${confirmPrefix(q, gst, amount)}${formatCents(amount)} incl GST holds ${formatCents(gst)} GST** (one eleventh, to the nearest cent), so ${formatCents(amount - gst)} ex GST ${marks}`,
      ],
      entries: used,
      complete: true,
    };
  }
  const gst = gstOn(amount);
  return {
    lines: [
      `**${confirmPrefix(q, gst, amount)}GST on ${formatCents(amount)} is ${formatCents(gst)}** (${GST_RATE_PERCENT}%, rounded to the cent the way your invoices do), so ${formatCents(amount + gst)} incl GST ${marks}`,
    ],
    entries: used,
    complete: true,
  };
}

const DEPOSIT_ENTRY: Record<string, string> = { NSW: 'nsw-deposit', VIC: 'vic-deposit', QLD: 'qld-deposit', WA: 'wa-deposit' };
const GENERIC_JOB = /\b(what (?:applies|do i need|paperwork|is needed|s needed)|whats needed|what rules)\b/i;

/** Deposit cap and the quote's threshold prompts for a price in a state. */
function priceTool(q: string, parsed: ParsedQuestion, cites: CitationList): ToolResult | null {
  const amount = parsed.amountCents;
  const state = parsed.state;
  if (amount === undefined || !state || amount <= 0) return null;
  const wantsDeposit = parsed.concepts.includes('#deposit');
  const wantsPrompts = ['#contract', '#homewarranty', '#coolingoff'].some((c) => parsed.concepts.includes(c)) || GENERIC_JOB.test(q);
  if (!wantsDeposit && !wantsPrompts) return null;
  const { prompts } = residentialPrompts({ state, totalCents: amount });
  const job = `on a ${formatWhole(amount)} job`;
  const lines: string[] = [];
  const used: KbEntry[] = [];
  let headline: string | undefined;
  for (const p of prompts) {
    if (p.kind === 'deposit-cap' ? !wantsDeposit : !wantsPrompts) continue;
    const text = p.message.replace(/ on this quote\./, ` ${job}.`);
    const marks = `[${cites.cite({ url: p.sourceUrl, grade: p.grade })}]${p.caution ? ' ⚠' : ''}`;
    lines.push(`- ${text} ${marks}`);
    if (p.kind === 'deposit-cap') {
      used.push(...entries(DEPOSIT_ENTRY[state] ?? ''));
      // "In VIC the deposit can be at most 10% for contracts under $20,000: …" → "10% for contracts under $20,000"
      const rule = /at most (.+?): \$/.exec(p.message)?.[1];
      // "Can I take 10% / $3,000?": the asked deposit against the cap, yes or no first.
      const asked = parsed.query.depositCents ?? (parsed.percent !== undefined ? Math.round((amount * parsed.percent) / 100) : undefined);
      const verdict = asked === undefined ? '' : asked <= (p.maxDepositCents ?? 0) ? 'Yes — ' : 'No — ';
      if (p.maxDepositCents !== undefined)
        headline = `**${verdict}${verdict ? 'max' : 'Max'} deposit ${job} in ${state}: ${formatCents(p.maxDepositCents)}**${rule ? ` (${rule})` : ''} ${marks}`;
    }
  }
  if (lines.length === 0) return null;
  const result: ToolResult = {
    lines: [`**Worked out for ${formatWhole(amount)} in ${state}** (the same checks your quotes run):`, ...lines],
    entries: used,
    complete: false,
  };
  if (headline) result.headline = headline;
  return result;
}

const SUPER_Q = /\b(super|superannuation|sg)\b/i;
const WAGE_PERIOD = /\b(?:a|per|each|every)\s+(week|fortnight|month|year|hour|day)\b|\b(weekly|fortnightly|monthly|yearly|annual)\b/i;

/** Super on wages: the super-guarantee row in force on the question's date × the wages asked about. */
function superTool(q: string, parsed: ParsedQuestion, cites: CitationList): ToolResult | null {
  if (!SUPER_Q.test(q)) return null;
  if (!/\b(wages?|pay|paid|earn\w*|salary|week|fortnight|month|hour|apprentice|worker|employee|on \$?\d)/i.test(q)) return null;
  const rule = rulesFor({ jurisdiction: 'AU', topic: 'rate', work: ['wages'], date: parsed.query.date })[0];
  if (!rule || rule.value.kind !== 'percent') return null;
  const m = parsed.query.amounts.length ? undefined : MONEY_RE.exec(q.replace(/\b(?:19|20)\d{2}\b/g, ' '));
  const dollars = m ? parseDollars(`${m[1]}${m[2] ? `.${m[2]}` : ''}`) : null;
  const wages = parsed.query.amounts[0]?.cents ?? (dollars !== null && dollars > 0 ? Math.round(dollars * (m?.[3] ? 1000 : 1)) : undefined);
  if (wages === undefined) return null;
  const superCents = Math.round((wages * rule.value.percent) / 100);
  const used = entries('super-guarantee-12');
  const marks = markersOf(used, cites);
  const period = WAGE_PERIOD.exec(q);
  const per = period
    ? ` a ${(period[1] ?? period[2] ?? '')
        .replace(/ly$/, '')
        .replace(/^annual$/, 'year')
        .replace(/^fortnight$/, 'fortnight')}`
    : '';
  const dated = parsed.query.dateReason ? ` (the rate in force on ${parsed.query.date}, ${parsed.query.dateReason})` : '';
  return {
    lines: [
      `**${confirmPrefix(q, superCents, wages)}Super on ${formatWhole(wages)}${per} of wages: ${formatCents(superCents)}** — ${formatRuleValue(rule)} super guarantee${dated}, on ordinary time earnings ${marks}`,
    ],
    entries: used,
    complete: true,
  };
}

/** Runs whichever of the product's checks the question asks for; null when none applies. */
export function runTools(q: string, parsed: ParsedQuestion, cites: CitationList): ToolResult | null {
  return abnTool(q, cites) ?? gstTool(q, cites) ?? superTool(q, parsed, cites) ?? priceTool(q, parsed, cites);
}
