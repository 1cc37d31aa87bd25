import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { searchParsed } from '../../../src/domain/kb/search';
import { areaForQuestion, listRegulators, regulatorFor } from '../../../src/domain/kb/directory';
import { STATES, type State } from '../../../src/domain/kb/types';

/**
 * Round 13, retrieval: kinds of decline and of ranking, each asked in our own words (never a dev question).
 */
const ask = (q: string) => builtInAnswer(q, { now: Date.parse('2026-11-27T02:00:00Z'), timeZone: 'Australia/Sydney' });
const firstLine = (md: string) => md.split('\n')[0] ?? '';

describe('how long a body is taking over an application, in the present tense or as getting a paper out', () => {
  it.each([
    'how long is the qbcc taking to approve contractor licences these days',
    'how long are energy safe victoria takin to process rec applications',
    'how long will fair trading take to get my builders licence back to me, cairns job waiting',
    'how long does vmia take to send a dbi certificate through for a geelong extension',
    'what sort of turnaround is cbos giving on plumber licence applications',
    'how fast do access canberra usually process a builders licence renewal',
  ])('%s → declined, naming who to ask, with no figure in the first line', (q) => {
    expect(parseQuestion(q).concepts).toContain('#processingtime');
    const a = ask(q);
    expect(a.kb?.declined, a.markdown.slice(0, 300)).toBe(true);
    expect(a.markdown).toMatch(/Best to ask \*\*/);
    expect(firstLine(a.markdown)).not.toMatch(/\$\d|\d\s?%|\d+ (?:business )?days/);
  });

  it.each([
    'how long have i got to get the compliance certificate out to the owner in brisbane',
    'how long does it take to get the cert out to the customer',
    'how long is the notice the worker is taking to give',
    'how quickly must i issue the compliance certificate in perth',
    'how fast can we process the variation for the client',
  ])('%s → not read as a processing time', (q) => {
    expect(parseQuestion(q).concepts).not.toContain('#processingtime');
  });
});

describe('refrigerant handling is licensed nationally, by the Australian Refrigeration Council', () => {
  it('lists the ARC for every state and territory, as a national body', () => {
    for (const s of STATES) {
      const r = listRegulators(s).find((x) => x.area === 'refrigerant');
      expect(r?.name, s).toBe('Australian Refrigeration Council (ARC)');
      expect(r?.national).toBe(true);
      expect(regulatorFor(s, 'refrigerant')?.exact).toBe(true);
    }
  });

  it('a question naming refrigerant or the ARC is for the ARC, ahead of the trade asking', () => {
    expect(areaForQuestion(parseQuestion('arctick rego renewal cost for a sparky').concepts, 'electrician')).toBe('refrigerant');
    expect(areaForQuestion(parseQuestion('fine for regassing a fridge without a ticket').concepts)).toBe('refrigerant');
  });

  it.each<[string, State | undefined]>([
    ['how many weeks does the arc take to issue a restricted licence', undefined],
    ['what does the refrigerant licence renewal cost in darwin', 'NT'],
    ['whats the fine in townsville for regassing without a licence', 'QLD'],
  ])('%s → declined to the ARC, not the state building body', (q, state) => {
    const a = ask(q);
    expect(a.kb?.declined, a.markdown.slice(0, 300)).toBe(true);
    expect(a.markdown).toContain('**Australian Refrigeration Council (ARC)**');
    if (state) expect(a.markdown).not.toContain(`**${regulatorFor(state, 'building')!.regulator.name}**`);
  });
});

describe('the words a tradie uses for the thing a fact names otherwise', () => {
  it('a deal left unwritten ("on a handshake", "verbal agreement") is a written-contract question, not a decline', () => {
    for (const q of [
      'brisbane job, 9k patio, owner wants to go on a handshake, any problem',
      'perth client happy with a verbal agreement for a 30k extension, that fine?',
    ]) {
      expect(parseQuestion(q).concepts, q).toContain('#contract');
      expect(ask(q).kb?.declined, q).toBe(false);
    }
  });

  it('water asked in degrees finds the temperature facts', () => {
    // (the answer, not the concept: the texting pass may already have written the degrees as °C)
    expect(parseQuestion('how hot can the water at the basin legally be').concepts).toContain('#temperature');
    const a = ask('customer in queenstown tas says the law caps her bathroom hot water at 42 degrees, is she right');
    expect(a.kb?.declined).toBe(false);
    expect(firstLine(a.markdown)).toMatch(/50°C/);
  });

  it('a worker with no induction card coming on site finds the White Card rule, with no state named', () => {
    const a = ask('new starter labourer hasnt done his white card yet, can he come on site to sweep up');
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toMatch(/CPCWHS1001/);
  });

  it('bonded sheeting is asbestos, and "how much notice" asks the notification time', () => {
    const a = ask('ballarat job, 4 square metres of bonded sheeting coming down, how much notice do i give worksafe');
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown.split('\n\n')[0]).toMatch(/24 hours/);
  });

  it("equipment on a lead or an extension cord is the flexible-cord exception of the place's electrical-work rule", () => {
    expect(parseQuestion('ran the compressor off an extension lead').concepts).toContain('#flexcord');
    const a = ask('alice springs site, my labourer plugged the fridge in on a lead, is that electrical work?');
    expect(a.kb?.declined).toBe(false);
    expect(firstLine(a.markdown)).toMatch(/^\*\*No\b/);
  });

  it('an apprentice working alone is asked against who may do electrical work', () => {
    const a = ask('devonport sparky, is my second year apprentice allowed to go do small jobs unsupervised');
    expect(a.kb?.declined).toBe(false);
    expect(firstLine(a.markdown)).toMatch(/^\*\*No\b/);
    expect(a.markdown).toMatch(/under the control of an electrical contractor/);
  });
});

describe('a story told before "does that count" is what is asked about', () => {
  it('an area named in the asking sentence is no subject of its own', () => {
    const a = ask('darwin reno. the owner plugged his heater in with an extension cord. does that count as electrical work?');
    expect(a.kb?.declined).toBe(false);
  });
});

describe('who is told before the work is a who-to-ask question', () => {
  it('"who do I need to notify" ranks the place’s body for the work, and the answer gives its rule', () => {
    const q = 'nsw gas fitter working over in alice springs, who do i need to notify before i start';
    expect(parseQuestion(q).concepts).toContain('#regulator');
    const a = ask(q);
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toMatch(/NT WorkSafe/);
  });
});

describe('the NSW home-warranty provider named on its own', () => {
  it('a decline about icare names icare, not the building regulator', () => {
    const a = ask('how many weeks is icare taking to issue certificates of insurance right now');
    expect(a.kb?.declined).toBe(true);
    expect(a.markdown).toContain('**icare (Home Building Compensation Fund, HBCF)**');
  });
});

describe('subjects no fact covers, asked in other words, are declined to the right body', () => {
  it('what others charge per square metre is pricing', () => {
    const q = 'whats a fair going rate per square metre for rendering in geelong';
    expect(parseQuestion(q).concepts).toContain('#pricing');
    expect(ask(q).kb?.declined).toBe(true);
  });

  it('the most hours a worker may do is a wages question for the Fair Work Ombudsman', () => {
    const a = ask('what are the maximum hours per week for my first year apprentice');
    expect(a.kb?.declined).toBe(true);
    expect(a.markdown).toContain('**Fair Work Ombudsman**');
  });

  it('how long a renewal takes is a processing time', () => {
    expect(parseQuestion('how long does cbos usually take to renew an electrical licence').concepts).toContain('#processingtime');
  });
});

describe('the builder going broke is what home-warranty cover is for', () => {
  it('a question naming it answers from the place’s home-warranty fact', () => {
    const a = ask('launceston owner asking who pays out if her builder goes broke');
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toContain('except Tasmania');
  });

  it.each([
    'townsville owner worried her builder will go bust before the jobs done',
    'what happens if the builder is declared bankrupt in nsw',
  ])('%s → a home-warranty fact ranks first', (q) => {
    expect(parseQuestion(q).concepts).toContain('#insolvency');
    expect(searchParsed(parseQuestion(q))[0]?.entry.topic).toBe('home-warranty');
  });
});

describe('what a breach costs, in tradie words, is a penalty', () => {
  it.each(['how bad will worksafe sting us for no swms on a qld roof', 'what can a sparky get done for wiring unlicensed in vic'])(
    '%s → #penalty',
    (q) => {
      expect(parseQuestion(q).concepts).toContain('#penalty');
    },
  );

  it('the fact holding a penalty ranks first when the subject is named (in the state that holds one)', () => {
    const hits = searchParsed(parseQuestion('how hard do they sting you for no swms, port augusta'));
    expect(hits[0]?.entry.id).toBe('sa-swms-penalty');
  });

  it("another state's penalty is no answer: Queensland's is not held, so it is declined", () => {
    const a = builtInAnswer('how hard do they sting you for no swms, rockhampton', { now: Date.parse('2026-11-28T02:00:00Z') });
    expect(a.kb?.declined).toBe(true);
    expect(a.markdown).not.toMatch(/\$6,000/);
    expect(a.markdown).toMatch(/WorkSafe Queensland/);
  });
});
