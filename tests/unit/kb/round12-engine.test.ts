/**
 * Kinds of wrong or missing first line fixed in the assistant's twelfth round (helper "engine", 27 Nov 2026), each
 * tried on phrasings written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';

const today = '2026-11-27'; // a Friday
const first = (q: string) => answerQuestion(q, { today }).markdown.split('\n')[0]!;

describe('a permission someone else claims, put for checking', () => {
  it('"he reckons he can wire it himself, is that right?" is no where a licence is needed at any value', () => {
    expect(
      first('my brother in law reckons he can wire up a new outdoor light at his own house in ballarat himself, is that right?'),
    ).toMatch(/no, not without it/);
    expect(first('my dad says he can do the plumbing in his own laundry in geelong himself, true?')).toMatch(/no, not without it/);
  });
});

describe('"would I get in trouble" is the opposite of "is it allowed"', () => {
  it('a deposit over the cap: yes, trouble', () => {
    expect(first('would i be in strife charging a 20% deposit on an 8k bathroom in parramatta')).toMatch(
      /^\*\*Yes — over the cap: max deposit/,
    );
  });

  it('a deposit within the cap: no, and "cop a fine" is a yes/no, not a fine asked', () => {
    expect(first('could i cop a fine for taking 1,000 deposit on a 15k kitchen in brisbane?')).toMatch(
      /^\*\*No — within the cap: max deposit/,
    );
  });

  it('paying a no-ABN supplier in full: yes, with the rate', () => {
    const line = first('can i get fined for payin a bloke with no abn the full 2 grand without withholding');
    expect(line).toMatch(/^\*\*Yes — you can be penalised for not withholding:\*\*/);
    expect(line).toMatch(/47%/);
  });
});

describe('a deposit told to the client, checked against the cap', () => {
  it('more than the cap: no, with the cap in dollars', () => {
    expect(first('quoted a 24k extension in frankston, said the deposit would be 2,400, is that right')).toMatch(
      /^\*\*No — max deposit on a \$24,000 job in VIC: \$1,200\.00\*\*/,
    );
  });

  it('the cap itself: yes', () => {
    expect(first('quoted a 30k extension in geelong, said the deposit is 1,500, that ok?')).toMatch(
      /^\*\*Yes — max deposit on a \$30,000 job in VIC/,
    );
  });
});

describe('no-ABN withholding for a payee said to be under 18', () => {
  it('a weekly pay within the under-18 figure: no, both figures said', () => {
    const line = first('my nephew is 17, helps out on weekends, no abn, 250 a week. do i hold anything back');
    expect(line).toMatch(/^\*\*No — nothing to withhold on \$250 a week/);
    expect(line).toMatch(/\$350/);
  });

  it('a weekly pay over it: yes, the rate applies', () => {
    expect(first('my neighbours boy is 16, no abn, i pay him 480 a week, do i hold anything back')).toMatch(
      /^\*\*Yes — withhold \$225\.60/,
    );
  });
});

describe('a day count put for checking is read against the clause it is about', () => {
  it('a figure of another clause of the fact (amending, not lodging) is no confirmation', () => {
    expect(first('offsider reckons the notice of completion in wa can go in within 7 days, right? job in geraldton')).toMatch(
      /^\*\*No in WA:\*\*.*within 3 days/,
    );
  });

  it('the right figure: yes', () => {
    expect(first('boss says we have 3 days to lodge the notice of completion in perth, is that right?')).toMatch(/^\*\*Yes in WA:\*\*/);
  });
});

describe('"every job" asked of a rule that starts at a job value', () => {
  it('not every job: no, with the threshold', () => {
    expect(first('do all jobs in vic need a builder rego')).toMatch(/^\*\*No — not every job in VIC, only over \$10,000:\*\*/);
    expect(first('does every job in tassie need a written contract?')).toMatch(/^\*\*No — not every job in TAS/);
  });

  it('a rule at any value still says yes', () => {
    expect(first('does every electrical job in nsw need a licence')).toMatch(/yes, at any value/);
  });
});

describe('rates of a year before the dated rows', () => {
  it('super on wages paid in an earlier financial year takes that year’s rate', () => {
    expect(first('paid my apprentice 900 in march 2024, how much super was that')).toMatch(
      /^\*\*Super on \$900 of wages: \$99\.00\*\* — 11% /,
    );
  });

  it('the rate of a financial year asked: that year’s rate, never today’s', () => {
    expect(first('super rate in 2022-23?')).toMatch(/^\*\*The super guarantee was 10\.5% for the 2022–23 financial year\*\*/);
    expect(first('what was the super rate in 24-25')).toMatch(/^\*\*The super guarantee was 11\.5% for the 2024–25 financial year\*\*/);
  });

  it('no-ABN withholding on a payment from 2014–2017 takes the 49% rate', () => {
    expect(first('back in 2015 a no abn chippy got paid 1,200, how much should i have withheld')).toMatch(
      /^\*\*Withhold \$588\.00 of the \$1,200 payment\*\* — 49%/,
    );
  });
});

describe('27–31 December asked as "Christmas"', () => {
  it('the Christmas break against the place’s business days: no, said for the place asked', () => {
    expect(first('nsw security of payment, do the days between xmas and new years count as business days')).toMatch(
      /^\*\*No in NSW:\*\* 27–31 December are not counted as business days/,
    );
    expect(first('canberra job, does the christmas shutdown count towards business days under sop?')).toMatch(/^\*\*No in ACT:\*\*/);
  });
});

describe('a build year against the asbestos era', () => {
  it('before the era: likely', () => {
    expect(first('cottage built in 1962 in hobart, could there be asbestos in it?')).toMatch(
      /^\*\*Yes — likely: built in 1962, before 1990:\*\*/,
    );
    expect(first('gutting a 1970s bathroom in adelaide, likely to have asbestos?')).toMatch(/^\*\*Yes — likely: built in the 1970s/);
  });

  it('after the era: unlikely', () => {
    expect(first('unit built 2003 in darwin, any chance of asbestos?')).toMatch(/^\*\*No — unlikely: built in 2003, after 1990:\*\*/);
  });

  it('a question about removing it is not the era question', () => {
    expect(first('1970s house, do i need a licence to remove 5m2 of asbestos sheeting in qld')).not.toMatch(/likely/);
  });
});

describe('an exemption that started after the date asked', () => {
  it('the rule it takes work out of still applied then: yes', () => {
    expect(first('did a like for like light swap in katherine back in august last year, no wiring changes, did i need a coc')).toMatch(
      /^\*\*Yes in NT:\*\* still needed then — the exemption came later/,
    );
  });
});

describe('a bare subject with a place', () => {
  it('leads with the best fact’s figure', () => {
    expect(first('deposit cap vic')).toMatch(/^\*\*Short answer:\*\* .*10%.*5%/);
    expect(first('cooling off period nsw')).toMatch(/^\*\*Short answer:\*\* .*5 clear business days/);
  });
});

describe('smaller readings of a rule sentence', () => {
  it('"that needs ABN Lookup" is how to find out, not a duty: no yes', () => {
    expect(first('do i have to check a subbies abn on abn lookup before paying him')).not.toMatch(/^\*\*Yes/);
  });

  it('"can the power go on before the certificate" is energising asked before the certificate', () => {
    expect(first('adelaide sparky here, can the power go on before i do the ecoc')).toMatch(/^\*\*No — not before/);
  });
});

describe('a bare "allowed?" at the end asks leave', () => {
  it('engineered stone bought before the ban, fitted now: no', () => {
    expect(first('owner got an engineered stone slab in 2022, wants me to cut and install it this week. allowed?')).toMatch(
      /^\*\*No:\*\*.*engineered stone/,
    );
  });
});
