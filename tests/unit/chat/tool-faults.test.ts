import { describe, expect, it } from 'vitest';
import { runModelTool, type ToolContext } from '../../../src/domain/chat/model-tools';
import { answerQuestion } from '../../../src/domain/kb/answer';

/**
 * Two faults the last session left (stops.txt, 17 "Not done"): `threshold_check` counted QLD's hydraulic-design row
 * for every trade, and the ABN answer cited the same source twice ("[1][2][1]").
 */
const TODAY = '2026-11-26';
const ctx = (state: string, trade: string): ToolContext => ({ question: '', state, trade, today: TODAY });
const check = (state: string, trade: string, amount: number, work?: string[]) =>
  JSON.parse(
    runModelTool('threshold_check', JSON.stringify({ state, amounts: [{ amount }], trade, ...(work ? { work } : {}) }), ctx(state, trade))
      .content,
  ) as { crossed: string[]; notCrossed: string[]; anyValue: string[] };
const ids = (lines: string[]) => lines.map((l) => l.split(':')[0]);

describe('threshold_check counts a row only for the work it covers', () => {
  it.each(['Tiler', 'Painter', 'Plumber', 'Electrician', 'General Builder'])(
    'a QLD %s’s $2,000 job does not cross the hydraulic-services-design licence row',
    (trade) => {
      const r = check('QLD', trade, 2000);
      expect(ids([...r.crossed, ...r.notCrossed])).not.toContain('qld-licence-threshold#2');
    },
  );

  it('work that names hydraulic services design still gets its $1,100 row', () => {
    const r = check('QLD', 'Plumber', 2000, ['hydraulic design']);
    expect(ids(r.crossed)).toContain('qld-licence-threshold#2');
  });

  it('the general $3,300 licence row still applies to every trade', () => {
    expect(ids(check('QLD', 'Tiler', 2000).notCrossed)).toContain('qld-licence-threshold#1');
    expect(ids(check('QLD', 'Tiler', 4000).crossed)).toContain('qld-licence-threshold#1');
  });
});

describe('source markers', () => {
  it.each(['is 53 004 085 616 a valid abn', 'check abn 51 824 753 557'])('an ABN answer cites each source once (%s)', (q) => {
    const first = answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]!;
    const marks = [...first.matchAll(/\[(\d+)\]/g)].map((m) => m[1]);
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks).size, first).toBe(marks.length);
  });
});
