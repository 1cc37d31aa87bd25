import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';
import { parseQuestion } from '../../../src/domain/kb/parse';

/**
 * Round 25, checking what I think I know: the sender's belief about the rule — half-remembered, out of date, another
 * state's, a mate's — put to be confirmed or acted on. The first line confirms what is right and corrects what is
 * wrong; it never goes along with a wrong premise. Each kind is tested with its own paraphrases (the development sets'
 * questions are not copied here).
 */
const TODAY = '2026-11-29';
const first = (q: string, today = TODAY) => answerQuestion(q, { today }).markdown.split('\n')[0]!;

describe('a belief told with no question is put to be judged', () => {
  it.each([
    ['thought the ccew was 14 days in nsw', /^\*\*No in NSW:.*7 days/],
    ['pretty sure the ccew in nsw is due within 14 days', /^\*\*No in NSW:.*7 days/],
    ['the missus reckons we have to send a tax invoice within 14 days of them asking', /^\*\*No:.*28 days/],
    ['my bookkeeper says TPAR is due 28 August', /^\*\*Yes:.*28 August/],
  ])('%s', (q, want) => expect(first(q)).toMatch(want));

  it('a belief in a last sentence closed by a question mark is a yes/no ("i reckon … like plumbing?")', () => {
    expect(first('gasfitter in gawler, installed a gas heater. i reckon the gas CoC is due within 7 days like plumbing?')).toMatch(
      /^\*\*No\b.*30 days/,
    );
  });

  it('a statement ending on the figure it puts is a yes/no ("… in the ACT is 15 business days?")', () => {
    expect(first('Max time to pay a progress claim in Canberra is 15 business days?')).toMatch(/^\*\*Yes\b/);
  });
});

describe('a state named only to compare with is not where the work is', () => {
  it.each([
    ['so the ACT licence threshold is 5k like nsw?', 'ACT'],
    ['is the licence threshold in canberra 5k like nsw?', 'ACT'],
    ['unlike nsw, tas doesnt need a licence for small jobs right?', 'TAS'],
    ['is the wa licence threshold the same as in qld, 3300?', 'WA'],
  ])('%s → %s', (q, state) => expect(parseQuestion(q, { today: TODAY }).state).toBe(state));
});

describe('a threshold claimed for work the place licenses at any value is wrong', () => {
  it.each([
    ['mate reckons you only need a plumbing licence in nsw for jobs over 5k', /^\*\*No — at any value in NSW, not only from \$5,000:/],
    ['isnt the qld licence threshold for plumbing 3300 same as building', /^\*\*No — at any value in QLD, not only from \$3,300:/],
    ['builder says gas work in sa under 12k doesnt need a licence', /^\*\*No — at any value in SA, not only from \$12,000:.*gasfitters/],
    ['so I can do a 2k gas job in canberra without a licence cos its under 5k?', /^\*\*No — at any value in ACT, not only from \$5,000:/],
    ["re-stumping a cottage in bendigo, $7k. not registered but it's under the 10k so I'm fine?", /^\*\*No — at any value in VIC/],
  ])('%s', (q, want) => expect(first(q)).toMatch(want));

  it('whether it is needed, asked outright with the amount conceded, is answered yes at any value', () => {
    expect(first('do i still need my licence for a $400 plumbing job in nsw even tho its under 5k?')).toMatch(
      /^\*\*\$400 in NSW → yes, at any value:/,
    );
    expect(first('gas cooktop swap in ballarat, $600 all up. compliance cert needed even tho its under 750?')).not.toMatch(/^\*\*No\b/);
  });
});

describe('figures in other units are checked against the rule', () => {
  it('millimetres against a rule in metres or millimetres', () => {
    expect(first('stair landing barrier on a 3 storey block, 900 mm high is enough on the landing isnt it')).toMatch(/^\*\*No\b.*1 m/);
    expect(first('unenclosed shower, the waterstop only has to be 1,200 mm from the rose, right?')).toMatch(/^\*\*No\b.*1,500 mm/);
  });

  it('kilowatts', () => {
    expect(first("the restricted split system licence covers a 20 kW single head unit, doesn't it?")).toMatch(/^\*\*No\b.*18 kW/);
  });
});

describe('a claim agreed with is said to be right', () => {
  it('"that right?" after a claim the rule bears out', () => {
    expect(first("chippy in belconnen. heard carpenters don't need a licence of their own in the act, only builders. that right?")).toMatch(
      /^\*\*Yes — that's right/,
    );
  });
});

describe('sums claimed beside the amount they come from', () => {
  it('a total with GST put for checking is a result, not a part of the job', () => {
    expect(first('Invoice is $2,340 ex GST, so the total with GST is $2,574?')).toMatch(/^\*\*Yes — GST on \$2,340\.00 is \$234\.00/);
    expect(first("Quote's $3,640 ex GST, I added 10% and made it $4,004 total. That right?")).toMatch(/^\*\*Yes — GST on \$3,640\.00/);
    expect(first('quote is $1,000 ex gst, total $1,200 right?')).toMatch(/^\*\*No — GST on \$1,000\.00 is \$100\.00/);
  });

  it('a withholding rate claimed that is not the rate is wrong, the sum worked at the real rate', () => {
    expect(first("Subbie won't quote an ABN, his bill is $3,000. I have to keep back 49%, don't I?")).toMatch(
      /^\*\*No — the rate is 47%, not 49%:.*\$1,410\.00/,
    );
    // (the old rate asked about its own years stays the old rate's question)
    expect(first('back in 2016 we held back 49% from a subbie with no ABN on $1,000, was that right?')).not.toMatch(/not 49%/);
  });
});

describe('a price claimed for a licence, a registration or a permit is its fee', () => {
  it.each([
    ["QBCC licence renewal's about $450 a year, isn't it?", 'Queensland'],
    ['heard builder registration with the BPC costs around $520 a year', 'Victoria'],
    ['the ACT builder licence renewal is roughly $650, right?', 'Australian Capital Territory'],
  ])('%s', (q, place) => expect(first(q)).toMatch(new RegExp(`^\\*\\*I don't have the fee for that in (?:the )?${place}`)));
});

describe('a limit claimed after the job is no part of it', () => {
  it('the parts are summed without the limit a mate put on the rule', () => {
    expect(
      first(
        'earned $51,000 tiling this year and another $26,000 on handyman jobs. mate says no gst rego till 100k. do i have to register?',
      ),
    ).toMatch(/^\*\*\$77,000 \(\$51,000 \+ \$26,000\) → yes/);
  });

  it('a cap claimed under a limit, then the deposit worked from it, is checked against the price', () => {
    expect(
      first(
        'Bathroom in Toowoomba, $16,500 all up. Pretty sure the QLD deposit cap is 10% under $20k, so $1,650 is the most we can take. Right?',
      ),
    ).toMatch(/^\*\*Yes — max deposit on a \$16,500 job in QLD: \$1,650\.00/);
  });
});

describe('a time claimed for a certificate, put with a tag', () => {
  it('"I\'ve got 5 business days …, haven\'t I?" against "as soon as practicable"', () => {
    expect(first("Gasfitter in Belconnen. I've got 5 business days to give the customer the gas certificate, haven't I?")).toMatch(
      /^\*\*No in ACT:\*\* it is as soon as possible, not 5 business days/,
    );
  });

  it('"ive got 14 days … havent i" (no apostrophes)', () => {
    expect(
      answerQuestion('finished the install tuesday. ive got 14 days to give her the test certificate havent i', {
        today: TODAY,
        state: 'QLD',
        trade: 'electrician',
      }).markdown.split('\n')[0],
    ).toMatch(/^\*\*No in QLD:\*\* it is as soon as possible, not 14 days/);
  });
});

describe('a day of the year put as the rule', () => {
  it('"TPAR\'s due 31 October like the tax return, isn\'t it?" — no, 28 August; the tax return is only compared with', () => {
    expect(first("TPAR's due 31 October like the tax return, isn't it?")).toMatch(/^\*\*No:.*28 August/);
  });
});

describe('the question asked after a told leave decides', () => {
  it('"the boss says a handshake is enough … Do we need a signed contract?" asks whether it is needed', () => {
    expect(first('Darwin, $18,000 extension. The boss says a handshake is enough up here. Do we need a signed contract?')).toMatch(
      /^\*\*Yes — on a \$18,000 job in NT/,
    );
    // (leave asked outright stays leave)
    expect(first('is a handshake fine for an 8k deck in perth?')).toMatch(/^\*\*No — a written contract is needed/);
  });
});

describe('the time to pay after the payment schedule', () => {
  it('is not the schedule’s own time (VIC holds only the schedule’s)', () => {
    expect(first("Melbourne subbie. Once the builder's sent his payment schedule, how long has he got to actually pay me?")).toMatch(
      /^\*\*I don't have the deadline for that in Victoria/,
    );
  });
});

describe('every figure a belief puts is judged', () => {
  it('one wrong of two makes the whole wrong', () => {
    expect(
      first('Office manager, Perth plumbing firm. We lodge the CoC within 5 working days and keep our copies for 5 years. Correct?'),
    ).toMatch(/^\*\*No in WA:.*6 years/);
    expect(first('Owner-builder in Devonport says he can do 3 projects in 10 years. Is he right?')).toMatch(/^\*\*No in TAS:.*2 projects/);
  });

  it('both right stays yes', () => {
    expect(first('WA plumbing: CoC within 5 working days and copies kept for 6 years. Correct?')).toMatch(/^\*\*Yes in WA/);
  });
});

describe('more ways a belief is told or put', () => {
  it.each([
    ['pretty sure super is 12% now. correct?', /^\*\*Yes:.*12%/],
    ['ccew in nsw is 7 days or has that changed?', /^\*\*Yes in NSW:.*7 days/],
    ['saw on facebook the qbcc threshold went up to 5k', /^\*\*No in QLD:.*\$3,300/],
    ['boss reckons wa home indemnity only kicks in over 50k', /^\*\*No in WA:.*\$20,000/],
    ['qld deposit cap is 10% under 20k — have I got that right?', /→ yes:.*10% for contracts priced under \$20,000/],
  ])('%s', (q, want) => expect(first(q)).toMatch(want));
});

describe('beliefs against the day, the share and the claim of no need', () => {
  it('a belief that the cooling-off is over is judged against the days counted', () => {
    expect(
      first(
        "parramatta bathroom, 38k. customer got her signed copy of the contract on thursday and now wants out. i told her the cooling off's done so she can't pull out, right?",
      ),
    ).toMatch(/^\*\*No in NSW:\*\* not too late — still within the 5-business-day cooling-off period/);
  });

  it('a share of the work built off-site is not the deposit put to be judged', () => {
    expect(
      first('Modular home in Ipswich, about 80% of the work is done in the factory. Heard I can take a 20% deposit on those?'),
    ).toMatch(/^\*\*Yes in QLD:/);
  });

  it('"no … insurance is needed because each bit is under" — the claim of no need, judged', () => {
    expect(
      first(
        'Tuggeranong: kitchen $8,200 and bathroom $4,500 for one owner, one contract. Owner reckons no residential building insurance is needed since each part is under $12,000. Is she right?',
      ),
    ).toMatch(/^\*\*No — needed on a \$12,700 job in ACT/);
  });
});

describe('the territory typed in lower case before a rule, and a licence with no dollar floor', () => {
  it('"the act deposit cap" is the territory', () => {
    expect(parseQuestion('the act deposit cap is 10%?', { today: TODAY }).state).toBe('ACT');
    // (a law's own name before it keeps it a law)
    expect(parseQuestion('under the building act licence rules do i need one', { today: TODAY }).state).toBeUndefined();
  });

  it('a dollar threshold claimed where the licence has none is wrong', () => {
    expect(first('is the ACT builders licence threshold 5k like NSW?')).toMatch(/^\*\*No — no dollar threshold in ACT, not \$5,000:/);
  });
});
