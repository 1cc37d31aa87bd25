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
 * vocabulary (a binary search) and, for a word of 5+ letters, the vocabulary's near words — it never reads the rows'
 * text.
 */
export class WordIndex {
  private vocab: string[];
  private postings = new Map<string, number[]>();
  constructor(tokensOfRows: ReadonlyArray<readonly string[]>) {
    tokensOfRows.forEach((tokens, i) => {
      for (const t of tokens) {
        const list = this.postings.get(t);
        if (list) list.push(i);
        else this.postings.set(t, [i]);
      }
    });
    this.vocab = [...this.postings.keys()].sort();
    this.size = tokensOfRows.length;
  }
  readonly size: number;

  /** Positions of the rows with a word matching every typed word (null: no typed words, every row). */
  match(want: readonly string[]): Uint8Array | null {
    if (!want.length) return null;
    let hits: Uint8Array | null = null;
    for (const w of want) {
      const mine = new Uint8Array(this.size);
      const mark = (t: string) => {
        for (const i of this.postings.get(t)!) if (!hits || hits[i]) mine[i] = 1;
      };
      // the vocabulary's words that start with w: one contiguous range
      let lo = 0;
      let hi = this.vocab.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.vocab[mid] < w) lo = mid + 1;
        else hi = mid;
      }
      for (let k = lo; k < this.vocab.length && this.vocab[k].startsWith(w); k++) mark(this.vocab[k]);
      if (w.length >= 5) for (const t of this.vocab) if (!t.startsWith(w) && wordMatches(w, t)) mark(t);
      hits = mine;
    }
    return hits;
  }
}
