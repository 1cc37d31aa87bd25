import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';

const ask = (q: string) => builtInAnswer(q, { now: Date.UTC(2026, 10, 27) }).markdown;

/** Tax taken out of a worker's pay is the ATO's question, even when the worker is an apprentice. */
describe('tax on an apprentice pay goes to the ATO', () => {
  it.each([
    "how much tax do I take out of my apprentice's pay?",
    'do I withhold tax from my apprentice wages in vic?',
    "what's the PAYG rate on a first year apprentice's wage",
  ])('%s', (q) => {
    const md = ask(q);
    expect(md).toContain('Australian Taxation Office');
    expect(md).not.toContain('Fair Work Ombudsman');
  });

  it('the pay itself is still an award question', () => {
    expect(ask('whats the award rate for a second year apprentice chippy')).toContain('Fair Work Ombudsman');
  });
});

/** "How long have I got" is answered by a deadline in words; "how many days" still needs a count the KB holds. */
describe('a deadline in words answers "how long"', () => {
  it.each([
    'how long have I got to give the gas compliance certificate in the ACT?',
    'gasfitter in canberra, how long to hand over the certificate of compliance',
  ])('%s', (q) => {
    const md = ask(q);
    expect(md).toContain('as soon as practicable');
    expect(md).not.toContain("I don't have");
  });

  it('a count of days asked still declines', () => {
    expect(ask('ACT gas certificate of compliance, how many days do I have?')).toContain("I don't have the deadline");
  });
});
