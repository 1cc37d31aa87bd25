import { describe, expect, it } from 'vitest';
import { PriceSearchIndex, priceItemSortKey, searchWords, wordSplits, type SearchableItem } from '../../../src/domain/price-book/search';

/**
 * Issue 24 item 5: the price book's words are split once per item, when the search index is built (in the search
 * worker); a keystroke splits only what was typed and reads the index. And the index's shortcuts (a one-word bucket,
 * a vocabulary range for longer words, exact codes first) answer exactly like checking every item.
 */
const MATERIALS = ['Copper', 'Coppers', 'Brass', 'PVC', 'Steel', 'Stainless', 'Poly', 'Aluminium'];
const THINGS = ['pipe', 'piping', 'elbow', 'tee', 'valve', 'tap', 'bracket', 'screw', 'bolt', 'cable'];
function items(n: number): SearchableItem[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `i${i}`,
    description: `${MATERIALS[(i * 7) % MATERIALS.length]} ${THINGS[(i * 3) % THINGS.length]} ${[10, 15, 20, 25, 32][i % 5]} mm`,
    code: i % 97 === 0 ? 'tee' : `SP${String(i).padStart(6, '0')}`, // a few codes that are also a word
    supplier: i % 2 ? 'Reece' : 'Tradelink',
  }));
}

/** What a keystroke must show, by checking every item: each typed word begins one of its words; exact codes first. */
function scan(all: SearchableItem[], text: string): string[] {
  const want = searchWords(text);
  const sorted = [...all].sort((a, b) => (priceItemSortKey(a) < priceItemSortKey(b) ? -1 : 1));
  const hits = sorted.filter((it) => {
    const have = [...searchWords(`${it.description} ${it.code} ${it.supplier}`), it.code.toLowerCase()];
    return want.every((w) => have.some((h) => h.startsWith(w)));
  });
  const whole = text.trim().toLowerCase();
  return [...hits.filter((it) => it.code.toLowerCase() === whole), ...hits.filter((it) => it.code.toLowerCase() !== whole)].map(
    (it) => it.id,
  );
}

const QUERIES = ['copper pipe 15', 'coppers', 'sp000123', 'sp0012', 'pip', 'piping 20', 'tee', 'stain elbow', 'reece val', 'al 32 mm'];
const keystrokes = QUERIES.flatMap((q) => Array.from({ length: q.length }, (_, k) => q.slice(0, k + 1)));

describe('price book search per keystroke', () => {
  it('splits only the typed text on a keystroke, never an item’s words', () => {
    const index = new PriceSearchIndex(items(5_000));
    const before = wordSplits.calls;
    for (const k of keystrokes) index.search(k, 0, 80);
    // one split per keystroke: the text typed. Splitting the 5,000 items again would add thousands.
    expect(wordSplits.calls - before).toBe(keystrokes.length);
  });

  it('answers every keystroke like a check of every item: the count, the order, a later page', () => {
    const all = items(3_000);
    const index = new PriceSearchIndex(all);
    for (const k of keystrokes) {
      const expected = scan(all, k);
      const got = index.search(k, 0, 40);
      expect({ k, total: got.total }).toEqual({ k, total: expected.length });
      expect(got.ids).toEqual(expected.slice(0, 40));
      expect(index.search(k, 25, 10).ids).toEqual(expected.slice(25, 35));
    }
  });
});
