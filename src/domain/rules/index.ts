/**
 * The dated rule table: every figure the assistant, the quote/invoice compliance panel, the in-chat tools and the
 * job's compliance tasks may state. Row files live in `rows/`; each adds one import line here.
 */
import { ASSISTANT_RULES } from './rows/assistant';
import { CERTIFICATE_RULES } from './rows/certificates';
import { rulesFromKnowledgeBase } from './rows/kb';
import { RESIDENTIAL_RULES } from './rows/residential';
import { WHS_RULES } from './rows/whs';
import type { KbEntry } from '../kb/types';
import type { Jurisdiction, Rule, RuleTopic } from './types';

export const RULES: readonly Rule[] = [
  ...ASSISTANT_RULES,
  ...WHS_RULES,
  ...CERTIFICATE_RULES,
  ...RESIDENTIAL_RULES,
  ...rulesFromKnowledgeBase(),
];

const BY_ID = new Map(RULES.map((r) => [r.id, r]));

export function ruleById(id: string): Rule | undefined {
  return BY_ID.get(id);
}

/**
 * The rule rows a prose entry explains: the hand-written rows it links (`rules`, and a figure's `rule`) and the rows
 * read from its own figures (`rows/kb.ts`). Every figure the entry's text states is carried by one of these rows.
 */
export function rowsOfEntry(entry: KbEntry, rules: readonly Rule[] = RULES): Rule[] {
  const linked = new Set([...(entry.rules ?? []), ...(entry.figures ?? []).flatMap((f) => (f.rule ? [f.rule] : []))]);
  return rules.filter((r) => linked.has(r.id) || r.id.startsWith(`${entry.id}#`));
}

/** Today in ISO form (the date a question is about when it names none). */
export function isoToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** True when the rule is in force on `date` (ISO). */
export function inForce(rule: Rule, date: string): boolean {
  return (!rule.effectiveFrom || rule.effectiveFrom <= date) && (!rule.effectiveTo || date <= rule.effectiveTo);
}

export interface RuleQuery {
  jurisdiction?: Jurisdiction;
  topic?: RuleTopic;
  /** Any of these work words (a row matches when it shares one). */
  work?: string[];
  /** ISO date; default today. */
  date?: string;
  /** Include national ('AU') rows with a state's (default true). */
  national?: boolean;
}

/**
 * The rows in force on the date for the place, topic and work asked. A state row in force drops the national rows it
 * says it `replaces`: SA's fall height, not the model regulations'.
 */
export function rulesFor(q: RuleQuery, rules: readonly Rule[] = RULES): Rule[] {
  const date = q.date ?? isoToday();
  const matching = rules.filter(
    (r) => inForce(r, date) && (!q.topic || r.topic === q.topic) && (!q.work?.length || r.work.some((w) => q.work!.includes(w))),
  );
  if (!q.jurisdiction) return matching;
  const own = matching.filter((r) => r.jurisdiction === q.jurisdiction);
  if (q.national === false || q.jurisdiction === 'AU') return own;
  const replaced = new Set(rules.filter((r) => r.jurisdiction === q.jurisdiction && inForce(r, date)).flatMap((r) => r.replaces ?? []));
  return [...own, ...matching.filter((r) => r.jurisdiction === 'AU' && !replaced.has(r.id))];
}

/** A row's figure as a tradie reads it: "$5,000 incl GST", "10%", "7 days", "5 business days", "2 m", "any value". */
export function formatRuleValue(rule: Rule): string {
  const v = rule.value;
  switch (v.kind) {
    case 'amount': {
      const dollars = v.cents / 100;
      const text = `$${dollars.toLocaleString('en-AU', { minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2, maximumFractionDigits: 2 })}`;
      return v.basis === 'incl-gst' ? `${text} incl GST` : v.basis === 'excl-gst' ? `${text} excl GST` : text;
    }
    case 'percent':
      return `${v.percent}%`;
    case 'days':
      return `${v.days} ${v.counting === 'business' ? 'business ' : ''}day${v.days === 1 ? '' : 's'}`;
    case 'length':
      return `${v.metres} m`;
    case 'any-value':
      return 'any value';
    case 'exempt':
      return 'not needed for this work';
    case 'text':
      return v.text;
  }
}

/** Days between the row's last check and `today`: the report lists rows oldest check first. */
export function rowsByCheckAge(today = isoToday(), rules: readonly Rule[] = RULES): Array<{ rule: Rule; ageDays: number }> {
  const t = Date.parse(today);
  return rules
    .map((rule) => ({ rule, ageDays: Math.round((t - Date.parse(rule.checked)) / 86_400_000) }))
    .sort((a, b) => b.ageDays - a.ageDays || a.rule.id.localeCompare(b.rule.id));
}
