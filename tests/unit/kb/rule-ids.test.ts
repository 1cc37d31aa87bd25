import { describe, expect, it } from 'vitest';
import { ruleIdOf } from '../../../src/domain/kb/answer';
import { KB_ENTRIES } from '../../../src/domain/kb/entries/index';
import type { Figure, KbEntry, State } from '../../../src/domain/kb/types';
import { ruleById } from '../../../src/domain/rules/index';
import type { Rule } from '../../../src/domain/rules/types';

/**
 * Issue 17 item 2 (verdicts from rows): every figure a first line states cites its own rule row — the row holding that
 * figure — never the first row its entry links. The held-out contradiction check recomputes the verdict from these ids.
 */
function sameFigure(fig: Figure, rule: Rule): boolean {
  const v = rule.value;
  if (fig.exemptWork) return v.kind === 'exempt';
  if (fig.anyValue) return v.kind === 'any-value';
  if (fig.percent !== undefined) return v.kind === 'percent' && v.percent === fig.percent;
  if (fig.amountCents !== undefined) return v.kind === 'amount' && v.cents === fig.amountCents;
  if (fig.days !== undefined) return v.kind === 'days' && v.days === fig.days && v.counting === 'calendar';
  if (fig.businessDays !== undefined) return v.kind === 'days' && v.days === fig.businessDays && v.counting === 'business';
  if (fig.mm !== undefined) return v.kind === 'length' && Math.round(v.metres * 1000) === fig.mm;
  return true;
}

const current = KB_ENTRIES.filter((e) => !e.superseded && e.topic !== 'gap');
const statesOf = (e: KbEntry): Array<State | undefined> => (e.states.includes('ALL') ? [undefined] : (e.states as State[]));

describe('ruleIdOf: each stated figure cites its own row', () => {
  it('every figure of every current entry resolves to a row of its place holding that figure', () => {
    const wrong: string[] = [];
    for (const e of current)
      for (const fig of e.figures ?? [])
        for (const state of statesOf(e)) {
          const id = ruleIdOf(e, fig, state);
          const row = ruleById(id);
          if (!row) wrong.push(`${e.id} "${fig.label}" → ${id}: no such row`);
          else if (!sameFigure(fig, row)) wrong.push(`${e.id} "${fig.label}" → ${id}: the row holds another figure`);
          else if (state && row.jurisdiction !== state) wrong.push(`${e.id} "${fig.label}" @${state} → ${id} (${row.jurisdiction})`);
        }
    expect(wrong).toEqual([]);
  });

  it('an entry that links a row cites the figure’s own row for its other figures, not the linked one', () => {
    const linked = current.find((e) => e.rules?.length && (e.figures ?? []).some((f) => !f.rule));
    // No such entry today: build one from a real entry, as a new one would be written.
    const entry: KbEntry = linked ?? {
      ...current.find((e) => e.id === 'nsw-deposit')!,
      rules: ['super-guarantee-12'],
    };
    const own = (entry.figures ?? []).find((f) => !f.rule)!;
    const id = ruleIdOf(entry, own, entry.states[0] as State);
    expect(id).not.toBe(entry.rules![0]);
    expect(sameFigure(own, ruleById(id)!)).toBe(true);
  });

  it('a figure read from a hand-written row cites that row', () => {
    const e = current.find((x) => x.id === 'sa-hrcw-2m')!;
    expect(ruleIdOf(e, e.figures![0]!, 'SA')).toBe('sa-hrcw-fall-height-2026');
  });

  it('a figure of an entry for several states cites that state’s row', () => {
    const e = current.find((x) => !x.states.includes('ALL') && x.states.length > 1 && (x.figures ?? []).length > 0)!;
    const s = e.states[1] as State;
    expect(ruleById(ruleIdOf(e, e.figures![0]!, s))!.jurisdiction).toBe(s);
  });
});
