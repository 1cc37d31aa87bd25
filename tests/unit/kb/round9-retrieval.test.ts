/**
 * Finding the fact that is held, ninth round (issue 17, helper "retrieval"), with our own sentences of each kind
 * (never an evaluation set's wording).
 */
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { searchParsed, uncoveredConcepts } from '../../../src/domain/kb/search';

const ctx = { now: Date.parse('2026-11-27T02:00:00Z'), timeZone: 'Australia/Sydney' };
const ask = (q: string) => builtInAnswer(q, ctx);
const firstLine = (md: string) => md.split('\n').find((l) => l.trim()) ?? '';

describe('wages as the input of a rule the facts hold, not the question', () => {
  it('super owed on what an apprentice is paid is the super guarantee rate, not a declined award-wage question', () => {
    const q = 'how much super goes on top of what i pay my apprentice each fortnight';
    expect(uncoveredConcepts(parseQuestion(q))).toEqual([]);
    const a = ask(q);
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toMatch(/12%/);
  });

  it('TPAR leaves out an apprentice’s wages: answered no from the fact’s exclusion', () => {
    const a = ask('does the taxable payments annual report need the wages i paid my apprentice this year');
    expect(a.kb?.declined).toBe(false);
    expect(firstLine(a.markdown)).toMatch(/\*\*No\b/);
  });

  it('what to pay an apprentice, asked alone, is still declined to the Fair Work Ombudsman', () => {
    for (const q of ['what do i pay my 3rd year apprentice per hour', 'award rate for a first year tiling apprentice?']) {
      const a = ask(q);
      expect(a.kb?.declined, q).toBe(true);
      expect(a.markdown, q).toMatch(/Fair Work Ombudsman/);
    }
  });
});

describe('a supplier with no ABN is the 47% withholding, not the ABN on a tax invoice or GST on the price', () => {
  const top = (q: string) => searchParsed(parseQuestion(q), { limit: 3 })[0]?.entry.id;

  it('reads the missing ABN however it is put', () => {
    for (const q of [
      'my labour hire bloke refuses to give us an abn, his bill is $1,400',
      'paying a brickie who hasnt got an abn yet, what do i need to do',
      'got an invoice with no abn on it from a concreter',
    ]) {
      expect(parseQuestion(q).concepts, q).toContain('#noabn');
      expect(top(q), q).toBe('no-abn-withholding');
    }
    // a fact saying a checksum "does not show the ABN was issued" is not about a missing ABN
    expect(parseQuestion('the checksum does not show the abn was issued').concepts).not.toContain('#noabn');
  });

  it('the withholding rate is given, not only the GST on the invoice', () => {
    const a = ask('the tiler i subbed out to wont quote an abn, he wants $2,300 plus gst. how do i pay him');
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toMatch(/47%/);
    expect(firstLine(a.markdown)).not.toMatch(/^\*\*GST on/);
  });
});

describe('a story told before the question weighs less than the sentence that asks', () => {
  const hits = (q: string) => searchParsed(parseQuestion(q), { limit: 8 });
  const coverageOf = (q: string, id: string) => hits(q).find((h) => h.entry.id === id)?.coverage ?? 0;

  it('the fact for what is asked covers more than a fact for something the story mentions', () => {
    const q =
      'customer signed the contract last week and paid the deposit, the job is a granny flat in toowoomba. do i need home warranty insurance for it';
    expect(parseQuestion(q).storyTerms).toEqual(expect.arrayContaining(['deposit', '#deposit']));
    expect(hits(q)[0]?.entry.topic).toBe('home-warranty');
    // before: the deposit fact (named only in the story) covered as much of the message as the home-warranty one
    expect(coverageOf(q, 'qld-deposit')).toBeLessThan(coverageOf(q, hits(q)[0]!.entry.id) / 2);
  });

  it('a long story no longer drowns a question the facts answer', () => {
    const a = ask(
      'we have been doing a kitchen in newcastle for 3 weeks, cabinets in, benchtop coming friday, the client is great and pays on time. do i need a written contract',
    );
    expect(a.kb?.declined).toBe(false);
    expect(a.markdown).toMatch(/written/i);
  });

  it('a question sentence with no subject of its own ("what do I do now?") leaves the story as the question', () => {
    const q = 'my offsider reckons the switchboard swap needs an inspection in shepparton. what do i do now';
    expect(parseQuestion(q).storyTerms?.length).toBeGreaterThan(0);
    expect(hits(q)[0]?.entry.id).toBe('vic-coes-prescribed');
  });

  it('one sentence is all question: nothing is story', () => {
    expect(parseQuestion('do i need a licence for a 6k deck in geelong').storyTerms).toBeUndefined();
  });
});

describe('"liven it up", "switch it on", "power back on" are energising an installation', () => {
  it('reads the slang as the facts’ word', () => {
    for (const q of ['can i liven the new board today', 'ok to switch it on before the inspector comes?', 'can i put the power back on']) {
      expect(parseQuestion(q).concepts, q).toContain('#energise');
    }
  });

  it('answers a story about a switchboard swap with the inspection-before-energising rule', () => {
    const a = ask(
      'old fuse box at a place in warrnambool was cooked, so i put in a whole new main switchboard this arvo, tenants are sitting in the dark. can i liven it up now and do the paperwork tomorrow',
    );
    expect(a.kb?.declined).toBe(false);
    expect(firstLine(a.markdown)).toMatch(/\*\*No\b/);
    expect(a.markdown).toMatch(/must not be energised before inspection/);
  });
});

describe('a day count the place does not set: the gap that says so outranks the neighbouring deadline', () => {
  it('VIC: the longest a principal may take to pay is not held — declined naming the regulator, no schedule figure', () => {
    const q = 'victorian sop question: max days a principal can take to pay me once the schedule is in?';
    expect(searchParsed(parseQuestion(q), { limit: 3 })[0]?.entry.id).toBe('gap-vic-sop-time-to-pay');
    const a = ask(q);
    expect(a.kb?.declined).toBe(true);
    expect(firstLine(a.markdown)).not.toMatch(/\d/);
    expect(a.markdown).toMatch(/Building and Plumbing Commission/);
  });

  it('NT: the payment schedule’s day count is a gap, ranked above the NT payment terms', () => {
    const q = 'in darwin how many days do i have to give a payment schedule back';
    expect(searchParsed(parseQuestion(q), { limit: 3 })[0]?.entry.id).toBe('gap-act-nt-payment-schedule');
    expect(ask(q).kb?.declined).toBe(true);
  });

  it('a gap that covers no more than a fact stays below it', () => {
    const q = 'vic sop, how many business days do i have to give a payment schedule';
    expect(searchParsed(parseQuestion(q), { limit: 3 })[0]?.entry.id).toBe('vic-sop');
  });
});

describe('how old a building is, the way an asbestos question gives it', () => {
  it('reads a year, a decade or "old" beside a building as its age, never a law’s year', () => {
    for (const q of ['a 1968 cottage in ballarat', 'gutting a 70s kitchen', 'house was built in 1958', 'the old fibro garage out back']) {
      expect(parseQuestion(q).concepts, q).toContain('#buildingage');
    }
    expect(parseQuestion('what does the electricity safety act 1971 say about test reports').concepts).not.toContain('#buildingage');
  });

  it('answers whether an old house is likely to have asbestos from the pre-1990 fact instead of declining', () => {
    for (const q of [
      'ripping up vinyl in a 1970s flat in launceston, any chance theres asbestos under it?',
      'bathroom strip out in a 60s place in geelong. what are the odds of hitting asbestos',
    ]) {
      const a = ask(q);
      expect(a.kb?.declined, q).toBe(false);
      expect(a.markdown, q).toMatch(/before 1990/);
    }
  });
});

describe('gas work asked the way tradies put it: not being the ticket holder is a licence question', () => {
  it('"without being a gassie", "I’m not a gasfitter" carry the licence concept', () => {
    for (const q of ['hooking up a cooktop without being a gassie', 'im not a licensed plumber, can i move a gas point']) {
      expect(parseQuestion(q).concepts, q).toContain('#licence');
    }
  });

  it('answers with the place’s any-value licence rule as a no, instead of declining', () => {
    for (const q of [
      'can i put a gas bayonet in for a heater at a place in mildura without being a gassie',
      'customer in launceston wants a gas point moved for the new oven. im not a gasfitter, can i still do it?',
    ]) {
      const a = ask(q);
      expect(a.kb?.declined, q).toBe(false);
      expect(firstLine(a.markdown), q).toMatch(/^\*\*(?:[A-Z]+ → )?no\b|^\*\*No\b/i);
    }
  });
});
