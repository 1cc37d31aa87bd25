/**
 * Reading the question, sixth round (issue 17, helper "words"), with our own sentences of each kind (never an
 * evaluation set's): names only one state's facts use, places named as alternatives or across a border, lowercase
 * "act" before a price, wages asked vs a wage stated, a non-profit's GST threshold, "when do I need X", and a job's
 * parts priced after their work words.
 */
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { askedAttribute } from '../../../src/domain/kb/query';
import { oneStateNames, oneStateNamesIn } from '../../../src/domain/kb/vocabulary';
import { firstLineOf, verdictOf } from '../../eval/heldout/score';

const ctx = { now: Date.parse('2026-11-27T02:00:00Z'), timeZone: 'Australia/Sydney' };
const ask = (q: string) => builtInAnswer(q, ctx);
const parse = (q: string) => parseQuestion(q, { today: '2026-11-27' });

describe('a name only one state’s facts use sets the state, and the answer says so', () => {
  it('is read from the facts: abbreviations with their names, forms, camel-case systems', () => {
    const byName = new Map(oneStateNames().names.map((n) => [n.name.toLowerCase(), n.state]));
    expect(byName.get('hbcf')).toBe('NSW');
    expect(byName.get('home building compensation fund')).toBe('NSW');
    expect(byName.get('dbi')).toBe('VIC');
    expect(byName.get('hii')).toBe('WA');
    expect(byName.get('form 4')).toBe('QLD');
    expect(byName.get('enotice')).toBe('WA');
    // generic names every state has, and licence-class codes, are not state words
    expect(byName.has('work health and safety act')).toBe(false);
    expect(byName.has('join')).toBe(false);
    expect(byName.has('gas safety')).toBe(false);
    // what the facts define is what counts: TAS's Certificate of Electrical Compliance is its "CEC"
    expect(byName.get('cec')).toBe('TAS');
  });

  it.each([
    ['whats the paper lodgement fee for a form4', 'QLD'],
    ['who runs the home building compensation fund these days', 'NSW'],
    ['is dbi needed on a 40k pergola and deck', 'VIC'],
    ['do i need hii on a 60k granny flat', 'WA'],
    ['lodged my notice thru enotice, how long do i have for the completion one', 'WA'],
    ['need a building work contractors licence for a 9k paint job?', 'SA'],
  ])('%s → %s', (q, state) => {
    const p = parse(q);
    expect(p.state).toBe(state);
    expect(p.stateReason).toMatch(/^I took “.+” to mean [A-Z]+/);
  });

  it('a state or place in the question still wins over the name', () => {
    expect(parse('hbcf equivalent in brisbane for a 50k job?').state).toBe('QLD');
    expect(oneStateNamesIn('can i join the union')).toEqual([]);
  });
});

describe('places', () => {
  it('"<suburb> act" before a price is the territory, not the name of a law', () => {
    const p = parse('garage in kambah act 11,500 + gst, do i need residential building insurance');
    expect(p.state).toBe('ACT');
    expect(p.amountCents).toBe(1_265_000);
    expect(parse('under the act 2004 who licenses builders').state).toBeUndefined();
  });

  it('"an act reno contract": a job word after "act" makes it the territory', () => {
    expect(parse('whats the cooling off on an act reno contract').state).toBe('ACT');
    expect(parse('does the act apply to subbies').state).toBeUndefined();
  });

  it.each([
    ['bathroom reno, could be albury or maybe wodonga, 22k. deposit?', ['NSW', 'VIC']],
    ['job is either in texas or yetman, 6k of tiling, licence?', ['QLD', 'NSW']],
    ['electrician, work is around mount gambier or nelson, cert deadline?', ['SA', 'VIC']],
  ])('two places in two states named as alternatives ask which: %s', (q, states) => {
    const p = parse(q);
    expect(p.ambiguousPlace?.states.sort()).toEqual([...states].sort());
    expect(p.state).toBeUndefined();
    expect(ask(q).markdown).toMatch(/which one is the job in/);
  });

  it('"from NSW … over the border in Coolangatta": the namesake across the border, not the home state’s', () => {
    const p = parse('gasfitter from nsw, doing a hot water job over the border in coolangatta, whats the cert deadline');
    expect(p.state).toBe('QLD');
  });
});

describe('wages asked vs a wage stated', () => {
  it.each([
    'what do i have to pay a second year apprentice chippy per hour',
    'what does a 3rd year appy get paid',
    'how much should i be paying my offsider',
  ])('asked: %s → declines naming the Fair Work Ombudsman', (q) => {
    const a = ask(q);
    expect(a.kb?.declined).toBe(true);
    expect(a.markdown).toMatch(/Fair Work Ombudsman/);
    expect(a.markdown).not.toMatch(/12%/);
  });

  it('a wage stated as context ("paid $320 a week") is not a wages question', () => {
    expect(parse('do i withhold anything from a 17 year old paid $320 a week with no abn').concepts).not.toContain('#wages');
    expect(ask('how much super on 950 a week for my apprentice').kb?.declined).toBe(false);
  });
});

describe('thresholds', () => {
  it('a non-profit is decided by its own GST threshold ($150,000), not the $75,000 one', () => {
    const first = firstLineOf(ask('our not-for-profit club turns over $120,000, must we register for gst').markdown);
    expect(first).toContain('$150,000');
    expect(verdictOf(first)).toBe('no');
    expect(firstLineOf(ask('turning over 120k as a sole trader, must i register for gst').markdown)).toContain('$75,000');
  });

  it('a part priced after its work word is summed ("19,000 + shed 1,500")', () => {
    const p = parse('house extension 19,000 + shed 1,500 inc gst in mandurah, builder registration needed?');
    expect(p.query.totalCents).toBe(2_050_000);
  });
});

describe('"when do I need X" asks a condition, not a deadline', () => {
  it.each([
    ['when do i need an owner builder permit', 'deadline', false],
    ['when is a swms required for roof work', 'deadline', false],
    ['when does hii kick in', 'deadline', false],
    ['when does a payment schedule need to be given', 'deadline', true],
    ['when do i need to lodge the notice of completion', 'deadline', true],
  ])('%s', (q, attr, is) => expect(askedAttribute(q) === attr).toBe(is));

  it('answers the owner-builder condition instead of declining', () => {
    const a = ask('when do i need an owner builder permit in nsw');
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toContain('$10,000');
  });
});

describe('lexicon and arithmetic', () => {
  it('a GST mark standing alone after the amounts is their arithmetic, not a GST-registration question', () => {
    const p = parse('framing 6,400 and cladding 4,100 same house in ballarat, ex gst. registration?');
    expect(p.query.amounts.every((a) => a.gst === 'excl')).toBe(true);
    expect(p.terms).not.toContain('gst');
  });

  it('"won\u2019t", "didn\u2019t" without the apostrophe are no subject words', () => {
    expect(parse('supplier wont quote an abn, do i withhold').terms).not.toContain('wont');
  });

  it('"X here but my mate\u2019s the sparky": the trade is the one whose work is asked about', () => {
    expect(parse('plumber here but my cousin is the sparky, how long has he got for the certificate in perth').trade).toBe('electrician');
    expect(parse('sparky here, how long for the certificate in perth').trade).toBe('electrician');
  });

  it('"subbing" is subcontracting', () => {
    expect(parse('subbing a deck to another builder in geelong, contract needed').corrections).toContainEqual({
      from: 'subbing',
      to: 'subcontractor',
    });
  });

  it('everyday words are never corrected into knowledge-base words ("quite" is not "quote", "hope" not "home")', () => {
    const p = parse('im quite sure my wife said the hope was it stays under 20k, havent seen the plans');
    expect(p.corrections.map((c) => c.from)).not.toEqual(expect.arrayContaining(['quite']));
    expect(p.corrections.map((c) => c.from)).not.toContain('hope');
    expect(p.corrections.map((c) => c.from)).not.toContain('seen');
    expect(p.unknown).not.toContain('quite');
  });

  it('"yeah" is filler, never corrected to "year"', () => {
    expect(parse('14 days for the ccew in dubbo yeah?').terms).not.toContain('year');
  });
});
