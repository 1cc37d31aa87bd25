/**
 * Reading the question, seventh round (issue 17, helper "words"), with our own sentences of each kind (never an
 * evaluation set's): a place name several states share settled by the size of each namesake (read from the locality
 * data), lowercase names only one state's facts use, and the one-state list precomputed from the facts.
 */
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { choosePlace } from '../../../src/domain/kb/localities';
import { findLocalities } from '../../../src/domain/places/index';
import { deriveOneStateNames, oneStateNames } from '../../../src/domain/kb/vocabulary';
import { ONE_STATE_NAMES } from '../../../src/domain/kb/one-state-names';
import { isTagQuestion } from '../../../src/domain/kb/texting';

const ctx = { now: Date.parse('2026-11-27T02:00:00Z'), timeZone: 'Australia/Sydney' };
const ask = (q: string) => builtInAnswer(q, ctx);
const parse = (q: string) => parseQuestion(q, { today: '2026-11-27' });
const chosen = (name: string) =>
  choosePlace({ at: 0, end: name.length, text: name, kind: 'locality', matches: findLocalities(name) }, [], undefined);

describe('a name several states share: the namesake at the centre of a cluster of localities named after it', () => {
  it('takes Salisbury to be the SA one (Salisbury North, Downs, Heights … around it) and says so', () => {
    expect(chosen('salisbury')).toMatchObject({ state: 'SA', others: ['NSW', 'QLD'] });
    const p = parse('swapped a hot water service in salisbury, how long for the certificate');
    expect(p.state).toBe('SA');
    expect(p.stateReason).toMatch(/I took “Salisbury” to be the one in SA \(5108\) — there are also ones in NSW and QLD/);
  });

  it('still asks when the clusters are close in size (Richmond: VIC 3, NSW 1)', () => {
    expect(chosen('richmond').how).toBe('ambiguous');
    expect(ask('deck in richmond 12k, licence?').markdown).toMatch(/which one is the job in\?/);
  });

  it('never takes a cluster in the country over a suburb of a capital (Gowrie: QLD farms vs a Canberra suburb)', () => {
    expect(chosen('gowrie').state).toBe('ACT');
  });

  it('a state the question names still beats the cluster', () => {
    expect(parse('tap washers in salisbury qld, need a form 4?').state).toBe('QLD');
  });
});

describe('names only one state’s facts use, precomputed', () => {
  it('the committed list is what the facts give (run scripts/build-one-state-names.ts when this fails)', () => {
    expect(deriveOneStateNames().map((n) => [n.name, n.state])).toEqual(ONE_STATE_NAMES.map(([n, s]) => [n, s]));
  });

  it('reads lowercase keyword names of a contract, Act or certificate only one state uses', () => {
    const byName = new Map(oneStateNames().names.map((n) => [n.name.toLowerCase(), n.state]));
    expect(byName.get('small jobs contract')).toBe('NSW');
    expect(byName.get('major domestic building contract')).toBe('VIC');
    // a generic one, whose words three or more jurisdictions use, is no state's
    expect(byName.has('electrical safety certificate')).toBe(false);
  });

  it('a lowercase one-state name sets the state when none is named, and the answer says so', () => {
    const p = parse('can i use a small jobs contract on a 15k pergola');
    expect(p.state).toBe('NSW');
    expect(p.stateReason).toBe("I took “small jobs contract” to mean NSW: only NSW's rules in our sources use it");
  });

  it('costs nothing at first use: the pattern is built when the module loads', () => {
    const start = performance.now();
    for (let i = 0; i < 100; i++) oneStateNames();
    expect(performance.now() - start).toBeLessThan(5);
  });
});

describe('where a licence was issued is the tradie’s home, not the place of the work', () => {
  it.each([
    ['got my gas ticket in nsw, can i just use it in qld', 'QLD'],
    ['have a plumbing licence from vic, quoting a job in nsw — ok?', 'NSW'],
    ['my electrical licence in sa, work in the nt next month, is it good there', 'NT'],
  ])('%s → %s', (q, state) => {
    const p = parse(q);
    expect(p.state).toBe(state);
    expect(p.stateReason).toMatch(/the rules of the state where the work is apply/);
  });
});

describe('putting power on is electrical work, so a decline names the electrical regulator', () => {
  it.each(['liven the board before the inspection', 'energise the new sub-circuit', 'swap the fuse box for a new one'])('%s', (q) => {
    expect(parse(q).query.work).toContain('electrical');
  });

  it('"in darwin, can i liven the board before the inspection" is asked of NT WorkSafe, not the building board', () => {
    const md = ask('in darwin, can i liven the board before the inspection').markdown;
    expect(md).toMatch(/NT WorkSafe/);
    expect(md).not.toMatch(/Building Practitioners Board/);
  });
});

describe('a state named the way it is texted: shortened or misspelt', () => {
  it.each([
    ['in sth australia, 10k bathroom, licence?', 'SA'],
    ['west aust 25k pergola, max deposit', 'WA'],
    ['nth territory 20k extension, bpb rego?', 'NT'],
    ['new sth wales deck 12k, contract?', 'NSW'],
    ['tassy job 20k, licence', 'TAS'],
    ['victora 10k reno licence', 'VIC'],
    ['queenslnd deck 5k, licence?', 'QLD'],
    ['tasmaina job 20k, licence', 'TAS'],
  ])('%s → %s', (q, state) => {
    expect(parse(q).state).toBe(state);
  });

  it('never reads an ordinary word or a street as a state', () => {
    expect(parse('victory lap after a 10k job').state).toBeUndefined();
    expect(parse('shop fitout on north terrace 10k').state).not.toBe('NT');
  });
});

describe('a statement with a tag asking to confirm it is a yes/no question', () => {
  it('"mate reckons i got 14 days for the ccew in tamworth, thats right yeah?" → no, 7 days', () => {
    const md = ask('mate reckons i got 14 days to send in the ccew for a job in tamworth. thats right yeah?').markdown;
    expect(md.split('\n')[0]).toMatch(/^\*\*No in NSW:\*\*.*7 days/);
  });

  it('a bare "right" or "yes" is a tag only with a question mark', () => {
    expect(isTagQuestion('its 10 business days in qld, right?')).toBe(true);
    expect(isTagQuestion('cooling off is 5 days, is that correct')).toBe(true);
    expect(isTagQuestion('i did the job right')).toBe(false);
  });
});

describe('the trade and work read from slang, typos, plurals and run-together words', () => {
  it.each([
    ['new dunny in a unit in vic 1.2k, need a cert', 'plumber', 'plumbing'],
    ['waterproofin a shower recess in qld do i need a licence', 'waterproofer', 'waterproofing'],
    ['putting in split systems in wa, licence?', 'hvac', 'refrigeration'],
    ['leccy work in darwin over 1k', 'electrician', 'electrical'],
  ])('%s → %s, %s', (q, trade, work) => {
    const p = parse(q);
    expect(p.trade).toBe(trade);
    expect(p.query.work).toContain(work);
  });

  it.each([
    ['cabinetmaker', 'cabinet maker'],
    ['hotwater', 'hot water'],
    ['ownerbuilder', 'owner builder'],
  ])('reads "%s" as "%s"', (w, to) => {
    expect(parse(`${w} job in brisbane`).corrections).toContainEqual({ from: w, to });
  });
});

describe('"gas em up" beside a split system is charging refrigerant, not gasfitting', () => {
  it('reads the refrigeration work, not gas', () => {
    const p = parse('sparky here, startin to do split systems. anything extra i need to gas em up');
    expect(p.query.work).toContain('refrigeration');
    expect(p.query.work).not.toContain('gas');
    expect(p.terms).toContain('refrigerant');
  });

  it('leaves gas work alone with no cooling equipment named', () => {
    expect(parse('do i need a gas licence to install a gas heater').query.work).toContain('gas');
  });
});

describe('parts of one job priced with what each part is for', () => {
  it.each([
    ['tiler in penrith, 3,150 labour + 1,600 for tiles n glue inc gst. licence needed?', 475000],
    ['painting in toowoomba, 2,100 labour and 950 paint, inc gst. qbcc licence?', 305000],
  ])('%s', (q, total) => {
    expect(parse(q).query.totalCents).toBe(total);
  });

  it('sums wages listed with "then"', () => {
    expect(ask('three weeks wages for my labourer, 1,340 then 1,265 then 1,410. super on the lot?').markdown).toContain('$481.80');
  });
});

describe('a name spelt out before its abbreviation is one state’s too', () => {
  it('"notice of intention" → WA, said as an assumption', () => {
    const p = parse('notice of intention for a major plumbing job - how far ahead does it have to go in');
    expect(p.state).toBe('WA');
    expect(p.stateReason).toMatch(/I took “notice of intention” to mean WA/);
  });
});

describe('two places named as alternatives for one job, in two states, ask which', () => {
  it('"either mildura or wentworth" (postcode centres 80 km apart) asks', () => {
    const p = parse('restumping 3k, either mildura or wentworth depending which house the client does first. licence or rego');
    expect(p.ambiguousPlace?.states).toEqual(['VIC', 'NSW']);
  });
});

describe('notice given, then work started: the two days in the parsed query, the verdict against the place’s notice period', () => {
  // 2026-11-27 is a Friday.
  it.each([
    ['lodge the notice this arvo n start first thing tomorrow', { notify: '2026-11-27', start: '2026-11-28', hours: 17 }],
    ['if i notify worksafe today (fri) can we start monday', { notify: '2026-11-27', start: '2026-11-30', sameDay: false }],
    ['put the NOI in and start the same morning', { start: '2026-11-27', sameDay: true }],
    ['notifying today, ok to start wednesday?', { notify: '2026-11-27', start: '2026-12-02' }],
  ])('%s', (q, lead) => {
    expect(parse(q).query.leadTime).toMatchObject(lead);
  });

  it('reads no lead time without a time to start', () => {
    expect(parse('do i have to lodge the notice before i start').query.leadTime).toBeUndefined();
  });

  it.each([
    ['perth plumber, lodging the NOI at 2pm today. can i start at 7 tomorrow morning', /^\*\*No\b.*at least 24 hours before/],
    ['plumber in perth, NOI goes in today, can i start monday', /^\*\*Yes\b.*at least 24 hours before/],
    ['6 m2 of non friable sheeting in geelong, notify worksafe today, can we start monday', /^\*\*Yes\b.*at least 24 hours before/],
    ['friable asbestos in geelong, notifying worksafe today, ok to start tuesday?', /^\*\*No\b.*at least 5 days before/],
  ])('%s ', (q, first) => {
    expect(ask(q).markdown.split('\n')[0]).toMatch(first);
  });
});

describe('"is she allowed" asks whether something is needed or permitted', () => {
  it('reads the need attribute', () => {
    expect(parse('12 square metres of bonded fibro, the owner wants to do it herself. is she allowed').query.attribute).toBe('need');
  });
});

describe('a well-known city whose name a suburb or town of another state shares: taken, and said', () => {
  it.each([
    ['job in palmerston 20k, bpb rego', 'NT', 'ACT'],
    ['redcliffe deck 5k licence', 'QLD', 'WA'],
    ['25k pergola in perth, max deposit', 'WA', 'TAS'],
  ])('%s → %s, naming the one in %s', (q, state, other) => {
    const p = parse(q);
    expect(p.state).toBe(state);
    expect(p.stateReason).toMatch(new RegExp(`^I took “\\w+” to be the one in ${state} — there is also one in ${other}`));
  });

  it('a city no other place of note shares is simply the city', () => {
    expect(parse('sydney deck 6k').stateReason).toBe('you said “sydney”');
  });
});

describe('an abbreviation an entry lists as a keyword and spells out in capitals', () => {
  it('"bpb" → NT (Building Practitioners Board), said as an assumption', () => {
    const p = parse('bpb rego for a 13k extension?');
    expect(p.state).toBe('NT');
    expect(p.stateReason).toMatch(/I took “bpb” to mean NT/);
  });

  it('never one whose spelt-out words every state uses ("sopa": Security of Payment Act)', () => {
    expect(oneStateNames().names.some((n) => n.name.toLowerCase() === 'sopa')).toBe(false);
  });
});

describe('moving from one state to another: the destination is where the work will be', () => {
  it.each([
    ['moving from wa to qld, licence transfer?', 'QLD'],
    ['relocating from vic to tassie, does my rego carry over', 'TAS'],
  ])('%s → %s', (q, state) => {
    expect(parse(q).state).toBe(state);
  });

  it('a comparison "from X to Y" without moving answers both', () => {
    expect(parse('how does the deposit cap change from vic to nsw').states).toEqual(['VIC', 'NSW']);
  });
});

describe('"not sure which side" beside a border town asks which state', () => {
  it.each([
    ['4k job near goondiwindi, not sure which side', ['QLD', 'NSW']],
    ['deck job either side of the river at echuca 8k', ['VIC', 'NSW']],
  ])('%s', (q, states) => {
    expect(parse(q).ambiguousPlace?.states).toEqual(states);
  });

  it('a border town named plainly is its own state', () => {
    expect(parse('job in echuca 8k').state).toBe('VIC');
  });
});
