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
    ['5k gas hot water job in Ballarat, what paperwork do I need?', 'need'],
  ])('%s still asks %s', (q, attribute) => expect(askedAttribute(q)).toBe(attribute));

  it('the first line answers the what, with no yes', () => {
    expect(first("DBCA s34 - if the owner pulls out in the cooling-off, what's the builder allowed to keep?")).not.toMatch(/^\*\*Yes/);
  });
});

describe('"BD" and "SGC" as the trade writes them', () => {
  it.each([
    ['Vic SOPA - how many BD to get the payment schedule back?', /10 business days/],
    ['QLD BIF Act — how many BD has the respondent got for a payment schedule?', /15 business days/],
  ])('%s', (q, figure) => expect(answerQuestion(q, { today: TODAY }).markdown.split('\n').slice(0, 6).join(' ')).toMatch(figure));

  it.each([
    ["SGC on my apprentice's $650 week?", /^\*\*Super on \$650 of wages: \$78\.00/],
    ['SG on a $1,850 weekly wage?', /^\*\*Super on \$1,850 a week of wages: \$222\.00 a week/],
    ["super on 4 weeks' wages of 1,500 each", /^\*\*Super on \$1,500 a week × 4 weeks = \$6,000\.00 of wages: \$720\.00/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));

  it('the charge for paying late is still the charge', () => {
    expect(first('what is the SGC if I pay the quarter late?')).not.toMatch(/Super on/);
  });
});

describe('amounts as builders write them in a GST sum', () => {
  it.each([
    ['Quoting 18k ex - what is that inclusive of GST?', /^\*\*GST on \$18,000\.00 is \$1,800\.00\*\*/],
    ['48,400 inc - how much of it is GST?', /^\*\*\$48,400\.00 incl GST holds \$4,400\.00 GST\*\*/],
    ["Contract sum's $2.5m ex GST - what's it inclusive?", /^\*\*GST on \$2,500,000\.00 is \$250,000\.00\*\*/],
    ['Progress claim 4 is $22,000 inc GST - ex-GST figure?', /^\*\*\$22,000\.00 incl GST holds \$2,000\.00 GST\*\*/],
    ['Variation no. 2 came to $5,500 inc GST, what is the GST?', /^\*\*\$5,500\.00 incl GST holds \$500\.00 GST\*\*/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));
});

describe('a run of months dates the question ("Jan to March this year")', () => {
  it.each([
    ['super for Jan to March this year - when was it due?', /January–March 2026 quarter was due by Tue 28 April 2026/],
    ['quarterly super for the april-june quarter, due when?', /April–June 2026 quarter was due by Tue 28 July 2026/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));

  it('a month in the run is no town (March NSW)', () => {
    expect(parseQuestion('super for Jan to March this year - when was it due?', { today: TODAY }).state).toBeUndefined();
  });
  it('a quarter under Payday Super is no quarterly due date', () => {
    expect(first('super for Jul to Sep this year, when is it due?')).not.toMatch(/quarter was due/);
  });
});

describe('schemes and bodies by their initials', () => {
  it('QHWS is the home warranty scheme, and its policy period is its term', () => {
    expect(parseQuestion('QHWS — what is the policy period?', { today: TODAY }).concepts).toContain('#homewarranty');
    expect(askedAttribute('QHWS — what is the policy period?')).toBe('term');
    expect(answerQuestion('QHWS on a bathroom reno, how long does the cover run?', { today: TODAY }).markdown).toMatch(/6 years 6 months/);
  });
  it('a regulator named beside the rule (ESO) is who administers it, not a subject the facts lack', () => {
    const md = answerQuestion('ESO contractor licence for sparkies - minimum public liability cover?', { today: TODAY }).markdown;
    expect(md.split('\n')[0]).toMatch(/\$5,000,000/);
  });
  it('a cover amount asked is no yes/no of the licence', () => {
    expect(first('QLD electrical contractor licence - minimum PL cover?')).not.toMatch(/yes, at any value/);
  });
});

describe('a figure put as still current, with what it takes in after it', () => {
  it.each([
    ['QBCC licence threshold - still $3,300 incl labour, materials and GST?', /^\*\*Yes\b/],
    ['HBCF threshold in NSW - still $20,000 including GST?', /^\*\*Yes\b/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));
});

describe('contract and compliance words put as the yes/no', () => {
  it('a term put with "Enforceable?" is judged against the limit', () => {
    expect(first('NT head contract says pay at 40 BD after the claim. Enforceable?')).toMatch(
      /^\*\*No in NT:\*\* 40 business days is longer than the 30/,
    );
  });
  it('"were we compliant" without a paper reads the line the way round it was asked', () => {
    expect(first('Back in March we did a fascia job in Whyalla at 2.5 m without a SWMS. Were we compliant at the time?')).toMatch(
      /^\*\*Yes\b/,
    );
  });
  it('what a body is charging for a paper is its fee', () => {
    expect(askedAttribute("What's ESV charging for REC registration these days?")).toBe('fee');
    expect(askedAttribute('how much is the VBA charging for a renewal')).toBe('fee');
  });
});

describe('rules that ended, and exemptions whose condition the job breaks', () => {
  it('a transition that ended is no longer a way to do the work now, whenever the contract was signed', () => {
    expect(
      first('Contract signed back in Oct 2023 - can I still cut and install the engineered stone benchtop now under the transition?'),
    ).toMatch(/^\*\*No\b/);
  });
  it('"adding floor area" breaks an exemption for renovations "that add no floor area"', () => {
    expect(first('$16k extension in Palmerston NT adding floor area. BPB registration needed?')).toMatch(/^\*\*\$16,000 in NT → yes/);
    expect(first('$16k reno in Darwin, adds no floor area, nothing structural. BPB rego?')).toMatch(/^\*\*No in NT/);
  });
});

describe('"like-for-like" is one thing, not three stopwords', () => {
  it('a like-for-like swap before the NT exemption began needed its CoC', () => {
    expect(first('Darwin, September last year I swapped a light fitting like-for-like and skipped the CoC. Was I in breach?')).toMatch(
      /^\*\*Yes in NT:\*\* still needed then/,
    );
  });
  it('"same for same" is the same', () => {
    expect(parseQuestion('changed a ceiling fan same for same in Darwin, CoC?', { today: TODAY }).concepts).toContain('#likeforlike');
  });
});
