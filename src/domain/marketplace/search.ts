/**
 * Device search over kept listings (issue 24 item 5): a listing's words are computed once, when the row is written
 * to the device (src/data/local-db.ts stores them as `searchTokens`), never per keystroke. Pure code.
 */

/** Lower-case words of letters and digits: "Makita 18V drill-driver" → makita, 18v, drill, driver. */
export function words(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A listing's distinct words (title and description), as stored beside the row. */
export function listingTokens(row: { title?: unknown; description?: unknown }): string[] {
  return [
    ...new Set(words(`${typeof row.title === 'string' ? row.title : ''} ${typeof row.description === 'string' ? row.description : ''}`)),
  ];
}

/** Levenshtein distance of at most 1 (one letter missing, extra or changed): the device's typo tolerance. */
export function nearWord(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Whether a stored word answers a typed one: as a prefix ("drill" → "drills"), or from 5 letters with one typo. */
export function wordMatches(want: string, have: string): boolean {
  return have.startsWith(want) || (want.length >= 5 && (nearWord(want, have) || nearWord(want, have.slice(0, want.length))));
}

/**
 * An inverted index over rows' words: the sorted vocabulary and, per word, the positions of the rows that have it.
 * Built once per set of rows (from their stored words); a keystroke looks up each typed word's prefix range in the
 * vocabulary (a binary search) and, for a word of 5+ letters, its near words among the few vocabulary words that can be
 * one (see `near`) — it never reads the rows' text and never scans the whole vocabulary. Each typed word's rows are kept
 * for the next keystrokes (typing "angle grinder" looks "angle" up once), so a keystroke costs its last word's lookup
 * and one pass over the rows per other word.
 */
export class WordIndex {
  private vocab: string[];
  private postings: Uint32Array[];
  /** the vocabulary's positions, ordered by each word without its first letter (for typos in the first letter) */
  private tails: Uint32Array;
  private tailOf: string[];
  private at = new Map<string, number>();
  private seen = new Map<string, Uint8Array>();
  readonly size: number;

  constructor(tokensOfRows: ReadonlyArray<readonly string[]>) {
    const lists = new Map<string, number[]>();
    tokensOfRows.forEach((tokens, i) => {
      for (const t of tokens) {
        const list = lists.get(t);
        if (!list) lists.set(t, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      }
    });
    this.vocab = [...lists.keys()].sort();
    this.postings = this.vocab.map((w) => Uint32Array.from(lists.get(w)!));
    this.vocab.forEach((w, k) => this.at.set(w, k));
    this.tailOf = this.vocab.map((w) => w.slice(1));
    this.tails = Uint32Array.from(this.vocab.keys()).sort((a, b) =>
      this.tailOf[a] < this.tailOf[b] ? -1 : this.tailOf[a] > this.tailOf[b] ? 1 : a - b,
    );
    this.size = tokensOfRows.length;
  }

  /**
   * Positions of the rows with a word matching every typed word (null: no typed words, every row). The answer may be
   * kept by the index for later keystrokes: read it, never change it.
   */
  match(want: readonly string[]): Uint8Array | null {
    if (!want.length) return null;
    const sets = [...new Set(want)].map((w) => this.rowsOf(w));
    if (sets.length === 1) return sets[0];
    const out = sets[0].slice();
    for (let k = 1; k < sets.length; k++) {
      const s = sets[k];
      for (let i = 0; i < out.length; i++) out[i] &= s[i];
    }
    return out;
  }

  /** The rows with a word that answers `w` (wordMatches), kept for the last 64 typed words. */
  private rowsOf(w: string): Uint8Array {
    const kept = this.seen.get(w);
    if (kept) {
      this.seen.delete(w); // most recently used last
      this.seen.set(w, kept);
      return kept;
    }
    const rows = new Uint8Array(this.size);
    const [lo, hi] = this.range(this.vocab.length, (k) => this.vocab[k], w);
    for (let k = lo; k < hi; k++) mark(rows, this.postings[k]);
    if (w.length >= 5) for (const k of this.near(w)) if (wordMatches(w, this.vocab[k])) mark(rows, this.postings[k]);
    this.seen.set(w, rows);
    if (this.seen.size > 64) this.seen.delete(this.seen.keys().next().value!);
    return rows;
  }

  /**
   * Every vocabulary word that can match `w` with one typo (a superset; wordMatches decides). Such a word either
   * starts with w's first letter, or differs there: then w's first letter was changed (the word's rest starts with w's
   * rest), dropped (the word is w's rest) or has one before it (the word's rest is w).
   */
  private *near(w: string): Generator<number> {
    const [lo, hi] = this.range(this.vocab.length, (k) => this.vocab[k], w[0]);
    for (let k = lo; k < hi; k++) yield k;
    const tail = (k: number) => this.tailOf[this.tails[k]];
    for (const rest of [w.slice(1), w]) {
      const [a, b] = this.range(this.tails.length, tail, rest);
      for (let k = a; k < b; k++) yield this.tails[k];
    }
    const dropped = this.at.get(w.slice(1));
    if (dropped !== undefined) yield dropped;
  }

  /** [lo, hi): the positions of a sorted list (`n` long, `get` reads one) whose strings start with `prefix`. */
  private range(n: number, get: (k: number) => string, prefix: string): [number, number] {
    const lower = (x: string) => {
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (get(mid) < x) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return [lower(prefix), lower(prefix + '\uffff')];
  }
}

function mark(rows: Uint8Array, list: Uint32Array) {
  for (let j = 0; j < list.length; j++) rows[list[j]] = 1;
}
