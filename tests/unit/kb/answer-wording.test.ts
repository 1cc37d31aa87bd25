import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb';

describe('direct answer wording', () => {
  it('answers the VIC deposit cap for $30k with the 5% band only, in dollars, in plain words', () => {
    const a = answerQuestion("what's the max deposit on a 30k reno in vic", {});
    const first = a.markdown.split('\n')[0];
    expect(first).toContain('Max deposit on a $30,000 job in VIC: $1,500.00');
    expect(first).toContain('5% for contracts of $20,000 or more');
    expect(a.markdown).not.toContain('10% for contracts under');
    expect(a.markdown).not.toMatch(/\bof of\b/);
  });

  it('still says "not at this amount" for a job under a threshold', () => {
    const a = answerQuestion('do I need a licence for a $2,000 job in Brisbane', {});
    expect(a.markdown).toMatch(/\$2,000 in QLD → not at this amount/);
  });
});
