/**
 * First-line kinds from the dev-set reports, with our own questions (never an evaluation set's): a licence of another
 * state asked about, a restriction to licence holders asked by one who holds it (or lacks the contractor), what a code
 * leaves out, a fact the sources did not settle, and an apprentice's pay.
 */
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { firstLineOf, verdictOf } from '../../eval/heldout/score';

const ctx = { now: Date.parse('2026-11-26T02:00:00Z'), timeZone: 'Australia/Sydney' };
const ask = (q: string) => builtInAnswer(q, ctx);

describe('a licence of another state', () => {
  it('"does my NSW gas licence cover me" is answered by the place’s mutual-recognition sentence', () => {
    const a = ask('gasfitter from tweed heads with a job in burleigh heads, does my nsw gas licence cover me');
    expect(a.kb?.state).toBe('QLD');
    expect(a.kb?.debug?.verdictRule).toBe('interstate');
    expect(verdictOf(firstLineOf(a.markdown))).toBe('no');
  });

  it('with no such sentence for the place, no licence rule answers whether it carries over', () => {
    const a = ask('is my vic plumbing licence valid for a job in albury');
    expect(a.kb?.declined).toBe(false);
    expect(verdictOf(firstLineOf(a.markdown))).toBeNull();
  });

  it('"the NT need registration for … work" is no question about another state’s licence', () => {
    const a = ask('does the nt need registration for residential work over 12k');
    expect(a.kb?.debug?.verdictRule).toBe('any-value-then-thresholds');
    expect(verdictOf(firstLineOf(a.markdown))).toBe('yes');
  });
});

describe('work "only by licensed practitioners under the control of an electrical contractor"', () => {
  it.each([
    ['can i do electrical jobs in launceston as a licensed sparky', 'yes'],
    ['sparky in devonport, can i work on my own licence without an electrical contractor', 'no'],
    ['can a handyman do electrical work in hobart', 'no'],
  ])('%s → %s', (q, v) => expect(verdictOf(firstLineOf(ask(q).markdown))).toBe(v));
});

describe('what a code leaves out', () => {
  it('"does the NCC cover gasfitting" → no, from the sentence that names gasfitting', () => {
    const first = firstLineOf(ask('does the ncc cover gasfitting').markdown);
    expect(verdictOf(first)).toBe('no');
    expect(first).toMatch(/Gasfitting/);
  });

  it('a sentence about gasfitting and electrical work says nothing of plumbing', () => {
    expect(verdictOf(firstLineOf(ask('is plumbing covered by the ncc').markdown))).not.toBe('no');
  });
});

describe('a fact the sources did not settle is declined by name, never answered with a neighbour', () => {
  it.each(['what is the dollar limit for needing a builders licence in adelaide', 'whats the licence threshold in sa for building work'])(
    '%s',
    (q) => {
      const a = ask(q);
      expect(a.kb?.declined).toBe(true);
      expect(firstLineOf(a.markdown)).not.toMatch(/\$\s?\d/);
      expect(a.markdown).toMatch(/Consumer and Business Services/);
      expect(a.markdown).not.toMatch(/building indemnity insurance/i);
    },
  );
});

describe('an apprentice’s pay rate', () => {
  it('is declined naming the Fair Work Ombudsman, not the trade’s regulator', () => {
    const a = ask('whats the hourly rate for a first year carpentry apprentice');
    expect(a.kb?.declined).toBe(true);
    expect(a.markdown).toMatch(/Fair Work Ombudsman/);
  });
});

describe('interest on a late payment', () => {
  it('is declined naming the state’s building regulator (security of payment), not the ATO', () => {
    const a = ask('whats the interest rate i can charge on late invoices in qld');
    expect(a.kb?.declined).toBe(true);
    expect(a.markdown).toMatch(/Best to ask \*\*Queensland Building and Construction Commission/);
  });
});
