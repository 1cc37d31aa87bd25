/**
 * The spelling pass: a question word the knowledge base doesn't know is corrected to the closest word it does know
 * (Damerau–Levenshtein: one edit for words up to 7 letters, two from 8 — "licnece", "deposite", "registerd",
 * "warrenty"), after a few word forms ("restumping" → "stumping") and a short list of slang and misspellings no
 * edit distance reaches ("rego"). Words it cannot place are reported as unknown: the answer/decline decision
 * weighs them.
 */
import { isStopword, stem } from './text';
import { ENGLISH_WORDS } from './english-words';
import { kbVocabulary } from './vocabulary';
import { CITY_STATES } from './places';
import { isPlaceKey } from '../places/index';

/** Trade slang and misspellings too far from the right word for an edit distance. Values are KB words. */
const SLANG: Record<string, string> = {
  rego: 'registration',
  regod: 'registered',
  regoed: 'registered',
  regos: 'registration',
  registo: 'registration',
  reg: 'registration',
  licience: 'licence',
  lisence: 'licence',
  lisense: 'licence',
  liscense: 'licence',
  legit: 'valid',
  tradie: 'tradesperson',
  tradies: 'tradesperson',
  sparkys: 'sparky',
  quals: 'qualification',
  insurence: 'insurance',
  insurnace: 'insurance',
  reciept: 'receipt',
  reciepts: 'receipt',
  recipts: 'receipt',
  withold: 'withhold',
  witholding: 'withholding',
  // The past of "withhold" ("should we have withheld"), which no edit distance or ending reaches.
  withheld: 'withhold',
  witheld: 'withhold',
  temp: 'temperature',
  temps: 'temperature',
  cert: 'certificate',
  certs: 'certificate',
  paperwork: 'contract',
  // "a HWS swap", "swapping a tap": a replacement
  swap: 'replace',
  swaps: 'replace',
  swapping: 'replace',
  swapped: 'replace',
  changeover: 'replace',
  // Work slang a tradie uses for the work itself (the lexicon of issue 17); matched with one edit too (below).
  dunny: 'plumbing',
  dunnies: 'plumbing',
  loo: 'plumbing',
  toilet: 'plumbing',
  toilets: 'plumbing',
  cistern: 'plumbing',
  sparkie: 'sparky',
  switchie: 'switchboard',
  switchies: 'switchboard',
  lecky: 'sparky',
  chippie: 'chippy',
  gassie: 'gasfitter',
  plumbo: 'plumber',
  brickie: 'bricklayer',
  // "A cashie", "cashies on the weekend": a job paid in cash.
  cashie: 'cash',
  cashies: 'cash',
  roofie: 'roofer',
  roofies: 'roofer',
  roofy: 'roofer',
  concretor: 'concreter',
  splits: 'split system',
  splitsystem: 'split system',
  aircon: 'air conditioning',
  airco: 'air conditioning',
  // "resi work", "a resi job": residential
  resi: 'residential',
  resy: 'residential',
  reno: 'renovation',
  renos: 'renovation',
  subbie: 'subcontractor',
  subbies: 'subcontractor',
  subby: 'subcontractor',
  sub: 'subcontractor',
  subs: 'subcontractor',
  subbing: 'subcontractor',
  subbed: 'subcontractor',
  subbo: 'subcontractor',
  apprentce: 'apprentice',
  appy: 'apprentice',
  apprenti: 'apprentice',
  warrenty: 'warranty',
  warranty: 'warranty',
  deposite: 'deposit',
  stumps: 'stumping',
  bathroom: 'bathroom',
  ensuite: 'bathroom',
  hotwater: 'hot water',
  // Another spelling of a KB word that is an English word of its own (the dictionary test would leave it alone).
  verandah: 'veranda',
  verandahs: 'veranda',
  story: 'storey',
  stories: 'storey',
};

/**
 * Everyday words that are never the subject of a compliance question — who told whom, when it happened, how sure the
 * asker is ("my wife's cousin reckons", "havent seen the address yet", "quite sure", "hope so"). They are left as they
 * are (never "corrected" into a knowledge-base word: "quite" is not "quote", "hope" not "home", "saying" not "paying",
 * "seen" not "seven"), nor counted as words the knowledge base doesn't know.
 */
const EVERYDAY_WORDS = new Set(
  (
    'seen said told went came gone left took gave saw knew felt kept thought tried tries looks looked seems seemed ever ' +
    'always often around although though while whilst either neither whether yet already almost wife husband son ' +
    'daughter brother sister cousin uncle aunt dad mum father mother kid kids lady bloke blokes guy guys fella fellas ' +
    'missus mates lads crew ago ' +
    'keen busy dear real quite lots heaps hope hoping wish says saying asks asking keeps lets letting comes coming goes ' +
    'sure guess wonder wondering pretty rather mostly obviously probably apparently anyway bunch couple thing things ' +
    'havent hasnt wasnt didnt cant wont wouldnt shouldnt couldnt ' +
    // Doing words for a repair: never "corrected" to a KB word ("fixing" is not "mixing"); CIRCUMSTANCE_WORDS reads them.
    'fix fixed fixes fixing fixin'
  ).split(' '),
);

/**
 * Shops, brands and utes a tradie names in passing ("bought it from bunnings", "the reece counter", "chucked it in the
 * hilux"): names, never typos of a knowledge-base word ("bunnings" is not "running"), and no subject the knowledge base
 * lacks either (they don't count toward declining). Names the facts themselves use (Colorbond, ARCtick) are KB words.
 */
const TRADE_NAMES = new Set(
  (
    'bunnings bunnos reece reeces tradelink mitre10 middys haymans rexel beaumonts clipsal hpm rheem rinnai dux ' +
    'stiebel bosch makita dewalt milwaukee ryobi hilti stratco lysaght gyprock boral dulux taubmans wattyl hardies ' +
    'caroma methven kennards coates officeworks ikea kaboodle hilux navara triton dmax landcruiser hiace isuzu ' +
    'toyota holden ford mazda bt50 ranger'
  ).split(' '),
);

/** A shop, brand or ute named in passing: no subject word of the question. */
export function isTradeName(word: string): boolean {
  return TRADE_NAMES.has(word);
}

/** A contraction whose apostrophe normalising dropped ("we've" → "weve", "doesn't" → "doesnt"): never "were" or "dose". */
const CONTRACTION =
  /^(?:(?:i|we|you|they|who|would|could|should|must|might)ve|(?:you|they|who)re|(?:is|are|was|were|do|does|did|has|have|had|would|should|could|must|need)nt)$/;

// Three rows reused across calls: the spelling pass compares one word with hundreds of candidates.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/** Optimal string alignment distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0].length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}

let byLength: Map<number, string[]> | undefined;
function wordsOfLength(len: number): string[] {
  if (!byLength) {
    byLength = new Map();
    for (const w of kbVocabulary().keys()) {
      const list = byLength.get(w.length) ?? [];
      list.push(w);
      byLength.set(w.length, list);
    }
  }
  return byLength.get(len) ?? [];
}

const FORMS: Array<[RegExp, string]> = [
  [/^re(?=[a-z]{5,})/, ''],
  [/ing$/, ''],
  [/ing$/, 'e'],
  [/ed$/, ''],
  [/ed$/, 'e'],
  [/er$/, ''],
  [/ers$/, ''],
  [/ly$/, ''],
  // "submitting" → "submit", "permitted" → "permit": a doubled last consonant before -ing / -ed / -er
  [/([bdglmnprt])\1(?:ing|ed|er)$/, '$1'],
  // "modified" → "modify", "certified" → "certify": a y before -ied / -ies
  [/ied$/, 'y'],
  [/ies$/, 'y'],
];

/** Function words take no ending: "bother" is no form of "both", "shoulder" none of "should". */
const NO_ENDINGS = new Set(['both', 'either', 'neither', 'each', 'every', 'such', 'same', 'other', 'should', 'could', 'would']);

/** Endings that make a known word of a bare stem: "paint" is the word of "painting" and "painter", never "point". */
const GROW = ['ing', 'er'];

/** The known word that a bare stem (or a "re-" word's stem) is a form of ("paint" → "painting", "repaint" → "painting"). */
function grownForm(word: string): string | undefined {
  for (const base of [word, word.replace(/^re(?=[a-z]{4,})/, '')]) {
    if (base.length < 4) continue;
    for (const end of GROW) {
      const grown = `${base}${end}`;
      if (known(grown)) return grown;
      // "shingle" → "shingling": a final silent e drops before -ing / -ed / -er
      if (base.endsWith('e') && known(`${base.slice(0, -1)}${end}`)) return `${base.slice(0, -1)}${end}`;
    }
  }
  return undefined;
}

function known(w: string): boolean {
  const v = kbVocabulary();
  return v.has(w) || v.has(stem(w));
}

const memo = new Map<string, string | undefined>();

/** The knowledge-base word a question word stands for, or undefined when none is close enough. */
export function correctWord(word: string): string | undefined {
  if (memo.has(word)) return memo.get(word);
  const found = findCorrection(word);
  if (memo.size > 2000) memo.clear();
  memo.set(word, found);
  return found;
}

/** An ending that makes another form of the same word ("electric" → "electrical"; "store" → "storey" is no form). */
const WORD_ENDING = /^(?:s|es|d|ed|r|er|ers|al|ing|ly|ion|ions|ment)$/;

/**
 * "bein", "givin", "submittin", "framin": an -ing word with its g cut is that word — a function or everyday word stays
 * one ("being", "nothing"), a knowledge-base word is that word, never a nearby one ("bein" is not "bin", "givin" not
 * "given"). A word of its own ending in -in ("drain", "basin", "cabin") is known or English and never gets here.
 */
function droppedG(word: string): string | undefined {
  if (word.length < 4 || !word.endsWith('in') || ENGLISH_WORDS.has(word)) return undefined;
  const ing = `${word}g`;
  if (Object.hasOwn(SLANG, ing)) return SLANG[ing];
  if (isStopword(ing) || EVERYDAY_WORDS.has(ing) || known(ing)) return ing;
  return formCorrection(ing);
}

function findCorrection(word: string): string | undefined {
  const cut = droppedG(word);
  if (cut) return cut;
  const form = formCorrection(word);
  if (form) return form;
  // A correctly spelt English word the knowledge base doesn't hold ("border", "cladding", "feet") is a word of its
  // own, never a typo of a nearby knowledge-base word ("order", "claiming", "fee"): it stays as it is, unknown —
  // unless it is the bare stem of a knowledge-base word ("paint" → "painting") or the closest one is the word with an
  // ending ("electric" → "electrical", "frame" → "framed").
  if (ENGLISH_WORDS.has(word)) {
    const near = grownForm(word) ?? nearCorrection(word);
    return near?.startsWith(word) && WORD_ENDING.test(near.slice(word.length)) ? near : undefined;
  }
  return nearCorrection(word);
}

/**
 * The knowledge-base word a question word is a form of, or stands for: slang, word forms ("restumping" → "stumping"),
 * the work again ("repaint" → "painting"), two known words run together ("hotwater"). Never a guess at a typo.
 */
export function formCorrection(word: string): string | undefined {
  const slang = Object.hasOwn(SLANG, word) ? SLANG[word] : undefined;
  if (slang) return slang;
  for (const [re, to] of FORMS) {
    const form = word.replace(re, to);
    if (form !== word && form.length >= 4 && known(form) && !NO_ENDINGS.has(form)) return form;
  }
  // "repaint", "retile": the work again is the work ("painting", "tiling").
  if (/^re[a-z]{4,}$/.test(word)) {
    const again = grownForm(word.slice(2));
    if (again) return again;
  }
  // Two known words run together ("cabinetmaker", "hotwater", "plasterboard"): the two words, when no split is a guess
  // (each part 3+ letters, neither a stopword, and only one way to split).
  return compoundParts(word);
}

/** The closest knowledge-base word a typo stands for: a misspelt slang word, or by edit distance. */
export function nearCorrection(word: string): string | undefined {
  // A misspelt slang word ("dunnys", "subbys"): one edit from a slang word of 5+ letters.
  if (word.length >= 5) for (const [k, v] of Object.entries(SLANG)) if (k.length >= 5 && editDistance(word, k, 1) <= 1) return v;
  // Short words need the first letter right too ("glue" must not become "flue").
  const max = word.length >= 8 ? 2 : 1;
  // Three letters: only two swapped letters ("gts" → "gst", "abm" is left alone), anything more is a guess.
  if (word.length === 3)
    return wordsOfLength(3).find(
      (c) => c !== word && [...c].sort().join('') === [...word].sort().join('') && editDistance(word, c, 1) === 1,
    );
  if (word.length < 3) return undefined;
  const vocab = kbVocabulary();
  let best: { w: string; d: number; f: number } | undefined;
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const cand of wordsOfLength(len)) {
      if (word.length <= 5 && cand[0] !== word[0]) continue;
      const d = editDistance(word, cand, max);
      if (d > max) continue;
      // Two edits and the first letter too is another word, not a typo ("bunnings" is not "running").
      if (d === 2 && cand[0] !== word[0]) continue;
      const f = (vocab.get(cand) ?? 0) + (cand[0] === word[0] ? 100 : 0);
      if (!best || d < best.d || (d === best.d && f > best.f)) best = { w: cand, d, f };
    }
  }
  // A word the edit distance would turn into another word is first read as a form of a known word: "paint" is
  // "painting", not "point". (A word nothing is near stays unknown: the decline decision weighs those.)
  // (A candidate differing only in the last letter, "build" → "built", is already a form of the same word.)
  if (!best) return undefined;
  return best.w.startsWith(word.slice(0, -1)) ? best.w : (grownForm(word) ?? best.w);
}

function compoundParts(word: string): string | undefined {
  if (word.length < 7) return undefined;
  const splits: string[] = [];
  for (let i = 3; i <= word.length - 3; i++) {
    const a = word.slice(0, i);
    const b = word.slice(i);
    if (!isStopword(a) && !isStopword(b) && kbVocabulary().has(a) && known(b)) splits.push(`${a} ${b}`);
  }
  return splits.length === 1 ? splits[0] : undefined;
}

export interface SpellResult {
  /** The normalised text with corrections applied. */
  text: string;
  corrections: Array<{ from: string; to: string }>;
  /** Content words that are neither KB words nor correctable to one. */
  unknown: string[];
}

/** Corrects an already-normalised question towards the knowledge base's vocabulary. */
export function spellPass(normalised: string): SpellResult {
  const corrections: SpellResult['corrections'] = [];
  const unknown: string[] = [];
  const words = normalised.split(' ').map((w) => {
    if (w.length < 3 || /\d/.test(w) || isStopword(w) || known(w) || EVERYDAY_WORDS.has(w) || TRADE_NAMES.has(w) || CONTRACTION.test(w))
      return w;
    const to = correctWord(w);
    if (to && to !== w) {
      corrections.push({ from: w, to });
      return to;
    }
    unknown.push(w);
    return w;
  });
  return { text: words.join(' '), corrections, unknown };
}

/** Well-known city names and nicknames: a misspelt one is read as the city (parse.ts), never corrected to a KB word. */
const CITY_WORDS = [...new Set(Object.keys(CITY_STATES).flatMap((k) => k.split(' ')))].filter((w) => w.length >= 5);

/**
 * The question with its long misspelt words spelt as the knowledge-base word they are one or two letters from
 * ("superanuation", "registraton", "certficate", "apprentce"), so
 * everything that reads the question's own words — not only the search terms — reads what was meant. Only words of 7+
 * letters that are no English word, no knowledge-base word, no place and not near a city's name; slang and word forms
 * are left to the spelling pass (they change the word, not its spelling).
 */
export function typosSpelt(q: string): string {
  return joinedSplits(q).replace(/(?<![\w'’-])[A-Za-z]{7,}(?![\w'’-])/g, (w, at: number) => {
    const lower = w.toLowerCase();
    // A word of a place's name ("Tennant" of Tennant Creek) is no typo.
    const prev = /([a-z]+)[\s,]*$/i.exec(q.slice(Math.max(0, at - 20), at))?.[1]?.toLowerCase();
    const next = /^[\s,]*([a-z]+)/i.exec(q.slice(at + w.length, at + w.length + 20))?.[1]?.toLowerCase();
    if ((prev && isPlaceKey(`${prev} ${lower}`)) || (next && isPlaceKey(`${lower} ${next}`))) return w;
    if (ENGLISH_WORDS.has(lower) || known(lower) || isStopword(lower) || EVERYDAY_WORDS.has(lower) || TRADE_NAMES.has(lower)) return w;
    if (isPlaceKey(lower) || CITY_WORDS.some((c) => Math.abs(c.length - lower.length) <= 2 && editDistance(lower, c, 2) <= 2)) return w;
    if (!spelt.has(lower)) {
      if (spelt.size > 2000) spelt.clear();
      // A form of a known word ("invoiced", "restumping") or one with its g cut ("submittin") is no typo: the spelling
      // pass reads it as that word.
      // A misspelling the slang list holds ("withold", "insurence": a letter or two from its word, not slang for another).
      const misspelt =
        Object.hasOwn(SLANG, lower) && !SLANG[lower]!.includes(' ') && editDistance(lower, SLANG[lower]!, 2) <= 2
          ? SLANG[lower]
          : undefined;
      const to = misspelt ?? (droppedG(lower) || formCorrection(lower) ? undefined : nearCorrection(lower));
      const typo = to && (misspelt || !Object.hasOwn(SLANG, lower)) && to.length >= 6 && !lower.startsWith(to);
      spelt.set(lower, typo ? to : undefined);
    }
    return spelt.get(lower) ?? w;
  });
}

const spelt = new Map<string, string | undefined>();

/** A part of a word a stray space cut off: no word of its own (no English, knowledge-base, place or function word). */
function strayPart(w: string): boolean {
  const l = w.toLowerCase();
  return !ENGLISH_WORDS.has(l) && !known(l) && !isStopword(l) && !EVERYDAY_WORDS.has(l) && !TRADE_NAMES.has(l) && !isPlaceKey(l);
}

/**
 * "de posit", "A BN", "war ranty": a word a stray space split, one of its parts no word of its own, joined back when the
 * whole is a knowledge-base word. Two real words ("a ward", "gas fitter") stay as they are.
 */
function joinedSplits(q: string): string {
  const parts = q.split(/(\s+)/);
  for (let i = 0; i + 2 < parts.length; i += 2) {
    const a = parts[i]!;
    // The second part may end the clause ("an a bn, his invoice …").
    const [, b, stop] = /^([A-Za-z]+)([,.;:!?]*)$/.exec(parts[i + 2]!) ?? [];
    if (parts[i + 1] !== ' ' || !/^[A-Za-z]+$/.test(a) || !b) continue;
    const whole = `${a}${b}`.toLowerCase();
    if (whole.length < 3 || isStopword(whole) || !kbVocabulary().has(whole) || (!strayPart(a) && !strayPart(b))) continue;
    parts.splice(i, 3, `${a}${b}${stop}`);
    i -= 2;
  }
  return parts.join('');
}
