/**
 * The property the issue asks of every answer: the bold first line's yes/no never disagrees with the rule rows it
 * cites. For each answer with a verdict, the verdict is recomputed from the rows (src/domain/rules): an any-value row
 * says yes; an amount row compares the job value with its figure. The first line's own words must say the same.
 */
import type { ChatAnswer } from '../../../src/domain/chat/answer';
import { ruleById } from '../../../src/domain/rules/index';
import { firstLineOf, verdictOf } from './score';

function fromRow(id: string, amountCents: number | undefined): 'yes' | 'no' | 'unknown-row' | null {
  const r = ruleById(id);
  if (!r) return 'unknown-row';
  const v = r.value;
  if (v.kind === 'any-value') return 'yes';
  if (v.kind === 'exempt') return 'no';
  if (v.kind === 'amount' && v.comparison && amountCents !== undefined) {
    const a = amountCents;
    const inBand = v.upperCents === undefined || (v.upperInclusive ? a <= v.upperCents : a < v.upperCents);
    const ok =
      v.comparison === 'over'
        ? a > v.cents
        : v.comparison === 'atLeast'
          ? a >= v.cents
          : v.comparison === 'under'
            ? a < v.cents
            : a <= v.cents;
    // An exemption row ("minor building work under $12,000") inside its band answers "do I need …" with no.
    if (v.exempts) return ok && inBand ? 'no' : null;
    return ok && inBand ? 'yes' : 'no';
  }
  return null;
}

/** Why an answer's first line contradicts its rows ('' when it does not). */
export function contradiction(a: ChatAnswer): string {
  const v = a.kb?.verdict;
  if (!v) return '';
  for (const id of v.ruleIds) {
    const expected = fromRow(id, v.amountCents);
    if (expected === 'unknown-row') return `cites ${id}, which is not a rule row`;
    if (expected && expected !== v.answer) return `first line says ${v.answer}, row ${id} says ${expected}`;
  }
  const said = verdictOf(firstLineOf(a.markdown));
  if (said && said !== v.answer) return `first line reads "${said}" but the verdict is ${v.answer}`;
  return '';
}
