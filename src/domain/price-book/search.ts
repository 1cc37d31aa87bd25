/**
 * The price book's search on the device: every word typed must begin a word of the item's description, code or
 * supplier ("cop pi 15" finds "Copper pipe 15 mm"), or match the whole code. Built for 50,000 items on a phone:
 * - the index holds, for every 1-, 2- and 3-letter word beginning, the items (in display order) with such a word;
 * - a query takes the shortest of those lists among its words and checks only those items, so a typical query looks
 *   at a few hundred items, and even a one-letter query is one pass over an array;
 * - results come in display order (description, A–Z), items whose code is exactly the query first.
 * Pure and synchronous: the search worker (src/features/price-book/search.worker.ts) builds it off the main thread.
 */
export interface SearchableItem {
  id: string;
  description: string;
  code: string;
  supplier: string;
}

const PREFIX = 3;
const SPLIT = /[^\p{L}\p{N}]+/u;

export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(SPLIT)
    .filter((w) => w.length > 0);
}

/** A candidate for a free-text name: the share of the name's words it has (`matched` of `words`). */
export interface ClosestMatch {
  id: string;
  score: number;
  matched: number;
  words: number;
}

/**
 * An item's place in display order (description A–Z, then code, both lower-cased), as one string: the device stores it
 * with each item (`sortKey`, indexed [userId+sortKey]) so the price book's first page is one short index read, in the
 * same order as the search index's (IndexedDB and JavaScript compare strings alike, by UTF-16 code unit).
 */
export function priceItemSortKey(it: Pick<SearchableItem, 'description' | 'code'>): string {
  return `${String(it.description ?? '').toLowerCase()}\u0001${String(it.code ?? '').toLowerCase()}`;
}

export class PriceSearchIndex {
  private ids: string[] = [];
  private words: string[][] = [];
  private codes: string[] = [];
  private buckets: Array<Map<string, number[]>> = [new Map(), new Map(), new Map()];

  constructor(items: readonly SearchableItem[]) {
    const keyed = items.map((it) => ({ it, key: priceItemSortKey(it) }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const [slot, { it }] of keyed.entries()) {
      const code = it.code.trim().toLowerCase();
      const words = [
        ...new Set([...searchWords(it.description), ...searchWords(it.code), ...searchWords(it.supplier), ...(code ? [code] : [])]),
      ];
      this.ids.push(it.id);
      this.words.push(words);
      this.codes.push(code);
      for (let n = 1; n <= PREFIX; n++) {
        const map = this.buckets[n - 1];
        for (const w of words) {
          if (w.length < n) continue;
          const p = w.slice(0, n);
          let list = map.get(p);
          if (!list) map.set(p, (list = []));
          if (list[list.length - 1] !== slot) list.push(slot);
        }
      }
    }
  }

  get size(): number {
    return this.ids.length;
  }

  /** The matching items' ids, in display order: `total` matches, `ids` from `offset`, at most `limit`. */
  search(text: string, offset = 0, limit = 50): { total: number; ids: string[] } {
    const slots = this.matchingSlots(text);
    return { total: slots.length, ids: slots.slice(offset, offset + limit).map((s) => this.ids[s]) };
  }

  matchingSlots(text: string): number[] {
    const query = searchWords(text);
    if (!query.length) return this.ids.map((_, i) => i);
    let candidates: number[] | undefined;
    for (const w of query) {
      const n = Math.min(w.length, PREFIX);
      const list = this.buckets[n - 1].get(w.slice(0, n)) ?? [];
      if (!candidates || list.length < candidates.length) candidates = list;
      if (!list.length) return [];
    }
    const whole = text.trim().toLowerCase();
    const exact: number[] = [];
    const rest: number[] = [];
    for (const slot of candidates!) {
      const words = this.words[slot];
      if (!query.every((q) => words.some((w) => w.startsWith(q)))) continue;
      (this.codes[slot] === whole ? exact : rest).push(slot);
    }
    return exact.length ? [...exact, ...rest] : rest;
  }

  /**
   * The items that best match a free-text name (a materials-list line such as "Tile adhesive 20 kg"), best first: the
   * share of the name's words (3+ letters, numbers of any length) that begin a word of the item, at least half;
   * ties go to the shorter description (the plainer item).
   */
  closest(text: string, limit = 5): ClosestMatch[] {
    const query = [...new Set(searchWords(text).filter((w) => w.length >= 3 || /^\d+$/.test(w)))];
    if (!query.length) return [];
    const hits = new Map<number, number>();
    for (const w of query) {
      const n = Math.min(w.length, PREFIX);
      for (const slot of this.buckets[n - 1].get(w.slice(0, n)) ?? []) {
        if (this.words[slot].some((x) => x.startsWith(w))) hits.set(slot, (hits.get(slot) ?? 0) + 1);
      }
    }
    return [...hits]
      .map(([slot, n]) => ({ slot, n, score: n / query.length }))
      .filter((h) => h.score >= 0.5)
      .sort((a, b) => b.score - a.score || this.words[a.slot].length - this.words[b.slot].length || a.slot - b.slot)
      .slice(0, limit)
      .map((h) => ({ id: this.ids[h.slot], score: h.score, matched: h.n, words: query.length }));
  }
}
