import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { spokenAmounts, textingForm } from '../../../src/domain/kb/texting';

/**
 * Round 24, numbers and days the way people say them: "eighteen-five", "a touch under five grand plus the G", "another
 * 2 and a bit", "8 foot up", "a tenth deposit", "signed in the winter of 2024", "after the new year". Each kind is
 * tested with its own paraphrases (the development sets' questions are not copied here).
 */
const TODAY = '2026-11-29';
const first = (q: string, today = TODAY) => answerQuestion(q, { today }).markdown.split('\n')[0]!;
const parse = (q: string) => parseQuestion(q, { today: TODAY });
const cents = (q: string) => parse(q).query.amounts.map((a) => a.cents);

describe('amounts said aloud', () => {
  it.each([
    ['the reno in Footscray came to twenty-two five', [2_250_000]],
    ['a bathroom for eighteen-five', [1_850_000]],
    ['quoted twelve five for the deck', [1_250_000]],
    ["turnover's gonna be eighty odd grand", [8_000_000]],
    ['about 80-odd k this year', [8_000_000]],
    ['twenty thou all up', [2_000_000]],
  ])('%s', (q, want) => expect(cents(q)).toEqual(want));

  it('"twenty five" is 25, and a teen with no price word is not a price', () => {
    expect(spokenAmounts('twenty five grand')).toBe('25 grand');
    expect(spokenAmounts('eighteen five metre lengths')).toBe('eighteen five metre lengths');
  });

  it('wages said in hundreds a week are money', () => {
    expect(cents('super on eighteen hundred a week?')).toEqual([180_000]);
  });
});

describe('an amount said loosely keeps its side of a threshold', () => {
  it('"a touch under five grand plus the G" is just under $5,500 incl GST: over the NSW written-contract $5,000', () => {
    expect(first('bathroom reno in Parramatta for a touch under five grand plus the G, need a written contract?')).toMatch(
      /^\*\*Yes\b.*\$5,499\.99/,
    );
  });

  it('"plus the G", "inc the G", "ex G" are GST', () => {
    expect(textingForm('9 grand plus the G')).toBe('9 grand plus GST');
    expect(textingForm('5,500 inc the G')).toBe('5,500 inc GST');
    expect(textingForm('a big G on the wall')).toBe('a big G on the wall');
  });

  it('"a shade over", "just shy of", "north of" are just over or under', () => {
    expect(first('a shade over 20 grand for a reno in Perth, home indemnity insurance?')).toMatch(
      /^\*\*(?:Yes\b|Over \$20,000 in WA → yes)/,
    );
    expect(first('just shy of 20 grand for a reno in Perth, home indemnity insurance?')).toMatch(/not at this amount/);
  });

  it('a part after "another" takes the unit of the part before it, and "and a bit" tips the sum over', () => {
    expect(first("materials are 3 grand and my labour's another 2 and a bit, bathroom in Sydney, do I need a licence?")).toMatch(
      /^\*\*\$5,000\.01 .*→ yes/,
    );
  });

  it('materials the client supplies "worth another 800" are a part of the job', () => {
    expect(
      first(
        'retaining wall in Toowoomba, three point two k for my labour and the client is supplying the blocks worth another 800. licence?',
      ),
    ).toMatch(/^\*\*\$4,000 .*→ yes/);
  });
});

describe('heights and shares said loosely', () => {
  it.each([
    ['roof in Adelaide, about 8 foot up, SWMS needed?', /2\.44 m in SA → yes/],
    ['gutters in Adelaide, two and a half metres up, SWMS?', /2\.5 m in SA → yes/],
  ])('%s', (q, re) => expect(first(q)).toMatch(re));

  it.each([
    ['quoting a tenth deposit on a 30 grand job in Melbourne, is that ok?', /^\*\*No\b.*\$1,500/],
    ['quarter deposit on a 12k job in Brisbane, ok?', /^\*\*No\b.*\$1,200/],
    ['client offered a fifth as deposit on a 40k extension in Sydney, allowed?', /^\*\*No\b.*\$4,000/],
  ])('%s', (q, re) => expect(first(q)).toMatch(re));

  it('"half a day" is no deposit share', () => {
    expect(textingForm('deposit half a day after signing')).toBe('deposit half a day after signing');
  });
});

describe('days said loosely', () => {
  it('a season and its year is the middle of that season', () => {
    expect(parse('we signed in the winter of 2024').query.date).toBe('2024-07-15');
    expect(parse('did it last summer').query.date).toBe('2026-01-15');
    expect(parse('starting next spring').query.date).toBe('2027-10-15');
  });

  it('"the new year" is a day, not new work: a like-for-like swap after it needs no NT certificate', () => {
    expect(first('job starts in the new year in Darwin, like for like light swap, need a CoC?')).toMatch(/^\*\*No in NT/);
  });

  it("the story's day does not date the job when the sentence that asks is about now", () => {
    expect(
      first(
        'Roofer in SA. Gutters in Victor Harbor on Thursday, eaves about 2.4 m. Did heaps of these last year with no SWMS. Do I need one now?',
      ),
    ).toMatch(/2\.4 m in SA → yes/);
  });

  it('a question about the story itself is dated by the story', () => {
    expect(
      parse(
        'Back in March 2017 I did a 7,800 bathroom in Balwyn. The owner now says I needed a major domestic building contract. Did I, back then?',
      ).query.date,
    ).toBe('2017-03-01');
  });
});

describe("a ban's transition read both ways", () => {
  it('signed after the cut-off and done now: the ban applies', () => {
    expect(first('contract signed in the winter of 2024 in Sydney for an engineered stone benchtop, can I install it?')).toMatch(
      /^\*\*No:\*\* signed after 31 Dec 2023/,
    );
  });

  it('done before the ban began: allowed', () => {
    expect(
      first('contract signed in March 2024 in Sydney for an engineered stone benchtop, installed it in May 2024, was that legal?'),
    ).toMatch(/^\*\*Yes:\*\* done before the ban began/);
  });
});

describe('more amounts said aloud (dev 37/38 kinds)', () => {
  it.each([
    ['two hundred and forty grand for the granny flat', [24_000_000]],
    ['his bill is fifteen hundred', [150_000]],
    ['seven hundred and eighty bucks plus gst', [78_000]],
    ['kitchen is eighteen and a half grand and the laundry is another four, one contract', [1_850_000, 400_000]],
    ["sa, kitchen's 8 grand plus the laundry's four, one job", [800_000, 400_000]],
  ])('%s', (q, want) => expect(cents(q)).toEqual(want));

  it('"four point eight plus the G" is $4,800 plus GST', () => {
    expect(first('quoting four point eight plus the G, what is the total?')).toMatch(/\$5,280\.00/);
  });

  it('a count of weeks or a rate said in words', () => {
    expect(textingForm('they pay me nine weeks after the claim')).toBe('they pay me 9 weeks after the claim');
    expect(textingForm('is super still eleven and a half percent?')).toBe('is super still 11.5%?');
    expect(textingForm('got 1.2k one week and 950 the next')).toBe('got 1.2k one week and 950 the next');
  });
});

describe('a deadline counted from the day said, against today', () => {
  it.each([
    [
      'tested a new circuit in Sydney a fortnight ago Monday, am I still in time for the CCEW?',
      /^\*\*No in NSW:\*\* the last day was Mon 23 Nov 2026/,
    ],
    [
      'tested a new circuit in Sydney on Friday, still in time for the CCEW?',
      /^\*\*Yes in NSW:\*\* still in time: the last day is Fri 4 Dec 2026/,
    ],
    ['tested a new circuit in Sydney on Friday, is it too late for the CCEW?', /^\*\*No in NSW:\*\* not too late/],
    [
      'finished a plumbing job in Adelaide last Tuesday, am I still ok for the certificate?',
      /^\*\*Yes in SA:\*\* still in time: the last day is Tue 1 Dec 2026/,
    ],
  ])('%s', (q, re) => expect(first(q)).toMatch(re));

  it('a term the question states is judged against the rule, not counted from the day', () => {
    expect(first('finished testing in Orange on Tuesday, if I get the CCEW to the customer in 10 days am I ok')).toMatch(/^\*\*No in NSW/);
  });
});

describe('a count asked against the count a fact allows', () => {
  it('a third owner-builder place in ten years is more than the TAS limit of 2 in 10', () => {
    expect(first('mate in Kingston Beach wants an owner-builder permit for his third place in ten years, can he get one?')).toMatch(
      /^\*\*No in TAS:\*\* a third is more than 2 projects in 10 years/,
    );
  });
});

describe('declines the style brought', () => {
  it.each([
    ['how much payg do i take out of eighteen hundred a week?', /Australian Taxation Office/],
    ['how much can i claim per km for the ute this year?', /Australian Taxation Office/],
  ])('%s', (q, re) => {
    const a = answerQuestion(q, { today: TODAY });
    expect(a.found).toBe(false);
    expect(a.markdown).toMatch(re);
  });
});

describe('the payment claim asked in other words', () => {
  it('"respond to my payment claim" asks the payment schedule: a place whose deadline the facts lack declines it', () => {
    const a = answerQuestion('act subbie, how many business days has the builder got to respond to my payment claim?', { today: TODAY });
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).not.toMatch(/\d/);
    expect(textingForm('how long to respond to his claim')).toBe('how long to give a payment schedule for the payment claim');
  });

  it('"the longest the builder can take to actually pay" is the maximum time to pay', () => {
    expect(textingForm('whats the longest the builder can take to actually pay my claim')).toBe('whats the maximum time to pay my claim');
    const a = answerQuestion('vic subbie - under the sop act whats the longest the builder can take to actually pay my claim?', {
      today: TODAY,
    });
    expect(a.found).toBe(false);
  });
});

describe('a time limit asked is never how long a copy is kept', () => {
  it('"how long do I have to give" the QLD certificate is "as soon as possible", not "keeps a copy for 5 years"', () => {
    const line = first('sparky in Brisbane, how long do I have to give the certificate of testing and compliance?');
    expect(line).toMatch(/as soon as possible/);
    expect(line).not.toMatch(/5 years/);
  });

  it('how long a copy is kept is still answered as asked', () => {
    expect(first('sparky in Brisbane, how long do I keep the certificate of testing and compliance?')).toMatch(/5 years/);
  });
});

describe('a price and a rate said bare', () => {
  it('"eleven hundred inc" is $1,100 incl GST', () => {
    expect(first('invoice was eleven hundred inc, how much gst is in that?')).toMatch(/\$100\.00 GST/);
  });

  it('"11 and a half percent" is 11.5%, put to be confirmed', () => {
    expect(textingForm('is super 11 and a half percent still?')).toBe('is super 11.5% still?');
    expect(first('is super 11 and a half percent still?')).toMatch(/^\*\*No:\*\*.*12%/);
    expect(textingForm('it was 12.5 percent')).toBe('it was 12.5 percent');
  });
});

describe('loose words that are also places', () => {
  it('"north of 20k" is over it; "north of Brisbane" stays a place', () => {
    expect(textingForm('a reno north of 20k')).toBe('a reno over 20k');
    expect(textingForm('a deck just north of Brisbane for 8k')).toBe('a deck just north of Brisbane for 8k');
  });
});
