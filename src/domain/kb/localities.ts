/**
 * Suburbs, towns and postcodes in a question, from the full locality data set (src/domain/places). Runs after the
 * state names and the well-known cities of places.ts, over what they left unmasked.
 *
 * A locality name that is also an everyday or knowledge-base word ("Sale", "Hope", "Deposit") counts only after
 * "in / at / near …"; a four-digit number counts as a postcode only after such a word or "postcode", or as the
 * question's last word, and never after "AS", "clause" and the like (AS 3000 is not Melbourne 3000).
 */
import { allLocalities, distanceKm, findLocalities, isPlaceKey, localitiesByPostcode, placeKey, type Locality } from '../places/index';
import type { State } from './types';
import { kbVocabulary } from './vocabulary';

export interface PlaceMention {
  at: number;
  end: number;
  /** As typed, e.g. "werribee" or "4870". */
  text: string;
  kind: 'locality' | 'postcode';
  /** Every match, all states. */
  matches: Locality[];
}

const PREPOSITION =
  /(?:\b(?:in|at|near|around|round|out|from|to|postcode|post code|p\/code|pc|p\/c|suburb|town)\s*(?:is\s+|[:=]\s*)?(?:the\s+)?)$/i;
const NOT_POSTCODE_BEFORE =
  /(?:\b(?:as|nzs|as\/nzs|clause|cl|ncc|section|part|volume|vol|reg|regulation|s|r|standard|level|class|type|form|since|before|after|until|by|year)\s*)$/i;
const YEARISH = /^(19|20)\d\d$/;

/**
 * Words that are locality names somewhere but far more often ordinary words in a tradie's question. A single word
 * on this list (or in the knowledge base's vocabulary) needs a preposition before it to count as a place.
 */
const COMMON = new Set(
  (
    'hope long wall power gap hill bell sale nelson ball bay beach central mount north south east west park lake river ' +
    'creek island point forest valley plains home paradise regent hampton sandy rocky mission pioneer garden gardens ' +
    'harbour station junction heights city hall post tank tanks well wells rose lime lemon cherry orange apple banana ' +
    'mango palm pine oak ash elm cedar gum wattle fern moss stone rock sand clay brick tile roof deck shed pool fence ' +
    'gate door window floor wood timber steel iron copper silver gold diamond crystal pearl ruby coral amber glen dale ' +
    'vale grove ridge range peak spring springs falls fall bridge ford crossing corner cross square market bank ' +
    'church school college university hospital airport port dock wharf jetty pier cape head heads flat flats ' +
    'marsh swamp lagoon bluff cliff cove inlet sound strait channel mine mines camp fort castle tower mill farm ' +
    'ranch dairy orchard vineyard woods wood bush scrub ford victoria queensland tasmania canberra darwin adelaide ' +
    'perth hobart brisbane sydney melbourne wellington clifton richmond windsor kingston newport seaford ' +
    'united nation national federal royal crown regal grand star sun moon sky cloud rain snow frost ice fire ' +
    'water gas electric light dark black white red blue green brown grey yellow pink ' +
    'good best great big little small new old young happy lucky early late first second third ' +
    'licence license deposit contract insurance permit certificate notice code rule rules job work reno quote ' +
    'invoice price cost rate pay paid money cash tax super card ticket claim safety switch weatherboard weatherboards'
  ).split(' '),
);

/** Town names on the list above that are no everyday word (many states have one). */
const SHARED_TOWN_NAMES = new Set(['wellington', 'clifton', 'richmond', 'windsor', 'kingston', 'newport', 'seaford']);
/** A trade or the job right after a word: "Newport plumber", "Windsor builder", "Kingston reno". */
const TRADE_OR_JOB_AFTER =
  /^[\s,]*(?:based\s+)?(?:plumbers?|plumbo|sparky|sparkie|electricians?|builders?|chippy|carpenters?|tilers?|painters?|roofers?|gasfitters?|gassie|tradies?|handyman|concreters?|landscapers?|fencers?|renderers?|plasterers?|job|reno|renovation|bathroom|kitchen|deck|extension|client|customer|house|home)\b/i;

function isCommonWord(w: string): boolean {
  return COMMON.has(w) || kbVocabulary().has(w);
}

interface Token {
  at: number;
  end: number;
  word: string;
}

function tokens(q: string, masked: boolean[]): Token[] {
  const out: Token[] = [];
  for (const m of q.matchAll(/[A-Za-z][A-Za-z'’.]*[A-Za-z]|[A-Za-z]|(?<![\d.,])\d{4}(?![\d.,]\d|\d)/g)) {
    const at = m.index;
    if (masked[at]) {
      out.push({ at, end: at + m[0].length, word: '' });
      continue;
    }
    out.push({ at, end: at + m[0].length, word: m[0] });
  }
  return out;
}

/**
 * How a place name's words are shortened in texts and on signs ("pt augusta", "sth yarra", "upr coomera", "saint kilda"
 * for the data's "St Kilda"): each short form and the words it may stand for, tried in order.
 */
const SHORT_PLACE_WORDS: Record<string, string[]> = {
  pt: ['port', 'point'],
  prt: ['port'],
  pnt: ['point'],
  sth: ['south'],
  nth: ['north'],
  upr: ['upper'],
  lwr: ['lower'],
  hts: ['heights'],
  ck: ['creek'],
  crk: ['creek'],
  bch: ['beach'],
  mtn: ['mountain'],
  lk: ['lake'],
  pk: ['park'],
  stn: ['station'],
  hbr: ['harbour'],
  saint: ['st'],
};

/** The locality key the words name, as typed or with their short forms spelt out; undefined when they name none. */
function localityKey(words: string[]): string | undefined {
  const key = placeKey(words.join(' '));
  if (isPlaceKey(key)) return key;
  const parts = key.split(' ');
  if (parts.length < 2 || !parts.some((p) => SHORT_PLACE_WORDS[p])) return undefined;
  let keys = [''];
  for (const p of parts) keys = keys.flatMap((k) => (SHORT_PLACE_WORDS[p] ?? [p]).map((w) => (k ? `${k} ${w}` : w)));
  return keys.find(isPlaceKey);
}

/**
 * Whether the word at `at`–`end` of `q` is one word of a locality's name of two to four words ("albans" in "st albans",
 * "darwin" in "darwin river"): such a word is that place, never a misspelt city on its own ("albans" is no "Albany").
 */
export function inLongerPlaceName(q: string, at: number, end: number): boolean {
  const words = [...q.matchAll(/[A-Za-z][A-Za-z'’.]*[A-Za-z]|[A-Za-z]/g)].map((m) => ({ at: m.index, word: m[0] }));
  const i = words.findIndex((w) => w.at === at);
  if (i < 0 || words[i]!.at + words[i]!.word.length !== end) return false;
  for (let n = 2; n <= 4; n++)
    for (let from = Math.max(0, i - n + 1); from <= i && from + n <= words.length; from++) {
      const run = words.slice(from, from + n);
      // The words of a name are next to each other: one space or a hyphen between them.
      if (run.some((w, k) => k > 0 && !/^[\s-]$/.test(q.slice(run[k - 1]!.at + run[k - 1]!.word.length, w.at)))) continue;
      if (localityKey(run.map((w) => w.word)) !== undefined) return true;
    }
  return false;
}

/** Finds localities and postcodes in `q`; `maskedAt` marks characters already read as a state, city or amount. */
export function findPlaceMentions(q: string, maskedAt: boolean[]): PlaceMention[] {
  const toks = tokens(q, maskedAt);
  const out: PlaceMention[] = [];
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i];
    if (!tok.word) continue;
    const before = q.slice(Math.max(0, tok.at - 24), tok.at);
    // "Mount Gambier or Nelson", "Texas or Yetman": a name right after another place and "or" is a place too.
    let j = i - 1;
    while (j >= 0 && /^(?:or|either|maybe|just)$/i.test(toks[j]!.word)) j--;
    const prev = toks[j];
    const afterOtherPlace =
      prev !== undefined &&
      /^[\s,]*(?:or|either|&|\/)\s+(?:maybe\s+|just\s+)?$/i.test(q.slice(prev.end, tok.at)) &&
      (!prev.word || out.some((o) => o.end === prev.end));
    const afterPreposition = PREPOSITION.test(before) || (afterOtherPlace && !/^\d/.test(tok.word));
    if (/^\d{4}$/.test(tok.word)) {
      const last = i === toks.length - 1 || /^[\s?.!]*$/.test(q.slice(tok.end));
      const afterPlace = out.length > 0 && out[out.length - 1].end >= tok.at - 2;
      if (NOT_POSTCODE_BEFORE.test(before) && !afterPreposition) continue;
      if (/^\s*(?:mm|m|m2|kw|kpa|%|k\b|dollars|bucks)/i.test(q.slice(tok.end))) continue;
      // "(3550)": a postcode bracketed on its own, the way an address gives it.
      const bracketed = /\(\s*$/.test(before) && /^\s*\)/.test(q.slice(tok.end));
      if (!(afterPreposition || afterPlace || bracketed || (last && !YEARISH.test(tok.word)))) continue;
      // 1900–2099 are years far more often than postcodes: only "postcode 2022" or "Bondi 2022" counts.
      if (YEARISH.test(tok.word) && !afterPlace && !/\b(?:postcode|pc|p\/c)\s*$/i.test(before)) continue;
      const matches = localitiesByPostcode(tok.word);
      if (matches.length) out.push({ at: tok.at, end: tok.end, text: tok.word, kind: 'postcode', matches });
      continue;
    }
    // Longest name first: "Mount Barker" before "Mount", "Alice Springs" before "Alice".
    for (let n = Math.min(4, toks.length - i); n >= 1; n--) {
      const words = toks.slice(i, i + n);
      if (words.some((w) => !w.word || /^\d/.test(w.word))) continue;
      const key = localityKey(words.map((w) => w.word));
      if (key === undefined) continue;
      const parts = key.split(' ');
      if (n === 1) {
        // "Newport plumber", "Windsor builder, 25k": a town's name that is no everyday word, right before the trade
        // or the job, is where the tradie or the job is, as "in Newport" is.
        const beforeTrade =
          SHARED_TOWN_NAMES.has(parts[0]) && TRADE_OR_JOB_AFTER.test(q.slice(words[0].end)) && !kbVocabulary().has(parts[0]);
        if (!afterPreposition && !beforeTrade && (parts[0].length < 5 || isCommonWord(parts[0]))) continue;
        if (afterPreposition && parts[0].length < 3) continue;
        // "add to the price", "in the contract": an everyday word after "the" is that thing, unless written as a name.
        if (isCommonWord(parts[0]) && /\bthe\s+$/i.test(before) && words[0].word === words[0].word.toLowerCase()) continue;
      } else if (!afterPreposition && parts.every((p) => kbVocabulary().has(p))) continue;
      out.push({
        at: tok.at,
        end: words[n - 1].end,
        text: q.slice(tok.at, words[n - 1].end),
        kind: 'locality',
        matches: findLocalities(key),
      });
      i += n - 1;
      break;
    }
  }
  return out;
}

export interface PlaceChoice {
  state?: State;
  mention: PlaceMention;
  /** The locality taken (for a postcode, the first one listed under it). */
  locality?: Locality;
  /** States that also have a place of this name, when one was assumed or none could be. */
  others: State[];
  how: 'only' | 'near' | 'question-state' | 'home' | 'profile' | 'least-remote' | 'ambiguous';
}

/** Localities named after a place lie this close to it ("Salisbury North" to Salisbury). */
const CLUSTER_KM = 15;

/**
 * How many localities of `state` near one of `matches` are named after it ("Salisbury Downs", "Salisbury South Dc"
 * for Salisbury SA): the size of the centre, read from the locality data (delivery centres count, being signs of one).
 */
function clusterSize(matches: readonly Locality[], state: string): number {
  const mine = matches.filter((m) => m.state === state);
  if (mine.length === 0) return 0;
  const name = mine[0]!.name.toLowerCase();
  const prefix = `${name} `;
  const names = new Set<string>();
  for (const l of localitiesByFirstWord().get(name.split(' ')[0]!) ?? [])
    if (l.state === state && l.lower.startsWith(prefix) && mine.some((m) => distanceKm(l.loc, m) <= CLUSTER_KM)) names.add(l.lower);
  return names.size;
}

let byFirstWord: Map<string, Array<{ lower: string; state: string; loc: Locality }>> | undefined;

/** Localities by the first word of their lowercase name, built once on the first shared name a question uses. */
function localitiesByFirstWord(): Map<string, Array<{ lower: string; state: string; loc: Locality }>> {
  if (byFirstWord) return byFirstWord;
  const map = new Map<string, Array<{ lower: string; state: string; loc: Locality }>>();
  for (const loc of allLocalities()) {
    const lower = loc.name.toLowerCase();
    const space = lower.indexOf(' ');
    if (space < 0) continue;
    const first = lower.slice(0, space);
    const list = map.get(first);
    const row = { lower, state: loc.state, loc };
    if (list) list.push(row);
    else map.set(first, [row]);
  }
  byFirstWord = map;
  return map;
}

/**
 * The state whose namesake heads a cluster of localities named after it at least three times the size of any other's
 * (counting one more for each), and is no more remote than the others: Salisbury (SA 11, QLD 1), Hawthorn (VIC 3, SA 0).
 * Richmond (VIC 3, NSW 1) and Hamilton (NSW 4, QLD 1) stay with the other rules.
 */
function clusterState(matches: readonly Locality[], states: readonly State[]): State | undefined {
  const sizes = states
    .map((s) => ({ s, n: clusterSize(matches, s), r: Math.min(...matches.filter((m) => m.state === s).map((m) => m.remoteness)) }))
    .sort((a, b) => b.n - a.n);
  const [top, next] = sizes;
  if (!top || !next || top.n < 3 || top.n < 3 * (next.n + 1)) return undefined;
  return sizes.every((x) => x.r >= top.r) ? top.s : undefined;
}

/** Each capital's centre (GPO), for telling an inner suburb from a namesake elsewhere. */
const CAPITALS: Record<State, { lat: number; lon: number }> = {
  NSW: { lat: -33.87, lon: 151.21 },
  VIC: { lat: -37.81, lon: 144.96 },
  QLD: { lat: -27.47, lon: 153.03 },
  WA: { lat: -31.95, lon: 115.86 },
  SA: { lat: -34.93, lon: 138.6 },
  TAS: { lat: -42.88, lon: 147.33 },
  ACT: { lat: -35.28, lon: 149.13 },
  NT: { lat: -12.46, lon: 130.84 },
};

/** An inner suburb: its centre this close to its capital's. */
const INNER_KM = 15;

/** Within this distance of another place the question names, a shared name means the one nearby. */
const NEAR_KM = 100;

/**
 * Settles which state a mention means: the only one; the one near another place the question names ("a Mildura
 * plumber working in Wentworth" → the Wentworth 30 km away in NSW, not the one in VIC); the one the question or profile
 * names; the least remote.
 */
export function choosePlace(
  mention: PlaceMention,
  questionStates: State[],
  profileState: State | undefined,
  near: ReadonlyArray<{ lat: number; lon: number }> = [],
  homeStates: readonly State[] = [],
): PlaceChoice {
  const states = [...new Set(mention.matches.map((m) => m.state as State))];
  const pick = (s: State) => mention.matches.filter((m) => m.state === s).sort((a, b) => a.remoteness - b.remoteness)[0];
  if (states.length === 1) return { state: states[0], mention, locality: pick(states[0]), others: [], how: 'only' };
  const close = mention.matches.filter((m) => near.some((n) => distanceKm(m, n) <= NEAR_KM));
  const closeStates = [...new Set(close.map((m) => m.state as State))];
  if (closeStates.length === 1) return { state: closeStates[0], mention, locality: close[0], others: [], how: 'near' };
  const others = (s: State) => states.filter((x) => x !== s);
  // A state the question names for the work beats the one it names as the tradie's home ("from Melbourne … do Tassie
  // rules"); the home state alone is an assumption, said with the other namesakes.
  const inQuestion = questionStates.find((s) => states.includes(s) && !homeStates.includes(s));
  if (inQuestion) return { state: inQuestion, mention, locality: pick(inQuestion), others: [], how: 'question-state' };
  const home = questionStates.find((s) => states.includes(s));
  if (home) return { state: home, mention, locality: pick(home), others: others(home), how: 'home' };
  if (profileState && states.includes(profileState))
    return { state: profileState, mention, locality: pick(profileState), others: others(profileState), how: 'profile' };
  // The centre of a cluster of localities named after it (Salisbury SA: Salisbury North, Salisbury Downs, Salisbury
  // Heights … eleven; Salisbury QLD: one) is the larger place, and so the likelier one — assumed, and said.
  const cluster = clusterState(mention.matches, states);
  if (cluster) {
    const loc = pick(cluster);
    return { state: cluster, mention, locality: loc, others: others(cluster), how: 'least-remote' };
  }
  // One namesake an inner suburb of its capital (St Kilda VIC, Casuarina NT) is the one meant; Richmond, inner in
  // both Melbourne and Adelaide, still asks.
  const inner = states.filter((s) => mention.matches.some((m) => m.state === s && distanceKm(m, CAPITALS[s]) <= INNER_KM));
  if (inner.length === 1) {
    const s = inner[0]!;
    const loc = mention.matches.filter((m) => m.state === s).sort((a, b) => distanceKm(a, CAPITALS[s]) - distanceKm(b, CAPITALS[s]))[0];
    return { state: s, mention, locality: loc, others: others(s), how: 'least-remote' };
  }
  const best = states.map((s) => ({ s, r: pick(s).remoteness })).sort((a, b) => a.r - b.r);
  if (best[0].r < best[1].r)
    return { state: best[0].s, mention, locality: pick(best[0].s), others: others(best[0].s), how: 'least-remote' };
  return { mention, others: states, how: 'ambiguous' };
}
