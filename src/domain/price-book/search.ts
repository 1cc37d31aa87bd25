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

/**
 * How many times text has been split into words: the index splits each row once when it is built, a keystroke only
 * the typed text (a test counts these to catch a keystroke that re-tokenises rows).
 */
export const wordSplits = { calls: 0 };

export function searchWords(text: string): string[] {
  wordSplits.calls++;
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
  /** an item's whole code (lower-cased) → its slots: the items a query names exactly, listed first */
  private byCode = new Map<string, number[]>();
  private buckets: Array<Map<string, number[]>> = [new Map(), new Map(), new Map()];
  /**
   * Every distinct word, sorted, with its items (in display order): a typed word longer than 3 letters is one range of
   * it ("sp0001" → the 100 codes SP000100–SP000199), far fewer items than its 3-letter bucket ("sp0" → every code).
   */
  private vocab: string[] = [];
  private postings: number[][] = [];
  /** running total of the postings' lengths: a range's size in two reads */
  private upTo: Uint32Array = new Uint32Array(1);

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
      if (code) {
        const same = this.byCode.get(code);
        if (same) same.push(slot);
        else this.byCode.set(code, [slot]);
      }
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
    const byWord = new Map<string, number[]>();
    this.words.forEach((words, slot) => {
      for (const w of words) {
        const list = byWord.get(w);
        if (list) list.push(slot);
        else byWord.set(w, [slot]);
      }
    });
    this.vocab = [...byWord.keys()].sort();
    this.postings = this.vocab.map((w) => byWord.get(w)!);
    this.upTo = new Uint32Array(this.vocab.length + 1);
    this.postings.forEach((list, k) => (this.upTo[k + 1] = this.upTo[k] + list.length));
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * The matching items' ids, in display order: `total` matches, `ids` from `offset`, at most `limit`. A keystroke splits
   * only the typed text: a one-word query of up to 3 letters is one bucket (its length is the count, its head the page);
   * otherwise the shortest bucket of the typed words is checked against each candidate's stored words.
   */
  search(text: string, offset = 0, limit = 50): { total: number; ids: string[] } {
    const query = searchWords(text);
    if (!query.length) return { total: this.ids.length, ids: this.ids.slice(offset, offset + limit) };
    const { slots: candidates, rest } = this.candidates(query);
    const exact = this.exactSlots(text);
    const end = offset + limit;
    if (!rest.length && !exact.slots.length) {
      return { total: candidates.length, ids: candidates.slice(offset, end).map((s) => this.ids[s]) };
    }
    const page: number[] = [];
    let total = exact.slots.length;
    for (const slot of exact.slots) if (page.length < end) page.push(slot);
    for (const slot of candidates) {
      if (rest.length && !this.has(slot, rest)) continue;
      if (exact.slots.length && this.codes[slot] === exact.code) continue;
      total++;
      if (page.length < end) page.push(slot);
    }
    return { total, ids: page.slice(offset, end).map((s) => this.ids[s]) };
  }

  /**
   * The items of the typed word that has the fewest (in display order), and the typed words still to check on each:
   * a word of up to 3 letters is its bucket, a longer one its range of the vocabulary (no check needed for either).
   */
  private candidates(query: readonly string[]): { slots: readonly number[]; rest: string[] } {
    let best: { w: string; size: number; bucket?: number[]; lo?: number; hi?: number } | undefined;
    for (const w of query) {
      let pick: typeof best;
      if (w.length <= PREFIX) {
        const bucket = this.buckets[w.length - 1].get(w) ?? [];
        pick = { w, size: bucket.length, bucket };
      } else {
        const [lo, hi] = this.range(w);
        pick = { w, size: this.upTo[hi] - this.upTo[lo], lo, hi };
      }
      if (!pick.size) return { slots: [], rest: [] };
      if (!best || pick.size < best.size) best = pick;
    }
    const rest = query.filter((w) => w !== best!.w);
    if (best!.bucket) return { slots: best!.bucket, rest };
    const { lo, hi } = best as { lo: number; hi: number };
    if (hi - lo === 1) return { slots: this.postings[lo], rest };
    // several words begin so: their items, once each, in display order
    const seen = new Uint8Array(this.ids.length);
    const slots: number[] = [];
    for (let k = lo; k < hi; k++)
      for (const slot of this.postings[k])
        if (!seen[slot]) {
          seen[slot] = 1;
          slots.push(slot);
        }
    return { slots: slots.sort((a, b) => a - b), rest };
  }

  /** The vocabulary's words that begin with `w`: [lo, hi). */
  private range(w: string): [number, number] {
    const lower = (x: string) => {
      let lo = 0;
      let hi = this.vocab.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.vocab[mid] < x) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return [lower(w), lower(w + '\uffff')];
  }

  private has(slot: number, query: readonly string[]): boolean {
    const words = this.words[slot];
    return query.every((q) => words.some((w) => w.startsWith(q)));
  }

  /** The items whose whole code is the typed text (they have all its words): listed before the rest, in display order. */
  private exactSlots(text: string): { code: string; slots: readonly number[] } {
    const code = text.trim().toLowerCase();
    return { code, slots: this.byCode.get(code) ?? [] };
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
