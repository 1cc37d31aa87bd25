import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/domain/kb/answer';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { correctWord, editDistance } from '../../../src/domain/kb/spelling';

describe('spelling: typos and word forms are corrected towards the knowledge base words', () => {
  it.each([
    ['licnece', 'licence'],
    ['deposite', 'deposit'],
    ['registerd', 'registered'],
    ['warrenty', 'warranty'],
    ['temprature', 'temperature'],
    ['safty', 'safety'],
    ['rego', 'registration'],
  ])('reads "%s" as "%s"', (typo, word) => {
    expect(correctWord(typo)).toBe(word);
  });

  it.each([
    ['gts', 'gst'],
    ['hbfc', 'hbcf'],
    ['dposit', 'deposit'],
  ])('corrects short words too: "%s" → "%s"', (typo, word) => {
    expect(correctWord(typo)).toBe(word);
  });

  it('reads "restumping" as the KB word "stumping" (from "re-stumping")', () => {
    expect(correctWord('restumping')).toBe('stumping');
  });

  it('does not turn a short unrelated word into a KB word with another first letter ("glue" is not "flue")', () => {
    expect(correctWord('glue')).toBeUndefined();
  });

  it('counts a transposition as one edit', () => {
    expect(editDistance('licnece', 'licence', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('reports words it cannot place as unknown', () => {
    expect(parseQuestion('how do i bake sourdough').unknown).toEqual(expect.arrayContaining(['sourdough']));
  });
});

describe('intent words decide which fact answers', () => {
  it('"6k pergola, need a ticket?" from a chippy: the licence threshold the amount crosses, not the chippy\'s licence class', () => {
    const a = answerQuestion('chippy here in caboolture, 6k pergola need a ticket?');
    expect(a.entries.map((e) => e.id)).toContain('qld-licence-threshold');
    expect(a.markdown).toContain('**$6,000 in QLD → yes:** a QBCC licence is needed');
  });

  it('"I heard … is that right?" is about what was heard, not the words around it', () => {
    const a = answerQuestion('I heard you need a licence over $1,000 in NSW, is that right?');
    expect(a.found).toBe(true);
    expect(a.entries[0].id).toBe('nsw-licence-threshold');
  });

  it('answers "how long" with the deadline even when the question carries an amount', () => {
    const a = answerQuestion('just hit 75k turnover, how long have i got to register for gst?');
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*Short answer:\*\* Register within 21 days/);
    expect(a.entries[0].id).toBe('gst-register-21-days');
  });

  it('reads intents from the words tradies use', () => {
    expect(parseQuestion('how long to lodge a ccew').intents).toContain('duration');
    expect(parseQuestion('max deposit in vic').intents).toContain('amount');
    expect(parseQuestion('can i remove fibro myself').intents).toContain('permission');
    expect(parseQuestion('do i need a licence').intents).toContain('requirement');
  });
});

describe('places in the question', () => {
  it('takes the state from a suburb the hand-made list never had, and says why', () => {
    const p = parseQuestion('deck in katherine, need to be registered?', { state: 'NSW' });
    expect(p).toMatchObject({ state: 'NT', stateSource: 'question' });
    const a = answerQuestion('15k extension in katherine need to be registered?', { state: 'NSW' });
    expect(a.state).toBe('NT');
    expect(a.markdown).toContain('“Katherine” is in NT');
  });

  it('reads a postcode, and the state said in the question wins over the profile', () => {
    expect(parseQuestion('licence for a 4500 job in 4870', { state: 'VIC' })).toMatchObject({ state: 'QLD', amountCents: 450_000 });
    expect(parseQuestion('licence threshold 2250').state).toBe('NSW');
  });

  it('does not read standards, years or amounts as postcodes', () => {
    expect(parseQuestion('what does AS 3000 say about RCDs').state).toBeUndefined();
    expect(parseQuestion('which ncc is current in 2025').state).toBeUndefined();
    expect(parseQuestion('$3000 job what applies').state).toBeUndefined();
  });

  it('asks which Richmond when nothing settles it, and says which it assumed when the profile does', () => {
    const ask = answerQuestion('licence threshold for a job in richmond');
    expect(ask.markdown).toMatch(/There's a \*\*Richmond\*\* in NSW, VIC, QLD, SA and TAS — which one is the job in\?/);
    expect(ask.state).toBeUndefined();
    const assumed = answerQuestion('licence threshold for a job in richmond', { state: 'VIC' });
    expect(assumed.state).toBe('VIC');
    expect(assumed.markdown).toContain('I took “Richmond” to be the one in VIC (3121)');
  });

  it('while it asks which Richmond, answers only for the states that have one', () => {
    const a = answerQuestion('licence threshold for a job in richmond');
    const candidates = ['NSW', 'VIC', 'QLD', 'SA', 'TAS', 'ALL'];
    expect(a.entries.length).toBeGreaterThan(0);
    for (const e of a.entries)
      expect(
        e.states.some((s) => candidates.includes(s)),
        e.id,
      ).toBe(true);
    expect(a.entries.some((e) => e.states.includes('WA') || e.states.includes('NT'))).toBe(false);
    expect(a.markdown).toContain('Until you say which, what our sources say for each of NSW, VIC, QLD, SA and TAS');
  });

  it('reads lowercase "act" as the territory but not in the name of a law', () => {
    expect(parseQuestion('act electrical test report deadline').state).toBe('ACT');
    expect(parseQuestion('what does the home building act say about deposits').state).toBeUndefined();
  });

  it('never mistakes a knowledge-base title for a place', async () => {
    const { KB_ENTRIES } = await import('../../../src/domain/kb/entries/index');
    for (const e of KB_ENTRIES) {
      if (/\b(NSW|VIC|QLD|WA|SA|TAS|ACT|NT|Victoria|Queensland|Tasmania|Canberra)\b/.test(e.title)) continue;
      expect(parseQuestion(e.title).states, e.title).toEqual([]);
    }
  });
});

describe('declines', () => {
  it("says it can't quote a paid standard and where to get it, with no figure", () => {
    const a = answerQuestion('what does AS 3000 clause 2.6.3 say word for word');
    expect(a.found).toBe(false);
    expect(a.markdown).toContain("I can't quote the text of an Australian Standard");
    expect(a.markdown).toContain('Standards Australia');
    expect(a.markdown).not.toMatch(/\$\d|\d%/);
  });

  it('names the Fair Work Ombudsman for pay rates and quotes none', () => {
    const a = answerQuestion('whats the award rate for a 3rd year apprentice chippy');
    expect(a.found).toBe(false);
    expect(a.markdown).toContain('Fair Work Ombudsman');
    expect(a.markdown).not.toMatch(/\$\d/);
  });

  it('declines a question mostly made of words the knowledge base does not know', () => {
    const a = answerQuestion('whats the fine for speeding in a work zone nsw');
    expect(a.found).toBe(false);
    expect(a.markdown).toContain('Building Commission NSW');
  });
});

describe('the answer always says which state it used and why', () => {
  it('calls a national rule national instead of asking for a state', () => {
    const a = answerQuestion('subbie doesnt have an abn how much do i withhold');
    expect(a.markdown).toContain('a national rule, the same in every state and territory');
    expect(a.markdown).not.toContain('No state given');
  });

  it('names the postcode it read the state from', () => {
    expect(answerQuestion('registered builder needed in 6155 for a 22 grand job').markdown).toContain('(postcode 6155 is in WA)');
  });

  it('says the state came from the profile, also when declining', () => {
    expect(answerQuestion('max deposit', { state: 'VIC' }).markdown).toContain('state from your profile');
    expect(answerQuestion('how do i bake sourdough', { state: 'QLD' }).markdown).toContain('Queensland (QLD), the state in your profile');
  });
});

describe('"when do I need …" is a requirement, not a date', () => {
  it('answers when home warranty is needed with the threshold, not the scheme history', () => {
    expect(parseQuestion('When do I need home warranty insurance in NSW?').intents).not.toContain('when');
    const a = answerQuestion('When do I need home warranty insurance in NSW?');
    expect(a.markdown).not.toContain('Short answer');
    expect(a.entries[0].id).toBe('nsw-hbcf-threshold');
    expect(a.citations[0].url).toMatch(/^https:\/\//);
  });
});
