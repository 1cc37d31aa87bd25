import { describe, expect, it } from 'vitest';
import { builtInAnswer } from '../../../src/domain/chat/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { searchParsed } from '../../../src/domain/kb/search';
import { regulatorFor } from '../../../src/domain/kb/directory';

/**
 * Round 12, retrieval: kinds of decline and of ranking, each asked in our own words (never a dev question).
 */
const ask = (q: string) => builtInAnswer(q, { now: Date.parse('2026-11-27T02:00:00Z'), timeZone: 'Australia/Sydney' });

describe('how long a regulator takes over an application, with words between the parts', () => {
  it.each([
    'how long does it normally take to get a plumbing licence approved in hobart',
    'how long does the qbcc usually take to process a carpentry licence',
    'how long till my perth painter registration comes through',
    'how many weeks does access canberra take to issue a builders licence',
  ])('%s → declined, naming who to ask', (q) => {
    const a = ask(q);
    expect(a.kb?.declined, a.markdown.slice(0, 300)).toBe(true);
    expect(a.markdown).toMatch(/Best to ask \*\*/);
    expect(a.markdown.split('\n')[0]).not.toMatch(/\$\d|\d\s?%|\d+ (?:business )?days/);
  });

  it.each([
    'how long do i have to issue the certificate after finishing the wiring in brisbane',
    'what does it take to get a builders licence approved in sa',
    'can i start on site till the permit comes through',
  ])('%s → not read as a processing time', (q) => {
    expect(parseQuestion(q).concepts).not.toContain('#processingtime');
  });
});

describe('asking who to deal with now', () => {
  it('a question about the regulator that replaced the old one ranks the regulator first', () => {
    const hits = searchParsed(parseQuestion('vba got replaced didnt it, who do i contact about plumbing rego in geelong now'));
    expect(hits[0]?.entry.topic).toBe('regulator');
    expect(hits[0]?.entry.states).toContain('VIC');
  });
});

describe('what a policy costs, with the cover named before the price word', () => {
  it('is a premium asked, not a cover threshold', () => {
    expect(parseQuestion('ballpark hbcf cost for a granny flat in dubbo').concepts).toContain('#insurancecost');
    expect(parseQuestion('roughly what is the bii price on a reno in adelaide').concepts).toContain('#insurancecost');
  });
});

describe("the regulators' names carry the words the fact sheet's table uses for them", () => {
  it('WA bodies name DEMIRS, the VIC building body its former name, the NSW one where licensing used to sit', () => {
    for (const area of ['building', 'electrical', 'plumbing', 'gas', 'homeWarranty'] as const)
      expect(regulatorFor('WA', area)?.regulator.name).toMatch(/DEMIRS/);
    expect(regulatorFor('VIC', 'building')?.regulator.name).toMatch(/Victorian Building Authority/);
    expect(regulatorFor('NSW', 'building')?.regulator.name).toMatch(/NSW Fair Trading/);
  });

  it('a WA electrical fee decline names DEMIRS', () => {
    const a = ask('bunbury sparky, what does the contractor licence application cost');
    expect(a.kb?.declined).toBe(true);
    expect(a.markdown).toMatch(/DEMIRS/);
  });
});

describe('a decline names the body the question itself names', () => {
  it('Energy Safe Victoria asked about by name is who to ask, not the building regulator', () => {
    const a = ask('how long does energy safe victoria usually take to process a licence renewal');
    expect(a.kb?.declined).toBe(true);
    expect(a.markdown).toContain('**Energy Safe Victoria (ESV)**');
  });

  it('the Electrical Safety Office asked about by name is listed, with no state given', () => {
    const a = ask('how long does the electrical safety office take to issue a new contractor licence');
    expect(a.kb?.declined).toBe(true);
    expect(a.markdown).toContain('Electrical Safety Office');
  });
});

describe('an electrical certificate by its name is the electrical body’s paper', () => {
  it('a fine for a late Queensland electrical test certificate names the Electrical Safety Office, not the QBCC', () => {
    const a = ask('what is the fine in queensland for a late certificate of testing and compliance');
    expect(a.kb?.declined).toBe(true);
    expect(a.markdown).toContain('Electrical Safety Office');
    expect(a.markdown).not.toContain('**Queensland Building and Construction Commission (QBCC)**');
  });

  it('body names and certificate names only say who to ask: the search is the same without them', () => {
    const withName = searchParsed(parseQuestion('resources safety and health queensland gas work licence renewal'), { limit: 3 });
    expect(withName.length).toBeGreaterThan(0);
    expect(parseQuestion('penalty for a late cotc in qld').concepts).toContain('#electricalpaper');
  });
});

describe('every regulator name carries the initials tradies use for it', () => {
  it('SA home-warranty and electrical bodies say CBS and OTR; VIC home warranty says BPC', () => {
    expect(regulatorFor('SA', 'homeWarranty')?.regulator.name).toMatch(/\bCBS\b/);
    expect(regulatorFor('SA', 'electrical')?.regulator.name).toMatch(/\bOTR\b/);
    expect(regulatorFor('VIC', 'homeWarranty')?.regulator.name).toMatch(/\bBPC\b/);
  });
});
