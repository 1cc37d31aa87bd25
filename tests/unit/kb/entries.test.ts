import { describe, expect, it } from 'vitest';
import { KB_ENTRIES } from '../../../src/domain/kb/entries/index';
import { listRegulators } from '../../../src/domain/kb/directory';
import { formatWhole, thresholdFigures } from '../../../src/domain/kb/thresholds';
import { STATES, TRADES, type KbEntry } from '../../../src/domain/kb/types';
import { readFactsSheet } from './facts-sheet';

const facts = readFactsSheet();
/** Whole URLs as written in the sheet; a trailing full stop or comma belongs to the sentence. */
const sheetUrls = new Set([...facts.matchAll(/https?:\/\/[^\s|)]+/g)].map((m) => m[0].replace(/[.,;:]+$/, '')));
const sources = (e: KbEntry) => [e.source, ...(e.alsoSources ?? [])];

describe('knowledge-base entries', () => {
  it('holds roughly 150-350 entries', () => {
    expect(KB_ENTRIES.length).toBeGreaterThanOrEqual(150);
    expect(KB_ENTRIES.length).toBeLessThanOrEqual(350);
  });

  it('gives every entry a unique kebab-case id', () => {
    const ids = KB_ENTRIES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(KB_ENTRIES.map((e) => [e.id, e] as const))('cites only URLs from facts.md with a valid grade (%s)', (_id, entry) => {
    for (const s of sources(entry)) {
      expect(sheetUrls.has(s.url), `${s.url} is not a URL in facts.md`).toBe(true);
      expect(['A', 'B', 'C']).toContain(s.grade);
    }
  });

  it('keeps states and trades to the known lists', () => {
    for (const e of KB_ENTRIES) {
      expect(e.states.length).toBeGreaterThan(0);
      for (const s of e.states) expect([...STATES, 'ALL']).toContain(s);
      for (const t of e.trades) expect(TRADES).toContain(t);
      expect(e.text.length).toBeGreaterThan(20);
      expect(e.title.length).toBeGreaterThan(5);
    }
  });

  it('only uses dollar figures that appear in facts.md', () => {
    for (const e of KB_ENTRIES) {
      for (const m of e.text.matchAll(/\$\d+(?:,\d{3})*(?:\.\d+)?/g)) {
        expect(facts.includes(m[0]), `${e.id}: ${m[0]} is not in facts.md`).toBe(true);
      }
      for (const f of e.figures ?? []) {
        if (f.amountCents !== undefined) {
          const shown = formatWhole(f.amountCents);
          const millions = f.amountCents % 100_000_000 === 0 ? `$${f.amountCents / 100_000_000} million` : shown;
          expect(facts.includes(shown) || facts.includes(millions), `${e.id}: ${shown} is not in facts.md`).toBe(true);
        }
        if (f.percent !== undefined) expect(facts.includes(`${f.percent}%`), `${e.id}: ${f.percent}%`).toBe(true);
      }
    }
  });

  it('states every threshold figure in the entry text too, so the bullet shows what the direct line compares', () => {
    for (const e of KB_ENTRIES) {
      for (const f of thresholdFigures(e)) expect(e.text, e.id).toContain(formatWhole(f.amountCents));
    }
  });

  it('flags grade-C-only facts with a caution', () => {
    for (const e of KB_ENTRIES.filter((x) => !x.superseded && x.topic !== 'gap')) {
      if (sources(e).every((s) => s.grade === 'C')) expect(e.caution, e.id).toBeTruthy();
    }
  });

  it('links every superseded entry to a current replacement', () => {
    const byId = new Map(KB_ENTRIES.map((e) => [e.id, e]));
    const old = KB_ENTRIES.filter((e) => e.superseded);
    expect(old.length).toBeGreaterThanOrEqual(9);
    for (const e of old) {
      const current = byId.get(e.replacedBy ?? '');
      expect(current, e.id).toBeDefined();
      expect(current?.superseded).toBeFalsy();
    }
  });

  it("keeps an old-value entry for every row of the sheet's superseded table (section 8)", () => {
    const section8 = facts.slice(facts.indexOf('## 8. Superseded values'));
    const urls = [...section8.matchAll(/\| (https?:\/\/\S+) \|/g)].map((m) => m[1]);
    // 9 rows from the original sheet, plus the 49% no-ABN withholding rate added with issue 11.
    expect(urls.length).toBe(10);
    const oldSources = new Set(KB_ENTRIES.filter((e) => e.superseded).map((e) => e.source.url));
    for (const url of urls) expect(oldSources.has(url), url).toBe(true);
  });

  it('covers every section of the sheet', () => {
    const topics = new Set(KB_ENTRIES.map((e) => e.topic));
    for (const t of [
      'regulator',
      'licensing',
      'contracts',
      'deposit',
      'home-warranty',
      'cooling-off',
      'electrical',
      'plumbing',
      'gas',
      'building-code',
      'safety',
      'tax',
      'payments',
      'records',
      'gap',
    ] as const) {
      expect(topics.has(t), t).toBe(true);
    }
  });

  it('names a building regulator and a home-warranty entry for every state and territory (section 0)', () => {
    for (const s of STATES) {
      const regs = listRegulators(s);
      expect(
        regs.find((r) => r.area === 'building'),
        s,
      ).toBeDefined();
      expect(
        regs.find((r) => r.area === 'homeWarranty'),
        s,
      ).toBeDefined();
    }
  });
});
