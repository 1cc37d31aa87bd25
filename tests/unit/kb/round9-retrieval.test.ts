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
