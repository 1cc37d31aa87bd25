/**
 * Kinds of wrong decline and neighbour fact fixed in the assistant's fourteenth round, second retrieval pass (helper
 * "retrieval2", 28 Nov 2026), each tried on phrasings written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';

const today = '2026-11-28';
const answer = (q: string) => answerQuestion(q, { today });
const first = (q: string) => answer(q).markdown.split('\n')[0]!;

describe('whether public liability cover is required is not a question about its premium', () => {
  it.each([
    ['is public liability mandatory for a painter in bunbury', /Building and Energy|Building Services Board/],
    ['does a chippy need public liability insurance in sa', /Consumer and Business Services|CBS/],
  ])('%s → declined naming the regulator, not "ask a broker for a quote"', (q, who) => {
    const a = answer(q);
    expect(parseQuestion(q).concepts).not.toContain('#premium');
    expect(a.found).toBe(false);
    expect(a.markdown).not.toMatch(/premiums? depend/i);
    expect(a.markdown).toMatch(who);
  });

  it('where a fact holds the cover, it answers', () => {
    expect(first('building my own place in launceston as owner builder, is public liability required')).toMatch(/^\*\*Yes in TAS/);
    expect(answer('brisbane electrical contractor, what public liability cover is needed').markdown).toMatch(/\$5,000,000/);
  });

  it('the price of the cover is still the insurer’s', () => {
    const a = answer('roughly what does public liability insurance cost for a tiler');
    expect(a.found).toBe(false);
    expect(a.markdown).toMatch(/insurance broker/);
  });
});

describe('testing before the certificate is the CoC bulletin’s own rule (NT: tested to AS/NZS 3000)', () => {
  it.each([
    'alice springs electrician, must i test the work before issuing a coc',
    'nt sparky here, has the job got to be tested before the coc',
  ])('%s → answered, not declined', (q) => {
    const a = answer(q);
    expect(a.found).toBe(true);
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*Yes/);
    expect(a.markdown).toMatch(/AS\/NZS 3000/);
  });

  it('the CoC deadline the sources lack is still declined', () => {
    expect(answer('palmerston nt, how many days have i got to issue the coc').found).toBe(false);
  });
});
