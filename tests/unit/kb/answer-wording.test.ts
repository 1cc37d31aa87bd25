import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb';

describe('direct answer wording', () => {
  it('answers the VIC deposit cap for $30k with the 5% line only, in plain words', () => {
    const a = answerQuestion("what's the max deposit on a 30k reno in vic", {});
    const direct = a.markdown.split('\n').filter((l) => l.startsWith('**$30,000'));
    expect(direct).toHaveLength(1);
    expect(direct[0]).toContain('5% for a total price of $20,000 or more');
    expect(a.markdown).not.toMatch(/\bof of\b/);
  });

  it('still says "not at this amount" for a job under a threshold', () => {
    const a = answerQuestion('do I need a licence for a $2,000 job in Brisbane', {});
    expect(a.markdown).toMatch(/\$2,000 in QLD → not at this amount/);
  });
});
