/**
 * The knowledge base's own words (titles, texts, keywords, concept phrases), built once on first use. Typos are
 * corrected towards these words only, so a correction can never lead away from what the KB holds.
 */
import { KB_ENTRIES } from './entries/index';
import { conceptPhraseWords, contentWords, normalise } from './text';

let vocab: Map<string, number> | undefined;

/** word → how many entries use it (a rough frequency, to break ties between equally close corrections). */
export function kbVocabulary(): Map<string, number> {
  if (vocab) return vocab;
  const v = new Map<string, number>();
  for (const e of KB_ENTRIES) {
    const words = new Set(contentWords(normalise([e.title, e.text, e.keywords.join(' ')].join(' '))));
    for (const w of words) if (!/\d/.test(w)) v.set(w, (v.get(w) ?? 0) + 1);
  }
  for (const w of conceptPhraseWords()) if (!v.has(w)) v.set(w, 1);
  vocab = v;
  return v;
}
