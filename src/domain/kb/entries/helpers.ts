import type { Cents } from '../../money';
import { ASSISTANT_RULES } from '../../rules/rows/assistant';
import { CERTIFICATE_RULES } from '../../rules/rows/certificates';
import { WHS_RULES } from '../../rules/rows/whs';
import type { Rule } from '../../rules/types';
import type { Figure, Grade, Source } from '../types';

/** Whole or 2-decimal dollar figures from the sheet, as cents. */
export function aud(dollars: number): Cents {
  return Math.round(dollars * 100);
}

export function src(url: string, grade: Grade, title?: string): Source {
  return title ? { url, grade, title } : { url, grade };
}

export const SECONDARY_ONLY = 'Rests on a secondary (grade C) source only; confirm with the regulator before relying on it.';

/** The hand-written rule rows (src/domain/rules/rows/*.ts, not the ones read from the entries themselves). */
const WRITTEN_ROWS: readonly Rule[] = [...ASSISTANT_RULES, ...WHS_RULES, ...CERTIFICATE_RULES];

/** A hand-written rule row by id: entries that link to rows render from them. */
function row(id: string): Rule {
  const r = WRITTEN_ROWS.find((x) => x.id === id);
  if (!r) throw new Error(`No rule row ${id}`);
  return r;
}

/** The sentence a linked row states (with its figure). */
export function ruleStatement(id: string): string {
  return row(id).statement;
}

/** A linked row's figure in the entry's figure form, so search and the verdict read the row's value. */
export function ruleFigure(id: string, label: string): Figure {
  const v = row(id).value;
  const base = { label, rule: id };
  switch (v.kind) {
    case 'amount':
      return { ...base, amountCents: v.cents, ...(v.comparison ? { threshold: v.comparison } : {}) };
    case 'percent':
      return { ...base, percent: v.percent };
    case 'days':
      return v.counting === 'business' ? { ...base, businessDays: v.days } : { ...base, days: v.days };
    case 'length':
      return { ...base, mm: Math.round(v.metres * 1000) };
    default:
      return base;
  }
}

/** A linked row's day count as words for an entry's text ("10 business days", "28 days"). */
export function ruleDays(id: string): string {
  const v = row(id).value;
  if (v.kind !== 'days') throw new Error(`Rule row ${id} is not a number of days`);
  return `${String(v.days)} ${v.counting === 'business' ? 'business ' : ''}day${v.days === 1 ? '' : 's'}`;
}

/** The first official source of a linked row, as the entry's source. */
export function ruleSource(id: string): Source {
  const s = row(id).sources[0]!;
  return { url: s.url, grade: s.grade, title: s.title };
}
