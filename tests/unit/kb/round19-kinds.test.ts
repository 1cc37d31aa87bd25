import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/index';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { textingForm } from '../../../src/domain/kb/texting';
import { splitAsks } from '../../../src/domain/kb/asks';

const TODAY = '2026-11-28';
const first = (q: string) => answerQuestion(q, { today: TODAY }).markdown.split('\n')[0]!;

describe('round 19: a river that is the border, said without a side, asks which state', () => {
  it.each([
    "we work both sides of the murray and this one's a 9k job. do i need rego or a licence?",
    'job just over the murray from here, 15k deck, do i need a written contract',
  ])('%s', (q) => {
    expect(first(q)).toMatch(/^\*\*The Murray spans the NSW–VIC–SA border — which one is the job in, NSW, VIC or SA\?\*\*/);
  });
  it('Murray Bridge is still a town of SA', () => {
    expect(parseQuestion('reno in murray bridge, 15k, written contract?').state).toBe('SA');
  });
});

describe('round 19: a list of exempt jobs answers only a question naming one of them, not one sharing its act', () => {
  it('a new hot water install is not "installing domestic tapware"', () => {
    expect(first('plumber in port lincoln, new hot water install. do we need a coc for that and how long we got')).not.toMatch(/^\*\*No/);
  });
  it('tapware named is still the exemption', () => {
    expect(first('plumber in adelaide, just installing domestic tapware, do i need a coc')).toMatch(
      /^\*\*No in SA:\*\* Changing tap washers/,
    );
  });
});

describe('round 19: two places said as premises ("their X shop or the Y one") are alternatives', () => {
  it.each([
    "customer's not sure yet if the job's at their queanbeyan shop or the fyshwick one. how long for the electrical cert?",
    'is the job at the queanbeyan site or the fyshwick one, either way how long for the electrical cert',
  ])('%s', (q) => expect(first(q)).toMatch(/^\*\*Queanbeyan or Fyshwick: NSW or ACT — which one is the job in\?\*\*/));
});

describe('round 19: the sum a policy covers is no job value; said as the rule, it is checked against the minimum cover', () => {
  it('"1 mil public liability" is not a $1,000,000 job', () => {
    const p = parseQuestion('sparky in cairns reckons his contractor licence only needs 1 mil public liability, is he right?');
    expect(p.query.totalCents).toBeUndefined();
    expect(p.query.coverCents).toBe(100_000_000);
  });
  it.each([
    [
      'sparky mate in cairns reckons his electrical contractor licence only needs 1 mil public liability. is he right?',
      /^\*\*No in QLD:\*\*.*\$5,000,000/,
    ],
    ['is 10 million public liability enough for an electrical contractor licence in qld', /^\*\*Yes in QLD:\*\*.*\$5,000,000/],
    ['owner builder in hobart, is 2 mil PL ok?', /^\*\*No in TAS:\*\*.*\$5 million/],
    ['owner builder in hobart, do i need 5 mil public liability?', /^\*\*Yes in TAS:\*\*.*\$5 million/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));
});

describe('round 19: the client’s family or friends doing licensed work is leave asked without a licence', () => {
  it.each([
    [
      "customer's text: 'can my brother in law do the wirin for the new shed lights, he's pretty handy'. she's in shepparton. what do i tell her",
      /^\*\*VIC → no, not without it:\*\* only licensed electricians/,
    ],
    ['can my mate do the wiring for the new shed lights in shepparton', /^\*\*VIC → no, not without it:\*\*/],
    ['can her husband do the gas fitting on the new cooktop in brisbane', /^\*\*QLD → no, not without it:\*\*/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));

  it('who would do it is no subject word', () => {
    expect(parseQuestion('can my brother in law do the wiring for the shed in shepparton').terms).not.toContain('brother');
  });

  it('a licensee’s duty to print the licence number is not who may do the work', () => {
    expect(first('can a handyman do plumbing in perth')).not.toMatch(/licence number must appear/);
  });
});

describe('round 19: a run-on question asked after its story, unpunctuated, is still a yes/no', () => {
  it.each([
    [
      'fixing a thermocouple on a customers gas heater in adelaide no changes to the appliance do i need a gas c o c',
      /^\*\*No in SA:\*\* It isn't needed for repairs or maintenance that don't modify an appliance/,
    ],
    [
      'owner in mildura signed a 30k deck contract then got there own lawyer to look at it before signing can they still use the cooling off',
      /^\*\*No in VIC:\*\* The right doesn't apply if the owner had independent legal advice/,
    ],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));

  it('asking words after a question word stay a figure asked', () => {
    expect(first('signed a reno contract in geelong how many days can they still cool off')).not.toMatch(/^\*\*(?:Yes|No)\b/);
  });
});

describe('round 19: a dropped g is put back where only the -ing word is the knowledge base’s', () => {
  it('reads "buildin", "needin", "fencin", "workin\'"', () => {
    expect(textingForm("farm fencin near clare, is that buildin work needin a licence, workin' on it now")).toBe(
      'farm fencing near clare, is that building work needing a licence, working on it now',
    );
  });
  it('leaves words of their own', () => {
    expect(textingForm('basin and drain within the main cabin again')).toBe('basin and drain within the main cabin again');
  });
  it('a post-and-wire fence asked in texting form is the kind the list leaves out', () => {
    expect(first('farm fencin near clare sa, just post and wire. is that buildin work needin a bwc licence')).toMatch(
      /^\*\*No in SA:\*\* The Building Work Contractors Regulations 2011 r3 treat these as building work/,
    );
  });
  it('"need it in writing" asks the written-contract rule', () => {
    expect(first('tassie, 13k kitchen and 4.5k of tiling, one contract. need it in writing?')).toMatch(
      /^\*\*\$17,500 \(\$13,000 \+ \$4,500\) in TAS → not at this amount:\*\* a written residential building contract/,
    );
  });
});

describe('round 19: two asks in one message — what the first says before its question word is the second’s context too', () => {
  it('the place and the subject reach the second ask', () => {
    expect(splitAsks('hot water in tassie, what temp does the tank have to be kept at and whats the max out of the shower')).toEqual({
      first: 'hot water in tassie, what temp does the tank have to be kept at',
      second: 'hot water in tassie, whats the max out of the shower',
      secondAsk: 'whats the max out of the shower',
      secondWithoutLead: 'whats the max out of the shower',
    });
    const md = answerQuestion('hot water in tassie, what temp does the tank have to be kept at and whats the max out of the shower', {
      today: TODAY,
    }).markdown;
    expect(md).toMatch(/60°C/);
    expect(md).toMatch(/\*\*Also asked — “whats the max out of the shower”\*\*\n[^\n]*\n?[^\n]*50°C/);
  });
});

describe('round 19: "let X know" is notifying X; the notice given "the morning he starts" is given the day of the start', () => {
  it('reads the phrase', () => {
    expect(textingForm('we let the council know the day before')).toBe('we notify the council the day before');
    expect(textingForm('let me know what the fee is')).toBe('let me know what the fee is');
  });
  it('a notice on the morning of the start leaves no lead time', () => {
    expect(
      first(
        "vic, removalist's takin off about 6 m2 of fibro eaves. he says he can just let worksafe know the mornin he starts. that right?",
      ),
    ).toMatch(/^\*\*No — starting the same day as the notice leaves no time after it; the notice must go in at least 24 hours before/);
  });
  it('a lead time claimed in days is judged by the rule’s day count, not read as two days named', () => {
    expect(first('nsw licensed removalist, friable job next week in blacktown. can i just let safework know 2 days before')).toMatch(
      /^\*\*No:\*\* Licensed removalists must notify the regulator at least 5 days before starting/,
    );
  });
});

describe('round 19: a hot-water setting said bare is degrees; premises named read only their own clause', () => {
  it('reads "set at 55" in a hot-water question as 55°C, never a price elsewhere', () => {
    expect(textingForm('customer wants the storage tank set at 55 to save on power')).toBe(
      'customer wants the storage tank set at 55°C to save on power',
    );
    expect(textingForm('deck job set at 55 grand')).toBe('deck job set at 55 grand');
  });
  it('a childcare basin at 50 is judged by the 45°C clause, a house’s by the 50°C one', () => {
    expect(first('childcare centre reno in glenorchy, can i put a tempering valve at 50 on the kids basins')).toMatch(
      /^\*\*No:\*\* .*45°C/,
    );
    expect(first('tempering valve at 50 degrees on a house bathroom in hobart, ok?')).toMatch(/^\*\*Yes:\*\* .*50°C/);
  });
});

describe('round 19: leave to do the work ("am I allowed to do it") against a licence threshold is leave without that licence', () => {
  it.each([
    [
      'carpentry licence in qld, customer wants 2k of tilin done as part of the job. am i allowed to do it',
      /^\*\*\$2,000 in QLD → yes, not at this amount:\*\*/,
    ],
    [
      'carpentry licence in qld, customer wants 5k of tiling done as part of the job. am i allowed to do it',
      /^\*\*\$5,000 in QLD → no, not without it:\*\*/,
    ],
    ['do i need a licence for 2k of tiling in qld', /^\*\*\$2,000 in QLD → not at this amount:\*\*/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));
});

describe('round 19: an exemption’s condition said negated anywhere in its clause ("no wiring or circuit changes") holds', () => {
  it.each([
    [
      'swapped a ceiling fan like for like in nightcliff last week, no wiring or circuit changes. need a coc',
      /^\*\*No in NT:\*\* From 1 Jan 2026, like-for-like/,
    ],
    ['swapped a ceiling fan like for like in darwin but changed the wiring, need a coc', /^\*\*Yes in NT:\*\*/],
  ])('%s', (q, line) => expect(first(q)).toMatch(line));
});
