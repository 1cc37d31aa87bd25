import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';
import { askedAttribute } from '../../../src/domain/kb/query';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { deriveOneStateNames } from '../../../src/domain/kb/vocabulary';

/**
 * Round 21, questions put as the old hand puts them: the trade's and the law's own words — Acts by their initials and
 * sections, scheme and form names, old regulators' names. Each kind is tested with its own paraphrases (the
 * development sets' questions are not copied here).
 */
const TODAY = '2026-11-29';
const first = (q: string) => answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]!;

describe('an Act by its initials names its state', () => {
  const names = new Map(deriveOneStateNames().map((n) => [n.name, n.state]));
  it.each([
    ['DBCA', 'VIC'],
    ['DBC Act', 'VIC'],
    ['HBA', 'NSW'],
    ['HBCA', 'WA'],
    ['BWC Act', 'SA'],
  ])('%s → %s', (name, state) => expect(names.get(name)).toBe(state));

  it('never a model law every state has, nor an industry body that spells the same', () => {
    expect(names.has('WHS Act')).toBe(false);
    expect(names.has('WHSA')).toBe(false);
    expect(names.has('HIA')).toBe(false);
  });

  it.each([
    ['under the DBCA what deposit can I take on a 30k bathroom', 'VIC'],
    ['does the HBA s7BA cooling-off apply to a 40k reno', 'NSW'],
    ['BWC Act — max penalty for contracting without a licence?', 'SA'],
    ['is a $9k pergola caught by the HBCA?', 'WA'],
  ])('%s', (q, state) => expect(parseQuestion(q, { today: TODAY }).state).toBe(state));
});

describe('a what-question asked after its story is no yes/no', () => {
  it.each([
    ["DBCA s34 - if the owner pulls out in the cooling-off, what's the builder allowed to keep?", 'amount'],
    ['owner walked away in the cooling-off period, what can I hang on to?', 'amount'],
    ['if the client cancels, what am I allowed to charge?', 'amount'],
  ])('%s asks %s', (q, attribute) => expect(askedAttribute(q)).toBe(attribute));

  it.each([
    ['What about split systems in Perth, need a licence?', 'need'],
    ['30k reno in Geelong, am I allowed to start before the insurance?', 'need'],
  ])('%s still asks %s', (q, attribute) => expect(askedAttribute(q)).toBe(attribute));

  it('the first line answers the what, with no yes', () => {
    expect(first("DBCA s34 - if the owner pulls out in the cooling-off, what's the builder allowed to keep?")).not.toMatch(/^\*\*Yes/);
  });
});
