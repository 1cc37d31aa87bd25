/**
 * Kinds of wrong ranking fixed in the assistant's eleventh round, second retrieval part (helper "retrieval2",
 * 27 Nov 2026), each tried on phrasings written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { searchKnowledgeBase } from '../../../src/domain/kb/search';

const today = '2026-11-27';
const first = (q: string) => answerQuestion(q, { today }).markdown.split('\n')[0]!;
const topId = (q: string) => searchKnowledgeBase(q)[0]?.entry.id;

describe("a question naming one licensed area's work leads with that area's rule, not a neighbour's", () => {
  it('a plumber asking when the certificate is due gets the plumbing one, not the gas one', () => {
    const q = 'plumber in port augusta, when is my certificate due after i wrap up the job';
    // Before: the gas certificate (which lists plumbers among its trades and says "after") led, and the answer declined.
    expect(topId(q)).toBe('sa-plumbing-coc');
    expect(first(q)).toMatch(/7 days/);
  });

  it('a gasfitter asking the same still gets the gas certificate', () => {
    expect(topId('gasfitter in adelaide, when is the certificate due after the install')).toBe('sa-gas-coc');
  });

  it('naming both areas keeps both in play', () => {
    const ids = searchKnowledgeBase('sa plumbing and gas job, when are the certificates due after i finish')
      .slice(0, 3)
      .map((h) => h.entry.id);
    expect(ids).toEqual(expect.arrayContaining(['sa-plumbing-coc', 'sa-gas-coc']));
  });
});
