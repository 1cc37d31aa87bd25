/**
 * Kinds of wrong decline and wrong entry fixed in the assistant's fourteenth round (helper "retrieval", 28 Nov 2026), each
 * tried on phrasings written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { searchKnowledgeBase } from '../../../src/domain/kb/search';
import { splitAsks } from '../../../src/domain/kb/asks';

const today = '2026-11-28';
const answer = (q: string) => answerQuestion(q, { today });
const first = (q: string) => answer(q).markdown.split('\n')[0]!;
const topId = (q: string) => searchKnowledgeBase(q)[0]?.entry.id;

describe('the owner walking away from a signed contract is a cooling-off question, said without the words', () => {
  it.each([
    ['client in bundaberg backed out two days after signing, can i hang on to the deposit', 'qld-cooling-off'],
    ['owner in geelong wants out of the contract 2 days after signing, what can i keep', 'vic-cooling-off'],
    ['the homeowner in frankston pulled the pin a day after the contract was signed, what do i get to keep', 'vic-cooling-off'],
  ])('%s → %s', (q, id) => {
    expect(parseQuestion(q).concepts).toContain('#coolingoff');
    expect(topId(q)).toBe(id);
    expect(answer(q).found).toBe(true);
  });

  it('pulling out an old fitting is work, not a withdrawal', () => {
    expect(parseQuestion('pulled out the old vanity in penrith, do i need a compliance cert').concepts).not.toContain('#coolingoff');
    expect(parseQuestion('customer wants me to pull out the existing hot water unit').concepts).not.toContain('#coolingoff');
  });
});

describe('a deal agreed "verbally" is the written-contract rule', () => {
  it.each([
    ['just a verbal ok for a 25k kitchen in perth, is that alright', /^\*\*No — a written contract is needed on a \$25,000 job in WA/],
    [
      'agreed a 31k extension verbally with the owner in launceston, thats fine?',
      /^\*\*No — a written contract is needed on a \$31,000 job in TAS/,
    ],
  ])('%s', (q, line) => {
    expect(parseQuestion(q).concepts).toContain('#contract');
    expect(first(q)).toMatch(line);
  });
});

describe('"were" is no subject word', () => {
  it('a question in the past ("were we allowed") finds the fact it would find in the present', () => {
    const q = 'kitchen contract in parramatta signed october 2023 with engineered stone, fitted june 2024, were we ok';
    expect(parseQuestion(q).terms).not.toContain('were');
    expect(answer(q).found).toBe(true);
    expect(topId(q)).toBe('engineered-stone-transition');
  });
});

describe('a certificate deadline the sources lack, asked as "is N days ok"', () => {
  it.each([
    ['darwin sparky, is 3 days ok to give the customer the coc', /NT WorkSafe/],
    ['electrician in devonport, can i give the owner the cec a week after finishing', /Consumer, Building and Occupational Services/],
  ])('%s → declined by name, no day count', (q, who) => {
    const a = answer(q);
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).not.toMatch(/\d/);
    expect(a.markdown).toMatch(who);
  });
});

describe('NT plumbing: two bodies', () => {
  it('a decline about certifying plumbers names the Building Practitioners Board beside the licensing board', () => {
    const a = answer('how much is the application fee for certifying plumber registration in alice springs');
    expect(a.found).toBe(false);
    expect(a.markdown).toMatch(/Plumbers and Drainers Licensing Board \(NT\) \/ Building Practitioners Board/);
  });
});

describe('"do I have to pay for X? how much": one ask, the fee, put twice', () => {
  it('is not split into "is X needed" and the fee', () => {
    expect(splitAsks('do we have to pay to renew a gas licence in perth? whats the cost')).toBeUndefined();
    expect(splitAsks('is there a fee to lodge the notice in adelaide? how much')).toBeUndefined();
  });

  it('a fee the sources lack is then declined, with no figure in the first line, naming who to ask', () => {
    const a = answer('do we have to pay to renew a gas licence in perth? whats the fee');
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).not.toMatch(/\d/);
    expect(a.markdown).toMatch(/Best to ask \*\*Building and Energy/);
  });

  it('a yes/no about something else, then how much, is still two asks', () => {
    expect(splitAsks('do i need a licence for a 6k deck in cairns? how much is the fine if i dont')).toBeDefined();
    expect(splitAsks('do i need home warranty on a 40k extension in ipswich? and how much deposit can i take')).toBeDefined();
  });
});

describe('short names tradies use for a subject', () => {
  it('"sop" on its own is security of payment', () => {
    expect(parseQuestion('sop in wa, how long has the builder got to pay my claim').concepts).toContain('#sop');
  });

  it('"turn it on" is putting the installation into service', () => {
    expect(parseQuestion('new switchboard in geelong, can i turn it on before the inspector signs off').concepts).toContain('#energise');
  });
});

describe('"notify before starting" is the frame of a notice question, not its subject', () => {
  it.each([
    'darwin plumber, do i have to notify anyone before starting a new sewer line',
    'canberra sparky, do i need to tell someone before starting a full rewire',
    'adelaide gasfitter, do i have to notify the otr before starting a job',
  ])('%s → no other work’s notice (the asbestos removalist’s 5 days) answers it', (q) => {
    const a = answer(q);
    expect(a.markdown.split('\n')[0]).not.toMatch(/removalist|asbestos/i);
    expect(a.entries.map((e) => e.id)).not.toContain('asbestos-notification-5-days');
  });

  it('a notice question about work a fact covers is still answered by it', () => {
    expect(first('do i need to notify before doing gas works on a big lpg install in darwin')).toMatch(/^\*\*Yes in NT:\*\* Gas works/);
    expect(first('how many days before starting asbestos removal do i tell safework nsw')).toMatch(/5 days/);
  });
});

describe('"keep" is the frame of a retention question, not its subject', () => {
  it.each([
    ['how long do i keep a swms in newcastle', /^\*\*I don't have the retention period for that in New South Wales\*\*/],
    [
      'how long do i have to hang on to a swms in sydney once the job is done',
      /^\*\*I don't have the retention period for that in New South Wales\*\*/,
    ],
  ])('%s → declined, never another paper’s years', (q, line) => {
    const a = answer(q);
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).toMatch(line);
    expect(a.markdown).toMatch(/SafeWork NSW/);
  });

  it('a paper whose period the sources hold is still answered', () => {
    expect(first('perth plumber, how long do i keep my certificates of compliance')).toMatch(/6 years/);
  });
});
