import MiniSearch from 'minisearch';
import { KB_ENTRIES } from './entries/index';
import { parseQuestion, type ParsedQuestion, type QuestionDefaults } from './parse';
import {
  AREA_ONLY_CONCEPTS,
  CONCEPT_NAMES,
  conceptPhrases,
  contentWords,
  isConcept,
  isStopword,
  normalise,
  stem,
  tokenize,
  TRADE_CONCEPTS,
} from './text';
import { kbVocabulary } from './vocabulary';
import { thresholdCloseness, thresholdFigures } from './thresholds';
import { TRADE_LABELS, TRADE_PERSON_TERMS } from './trades';
import type { KbEntry, State, Topic } from './types';

export interface SearchOptions {
  /** Profile default; a state named in the question wins. */
  state?: State | string;
  trade?: string;
  limit?: number;
  /** Old values (sheet §8) are left out unless asked for. */
  includeSuperseded?: boolean;
}

export interface SearchHit {
  entry: KbEntry;
  score: number;
  /** Share of the question's search terms this entry matched (0–1). */
  coverage: number;
  /** The question's search terms this entry matched. */
  matched: string[];
}

interface IndexedDoc {
  id: string;
  title: string;
  text: string;
  keywords: string;
  tags: string;
}

const TOPIC_TAGS: Record<Topic, string> = {
  regulator: 'regulator',
  licensing: 'licence',
  contracts: 'contract',
  deposit: 'deposit',
  'home-warranty': 'home warranty',
  'cooling-off': 'cooling off',
  electrical: 'electrical',
  plumbing: 'plumbing',
  gas: 'gas',
  'building-code': 'building code',
  safety: 'safety whs',
  tax: 'tax ato',
  payments: 'security of payment',
  records: 'records',
  gap: '',
};

let index: MiniSearch<IndexedDoc> | undefined;
const entriesById = new Map<string, KbEntry>();
/** Concept tokens some current entry carries; a question concept outside this set is a subject we don't cover. */
const coveredConcepts = new Set<string>();
/** The concepts each place's own facts (or the national ones, under 'ALL') cover. */
const coveredIn = new Map<string, Set<string>>();
/**
 * Concepts that name a regulator (a regulator entry's title or keywords: "#eso", "#qbcc"): who administers a rule, never
 * a subject the facts lack ("ESO electrical contractor licence — minimum PL cover?" asks about the licence).
 */
const bodyConcepts = new Set<string>();

function buildIndex(): MiniSearch<IndexedDoc> {
  const ms = new MiniSearch<IndexedDoc>({
    fields: ['title', 'text', 'keywords', 'tags'],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => term,
  });
  for (const e of KB_ENTRIES) {
    entriesById.set(e.id, e);
    // Regulator entries say who to ask, not what the rule is; gaps say we don't know. Neither covers a subject.
    if (e.superseded || e.topic === 'gap') continue;
    if (e.topic === 'regulator') {
      // (a keyword that is the concept's own name: "eso" → #eso, never a subject the body handles: "wages")
      for (const k of e.keywords) if (isConcept(`#${k}`) && tokenize(k).includes(`#${k}`)) bodyConcepts.add(`#${k}`);
      continue;
    }
    for (const t of tokenize([e.title, e.text, ...e.keywords].join('\n')))
      if (isConcept(t)) {
        coveredConcepts.add(t);
        for (const st of e.states) (coveredIn.get(st) ?? coveredIn.set(st, new Set()).get(st)!).add(t);
      }
  }
  ms.addAll(
    KB_ENTRIES.map((e) => ({
      id: e.id,
      title: e.title,
      text: e.text,
      keywords: e.keywords.join('\n'),
      tags: [TOPIC_TAGS[e.topic], ...e.trades.map((t) => TRADE_LABELS[t])].join(' . '),
    })),
  );
  return ms;
}

/** Built on first use: the chat screen may never ask. */
function getIndex(): MiniSearch<IndexedDoc> {
  index ??= buildIndex();
  return index;
}

/**
 * Concepts in the question that no entry covers (pricing, wages …) and that are what it asks about. An uncovered
 * subject is only the input of the rule asked about when the question also names a rule some fact is titled by and
 * that fact says it is worked out from that subject: "the super rate on wages I pay my apprentice" (the super
 * guarantee is a share of wages), "does TPAR include what I paid my apprentice in wages" (it leaves out employees'
 * wages). What to pay the apprentice, asked alone, is still the award wage no fact holds.
 */
export function uncoveredConcepts(parsed: ParsedQuestion): string[] {
  getIndex();
  // A subject only other places' facts cover ("a police check" asked of TAS, held for SA) is not held for this place.
  const here = parsed.state ? coveredIn.get(parsed.state) : undefined;
  const national = coveredIn.get('ALL');
  const heldHere = (c: string) => !parsed.state || TRADE_CONCEPTS.has(c) || here?.has(c) || national?.has(c);
  const told = new Set(parsed.storyConcepts ?? []);
  const uncovered = parsed.concepts.filter((c) => (!coveredConcepts.has(c) || !heldHere(c)) && !bodyConcepts.has(c) && !told.has(c));
  if (uncovered.length === 0) return uncovered;
  const asked = parsed.concepts.filter((c) => coveredConcepts.has(c) && !TRADE_CONCEPTS.has(c));
  return uncovered.filter((u) => !asked.some((c) => inputsOf(c).has(u)));
}

/** Uncovered concepts a rule titled by `concept` is worked out from: a fact titled by it names the subject ("wages"). */
const ruleInputs = new Map<string, Set<string>>();
function inputsOf(concept: string): Set<string> {
  let inputs = ruleInputs.get(concept);
  if (inputs) return inputs;
  inputs = new Set<string>();
  for (const e of KB_ENTRIES) {
    if (e.superseded || e.topic === 'regulator' || e.topic === 'gap' || !tokenize(e.title).includes(concept)) continue;
    const words = new Set(tokenize([e.text, ...e.keywords].join('\n')));
    for (const u of uncoveredSubjects()) if (words.has(stem(u.slice(1)))) inputs.add(u);
  }
  ruleInputs.set(concept, inputs);
  return inputs;
}

/** Every concept no current fact carries; its name is the plain word a fact would use for it ("#wages" → "wage"). */
function uncoveredSubjects(): string[] {
  return CONCEPT_NAMES.filter((c) => !coveredConcepts.has(c));
}

export { hasDuration };

export function getEntry(id: string): KbEntry | undefined {
  getIndex();
  return entriesById.get(id);
}

function stateMatches(entry: KbEntry, states: State[]): 'exact' | 'national' | false {
  if (states.length === 0) return 'national';
  if (entry.states.some((s) => s !== 'ALL' && states.includes(s))) return 'exact';
  return entry.states.includes('ALL') ? 'national' : false;
}

function amountFactor(entry: KbEntry, parsed: ParsedQuestion): number {
  const amount = parsed.amountCents;
  if (amount === undefined) return 1;
  let best = 0;
  for (const fig of thresholdFigures(entry)) best = Math.max(best, thresholdCloseness(fig, amount));
  // "Just hit 75k, how long have I got to register for GST?": the amount is context, the deadline is the question.
  // "6k pergola, need a ticket?": whether the amount crosses a threshold is the question (1.2–3 score the same on
  // the evaluation set; 1.6 is the middle).
  const weight =
    parsed.intents.includes('duration') || parsed.intents.includes('when') ? 0.15 : parsed.intents.includes('requirement') ? 1.6 : 0.8;
  return 1 + weight * best;
}

const hasDuration = (e: KbEntry) => (e.figures ?? []).some((f) => f.days || f.businessDays || f.hours || f.months || f.years);
const hasAmount = (e: KbEntry) =>
  (e.figures ?? []).some((f) => f.amountCents !== undefined || f.percent !== undefined || f.mm || f.squareMetres || f.celsius);

/** An entry holding the kind of figure the question asks for ("how long" → a day count) ranks above one that doesn't. */
function intentFactor(entry: KbEntry, parsed: ParsedQuestion): number {
  if (parsed.intents.includes('duration')) return hasDuration(entry) ? 2 : 0.7;
  if (parsed.intents.includes('amount') && parsed.amountCents === undefined) return hasAmount(entry) ? 1.2 : 0.9;
  return 1;
}

/** The kind of figure a gap says is missing: a deadline or a time, or a dollar figure. */
const GAP_DURATION = /\b(?:deadline|how long|days?|time)\b/i;
const GAP_AMOUNT = /\b(?:dollar|threshold|floor|cover|fee|cost)\b/i;

/** How much more a gap ranks when taken as holding the figure it names, next to `intentFactor`'s figureless rank. */
function gapIntentFactor(entry: KbEntry, parsed: ParsedQuestion): number {
  const text = [entry.title, ...entry.keywords].join('\n');
  if (parsed.intents.includes('duration')) return GAP_DURATION.test(text) ? 2 / 0.7 : 1;
  if (parsed.intents.includes('amount') && parsed.amountCents === undefined) return GAP_AMOUNT.test(text) ? 1.2 / 0.9 : 1;
  return 1;
}

function percentFactor(entry: KbEntry, parsed: ParsedQuestion): number {
  if (parsed.percent === undefined) return 1;
  return (entry.figures ?? []).some((f) => f.percent === parsed.percent) ? 1.4 : 1;
}

function tradeFactor(entry: KbEntry, parsed: ParsedQuestion): number {
  if (!parsed.trade || entry.trades.length === 0) return 1;
  const fromQuestion = parsed.tradeSource === 'question';
  if (entry.trades.includes(parsed.trade)) return fromQuestion ? 1.3 : 1.1;
  return fromQuestion ? 0.75 : 0.9;
}

/** Gaps say what we don't know: one ranks below a fact that matches as well. */
const GAP_DAMPING = 0.75;

function topicFactor(entry: KbEntry, parsed: ParsedQuestion): number {
  if (entry.topic === 'regulator') return parsed.concepts.includes('#regulator') ? 1.8 : 0.6;
  if (entry.topic === 'gap') return GAP_DAMPING;
  return 1;
}

function rescore(entry: KbEntry, base: number, parsed: ParsedQuestion, stateMatch: 'exact' | 'national'): number {
  const stateKnown = parsed.states.length > 0 || parsed.state !== undefined;
  // With no state known, a national rule is the safer first answer than one state's version of it.
  const stateF = stateKnown ? (stateMatch === 'exact' ? 1.25 : 1) : entry.states.includes('ALL') ? 1 : 0.85;
  return (
    base *
    stateF *
    tradeFactor(entry, parsed) *
    amountFactor(entry, parsed) *
    percentFactor(entry, parsed) *
    topicFactor(entry, parsed) *
    workAreaFactor(entry, parsed) *
    intentFactor(entry, parsed)
  );
}

/** The licensed work areas whose entries carry the area as their topic. */
const WORK_AREAS = new Set(['plumbing', 'gas', 'electrical']);

/**
 * A tradie naming their licensed area ("adelaide plumber, when is the coc due") asks about that area's paperwork:
 * another area's entry sharing the generic words (certificate, after, plumber among a gasfitter's trades) is the
 * neighbouring rule, not the one asked, so it ranks below the asked area's own entry.
 */
function workAreaFactor(entry: KbEntry, parsed: ParsedQuestion): number {
  // Only when the asker names their trade ("plumber"): a bare work word ("gas job") leaves the neighbouring areas' day
  // counts in play, so the engine can still see the count asked is one we don't hold for this area.
  if (!parsed.trade || parsed.tradeSource !== 'question') return 1;
  const asked = parsed.query.work.filter((w) => WORK_AREAS.has(w));
  if (asked.length === 0 || !WORK_AREAS.has(entry.topic) || asked.includes(entry.topic)) return 1;
  return 0.6;
}

const whoIsAsking = (t: string) => TRADE_CONCEPTS.has(t) || TRADE_PERSON_TERMS.has(t);

/**
 * Words that are themselves an entry tag ("plumbing", "gas", "electrical", "hvac"): they name the area, which every entry
 * of that area carries as a tag, not the fact asked — counted through the (trade) concept, never as a subject word.
 */
const AREA_TAG_WORDS = new Set(
  [...Object.values(TOPIC_TAGS), ...Object.values(TRADE_LABELS)].flatMap((t) => tokenize(t)).filter((t) => !isConcept(t)),
);

/**
 * Words of the asking frame, not of the subject: how long ("days", "weeks"), the handing over ("give", "send",
 * "provide") and to whom ("customer", "client"). Every deadline question has them; a fact sharing only these with the
 * question shares none of what it is about.
 */
const FRAME_WORDS = new Set([
  'day',
  'week',
  'month',
  'hour',
  'time',
  'give',
  'send',
  'provide',
  'hand',
  'customer',
  'client',
  // Telling someone before the work starts is the frame of every notice question ("do I need to notify anyone before
  // starting a new sewer connection"): a fact sharing only it — the asbestos removalist's 5-day notice — is about
  // other work.
  'notify',
  'notified',
  'notifying',
  'tell',
  'before',
  'start',
  'starting',
  'started',
  // Keeping a paper is the frame of every retention question ("how long do I keep the SWMS"): a fact sharing only it
  // (how long gas certificates are kept) is about another paper.
  'keep',
  'kept',
  'keeping',
]);
const isFrameUnit = (unit: string[]): boolean => unit.every((t) => FRAME_WORDS.has(t));

/**
 * Words of a message passed on ("customer texted: …", "client asked if …", "email from the strata manager", "when will
 * she receive the certificate", "what do I reply"): who sent it, how, and the handing over. A fact that speaks of them
 * ("give the customer a copy") is the closer for it; one that doesn't has missed nothing that was asked.
 */
const RELAY_WORDS = new Set([
  ...['customer', 'client', 'landlord', 'tenant', 'agent', 'strata', 'manager', 'property', 'rental'],
  ...['ask', 'asked', 'asking', 'texted', 'emailed', 'email', 'forwarded', 'fwd', 'reply', 'replied'],
  ...['receive', 'received', 'hand', 'handed'],
  // (an office passing it on: "contract admin for the builder", "my partner does the books", "bookkeeper's note", "per
  // the subcontract", "in line with NSW requirements")
  ...['admin', 'administrator', 'bookkeeper', 'partner', 'book', 'note', 'office', 'per', 'line'],
  // (family passing a claim on: "the customer's son reckons anyone can …")
  ...['son', 'daughter', 'husband', 'wife', 'missus', 'dad', 'mum', 'mother', 'father', 'brother', 'sister', 'cousin', 'neighbour'],
  ...['anyone', 'anybody'],
]);
const isRelayUnit = (unit: string[]): boolean => unit.every((t) => RELAY_WORDS.has(t));

/**
 * What coverage counts, as units: each subject word on its own, except that the words of one phrase standing for a
 * trade concept ("split system", "power point", "gas point") are one unit, as "need a ticket" is one (#licence).
 * A word a subject concept stands for counts through the concept; a trade concept (who is asking) counts not at all,
 * but the work words that raised it do — save the area's own name ("plumbing", "gas"), which tags every entry of it.
 */
function coverageUnits(parsed: ParsedQuestion): string[][] {
  const terms = new Set(parsed.terms);
  const conceptWords = new Set(parsed.conceptWords);
  const subjectConcepts = parsed.concepts.filter((c) => !TRADE_CONCEPTS.has(c));
  const consumed = new Set(subjectConcepts.flatMap((c) => conceptPhrases(c).flat()).filter((w) => conceptWords.has(w)));
  // Words a pattern concept matched ("1970s unit" → #buildingage) are that concept, as a phrase's words are.
  const phraseWords = new Set(parsed.concepts.flatMap((c) => conceptPhrases(c).flat()));
  for (const w of conceptWords) if (!phraseWords.has(w) && !isStopword(w)) consumed.add(w);
  for (const w of conceptWords) if (AREA_TAG_WORDS.has(w)) consumed.add(w);
  const subject = parsed.terms.filter(
    (t) => !TRADE_CONCEPTS.has(t) && !TRADE_PERSON_TERMS.has(t) && !consumed.has(t) && !AREA_ONLY_CONCEPTS.has(t),
  );
  const phrases = parsed.concepts
    .filter((c) => TRADE_CONCEPTS.has(c))
    .flatMap((c) => conceptPhrases(c))
    .filter((p) => p.length > 1 && p.every((w) => terms.has(w) && subject.includes(w)));
  const units: string[][] = [];
  const inPhrase = new Set<string>();
  for (const p of phrases) {
    if (p.some((w) => inPhrase.has(w))) continue;
    units.push(p);
    for (const w of p) inPhrase.add(w);
  }
  for (const t of subject) if (!inPhrase.has(t)) units.push([t]);
  return units.length > 0 ? units : parsed.terms.map((t) => [t]);
}

/**
 * A story told before the question ("customer's old fuse board was cooked so I swapped the whole switchboard today,
 * lady wants the power back on for dinner. Can I liven it up straight away?") weighs less than the sentence that asks:
 * its words still find and rank facts, but a fact matching the question sentence covers more of what was asked.
 */
const STORY_WEIGHT = 0.4;

/**
 * The question's terms found only in the story, when the sentence that asks has a subject of its own (a concept, or two
 * words): "… his invoice is 900 bucks ex gst. what am I meant to do" asks about the story.
 */
function storyTerms(parsed: ParsedQuestion): Set<string> {
  const story = new Set(parsed.storyTerms ?? []);
  // An area's own name ("does that count as electrical work") is no subject of the asking sentence: coverage never
  // counts it, so the story ("plugged a heater in with a lead") stays what is asked about.
  const asked = parsed.terms.filter((t) => !story.has(t) && !whoIsAsking(t) && !AREA_TAG_WORDS.has(t));
  return asked.some(isConcept) || asked.length >= 2 ? story : new Set();
}

/** Ranks entries for an already-parsed question. */
export function searchParsed(parsed: ParsedQuestion, opts: Pick<SearchOptions, 'limit' | 'includeSuperseded'> = {}): SearchHit[] {
  const ms = getIndex();
  const states: State[] = parsed.states.length > 0 ? parsed.states : parsed.state ? [parsed.state] : [];
  const scores = new Map<string, number>();
  const coverage = new Map<string, number>();
  const rankCoverage = new Map<string, number>();
  const matchedTerms = new Map<string, string[]>();

  if (parsed.terms.length > 0) {
    const vocab = kbVocabulary();
    const story = storyTerms(parsed);
    const raw = ms.search(parsed.terms.filter((t) => !AREA_ONLY_CONCEPTS.has(t)).join(' '), {
      tokenize: (s) => s.split(' ').filter(Boolean),
      processTerm: (t) => t,
      boost: { title: 2, keywords: 1.6, tags: 1.2, text: 1 },
      // Who is asking ("chippy", "#carpentry") weighs little next to what about: the trade factor ranks by trade.
      boostTerm: (t) => (whoIsAsking(t) ? 0.3 : isConcept(t) ? 1.3 : 1) * (story.has(t) ? STORY_WEIGHT : 1),
      prefix: (t) => !isConcept(t) && t.length >= 5 && !/\d/.test(t),
      // The spelling pass has already corrected typos to KB words, so fuzzy matching is left for word forms
      // ("licensed" ~ "licence") on longer words, and skipped for words the KB already has as they are.
      fuzzy: (t) => (!isConcept(t) && t.length >= 6 && !/\d/.test(t) && !vocab.has(t) ? 0.2 : false),
      combineWith: 'OR',
    });
    // Coverage counts what the question is about, not who is asking ("sparky", "#electrical").
    // A word a concept stands for counts through the concept, so "need a ticket" is one subject (#licence), not two.
    const units = coverageUnits(parsed);
    const inStory = units.map((u) => u.every((t) => story.has(t)));
    const storyUnits = inStory.filter(Boolean).length;
    // Each story unit weighs at most STORY_WEIGHT, and the whole story no more than the sentence that asks.
    const storyWeight = storyUnits ? Math.min(STORY_WEIGHT, (units.length - storyUnits) / storyUnits) : 1;
    const weights = inStory.map((s) => (s ? storyWeight : 1));
    const total = weights.reduce((a, b) => a + b, 0);
    const framed = units.map(isFrameUnit);
    const relayed = units.map(isRelayUnit);
    const hasSubject = framed.some((f) => !f);
    for (const r of raw) {
      scores.set(String(r.id), r.score);
      matchedTerms.set(String(r.id), r.queryTerms);
      const matched = units.map((u) => u.some((t) => r.queryTerms.includes(t)));
      // The asking frame counts only beside the subject: "how many days to give the customer the gas compliance cert"
      // is not half answered by the tax invoice's "give the customer … within 28 days".
      const subjectMatched = !hasSubject || matched.some((m, i) => m && !framed[i]);
      const counted = matched.map((m, i) => m && (subjectMatched || !framed[i]));
      const share = counted.reduce((sum, c, i) => sum + (c ? weights[i]! : 0), 0);
      rankCoverage.set(String(r.id), share / total);
      // (for what was asked, a relay word the fact lacks is left out, not counted as missed; the ranking still prefers
      // the fact that has it)
      const asked = total - weights.reduce((sum, w, i) => sum + (relayed[i] && !counted[i] ? w : 0), 0);
      coverage.set(String(r.id), asked > 0 ? share / asked : 0);
    }
  }

  // A bare "20 grand job in Perth, what applies?" has no useful words, so the state's thresholds near
  // that amount are candidates in their own right.
  if (parsed.amountCents !== undefined && states.length > 0) {
    const top = Math.max(1, ...scores.values());
    for (const e of KB_ENTRIES) {
      if (scores.has(e.id) || e.superseded) continue;
      const near = Math.max(0, ...thresholdFigures(e).map((f) => thresholdCloseness(f, parsed.amountCents!)));
      if (near > 0.5 && stateMatches(e, states) === 'exact') scores.set(e.id, 0.3 * top * near);
    }
  }

  const hits: SearchHit[] = [];
  for (const [id, base] of scores) {
    const entry = entriesById.get(id);
    if (!entry) continue;
    if (entry.superseded && !opts.includeSuperseded) continue;
    const match = stateMatches(entry, states);
    if (!match) continue;
    // An entry sharing one stray word with a five-word question is weaker than one matching most of it.
    const cov = coverage.get(id) ?? 0;
    hits.push({
      entry,
      score: rescore(entry, base, parsed, match) * (0.4 + 0.6 * (rankCoverage.get(id) ?? cov)),
      coverage: cov,
      matched: matchedTerms.get(id) ?? [],
    });
  }
  // A gap is damped as one answer among many, but one covering more of the question than every fact is what was
  // asked ("the most days the principal can take to pay after the schedule": not the schedule's own deadline).
  const factCoverage = Math.max(0, ...hits.filter((h) => h.entry.topic !== 'gap').map((h) => h.coverage));
  // It ranks as a fact holding the figure it says is missing (a deadline, a dollar figure) would.
  for (const h of hits) if (h.entry.topic === 'gap' && h.coverage > factCoverage) h.score *= gapIntentFactor(h.entry, parsed) / GAP_DAMPING;
  hits.sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id));
  gapNamedFirst(hits, parsed);
  return hits.slice(0, opts.limit ?? 10);
}

/** An entry's keyword phrases of two or more content words, as stemmed words: "time to pay" → [time, pay]. */
function keywordPhrases(entry: KbEntry): string[][] {
  return entry.keywords.map((k) => contentWords(normalise(k))).filter((w) => w.length >= 2);
}

/** Whether the words occur one after another among the question's subject words. */
function saidInOrder(words: string[], said: string[]): boolean {
  for (let i = 0; i + words.length <= said.length; i++) if (words.every((w, k) => said[i + k] === w)) return true;
  return false;
}

/**
 * A gap whose own phrase the question says word for word ("the time to pay a progress claim"), covering as much of the
 * question as the best fact, is what was asked: the fact beside it answers the neighbouring question (the payment
 * schedule's deadline), so the gap leads and the answer says what we don't hold. A phrase the best fact also lists is
 * no sign of either.
 */
function gapNamedFirst(hits: SearchHit[], parsed: ParsedQuestion): void {
  // A deadline asked is already declined by name ("I don't have the deadline for that in Victoria") when the best fact's
  // day count times another step; the gap leading would only make that decline less plain.
  if (parsed.query.attribute === 'deadline') return;
  const fact = hits.find((h) => h.entry.topic !== 'gap');
  if (!fact) return;
  const said = parsed.terms.filter((t) => !isConcept(t));
  const factPhrases = new Set(keywordPhrases(fact.entry).map((p) => p.join(' ')));
  const gap = hits.find(
    (h) =>
      h.entry.topic === 'gap' &&
      h.score < fact.score &&
      h.coverage >= fact.coverage &&
      keywordPhrases(h.entry).some((p) => !factPhrases.has(p.join(' ')) && saidInOrder(p, said)),
  );
  if (!gap) return;
  gap.score = fact.score * 1.01;
  hits.sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id));
}

/** Finds the entries that answer a tradie's question, best first. */
export function searchKnowledgeBase(q: string, opts: SearchOptions = {}): SearchHit[] {
  const defaults: QuestionDefaults = {};
  if (opts.state) defaults.state = opts.state;
  if (opts.trade) defaults.trade = opts.trade;
  return searchParsed(parseQuestion(q, defaults), opts);
}
