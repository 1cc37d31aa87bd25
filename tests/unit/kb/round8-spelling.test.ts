/**
 * The spelling pass, eighth round (issue 17, helper "spell"), with our own sentences (never an evaluation set's): a
 * correctly spelt English word is never "corrected" into a nearby knowledge-base word ("border" is not "order",
 * "cladding" not "claiming", "feet" not "fee"), while typos still are. The English words come from the Australian
 * Hunspell dictionary (scripts/build-english-words.ts), kept to those the edit distance would otherwise change.
 */
import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../src/domain/kb/parse';
import { correctWord, spellPass } from '../../../src/domain/kb/spelling';
import { ENGLISH_WORDS } from '../../../src/domain/kb/english-words';
import { deriveEnglishWords } from '../../../scripts/build-english-words';

const parse = (q: string) => parseQuestion(q, { today: '2026-11-27' });

describe('a correctly spelt English word stays itself', () => {
  it.each([
    ['border', 'order'],
    ['cladding', 'claiming'],
    ['feet', 'fee'],
    ['fill', 'fall'],
    ['store', 'stone'],
    ['room', 'roof'],
    ['fixing', 'mixing'],
  ])('“%s” is not corrected (was “%s”)', (word) => {
    expect(correctWord(word)).toBeUndefined();
    expect(spellPass(`the ${word} job`).corrections).toEqual([]);
  });

  it('a question keeps its subject words: no fee question out of "feet", no order out of a border town', () => {
    const p = parse('replacing cladding 3 feet from the border fence in albury, do i need a licence');
    expect(p.corrections).toEqual([]);
    // (a length in feet is read in metres since round 24: "3 feet" is 0.91 m, never a fee)
    expect(p.unknown).toEqual(expect.arrayContaining(['cladding', 'border']));
    expect(p.terms).not.toContain('fee');
    expect(p.query.attribute).not.toBe('fee');
    expect(parse('the fence is 6 feet from the border, fee for a permit?').query.attribute).toBe('fee');
  });

  it('no word of the list becomes another word, only its own KB form ("paint" → "painting", "restrict" → "restricted")', () => {
    expect(ENGLISH_WORDS.size).toBeGreaterThan(1000);
    const changed = [...ENGLISH_WORDS].filter((w) => {
      const to = spellPass(w).text;
      const stems = [w, w.replace(/^re(?=[a-z]{4,})/, '')].map((x) => x.replace(/e$/, ''));
      return to !== w && !stems.some((x) => to.startsWith(x));
    });
    expect(changed).toEqual([]);
    expect(spellPass('paint').text).toBe('painting');
  });
});

describe('a contraction without its apostrophe is a function word, not a typo', () => {
  it.each(['weve', 'theyve', 'youre', 'doesnt', 'wouldve'])('“%s” is left alone', (w) => {
    expect(spellPass(`${w} done the job`).corrections).toEqual([]);
  });
});

describe('typos, slang and word forms are still read', () => {
  it.each([
    ['licnece', 'licence'],
    ['deposite', 'deposit'],
    ['registerd', 'registered'],
    ['warrenty', 'warranty'],
    ['insurnace', 'insurance'],
    ['rego', 'registration'],
    ['restumping', 'stumping'],
    // another spelling of a KB word, English in its own right: listed, as the dictionary test leaves it alone
    ['verandah', 'veranda'],
    ['story', 'storey'],
  ])('“%s” → “%s”', (from, to) => {
    expect(correctWord(from)).toBe(to);
  });

  it('a word form is read before the dictionary: "leaking" is the knowledge base\'s "leak"', () => {
    expect(spellPass('leaking pipe').text).toBe('leak pipe');
  });

  it('an English word still becomes the KB word it is a form of: a bare stem grows, an ending is added', () => {
    expect(ENGLISH_WORDS.has('build') && ENGLISH_WORDS.has('electric')).toBe(true);
    expect(correctWord('build')).toBe('building');
    expect(correctWord('electric')).toBe('electrical');
  });
});

describe('the committed list', () => {
  it('is what the dictionary and the entries give (run scripts/build-english-words.ts when this fails)', () => {
    expect(deriveEnglishWords()).toEqual([...ENGLISH_WORDS].sort());
  }, 120_000);
});
