import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';

const TODAY = '2026-11-28';
const answer = (q: string) => answerQuestion(q, { today: TODAY });
const first = (q: string) => answer(q).markdown.split('\n')[0] ?? '';

describe('whether a paper must be paid for is its fee, not whether the paper is needed', () => {
  it.each([
    'do we have to pay anything to lodge a coes in vic',
    'do i need to pay a fee to renew my licence with qbcc',
    'gotta pay for the permit in sa?',
    'how much per certificate for gas in wa',
    'wa plumbing licence, how much a year',
  ])('%s → fee', (q) => expect(parseQuestion(q).query.attribute).toBe('fee'));

  it.each([
    'do i have to pay super on my apprentice',
    'do i have to pay gst on a 3k job',
    'do i need a licence for a 12k deck in perth',
    'turnover about 6k a month, how much a year is that for gst',
  ])('%s → not a fee', (q) => expect(parseQuestion(q).query.attribute).not.toBe('fee'));

  it('declines a registration renewal price, with no licence rule in the first line', () => {
    const a = answer('do i have to pay anything to renew my builder rego in tassie');
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).not.toMatch(/\$|\byes\b/i);
  });
});

describe('a time to do something put for confirmation asks the deadline', () => {
  it.each([
    'is 10 days ok to give the owner the certificate in qld',
    'are 2 weeks enough to lodge the notice in vic',
    'ok to lodge the compliance cert after a fortnight in sa?',
  ])('%s → deadline', (q) => expect(parseQuestion(q).query.attribute).toBe('deadline'));

  it('is answered with the day count where the place holds one', () => {
    expect(first('electrician in wollongong, is a week ok to submit the ccew')).toMatch(/7 days/);
  });
});

describe('takings said with a verb of taking money in count as turnover', () => {
  it.each([
    ['takin about 7,000 a month, do i need to register for gst', /\$84,000 .*yes/],
    ['pulling in 1,300 a week ex gst, need gst rego?', /\$67,600 .*not at this amount/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));

  it('a deposit taken is not takings', () => {
    expect(parseQuestion('taking 2k deposit on a 20k job, do i charge gst on it').concepts).not.toContain('#turnover');
  });
});

describe('materials the client bought count with the labour, wherever the client is said to live', () => {
  it('sums the client-bought goods and the labour before the threshold', () => {
    const q = parseQuestion('customer at mt gambier bought the vanity herself for 1,900, my labour is 1,400, do i need a licence');
    expect(q.query.totalCents).toBe(330_000);
    expect(q.query.amounts[0]?.clientMaterials).toBe(true);
  });
});

describe('super: the wages paid and the super quoted are both read', () => {
  it('checks the quoted super against the wages paid', () => {
    expect(first('paid my labourer 1,250 this week, is 140 bucks super enough')).toMatch(
      /^\*\*No — \$140\.00 is short: super on \$1,250 .*\$150\.00/,
    );
  });

  it('checks a rate put for confirmation against the rate in force on the day paid', () => {
    const line = first('in may 2025 we paid super at 12%, was that right');
    expect(line).toMatch(/^\*\*No — the super guarantee for wages paid in may 2025 was 11\.5%/);
    expect(first('paying 12% super on wages now, right?')).toMatch(/^\*\*Yes — the super guarantee is 12%/);
  });

  it('never reads a percentage as wages', () => {
    expect(first('paid super at 11.5% in september 2025, was that right')).not.toMatch(/Super on \$11/);
  });
});

describe('an informal agreement put as ok, then the need as an alternative: the first clause is answered', () => {
  it.each([
    ['would an sms be enough for a 4k deck in wagga, or do i need a proper contract', /^\*\*Yes — a written contract isn't needed/],
    ['is a text ok for a 25k extension in darwin or must it be written', /^\*\*No\b/],
    ['do i need a written contract for a 4k deck in wagga or is an sms enough', /not at this amount/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));

  it('reads a verbal quote as no written contract', () => {
    expect(first('just a verbal quote for a 28k kitchen in launceston, that ok?')).toMatch(/^\*\*No — .*needed on a \$28,000 job in TAS/);
  });
});

describe('a deposit share put as leave needs the place to hold a cap', () => {
  it('declines by name where the place holds no deposit cap', () => {
    const a = answer('ok if i take 15% upfront on a 60k granny flat in alice springs?');
    expect(a.found).toBe(false);
    expect(a.markdown.split('\n')[0]).not.toMatch(/\d/);
    expect(first('can i take 15% upfront on a 60k granny flat in alice springs?')).toMatch(/I don't have the maximum deposit/);
  });
  it('still answers where the place holds one', () => {
    expect(first('can i charge 10% deposit on a 40k reno in geelong')).toMatch(/^\*\*No — max deposit on a \$40,000 job in VIC/);
  });
});

describe('a wage stated and put for leave asks the award wage', () => {
  it.each(['can we pay our 3rd year apprentice 24 dollars an hour', 'is $21 an hour enough for a first year chippy apprentice'])(
    '%s → declined to the Fair Work Ombudsman',
    (q) => {
      const a = answer(q);
      expect(a.found).toBe(false);
      expect(a.markdown).toMatch(/Fair Work Ombudsman/);
    },
  );
  it('a wage beside super stays context', () => {
    expect(first('paying my apprentice 800 a week, is 96 super right')).toMatch(/^\*\*Yes — \$96\.00 covers it: super on \$800/);
  });
});

describe('whether a penalty exists, asked as a yes/no, opens with the yes the penalty sentence gives', () => {
  it.each([
    ['could i get fined in qld for not sending a payment schedule', /^\*\*Yes\b.*100 penalty units/],
    ['is there a fine up in qld for never sending a payment schedule', /^\*\*Yes — there's a penalty in QLD:.*100 penalty units/],
    ['any penalty in canberra if the gas certificate isnt handed over', /^\*\*Yes — there's a penalty in ACT:.*50 penalty units/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));

  it('a fine asked as a figure still opens with the figure', () => {
    expect(first('how much is the penalty in queensland for not giving a payment schedule')).toMatch(/^\*\*Short answer:/);
  });
});

describe('a fine claimed and put for confirmation', () => {
  it('says yes when the fact states the same figure', () => {
    expect(
      first(
        'my mate says the max fine for an individual doing unlicensed building work in south australia is 100k first offence, is that true?',
      ),
    ).toMatch(/^\*\*Yes — \$100,000 is right:/);
  });
  it('never says yes to a figure the fact does not state', () => {
    expect(first('someone said the fine for unlicensed building work in sa is up to 40k, right?')).not.toMatch(/^\*\*Yes/);
  });
});

describe('an old figure quoted as current', () => {
  it.each([
    'a mate told me you hold back 49% when a subbie has no abn, is that still right?',
    'supplier wont give me an abn, withholding is still 49% isnt it',
  ])('%s → no, with the figure that replaced it', (q) => {
    expect(first(q)).toMatch(/^\*\*No\b/);
    expect(answer(q).markdown).toMatch(/47%/);
  });
  it('leaves a dated question to the rule of its day', () => {
    expect(first('in 2016 was it 49% withheld from a supplier with no abn?')).not.toMatch(/is now 47%/);
  });
});

describe('a measurement with a trailing tag ("…, passes?", "…, ok?") is put for confirmation', () => {
  it.each([
    ['balcony landing rail sitting at 950mm, that passes eh?', /^\*\*No — 950 mm is below the 1 m minimum/],
    ['handrail up the stair flight at 880mm, ok?', /^\*\*Yes — 880 mm is at or above the 865 mm minimum/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));
});

describe('a fee asked of something a fact says is free', () => {
  it('answers no — it is free, for a yes/no', () => {
    expect(first('do we need to pay for a before you dig australia enquiry')).toMatch(/^\*\*No — it's free:/);
  });
  it('answers it is free, for a how much', () => {
    expect(first('what does a byda enquiry cost me for a driveway job')).toMatch(/^\*\*It's free:/);
  });
  it('still declines a fee no fact holds', () => {
    expect(answer('do i need to pay anything to lodge a form 4 in qld').markdown.split('\n')[0]).not.toMatch(/free/);
  });
});
