import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { textingForm } from '../../../src/domain/kb/texting';

const answer = (q: string) => answerQuestion(q, { today: '2026-11-27' }).markdown;
const first = (q: string) => answer(q).split('\n')[0] ?? '';

describe('"fine" closing an "is …" clause means okay, not a penalty', () => {
  it.each([
    'client in orange wants a written contract for a 9 grand pergola, or is an email quote fine',
    'is a quote sent by sms fine for a 6k fence in newcastle?',
    'is a signed invoice fine, mate',
  ])('reads no fine asked in %s', (q) => {
    expect(parseQuestion(q).query.attribute).not.toBe('fine');
  });
  it.each(['is there a fine for no swms in vic?', 'is there a big fine for unlicensed work', 'what is the fine for no white card'])(
    'still reads a penalty asked in %s',
    (q) => {
      expect(parseQuestion(q).query.attribute).toBe('fine');
    },
  );
  it('keeps the words between "is" and "fine" as the subject', () => {
    expect(parseQuestion('is a quote sent by sms fine for a 6k fence in newcastle?').terms).toContain('quote');
  });
  it('answers the contract rule, not "no fine held"', () => {
    expect(first('client in orange wants a written contract for a 9 grand pergola, or is an email quote fine')).not.toMatch(
      /fine or penalty/,
    );
  });
});

describe('an agreement with nothing in writing is read as "without a written contract"', () => {
  it.each([
    ['doing it on a handshake', 'doing it without a written contract'],
    ['just a verbal agreement with the owner', 'without a written contract with the owner'],
    ["a gentleman's agreement, ok?", 'without a written contract, ok?'],
    ['word of mouth deal', 'without a written contract'],
  ])('%s', (said, read) => {
    expect(textingForm(said)).toBe(read);
  });
  it('is idempotent', () => {
    expect(textingForm(textingForm('on a handshake'))).toBe('without a written contract');
  });
  it('answers that the written contract cannot be skipped above the threshold', () => {
    expect(first('9k patio in toowoomba, owner is keen to go on a handshake. is that ok?')).toMatch(/^\*\*No\b.*can't be skipped/);
  });
});

describe('trade shorthand for what the rules name', () => {
  it('"bonded sheeting" is bonded asbestos', () => {
    expect(textingForm('pulling off 4m2 of bonded sheets from the eaves')).toBe('pulling off 4m2 of bonded asbestos sheets from the eaves');
    expect(parseQuestion('pulling off 4m2 of bonded sheets in geelong, notice to worksafe?').concepts).toContain('#asbestos');
  });
  it('leaves "bonded" alone when asbestos is already said', () => {
    expect(textingForm('bonded asbestos sheeting')).toBe('bonded asbestos sheeting');
  });
  it('a plug-in lead is a flexible cord', () => {
    expect(textingForm('the apprentice ran the saw off an extension lead')).toBe('the apprentice ran the saw off a flexible cord');
    expect(textingForm('she plugged the fridge in with a lead')).toBe('she plugged the fridge in with a flexible cord');
  });
  it('leaves lead the metal alone', () => {
    expect(textingForm('old lead flashing on the roof')).toBe('old lead flashing on the roof');
  });
  it('answers whether plugging in with a lead is electrical work in NT', () => {
    expect(first('in darwin my labourer plugged the heater in with an extension lead. is that electrical work?')).toMatch(/flexible cord/);
  });
});

describe('takings told by the month or week are a year’s GST turnover', () => {
  it.each([
    ['invoicing around 7k a month, need to register for gst?', 8_400_000, /\$7,000 a month × 12 = \$84,000/],
    ['turnover about 1,300 per week, gst registration?', 6_760_000, /\$1,300 a week × 52 = \$67,600/],
    ['bringing in 20k a quarter, do i have to register for gst', 8_000_000, /\$20,000 a quarter × 4 = \$80,000/],
  ])('%s', (q, cents, working) => {
    const { query } = parseQuestion(q);
    expect(query.totalCents).toBe(cents);
    expect(query.totalWorking).toMatch(working);
  });
  it('answers against the $75,000 threshold with the yearly figure', () => {
    expect(first('invoicing around 7k a month, need to register for gst?')).toMatch(/^\*\*\$84,000 .*→ yes/);
    expect(first('earning 5.5k a month, do i need to register for gst')).toMatch(/^\*\*\$66,000 .*→ not at this amount/);
  });
  it('leaves a wage or a price alone', () => {
    expect(parseQuestion('paying my apprentice 900 a week, super?').query.totalWorking).toBeUndefined();
    expect(parseQuestion('7k a month job in cairns, need a licence?').query.totalCents).toBe(700_000);
  });
});

describe('the place of the work when a question names two states', () => {
  it('takes the place after the job’s own words over a bare "in" after the trade', () => {
    expect(parseQuestion('plumber in SA, got a job in Victoria next week, compliance cert?').state).toBe('VIC');
    expect(parseQuestion('chippy in qld, the reno is in nsw, 8k, written contract?').state).toBe('NSW');
  });
  it('still reads the home state after "based in"', () => {
    expect(parseQuestion('based in tas, work is in vic, 18k deck, dbi?').state).toBe('VIC');
  });
});

describe('a state named by its people’s nicknames', () => {
  it.each([
    ['west aussie chippy, 25k extension, registration?', 'WA'],
    ['sandgropers need a licence for a 25k shed?', 'WA'],
    ['croweater here, 14k deck, written contract?', 'SA'],
    ['banana bender, 4k tiling job, licence?', 'QLD'],
    ['taswegian builder 20k contract?', 'TAS'],
  ])('%s', (q, state) => {
    expect(parseQuestion(q).state).toBe(state);
  });
});

describe('amounts said as ranges, halves of a price, each of several, or "+ 10% GST"', () => {
  it('reads "$14-15k" by the high end, like "14-15k"', () => {
    expect(parseQuestion('roughly $14-15k kitchen in ballarat, dbi?').amountCents).toBe(1_500_000);
    expect(parseQuestion('roughly 14-15k kitchen in ballarat, dbi?').amountCents).toBe(1_500_000);
  });
  it.each([
    ['labour 2.1k, materials 1.5k, cairns, qbcc licence?', 360_000],
    ['materials $700, labour $2,800 in townsville, licence needed?', 350_000],
    ['labour 2.4k, 1.2k materials, mackay, licence?', 360_000],
  ])('sums labour and materials named before their prices: %s', (q, cents) => {
    expect(parseQuestion(q).query.totalCents).toBe(cents);
  });
  it('multiplies a price each by the count after it', () => {
    expect(parseQuestion('8.5k each for three decks on the one site in geelong, dbi?').amountCents).toBe(2_550_000);
    expect(parseQuestion('2,100 a pop on 4 splits in penrith, licence?').amountCents).toBe(840_000);
  });
  it('reads "+ 10% GST" as GST on top', () => {
    const { query } = parseQuestion('price is 4,700 + 10% gst for a deck in dubbo, written contract?');
    expect(query.totalCents).toBe(517_000);
    expect(query.amounts[0]?.gst).toBe('excl');
  });
});

describe('a price asked of insurance or a licence in other words is a fee ask', () => {
  it.each([
    'what is dbi cost on a 70k extension in bendigo',
    'roughly what will home warranty set me back on a 45k reno in penrith',
    'hbcf premium on a 33k kitchen, any idea?',
    'qbcc insurance price for a 52k deck',
    'ballpark for dbi on a 60k job',
    'need dbi for a 40k job, what would it cost me',
  ])('%s', (q) => {
    expect(parseQuestion(q).query.attribute).toBe('fee');
  });
  it('still reads whether the cover is needed as a need', () => {
    expect(parseQuestion('is dbi needed for a 40k job in vic').query.attribute).toBe('need');
  });
  it('declines the premium without another figure in the first line', () => {
    expect(first('what is hbcf cost on a 90k extension in wagga')).toMatch(/^\*\*I don't have the fee/);
  });
});

describe('dates said as parts of a year, holidays or day/month/two-digit year', () => {
  const dateOf = (q: string) => parseQuestion(q, { today: '2026-11-27' }).query.date;
  it.each([
    ['contract signed 14/5/26, sa roof at 2.4 m, swms?', '2026-05-14'],
    ['starting early next year on a 2.4 m roof in sa, swms?', '2027-01-15'],
    ['doing it mid next year', '2027-07-01'],
    ['late last year we did a deck', '2025-11-15'],
    ['job kicks off after the new year', '2027-01-01'],
    ['wrapping it up by the end of the financial year', '2027-06-30'],
    ['working over christmas on a roof', '2026-12-25'],
  ])('%s', (q, date) => {
    expect(dateOf(q)).toBe(date);
  });
  it('leaves a fraction or a ratio alone', () => {
    expect(dateOf('mix it 1/3/5 and the fall is 1/20')).toBe('2026-11-27');
  });
});

describe('places and bodies that name one state', () => {
  it.each([
    ['bathroom at surfers, 7k, licence?', 'QLD'],
    ['deck in port maquarie, 8k, written contract?', 'NSW'],
    ['pergola at lake macquarie 9k contract?', 'NSW'],
    ['fair trading reckons i need a contract on 7k?', 'NSW'],
    ['office of fair trading says what about deposits?', 'QLD'],
    ['the old plumbing industry commission cert, still valid?', 'VIC'],
    ['urban utilities want a plumbing approval?', 'QLD'],
    ['taswater sign off for a new sewer connection?', 'TAS'],
    ['icon water approval for a new meter?', 'ACT'],
    ['power and water connection, do i need a coc first?', 'NT'],
  ])('%s', (q, state) => {
    expect(parseQuestion(q).state).toBe(state);
  });
  it('says "an" before a state read as a vowel sound', () => {
    expect(parseQuestion('icon water approval for a new meter?').stateReason).toMatch(/is an ACT body/);
  });
});

describe('trade slang for the person', () => {
  it.each([
    ['roofie in ballarat, 4k re-roof, registration?', 'roofer'],
    ['concretor doing a 9k slab in nsw, licence?', 'concreter'],
  ])('%s', (q, trade) => {
    expect(parseQuestion(q).trade).toBe(trade);
  });
});

describe('the longest time allowed is a deadline ask', () => {
  it.each([
    'what is the maximum time a head contractor has to pay my claim in qld',
    'how much time have i got to send the ccew',
    'the longest we can take to lodge a plumbing cert in wa?',
  ])('%s', (q) => {
    expect(parseQuestion(q).query.attribute).toBe('deadline');
  });
  it('is still an amount ask when no time is asked', () => {
    expect(parseQuestion('max deposit on a 30k job in qld').query.attribute).toBe('amount');
  });
});

describe('a water temperature in degrees is read in °C', () => {
  it.each([
    ['the tmv has to be set at 45 deg c?', 'the tmv has to be set at 45°C?'],
    ['hws thermostat on 60 degrees celsius', 'hws thermostat on 60°C'],
    ['shower water max 50 degrees?', 'shower water max 50°C?'],
  ])('%s', (said, read) => {
    expect(textingForm(said)).toBe(read);
    expect(textingForm(read)).toBe(read);
  });
  it.each(['a 45 degree bend on the hot water line', 'hot water unit on a roof pitched at 25 degrees', 'a 30 degree angle'])(
    'leaves an angle alone: %s',
    (q) => {
      expect(textingForm(q)).toBe(q);
    },
  );
  it('no longer counts "degrees" as a word the knowledge base lacks', () => {
    expect(parseQuestion('storage hot water at 60 degrees in ballarat, right?').unknown).not.toContain('degrees');
  });
});

describe('a cash job in slang', () => {
  it('"cashie" is a cash job, not an unknown word', () => {
    const p = parseQuestion('doing a cashie on the weekend, 7k fence in penrith, contract?');
    expect(p.unknown).not.toContain('cashie');
    expect(p.terms).toContain('cash');
  });
});

describe('a statement of leave put to be confirmed is asked as "can …?"', () => {
  it.each([
    ['am i correct that i can wire my own shed in qld', 'can i wire my own shed in qld'],
    ['surely my labourer who has no ticket can fit a downlight', 'can my labourer who has no ticket fit a downlight'],
    ['is it true that we can skip the permit on a 3k job', 'can we skip the permit on a 3k job'],
    ['i reckon the owner could lay his own tiles', 'could the owner lay his own tiles'],
  ])('%s', (said, asked) => {
    expect(textingForm(said)).toBe(asked);
  });
  it('leaves "surely I don\'t need …" to the statement reading', () => {
    expect(textingForm('surely i dont need a permit for a 2k deck')).toBe('surely i dont need a permit for a 2k deck');
  });
  it('answers that the work needs the licence, whatever it is worth', () => {
    expect(first('am i right that i can do some gasfitting under 3k in wollongong with no licence as its only small')).toMatch(
      /^\*\*.*\bno\b.*not without it/i,
    );
  });
});

describe('the attribute asked in tradie words', () => {
  it.each([
    ["what's the damage for a vba registration renewal", 'fee'],
    ['how much can they fine a sparky for no ccew', 'fine'],
    ['how much will worksafe fine us for no swms', 'fine'],
    ['how quickly do i need to lodge the form 4', 'deadline'],
    ['how fast does the noi have to go in in perth', 'deadline'],
    ['who looks after gas licences in sa', 'who'],
    ['which department handles plumbing complaints in qld', 'who'],
  ])('%s', (q, attribute) => {
    expect(parseQuestion(q).query.attribute).toBe(attribute);
  });
  it('"fine" after the asker is still okay', () => {
    expect(parseQuestion("we're fine to start monday without the permit?").query.attribute).not.toBe('fine');
  });
});

describe('a place after "round", a postcode after "postcode is", a region of one state', () => {
  it.each([
    ['doing a fence round orange, 7k, contract?', 'NSW'],
    ['postcode is 4870, 5k bathroom, licence?', 'QLD'],
    ['post code: 3550, 18k deck, dbi?', 'VIC'],
    ['granny flat in the hunter region, 30k, hbcf?', 'NSW'],
  ])('%s', (q, state) => {
    expect(parseQuestion(q).state).toBe(state);
  });
  it('does not read "postcode is 4870" as a price', () => {
    expect(parseQuestion('postcode is 4870, 5k bathroom, licence?').amountCents).toBe(500_000);
  });
});
