/**
 * Finding the fact that is held, seventh round (issue 17, helper "retrieval"), with our own sentences of each kind
 * (never an evaluation set's): work words that raise a trade concept count as what the question is about, and one
 * entry holding several places' figures is split so a place's question finds only its own.
 */
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { KB_ENTRIES } from '../../../src/domain/kb';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { searchParsed } from '../../../src/domain/kb/search';

const ctx = { now: Date.parse('2026-11-27T02:00:00Z'), timeZone: 'Australia/Sydney' };
const ask = (q: string) => builtInAnswer(q, ctx);
const hits = (q: string) => searchParsed(parseQuestion(q, { today: '2026-11-27' }), { limit: 8 });
const coverageOf = (q: string, id: string) => hits(q).find((h) => h.entry.id === id)?.coverage ?? 0;

describe('work words behind a trade concept count as the subject', () => {
  it('"split systems" counts for the split-system licence, though it also names the HVAC trade', () => {
    // Before: "split" and "system" were consumed by #hvac, which counts as who is asking, so the entry covered nothing.
    // Three subjects (starting, split system, else): the entry covers the one that matters.
    expect(coverageOf('starting to do split systems, what else do i need', 'split-system-restricted-licence')).toBeCloseTo(1 / 3, 5);
  });

  it('answers a split-system question worded the way a sparky texts instead of declining', () => {
    const a = ask('sparky here, about to start putting in split systems, anything extra i need to gas them up');
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toMatch(/refrigera/i);
  });

  it('counts a trade phrase once: "power point" is one unit, not two', () => {
    const q = 'is plugging a kettle into a power point electrical work in darwin';
    const parsed = parseQuestion(q, { today: '2026-11-27' });
    expect(parsed.concepts).toContain('#electrical');
    // the NT fact on plugging in matches one of the three subjects (plugging, kettle, power point)
    expect(coverageOf(q, 'nt-electrical-contractor-licence')).toBeCloseTo(1 / 3, 5);
  });

  it('the area’s own name ("gas", "plumbing") stays an area word, not a subject that every entry of the area matches', () => {
    const q = 'gas compliance certificate in qld, how many days to hand it over';
    // "gas" adds nothing: the gas certificate fact and the electrical one cover the same share (compliance certificate)
    expect(coverageOf(q, 'qld-gas-compliance-certificate')).toBeCloseTo(coverageOf(q, 'qld-electrical-certificates'), 5);
  });
});

describe('one entry per place: a retention period is the place’s and the trade’s own', () => {
  it('splits the certificate retention periods by state and trade, each with its own source', () => {
    const ids = KB_ENTRIES.filter((e) => e.topic === 'records' && /retention/.test(e.id)).map((e) => [e.id, e.states.join()]);
    expect(ids).toEqual(
      expect.arrayContaining([
        ['qld-electrical-certificate-retention', 'QLD'],
        ['wa-electrical-certificate-retention', 'WA'],
        ['wa-plumbing-certificate-retention', 'WA'],
        ['nsw-gas-certificate-retention', 'NSW'],
      ]),
    );
    expect(KB_ENTRIES.some((e) => e.id === 'trade-certificate-retention')).toBe(false);
  });

  it('a QLD gas certificate deadline is not answered with QLD’s electrical retention period', () => {
    const a = ask('qld gas compliance cert, how many days do i have to give it to the customer');
    expect(a.markdown).not.toMatch(/5 years/);
  });

  it('how long to keep a WA plumbing CoC finds the 6 years', () => {
    const a = ask('how long do i have to keep plumbing certificates of compliance in perth');
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toMatch(/6 years/);
  });
});

describe('a second ask whose answer has no first line of its own still shows its fact', () => {
  it('"… ? n what does the storage need to be" adds the stored-water fact under "Also asked"', () => {
    const a = ask('what temp does the tempering valve for the shower need to be set at in launceston? n what about the storage');
    expect(a.markdown).toMatch(/50°C/);
    expect(a.markdown).toMatch(/Also asked[\s\S]*60°C/);
  });

  it('adds nothing when the second ask’s best fact is already in the answer', () => {
    const a = ask('whats the temp for a tempering valve in a house in hobart? and what temp for the tempering valve in a house');
    expect(a.markdown.match(/Tempering valve at 50°C for bathroom fixtures/g)?.length ?? 0).toBe(1);
  });
});

describe('filler words say nothing about the subject', () => {
  it('"the little ones" is no subject: a question about what a bigger invoice needs is answered', () => {
    const parsed = parseQuestion('what has to be on an invoice for a 1,400 job that the little ones dont need', { today: '2026-11-27' });
    expect(parsed.terms).not.toContain('one');
    const a = ask('invoicing a 1,400 job, what goes on it that i leave off the small ones');
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toMatch(/\$1,000/);
  });
});

describe('a tradie’s words for an entry’s subject', () => {
  it('"deposit cap" and a subbie asking another builder find the NSW deposit fact and its between-licensees sentence', () => {
    const a = ask('subbie here doing work for another builder in sydney, does the deposit cap apply to my invoices to him');
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toMatch(/between licensees/);
  });

  it('spells out the quarterly super due dates the way they are asked ("28 April")', () => {
    const a = ask('when was super due for the january to march quarter last year');
    expect(a.markdown).toMatch(/28 April/);
  });
});

describe('a rule held inside a "who to ask" entry is a fact of its own', () => {
  it('the NT notice before gas works on a larger system answers a gasfitter, not only "who regulates gas"', () => {
    const a = ask('fitting out a restaurant in katherine with 250kg of lpg cylinders, do i need to let anyone know before i start');
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toMatch(/24 hours/);
    expect(a.markdown).toMatch(/200 kg/);
  });

  it('the NT gas regulator entry says who, without the rule’s figure', () => {
    const reg = KB_ENTRIES.find((e) => e.id === 'nt-reg-gas')!;
    expect(reg.text).not.toMatch(/24 hours/);
    expect(KB_ENTRIES.find((e) => e.id === 'nt-gas-works-notification')?.topic).toBe('gas');
  });
});

describe('a history fact names what it is the history of', () => {
  it('"when did the Home Building Compensation Fund start" finds 1997, though the fact used only "HBCF"', () => {
    const a = ask('what year did the home building compensation fund begin');
    expect(a.markdown).toMatch(/1997/);
  });
});

describe('a deadline in words answers "when", not "how many days"', () => {
  it('"when do I hand over the gas certificate" in the ACT gets "as soon as practicable"', () => {
    const a = ask('gasfitting in the act, when do i give the customer their compliance cert');
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toMatch(/as soon as practicable/);
  });

  it('"how many days" for the same certificate still says the day count is not held', () => {
    const a = ask('gas job in canberra, how many days have i got to give the owner the compliance certificate');
    expect(a.kb?.declined).toBe(true);
  });
});

describe('everyday words for the work an entry names', () => {
  it.each([
    ['patio', 'nsw-structural-landscaping'],
    ['offsider', 'super-guarantee-12'],
    ['modular', 'qld-deposit'],
  ])('"%s" is a word of the entry %s', (word, id) => {
    expect(KB_ENTRIES.find((x) => x.id === id)?.keywords).toContain(word);
  });

  it('a patio job in NSW is read against the licence threshold like a deck', () => {
    const a = ask('building a 9k patio in newcastle nsw, do i need a licence');
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toMatch(/\$5,000/);
  });
});

describe('texting and filler words are not subjects', () => {
  it.each(['wats', 'thru', 'tho', 'nothing', 'something', 'because', 'inc'])('"%s" is no search term', (w) => {
    expect(parseQuestion(`${w} licence for plumbing in nsw`, { today: '2026-11-27' }).terms).not.toContain(w);
  });
});

describe('quoting direct to homeowners is contracting with the public', () => {
  it('an A-grade asking whether quoting his own jobs needs REC registration gets the REC fact, not a decline', () => {
    const a = ask('a grade sparky round geelong, if i start quoting direct to homeowners do i need to register as an REC as well');
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toMatch(/registered electrical contractors/i);
  });
});

describe('a fitout is a renovation', () => {
  it.each(['new ensuite fitout', 'kitchen fit out', 'bathroom fit-out'])('"%s" carries the #reno concept', (w) => {
    expect(parseQuestion(`${w} in brisbane, what do i need`, { today: '2026-11-27' }).concepts).toContain('#reno');
  });
});
