/**
 * Quote and invoice compliance prompts by state, read from the dated rule table (src/domain/rules): for residential
 * building work the written contract, deposit cap, home warranty-type insurance and cooling-off rows
 * (rows/residential.ts); for the trade and the work on the quote, the compliance certificate rows
 * (rows/certificates.ts), e.g. a VIC plumber's gas hot-water job. A prompt exists only where a row gives a figure
 * with a source; where there is none (e.g. SA/TAS/ACT/NT deposits) there is deliberately no prompt. Rows with a
 * caution carry `caution: true` so the UI can say they need confirming.
 *
 * Amounts are the contract price including GST, in cents. These are reminders shown on a quote, not
 * legal advice; the UI shows GENERAL_INFO_NOTICE with them.
 */
import { certificateRulesFor, worksOfTrade } from './compliance/certificates';
import { rulesFor as complianceRulesFor } from './compliance/rules-lookup';
import { type IsoDate, isIsoDate, todayIso } from './dates';
import { type Cents, formatCents } from './money';
import { RESIDENTIAL_RULES } from './rules/rows/residential';
import type { PriceBand, Rule } from './rules/types';

export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

/** A profile's state as one of the eight, or null. */
export function profileState(state: string | null | undefined): AuState | null {
  return state && (AU_STATES as readonly string[]).includes(state) ? (state as AuState) : null;
}

export type SourceGrade = 'A' | 'B' | 'C';
export type PromptKind = 'written-contract' | 'deposit-cap' | 'home-warranty' | 'cooling-off' | 'certificate';

export const GENERAL_INFO_NOTICE = 'General information only, not legal advice. Rules change, so check the source before you rely on it.';

export interface ThresholdPrompt {
  kind: PromptKind;
  /** The rule row the prompt states (rows/residential.ts or rows/certificates.ts). */
  ruleId: string;
  message: string;
  sourceUrl: string;
  grade: SourceGrade;
  /** The fact sheet marks this figure ⚠ (secondary, conflicting or possibly out of date). */
  caution: boolean;
  cautionNote?: string;
  /** deposit-cap only: the most that may be taken as a deposit on this price, in cents. */
  maxDepositCents?: Cents;
}

export interface DepositProblem {
  message: string;
  maxDepositCents: Cents;
  sourceUrl: string;
  grade: SourceGrade;
  caution: boolean;
}

export interface ThresholdInput {
  state: AuState;
  /** Contract price including GST. */
  totalCents: Cents;
  depositCents?: Cents | null;
  /** When the contract is signed; decides SA's insurance threshold. Defaults to a contract signed now. */
  contractDate?: IsoDate | null;
  /** QLD allows a 20% deposit when more than half the work is done off-site. */
  offSiteWorkOverHalf?: boolean;
  /** Residential building work (default true): the contract, deposit, insurance and cooling-off rows apply. */
  residential?: boolean;
  /** The quote's trade ("Plumber") and the words of its work (title and item descriptions): pick certificate rows. */
  trade?: string | null;
  workText?: string | null;
}

export interface ThresholdResult {
  prompts: ThresholdPrompt[];
  depositProblem: DepositProblem | null;
}

const KIND_ORDER: readonly PromptKind[] = ['written-contract', 'deposit-cap', 'home-warranty', 'cooling-off', 'certificate'];
const KIND_OF_TOPIC: Partial<Record<Rule['topic'], PromptKind>> = {
  'written-contract': 'written-contract',
  'deposit-cap': 'deposit-cap',
  insurance: 'home-warranty',
  'cooling-off': 'cooling-off',
};

/** A whole expressed in hundredths of a percent (the unit of the cap arithmetic, so 6.5% stays an integer). */
const HUNDREDTHS_OF_A_PERCENT = 100 * 100;

function where(state: AuState): string {
  return state === 'ACT' || state === 'NT' ? `the ${state}` : state;
}

function inForce(rule: Rule, date: string): boolean {
  return (!rule.effectiveFrom || rule.effectiveFrom <= date) && (!rule.effectiveTo || date <= rule.effectiveTo);
}

/** Whether an amount is inside a rule's price band (a rule without one covers every amount). */
export function inBand(b: PriceBand | undefined, t: Cents): boolean {
  if (!b) return true;
  if (b.fromCents !== undefined && (b.fromInclusive ? t < b.fromCents : t <= b.fromCents)) return false;
  if (b.toCents !== undefined && (b.toInclusive ? t > b.toCents : t >= b.toCents)) return false;
  return true;
}

/** The asked-for deposit as a percentage, rounded up to 0.01% so an over-cap deposit never prints as the cap. */
function askedPercentText(depositCents: Cents, totalCents: Cents): string {
  const n = depositCents * HUNDREDTHS_OF_A_PERCENT;
  const hundredths = Math.floor(n / totalCents) + (n % totalCents === 0 ? 0 : 1);
  return `${hundredths / 100}%`;
}

function promptOf(kind: PromptKind, rule: Rule, message: string): ThresholdPrompt {
  const source = rule.sources[0];
  const p: ThresholdPrompt = {
    kind,
    ruleId: rule.id,
    message,
    sourceUrl: source.url,
    grade: source.grade,
    caution: rule.caution !== undefined,
  };
  if (rule.caution) p.cautionNote = rule.caution;
  return p;
}

/** Percent in hundredths of a percent, so WA's 6.5% stays an integer in the cap arithmetic. */
function capHundredths(rule: Rule): number {
  return rule.value.kind === 'percent' ? Math.round(rule.value.percent * 100) : 0;
}

/** The residential rows in force on the contract date for the state and price. */
function residentialRows(input: ThresholdInput, date: string): Rule[] {
  return RESIDENTIAL_RULES.filter((r) => r.jurisdiction === input.state && inForce(r, date) && inBand(r.band, input.totalCents));
}

function depositRule(rows: Rule[], offSite: boolean): { rule: Rule; hint?: string } | null {
  const caps = rows.filter((r) => r.topic === 'deposit-cap');
  const conditional = caps.find((r) => r.condition === 'off-site-over-half');
  if (offSite && conditional) return { rule: conditional };
  const plain = caps.find((r) => !r.condition);
  if (!plain) return null;
  const hint =
    conditional && conditional.value.kind === 'percent'
      ? `${conditional.value.percent}% is allowed if more than half the work is done off-site.`
      : undefined;
  return { rule: plain, ...(hint ? { hint } : {}) };
}

/**
 * Certificate prompts for the trade and the work: the state's certificate-deadline rows for the kinds of work named
 * (electrical, plumbing, gas), with the value rows that decide whether one is needed (VIC: plumbing over $750, gas
 * work at any value).
 */
function certificatePrompts(input: ThresholdInput, date: IsoDate): ThresholdPrompt[] {
  const works = worksOfTrade(`${input.trade ?? ''} ${input.workText ?? ''}`);
  if (!works.length) return [];
  const deadlines = certificateRulesFor({ state: input.state, works, on: date, valueCents: input.totalCents });
  if (!deadlines.length) return [];
  const out: ThresholdPrompt[] = [];
  const seen = new Set<string>();
  for (const work of works) {
    for (const r of complianceRulesFor({ jurisdiction: input.state, topic: 'threshold', work, on: date })) {
      if (r.jurisdiction !== input.state || seen.has(r.id)) continue;
      const applies =
        r.value.kind === 'any-value' || (r.value.kind === 'amount' && r.value.comparison === 'over' && input.totalCents > r.value.cents);
      if (!applies) continue;
      seen.add(r.id);
      out.push(promptOf('certificate', r, `In ${where(input.state)}: ${r.statement}`));
    }
  }
  for (const r of deadlines) out.push(promptOf('certificate', r, `In ${where(input.state)}: ${r.statement}`));
  return out;
}

/** Prompts for a residential quote in `state`, plus a problem when the deposit asked for is over the cap. */
export function residentialPrompts(input: ThresholdInput): ThresholdResult {
  const t = input.totalCents;
  if (!Number.isFinite(t) || t <= 0) return { prompts: [], depositProblem: null };

  // Quotes are for contracts about to be signed, so without a date the rules in force today apply.
  const date = input.contractDate && isIsoDate(input.contractDate) ? input.contractDate : todayIso();
  const prompts: ThresholdPrompt[] = [];
  let depositProblem: DepositProblem | null = null;
  if (input.residential !== false) {
    const rows = residentialRows(input, date);
    for (const r of rows) {
      const kind = KIND_OF_TOPIC[r.topic];
      if (kind && kind !== 'deposit-cap') prompts.push(promptOf(kind, r, r.statement));
    }
    const cap = depositRule(rows, !!input.offSiteWorkOverHalf);
    if (cap) {
      const hundredths = capHundredths(cap.rule);
      const maxDepositCents = Math.floor((t * hundredths) / HUNDREDTHS_OF_A_PERCENT);
      const base = cap.rule.statement;
      const hint = cap.hint ? ` ${cap.hint}` : '';
      prompts.push({
        ...promptOf('deposit-cap', cap.rule, `${base}: ${formatCents(maxDepositCents)} on this quote.${hint}`),
        maxDepositCents,
      });
      const deposit = input.depositCents ?? 0;
      // Integer comparison: deposit / total > percent / 100, without rounding the cap first.
      if (deposit * HUNDREDTHS_OF_A_PERCENT > t * hundredths) {
        const p = promptOf('deposit-cap', cap.rule, '');
        depositProblem = {
          message: `${base} (you asked for ${askedPercentText(deposit, t)}).`,
          maxDepositCents,
          sourceUrl: p.sourceUrl,
          grade: p.grade,
          caution: p.caution,
        };
      }
    }
  }
  prompts.push(...certificatePrompts(input, date));
  prompts.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)); // stable: rows keep their order
  return { prompts, depositProblem };
}
