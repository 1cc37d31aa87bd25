/**
 * Failure kinds from the held-out report, reproduced with our own questions (never the held-out ones): the asked
 * attribute is read even with words between "how much" and what is paid for, and a fee the table does not hold for
 * the place is declined in the first line ("I don't have the fee for that in …") naming who to ask, not answered
 * with a neighbouring fact.
 */
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { askedAttribute } from '../../../src/domain/kb/query';

const ctx = { now: Date.parse('2026-11-25T02:00:00Z'), timeZone: 'Australia/Sydney' };
const firstLine = (md: string) => md.split('\n').find((l) => l.trim()) ?? '';

describe('asked attribute: fee', () => {
  it.each([
    'how much is a plumbing licence renewal in SA',
    'how much does a gas licence renewal cost in WA',
    'what does an electrical licence cost in NT',
    'how much is the rego for a builder in ACT',
  ])('%s → fee', (q) => expect(askedAttribute(q)).toBe('fee'));

  it.each(['how much work can i do without a licence in QLD', 'how much deposit can I take in VIC'])('%s → not a fee', (q) =>
    expect(askedAttribute(q)).not.toBe('fee'),
  );
});

describe('a fee the table does not hold is declined, not answered with a neighbouring fact', () => {
  it.each([
    ['how much is a plumbing licence renewal in SA', 'South Australia'],
    ['what does an electrical licence cost in NT', 'the Northern Territory'],
    // a threshold ("domestic work costing over $10,000") is not a fee
    ['how much does a contractor licence cost in vic', 'Victoria'],
  ])('%s', (q, place) => {
    const a = builtInAnswer(q, ctx);
    expect(a.kb?.declined).toBe(true);
    const first = firstLine(a.markdown);
    expect(first).toContain(`I don't have the fee for that in ${place}`);
    expect(first).not.toMatch(/\$\s?\d|\d+\s?%|\d+ (?:business )?days?/);
    expect(a.markdown).toMatch(/Best to ask \*\*/);
  });
});
