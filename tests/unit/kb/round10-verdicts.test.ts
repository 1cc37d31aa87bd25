/**
 * Kinds of wrong first line fixed in the assistant's tenth round (helper "v10", 27 Nov 2026), each tried on phrasings
 * written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';

const today = '2026-11-27';
const first = (q: string) => answerQuestion(q, { today }).markdown.split('\n')[0]!;

describe('"…, that\'s fine yeah?" from someone without the licence asks leave without it', () => {
  it('restumping at any value with no registration: no, not without it', () => {
    const q = 'no builders rego, doing an 8k restump in bendigo, should be fine yeah?';
    // Before: "fine" was not read as leave asked, so the line said "yes, at any value".
    expect(first(q)).toMatch(/^\*\*\$8,000 in VIC → no, not without it:\*\*/);
  });

  it('over the threshold without a licence: no', () => {
    const q = 'unlicensed bloke doing a 6k bathroom reno in toowoomba, thats fine yeah?';
    expect(first(q)).toMatch(/^\*\*\$6,000 in QLD → no, not without it:\*\*/);
  });

  it('"no drama" is the same leave asked; under the threshold it is allowed', () => {
    const q = 'my brother in law has no licence, hes doing a 2k deck in brisbane, its no drama right?';
    expect(first(q)).toMatch(/^\*\*\$2,000 in QLD → yes, not at this amount/);
  });
});
