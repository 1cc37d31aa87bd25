import { describe, expect, it } from 'vitest';
import { figuresIn, figureWarning, unsupportedFigures } from '../../../src/domain/chat/figure-check';
import { retrieveFacts } from '../../../src/domain/chat/prompt';

const facts = (q: string, state = 'NSW') => retrieveFacts(q, { state, trade: 'General' }).facts.map((f) => f.entry);

describe('figure check on a model answer', () => {
  it('reads dollar figures, percentages and day counts', () => {
    expect(figuresIn('Over $3,300 you need one; 10% deposit, 5 business days, $1.2m, 7-day notice').map((f) => [f.kind, f.value])).toEqual([
      ['money', 330000],
      ['money', 120000000],
      ['percent', 10],
      ['days', 5],
      ['days', 7],
    ]);
  });

  it('accepts figures the retrieved facts hold', () => {
    const q = 'do I need a licence for a $4,000 bathroom in Brisbane?';
    expect(unsupportedFigures('Yes: a QBCC licence is needed over $3,300 [1], and hydraulic design over $1,100.', facts(q), q)).toEqual([]);
  });

  it('flags a figure no fact holds (an invented deposit cap and deadline)', () => {
    const q = 'max deposit in brisbane?';
    const bad = unsupportedFigures('The cap is 15% and you must refund within 9 days; under $20,000 it is 10%.', facts(q), q);
    expect(bad.map((f) => f.text)).toEqual(['15%', '9 days']);
    expect(figureWarning(bad)).toContain('⚠ **Not in our sources:** 15%, 9 days');
  });

  it("accepts the asker's own amount and what the product works out from it (10% of $15,000, GST on it)", () => {
    const q = 'max deposit for a 15k reno in victoria';
    expect(unsupportedFigures('10% of your $15,000 is $1,500; with GST the price is $16,500.', facts(q, 'VIC'), q)).toEqual([]);
  });

  it('flags every figure when nothing was retrieved', () => {
    const q = 'how much should I charge per hour?';
    expect(unsupportedFigures('Most sparkies charge $95 an hour.', facts(q), q).map((f) => f.text)).toEqual(['$95']);
  });

  it('says nothing when every figure is supported', () => {
    expect(figureWarning([])).toBe('');
  });
});
