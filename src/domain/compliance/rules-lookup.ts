import type { Jurisdiction, Rule, RuleTopic } from '../rules/types';
import { WHS_RULES } from '../rules/rows/whs';
import { CERTIFICATE_RULES } from '../rules/rows/certificates';
import type { IsoDate } from '../dates';

/**
 * The compliance features' view of the dated rule table: only the rows they state (WHS and certificates). When the
 * table's own index (src/domain/rules/index.ts) gathers every row file, this can read from it instead.
 */
const RULES: readonly Rule[] = [...WHS_RULES, ...CERTIFICATE_RULES];
const BY_ID = new Map(RULES.map((r) => [r.id, r]));

export function ruleById(id: string): Rule {
  const rule = BY_ID.get(id);
  if (!rule) throw new Error(`No rule row ${id}`);
  return rule;
}

/** In force on `on` (ISO dates compare as strings; `effectiveTo` is the last day in force). */
export function inForce(rule: Rule, on: IsoDate): boolean {
  return (!rule.effectiveFrom || rule.effectiveFrom <= on) && (!rule.effectiveTo || on <= rule.effectiveTo);
}

/** The rows of a topic in force on a day for a state: the state's own rows, else the national (AU) ones. */
export function rulesFor(q: { jurisdiction: Jurisdiction; topic: RuleTopic; work?: string; on: IsoDate }): Rule[] {
  const match = (j: Jurisdiction) =>
    RULES.filter((r) => r.jurisdiction === j && r.topic === q.topic && (!q.work || r.work.includes(q.work)) && inForce(r, q.on));
  const own = match(q.jurisdiction);
  return own.length > 0 || q.jurisdiction === 'AU' ? own : match('AU');
}

/** A state's row of a kind when it has one in force (SA's fall height), else the national row. */
export function stateOrNational(state: Jurisdiction, nationalId: string, statePrefix: string, on: IsoDate): Rule {
  const own = RULES.find((r) => r.jurisdiction === state && r.id.startsWith(statePrefix) && inForce(r, on));
  return own ?? ruleById(nationalId);
}
