/**
 * Kinds of wrong or missing first line fixed in the assistant's thirteenth round (helper "engine", 27 Nov 2026), each
 * tried on phrasings written for this file, not the evaluation sets'.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';

const today = '2026-11-27'; // a Friday
const first = (q: string) => answerQuestion(q, { today }).markdown.split('\n')[0]!;
const yesNo = (line: string) => /\b(yes|no|not)\b/i.exec(line.replace(/^\*\*/, ''))?.[1]?.toLowerCase();

describe('a permission put for confirmation ("am I right that I can …", "surely he can …")', () => {
  it.each([
    'am i right that my offsider can wire in a couple of downlights in toowoomba without a licence, only 400 bucks',
    'surely my brother who isnt registered can do a bit of gasfitting in geelong if its under 700 bucks',
  ])('%s → no, not without it', (q) => expect(first(q)).toMatch(/no, not without it/));
});

describe('"surely I don\'t need X" reads the rule: needed at any value is a yes', () => {
  it('a small plumbing job still needs the licence', () => {
    expect(first('replacing a leaking toilet cistern in penrith for 250 bucks, surely i dont need a plumbing licence for that?')).toMatch(
      /→ yes, at any value/,
    );
  });
});

describe('a measurement against a fact’s minimum, maximum or trigger', () => {
  it('below a minimum is no, above it yes, with both figures in the first line', () => {
    expect(first('would an 850mm handrail pass along the stairs')).toMatch(/^\*\*No — 850 mm is below the 865 mm minimum/);
    expect(first('is 1.05 m ok for the balustrade around a landing?')).toMatch(/^\*\*Yes — 1\.05 m is at or above the 1 m minimum/);
  });

  it('a gap within a maximum opening is yes, over it no', () => {
    expect(first('is a 110mm gap between the balusters ok')).toMatch(/^\*\*Yes — 110 mm is within the 125 mm maximum/);
    expect(first('are 140 mm gaps in the balustrade ok')).toMatch(/^\*\*No — 140 mm is over the 125 mm maximum/);
  });

  it('a height a rule applies from: below it no, at or above it yes', () => {
    expect(first('the verandah is 750mm off the grass, do i need a barrier?')).toMatch(/^\*\*No — not needed at 750 mm/);
    expect(first('patio sits 1.4 m above the yard, is a balustrade required?')).toMatch(/^\*\*Yes — needed at 1\.4 m/);
  });

  it('two figures the question does not choose between decide nothing', () => {
    expect(first('my balustrade is 900mm, is that enough')).not.toMatch(/minimum/);
  });
});

describe('a duty asked as a yes/no beside its figure', () => {
  it('"must I keep them, for how long" opens yes with the retention period', () => {
    const line = first('gasfitter in newcastle, must i keep copies of my gas certificates and for how long');
    expect(yesNo(line)).toBe('yes');
    expect(line).toMatch(/5 years/);
  });

  it('"how long do I have to keep them" is no yes/no: the figure alone', () => {
    const line = first('how long do i have to hang on to my gas certificates in nsw');
    expect(line).toMatch(/^\*\*Short answer:\*\*.*5 years/);
  });
});

describe('"do I have to withhold" from a no-ABN supplier over the exemption', () => {
  it('opens yes with the exemption it is over and the sum withheld', () => {
    const line = first('labourer hasnt given me an abn, his bill is 2,000, do i need to withhold anything');
    expect(yesNo(line)).toBe('yes');
    expect(line).toMatch(/\$75/);
    expect(line).toMatch(/\$940\.00/);
  });

  it('a price said ex GST is worked out as said as well', () => {
    const line = first('delivery driver without an abn billed me 200 ex gst, do i have to hold back 47%');
    expect(yesNo(line)).toBe('yes');
    expect(line).toMatch(/\$94\.00/);
  });
});

describe('a paper named alone after the job is told asks whether it is needed', () => {
  it('an exception the job is inside answers no; work with no exception yes', () => {
    expect(yesNo(first('darwin sparky, changed a light fitting like for like, no change to wiring or load. ecoc?'))).toBe('no');
    expect(yesNo(first('tennant creek sparky, ran two new power circuits to a granny flat. coc?'))).toBe('yes');
  });
});

describe('leave to skip a paper on work its fact excepts', () => {
  it('"any chance we can skip …" on an excepted emergency job is yes', () => {
    expect(yesNo(first('any chance we can skip lodging the noi in mandurah, its an emergency job, burst main under the slab'))).toBe('yes');
  });
});

describe('a fall trigger claimed as the rule, put to be checked', () => {
  it('the old figure is no, with the figure in force', () => {
    const line = first('my offsider reckons you only need a swms in sa from 3 m up, is he right');
    expect(line).toMatch(/^\*\*No — the fall trigger in SA is more than 2 m, not 3 m/);
  });

  it('the figure in force is yes', () => {
    expect(first('in qld a swms is only needed once you are over 2 metres, correct?')).toMatch(/^\*\*Yes — 2 m is the fall trigger/);
  });
});

describe('a handyman named as who might do licensed work', () => {
  it('the licence of the work asked answers it', () => {
    expect(yesNo(first('need a ticket to regas an aircon split system or can any old handyman have a go'))).toBe('yes');
  });
});

describe('how long a body takes to process something is declined by name', () => {
  it.each([
    ['how many weeks is the vba taking to process plumbing registrations atm', 'VIC'],
    ['how quick is the qbcc turning around contractor licence applications, how long does it take to get approved', 'QLD'],
  ])('%s', (q, state) => {
    const a = answerQuestion(q, { today });
    expect(a.found).toBe(false);
    expect(a.state).toBe(state);
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*I don't have the processing time|^I couldn't find a sourced answer/);
    expect(a.markdown).not.toMatch(/\d+ (?:business )?days/);
  });

  it('asked alongside a fact the place holds, it still declines by name', () => {
    expect(first('how long are building and energy taking to issue painter registrations in wa')).toMatch(
      /^\*\*I don't have the processing time for that in Western Australia/,
    );
  });

  it('a deadline the law sets is still answered', () => {
    expect(first('how long have i got to lodge the form 4 after a hot water job in cairns')).toMatch(/10 business days/);
  });
});

describe('"still" the old way, where a fact says the old way ended', () => {
  it.each([
    'my bookkeeper says we can still do the super quarterly, is she right',
    'can we keep doing our employees super quarterly like we used to',
  ])('%s → no', (q) => {
    const line = first(q);
    expect(yesNo(line)).toBe('no');
    expect(line).toMatch(/quarterly/i);
  });

  it('asked for a quarter before the change, nothing says it ended', () => {
    expect(yesNo(first('can i still pay super quarterly for the quarter that ended in march 2026'))).not.toBe('no');
  });
});

describe('two asks where the first has no line of its own', () => {
  it('the second ask’s yes/no leads and the first ask’s figure is still in the answer', () => {
    const a = answerQuestion('owner builder down in hobart, how many builds am i allowed, and do i need a white card', { today });
    expect(yesNo(a.markdown.split('\n')[0]!)).toBe('yes');
    expect(a.markdown).toMatch(/2 projects in 10 years/);
  });
});

describe('specialist work named by another trade', () => {
  it('"surely I don\'t need anything extra" from a plumber fitting split systems: yes, the refrigerant licence', () => {
    const line = first('plumber here, started fitting split system aircons, surely i dont need anything else for the refrigerant side');
    expect(yesNo(line)).toBe('yes');
    expect(line).toMatch(/licen[cs]e/i);
  });
});

describe('"any reason I can\'t …" asked by one who lacks the endorsement', () => {
  it('no, from the sentence requiring it', () => {
    const line = first('sparky in belconnen without the DER endorsement, any reason i cant hook up a solar inverter for a client');
    expect(line).toMatch(/^\*\*No in ACT:\*\*.*endorsement/);
  });
});

describe('a contract or payment ask by a specialist trade is declined to the building regulator', () => {
  it.each([
    ['sparky in bendigo, how many days has the head contractor got to pay my progress claim', /Building and Plumbing Commission/],
    ['plumber in launceston, most deposit i can ask on a 6k ensuite?', /Consumer, Building and Occupational Services \(CBOS\)\*\*/],
  ])('%s', (q, who) => {
    const a = answerQuestion(q, { today });
    expect(a.found).toBe(false);
    expect(a.markdown).toMatch(who);
    expect(a.markdown).not.toMatch(/Energy Safe Victoria|council permit authority/);
  });
});

describe('"how deep / how high … before …" asks a figure, never leave to go first', () => {
  it('no "not before" line, and the trench depth is stated', () => {
    const a = answerQuestion('in nsw how deep can a trench get before its high risk work', { today });
    const line = a.markdown.split('\n')[0]!;
    expect(line).not.toMatch(/not before/);
    expect(a.markdown).toMatch(/1\.5 m/);
  });
});

describe('a dollar trigger claimed as the rule ("kicks in at", "only needed over")', () => {
  it('the trigger in force is yes, another figure no', () => {
    expect(first('my offsider reckons the qld licence only kicks in at 3,300, is he right')).toMatch(/^\*\*Yes in QLD:\*\*/);
    expect(first('someone told me vic registration kicks in at 15 grand, correct?')).toMatch(/^\*\*No in VIC:\*\*.*\$10,000/);
  });
});

describe('a second ask about a priced rule takes the first ask’s price', () => {
  it('the deposit asked after a licence question is worked out on that job', () => {
    const md = answerQuestion('brisbane, do i need a qbcc licence for a 25k carport and whats the most deposit i can take', {
      today,
    }).markdown;
    expect(md).toMatch(/Also asked[\s\S]*\$1,250\.00/);
  });
});
