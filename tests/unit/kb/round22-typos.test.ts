import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';
import { typosSpelt } from '../../../src/domain/kb/spelling';

/**
 * Round 22, questions typed on site with gloves or a cracked screen: typos, autocorrect's real words, split and run-
 * together words — and the kinds the round's probes and development sets 33–34 showed beside them. Each kind is tested
 * with its own paraphrases (the development sets' questions are not copied here).
 */
const TODAY = '2026-11-29';
const first = (q: string, today = TODAY) => answerQuestion(q, { today }).markdown.split('\n')[0]!;

describe('a word a stray space split is joined back when the whole is a knowledge-base word', () => {
  it.each([
    ['max de posit on a 40k extension in cairns', 'max deposit on a 40k extension in cairns'],
    ['sub has no A BN, how much do i withhold', 'sub has no ABN, how much do i withhold'],
    ['he wont give me an a bn, invoice is 2k', 'he wont give me an abn, invoice is 2k'],
  ])('%s', (q, spelt) => expect(typosSpelt(q)).toBe(spelt));

  it('two words of their own stay two words', () => {
    expect(typosSpelt('a ward of the court')).toBe('a ward of the court');
    expect(typosSpelt('gas fitter in geelong')).toBe('gas fitter in geelong');
  });

  it('the sum is done on the joined word', () => {
    expect(first('subbie wont give me an a bn, paying him 2,000. how much do i keep back')).toContain('$940.00');
    expect(first('max de posit on a 40k extension in cairns')).toContain('$2,000.00');
  });
});

describe('a misspelling the slang list holds reaches the tools', () => {
  it.each([
    ['no abn on his invoice, paid 800, how much to withold', '$376.00'],
    ['sub contractor with no abn, paying 1,500 - witholding amount?', '$705.00'],
  ])('%s', (q, figure) => expect(first(q)).toContain(figure));
});

describe('"cooling of" is the cooling-off period', () => {
  it('a place with no cooling-off fact declines by name', () => {
    expect(first('wa cooling of period on a reno contract?')).toMatch(/I don't have the cooling-off period/);
  });
  it('never the cooling of the water', () => {
    expect(typosSpelt('cooling of the water in the tank')).toBe('cooling of the water in the tank');
  });
});

describe('whether a right is there at all', () => {
  it.each([
    ['is there a cooling off period on a domestic building contract in vic', /^\*\*Yes in VIC/],
    ['does a reno contract in ballarat have a cooling off period', /^\*\*Yes in VIC/],
    ['do owners get a cooling-off period on building contracts in toowoomba', /^\*\*Yes in QLD/],
  ])('%s', (q, re) => expect(first(q)).toMatch(re));

  it("another fact's exemption sharing only a unit word (business days) is no answer", () => {
    expect(first('does a domestic building contract in vic have a cooling off period')).not.toMatch(/Security of Payment|owner lives/);
  });

  it('an exception answers only a question naming its case, not a word the rule itself uses', () => {
    expect(first('is there a cooling off period on a bathroom contract in bendigo')).not.toMatch(/independent legal advice/);
    expect(first('does the cooling off apply in vic if the owner had independent legal advice')).toMatch(/^\*\*No/);
  });
});

describe('leave asked of the past with "still"', () => {
  it('a ban not yet in force then', () => {
    expect(first('fitted an engineered stone benchtop on the gold coast in may 2024, was that still legal', TODAY)).toMatch(/^\*\*Yes/);
  });
});

describe('takings whose source is told before the amount are one turnover', () => {
  it.each([
    ['turnover from plumbing was 60k plus 20k from maintenance, do i need to register for gst', /\$80,000[^\n]*yes/],
    ['income from bathrooms was 50k and 10k from odd jobs, register for gst?', /\$60,000[^\n]*not at this amount/],
  ])('%s', (q, re) => expect(first(q)).toMatch(re));
});

describe('a day asked against a run of days a rule leaves out', () => {
  it('inside the run: no', () => {
    expect(first('nsw cooling off, does 29 december count as a business day')).toMatch(/^\*\*No in NSW/);
  });
  it('outside the run: not answered from it', () => {
    expect(first('nsw cooling off, does 18 december count as a business day')).not.toMatch(/^\*\*No/);
  });
});

describe('what cover or a paper is going to cost is its price', () => {
  it('declined by name where no fact holds it', () => {
    expect(first('whats home warranty goin to cost me on a 400k build in wollongong')).toMatch(/I don't have the fee for that/);
  });
});

describe('a work health and safety regulator named is who a decline names', () => {
  it('WorkSafe by name', () => {
    const md = answerQuestion('how much does the worksafe insurance cost for a 3 man crew in melbourne', { today: TODAY }).markdown;
    expect(md).toMatch(/Best to ask \*\*WorkSafe Victoria\*\*/);
  });
  it('the word still searches: a notice to NT WorkSafe is found', () => {
    expect(answerQuestion('nt gasfitter, big lpg install over 200kg, when do i tell nt worksafe', { today: TODAY }).found).toBe(true);
  });
});

describe('a card named only to charge for it is a surcharge question', () => {
  it('names who sets the rules', () => {
    expect(answerQuestion('ok to put 1.5% on top for credit card payments?', { today: TODAY }).markdown).toMatch(/Reserve Bank|ACCC/);
  });
});

describe('a deposit cap put for checking', () => {
  it.each([
    ['the owner says we cant take more than 5% deposit on a 40k reno in dubbo, right?', /^\*\*No — max deposit/],
    ['mate reckons the max is 10% deposit on a 40k reno in dubbo, is he right', /^\*\*Yes — max deposit/],
  ])('%s', (q, re) => expect(first(q)).toMatch(re));
});

describe('what a paper is asked for, named in words no fact holds, is not the kind of rule', () => {
  it('declines a licence for plant the facts never name, and names the WHS regulator', () => {
    const a = answerQuestion('canberra job, do i need a licence to operate a scissor lift', { today: TODAY });
    expect(a.found).toBe(false);
    expect(a.markdown).toMatch(/Best to ask \*\*WorkSafe ACT\*\*/);
  });
  it('a word no fact uses, as the thing a licence is for, declines too', () => {
    expect(answerQuestion('do i need a licence to run a cherrypicker in darwin', { today: TODAY }).found).toBe(false);
  });
  it('a licence for work the facts hold is still answered', () => {
    expect(first('do i need a licence to do building work over 12k in darwin')).toMatch(/→ yes/);
  });
});

describe('a subject only other places hold is not held for this one', () => {
  it('a police check asked of TAS (the facts hold SA’s) declines', () => {
    expect(answerQuestion('hobart plumber here, does cbos want a police check for my licence', { today: TODAY }).found).toBe(false);
  });
  it('and is answered where the facts hold it', () => {
    expect(first('adelaide, does a building work contractors licence need a police check')).toMatch(/police certificate/);
  });
  it('minimum financial requirements asked of QLD (the facts hold WA’s and SA’s) decline', () => {
    expect(answerQuestion('minimum financial requirements for a qbcc builder licence?', { today: TODAY }).found).toBe(false);
  });
});

describe('what a certificate costs is its fee', () => {
  it('declined by name where no fact holds it', () => {
    expect(first('darwin builder - fidelity fund certificate cost?')).toMatch(/I don't have the fee for that/);
  });
});

describe('leave to charge against what is owed to the contractor', () => {
  it('the QLD cooling-off payment on withdrawal', () => {
    expect(first('client in cairns backed out during the cooling off, can we charge them anything')).toMatch(/^\*\*Yes in QLD.*\$100/);
  });
});
