import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { textingForm } from '../../../src/domain/kb/texting';

const first = (q: string, opts: Parameters<typeof answerQuestion>[1] = {}) =>
  answerQuestion(q, { today: '2026-11-27', ...opts }).markdown.split('\n')[0] ?? '';

/** The parse sums the parts itself; the engine's re-sums (answer.ts) find nothing left to do. */
describe('a year’s takings in parts are one turnover in the parse', () => {
  it('sums parts beside the word turnover when each is income from a source', () => {
    const { query } = parseQuestion('turnover last yr was 41k off new installs and 37k through service work, gst rego?');
    expect(query.totalCents).toBe(7_800_000);
    expect(query.totalWorking).toMatch(/\$41,000 \+ \$37,000 = \$78,000 \(GST turnover is counted without GST\)/);
  });
  it('keeps a job price beside a turnover apart', () => {
    const { query } = parseQuestion('turnover about 82k, quoting a 7k deck, have to register for gst?');
    expect(query.totalCents).toBe(8_200_000);
    expect(query.totalWorking).toBeUndefined();
  });
  it('keeps alternatives apart', () => {
    expect(parseQuestion('turnover will be 60k from jobs or 80k from jobs, gst rego?').query.totalWorking).toBeUndefined();
  });
  it('answers the summed turnover', () => {
    expect(first('my turnover is 38k in reno work and 39k from strata contracts, must i register for gst?')).toMatch(
      /^\*\*\$77,000 \(\$38,000 \+ \$39,000\) → yes/,
    );
  });
});

describe('a deposit cap asked of a price in parts is summed in the parse', () => {
  it('sums the parts even beside a word that names no amount of them ("paid")', () => {
    const { query } = parseQuestion('before i get paid, max deposit on a 13k kitchen plus 8.5k laundry in ballarat?');
    expect(query.totalCents).toBe(2_150_000);
    expect(query.depositCents).toBeUndefined();
  });
  it('an amount beside the deposit word is still the deposit taken', () => {
    const { query } = parseQuestion('client paid a 4k deposit on a 30k extension in bendigo, ok?');
    expect(query.totalCents).toBe(3_000_000);
    expect(query.depositCents).toBe(400_000);
  });
});

/** Amounts said in words are written in figures before anything reads the question (parse, GST and super tools). */
describe('amounts said in words', () => {
  it('thousands and hundreds: "seven thousand three hundred" is $7,300', () => {
    expect(textingForm('job came to seven thousand three hundred inc gst')).toBe('job came to 7,300 inc gst');
    expect(parseQuestion('job came to seven thousand three hundred inc gst').query.amounts[0]?.cents).toBe(730_000);
  });
  it('"N and a half grand" keeps the tens ("twenty six and a half grand" is $26,500)', () => {
    expect(parseQuestion('twenty six and a half grand kitchen reno in geelong, biggest deposit allowed?').amountCents).toBe(2_650_000);
    expect(parseQuestion('eleven and a half k for the deck in cairns').amountCents).toBe(1_150_000);
  });
  it('hundreds with a GST mark after or a price word before', () => {
    expect(textingForm('charging thirteen hundred ex gst')).toBe('charging 1,300 ex gst');
    expect(first('billed nineteen hundred plus gst, total with gst?')).toMatch(/\$1,900\.00.*\$190\.00.*\$2,090\.00/);
  });
  it('wages said in words reach the super tool', () => {
    expect(first('paid my labourer one thousand six hundred gross last week, how much super?')).toMatch(/Super on \$1,600/);
  });
  it('measures, counts and years stay words', () => {
    for (const q of [
      'ran three thousand two hundred metres of cable',
      'two hundred penalty units for that?',
      'back in two thousand and twenty two',
      'twelve hundred hours of work experience',
    ])
      expect(textingForm(q)).toBe(q);
  });
  it('is idempotent', () => {
    const once = textingForm('quoted fifteen thousand four hundred and fifty plus gst, twenty two grand all up');
    expect(once).toBe('quoted 15,450 plus gst, 22 grand all up');
    expect(textingForm(once)).toBe(once);
  });
});

describe('places', () => {
  it('a word of a longer place name is that place, never a misspelt city ("st albans" is no Albany)', () => {
    const p = parseQuestion('tiler working in st albans, bathroom 9k, need a licence?');
    expect(p.states).not.toContain('WA');
    expect(p.state).toBe('VIC');
    expect(parseQuestion('plumber in st albans victoria').states).toEqual(['VIC']);
  });
  it('"just over the border" from the one place named is the state across that border', () => {
    const p = parseQuestion('live in tweed heads but the job is just across the border, 6k deck, licence?');
    expect(p.state).toBe('QLD');
    expect(p.stateReason).toMatch(/over the border.*Tweed Heads \(NSW\) is QLD/);
    expect(parseQuestion('based in wodonga, this one is over the border, 12k reno').state).toBe('NSW');
  });
  it('a place far from every border keeps its own state (no state across it is guessed)', () => {
    expect(parseQuestion('based in bendigo, job over the border, 8k reno').state).toBe('VIC');
  });
});

describe('dates and word forms', () => {
  it('a financial year in two-digit years ("the 21-22 year", "fy 18/19") is read as that year', () => {
    expect(parseQuestion('what super did i have to pay in the 21-22 year').query.date).toBe('2022-01-01');
    expect(parseQuestion('gst rules for fy 18/19?').query.date).toBe('2019-01-01');
  });
  it('ages, counts and ranges of two-digit numbers are no year', () => {
    expect(parseQuestion('taking on a 15-16 year old apprentice, super?', { today: '2026-11-27' }).query.date).toBe('2026-11-27');
    expect(parseQuestion('do they get 10-11 business days to pay?', { today: '2026-11-27' }).query.date).toBe('2026-11-27');
  });
  it('"withheld" is the past of withhold, not a word the knowledge base lacks', () => {
    expect(parseQuestion('should i have withheld anything from the no abn guy').unknown).not.toContain('withheld');
  });
});

describe('the work, with the g cut', () => {
  it('"knockin down", "pullin down" are demolition', () => {
    expect(parseQuestion('pullin down an old fibro house in bendigo, 8k').query.work).toContain('demolition');
    expect(parseQuestion("knockin' down a shed out the back").query.work).toContain('demolition');
  });
  it('a wall knocked down inside a reno is no demolition of a home', () => {
    expect(parseQuestion('knocked down a wall between the kitchen and lounge').query.work).not.toContain('demolition');
  });
  it('"weatherboard" is the cladding, never the town of that name', () => {
    const p = parseQuestion('restumping a weatherboard in ringwood, 14k');
    expect(p.place?.name).toBe('Ringwood');
  });
});

describe('the tradie’s own part beside the client’s materials', () => {
  it('"my part of the job is 250" beside materials the client bought is a part of one job', () => {
    const { query } = parseQuestion(
      'plumber in frankston, my part of the job is 250 and the owner bought a 580 toilet suite himself. cert?',
    );
    expect(query.totalCents).toBe(83_000);
    expect(query.totalWorking).toMatch(/\$250 \+ \$580 \(client-supplied materials\)/);
  });
});

describe('a deposit told after the price', () => {
  it('"the deposit on his 24k job would be 2,400" is the deposit taken on the $24,000 price', () => {
    const { query } = parseQuestion('told the owner in frankston the deposit on his 24k job would be 2,400, ok?');
    expect(query.totalCents).toBe(2_400_000);
    expect(query.depositCents).toBe(240_000);
    expect(first('told the owner in frankston the deposit on his 24k job would be 2,400, ok?')).toMatch(
      /^\*\*No — max deposit on a \$24,000 job in VIC/,
    );
  });
});
