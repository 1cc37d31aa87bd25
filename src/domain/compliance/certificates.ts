import type { Jurisdiction, Rule } from '../rules/types';
import { daysBetweenIso, type IsoDate } from '../dates';
import type { Cents } from '../money';
import type { CertWork } from './cert-works';
import { inForce, ruleById, rulesFor } from './rules-lookup';

/**
 * Certificate tasks and their deadlines (issue 22). A job's state and the kinds of work it holds pick the deadline
 * rows; the due date counts the row's days from the event it names (testing, completing the work), in business days
 * with the state's public holidays where the row says business days.
 */

/** The work kinds a trade name implies ("Electrician" → electrical; "Plumber and gasfitter" → plumbing, gas). */
export function worksOfTrade(trade: string): CertWork[] {
  const out: CertWork[] = [];
  if (/electric|sparky|solar/i.test(trade)) out.push('electrical');
  if (/plumb|drain/i.test(trade)) out.push('plumbing');
  if (/gas/i.test(trade)) out.push('gas');
  return out;
}

/** Short names people use for each certificate (what the reminder says). */
const SHORT_NAMES: Record<string, string> = {
  'nsw-ccew-7-days': 'CCEW',
  'nsw-plumbing-coc-7-working-days': 'Plumbing CoC',
  'nsw-gas-coc-5-business-days': 'Gas CoC',
  'vic-plumbing-cc-5-days': 'Compliance certificate',
  'vic-electrical-coes-4-business-days': 'COES',
  'qld-form4-10-business-days': 'Form 4',
  'wa-plumbing-coc-5-working-days': 'Plumbing CoC',
  'wa-electrical-noc-3-days': 'Notice of completion',
  'wa-electrical-esc-28-days': 'Electrical safety certificate',
  'sa-plumbing-coc-7-days': 'Plumbing eCoC',
  'sa-electrical-coc-30-days': 'Electrical CoC',
  'sa-gas-coc-30-days': 'Gas CoC',
  'nt-certificates-check-regulator': 'Certificate',
};
export function certificateName(ruleId: string): string {
  return SHORT_NAMES[ruleId] ?? 'Certificate';
}

/**
 * The deadline rows a job needs: per kind of work, the state's rows in force on `on`. Victorian plumbing needs a
 * certificate over the threshold row's value, gas work at any value; an unknown value (no quote yet) is treated as
 * needing one, since missing a certificate costs more than an unused task.
 */
export function certificateRulesFor(q: { state: Jurisdiction; works: CertWork[]; on: IsoDate; valueCents?: Cents | null }): Rule[] {
  const out = new Map<string, Rule>();
  for (const work of q.works) {
    const rows = [
      ...rulesFor({ jurisdiction: q.state, topic: 'certificate-deadline', work, on: q.on }),
      ...rulesFor({ jurisdiction: q.state, topic: 'notice-deadline', work, on: q.on }),
    ].filter((r) => r.jurisdiction === q.state);
    if (q.state === 'VIC' && work === 'plumbing' && q.valueCents != null) {
      const threshold = ruleById('vic-plumbing-cc-threshold');
      if (inForce(threshold, q.on) && threshold.value.kind === 'amount' && q.valueCents <= threshold.value.cents) continue;
    }
    for (const r of rows) out.set(r.id, r);
  }
  return [...out.values()];
}

export interface DueStatus {
  daysLeft: number;
  overdue: boolean;
  /** "due today", "due in 2 days", "due tomorrow", "3 days overdue" */
  label: string;
}

export function dueStatus(due: IsoDate, today: IsoDate): DueStatus {
  const daysLeft = daysBetweenIso(today, due);
  const plural = (n: number) => `${String(n)} day${n === 1 ? '' : 's'}`;
  const label =
    daysLeft < 0
      ? `${plural(-daysLeft)} overdue`
      : daysLeft === 0
        ? 'due today'
        : daysLeft === 1
          ? 'due tomorrow'
          : `due in ${plural(daysLeft)}`;
  return { daysLeft, overdue: daysLeft < 0, label };
}

/** Whether a deadline row's figure was not found in an official source (its row says `unverified`). */
export function deadlineUnverified(ruleId: string): boolean {
  return ruleById(ruleId)?.unverified === true;
}

/** What an unverified deadline says wherever its date is shown: never stated as fact. */
export const UNVERIFIED_NOTE = 'deadline unverified';

/** A deadline row's sentence as shown: an unverified one says so first. */
export function deadlineStatement(rule: Rule): string {
  return rule.unverified ? `Unverified deadline, confirm with the regulator: ${rule.statement}` : rule.statement;
}

/** "CCEW for 27 Pakington St due in 2 days"; an unverified deadline ends "(deadline unverified)". */
export function reminderText(ruleId: string, site: string, due: IsoDate, today: IsoDate): string {
  const where = site.trim() ? ` for ${site.trim()}` : '';
  const note = deadlineUnverified(ruleId) ? ` (${UNVERIFIED_NOTE})` : '';
  return `${certificateName(ruleId)}${where} ${dueStatus(due, today).label}${note}`;
}

/** How many days ahead a reminder is shown or emailed. */
export const REMIND_DAYS_AHEAD = 2;
