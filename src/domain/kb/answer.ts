import { formatDateShortAU, monthNumber } from '../dates';
import type { Cents } from '../money';
import { joinAnswers, splitAsks } from './asks';
import { CitationList, type Citation } from './citations';
import { KB_ENTRIES } from './entries/index';
import { areaForQuestion, listRegulators, regulatorFor } from './directory';
import { normaliseState, parseQuestion, UNLICENSED_PERSON, type ParsedQuestion } from './parse';
import { CAN_PUT_AS_STATEMENT, COVER_AMOUNT, MONTH, workIn, type AskedAttribute, type QueryAmount, type TypedQuery } from './query';
import { STATE_NAMES } from './places';
import { getEntry, hasDuration, searchParsed, uncoveredConcepts, type SearchHit } from './search';
import { describeThreshold, formatWhole, thresholdApplies, thresholdCloseness, thresholdFigures, type ThresholdFigure } from './thresholds';
import { countOf } from './day-said';
import { dayName, dueDateLine, inTimeVerdict } from './due-date';
import { holidaysCounted } from './holidays';
import { leadBetween, signingElapsed, withoutElapsed, type LeadTimeAsk, type LeadUnit } from './lead-time';
import { timesAskedStep } from './steps';
import { BELIEF_CHECKED, CLAIM_TOLD, DRAFTED_REPLY, isFigurePut, isTagQuestion, QUOTED_WORDS, RELAY_PUT, textingForm } from './texting';
import { QUOTES_AMOUNT_FIGURE, runTools, TROUBLE_ASKED, type ToolResult } from './tools';
import { TRADE_LABELS, TRADE_PERSON_TERMS } from './trades';
import { askingSentence, conceptsIn, normalise, TRADE_CONCEPTS, tokenize } from './text';
import type { Figure, KbEntry, RegulatorArea, State, Trade } from './types';
import { formatRuleValue, inForce, ruleById, rowsOfEntry, rulesFor } from '../rules/index';
import type { Rule } from '../rules/types';

export interface AnswerOptions {
  state?: string;
  trade?: string;
  /** Most entries to show as bullets. */
  limit?: number;
  /** ISO date "today" (default the clock's): the rule in force on the question's date is used. */
  today?: string;
}

export interface KbAnswer {
  markdown: string;
  citations: Citation[];
  /** The current entries the answer shows (never superseded ones). */
  entries: KbEntry[];
  state?: State;
  trade?: Trade;
  amountCents?: Cents;
  found: boolean;
  /** Why the answer is for `state` ("“Katherine” is in NT, postcode 0850"; "state from your profile"). */
  stateReason?: string;
  /** What the product's own checks worked out (deposit cap in dollars, GST, ABN check), without citation markers. */
  worked?: string[];
  /** The answer asks which of these states a place name means. */
  ambiguousPlace?: { name: string; states: State[]; border?: true };
  /** The bold first line's yes/no and the rule rows (src/domain/rules) it was computed from. */
  verdict?: { answer: 'yes' | 'no'; ruleIds: string[]; amountCents?: Cents };
  /** What the question was understood as, for tests and the debug view. */
  debug: {
    query: TypedQuery;
    state?: State;
    stateReason?: string;
    trade?: Trade;
    amountCents?: Cents;
    /** The verdict rule (`VERDICT_RULES`) that gave the bold first line, when one did. */
    verdictRule?: string;
  };
}

/**
 * The id of the rule row a stated figure is: the hand-written row it is read from (`Figure.rule`), else the row
 * `rows/kb.ts` made from it (`entry#index`, `@state` for an entry of several states). Each figure cites its own row,
 * never the entry's first linked one, so the check of a first line against its rows compares the figure it stated.
 */
export function ruleIdOf(entry: KbEntry, fig: Figure, state: State | undefined): string {
  if (fig.rule) return fig.rule;
  const i = (entry.figures ?? []).indexOf(fig);
  // Not one of the entry's own figures (never expected): the row the entry links, so the check still has a row.
  if (i < 0) return entry.rules?.[0] ?? `${entry.id}#?`;
  const multi = !entry.states.includes('ALL') && entry.states.length > 1;
  const where = state && entry.states.includes(state) ? state : entry.states[0];
  return multi ? `${entry.id}#${i}@${where}` : `${entry.id}#${i}`;
}

function describe(
  answer: Omit<KbAnswer, 'debug'> & Partial<Pick<KbAnswer, 'debug'>>,
  parsed: ParsedQuestion,
  tool?: ToolResult | null,
  verdictRule?: string,
): KbAnswer {
  answer.debug = {
    query: parsed.query,
    ...(verdictRule ? { verdictRule } : {}),
    ...(parsed.state ? { state: parsed.state } : {}),
    ...(parsed.stateReason ? { stateReason: parsed.stateReason } : {}),
    ...(parsed.trade ? { trade: parsed.trade } : {}),
    ...(parsed.amountCents !== undefined ? { amountCents: parsed.amountCents } : {}),
  };
  if (parsed.state) answer.state = parsed.state;
  if (parsed.trade) answer.trade = parsed.trade;
  if (parsed.amountCents !== undefined) answer.amountCents = parsed.amountCents;
  const reason = parsed.stateSource === 'profile' ? 'state from the profile' : parsed.stateReason;
  if (parsed.state && reason) answer.stateReason = reason;
  if (parsed.ambiguousPlace) answer.ambiguousPlace = parsed.ambiguousPlace;
  if (tool) answer.worked = tool.lines.map((l) => l.replace(/\s*\[\d+\]/g, '').replace(/^- /, ''));
  return answer as KbAnswer;
}

/** Hits scoring under this share of the best one are off-topic noise. */
const RELATIVE_CUT = 0.35;
/**
 * The answer/decline decision, calibrated on the evaluation set (tests/eval/assistant): `npm run bench -- kb-eval`
 * prints the sweep these were picked from. A question is declined when the best entry scores under `minScore`,
 * matches under `minCoverage` of the question's subjects (a word a concept stands for counts through the concept),
 * or when more than `maxUnknownShare` of its words are neither knowledge-base words nor typos of one
 * ("speeding", "glue", "sourdough") — whatever the topic, with no list of uncovered subjects to maintain.
 * Measured on the 241-question set (150 threshold combinations): coverage decides — every decision is right with
 * 0.34–0.4; 0.3 lets neighbouring topics answer, 0.5 declines real questions; score floors 6–24 and unknown shares
 * from 0.5 up tie, so the floor sits inside that range at 12 and the unknown share at the strictest tying value, 0.5.
 * Picked on alternate halves and measured on the other half: 100% / 98.3% of decisions right.
 * One more rule is derived from the entries rather than tuned: a concept in the question that no current fact entry
 * carries (a paid standard's clause text, award wages, workers comp) is declined. Without it these thresholds still
 * decline 19 of the set's 24 out-of-scope questions (recall 79%, precision 100%).
 */
export const DECLINE_THRESHOLDS = { minScore: 12, minCoverage: 0.34, maxUnknownShare: 0.5 };

export interface DecisionFeatures {
  /** Best hit's score; 0 with no hit. */
  score: number;
  coverage: number;
  /** Share of the question's content words the knowledge base doesn't know. */
  unknownShare: number;
  /** Number of search terms (amount-only questions have none). */
  terms: number;
  /** A concept no current entry covers (pricing, wages, a standard's text). */
  uncovered: boolean;
  /** The question asks "how long" and the only entry holding that deadline is a gap. */
  askedFigureIsGap: boolean;
  hasFacts: boolean;
  /** The question gives a job value and asks whether a rule applies, and a threshold or any-value rule for its state is among the facts. */
  verdictAvailable?: boolean;
}

export function decide(f: DecisionFeatures, t = DECLINE_THRESHOLDS): boolean {
  if (!f.hasFacts || f.uncovered || f.askedFigureIsGap) return true;
  if (f.terms === 0) return false;
  if (f.score < t.minScore) return true;
  if (f.verdictAvailable) return false;
  return f.terms >= 2 && (f.coverage < t.minCoverage || f.unknownShare > t.maxUnknownShare);
}

function features(parsed: ParsedQuestion, hits: SearchHit[], facts: KbEntry[], gaps: KbEntry[]): DecisionFeatures {
  const words = parsed.terms.filter((t) => !t.startsWith('#'));
  return {
    score: hits[0]?.score ?? 0,
    coverage: hits[0]?.coverage ?? 0,
    unknownShare: words.length ? parsed.unknown.length / words.length : 0,
    terms: parsed.terms.length,
    uncovered: uncoveredConcepts(parsed).length > 0,
    askedFigureIsGap: parsed.intents.includes('duration') && gaps.length > 0 && !facts.some(hasDuration),
    hasFacts: facts.length > 0,
    verdictAvailable:
      parsed.amountCents !== undefined &&
      parsed.query.attribute === 'need' &&
      !!parsed.state &&
      facts
        .slice(0, 2)
        .some((e) => entryFitsState(e, parsed.state) && (thresholdFigures(e).length > 0 || (e.figures ?? []).some((f) => f.anyValue))),
  };
}

/** The decision's inputs for a question, for calibration. */
export function decisionFeatures(q: string, opts: AnswerOptions = {}): DecisionFeatures {
  const parsed = parseQuestion(q, { ...(opts.state ? { state: opts.state } : {}), ...(opts.trade ? { trade: opts.trade } : {}) });
  const hits = searchParsed(parsed, { limit: 12 });
  const { facts, gaps } = split(hits, opts.limit ?? 5);
  return features(parsed, hits, facts, gaps);
}

const MAX_DIRECT_LINES = 3;
const HISTORY_WORDS = /\b(old|used to|previous(ly)?|heard|changed|anymore|any more|still|was it|outdated|reckon it'?s)\b/i;

export const DISCLAIMER = 'General information, not legal advice. Rules and figures change, so this may be out of date';

interface DirectLine {
  entry: KbEntry;
  fig: ThresholdFigure;
  applies: boolean;
  /** The job's value compared: without GST where the rule counts it so and the question marked GST. */
  amountCents: Cents;
  /** Parts of the job the rule exempts, left out of `amountCents`. */
  leftOut?: QueryAmount[];
}

/** A direct line's yes/no: an exemption the job is inside ("minor building work under $12,000") answers no. */
const lineSaysYes = (l: DirectLine) => l.applies && !l.fig.exempts;

/**
 * "Can I do gas fitting without a licence?", "can a homeowner do their own wiring?": a permission asked by someone
 * without the licence. A rule that requires the licence answers it with no.
 */
/** Someone without the trade's licence: said outright, or a handyman or labourer (no licensed trade of their own). */
const LACKING =
  /\b((?:anyone|anybody)(?= (?:can|could|may|is allowed to)\b)|handy ?m[ae]n|handymen|(?:a|the|my) labourer|without (?:a |an |any |my |the |his |her |their )?(?:[a-z]+ ){0,2}?(?:licen[cs]e|ticket|rego|registration|qualifications?|permit|card)|unlicen[cs]ed|not (?:an? )?(?:\w+ )?(?:licen[cs]e|ticket|card|permit) ?holder|(?:is|are|was|were)n'?t (?:\w+ )?(?:licen[cs]ed|registered|qualified|ticketed)|not (?:\w+ )?licen[cs]ed|not (?:\w+ )?registered|no (?:\w+ )?(?:licen[cs]e|rego|registration|ticket|endorsement|accreditation|permit|card)|(?:no|not|never|don'?t|dont|doesn'?t|doesnt) (?:have|has|got|hold|holds) (?:a |an |any |my |the |his |her )?(?:\w+ )?(?:licen[cs]e|rego|registration|ticket|endorsement|accreditation|permit|card)|no licen[cs]e|no ticket|(?:without being|not being|(?:(?:i'?m|i am|he'?s|he is|she'?s|she is|they'?re|they are) )?not) (?:an? )?(?:licen[cs]ed |registered |qualified |ticketed )?(?:gassie|gassy|gas ?fitter|sparky|sparkie|electrician|lecky|plumber|plumbo|drainer|fridgie|builder|chippy|carpenter)s?|homeowners?|home owners?|(?:do|doing) (?:it )?(?:myself|my own|their own|his own|her own|your own)|diy|(?<!\b(?:buy|buys|bought|buying|supply|supplies|supplied|supplying|pay|pays|paid|paying|provides?|provided|providing|purchas\w*|gets?|got|getting)\b[^.,;?!]{0,30})(?:myself|ourselves|himself|herself|themselves)|(?:his|her|their) own)\b/i;
/** "…, so that's ok / fine yeah?" ("that ok yes?" in texting form), "we're sweet, right?", "it's no drama?": leave asked as a statement put for confirmation. */
const OK_STATEMENT =
  /\b(?:that'?s|thats|that|it'?s|its|it is|is that|is it|should be|we'?re|were|i'?m|im|he'?s|hes|she'?s|they'?re|theyre|this is|that is|(?:we|i|it|they|he|she) (?:was|were))\s+(?:still\s+|all\s+|totally\s+|probably\s+)?(?:ok|okay|sweet|good|fine|legal|legit|allowed|alright|sorted|covered|kosher|above board|no (?:worries|problems?|issues?|drama))\b[^?.!]{0,20}(?:\?|$)|(?:^|[.,;!?]\s*)(?:are\s+|am\s+)?(?:we|i)\s+(?:right|ok|okay|sweet|good|fine|covered|all good)\s*\?*\s*$/i;
function asksWithoutLicence(q: string): boolean {
  return (PERMISSION_Q.test(q) || OK_STATEMENT.test(q)) && (LACKING.test(q) || UNLICENSED_PERSON.test(q));
}

function entryFitsState(entry: KbEntry, state: State | undefined): boolean {
  return !state || entry.states.includes('ALL') || entry.states.includes(state);
}

const TRADE_WORK: Partial<Record<Trade, string>> = {
  plumber: 'plumbing',
  gasfitter: 'gas',
  electrician: 'electrical',
  hvac: 'refrigeration',
};

/** The work the question is about: its lexicon words, else the trade it names (never only the profile's trade). */
function questionWork(parsed: ParsedQuestion): string[] {
  const work = [...parsed.query.work];
  const fromTrade = parsed.trade && parsed.tradeSource === 'question' ? TRADE_WORK[parsed.trade] : undefined;
  if (fromTrade && !work.includes(fromTrade)) work.push(fromTrade);
  return work;
}

interface AnyValueLine {
  entry: KbEntry;
  fig: Figure;
}

/** The kind of rule a question asks about, by its concepts: a verdict is computed only from entries of that kind. */
const CONCEPT_TOPICS: Array<[string, Array<KbEntry['topic']>]> = [
  ['#licence', ['licensing']],
  ['#homewarranty', ['home-warranty']],
  ['#deposit', ['deposit']],
  ['#coolingoff', ['cooling-off']],
  ['#contract', ['contracts']],
  ['#certificate', ['electrical', 'plumbing', 'gas']],
  ['#swms', ['safety']],
  ['#hrcw', ['safety']],
  ['#gst', ['tax']],
  ['#turnover', ['tax']],
  // "Can I connect it myself?" asks whether the work needs a licence.
  ['#diy', ['licensing', 'plumbing', 'electrical', 'gas']],
];

/**
 * "52k from jobs plus 21k from maintenance contracts, do I have to register for GST": registering for GST asked of a
 * year's takings. The jobs and contracts the money came from are where it was earned, not what was asked.
 */
function gstRegistrationAsked(parsed: ParsedQuestion): boolean {
  if (!parsed.concepts.includes('#gst') && !parsed.concepts.includes('#turnover')) return false;
  const registers = parsed.terms.some((t) => /^(?:regist\w*|rego)$/.test(t)) || parsed.concepts.includes('#turnover');
  return (
    registers &&
    parsed.query.amounts.length > 0 &&
    // Turnover is counted without GST: an amount marked "ex GST" is a turnover too, one "inc GST" a price.
    parsed.query.amounts.every((a) => a.gst !== 'incl') &&
    !parsed.terms.some((t) => /^(?:licen[cs]\w*|ticket|qbcc|vba|bpc|builder|contractor|deposit|insurance|warranty)$/.test(t))
  );
}

/** The topics the question asks about (empty: any). The first concept named decides when several are. */
function askedTopics(parsed: ParsedQuestion): Array<KbEntry['topic']> {
  // "Registered for GST" is a tax registration, not a trade licence: the #licence read from "registered" gives way.
  // A GST mark on a price ("8,400 + 3,100, all gst inclusive, bpb rego?") is the price's basis, not a GST registration.
  const gstRegistration =
    parsed.concepts.some((c) => c === '#gst' || c === '#turnover') &&
    parsed.concepts.includes('#licence') &&
    (amountIsTurnover(parsed) || parsed.query.amounts.every((a) => a.gst === 'unsaid')) &&
    !parsed.terms.some((t) => /^(?:licen[cs]\w*|ticket|qbcc|vba|bpc|builder|contractor)$/.test(t));
  if (gstRegistration || gstRegistrationAsked(parsed)) return ['tax'];
  for (const [c, topics] of CONCEPT_TOPICS) if (parsed.concepts.includes(c)) return topics;
  return [];
}

/** Trade-specific work (electrical, plumbing, gas) asked about: an entry of another of those topics is a neighbour, not the answer. */
const SPECIALIST_TOPICS: Array<KbEntry['topic']> = ['electrical', 'plumbing', 'gas'];
const SPECIALIST_WORK = new Set(['electrical', 'plumbing', 'gas', 'refrigeration']);
function fitsWork(entry: KbEntry, parsed: ParsedQuestion): boolean {
  const asked = questionWork(parsed).filter((w) => SPECIALIST_WORK.has(w));
  if (asked.length === 0) return true;
  if (SPECIALIST_TOPICS.includes(entry.topic))
    return asked.some((w) => entry.topic === w || new RegExp(`\\b${w === 'electrical' ? 'electric' : w}`, 'i').test(entry.title));
  // A licensing fact whose title is about one specialist work (the refrigerant handling licence) fits only that work.
  const about = workIn(entry.title).filter((w) => SPECIALIST_WORK.has(w));
  return about.length === 0 || about.some((w) => asked.includes(w));
}

/**
 * A fact about one specialist work (electrical, plumbing, gas, refrigeration — by its title) asked by a trade the
 * question names that is not that work's, about no specialist work at all: "can a handyman do a 4k job" is not
 * answered by "homeowners can do almost no electrical work".
 */
function otherTradesWork(entry: KbEntry, parsed: ParsedQuestion): boolean {
  if (!parsed.trade || parsed.tradeSource !== 'question' || questionWork(parsed).some((w) => SPECIALIST_WORK.has(w))) return false;
  const about = workIn(entry.title).filter((w) => SPECIALIST_WORK.has(w));
  return about.length > 0 && !about.includes(TRADE_WORK[parsed.trade] ?? '');
}

/**
 * The trade the question names (not the profile's) against a fact written for some trades only: a fact for
 * electricians is no verdict for a plumber. Facts for every trade (`trades: []`) always fit.
 */
function fitsTrade(entry: KbEntry, parsed: ParsedQuestion): boolean {
  if (!parsed.trade || parsed.tradeSource !== 'question' || entry.trades.length === 0) return true;
  if (entry.trades.includes(parsed.trade)) return true;
  // A handyman holds no trade licence of their own: a fact of the work named ("regas a split system") is theirs too.
  if (parsed.trade === 'handyman' && questionWork(parsed).length > 0) return true;
  // Nor does another trade's licence cover specialist work the question names: a sparky doing split systems is answered
  // by the refrigerant licence, the fact about that work by its title.
  const named = parsed.query.work.filter((w) => SPECIALIST_WORK.has(w) && w !== TRADE_WORK[parsed.trade!]);
  if (named.length > 0 && workIn(entry.title).some((w) => named.includes(w))) return true;
  // A builder's question is answered by the building facts written for the trades under a builder too.
  return parsed.trade === 'builder' && !SPECIALIST_TOPICS.includes(entry.topic);
}

const topicFits = (entry: KbEntry, topics: Array<KbEntry['topic']>) => topics.length === 0 || topics.includes(entry.topic);

/**
 * Rules that apply at any value to the work asked about: checked before any dollar threshold. The retrieved facts
 * come first; when the question names the kind of rule (a licence, a certificate), every entry of that kind for the
 * place is looked at too, so "split systems, 2k, NSW, licence?" finds the any-value rule even when another fact
 * ranked higher.
 */
function pickAnyValueLines(parsed: ParsedQuestion, facts: KbEntry[]): AnyValueLine[] {
  const a = parsed.query.attribute;
  if (a !== 'need' && a !== 'other' && a !== 'amount') return [];
  const work = questionWork(parsed);
  if (work.length === 0) return [];
  const topics = askedTopics(parsed);
  const pool = [...facts];
  if (topics.length > 0 && parsed.state)
    for (const e of KB_ENTRIES)
      if (!e.superseded && e.topic !== 'gap' && e.states.includes(parsed.state) && !pool.includes(e)) pool.push(e);
  const out: AnyValueLine[] = [];
  const fitting = pool.filter(
    (entry) => topicFits(entry, topics) && entryFitsState(entry, parsed.state) && (parsed.state || entry.states.includes('ALL')),
  );
  // A fact of the place leaving the asked work out of its any-value class ("(not roof plumbing)") speaks for the place.
  if (fitting.some((entry) => !entry.states.includes('ALL') && leftOutByBracket(entry.text, parsed))) return [];
  for (const entry of fitting) {
    for (const fig of entry.figures ?? []) if (fig.anyValue && fig.work?.some((w) => work.includes(w))) out.push({ entry, fig });
  }
  // One line per rule kind is enough: the licence (or registration) line first, then a certificate.
  return out.slice(0, 2);
}

/** Work the question names that a rule for the place leaves out whatever it is worth (NT: a free-standing shed). */
function pickExemptLines(parsed: ParsedQuestion, facts: KbEntry[]): AnyValueLine[] {
  const a = parsed.query.attribute;
  if ((a !== 'need' && a !== 'other') || !parsed.state) return [];
  const work = questionWork(parsed);
  if (work.length === 0) return [];
  const topics = askedTopics(parsed);
  const pool = [...facts];
  for (const e of KB_ENTRIES)
    if (!e.superseded && e.topic !== 'gap' && e.states.includes(parsed.state) && topicFits(e, topics) && !pool.includes(e)) pool.push(e);
  const out: AnyValueLine[] = [];
  for (const entry of pool) {
    if (!topicFits(entry, topics) || !entry.states.includes(parsed.state)) continue;
    for (const fig of entry.figures ?? [])
      if (fig.exemptWork && fig.work?.some((w) => work.includes(w)) && exemptParts(parsed, fig).length === summedParts(parsed).length)
        out.push({ entry, fig });
  }
  return out.slice(0, 1);
}

/** The parts of a job whose parts are summed ("extension 8k + shed 6.5k"); empty for a one-part job. */
const summedParts = (parsed: ParsedQuestion) => parsed.query.amounts.filter((a) => a.partWork !== undefined);

/**
 * The parts that are all work a rule exempts (a free-standing shed beside an extension): left out of that rule's sum
 * only. One exempt part never makes the whole job exempt.
 */
function exemptParts(parsed: ParsedQuestion, fig: Figure): QueryAmount[] {
  return summedParts(parsed).filter((a) => a.partWork!.length > 0 && a.partWork!.every((w) => fig.work?.includes(w)));
}

/** The job's value for an entry's thresholds without the parts the same entry exempts. */
function lessExemptParts(entry: KbEntry, parsed: ParsedQuestion, cents: Cents): { cents: Cents; left?: QueryAmount[] } {
  const fig = (entry.figures ?? []).find((f) => f.exemptWork);
  const left = fig ? exemptParts(parsed, fig) : [];
  if (left.length === 0 || left.length === summedParts(parsed).length) return { cents };
  const out = left.reduce((sum, a) => sum + (a.gst === 'excl' ? Math.round(a.cents * 1.1) : a.cents), 0);
  return { cents: cents - out, left };
}

function renderExemptLine(line: AnyValueLine, parsed: ParsedQuestion, cites: CitationList): string {
  const where = ` in ${line.entry.states.join('/')}`;
  const amount = parsed.amountCents !== undefined ? `${amountLabel(parsed)}${where}` : where.replace(/^ in /, '');
  return `**${amount} → no, not for this work:** ${line.fig.label}, whatever the job is worth ${cites.markers(line.entry)}${line.entry.caution ? ' ⚠' : ''}`;
}

function renderAnyValueLine(line: AnyValueLine, parsed: ParsedQuestion, cites: CitationList, without = false): string {
  const where = line.entry.states.includes('ALL') ? '' : ` in ${line.entry.states.filter((s) => s !== 'ALL').join('/')}`;
  const amount = parsed.amountCents !== undefined ? `${amountLabel(parsed)}${where}` : `${where.replace(/^ in /, '')}`;
  const caution = line.entry.caution ? ' ⚠' : '';
  if (without)
    return `**${amount ? `${amount} → ` : ''}no, not without it:** ${line.fig.label} whatever the job is worth ${cites.markers(line.entry)}${caution}`;
  return `**${amount ? `${amount} → ` : ''}yes, at any value:** ${line.fig.label} whatever the job is worth ${cites.markers(line.entry)}${caution}`;
}

/** A threshold's label read on with its comparison: "… priced at $12,000 or more", never "priced at of $12,000". */
function withThreshold(fig: ThresholdFigure): string {
  return `${fig.label} ${describeThreshold(fig)}`.replace(/\b(at|from|of) of (\$)/, '$1 $2');
}

/** "$5,280 ($4,800 + GST)", "under $75,000": the amount as the question put it. */
function amountLabel(parsed: ParsedQuestion): string {
  const q = parsed.query;
  if (q.bound && q.amounts[0]) return `${q.bound === 'under' ? 'Under' : 'Over'} ${formatWhole(q.amounts[0].cents)}`;
  const total = formatWhole(parsed.amountCents!);
  return q.totalWorking ? `${total} (${q.totalWorking.replace(/ = .*$/, '')})` : total;
}

const PERMISSION_ASKED =
  /\b((?<!\b(?:need|needs|needed|must|have to|has to|required|require|without|no)\b.*)allowed(?=\s*\?\s*$)|(?:reckons?|reckoned|thinks?|thought|says?|said|claims?|swears?) (?:that )?(?:i|he|she|they|we|u|you|anyone|anybody) (?:can|could|may|(?:is|are) (?:allowed|permitted)|(?:is|are) (?:ok|okay|fine|right) to)\b|(?:is|was|were) (?:it|that|this|they|we|i) (?:still |even |actually |really )?(?:legal|allowed|ok|okay|permitted)|(?:am i|are we|is he|is she|are they|is my \w+) (?:ok|okay|alright|all good|sweet|fine|covered|legal)(?: (?:for|with|doing|to do) (?:that|this|it|the job|the work))?(?=\s*\??\s*$)|(?:is|are|was|were) (?:\w+ ){1,2}?(?:legally )?(?:allowed|permitted)\b|(?:i|we|he|she|they|you|u) (?:can|could)(?= (?:\w+ )?\w+\b[^?.!]{0,80}\b(?:yes|yeah|right|correct|eh|ok|okay|true)\s*\?)|(?:am i|are we|is he|is she|is my \w+) (?:right|correct) (?:that |in thinking |to think |to say )?(?:[\w']+ ){0,4}?(?:can|could|may)|surely (?:[\w']+ ){0,5}?(?:can|could|may)|any (?:chance|way|reason) (?:i|we|he|she|they|u|you) (?:can|could|might|may|can'?t|cannot|couldn'?t)|any (?:problems?|issues?|dramas?|trouble) (?:with|if)|(?<!\bhow\b[^?.!]{0,12})(?:is|it'?s|it is) (?:it |this |that )?possible\b|\bpossible (?:to|for (?:me|us|him|her|them|my \w+) to)\b|can i|can we|can my|can a|can an|can the|can he|can she|can they|can our|can u|can you|can (?:her|his|their|your) (?=\w)|am i allowed|are we allowed|is it legal|legal to|legal for (?:me|us|him|her|them|my \w+) to|allowed to|ok to|okay to|(?:ok|okay|alright|fine) for (?:me|us|him|her|them|my \w+) to|permitted to|(?:am i|im|i'm|i am|are we|we're|were|is he|he's|hes) (?:right|fine|good|sweet|all good|safe|covered) to|right to (?:just )?(?:do|go|crack|start)|(?:right|ok|fine|good),? (?:aren'?t|arent|am|ain'?t) i|(?:something|work|a job|what) (?:the |a |an )?(?:home ?)?owners? (?:can|could|may) (?:legally )?(?:do|carry out|undertake)\b[^?.!]{0,30}\b(?:myself|himself|herself|themselves|themself|ourselves|yourself|diy|on (?:my|his|her|their) own))\b/i;
/** Leave asked ("can I", "am I allowed", "is it legal", "is possible?" …) or put as a statement closed by "?". */
const PERMISSION_Q = new RegExp(`${PERMISSION_ASKED.source}|${CAN_PUT_AS_STATEMENT.source}`, 'i');
const SAYS_NO =
  /\b((?:may|might|would|will|could)(?:n't| not) (?:need|be needed|be required|require)|not needed|not required|no need|no longer (?:needs?|needed|required)|(?:does|do|is|are)(?:n't| not) (?:need|needed|required|compulsory|mandatory|apply|covered)|(?:does|do)(?:n't| not) have to|need not|exempt|no statutory|not compulsory|not mandatory|no home[- ]warranty|no (?:statutory|compulsory) (?:scheme|insurance|warranty)|no (?:licen[cs]e|registration|certificate|permit) (?:is )?(?:needed|required))\b/i;
const FORBIDS =
  /\b(can (?:do|carry out|undertake) (?:almost |virtually |next to )?(?:no|nothing)\b|illegal|must not|cannot|can't|not allowed|prohibited|banned|only (?:by |to )?(?:a |an )?(?:licensed|registered|qualified)|only (?:a |an )?(?:licensed|registered|qualified)\b[a-z ()-]{0,40}?\b(?:may|can)|only [a-z ]{0,30}(?:licensed|registered|licence holders?) (?:may|can))\b/i;
/** A restriction to licence holders ("only by licensed practitioners", "only a licensed plumber"). */
const ONLY_LICENSED = /\bonly (?:by |to )?(?:a |an )?(?:licensed|registered|qualified)\b/i;
/** The asker says they hold the licence ("as a licensed sparky", "I hold an A grade licence"). */
const HOLDS_LICENCE =
  /\b(?:as a|i'?m a|i am a|i'?m|i am|we'?re|being a)\s+(?:licensed|registered|qualified)\b|\b(?:i|we) (?:have|hold|got) (?:a |an |my |the )?(?:[a-z]+ )?(?:licen[cs]e|ticket)\b|\blicensed (?:sparky|sparkie|electrician|plumber|gas ?fitter|builder|chippy|carpenter)\b/i;
const ALLOWS = /\b(can|may|allowed|permitted|is legal)\b/i;
/** A sentence that is an instruction ("Lodge a Notice of Work before …", "After gasfitting, attach …"): a requirement. */
const IMPERATIVE =
  /^(?:(?:after|before|when|once|within|for|on|if)\b[^,]{0,60},\s*)?(?:attach|give|lodge|submit|notify|keep|display|provide|send|issue|complete|register|apply|show|include|tell|fill|hand)\b/i;
/**
 * "Do I have to give a COES for one powerpoint?" against "For non-prescribed work, give the COES to the customer within 1
 * month": the instruction's own verb asked as a duty ("have to give") — the fact tells you to do it, so yes.
 */
function dutyAsked(sentence: string, q: string): boolean {
  const verb =
    /\b(attach|give|lodge|submit|notify|keep|display|provide|send|issue|complete|register|apply|show|include|tell|fill|hand)\b/i.exec(
      sentence.replace(/^(?:(?:after|before|when|once|within|for|on|if)\b[^,]{0,60},\s*)/i, ''),
    )?.[1];
  if (!verb) return false;
  // The same verb on the same thing: "have to give a coes" ↔ "give the COES" (not "have to register" ↔ "register the
  // business name").
  const object = (text: string, lead: string) =>
    new RegExp(`${lead}${verb}\\s+(?:(?:a|an|the|my|your|their|one|it|them)\\s+)?([a-z0-9-]+)`, 'i').exec(text)?.[1]?.toLowerCase();
  const asked = object(
    q,
    '\\b(?:have to|has to|need to|needs to|must|gotta|got to|required to|supposed to)\\s+(?:still\\s+|even\\s+|actually\\s+)?',
  );
  const told = object(sentence, '\\b');
  return asked !== undefined && told !== undefined && sameWord(asked, told);
}

/**
 * "… lets a person supervise and do the work but not contract": what a paper allows, with the act it does not. True when
 * that act is what the question asks leave for ("can I quote and contract jobs myself").
 */
function heldBack(sentence: string, q: string): boolean {
  const m = /\b(?:lets?|allows?|permits?|entitles?)\b[^.;]{3,80}?\bbut not (?:to )?([a-z]+)/i.exec(sentence);
  if (!m) return false;
  const act = m[1]!.toLowerCase();
  const asked = /\b(?:can|could|may) (?:i|we|he|she|they|u|you)\b([^?.!]{0,40})/i.exec(q)?.[1] ?? '';
  return tokenize(asked).some((t) => sameWord(t, act) || t === act);
}

/** A negative that carves out a case ("does not apply between licensees", "isn't needed for emergency work"). */
const EXCEPTION = /\b(?:if|unless|between|where|except|for|to|such as|when)\b/i;
/** Leave to charge or keep money asked: "can I charge them anything", "can we keep the deposit". */
const LEAVE_TO_CHARGE = /\b(?:can|could|may) (?:i|we) (?:still )?(?:charge|bill|invoice|keep|claim)\b/i;
/** A sentence saying money goes to the contractor: "they pay the contractor $100 plus …". */
const OWED_TO_CONTRACTOR = /\b(?:pays?|paying|owes?) (?:the )?(?:contractor|builder|tradesperson|tradie)\b/i;
/** Whether a thing is there at all is asked: "is there a cooling-off period", "does the contract have one". */
const EXISTS_Q =
  /\b(?:is there|are there|there(?:'s| is) (?:a|an|any)|theres)\b|\b(?:does|do)\b[^?.]{0,50}?\b(?:have|get|come with)\b (?:a|an|any)\b/i;
/** "The owner has 5 business days, starting …": a period the owner holds. */
const OWNER_HAS_DAYS = /\b(?:the )?(?:home)?owners? (?:has|have|gets?) (?:\d+|[a-z]+) (?:clear )?(?:business )?days\b/i;
const OWNER_MAY = /\b(?:the )?(?:home)?owners? (?:may|can|is allowed to|are allowed to)\b(?! (?:not|only)\b)/i;
const REQUIRES =
  /\b(must|needs?|needed|required|requires|has to|have to|compulsory|mandatory|only licensed|only registered|(?:is|are) due|(?:is|are) (?:notified|lodged|registered) (?:to|with|at|within|before)|always (?:gets?|needs?|has|have))\b/i;

/** A question asking which figure a rule starts at ("at what job value", "over what amount", "wat price"). */
const FIGURE_ASKED = /\b(?:what|wat|which)\s+(?:job\s+|contract\s+|dollar\s+|\$\s*)?(?:price|value|amount|figure|cost|threshold|limit)\b/i;

/**
 * A yes/no for a "do I need / can I" question with no job value, from the best fact for the place: its sentence
 * that requires, exempts, allows or forbids. Null when the rule turns on a threshold the question gave no value for.
 */
/**
 * "…, same wiring, same load. CoC?", "12k deck in Bendigo — permit?": the job told, then a paper named alone as the
 * question. It asks whether that paper is needed.
 */
const BARE_NEED_TAG =
  /(?:^|[.,;:!?-]\s*)(?:(?:a|an|the|any|need(?:s|ed)? (?:a|an|the)?)\s*)?(?:coc|ccew|ecoc|cec|certs?|certificates?|compliance cert\w*|licen[cs]es?|ticket|rego|registration|permits?|swms|noi|notice|contract|insurance|hbcf|hii|dbi|home warranty)\s*\?+\s*$/i;

function requirementVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
  /** Every fact the search found, in rank order: where an exclusion beside the rule may be listed. */
  found: KbEntry[] = facts,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  const a = parsed.query.attribute;
  // "…, ok to connect it?" asks leave as "can I connect it?" does.
  // "Surely I don't need anything extra for it": a need put as a statement asks whether it is needed.
  const surelyNot = /\bsurely\b/i.test(q) && NOT_NEEDED_STATEMENT.test(q);
  if (a !== 'need' && !(a === 'other' && (isYesNoQuestion(q) || PERMISSION_Q.test(q) || BARE_NEED_TAG.test(q) || surelyNot))) return null;
  // "At what job value do I need …", "above what price does … kick in": a figure is asked, not a yes or no.
  if (FIGURE_ASKED.test(q)) return null;
  const topics = askedTopics(parsed);
  // A fact about another trade's work (the refrigerant licence asked by a plumber, the electrical contractor's licence
  // number asked by a plasterer) answers nothing about the asked work, however well it ranked.
  const fits = (e: KbEntry) =>
    entryFitsState(e, parsed.state) &&
    (parsed.state || e.states.includes('ALL')) &&
    fitsWork(e, parsed) &&
    fitsTrade(e, parsed) &&
    !otherTradesWork(e, parsed);
  // The best fact for the place saying what a paper allows "but not" the act asked for ("can I contract on a
  // supervisor certificate?") answers no, whatever kind of rule the question's first concept names.
  if (PERMISSION_Q.test(q)) {
    const top = facts.find(fits);
    const sentence = top && sentencesOf(textForState(top, parsed.state)).find((x) => heldBack(x, q));
    if (top && sentence) return { answer: 'no', entry: top, sentence };
  }
  // No fact of the kind named ("contract" in "an REC to contract electrical work"): the best fact for the place decides.
  const ofKind = topics.length ? facts.find((e) => fits(e) && topicFits(e, topics)) : undefined;
  const entry = ofKind ?? facts.slice(0, topics.length ? 1 : 2).find(fits);
  if (!entry) return null;
  const verdict = excludedElsewhere(parsed, found, entry, q) ?? requirementFromEntry(parsed, entry, q);
  if (verdict || ofKind || !PERMISSION_Q.test(q)) return verdict;
  // Leave asked with no fact of the kind named, and the best fact says nothing either way ("no transition in QLD" asked
  // whether a benchtop fitted before the ban was legal): the next fact for the place may.
  const next = facts.slice(0, 2).filter(fits)[1];
  return next ? requirementFromEntry(parsed, next, q) : null;
}

/**
 * "Can I cut sintered stone with the engineered stone ban?": the rule's own fact says nothing of the thing asked, but a
 * fact beside it (the ban's definition) lists it as excluded. That exclusion answers: a thing named only there, not in
 * the rule's fact, is outside the rule (no, it does not apply; yes, it is allowed).
 */
function excludedElsewhere(
  parsed: ParsedQuestion,
  found: KbEntry[],
  entry: KbEntry,
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  const ruleWords = new Set(tokenize(`${entry.title} ${entry.text}`));
  // Its subject words: a unit of its figure ("business" of "5 clear business days") is shared by unrelated facts.
  const titleTerms = tokenize(entry.title);
  const ruleTitle = titleTerms.filter((t) => !t.startsWith('#') && t.length >= 4 && !attributeWord(t, titleTerms));
  for (const other of [...new Set(found)].slice(0, 6)) {
    if (other === entry || other.topic === 'gap' || !entryFitsState(other, parsed.state) || !(parsed.state || other.states.includes('ALL')))
      continue;
    const titleTokens = new Set(tokenize(other.title));
    // Only a fact about the same thing (its title shares the rule's: "engineered stone") can say what the rule leaves out.
    if (!ruleTitle.some((t) => titleTokens.has(t))) continue;
    const specific = parsed.terms.filter(
      (t) => !t.startsWith('#') && !titleTokens.has(t) && !ruleWords.has(t) && t.length >= 4 && !TRADE_PERSON_TERMS.has(t),
    );
    if (specific.length === 0) continue;
    for (const sentence of sentencesOf(textForState(other, parsed.state))) {
      if (excludedVerdict(sentence, specific, titleTokens, q) !== 'no') continue;
      const allowed = PERMISSION_Q.test(q) || asksWithoutLicence(q);
      return { answer: allowed ? 'yes' : 'no', entry: other, sentence };
    }
  }
  return null;
}

/** Installing, fitting, laying: the act of all new work, never the case an exemption names (a replacement or a repair is). */
const isInstall = (t: string) => ACTS.some(([act, re]) => act === 'install' && re.test(t));
/** A sentence whose subject, before it says "not needed", lists several jobs ("A, B and C may not need one"). */
function listedCases(s: string): boolean {
  const m = SAYS_NO.exec(s);
  return !!m && /,[^,]+\b(?:and|or)\b/.test(s.slice(0, m.index));
}

/** A ban, as the facts word one. */
const BANNED = /\b(?:banned|prohibited|ban|bans)\b/i;
/** Acts a ban names or a question asks leave for, by family: removing is not installing, nor processing. */
const ACTS: Array<[string, RegExp]> = [
  [
    'remove',
    /\b(?:remov\w*|(?:rip|tak|cut|pull|strip|tear|knock)\w* (?:it |them |the \w+ )?out|demoli\w*|dispos\w*|get(?:ting)? rid of)\b/i,
  ],
  ['install', /\b(?:install\w*|fit(?:s|ted|ting)?\b(?! out)|put(?:ting)? (?:it |them )?in\b|lay(?:ing)?\b)/i],
  ['repair', /\b(?:repair\w*|fix\w*|patch\w*|modif\w*)\b/i],
  ['make', /\b(?:mak(?:e|ing)|manufactur\w*|fabricat\w*)\b/i],
  ['supply', /\b(?:suppl(?:y|ying|ies)|sell\w*|import\w*)\b/i],
  ['process', /\b(?:process\w*|cut(?:s|ting)?\b(?! (?:it |them |the \w+ )?out)|polish\w*|grind\w*)\b/i],
];
const actsIn = (x: string) => ACTS.filter(([, re]) => re.test(x)).map(([a]) => a);

/**
 * A ban that names the acts it bans (making, supplying, processing, installing) and none of the acts the question asks
 * leave for (cutting out and removing what is already there): that sentence does not answer the question.
 */
function banMissesAct(sentence: string, q: string): boolean {
  const banned = actsIn(sentence.split(/\.\s/)[0]!);
  const asked = actsIn(q);
  return banned.length > 0 && asked.length > 0 && !asked.some((a) => banned.includes(a));
}

/** Settings some rules are written for alone: "early childhood centres, schools, nursing homes and similar places". */
const SPECIAL_SETTINGS =
  /\b(?:early childhood|child ?care|kindergartens?|schools?|nursing homes?|aged[- ]care|hospitals?|health[- ]care)\b/gi;
/** A home the question names: "her house", "a new home", "the unit". */
const DWELLING = /\b(?:house|houses|home|homes|unit|units|residence|residential|dwelling|apartment|flat)\b/i;

/**
 * A sentence written for special settings only ("schools and nursing homes need a TMV set to 45°C") says nothing about
 * the home a question names ("the tempering valve in her house"): it is not that question's rule.
 */
function otherSetting(sentence: string, q: string): boolean {
  const named = (x: string) => x.search(SPECIAL_SETTINGS) >= 0;
  return named(sentence) && !named(q) && DWELLING.test(q);
}

function requirementFromEntry(
  parsed: ParsedQuestion,
  entry: KbEntry,
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  // A fact whose rule turns on a price answers a yes/no without one only from a sentence about something the question
  // names that its title does not ("can our family trust be registered" → "A trust cannot be registered").
  const priced = thresholdFigures(entry).some((f) => !f.minor);
  const titleTokens = new Set(tokenize(entry.title));
  const specific = parsed.terms.filter(
    (t) => !t.startsWith('#') && !titleTokens.has(t) && t.length >= 4 && !TRADE_PERSON_TERMS.has(t) && !parsed.conceptWords.includes(t),
  );
  // The title is the fact in a line ("TAS: no home-warranty safety net"): it counts as a sentence too.
  // The sentences that share most of the question's subject words come first ("do kitchen sinks need tempered water"
  // is answered by the sentence about kitchen sinks, not the one before it about showers); ties keep the text's order.
  // The words the fact's title lacks say which of its sentences was asked ("like-for-like replacement" in a CoC fact):
  // they count first, then all the subject words.
  const subject = new Set(parsed.terms.filter((t) => !t.startsWith('#')));
  const overlap = (x: string) => tokenize(x).filter((t) => subject.has(t)).length;
  const beyondTitle = (x: string) => tokenize(x).filter((t) => subject.has(t) && !titleTokens.has(t)).length;
  const sentences = [...sentencesOf(entry.text), entry.title.replace(/^[A-Z]{2,3}:\s*/, '')]
    .filter((x) => !otherSetting(x, q))
    .map((x, i) => ({ x, i, b: beyondTitle(x), n: overlap(x) }))
    .sort((a, b) => b.b - a.b || b.n - a.n || a.i - b.i)
    .map((o) => o.x);
  const newWork = NEW_WORK.test(q) && !REPLACEMENT_WORK.test(q);
  const permission = PERMISSION_Q.test(q);
  const without = asksWithoutLicence(q);
  // Leave to leave something out ("ok to skip the notice?"): the sentences are read for whether it is needed.
  const skipping = SKIP_ASKED.test(q) && !without && !RETRO_OK.test(q);
  let skippedNeeded: { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | undefined;
  // "Category 1 plumbing", "a class B licence": a sentence about another category says nothing about this one.
  const asked = designations(q);
  const exceptionTerms = parsed.terms.filter(
    (t) =>
      !titleTokens.has(t) &&
      !TRADE_CONCEPTS.has(t) &&
      (t.startsWith('#') || (t.length >= 4 && !TRADE_PERSON_TERMS.has(t) && !ATTRIBUTE_TERM.test(t))),
  );
  const askedWork = questionWork(parsed).filter((w) => SPECIALIST_WORK.has(w));
  const ruleWords = new Set(sentences.filter((x) => !SAYS_NO.test(x)).flatMap(tokenize));
  // The question names a case one of the fact's exemptions names ("he gave me a hobby statement"): the exemption decides.
  const exceptionNamed = sentences.some((x) => SAYS_NO.test(x) && tokenize(x).some((t) => exceptionTerms.some((w) => sameWord(w, t))));
  // A floor below which the rule is lifted ("no withholding up to $75") leaves the rule itself at any value: its
  // requirement answers a question with no price. The lifting sentence still needs the price to be asked.
  const pricedRule = thresholdFigures(entry).some((f) => !f.minor && (!f.exempts || parsed.query.amounts.length > 0 || exceptionNamed));
  // An instruction backed by a penalty ("After gasfitting, attach a compliance indicator …; 50 penalty units") is a
  // requirement of what it names. One without ("Lodge a Notice of Work before …") may have exceptions in other facts.
  // A fact that also says when it is not needed may except the case asked: its instruction alone does not decide.
  const exempting = sentences.some((x) => SAYS_NO.test(x) && !conditionBroken(x, q));
  const namesAsked = (x: string) => tokenize(x).some((t) => specific.some((w) => sameWord(w, t)) || subject.has(t));
  for (const s of sentences) {
    // "Excluded: … sintered stone", "It excludes materials-only payments": the thing asked is outside the rule.
    const outside = excludedVerdict(s, specific, titleTokens, q);
    if (outside) return { answer: permission || without ? (outside === 'no' ? 'yes' : 'no') : outside, entry, sentence: s };
    // A clause with no price that names what was asked ("…, if you provide taxi fares") is a rule at any value.
    if (
      (SAYS_NO.test(s) ? priced : pricedRule) &&
      !s.split(/,\s+|;\s+|\(/).some((cl) => !/\$\d/.test(cl) && tokenize(cl).some((t) => specific.some((w) => sameWord(w, t))))
    )
      continue;
    // An exemption for replacing or repairing what is there says nothing about new work ("new circuits need a CoC?").
    if (newWork && SAYS_NO.test(s) && REPLACEMENT_WORK.test(s)) continue;
    if (asked.size > 0) {
      const own = designations(s);
      if (own.size > 0 && ![...own].some((d) => asked.has(d))) continue;
    }
    // An exception ("It does not apply between licensees", "no right if there was a previous contract") answers only a
    // question about the excepted case: one naming something the sentence names beyond the fact's title.
    // A word the rule's own sentences use too ("contract" of "a signed copy of the contract") names no excepted case.
    if (SAYS_NO.test(s) && EXCEPTION.test(s) && !tokenize(s).some((t) => exceptionTerms.some((w) => !ruleWords.has(w) && sameWord(w, t))))
      continue;
    // A list of exempt jobs ("Changing tap washers, clearing blocked drains, installing domestic tapware … may not need
    // one") answers only a question naming one of its cases: "install" (a hot water system) is shared by all new work.
    if (SAYS_NO.test(s) && listedCases(s) && !tokenize(s).some((t) => !isInstall(t) && exceptionTerms.some((w) => sameWord(w, t))))
      continue;
    // A sentence about other specialist work ("Gasfitting and electrical work are not covered") says nothing of plumbing.
    const sentenceWork = workIn(s).filter((w) => SPECIALIST_WORK.has(w));
    if (askedWork.length > 0 && sentenceWork.length > 0 && !sentenceWork.some((w) => askedWork.includes(w))) continue;
    // "From 11 Sep 2024, ACT electricians need …" asked about 2023: the rule was not yet in force.
    const from = startDate(s);
    // "From 1 Jan 2026, like-for-like replacements no longer need a CoC" asked about 2025: the exemption was not in
    // force yet, so the rule it takes the work out of still applied then.
    if (
      from &&
      parsed.query.date < from &&
      !permission &&
      !without &&
      SAYS_NO.test(s) &&
      /\bno longer\b|\bnot (?:be )?needed\b|\bexempt/i.test(s)
    )
      return {
        answer: 'yes',
        entry,
        sentence: `still needed then — the exemption came later: ${s.charAt(0).toLowerCase()}${s.slice(1).replace(/[.;]$/, '')}${dateNote(parsed)}`,
      };
    if (from && parsed.query.date < from && !permission && !without && (REQUIRES.test(s) || FORBIDS.test(s)))
      return {
        answer: 'no',
        entry,
        sentence: `not yet then — ${s.charAt(0).toLowerCase()}${s.slice(1).replace(/[.;]$/, '')}${dateNote(parsed)}`,
      };
    if (without) {
      if (SAYS_NO.test(s)) return { answer: 'yes', entry, sentence: s };
      // "Cat 1 low risk, the owner may do it": the owner allowed to do it without a licence.
      if (OWNER_MAY.test(s) && !FORBIDS.test(s)) return { answer: 'yes', entry, sentence: s };
      // (a White Card, the induction unit, is the paper a site needs as a licence is for the work)
      // ("The licence number must appear in all advertising" is a licensee's duty, not who may do the work)
      if (
        (REQUIRES.test(s) || FORBIDS.test(s)) &&
        /licen[cs](?!e (?:number|no\b|details))|regist|qualified|authori[sz]ed|endorse|accredit|\bcard\b|CPCWHS/i.test(s)
      )
        return { answer: 'no', entry, sentence: s };
      continue;
    }
    if (permission && skipping) {
      // "Ok to skip the preliminary notice?": leave to go without it, answered by whether it is needed — a sentence that
      // says it is not needed is yes; one that requires it, or puts it before the work, is no; others say neither.
      // A sentence taking the asked case out of the rule wins over the rule itself, wherever it stands in the fact.
      if (SAYS_NO.test(s)) return { answer: 'yes', entry, sentence: s };
      if (REQUIRES.test(s) || FORBIDS.test(s) || IMPERATIVE.test(s) || (ORDER_VERB.test(s) && /\bbefore\b/i.test(s)))
        skippedNeeded ??= { answer: 'no', entry, sentence: s };
      continue;
    }
    if (permission) {
      // "Installed it in March 2024, was that legal?": a ban not yet in force then did not forbid it.
      if (from && parsed.query.date < from && FORBIDS.test(s) && !without)
        return {
          answer: 'yes',
          entry,
          sentence: `not banned yet then — ${s.charAt(0).toLowerCase()}${s.slice(1).replace(/[.;]$/, '')}${dateNote(parsed)}`,
        };
      // "Only licensed electricians may …" asked by one who says they hold it, and lacks nothing else: allowed.
      if (
        FORBIDS.test(s) &&
        ONLY_LICENSED.test(s) &&
        HOLDS_LICENCE.test(q) &&
        !/\bwithout\b/i.test(q) &&
        !FORBIDS.test(s.replace(ONLY_LICENSED, ''))
      )
        return { answer: 'yes', entry, sentence: s };
      // "A qualified supervisor certificate lets a person supervise and do the work but not contract", asked "can I
      // contract jobs on it": the act asked is the one the sentence holds back.
      if (heldBack(s, q)) return { answer: 'no', entry, sentence: s };
      // A ban on installing is no ban on removing: a ban naming its acts, none of them the act asked, says nothing of it.
      if (BANNED.test(s) && banMissesAct(s, q)) continue;
      if (FORBIDS.test(s)) return { answer: 'no', entry, sentence: s };
      if (SAYS_NO.test(s)) return { answer: 'yes', entry, sentence: s };
      if (ALLOWS.test(s) && !REQUIRES.test(s)) return { answer: 'yes', entry, sentence: s };
      // "Can I charge them anything?" against "they pay the contractor $100 plus …": what is owed to the contractor.
      if (LEAVE_TO_CHARGE.test(q) && OWED_TO_CONTRACTOR.test(s)) return { answer: 'yes', entry, sentence: s };
    } else {
      // "… don't need their own licence unless they supervise", asked by one who supervises: the rule is back.
      // An exception whose condition the question breaks ("that doesn't move fixtures", the shower moved) is not its case.
      if (SAYS_NO.test(s) && conditionBroken(s, q)) continue;
      if (SAYS_NO.test(s)) return { answer: unlessAsked(s, q, exceptionTerms) ? 'yes' : 'no', entry, sentence: s };
      // "Is there a cooling-off period?", "does the contract have one?": a right the owner holds is there.
      if (EXISTS_Q.test(q) && (OWNER_MAY.test(s) || OWNER_HAS_DAYS.test(s)) && !FORBIDS.test(s))
        return { answer: 'yes', entry, sentence: s };
      // "…; that needs ABN Lookup": what it takes to find something out, not a duty the law puts on anyone.
      const duty = s.replace(/\b(?:that|this|which|it) (?:needs|requires)\b/gi, '');
      if (
        REQUIRES.test(duty) ||
        FORBIDS.test(s) ||
        (IMPERATIVE.test(s) && (/\bpenalt(?:y|ies)\b|\bfines?\b/i.test(s) || (!exempting && dutyAsked(s, q))) && namesAsked(s))
      )
        return { answer: unlessMet(s, q) ? 'no' : 'yes', entry, sentence: s };
    }
  }
  return skippedNeeded ?? null;
}

/** "Is X classed as / counted as Y", "is X building work", "does X include Y": asked whether a thing is of a class. */
const CLASS_Q =
  /\b(?:class(?:ed|ified)|considered|counted|deemed|defined|treated|regarded) as\b|\b(?:is|are|does|do)\b[^?.]{1,40}\b(?:building|electrical|plumbing|gas|construction) work\b/i;
/** The words of a sentence counting something in. */
const INCLUDES_WORD =
  /\b(?:includes?|including|(?:still )?counts?|counted|covers|treat(?:s|ed)? (?:\w+ )?as|(?:is|are) (?:also )?(?:classed|classified|considered|defined|treated) as)\b/i;

/**
 * Whether the thing asked is inside a rule or class, from the sentence of the best facts that counts it in ("The value
 * of building work includes all labour and materials") or leaves it out ("Business-day definitions exclude 27–31
 * December"). The thing must be named after the sentence's counting word, and not before it (that is the class).
 */
function classifiedVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  if (!isYesNoQuestion(q) || !(INCLUSION_Q.test(q) || CLASS_Q.test(q))) return null;
  // The thing asked about, not the class: "X counts as Y", "is X covered by Y", "does Y include X", "is X building work".
  const incl = /\b(?:does|do) (?:the |an? )?[a-z/ ]{2,30}? (?:cover|include)s?\b/i.exec(q);
  const counted =
    /\b(?:class(?:ed|ified)|considered|counted|deemed|defined|treated|regarded|count|counts) as\b|\b(?:caught (?:up )?|covered |included |fall(?:s)? )(?:in|by|under)\b|\bpart of the\b|\bappl(?:y|ies) to\b/i.exec(
      q,
    );
  const work = /\b(?:building|electrical|plumbing|gas|construction) work\b/i.exec(q);
  const thing = incl ? q.slice(incl.index + incl[0].length) : counted ? q.slice(0, counted.index) : work ? q.slice(0, work.index) : q;
  const thingTokens = new Set(tokenize(thing));
  const words = parsed.terms
    .filter((t) => thingTokens.has(t))
    .filter(
      (t) =>
        !t.startsWith('#') &&
        (t.length >= 4 || /^\d+$/.test(t)) &&
        !INCLUSION_VERB.test(t) &&
        !/^(?:class|consider|deem|defin|treat|regard)/.test(t) &&
        !ATTRIBUTE_TERM.test(t) &&
        !COMMON_JOB_WORDS.has(t),
    );
  if (words.length === 0) return null;
  for (const entry of facts.slice(0, 3)) {
    if (entry.topic === 'gap' || !entryFitsState(entry, parsed.state) || !(parsed.state || entry.states.includes('ALL'))) continue;
    for (const s of sentencesOf(textForState(entry, parsed.state))) {
      for (const [re, answer] of [
        [EXCLUDED_WORD, 'no'],
        [INCLUDES_WORD, 'yes'],
      ] as const) {
        const m = re.exec(s);
        if (!m) continue;
        const before = new Set(tokenize(s.slice(0, m.index)));
        let after = s.slice(m.index + m[0].length);
        const back = answer === 'no' ? BACK_INSIDE.exec(after) : null;
        if (back) after = after.slice(0, back.index);
        const tokens = new Set(tokenize(after));
        // A word form counts ("fence" / "fencing"): the same first four letters, a few letters apart in length.
        const has = (set: Set<string>, w: string) =>
          set.has(w) ||
          [...set].some((t) => w.length >= 4 && t.length >= 4 && t.slice(0, 4) === w.slice(0, 4) && Math.abs(t.length - w.length) <= 3);
        const named = words.filter((w) => has(tokens, w) && !has(before, w));
        if (named.length === 0 || !dayInRange(q, after)) continue;
        // "fencing (not post-and-wire)": the thing asked is the kind the bracket leaves out.
        if (answer === 'yes') {
          const left = [...after.matchAll(/\((?:not|except|excluding|other than|but not)\s+([^)]+)\)/gi)].flatMap((x) => tokenize(x[1]!));
          if (words.some((w) => left.includes(w))) return { answer: 'no', entry, sentence: s };
        }
        return { answer, entry, sentence: s };
      }
    }
  }
  return null;
}

/** "28 December", "the 28th of dec": a day of a month (the month words of query.ts's MONTH). */
const DAY_OF_MONTH = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?![a-z])`, 'i');
/**
 * "Does 20 December count?" against "27–31 December": a day asked of a sentence naming a run of days of the same month
 * is that run's only when it falls inside it.
 */
function dayInRange(q: string, sentence: string): boolean {
  const asked = DAY_OF_MONTH.exec(q);
  if (!asked) return true;
  const month = asked[2]!.toLowerCase().slice(0, 3);
  for (const r of sentence.matchAll(/\b(\d{1,2})\s*[–-]\s*(\d{1,2})\s+([a-z]{3})[a-z]*\b/gi)) {
    if (r[3]!.toLowerCase() !== month) continue;
    const day = Number(asked[1]);
    return day >= Number(r[1]) && day <= Number(r[2]);
  }
  return true;
}

/** New work, and the words of an exemption for work on what is already there. */
const NEW_WORK =
  /\bnew\b|\bbrand[- ]new\b|\bextra (?:circuits?|points?|power points?)\b|\badd(?:ing|ed)? (?:a |an )?(?:new )?(?:circuit|point|outlet)/i;
const REPLACEMENT_WORK = /\blike[- ]for[- ]like\b|\breplac\w*|\brepair\w*|\bmaintenance\b|\bexisting\b|\bswap\w*/i;
/** The words that put something outside a rule, and the words after which the rest is back inside it. */
const EXCLUDED_WORD =
  /\b(?:excluded|excludes?|excluding|leaves? out|leaving out|skips?|not covered|(?:does|do)(?:n'?t| not) (?:cover|include|apply to)|other than)\b/i;
const BACK_INSIDE = /,?\s+but\s+(?:does|do|is|are)?\s*(?:cover|include|apply)\w*\b/i;

/**
 * A sentence that lists what its rule leaves out, asked about one of those things (a word of the question beyond the
 * fact's title, in the part after the excluding word): no, the rule does not take it in. "…, but does cover
 * subcontracts" asked about subcontracts: yes.
 */
function excludedVerdict(s: string, specific: string[], titleTokens: Set<string>, q: string): 'yes' | 'no' | null {
  const m = EXCLUDED_WORD.exec(s);
  if (!m || !dayInRange(q, s.slice(m.index))) return null;
  const rest = s.slice(m.index);
  const back = BACK_INSIDE.exec(rest);
  const out = back ? rest.slice(0, back.index) : rest;
  const named = (part: string) => tokenize(part).some((t) => specific.includes(t) && !titleTokens.has(t) && !INCLUSION_VERB.test(t));
  if (back && named(rest.slice(back.index))) return 'yes';
  // "X is excluded" names X before the word.
  const before = /^excluded\b/i.test(m[0]) && m.index > 0 && !/:\s*$/.test(s.slice(0, m.index)) ? s.slice(0, m.index) : '';
  return named(out) || (before && named(before)) ? 'no' : null;
}

/**
 * "plumbing and drainage (not roof plumbing)": the fact's bracket leaves out the very work asked — every word of the
 * bracket is a word of the question (and it names more than the work kind itself).
 */
function leftOutByBracket(text: string, parsed: ParsedQuestion): boolean {
  for (const m of text.matchAll(/\((?:not|except|excluding|other than|but not)\s+([^)]+)\)/gi)) {
    const words = tokenize(m[1]!).filter((t) => !t.startsWith('#'));
    if (words.length >= 2 && words.every((w) => parsed.terms.some((t) => sameWord(t, w)))) return true;
  }
  return false;
}

/** Two forms of one word ("supervising" / "supervise"): the same first five letters, a few letters apart in length. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5) && Math.abs(a.length - b.length) <= 4;
}

/**
 * The "unless" of an exemption names what the question states, not negated there ("I supervise the site" against
 * "… unless they supervise"): the exemption is lifted.
 */
function unlessAsked(s: string, q: string, terms: string[]): boolean {
  const at = s.search(/\bunless\b/i);
  if (at < 0) return false;
  const named = tokenize(s.slice(at)).filter((t) => terms.some((w) => sameWord(w, t)));
  if (named.length === 0) return false;
  return named.every((t) => {
    const m = new RegExp(`\\b(${t.slice(0, 5)}\\w*)`, 'i').exec(q);
    return !!m && !/\b(?:not|no|never|don'?t|doesn'?t|isn'?t|aren'?t|without|n't)\s+(?:\w+\s+)?$/i.test(q.slice(0, m.index));
  });
}

/**
 * "Workplaces need an asbestos register unless the building was constructed after 31 Dec 1989 and has no asbestos",
 * asked of a workplace built in 1995 with no asbestos: the question meets the "unless", so the rule does not apply. A
 * year the question gives must fall on the clause's side of its date, and a "no X" of the clause must be the question's.
 */
function unlessMet(s: string, q: string): boolean {
  const at = s.search(/\bunless\b/i);
  if (at < 0) return false;
  const clause = s.slice(at);
  const when = /\b(after|before|from|since|on or after)\s+(?:\d{1,2}\s+[a-z]+\.?\s+)?(\d{4})\b/i.exec(clause);
  if (!when) return false;
  const qYear = /\b(?:built|constructed|erected|from|in|circa|around|c\.?)\s+(?:about |around |in )?((?:1[89]|20)\d\d)\b/i.exec(q)?.[1];
  if (!qYear) return false;
  const y = Number(qYear);
  const cut = Number(when[2]);
  const side = /^before$/i.test(when[1]!) ? y < cut : /^(?:from|since|on or after)$/i.test(when[1]!) ? y >= cut : y > cut;
  if (!side) return false;
  // "… and has no asbestos": the question must say so too.
  for (const m of clause.matchAll(/\b(?:no|not any|without)\s+(\w+)/gi)) {
    const w = m[1]!.slice(0, 5);
    if (!new RegExp(`\\b(?:no|without|not any|free of|nil)\\s+(?:\\w+\\s+)?${w}`, 'i').test(q)) return false;
  }
  return true;
}

/**
 * A fact's sentences: split after "." or ";" before a capital, never inside brackets ("(… Act 2017; Gas and
 * Electricity … 2018)" stays in its sentence).
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if ((c === '.' || c === ';') && depth === 0 && /^\s+[A-Z("]/.test(text.slice(i + 1, i + 8))) {
      out.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** Coverage the best fact needs for its rule to settle a yes/no asked of its kind (the plain decision wants 0.34). */
const DECIDES_MIN_COVERAGE = 0.15;

function ruleDecides(parsed: ParsedQuestion, hits: SearchHit[], q: string): boolean {
  const top = hits[0];
  const topics = askedTopics(parsed);
  if (!top || parsed.states.length > 1 || top.coverage < DECIDES_MIN_COVERAGE || uncoveredConcepts(parsed).length > 0) return false;
  // A place's own fact for a question about that place; a national one only when no place is named.
  if (parsed.state ? !top.entry.states.includes(parsed.state) : !top.entry.states.includes('ALL')) return false;
  // The kind of rule asked, or else a subject concept of the question the fact matched ("a notice of work", "split system").
  const subject = parsed.concepts.filter((c) => !TRADE_CONCEPTS.has(c) || c === '#hvac');
  if (topics.length > 0 ? !topicFits(top.entry, topics) : !top.matched.some((t) => subject.includes(t))) return false;
  // "A licence to drive a scissor lift": what the paper is for, named in words no fact holds, is not the kind's case.
  if (unknownObject(parsed, q)) return false;
  return requirementVerdict(parsed, [top.entry], q) !== null;
}

/** What a licence, ticket or paper is asked for ("to drive a scissor lift", "for pest control"): its words. */
const PAPER_FOR = /\b(?:licen[cs]e|ticket|permit|rego|registration|card|cert(?:ificate)?)\s+(?:to|for)\s+([^?.!,;]{3,60})/i;

/** The thing a paper is asked for has a word the knowledge base never uses (and no spelling of one). */
function unknownObject(parsed: ParsedQuestion, q: string): boolean {
  const m = PAPER_FOR.exec(q);
  if (!m || parsed.unknown.length === 0) return false;
  const object = new Set(tokenize(m[1]!));
  return parsed.unknown.some((w) => object.has(w));
}

/** "Is sintered stone caught up in the stone ban?": asked whether something falls inside a rule. */
const INCLUSION_Q =
  /\b(?:caught (?:up )?(?:in|by|under)|covered (?:by|under)|(?:banned|prohibited|restricted) (?:by|under)|included (?:in|under)|count(?:s|ed)? (?:as|under|toward)|(?:count(?:s|ed)?|add(?:s|ed)?|lump(?:s|ed)?|go(?:es)?) (?:up )?together|fall(?:s)? under|part of the|apply to|applies to)\b|\b(?:does|do) (?:the |an? )?[a-z/ ]{2,30}? (?:cover|include)\b/i;
/** The verbs of being inside or outside a rule: they name no thing the rule covers. */
const INCLUSION_VERB = /^(?:cover|includ|exclud|appl|caught|count|fall|part|except|exempt)/;
/** The class a rule names a thing by: an apprentice's wages are payments to an employee. */
const KIND_OF: Record<string, string> = {
  apprentice: 'employee',
  worker: 'employee',
  staff: 'employee',
  wage: 'employee',
  salary: 'employee',
};
const EXCLUDES = /\b(?:excluded|excludes?|exempt(?:ed)?|not covered|does(?:n't| not) apply|except|excluding|other than|not included)\b/i;

/**
 * The thing asked about is listed in a fact's exclusions ("Excluded: … sintered stone; porcelain …"): no, the rule does
 * not take it in. Only for a word of the question that names the thing (not a concept or a trade), found in the
 * sentence that excludes.
 */
function exclusionVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  // "Porcelain is ok to install, yeah?" beside a ban: leave asked for something the banned class leaves out is yes.
  const leave =
    !INCLUSION_Q.test(q) &&
    (PERMISSION_Q.test(q) || OK_STATEMENT.test(q) || LEAVE_ASKED.test(q)) &&
    facts.slice(0, 4).some((e) => BANNED.test(e.text));
  if (!INCLUSION_Q.test(q) && !leave) return null;
  const words = parsed.terms
    .filter((t) => !t.startsWith('#') && !TRADE_PERSON_TERMS.has(t) && t.length >= 4 && !INCLUSION_VERB.test(t))
    .flatMap((t) => [t, ...(KIND_OF[t] ? [KIND_OF[t]] : [])]);
  for (const entry of facts.slice(0, 4)) {
    if (!entryFitsState(entry, parsed.state)) continue;
    for (const s of sentencesOf(entry.text)) {
      if (!EXCLUDES.test(s)) continue;
      // Leave asked beside a ban is answered only by the list of what the banned class leaves out, not by an exemption
      // for a time or a case ("exempt until 31 Dec 2024").
      if (leave && !/\b(?:excluded|excludes?|excluding|other than|not included)\b/i.test(s)) continue;
      // "Excluded: porcelain; …", "… other than X" list the things after the word; "Gasfitting … are not covered by the
      // NCC" names them before it.
      const at = s.search(EXCLUDES);
      const part = at < 3 || /^(?:excluded|excludes?|excluding|except|other than)/i.test(s.slice(at)) ? s.slice(at) : s;
      const tokens = new Set(tokenize(part));
      // The thing named must be in the excluded part, and not a word the whole rule is about (the title's).
      const title = new Set(tokenize(entry.title));
      if (words.some((w) => tokens.has(w) && !title.has(w)) && dayInRange(q, part))
        return { answer: leave ? 'yes' : 'no', entry, sentence: s };
    }
  }
  return null;
}

/**
 * A sentence of a fact that takes something out of its rule: "isn't needed for repairs … that don't modify an appliance",
 * "Not needed for non-structural renovations", "Plugging in equipment with a flexible cord is not electrical work",
 * "'pay when paid' clauses are void", "The right doesn't apply if the owner had independent legal advice".
 */
const EXCEPTION_SENTENCE =
  /\b(?:not for|excepted|no right|not needed|isn'?t needed|not required|isn'?t required|(?:does|do|may|might)(?:n'?t| not) (?:need|apply|require|count|cover)|is not|are not|isn'?t|aren'?t|void|exempt(?:ed)?|excluded)\b/i;
/** What comes after these words in an exception is the exception's own exception ("… unless they supervise"). */
const EXCEPTION_UNLESS = /\b(?:unless|except (?:if|where|when)|but)\b/i; // searched after the exception's words
/** A question already asking about the way out of a rule is answered by the rules that state it, not this one. */
const ASKS_EXCEPTION = /\b(?:exempt\w*|exclud\w*|void|unenforceable|(?:do|does)(?:n'?t| not) need|not (?:need|required))\b/i;
/** "No need for a CoC just for a tap washer?": a statement that it is not needed, put as a question, is a yes/no. */
const NO_NEED_ASKED = /\bno need\b[^?.!]*\?\s*$/i;
/** "…, bpb rego?", "… gas coc?": a kind of rule asked last, alone, is a yes/no. */
const RULE_ASKED_LAST = /\b(?:rego|licen[cs]e|registration|permit|cert|coc|certificate|insurance|contract|swms|needed|required)\s*\?\s*$/i;
/** The exceptions' own words for a circumstance a tradie names otherwise ("fixed a heater" is a repair). */
const CIRCUMSTANCE_WORDS: Record<string, string> = {
  fix: 'repair',
  fixed: 'repair',
  fixing: 'repair',
  fixes: 'repair',
  fixin: 'repair',
  // a contract signed again ("re-signed", "signed again", "the second time") had a previous one
  again: 'previous',
  re: 'previous',
  resigned: 'previous',
  second: 'previous',
  // their own lawyer looked at it: the legal advice a cooling-off right is lost to
  lawyer: 'legal advice',
  lawyers: 'legal advice',
  solicitor: 'legal advice',
  solicitors: 'legal advice',
};
/** Words every job or rule shares: they name no circumstance of the question. */
const COMMON_JOB_WORDS = new Set(
  'need needed require required licence license licensed licensing registration registered building build built job work contract contractor owner home house renovation reno kitchen bathroom new any all must can get do done doing work not one cover covered apply count include included'.split(
    ' ',
  ),
);

/**
 * The question states the very circumstance a fact's exception sentence takes out of the rule ("repaired a heater, didn't
 * modify anything — gas CoC?"; "40k kitchen reno, no new floor area, nothing structural — BPB rego?"): no. The question's
 * words that name the circumstance (not the rule's own title words, a trade or a common job word) must be in the part
 * of the sentence before any "unless": two of them, or one concept ("solicitor" → legal advice), or the question asks
 * "is X <what the sentence says X is not>".
 */
function exceptionVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  // A job in parts is the exempt-parts sum's question (one exempt part never makes the whole job exempt).
  if (!(isYesNoQuestion(q) || RULE_ASKED_LAST.test(q) || NO_NEED_ASKED.test(q)) || ASKS_EXCEPTION.test(q)) return null;
  // "Is there a penalty if I don't give one?": whether a penalty exists is asked, not an exception to the rule.
  if (PENALTY_EXISTS_ASKED.test(q)) return null;
  if (parsed.query.amounts.filter((a) => a.partWork !== undefined).length > 1) return null;
  const asked = parsed.terms
    .filter((t) => !TRADE_CONCEPTS.has(t) && !TRADE_PERSON_TERMS.has(t) && !COMMON_JOB_WORDS.has(t))
    .flatMap((t) => (CIRCUMSTANCE_WORDS[t] ?? t).split(' '));
  if (asked.length === 0) return null;
  // The best facts, then every fact of the place of the kind of rule asked (the one whose threshold would answer).
  const topics = askedTopics(parsed);
  const pool = [...facts.slice(0, 3)];
  if (parsed.state && topics.length > 0)
    for (const e of KB_ENTRIES)
      if (!e.superseded && topics.includes(e.topic) && e.states.includes(parsed.state) && !pool.includes(e)) pool.push(e);
  for (const entry of pool) {
    if (entry.topic === 'gap' || !entryFitsState(entry, parsed.state) || !fitsWork(entry, parsed)) continue;
    const title = new Set(tokenize(entry.title));
    for (const sentence of sentencesOf(textForState(entry, parsed.state))) {
      const m = EXCEPTION_SENTENCE.exec(sentence);
      // "It covers retaining walls that are not part of a habitable building": a negation inside a relative clause
      // describes what the rule covers; it takes nothing out.
      if (!m || /\b(?:that|which|who|whose|where)\s+(?:\w+\s+){0,2}$/i.test(sentence.slice(0, m.index))) continue;
      // "If a booked inspection isn't attended, send the CoC …": a negation inside an "if" states when the rule acts.
      if (/(?:^|[,;]\s*)(?:if|when|once|after)\b[^,;]*$/i.test(sentence.slice(0, m.index))) continue;
      const rest = sentence.slice(m.index);
      const unless = rest.search(EXCEPTION_UNLESS);
      // "… is still needed for LPG … (not for natural-gas work lodged by eNotice)": the exception is the clause after
      // "not for" alone, up to its bracket or the clause's end; the rest of the sentence is the rule.
      const notFor = /^not for$/i.test(m[0]);
      if (notFor && !/[(,;—–-]\s*$/.test(sentence.slice(0, m.index))) continue;
      // "(emergency work excepted)": the bracket or clause the word closes is the exception.
      const excepted = /^excepted$/i.test(m[0]);
      const opens = Math.max(sentence.lastIndexOf('(', m.index), sentence.lastIndexOf(',', m.index));
      if (excepted && opens < 0) continue;
      const part = notFor
        ? rest.split(/[);]/)[0]!
        : excepted
          ? sentence.slice(opens + 1, m.index)
          : sentence.slice(0, unless < 0 ? sentence.length : m.index + unless);
      const tokens = [...new Set(tokenize(part))];
      // Word forms count as the word ("not modifying it" against "that don't modify an appliance").
      const hits = asked.filter((t) => tokens.some((w) => w === t || (!t.startsWith('#') && sameWord(w, t))) && !title.has(t));
      const plain = hits.filter((t) => !t.startsWith('#'));
      // A concept of a kind of rule (#contract, #licence) names the rule, not a circumstance.
      const concept = hits.some((t) => t.startsWith('#') && !CONCEPT_TOPICS.some(([c]) => c === t));
      // "Is X electrical work?" against "X is not electrical work": what X is said not to be is what was asked.
      const notWhat = /^(?:is|are) not$|^isn'?t$|^aren'?t$/i.test(m[0])
        ? tokenize(sentence.slice(m.index + m[0].length)).filter((t) => !t.startsWith('#'))
        : [];
      const isNotAsked =
        notWhat.length > 0 &&
        /^\s*(?:is|are|does|do|would)\b/i.test(q) &&
        notWhat.every((t) => parsed.terms.includes(t)) &&
        plain.length >= 1;
      // "… unless they supervise", asked by one who supervises: the exemption is lifted, not stated.
      if (unless >= 0 && unlessAsked(sentence, q, asked)) continue;
      // "… a bathroom renovation that doesn't move fixtures", asked of one where the shower gets moved: the question
      // does what the exception's condition rules out, so the exception is not its case.
      if (conditionBroken(part, q)) continue;
      // A narrow exception (a bracket's "not for …", "… excepted") is named by one of its words.
      const narrow = (notFor || excepted) && plain.length >= 1;
      // Not needed here: "no" to "do I need it", "yes" to leave asked to go without it ("can I do it without rego?").
      const leaveWithout = (PERMISSION_Q.test(q) || LEAVE_ASKED.test(q)) && SKIP_ASKED.test(q);
      if (plain.length >= 2 || concept || isNotAsked || narrow) return { answer: leaveWithout ? 'yes' : 'no', entry, sentence };
    }
  }
  return null;
}

/**
 * An exception's own condition put as a negated relative clause ("that doesn't move fixtures", "which do not alter the
 * structure"), and the question states that act done ("the shower gets moved", "we're altering a wall"), not negated.
 */
function conditionBroken(part: string, q: string): boolean {
  const m = /\b(?:that|which|where|if it|if they)\s+(?:does|do|did|will|would)(?:n'?t| not)\s+([a-z]+)/i.exec(part);
  // "renovations that add no floor area": the act with "no" before its object; the question must name that object too.
  const noObject = m ? null : /\b(?:that|which|where)\s+([a-z]+?)(?:es|s)?\s+no\s+([a-z]+)/i.exec(part);
  const found = m ?? noObject;
  if (!found) return false;
  const stem = found[1]!.toLowerCase().replace(/e$/, '');
  if (stem.length < 3) return false;
  if (noObject && !new RegExp(`\\b${noObject[2]!.toLowerCase()}`, 'i').test(q)) return false;
  const said = [...q.matchAll(new RegExp(`\\b${stem}\\w*`, 'gi'))];
  // Negated anywhere in its clause before it: "no change", "didn't change", "no wiring or circuit changes".
  const negated = (x: RegExpMatchArray) =>
    /\b(?:not|no|never|without|nothing|don'?t|doesn'?t|dont|doesnt|didn'?t|didnt|won'?t|wont|isn'?t|aren'?t|wasn'?t|haven'?t|havent|hasn'?t)\b/i.test(
      q
        .slice(0, x.index)
        .split(/[,.;!?]|\b(?:but|and then|then)\b/i)
        .at(-1)!,
    );
  // ("adds no floor area": the "no" after the act)
  const negatedAfter = (x: RegExpMatchArray) => /^\w+\s+no\b/i.test(q.slice(x.index));
  // Said done and never said not done ("changed a light fitting, no change to wiring" says the condition holds).
  return said.length > 0 && !said.some((x) => negated(x) || negatedAfter(x));
}

/** Asked whether an old way still holds: "can I still …", "like before", "anymore", "same as last year". */
const STILL_ASKED =
  /\b(?:still|anymore|any more|like before|as before|like (?:we|i|u|you) used to|as usual|same as (?:before|last year))\b/i;
/** "Until 30 June 2026 super was paid quarterly": a sentence stating a rule that ended on a day. */
const UNTIL_DAY = /\b(?:until|up to|till)\s+(\d{1,2})\s+([a-z]+)\s+(\d{4})\b/i;
/** The asking words of a "still" question: they name no subject. */
const STILL_WORDS = /^(?:still|anymore|before|used|usual|same|last|year|keep|keeping)$/;

/**
 * "Am I right I can still pay super quarterly like before?": a fact's sentence says the old way ended — it held only
 * until a day now past ("Until 30 June 2026 super was paid quarterly") or "no longer" applies ("Quarterly due dates no
 * longer apply …") — and names what the question names beyond the subject of the leading fact's title ("quarterly").
 * The answer is no — it ended.
 */
function endedVerdict(parsed: ParsedQuestion, facts: KbEntry[], q: string): { answer: 'no'; entry: KbEntry; sentence: string } | null {
  if (!STILL_ASKED.test(q) || facts.length === 0) return null;
  const endedOn = (text: string) => {
    const m = UNTIL_DAY.exec(text);
    const month = m ? monthNumber(m[2]!) : undefined;
    return m && month !== undefined ? `${m[3]}-${String(month).padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : undefined;
  };
  // The subject is the rule in force: the first fact whose title is not itself dated to a day now past.
  const current = facts.find((e) => {
    const until = endedOn(e.title);
    return until === undefined || parsed.query.date <= until;
  });
  // The best fact's own first sentence is a rule that ended ("work on contracts … was exempt until 31 Dec 2024"): asked
  // whether it still holds, no.
  const top = facts[0]!;
  const opening = entryFitsState(top, parsed.state) ? sentencesOf(textForState(top, parsed.state))[0] : undefined;
  const openingEnd = opening ? endedOn(opening) : undefined;
  if (opening && openingEnd !== undefined && parsed.query.date > openingEnd) return { answer: 'no', entry: top, sentence: opening };
  const subject = new Set(tokenize(current?.title ?? ''));
  const asked = parsed.terms.filter(
    (t) => !t.startsWith('#') && t.length >= 4 && !COMMON_JOB_WORDS.has(t) && !STILL_WORDS.test(t) && !subject.has(t),
  );
  if (asked.length === 0) return null;
  for (const entry of facts.slice(0, 4)) {
    if (!entryFitsState(entry, parsed.state)) continue;
    for (const sentence of sentencesOf(textForState(entry, parsed.state))) {
      const until = endedOn(sentence);
      const ended = (until !== undefined && parsed.query.date > until) || /\bno longer\b/i.test(sentence);
      if (!ended) continue;
      // Word forms count as the word ("every quarter" against "paid quarterly").
      const words = tokenize(sentence);
      if (asked.some((t) => words.some((w) => sameWord(w, t)))) return { answer: 'no', entry, sentence };
    }
  }
  return null;
}

/** "Can I do it on my NSW gas licence?": working on another state's licence, which mutual recognition decides. */
const INTERSTATE_LICENCE =
  /\b(?:on|with|under|using) (?:my|an?|the|his|her|their) (?:nsw|vic|victorian|qld|queensland|wa|sa|tas|tassie|act|nt|interstate|other state|[a-z]+ state)(?:'s)? (?:[a-z]+ )?(?:licen[cs]e|ticket|rego|registration)\b|\b(?:my|his|her|their|our) (?:nsw|vic|victorian|qld|queensland|wa|sa|tas|tassie|act|nt|interstate|other state)(?:'s)? (?:[a-z]+ )?(?:licen[cs]e|ticket|rego|registration)\b[^?.!]{0,25}?\b(?:covers?|valid|good|works? (?:in|over|across|there|interstate)|counts?|okay|ok|appl(?:y|ies)|recogni[sz]ed|carr(?:y|ies)|transfers?)\b/i;

/**
 * The place's own sentence on mutual recognition for the work asked: "not in Automatic Mutual Recognition for gas" is
 * a no; a sentence that says the place recognises it, a yes. Null when the place's facts say nothing on it for that
 * work — then no any-value "licence needed" line answers it either (it would read as a yes to working on it).
 */
function interstateVerdict(parsed: ParsedQuestion): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  if (!parsed.state) return null;
  const work = questionWork(parsed).filter((w) => SPECIALIST_WORK.has(w));
  for (const entry of KB_ENTRIES) {
    if (entry.superseded || entry.topic === 'gap' || !entry.states.includes(parsed.state)) continue;
    for (const s of sentencesOf(entry.text)) {
      if (!/mutual recognition/i.test(s)) continue;
      const about = workIn(s).filter((w) => SPECIALIST_WORK.has(w));
      if (work.length > 0 && about.length > 0 && !about.some((w) => work.includes(w))) continue;
      return { answer: /\bnot (?:in|part of|covered)|\bexcluded\b|\bdoes(?:n't| not)\b/i.test(s) ? 'no' : 'yes', entry, sentence: s };
    }
  }
  return null;
}

/** "cat 1", "category 2A", "class B", "type A": the categories a text names, as "cat:1", "class:b". */
function designations(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b(cat(?:egory|egories)?|class|type)\s*([0-9]{1,2}[a-z]?|[a-z])\b(?![a-z])/gi)) {
    const kind = m[1]!.toLowerCase().startsWith('cat') ? 'cat' : m[1]!.toLowerCase();
    // "type a licence" is a category; "type of" and the article "a" after "class" in running text are not
    if (m[2]!.toLowerCase() === 'a' && kind !== 'type' && kind !== 'class') continue;
    out.add(`${kind}:${m[2]!.toLowerCase()}`);
  }
  return out;
}

/** The ISO date a sentence says its rule starts ("From 11 Sep 2024, …", "since 1 July 2026"), if any. */
function startDate(sentence: string): string | undefined {
  const m =
    /\b(?:from|since|starting|on and after)\s+(\d{1,2})\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{4})\b/i.exec(
      sentence,
    );
  if (!m) return undefined;
  return `${m[3]}-${String(monthNumber(m[2]!)).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

/** The words a fact uses for the people of a trade, for reading "only licensed plumbers may …" and lists of licensed trades. */
const TRADE_PLURALS: Partial<Record<Trade, string>> = {
  plumber: 'plumbers?',
  gasfitter: 'gas ?fitters?',
  electrician: 'electricians?',
  builder: 'builders?',
  carpenter: 'carpenters?',
  hvac: 'refrigeration mechanics?|air[- ]conditioning (?:mechanics?|technicians?)',
  painter: 'painters?',
  tiler: 'tilers?',
  plasterer: 'plasterers?',
  concreter: 'concreters?',
  landscaper: 'landscapers?',
};
const WORK_TRADE: Record<string, Trade> = { plumbing: 'plumber', gas: 'gasfitter', electrical: 'electrician', refrigeration: 'hvac' };

/**
 * "Do I need a licence" for a trade with no any-value row and no threshold: a sentence of a fact for the place that
 * names the trade among the licensed ones ("CBOS licenses builders, plumbers, gasfitters and electricians", "only
 * licensed plumbers may issue one") says yes; "carpenters … are not licensed" says no.
 */
function tradeLicensedVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  // "Can I do my own plumbing?" asks about a licence as surely as "do I need a licence".
  const without = asksWithoutLicence(q);
  if (parsed.query.attribute !== 'need' || !parsed.state || parsed.states.length > 1) return null;
  if (!parsed.concepts.includes('#licence') && !without) return null;
  const got = licensedTradeSentence(parsed, facts);
  // A sentence cut at a ";" inside brackets ("… (Gas Standards Act 1972") ends before the bracket.
  const found = got ? { ...got, sentence: got.sentence.replace(/\s*\([^)]*$/, '') } : null;
  // Asked by someone without the licence: a licensed trade's work is a no, an unlicensed one's a yes.
  return found && without ? { ...found, answer: found.answer === 'yes' ? 'no' : 'yes' } : found;
}

function licensedTradeSentence(
  parsed: ParsedQuestion,
  facts: KbEntry[],
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  if (!parsed.state) return null;
  const trade =
    parsed.trade && parsed.tradeSource === 'question'
      ? parsed.trade
      : questionWork(parsed)
          .map((w) => WORK_TRADE[w])
          .find(Boolean);
  const people = trade ? TRADE_PLURALS[trade] : undefined;
  if (!people) return null;
  const who = `(?:${people})`;
  const yes = [
    new RegExp(`\\bonly (?:a |an )?(?:licensed|registered) ${who}\\b`, 'i'),
    new RegExp(`\\blicen[cs](?:es|ed occupations?)\\b[^.;]{0,80}\\b${who}\\b`, 'i'),
    new RegExp(`\\b${who}\\b[^.;]{0,30}\\b(?:must|need to) (?:be|hold a) (?:licensed|registered|licen[cs]e)`, 'i'),
    // "Plumbers, gasfitters and electricians are covered by the … Act 1995 (SA): contractors are licensed"
    new RegExp(`\\b${who}\\b[^.;]{0,40}\\bare covered by\\b[^.;]{0,90}\\bare licensed\\b`, 'i'),
    // "Only a gas fitter with the right licence may do gasfitting"
    new RegExp(
      `\\bonly (?:a |an )?${who} (?:with|holding) (?:a |an |the )?(?:right |valid |appropriate |current )?(?:licen[cs]e|permit|registration)`,
      'i',
    ),
  ];
  const no = new RegExp(`\\b${who}\\b[^.;]{0,40}\\b(?:are|is) not licensed\\b`, 'i');
  const pool = [...facts];
  for (const e of KB_ENTRIES) if (!e.superseded && e.topic !== 'gap' && e.states.includes(parsed.state) && !pool.includes(e)) pool.push(e);
  for (const entry of pool) {
    if (!entry.states.includes(parsed.state) || entry.superseded || entry.topic === 'gap') continue;
    for (const sentence of sentencesOf(entry.text)) {
      if (no.test(sentence)) return { answer: 'no', entry, sentence };
      if (yes.some((re) => re.test(sentence)) && !SAYS_NO.test(sentence))
        // "Only licensed plumbers may issue one" needs its fact's title to say what "one" is.
        return {
          answer: 'yes',
          entry,
          sentence:
            sentence.length < 60 && /\b(?:one|it|this|these|them)\b/i.test(sentence)
              ? `${sentence.replace(/[.;]$/, '')} (${entry.title})`
              : sentence,
        };
    }
  }
  return null;
}

/** "Is …", "do I …", "can a …", "sparky in nsw, do i need …": a question answered with yes or no. */
const YES_NO =
  /(?:^|[,.;:!?–—-]\s*|\b(?:mate|so|and|but|just|quick one)\s+)(?:is|isn'?t|are|aren'?t|was|wasn'?t|were|r|do|does|doesn'?t|did|can|could|must|should|will|would|have|has|need|am|gotta|may|any)\b/i;
/**
 * A dictated or run-on question, unpunctuated, asked after its story ("… no changes to the appliance do i need a gas
 * coc"): the yes/no asking words midway — not after a question word ("how long do we have").
 */
const ASKED_MIDWAY =
  /(?<!\b(?:what|whats|what's|wat|how|which|where|who|when|wen|why)(?:\s+[\w']+){0,3}\s+)(?:\b(?:do|does|can|must|should|would|is|are|am)\s+(?:i|we|you|u|he|she|they|it|that|this)\s+(?:still\s+)?(?:need|have to|gotta|allowed|ok|okay|legally|require)\b|\b(?:can|could|may)\s+(?:i|we|you|u|he|she|they)\s+(?:still\s+|just\s+|legally\s+)?(?!be\b)[a-z]{2,}\b(?![^.?!]*\b(?:how|what|when|which)\b))/i;
/**
 * A statement put for confirmation in words the tags of `isTagQuestion` leave out: "…, that passes yeah?", "heard it's
 * 49%. still the case?", "… still true?". Its yes/no is whether the statement holds.
 */
const STATEMENT_PUT =
  /[,;:–—-]?\s*or (?:has|is|was) (?:that|it|this) (?:changed|old|out of date|outdated|gone up|gone down|different now|not right)\s*\?*\s*$|\b(?:yeah|yea|yep|yes|eh|aye)\s*\?+\s*$|[,.;:!–—-]\s*(?:that|it|this|thats|that's|its|it's)\s+(?:pass(?:es)?|compl(?:y|ies)|works?|ok|okay|fine|legal|enough|sweet)\b[^?]{0,12}\?+\s*$|(?:^|[,.;:!?–—-]\s*)(?:is (?:that|it|this) |(?:that|it|this)(?:'s|s| is) )?still (?:the case|true|right|correct|current|so|a thing)\s*\?*\s*$/i;
/** The message's last sentence when it ends with a question mark and asks no wh-question ("…. i reckon it's 7 days?"). */
function lastSentence(q: string): string {
  const s = askingSentence(q) ?? q;
  return /\?\s*$/.test(s) && !/\b(?:what|whats|what's|how|hows|when|which|who|where|why)\b/i.test(s) ? s : '';
}

export function isYesNoQuestion(q: string): boolean {
  // "In Queensland does …", "for a VIC job, is …": a place put first leaves the question a yes/no.
  const t = q
    .trim()
    .replace(
      /^(?:in|for|at|over in|up in|down in)\s+(?:an?\s+|the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?=(?:is|are|does|do|can|must|will|would)\b)/i,
      '',
    );
  // Dictated punctuation ("… 60 business days comma can they do that") is punctuation.
  const said = t.replace(/\s+(?:comma|full stop|period|question mark)\s+/gi, ', ');
  // "…, that right? bunbury job": a few words of context after the tag leave it a tag question.
  const tagged = /^(.*\?)\s*(?:[a-z0-9$,.'-]+\s*){1,4}$/i.exec(said)?.[1];
  return (
    ((YES_NO.test(said) ||
      isTagQuestion(said) ||
      (tagged !== undefined && isTagQuestion(tagged)) ||
      STATEMENT_PUT.test(said) ||
      BELIEF_CHECKED.test(said) ||
      ASKED_MIDWAY.test(said) ||
      (CLAIM_TOLD.test(said) && !said.includes('?')) ||
      // "i reckon the gas CoC is due within 7 days like plumbing?": the claim is the question
      CLAIM_TOLD.test(lastSentence(said)) ||
      // 'Builder emailed: "CCEWs within 14 days, in line with NSW requirements." is that actually the rule?': a message
      // quoted, then a yes/no about it
      (QUOTED_WORDS.test(said) && YES_NO.test(said.slice(said.search(/["”](?=[^"”]*$)/) + 1).trim()))) &&
      !/^\s*(?:what|whats|what's|wat|how|which|where|who|when|wen|why)\b/i.test(q)) ||
    isFigurePut(said)
  );
}

/**
 * A count as tradies write it: "7", "a", "one" … "twenty" ("a month", "two weeks") — "a" / "an" not as a rate after
 * a figure ("200 MJ an hour", "$95 an hour").
 */
const COUNT_WORD = String.raw`(\d+(?:\.\d+)?|(?<!\d[\w$%]*\s+(?:[a-z]+\s+)?)an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty)`;

/** "31 October", "28th of Aug": a day of a month. */
const DAY_OF_YEAR = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b(?!\s+\d{4})/i;
const MONTHS_SHORT = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
function dayOfYear(m: RegExpMatchArray): number {
  return (MONTHS_SHORT.indexOf(m[2]!.toLowerCase()) + 1) * 100 + Number(m[1]);
}

/** Figure kinds a question can quote to confirm ("is it still 10%?", "is cooling off 10 business days?", "a month?"). */
const CONFIRM_KINDS: Array<{
  asked: RegExp;
  inText: RegExp;
  /** A figure, asked or in a fact's text, as a number in the unit asked (default: its first group as a count). */
  value?: (m: RegExpMatchArray) => number;
  /** Read only in a belief put to be judged ("…, isn't it?", "mate reckons …"). */
  claimOnly?: true;
}> = [
  // (not a share of the work: "about 70% of the work is done in the factory. I heard I can take a 20% deposit")
  {
    asked: /(\d+(?:\.\d+)?)\s?(?:%|per ?cent)(?!\s*of\s+(?:the\s+|it\s+)?(?:work|job|build|house|home|project|it)\b)/i,
    inText: /(\d+(?:\.\d+)?)\s?%/g,
  },
  {
    asked: new RegExp(String.raw`\b${COUNT_WORD}\s*(?:clear\s+|calendar\s+)?(?:business\s+|working\s+)?days?\b`, 'i'),
    inText: /\b(\d+)\s*(?:clear\s+|calendar\s+|consecutive\s+)?(?:business\s+|working\s+)?days?\b/gi,
  },
  // ("24 h", "48 hrs")
  { asked: new RegExp(String.raw`\b${COUNT_WORD}\s*(?:hours?|hrs?|h)\b`, 'i'), inText: /\b(\d+)\s*hours?\b/gi },
  { asked: new RegExp(String.raw`\b${COUNT_WORD}\s*(?:months?|mths?)\b`, 'i'), inText: /\b(\d+)\s*months?\b/gi },
  { asked: new RegExp(String.raw`\b${COUNT_WORD}\s*(?:years?|yrs?)\b`, 'i'), inText: /\b(\d+)\s*years?\b/gi },
  { asked: /\b(\d+)\s*(?:°\s*c?|degrees?|deg)\b/i, inText: /\b(\d+)\s*°C/g },
  {
    asked: /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?)(?![²\w])/i,
    inText: /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?)(?![²\w])/gi,
  },
  // "900 mm is enough on the landing?" against "at least 1 m" (millimetres; a fact's metres read as millimetres)
  {
    asked: /(?<![\d.,])(\d{1,3}(?:,\d{3})*|\d+)\s*(?:mm|millimetres?)\b/i,
    inText: /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(mm|m)(?![²\w])/gi,
    value: (m) => Number(m[1]!.replace(/,/g, '')) * (m[2]?.toLowerCase() === 'm' ? 1000 : 1),
  },
  { asked: /(\d+(?:\.\d+)?)\s*kw\b/i, inText: /(\d+(?:\.\d+)?)\s*kW\b/gi },
  // "he can do 3 projects in 10 years": a count of projects against the fact's
  { asked: /\b(\d+)\s*(?:projects?|owner[- ]builder (?:jobs|builds|permits))\b/i, inText: /\b(\d+)\s*projects?\b/gi },
  // "TPAR's due 31 October, isn't it?" against "by 28 August": a day of the year (month × 100 + day)
  // (only a day put as the rule's: "due 31 October", "by the 28th of August" — never the day a job was done)
  {
    asked: new RegExp(String.raw`\b(?:due|by|deadline(?: is)?)\s+(?:on\s+)?(?:the\s+)?${DAY_OF_YEAR.source.replace(/^\\b/, '')}`, 'i'),
    inText: new RegExp(DAY_OF_YEAR.source, 'gi'),
    value: (m) => dayOfYear(m),
    claimOnly: true,
  },
];

const RESIDENTIAL_SAID = /\b(?:house|home|homes|residential|domestic|dwelling|unit|granny flat|reno|renovation|extension)\b/i;
const COMMERCIAL_SAID = /\b(?:commercial|shop|office|factory|warehouse|retail|industrial)\b/i;
/** The unit after a figure in a fact's sentence, if any. */
const FIGURE_UNIT = String.raw`(?:(?:business |working |calendar )?days?|hours?|weeks?|months?|years?|%|m|mm)?`;
/**
 * "Due within 10 days (commercial) or 20 days (residential)": a figure given for each setting, read for the one the
 * question names ("a house job": 20 days). The other setting's figure is left out of the sentence; none named, both stay.
 */
function forSetting(sentence: string, q: string): string {
  return forTier(forPremises(sentence, q), q);
}

/** Premises with their own hot-water temperature (and the figure put as one). */
const SPECIAL_PREMISES =
  /\b(?:child ?care|childcare|early childhood|kindy|kinder(?:garten)?|pre-?school|schools?|nursing homes?|aged care|hospitals?)\b/i;
const CELSIUS_SAID = /\b\d+\s*(?:°\s*c?|degrees?|deg)\b/i;

/**
 * "No more than 50°C … in ordinary settings (houses, hotels) and no more than 45°C in health, aged-care, childcare and
 * school settings": the clauses for the premises asked about (special or ordinary).
 */
function forPremisesNamed(sentence: string, special: boolean): string {
  const clauses = sentence.split(/;\s*|,?\s+and\s+(?=no |not |at |up to |less |more )/i);
  // (a clause of no premises confirms nothing for premises named: "The 50°C limit comes from AS/NZS 3500.4")
  return clauses.filter((c) => SPECIAL_PREMISES.test(c) === special).join('; ');
}

/** A subbie's claim (or paying one) is a subcontract; a head contract named alone is that one. */
const SUBCONTRACT_SAID = /\bsub(?:bie|bies|by|contract\w*|-contract\w*)\b/i;
const HEAD_CONTRACT_SAID = /\bhead contract(?!or)s?\b/i;
/**
 * "15 business days for a head contract, 20 business days for a subcontract": the figure for the contract the question
 * is about (a subbie's claim: 20), the other left out; neither named, both stay.
 */
function forTier(sentence: string, q: string): string {
  const sub = SUBCONTRACT_SAID.test(q);
  if (!sub && !HEAD_CONTRACT_SAID.test(q)) return sentence;
  const other = sub ? 'head contracts?' : 'subcontracts?';
  // (the figure after the kept one first, with its comma; then one before it)
  return sentence
    .replace(
      new RegExp(String.raw`,\s*(?:(?:and|or)\s+)?\d[\d,.]*\s*${FIGURE_UNIT}\s*(?:\([^)]*\)\s*)?for (?:a |the )?${other}\b`, 'gi'),
      '',
    )
    .replace(
      new RegExp(String.raw`\d[\d,.]*\s*${FIGURE_UNIT}\s*(?:\([^)]*\)\s*)?for (?:a |the )?${other},?\s*(?:(?:and|or)\s+)?`, 'gi'),
      '',
    );
}

function forPremises(sentence: string, q: string): string {
  const residential = RESIDENTIAL_SAID.test(q);
  const commercial = COMMERCIAL_SAID.test(q);
  if (residential === commercial) return sentence;
  const other = residential ? 'commercial|non-residential' : 'residential|domestic';
  return sentence
    .replace(new RegExp(String.raw`\$?\d[\d,.]*\s*${FIGURE_UNIT}\s*\((?:${other})\)\s*(?:or|and)\s+`, 'gi'), '')
    .replace(new RegExp(String.raw`\s*(?:or|and)\s+\$?\d[\d,.]*\s*${FIGURE_UNIT}\s*\((?:${other})\)`, 'gi'), '');
}

/**
 * "Is the max deposit in NSW still 10%?", "is cooling off in QLD 10 business days?": the question quotes a figure to
 * confirm. The best facts for the place hold a figure of that kind: the same value → yes, another value → no (and the
 * sentence with the right one follows on the same line).
 */
function confirmVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  // "Does the 10% cap apply between us?": the figure names the rule; whether it applies is what was asked.
  if (!isYesNoQuestion(q) || INCLUSION_Q.test(q) || /\bappl(?:y|ies)\b/i.test(q)) return null;
  const date = parsed.query.date;
  // A fact not in force on the question's date (SA's 2 m from 1 July 2026, asked about January) confirms nothing.
  const fits = (e: KbEntry) =>
    entryFitsState(e, parsed.state) &&
    (parsed.state || e.states.includes('ALL')) &&
    fitsWork(e, parsed) &&
    (!e.effectiveFrom || e.effectiveFrom <= date) &&
    (!e.effectiveTo || date <= e.effectiveTo);
  // "builder says he gets 30 business days … isn't it 20?": the figure put last is the one to confirm, in the unit of the
  // figure before it.
  const corrected = CORRECTION_PUT.exec(q);
  const quoted = withoutElapsed(q);
  // A figure for special premises (a TMV at 45°C in childcare, schools and aged care) is no figure for a home's
  // bathroom; premises named in the question are answered only by a fact for them.
  const special = SPECIAL_PREMISES.test(q);
  const premisesFit = (e: KbEntry) => SPECIAL_PREMISES.test(`${e.title} ${e.text}`) === special || !CELSIUS_SAID.test(q);
  const pool = facts.slice(0, 3).filter((e) => fits(e) && premisesFit(e));
  // The asked figure against the facts: its sentence (yes), or the first sentence with another figure of its kind (no).
  // (a wrong figure is corrected from the fact that names what the figure is for — the CCEW's 7 days, not the
  // subcontract's payment schedule — by the question's words in its title and keywords)
  const namedBy = new Map(
    pool.map((e) => {
      const own = new Set(tokenize([e.title, ...e.keywords].join('\n')));
      return [e, parsed.terms.filter((x) => own.has(x)).length];
    }),
  );
  const named = (e: KbEntry) => namedBy.get(e) ?? 0;
  const judge = (kind: (typeof CONFIRM_KINDS)[number], asked: number) => {
    let other: { entry: KbEntry; sentence: string } | null = null;
    for (const entry of [...pool].sort((a, b) => named(b) - named(a))) {
      for (const sentence of sentencesOf(textForState(entry, parsed.state)).map((x) => forSetting(x, q))) {
        if (otherPaymentLimit(q, sentence)) continue;
        const values = [...forPremisesNamed(sentence, special).matchAll(kind.inText)].map((x) =>
          kind.value ? kind.value(x) : Number(x[1]),
        );
        if (
          values.includes(asked) &&
          !otherClauseAsked(forSetting(textForState(entry, parsed.state), q), kind.inText, asked, q, kind.value)
        )
          // ("set the hot water storage to 50 degrees?": the tempering valve's 50°C is no yes when the fact named by the
          // question's words — stored hot water — holds 60°C)
          return other && named(other.entry) > named(entry)
            ? { answer: 'no' as const, ...other }
            : { answer: 'yes' as const, entry, sentence };
        if (values.length > 0 && !other) other = { entry, sentence };
      }
    }
    return other ? { answer: 'no' as const, ...other } : null;
  };
  for (const kind of CONFIRM_KINDS) {
    const m = kind.asked.exec(quoted);
    if (!m || (kind.claimOnly && !isTagQuestion(q) && !CLAIM_TOLD.test(q))) continue;
    const asked = corrected ? Number(corrected[1] ?? corrected[2]) : kind.value ? kind.value(m) : countOf(m[1]!);
    if (!asked) continue;
    const found = judge(kind, asked);
    // "NOC within 3 days and the ESC within 14 days — correct?", "3 projects in 10 years and $5 million cover, right on
    // both?": every figure a belief puts is judged; one wrong makes the whole wrong.
    if (found?.answer === 'yes' && !corrected && (BELIEF_PUT.test(q) || BELIEF_CHECKED.test(q))) {
      for (const k of CONFIRM_KINDS) {
        if (k.claimOnly) continue;
        for (const x of quoted.matchAll(new RegExp(k.asked.source, 'gi'))) {
          if (k === kind && x.index === m.index) continue;
          const n = k.value ? k.value(x) : countOf(x[1]!);
          const wrong = n ? judge(k, n) : null;
          if (wrong?.answer === 'no') return wrong;
        }
      }
    }
    return found;
  }
  return null;
}

/** A belief put to be judged, whole: "correct?", "is that right", "right on both?", "have I got that right". */
const BELIEF_PUT =
  /\b(?:correct|right|true)\s*(?:on (?:both|all (?:of )?(?:them|that|those|three)))?\s*\?|\b(?:is|are) (?:that|this|he|she|they) (?:right|correct)\b/i;

/** A bare number put back against a figure said before it: "isn't it 20?", "shouldn't it be 10", "I thought it was 15". */
const CORRECTION_PUT =
  /\b(?:isn'?t|isnt|is it not|ain'?t|shouldn'?t|shouldnt)\s+(?:it|that|the (?:limit|rule|max(?:imum)?))\s+(?:be\s+|only\s+|just\s+)?(\d{1,3}(?:\.\d+)?)\s*[?.!]*\s*(?:mate|eh|yeah)?\s*[?.!]*\s*$|\bi thought (?:it was|it's|its|it is)\s+(\d{1,3}(?:\.\d+)?)\s*[?.!]*\s*$/i;

/** Words too common to tell one clause of a fact from another. */
const CLAUSE_FILLER = new Set(
  'that this with within from they them their there have about after before what when days business working calendar within must need needs right correct true reckons says said mate'.split(
    ' ',
  ),
);

/**
 * "Notice of Completion is due within 3 days …. Notices … can be amended within 7 days": the asked figure (7) is in the
 * fact, but in a clause about something else than what the question names ("lodge the notice of completion"). True
 * when another clause with a figure of the kind shares more of the question's words than the asked figure's clause.
 */
function otherClauseAsked(
  sentence: string,
  inText: RegExp,
  asked: number,
  q: string,
  value: (m: RegExpMatchArray) => number = (m) => Number(m[1]),
): boolean {
  const words = new Set((q.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !CLAUSE_FILLER.has(w)).map((w) => w.slice(0, 5)));
  const clauses = sentence
    .split(/[,;—–()]|\.\s|\band\b|\bthen\b/)
    .map((c) => ({ c, values: [...c.matchAll(new RegExp(inText.source, inText.flags))].map(value) }))
    // (a payment schedule's time is no rival to the time to pay asked, nor the reverse)
    .filter((x) => x.values.length > 0 && !otherPaymentLimit(q, x.c));
  if (clauses.length < 2) return false;
  const score = (i: number) => {
    const own = (text: string) => (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => words.has(w.slice(0, 5))).length;
    return own(clauses[i]!.c);
  };
  const mine = clauses.findIndex((x) => x.values.includes(asked));
  if (mine < 0) return false;
  const best = Math.max(...clauses.map((_, i) => (i === mine ? -1 : score(i))));
  return best > score(mine);
}

/**
 * "Is the QLD licence threshold $3,300?", "is the VIC rego limit still 5k?": the question quotes a dollar threshold to
 * confirm, not a job's value. Yes when a threshold of the asked kind for the place is that amount; else no, with the
 * threshold it is.
 */
/** The concepts that name a paper a threshold is for (a licence, an owner-builder permit, home warranty, a contract). */
const PAPER_CONCEPTS = new Set(['#licence', '#ownerbuilder', '#homewarranty', '#contract', '#certificate']);

/** "Is 10 mil enough", "will 20m cover it": more than the minimum is asked to be enough, not to be the rule. */
const ENOUGH_ASKED = /\b(?:enough|sufficient|suffice|cover (?:it|me|us)|do the job|ok|okay|fine)\b/i;

/**
 * A sum of public liability cover said in the question ("only needs 1 mil public liability, right?") against the
 * minimum cover of the place's best facts: the same sum, or more asked as "enough", is yes; less is no.
 */
function coverVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  const said = parsed.query.coverCents;
  if (said === undefined || !parsed.state || !(isYesNoQuestion(q) || CLAIM_CHECKED.test(q))) return null;
  for (const entry of facts.slice(0, 3)) {
    if (!entryFitsState(entry, parsed.state) || !fitsTrade(entry, parsed)) continue;
    const fig = (entry.figures ?? []).find((f) => f.amountCents !== undefined && /\bliability\b/i.test(f.label));
    if (!fig) continue;
    const sentence = sentencesOf(textForState(entry, parsed.state)).find((x) => /\bliability\b/i.test(x));
    if (!sentence) continue;
    const enough = said === fig.amountCents! || (said > fig.amountCents! && ENOUGH_ASKED.test(q));
    return { answer: enough ? 'yes' : 'no', entry, sentence };
  }
  return null;
}

/** An amount said as where a rule stops applying: "under 5k doesn't need", "without one cos it's under 5k". */
const CLAIMED_FLOOR =
  /\b(?:under|below|less than)\s+(?:\$\s?)?\d[\d,.]*\s*(?:k|grand|bucks|dollars)?\b[^.?!]{0,30}\b(?:do(?:es)?n'?t|do(?:es)? not|no|not)\s+(?:need|require|needed|required|have to)\b|\b(?:(?:cos|coz|cause|because|since|as)\s+)?(?<!\b(?:if|when|unless|once|till|until|as long as)\s+)(?:it'?s|its|it is|the job'?s|the job is|jobs?)\s+(?:only\s+|just\s+)?(?:under|below|less than)\s+(?:the\s+)?(?:\$\s?)?\d/i;

/**
 * A threshold claimed ("only needed over 5k", "the threshold is 3300", "under 12k doesn't need one") for work that a
 * rule of the place covers at any value: that rule, to say the claim is wrong.
 */
function anyValueClaimed(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { entry: KbEntry; sentence: string; amount: Cents; floorless?: true } | null {
  const floor = CLAIMED_FLOOR.exec(q);
  const claimed = floor ? null : (QUOTES_AMOUNT_FIGURE.exec(q) ?? THRESHOLD_NAMED.exec(q));
  // (the amount claimed: the one in the words that claim it — "a 2k gas job … cos it's under 5k" claims 5k)
  const said = floor ?? claimed;
  if (!parsed.state || !said || !(isYesNoQuestion(q) || PERMISSION_Q.test(q) || /\?\s*$/.test(q))) return null;
  // "Cert needed even tho it's under 750?", "do I still need my licence, it's under 200 bucks": whether it is needed is
  // asked, the amount only conceded — the any-value line answers yes. A claim put to be judged is another question.
  if (NEED_ASKED_PLAIN.test(q) && !CLAIM_RIGHT_ASKED.test(q) && !CLAIM_TOLD.test(q)) return null;
  const amounts = parsed.query.amounts;
  // (more than one amount: the one whose text starts inside the claiming words, which end on its first digit)
  const claimEnd = said.index + said[0].length;
  const amount =
    amounts.length === 1
      ? amounts[0]!.cents
      : amounts.find((a) => {
          const at = q.indexOf(a.text, said.index);
          return at >= said.index && at < claimEnd;
        })?.cents;
  if (amount === undefined || (amounts.length > 1 && !floor)) return null;
  const line = pickAnyValueLines(parsed, facts)[0];
  if (line) return { entry: line.entry, sentence: `${line.fig.label} whatever the job is worth`, amount };
  // A trade the place's facts list as licensed, named by the work (not by who told the claim: "builder says gas work…").
  for (const trade of questionWork(parsed).map((w) => WORK_TRADE[w])) {
    if (!trade || trade === 'builder') continue;
    const found = licensedTradeSentence({ ...parsed, trade, tradeSource: 'question' }, facts);
    if (found?.answer === 'yes') return { entry: found.entry, sentence: found.sentence.replace(/[.;]$/, ''), amount };
  }
  // A licence the place's best facts say has no dollar floor ("the ACT licence threshold is 5k like NSW?": "class-based,
  // no dollar floor").
  if (!parsed.concepts.includes('#licence')) return null;
  for (const entry of facts.slice(0, 3)) {
    if (!entry.states.includes(parsed.state) || entry.superseded || entry.topic === 'gap') continue;
    const sentence = sentencesOf(textForState(entry, parsed.state)).find(
      (x) => /\blicen[cs]ed?\b/i.test(x) && /\bno dollar (?:floor|threshold|limit)\b/i.test(x),
    );
    if (sentence) return { entry, sentence: sentence.replace(/[.;]$/, ''), amount, floorless: true };
  }
  return null;
}
/** Whether something is needed, asked outright: "do I (still) need", "cert needed …?", "is a licence required". */
const NEED_ASKED_PLAIN =
  /\b(?:do|does|will|would) (?:i|we|you|u|they|he|she|it) (?:still |even |really )?(?:need|have to|require)\b|\b(?:needed|required)\b[^.?!]{0,50}\?\s*$|\b(?:is|are) (?:a |an |the |my )?[\w ]{0,30}?\b(?:needed|required)\b|\bstill need\b/i;
/** "The QLD licence threshold for plumbing 3300": a threshold named with its amount a few words on. */
const THRESHOLD_NAMED = /\b(?:threshold|limit|trigger|cut-?off)\b[^.?!\d$]{0,40}(?:\$\s?)?\d/i;

function confirmAmountVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  const asked = parsed.query.amounts;
  // ("saw on facebook the QBCC threshold went up to 5k": a threshold named with its amount a few words on)
  if (asked.length !== 1 || !isYesNoQuestion(q) || !(QUOTES_AMOUNT_FIGURE.test(q) || THRESHOLD_NAMED.test(q))) return null;
  const topics = askedTopics(parsed);
  const fits = (e: KbEntry) =>
    entryFitsState(e, parsed.state) && (parsed.state || e.states.includes('ALL')) && topicFits(e, topics) && fitsWork(e, parsed);
  // The place's facts of that kind beyond the first three count too, whether or not they ranked.
  const pool = [...facts.slice(0, 3), ...thresholdPool(parsed, facts.slice(0, 3))].filter(fits);
  // The paper the question names ("a licence … till the job is over 10k"): only figures for that paper, when any is
  // (never an owner-builder permit's $10,000 for a licence).
  const papers = parsed.concepts.filter((c) => PAPER_CONCEPTS.has(c));
  const named = (f: ThresholdFigure) => {
    const own = conceptsIn(normalise(f.label)).filter((c) => PAPER_CONCEPTS.has(c));
    return papers.every((c) => own.includes(c)) && own.every((c) => papers.includes(c));
  };
  const anyNamed = papers.length > 0 && pool.some((e) => thresholdFigures(e).some(named));
  let other: { entry: KbEntry; fig: ThresholdFigure } | null = null;
  for (const entry of pool) {
    for (const fig of thresholdFigures(entry).filter((f) => !f.minor && figureInForce(f, parsed.query.date) && (!anyNamed || named(f)))) {
      if (fig.amountCents === asked[0]!.cents) return { answer: 'yes', entry, sentence: withThreshold(fig) };
      other ??= { entry, fig };
    }
  }
  return other ? { answer: 'no', entry: other.entry, sentence: withThreshold(other.fig) } : null;
}

/**
 * "Does the tapware the customer bought count towards the $750?": the amount named after the counting words is the
 * threshold asked about, not the job's price. The sentence of the place's facts that gives that threshold (or defines
 * the value it is measured on) says what the value takes in: goods, labour, and whether it matters who supplied them.
 */
/** "Pay in 40 business days": a day count the question states, in its unit. */
const STATED_DAYS = /\b(\d{1,3})\s*(business |working |calendar )?days?\b/gi;
/** A fact's limit on a term: "any term longer than 30 business days", "within 30 business days", "at most 30 days". */
const DAY_LIMIT =
  /\b(?:longer than|more than|within|at most|no more than|up to|not exceeding|maximum of|max(?:imum)?)\s+(\d{1,3})\s*(business |working |calendar )?days?\b/i;
/** "Maximum time to pay (unless the contract says earlier): 20 business days for a subcontract": the limit after its name. */
const NAMED_DAY_LIMIT = /\bmaximum time to pay\b[^:.;]{0,60}:\s*(\d{1,3})\s*(business |working |calendar )?days?\b/i;
const PAY_WORD = /\bpa(?:y|id|ying|yment)s?\b/i;
const SCHEDULE_WORD = /\bschedules?\b/i;
/** A payment schedule's time and the time to pay are two limits: true when `text` holds the other one than asked. */
function otherPaymentLimit(q: string, text: string): boolean {
  return PAY_WORD.test(q) && SCHEDULE_WORD.test(q) !== SCHEDULE_WORD.test(text);
}
const RULE_TIME_STATED =
  /\b(?:i|we|he|she|they|u|you|builder|client|customer|contractor|head contractor|owner|homeowner|principal)(?:'s| has| have| gets?| got| has got| have got|'ve got)\s+(?:only\s+|just\s+)?(?:got\s+)?\d{1,3}\s*(?:business |working |calendar )?days?\s+(?:to|for)\b/i;
const CONTRACT_TERM = /\b(?:contract|terms?|clause|invoice terms|payment terms)\b/i;

/**
 * "Head contract says they pay in 40 business days — they can do that yeah?": a payment term the question states,
 * asked whether it is allowed, against the place's limit on it ("any term longer than 30 business days is read as
 * 30"). Longer than the limit → no; within it → yes. Only a limit in the same unit (business or calendar days).
 */
/** A term stated in weeks or months ("a month after payday", "6 weeks", "a fortnight"), in calendar days. */
const STATED_LONGER = /\b(\d{1,2}|a|an|one|two|three|four|five|six|eight)\s*(weeks?|wks?|fortnights?|months?|mths?)\b/gi;
const TERM_NUMBER: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8 };

/**
 * The one term the question states: its count, whether in business days (weeks and months as calendar days), and its
 * words as said.
 */
function statedTerm(q: string): { n: number; business: boolean; said: string } | null {
  // "already 2 weeks late", "3 weeks ago": how late or how long ago is no term; the same term said twice is one.
  const term = (m: RegExpMatchArray) => !/^\s*(?:late|overdue|behind|ago|back)\b/i.test(q.slice(m.index! + m[0].length));
  const days = [...q.matchAll(STATED_DAYS)]
    .filter(term)
    .filter((m, i, all) => !all.some((o, j) => j !== i && o[1] === m[1] && (!!o[2] > !!m[2] || (!!o[2] === !!m[2] && j < i))));
  const longer = [...q.matchAll(STATED_LONGER)].filter(term);
  if (days.length + longer.length !== 1) return null;
  if (days[0]) return { n: Number(days[0][1]), business: /business|working/i.test(days[0][2] ?? ''), said: days[0][0] };
  const [said, count, unit] = longer[0]!;
  const k = /^\d+$/.test(count!) ? Number(count) : (TERM_NUMBER[count!.toLowerCase()] ?? 1);
  const per = /^f/i.test(unit!) ? 14 : /^w/i.test(unit!) ? 7 : 30;
  return { n: k * per, business: false, said };
}

/**
 * Business days against calendar days, only where the answer cannot turn on weekends and holidays: n business days
 * span at least n calendar days and at most n / 5 weeks plus a few holidays.
 */
function termLonger(stated: { n: number; business: boolean }, limit: { m: number; business: boolean }): boolean | null {
  if (stated.business === limit.business) return stated.n > limit.m;
  const span = (b: number) => ({ least: b, most: Math.ceil(b / 5) * 7 + 4 });
  if (limit.business) {
    const l = span(limit.m);
    return stated.n > l.most ? true : stated.n <= l.least ? false : null;
  }
  const st = span(stated.n);
  return st.least > limit.m ? true : st.most <= limit.m ? false : null;
}

/**
 * "Head contract says they pay in 40 business days — they can do that yeah?": a payment term the question states,
 * asked whether it is allowed, against the place's limit on it ("any term longer than 30 business days is read as
 * 30"). Longer than the limit → no; within it → yes. A term in other units ("a month after payday" against 7 business
 * days) is compared only where weekends and holidays cannot change the answer.
 */
function dayTermVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  if (!PERMISSION_Q.test(q) && !OK_STATEMENT.test(q) && !isTagQuestion(q)) return null;
  if (!PAY_WORD.test(q)) return null;
  // "I got 10 business days to get the schedule back, yeah?", "mate reckons the client's only got 10 days": the time
  // someone has under the rule, stated to be confirmed — not a term of a contract measured against the rule's limit.
  if (RULE_TIME_STATED.test(q) && !CONTRACT_TERM.test(q)) return null;
  const stated = statedTerm(q);
  if (!stated) return null;
  const { said } = stated;
  for (const entry of facts.slice(0, 3)) {
    if (entry.topic === 'gap' || !entryFitsState(entry, parsed.state) || (!parsed.state && !entry.states.includes('ALL'))) continue;
    for (const sentence of sentencesOf(textForState(entry, parsed.state)).map((x) => forSetting(x, q))) {
      const limit = DAY_LIMIT.exec(sentence) ?? NAMED_DAY_LIMIT.exec(sentence);
      if (!limit || (!PAY_WORD.test(sentence.slice(0, limit.index + limit[0].length)) && !/\bterm\b/i.test(sentence))) continue;
      if (otherPaymentLimit(q, sentence.slice(0, limit.index + limit[0].length))) continue;
      const m = Number(limit[1]);
      const business = /business|working/i.test(limit[2] ?? '');
      const longer = termLonger(stated, { m, business });
      if (longer === null) continue;
      const unit = `${business ? 'business ' : ''}days`;
      return {
        answer: longer ? 'no' : 'yes',
        entry,
        sentence: `${said} is ${longer ? 'longer than' : 'within'} the ${m} ${unit} allowed — ${sentence.charAt(0).toLowerCase()}${sentence.slice(1).replace(/[.;]$/, '')}`,
      };
    }
  }
  return null;
}

/** A time to do something, said by someone or had under the rule: "says we get 30 days to", "we've got a month to lodge". */
const TIME_CLAIMED =
  /\b(?:says?|said|reckons?|reckoned|told (?:me|us|him|her)|thinks?|thought|claims?)\b[^.?!]{0,60}?\b(?:\d{1,3}|an?|one|two|three|four|five|six|eight)\s*(?:business |working |calendar |clear )?(?:days?|weeks?|wks?|fortnights?|months?|mths?)\b|\b(?:we|i|you|u|they|he|she)(?:'?ve| have| has|'s)? got (?:an?|\d{1,3}) (?:business |working |clear )?(?:days?|weeks?|months?|fortnights?) (?:to|for)\b/i;
/** Put to be judged: "that right?", "is he right", "is that the rule up here?". */
const TIME_JUDGED = /\bis (?:that|this|it) (?:the (?:rule|law|go|case|deal)|how it works)\b/i;

/**
 * "The office girl says we've got a month to lodge the Form 4. That right?", "mate says we get 30 days to hand over the
 * certificate — is that the rule up here?": a time someone claims for a deadline, against the place's deadline in the
 * best fact. Right only when it is that deadline (the same count in the same unit); longer, or any count against "as
 * soon as possible", is wrong. Payment terms are day-term's.
 */
function claimedDeadlineVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  if (
    !(CLAIM_RIGHT_ASKED.test(q) || STATEMENT_TAG.test(q) || TIME_JUDGED.test(q) || isTagQuestion(q)) ||
    !TIME_CLAIMED.test(q) ||
    PAY_WORD.test(q)
  )
    return null;
  const stated = statedTerm(q);
  if (!stated) return null;
  const { said } = stated;
  for (const entry of facts.slice(0, 2)) {
    if (entry.topic === 'gap' || !entryFitsState(entry, parsed.state) || (!parsed.state && !entry.states.includes('ALL'))) continue;
    for (const sentence of sentencesOf(textForState(entry, parsed.state)).map((x) => forSetting(x, q))) {
      const limit = /\bwithin\s+(\d{1,3})\s*(business |working |calendar |clear )?days?\b/i.exec(sentence);
      const lower = `${sentence.charAt(0).toLowerCase()}${sentence.slice(1).replace(/[.;]$/, '')}`;
      if (limit) {
        const m = Number(limit[1]);
        const business = /business|working|clear/i.test(limit[2] ?? '');
        const same = stated.business === business && stated.n === m;
        const longer = same ? false : termLonger(stated, { m, business });
        if (!same && longer === null) continue;
        const unit = `${business ? 'business ' : ''}days`;
        return {
          answer: same ? 'yes' : 'no',
          entry,
          sentence: same ? lower : `it is ${m} ${unit}, not ${said} — ${lower}`,
        };
      }
      if (/\bas soon as (?:possible|practicable)\b/i.test(sentence))
        return { answer: 'no', entry, sentence: `it is as soon as possible, not ${said} — ${lower}` };
    }
  }
  return null;
}

/** "Work on contracts entered into on or before 31 Dec 2023 was exempt until 31 Dec 2024": a ban's transition. */
const TRANSITION =
  /\bcontracts entered into on or before (\d{1,2} [a-z]{3}[a-z]* \d{4}) (?:was|were|are|is) exempt until (\d{1,2} [a-z]{3}[a-z]* \d{4})/i;
/** "Victoria and Queensland had no transitional period": places a fact says had none. */
const NO_TRANSITION = /\b((?:[A-Z][a-z]+|[A-Z]{2,3})(?:,? (?:and )?(?:[A-Z][a-z]+|[A-Z]{2,3}))*) had no transitional period\b/;
/** A month and year said ("in November 2023", "Oct 2024"), or a year alone ("back in 2023"), with where it was said. */
const SAID_DATE =
  /\b(?:(\d{1,2})(?:st|nd|rd|th)?\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(20\d{2})\b|\b(?:in|back in|during|since)\s+(20\d{2})\b|\b(summer|autumn|winter|spring)\s+(?:of\s+|in\s+)?(20\d{2})\b|\b(?:christmas|xmas|chrissy|chrissie)\s+(?:of\s+)?(20\d{2})\b/gi;
/** The middle month of an Australian season (summer December–February, taken in the year named). */
const SEASON_MONTH: Readonly<Record<string, string>> = { summer: 'jan', autumn: 'apr', winter: 'jul', spring: 'oct' };
const SIGNED_BEFORE = /\b(?:signed|sign|contract|contracted|entered|agreed|locked in|deal)\b[^.?!;]{0,60}$/i;
/** A day, month and year as said ("31 Dec 2024"; no day: the month's 15th) in ISO form. */
function isoOf(day: string | undefined, month: string, year: string): string {
  return `${year}-${String(monthNumber(month)!).padStart(2, '0')}-${String(day ? Number(day) : 15).padStart(2, '0')}`;
}

/**
 * "The contract was signed in November 2023 and we installed the benchtop in October 2024 — were we allowed?": a ban's
 * transition for contracts entered into on or before a day, exempt until a later day (the fact's own words and dates).
 * Signed by then and done by the end → yes; done after it, or in a place the facts say had no transition → no. Only
 * leave asked (allowed / legal / ok / can), never a claim of illegality to be judged.
 */
function transitionVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  if (!(PERMISSION_Q.test(q) || OK_STATEMENT.test(q) || /\b(?:allowed|legal|legit|ok|okay)\b/i.test(q)) || /\billegal\b[^.?!]*\?/i.test(q))
    return null;
  const entry = facts.slice(0, 3).find((e) => TRANSITION.test(e.text));
  if (!entry) return null;
  const [, cutText, untilText] = TRANSITION.exec(entry.text)!;
  const cut = /^(\d{1,2}) ([a-z]{3})[a-z]* (\d{4})$/i.exec(cutText!)!;
  const until = /^(\d{1,2}) ([a-z]{3})[a-z]* (\d{4})$/i.exec(untilText!)!;
  const cutoff = isoOf(cut[1], cut[2], cut[3]!);
  const end = isoOf(until[1], until[2], until[3]!);
  let signed: string | undefined;
  let done: string | undefined;
  for (const m of q.matchAll(SAID_DATE)) {
    // (a year alone is taken as its middle: "signed back in 2023" is before a 31 Dec 2023 cut-off)
    // (a season is its middle month: "the winter of 2024" is July 2024)
    // (Christmas of a year is its 25 December)
    const date = m[3]
      ? isoOf(m[1], m[2]!, m[3])
      : m[6]
        ? isoOf(undefined, SEASON_MONTH[m[5]!.toLowerCase()]!, m[6])
        : m[7]
          ? `${m[7]}-12-25`
          : `${m[4]}-06-30`;
    if (SIGNED_BEFORE.test(q.slice(Math.max(0, m.index - 60), m.index)) && !signed) signed = date;
    else done ??= date;
  }
  if (!signed) return null;
  const at = done ?? parsed.query.today ?? parsed.query.date ?? '';
  const lower = `${sentencesOf(entry.text).find((x) => TRANSITION.test(x)) ?? entry.text}`.replace(/[.;]$/, '');
  const fact = `${lower.charAt(0).toLowerCase()}${lower.slice(1)}`;
  // The facts on the same subject (sharing a keyword with the transition's) say where there was none and when the ban
  // began, whether or not the search brought them up for this question's words.
  const kin = [...facts.slice(0, 4), ...KB_ENTRIES.filter((e) => !facts.includes(e) && e.keywords.some((k) => entry.keywords.includes(k)))];
  const none = kin.find((e) => {
    const m = NO_TRANSITION.exec(e.text);
    return m && parsed.state && m[1]!.split(/,? and |, /).some((w) => normaliseState(w) === parsed.state);
  });
  // The ban itself, from the day it began.
  const ban = kin
    .flatMap((e) => sentencesOf(e.text).map((x) => ({ e, x, from: startDate(x) })))
    .find(({ x, from }) => from && /\bbanned\b|\bprohibit/i.test(x));
  const said = ban ? `${ban.x.charAt(0).toLowerCase()}${ban.x.slice(1).replace(/[.;]$/, '')}` : '';
  if (none) {
    const noTransition = (sentencesOf(none.text).find((x) => NO_TRANSITION.test(x)) ?? none.text).replace(/[.;]$/, '');
    return { answer: 'no', entry: none, sentence: ban ? `${noTransition} — ${said}` : noTransition };
  }
  if (signed > cutoff) {
    // Signed after the cut-off: the transition does not reach it, and the ban itself decides from the day it began.
    if (!ban) return null;
    if (done && done < ban.from!) return { answer: 'yes', entry: ban.e, sentence: `done before the ban began — ${said}` };
    if (at < ban.from!) return null;
    return { answer: 'no', entry: ban.e, sentence: `signed after ${cutText}, so the transition does not cover it — ${said}` };
  }
  if (at > end) return { answer: 'no', entry, sentence: `done after ${untilText}, when the transition ended — ${fact}` };
  // (leave under the transition only where the fact names the place; "depending on jurisdiction" elsewhere)
  if (!parsed.state || !new RegExp(`\\b${parsed.state}\\b`).test(entry.text)) return null;
  return { answer: 'yes', entry, sentence: `signed on or before ${cutText} and done by ${untilText} — ${fact}` };
}

/** "Limited to 2 projects in 10 years": a count a fact allows within a span of years. */
const COUNT_LIMIT = /\blimited to (\d+) (projects?|permits?|houses?|homes?|builds?|dwellings?) in (\d+) years\b/i;
const ORDINALS: Readonly<Record<string, number>> = { second: 2, third: 3, fourth: 4, fifth: 5, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5 };
/** The how-many-th project the question asks leave for: "his third place in ten years", "a 3rd owner-builder job". */
const NTH_PROJECT =
  /\b(second|third|fourth|fifth|2nd|3rd|4th|5th)\s+(?:(?:owner[- ]builder|owner[- ]build|own)\s+)?(?:place|house|home|project|build|job|one|permit|reno\w*|property)\b/i;

/**
 * "Wants an owner-builder permit for his third place in ten years, can he get one?": the count asked against the count
 * a fact allows ("limited to 2 projects in 10 years"). Only leave asked; the fact's own words and numbers.
 */
function countLimitVerdict(facts: KbEntry[], q: string): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  if (!(PERMISSION_Q.test(q) || /\b(?:allowed|legal|ok|okay|get one|eligible)\b/i.test(q))) return null;
  const nth = NTH_PROJECT.exec(q);
  if (!nth) return null;
  const asked = ORDINALS[nth[1]!.toLowerCase()]!;
  for (const entry of facts.slice(0, 2))
    for (const sentence of sentencesOf(entry.text)) {
      const m = COUNT_LIMIT.exec(sentence);
      if (!m) continue;
      const limit = Number(m[1]);
      const lower = `${sentence.charAt(0).toLowerCase()}${sentence.slice(1).replace(/[.;]$/, '')}`;
      return {
        answer: asked <= limit ? 'yes' : 'no',
        entry,
        sentence: `${asked <= limit ? `the ${nth[1]} is within` : `a ${nth[1]} is more than`} ${m[1]} ${m[2]} in ${m[3]} years — ${lower}`,
      };
    }
  return null;
}

/** A build (or renovation) year: "built in 1975", "a 1960s house", "1982 build", "house from 1978". */
const BUILD_YEAR =
  /\b(?:built|build|constructed|erected|went up|renovated|done up)\b[^?.!\d]{0,25}\b(19[2-9]\d|20[0-2]\d)(s)?\b|\b(?:from|in)\s+(?:the\s+)?(19[2-9]\d|20[0-2]\d)(s)?\b(?=[^?.!]{0,5}$)|\b(19[2-9]\d|20[0-2]\d)(s)?\s*(?:-\s*)?(?:built\s+)?(?:house|home|build|place|cottage|unit|flat|fibro|weatherboard|brick|bungalow|shed|garage|kitchen|bathroom)\b/i;
/** Whether asbestos is there (or likely) is asked, not what to do about it. */
const ASBESTOS_PRESENCE =
  /\basbestos\b[^?.!]{0,40}\b(?:likely|chance|probably|possible|in it|in there|present)\b|\b(?:could|would|might|will|is|are|does|do|likely|chance|probably)\b[^?.!]{0,30}\b(?:be|have|has|contain|contains|got)\s+(?:any\s+|some\s+)?asbestos\b|\b(?:assume|expect)\b[^?.!]{0,20}\basbestos\b|\b(?:is|was) there (?:any |some )?asbestos\b|\basbestos\s*\?\s*$/i;

/**
 * "House built in 1975 — could there be asbestos?": the year against the asbestos fact's era (homes built or renovated
 * before 1990 probably contain some; after 1990 unlikely). The era's year is read from the fact, not written here.
 */
function asbestosEraVerdict(q: string): { head: string; entry: KbEntry; sentence: string } | null {
  if (!/\basbestos\b/i.test(q) || !ASBESTOS_PRESENCE.test(q)) return null;
  const m = BUILD_YEAR.exec(q);
  if (!m) return null;
  const year = Number(m[1] ?? m[3] ?? m[5]);
  const decade = !!(m[2] ?? m[4] ?? m[6]);
  const entry = getEntry('asbestos-prevalence');
  const sentence = entry && sentencesOf(entry.text).find((x) => /\bbefore (\d{4})\b/.test(x));
  const era = sentence ? Number(/\bbefore (\d{4})\b/.exec(sentence)![1]) : undefined;
  if (!entry || !sentence || era === undefined) return null;
  const last = decade ? year + 9 : year;
  const said = decade ? `the ${year}s` : `${year}`;
  if (last < era) return { head: `Yes — likely: built in ${said}, before ${era}`, entry, sentence };
  if (year > era) return { head: `No — unlikely: built in ${said}, after ${era}`, entry, sentence };
  return null;
}

/** The days between Christmas and New Year, however said. */
const HOLIDAY_SPAN =
  /\b(?:christmas|xmas|chrissy|chrissie|new year'?s?|boxing day|(?:christmas|xmas|holiday|end of year|eoy) (?:shut ?down|break|close ?down)|shut ?down (?:week|period|fortnight)|27(?:th)?\s*(?:to|-|–|till|until)\s*31(?:st)?)\b/i;
/** Asked whether days count in a period: "count as business days", "do they count", "included in the 10 days". */
const COUNT_ASKED = /\bcount\w*\b|\b(?:business|working) days?\b|\binclud\w*\b/i;
/** A sentence leaving the span out of a day count. */
const SPAN_LEFT_OUT = /\b27[–-]31 December\b/;
const LEAVES_OUT = /\b(?:exclud\w*|does not count|do not count|doesn'?t count|skip\w*|not counted|left out)\b/i;

/**
 * "Does the Christmas shutdown count as business days for SOP?": the place's facts leave 27–31 December out of their
 * business days — no. Only a sentence naming the place (or a fact of that place alone) settles it; a place the fact
 * says has no such break gets no verdict here.
 */
function holidayDaysVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  const state = parsed.state;
  if (!state || !HOLIDAY_SPAN.test(q) || !COUNT_ASKED.test(q) || !isYesNoQuestion(q)) return null;
  const names = [state, STATE_NAMES[state]].filter(Boolean) as string[];
  for (const entry of facts.slice(0, 3)) {
    if (!entry.states.includes(state)) continue;
    for (const sentence of sentencesOf(textForState(entry, state))) {
      if (!SPAN_LEFT_OUT.test(sentence) || !LEAVES_OUT.test(sentence)) continue;
      const named = names.some((n) => new RegExp(`\\b${n}\\b`).test(sentence));
      if (!named && !(entry.states.length === 1 && entry.states[0] === state)) continue;
      return {
        answer: 'no',
        entry,
        sentence: `27–31 December are not counted as business days — ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`,
      };
    }
  }
  return null;
}

/** Asked whether the time has run out: "too late?", "have they missed it", "has it expired". */
const TOO_LATE = /\btoo late\b|\b(?:missed|expired|run out|ran out|lapsed)\b/i;
/** A belief that the owner can no longer get out: "she can't pull out now", "locked in", "the cooling off's done". */
const RIGHT_GONE_CLAIMED =
  /\b(?:can'?t|cannot|can not|won'?t be able to|isn'?t able to)\s+(?:\w+\s+){0,2}?(?:pull out|back out|withdraw|cancel|rescind|get out|walk away)\b|\blocked in\b|\b(?:cooling[- ]off(?:'s| is| has| period(?:'s| is| has)?)?)\s+(?:already\s+|well\s+)?(?:been\s+)?(?:over|done|finished|up|gone|passed)\b/i;
/** The client getting out of a signed contract: "pull out", "back out", "cancel", "change their mind", "walk away". */
const WITHDRAW =
  /\b(?:pull(?:ing|s|ed)? out|back(?:ing|s|ed)? out|cancel\w*|(?:change|changed|changing) (?:their|his|her|your|the client'?s) minds?|withdraw\w*|get out of|walk(?:ing|s)? away|terminat\w*|cool(?:ing)?[- ]?off|rip up|tear up)\b/i;

/**
 * "Signed a 60k extension 3 days ago and want to pull out, can they?": the place's cooling-off period counted from the
 * signing the question dates, in the rule's unit (business days: weekends out). Within it → yes; past it → no. A price
 * under the place's cooling-off threshold, or a place with no cooling-off rule, is left to the other rules.
 */
function coolingOffElapsedVerdict(parsed: ParsedQuestion, q: string): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  if (!parsed.state || !WITHDRAW.test(q)) return null;
  const today = parsed.query.today ?? parsed.query.date;
  if (!signingElapsed(q, today, parsed.state)) return null;
  for (const entry of KB_ENTRIES) {
    if (entry.superseded || entry.topic === 'gap' || !entry.states.includes(parsed.state)) continue;
    const figs = entry.figures ?? [];
    const period = figs.find((f) => /cooling[- ]off period/i.test(f.label) && (f.businessDays ?? f.days) !== undefined);
    if (!period) continue;
    // A price threshold on the right ("contracts priced over $20,000"): only a price it covers is measured here.
    // No price said: past the period the right is gone whatever the price; within it, the answer holds for a price the
    // period covers, and says so.
    const gate = thresholdFigures(entry).find((f) => /cooling/i.test(f.label));
    if (gate && parsed.amountCents !== undefined && !thresholdApplies(gate, parsed.amountCents)) return null;
    const business = period.businessDays !== undefined;
    const elapsed = signingElapsed(q, today, parsed.state, period.christmasBreak);
    if (!elapsed) return null;
    const limit = (period.businessDays ?? period.days)!;
    const used = business ? elapsed.businessDays : elapsed.days;
    const unit = business ? 'business days' : 'days';
    // (a business-day period whose last day was before today's weekend or holiday has passed: 5 business days
    // counted by Sunday ended on the Friday)
    const within = used < limit || (used === limit && (!business || elapsed.todayCounts));
    const priceUnsaid = gate && parsed.amountCents === undefined;
    const rule = sentencesOf(textForState(entry, parsed.state))[0]!.replace(/[.;]$/, '');
    const periodName = `${limit}-${unit.replace(/s$/, '').replace(' ', '-')}`;
    const when = `signed ${elapsed.said}: about ${used} ${used === 1 ? unit.replace(/s$/, '') : unit}, last day ${dayName(elapsed.lastDay(limit, business))}`;
    const said = within
      ? `still within the ${periodName} cooling-off period (${when}, counted from when they got the signed contract${business ? `; ${holidaysCounted(elapsed.signed, today, parsed.state, period.christmasBreak)}` : ''})`
      : `the ${periodName} cooling-off period has passed (${when}${business ? `, ${holidaysCounted(elapsed.signed, today, parsed.state, period.christmasBreak)}` : ''}), so the cooling-off right is gone`;
    // "Is it too late?" asks the other way round: within the period is "no, not too late" — asked in the sentence that
    // asks ("ute broke down, missed a day. … Can she?" asks leave).
    // So does a belief that the right is gone ("i told her the cooling off's done so she can't pull out now, right?").
    const late = TOO_LATE.test(askingSentence(q) ?? q) || RIGHT_GONE_CLAIMED.test(q);
    const ifPriced = priceUnsaid && within ? `if the contract is priced ${describeThreshold(gate)}, ` : '';
    return {
      answer: within !== late ? 'yes' : 'no',
      entry,
      sentence: `${late ? (within ? 'not too late — ' : 'too late — ') : ''}${ifPriced}${said} — ${rule.charAt(0).toLowerCase()}${rule.slice(1)}`,
    };
  }
  return null;
}

const COUNTED_TOWARD_AMOUNT =
  /\b(?:count(?:s|ed|ing)?|go(?:es)?|included?|add(?:s|ed)?|part|factor(?:ed)?)\s+(?:of\s+|in(?:to)?\s+|towards?\s+|to\s+|under\s+|on\s+)(?:the\s+|that\s+|my\s+|this\s+)?(?:\$\s?)?\d/i;
/** What the question asks to count in, and the words a sentence names it by. */
const COUNTED_CLASSES: Array<{ asked: RegExp; named: RegExp }> = [
  {
    asked:
      /\b(?:materials?|gear|fittings|tiles|fixtures|appliances?|tapware|taps|vanity|vanities|toilet|basin|hws|hot water (?:unit|system)|heater|cabinets?|benchtops?|timber|sink|cistern|shower screen|product)\b/i,
    named: /\b(?:materials?|appliances?)\b/i,
  },
  { asked: /\blabou?r\b/i, named: /\blabou?r\b/i },
  {
    asked:
      /\b(?:client|customer|owner|homeowner|they|he|she)\b[^.?!]{0,40}?\b(?:suppl\w*|bought|buy\w*|provid\w*|purchas\w*|paid for|got)\b|\b(?:owner|client|customer)[- ]supplied\b/i,
    named: /\bwhoever suppl\w*|\bregardless of who\b|\b(?:owner|client|customer)[- ]supplied\b[^.;]*\bcount/i,
  },
];
function countedTowardVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  const asked = parsed.query.amounts;
  const m = COUNTED_TOWARD_AMOUNT.exec(q);
  if (asked.length !== 1 || !m || !isYesNoQuestion(q) || !parsed.state) return null;
  const thing = q.slice(0, m.index);
  const classes = COUNTED_CLASSES.filter((k) => k.asked.test(thing));
  if (classes.length === 0) return null;
  const cents = asked[0]!.cents;
  const pool = [...facts.slice(0, 3), ...thresholdPool(parsed, facts)].filter(
    (e) => entryFitsState(e, parsed.state) && !e.states.includes('ALL'),
  );
  const sameFigure = (e: KbEntry) => thresholdFigures(e).some((f) => f.amountCents === cents && figureInForce(f, parsed.query.date));
  for (const entry of pool) {
    const ofThreshold = sameFigure(entry);
    for (const s of sentencesOf(textForState(entry, parsed.state))) {
      // The threshold's own sentence, or one defining the value it is measured on.
      if (
        !(ofThreshold && (s.includes(formatWhole(cents)) || /\bvalue\b/i.test(s))) &&
        !/\bvalue of\b[^.]*\bwork\b|\bwork value\b/i.test(s)
      )
        continue;
      const out = EXCLUDED_WORD.exec(s);
      if (out && classes.some((k) => k.named.test(s.slice(out.index)))) return { answer: 'no', entry, sentence: s };
      if (classes.every((k) => k.named.test(s))) return { answer: 'yes', entry, sentence: s };
    }
  }
  return null;
}

/**
 * "Do I need a licence to do plastering in VIC?" with no job value: the rule turns on a threshold, so the verdict is
 * "yes, if the job is over $10,000" — computed from the best fact of the kind asked for, for the question's state.
 */
function conditionalVerdict(parsed: ParsedQuestion, facts: KbEntry[]): { entry: KbEntry; fig: ThresholdFigure } | null {
  if (parsed.amountCents !== undefined || parsed.query.attribute !== 'need' || !parsed.state || parsed.states.length > 1) return null;
  const topics = askedTopics(parsed);
  if (topics.length === 0) return null;
  const entry = facts.find((e) => entryFitsState(e, parsed.state) && !e.states.includes('ALL') && topicFits(e, topics));
  if (!entry) return null;
  const fig = thresholdFigures(entry).find((f) => !f.minor && (f.threshold === 'over' || f.threshold === 'atLeast'));
  return fig ? { entry, fig } : null;
}

/** "Every job", "all jobs", "any job no matter how small", "even tiny jobs", "regardless of the price". */
const EVERY_JOB =
  /\b(?:every|all|any)\s+(?:single\s+|little\s+|small\s+)?(?:[a-z]+\s+)?(?:jobs?|contracts?|works?|renos?|projects?)\b(?!\s+(?:over|above|under|below|worth|of|valued|priced|costing|from)\b)|\beven (?:the )?(?:small|little|tiny|smaller|minor)\b|\bno matter (?:how (?:small|big|much|little|cheap)|what (?:size|price|value|it costs))\b|\bregardless of (?:the )?(?:price|value|cost|size)\b|\bwhatever (?:the )?(?:price|value|cost|size)\b/i;

/**
 * "Is it true every QLD job needs a commencement notice?": asked whether a rule covers every job, where the place's
 * best fact on it applies only from a job value (and no value was given): not every job — the threshold says which.
 */
function everyJobVerdict(c: VerdictContext): { entry: KbEntry; fig: ThresholdFigure } | null {
  const { parsed, q, facts } = c;
  if (!EVERY_JOB.test(q) || parsed.amountCents !== undefined || !parsed.state || parsed.states.length > 1) return null;
  if (!isYesNoQuestion(q) || asksWithoutLicence(q) || pickAnyValueLines(parsed, facts).length > 0) return null;
  const topics = askedTopics(parsed);
  const fits = (e: KbEntry) =>
    entryFitsState(e, parsed.state) && !e.states.includes('ALL') && (topics.length === 0 || topicFits(e, topics)) && fitsWork(e, parsed);
  const entry = facts.slice(0, 2).find(fits);
  if (!entry) return null;
  // The fact's only job-value trigger: one rule, from one amount up (a band or a second trigger is another question).
  const figs = thresholdFigures(entry).filter((f) => !f.minor && !f.exempts && figureInForce(f, parsed.query.date));
  const fig = figs.length === 1 ? figs[0]! : undefined;
  if (!fig || !(fig.threshold === 'over' || fig.threshold === 'atLeast') || fig.upperCents !== undefined) return null;
  return { entry, fig };
}

/**
 * "Super rate for wages paid in May 2025": the best facts state the rule in force today, but the question is about
 * another date. The row of the same place, topic and work that was (or will be) in force on that date answers it.
 */
function rowInForceThen(parsed: ParsedQuestion, facts: KbEntry[]): Rule | null {
  const date = parsed.query.date;
  if (!parsed.query.dateReason) return null;
  for (const e of facts.slice(0, 2)) {
    for (const r of rowsOfEntry(e)) {
      if ((!r.effectiveFrom && !r.effectiveTo) || inForce(r, date)) continue;
      const then = rulesFor({ jurisdiction: r.jurisdiction, topic: r.topic, work: r.work, date, national: false }).find(
        (x) => x.id !== r.id && x.value.kind === r.value.kind && (x.effectiveFrom || x.effectiveTo),
      );
      if (then) return then;
    }
  }
  return null;
}

/** True when a figure is in force on the question's date (a contract signed "last year" uses the rule of then). */
function figureInForce(fig: Figure, date: string): boolean {
  return (!fig.effectiveFrom || fig.effectiveFrom <= date) && (!fig.effectiveTo || date <= fig.effectiveTo);
}

/** "(rule in force on 25 October 2026 — “last month”)": said whenever the question is about another date than today. */
function dateNote(parsed: ParsedQuestion): string {
  const q = parsed.query;
  if (!q.dateReason) return '';
  const d = new Date(`${q.date}T00:00:00Z`);
  const text = d.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return ` (the rule in force on ${text}, from ${q.dateReason})`;
}

/**
 * "Is the NSW 5k threshold inc GST?": the quoted figure is a rule row's, and the row says its GST basis. Yes/no from the
 * row, never from comparing the figure with itself.
 */
const BASIS_ROW_TOPICS: Partial<Record<KbEntry['topic'], Rule['topic'][]>> = {
  licensing: ['licence', 'registration'],
  contracts: ['written-contract'],
  'home-warranty': ['insurance'],
  deposit: ['deposit-cap'],
  'cooling-off': ['cooling-off'],
};
const JOB_AGAINST_LIMIT =
  /\b(?:is (?:that|it|this)|am i|are we|does (?:that|it|this))\s+(?:\w+\s+)?(?:over|under|above|below|past|across|within)\b|\b(?:cross|crosses|exceed|exceeds|tip|tips)\b/i;
function gstBasisVerdict(parsed: ParsedQuestion, q: string): { answer: 'yes' | 'no'; rule: Rule } | null {
  if (!/\bgst\b/i.test(q) || !isYesNoQuestion(q)) return null;
  const asksIncl =
    /\b(?:inc|incl|including|includes?|included|inclusive)\b\.?[^?.!]{0,12}\bgst\b|\bgst\b[^?.!]{0,12}\b(?:inc|incl|included|inclusive)\b/i.test(
      q,
    );
  const asksExcl =
    /\b(?:ex|excl|excluding|excludes?|excluded|exclusive|before)\b\.?[^?.!]{0,12}\bgst\b|\bgst\b[^?.!]{0,12}\b(?:excluded|exclusive)\b/i.test(
      q,
    );
  if (asksIncl === asksExcl) return null;
  // "I quoted 5k inc GST, is that over the licence limit?": the GST mark is on the job's price, and the price against
  // the threshold is asked — not the threshold's basis.
  if (parsed.query.amounts.some((a) => a.gst !== 'unsaid') && JOB_AGAINST_LIMIT.test(q)) return null;
  // "Comes to a touch under five grand inc GST": a price said to sit just under (or over) a figure is the job's.
  if (parsed.query.bound) return null;
  const quoted = parsed.query.amounts.map((a) => a.cents);
  if (quoted.length !== 1) return null;
  const rows = rulesFor({ jurisdiction: parsed.state ?? 'AU', date: parsed.query.date }).filter(
    (r) => r.value.kind === 'amount' && !!r.value.comparison && r.value.basis !== 'not-applicable' && r.value.cents === quoted[0],
  );
  // The row of the kind asked first ("the 5k licence threshold": the licence row, not the written-contract one).
  const kinds = askedTopics(parsed).flatMap((t) => BASIS_ROW_TOPICS[t] ?? []);
  const rule = rows.find((r) => kinds.includes(r.topic)) ?? rows[0];
  if (!rule || rule.value.kind !== 'amount') return null;
  const incl = rule.value.basis === 'incl-gst';
  return { answer: incl === asksIncl ? 'yes' : 'no', rule };
}

/** "Is the … threshold / trigger / height still …?": the question quotes a rule's figure to confirm it. */
const QUOTES_RULE_FIGURE =
  /\bstill (?:at |over |above )?\d|\b(?:threshold|trigger|cut-?off)\b|^\s*(?:is|isn'?t) (?:the|it)\b[^?]*\b(?:height|depth|threshold|limit|trigger)\b/i;

const HEIGHT_WORDS = /\b(fall|falling|height|roof|roofing|roofer|scaffold\w*|ladder|edge|swms|hrcw|high[- ]risk)\b/i;
/** A barrier's or a balustrade's height is a building-code figure, not a fall risk to compare with the HRCW row. */
const BARRIER_WORDS = /\b(barriers?|balustrades?|handrails?|railings?|balusters?|landings?|stairs?)\b/i;
/** Fall prevention asked ("do we need guard rails", "edge protection"), not a SWMS: a place's fall-prevention row answers it. */
const FALL_PREVENTION_WORDS =
  /\b(?:fall (?:prevention|protection)|guard ?rails?|edge protection|perimeter (?:rails?|scaffold\w*)|harness\w*)\b/i;
const SWMS_WORDS = /\b(?:swms|hrcw|high[- ]risk|safe work method)\b/i;
/** Housing construction: a house, a home, a reno of one (the QLD fall-prevention height is housing's). */
const HOUSING_WORDS = /\b(?:house|houses|home|homes|housing|residential|dwelling|duplex|townhouse|granny flat|reno\w*)\b/i;
/** A depth, not a height: the rows measured down (a trench or shaft deeper than 1.5 m). */
const DEPTH_WORDS = /\b(trench\w*|shafts?|excavat\w*|dig\w*|deep|depth|hole|pit)\b/i;

/** "Don't need a SWMS till you're over 3 m", "only from 3 metres": a fall trigger stated as the rule, not a job's height. */
const CLAIMED_TRIGGER =
  /\b(?:dropped|dropping|drops|went down|gone down|goes down|come down|came down|lowered|reduced|changed|moved|raised|went up|gone up|increased)\s+(?:to\s+)(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?|mtrs?)(?![²\w])|\bstill\s+(?:at\s+|over\s+|above\s+)?(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?|mtrs?)(?![²\w])|(?<![$\d.,])(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?|mtrs?)\s+(?:before|till|until)\s+(?:you|u|ya|we|i)\s+(?:need|have to|gotta|must)\b|\b(?:till|until|unless|before|once|only (?:once |when |if |from |over |above )?|from|under)\s+(?:(?:you'?re|youre|you are|ur|u'?re|u are|we'?re|we are|it'?s|its|it is|you get|u get|you go|the (?:fall|height|drop|edge) is)\s+)?(?:over|above|more than|higher than|past|at|up)?\s*(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?|mtrs?)(?![²\w])/i;
/** A claim put to be checked: "mate reckons …, is that right", "…, true?". */
const CLAIM_CHECKED =
  /^\s*(?:is it|it is|is that|that) true\b|\b(?:right|true|correct|the case|still the case)(?:,?\s*(?:yeah|yea|eh|mate))?\s*\??\s*$|\b(?:im|i'?m|i am) right\b|\bis (?:that|he|she|it|this) (?:right|true|correct)\b|\b(?:am i|is he|is she|are they) right\b/i;

/**
 * "Mate reckons in SA you don't need a SWMS till you're over 3 m, is that right?": a fall trigger claimed as the rule
 * (one length, no job's height beside it), checked against the place's row in force on the question's date. The
 * claimed figure is the row's → yes; another figure (the old 3 m where 2 m now applies) → no, with the row's figure.
 * Its yes/no is the claim's, so it cites no row as a verdict.
 */
function claimedLengthVerdict(parsed: ParsedQuestion, q: string): { rule: Rule; answer: 'yes' | 'no'; claimed: number } | null {
  if (!CLAIM_CHECKED.test(q) || !HEIGHT_WORDS.test(q) || BARRIER_WORDS.test(q) || DEPTH_WORDS.test(q)) return null;
  if (parsed.states.length > 1) return null;
  const lengths = q.match(/(?<![$\d.,])\d+(?:\.\d+)?\s*(?:m|metres?|meters?|mtrs?)(?![²\w])/gi) ?? [];
  const m = CLAIMED_TRIGGER.exec(q);
  // One length is the claim; a second beside it ("gutter job at 2.4m … still 3m before you need a swms") is the job's.
  if (!m || lengths.length < 1 || lengths.length > 2) return null;
  const rule = measuredRow(parsed, 'fall');
  if (!rule || rule.value.kind !== 'length') return null;
  const claimed = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
  return { rule, claimed, answer: claimed === rule.value.metres ? 'yes' : 'no' };
}

/**
 * "SA roofer, 2.5 m, SWMS?", "trench 2m deep, SWMS?": a height or a depth against the rule rows measured in metres
 * (high-risk construction work), the row in force on the question's date for its place — a state row replaces the
 * national one where it says so. A depth is read against the trench row, a height against the fall row.
 */
function lengthVerdict(parsed: ParsedQuestion, q: string): { rule: Rule; answer: 'yes' | 'no' } | null {
  const metres = parsed.query.lengthMetres;
  const depth = DEPTH_WORDS.test(q);
  if (claimedLengthVerdict(parsed, q)) return null;
  // "What's the fine for no SWMS on a 2.5 m roof": a fine or fee asked is answered by the penalty, not the height's rule.
  if (parsed.query.attribute === 'fine' || parsed.query.attribute === 'fee') return null;
  if (metres === undefined || !(depth || HEIGHT_WORDS.test(q)) || BARRIER_WORDS.test(q) || parsed.states.length > 1) return null;
  // "Is the SA fall height for a SWMS still 3 metres?" quotes the rule's figure to confirm it, not a job's height.
  // (Unless the job's own measurement is given beside it: "still 3 metres before a SWMS? … edge is about 2.2m".)
  const lengths = q.match(/(?<![$\d.,])\d+(?:\.\d+)?\s*(?:m|metres?|meters?|mtrs?)(?![²\w])/gi) ?? [];
  if (QUOTES_RULE_FIGURE.test(q) && lengths.length < 2) return null;
  // Guard rails on a house in QLD: the housing fall-prevention row, when the place has one and no SWMS is asked.
  const prevention =
    !depth && FALL_PREVENTION_WORDS.test(q) && !SWMS_WORDS.test(q) && HOUSING_WORDS.test(q) && parsed.state
      ? rulesFor({ jurisdiction: parsed.state, topic: 'threshold', work: ['fall prevention'], date: parsed.query.date, national: false })
      : [];
  const rule = prevention[0] ?? measuredRow(parsed, depth ? 'depth' : 'fall');
  if (!rule || rule.value.kind !== 'length') return null;
  return { rule, answer: lengthApplies(rule, metres) ? 'yes' : 'no' };
}

/** The place's high-risk construction work row measured in metres, in force on the question's date (a state's own first). */
function measuredRow(parsed: ParsedQuestion, what: 'fall' | 'depth'): Rule | undefined {
  return rulesFor({ jurisdiction: parsed.state ?? 'AU', topic: 'high-risk-work', date: parsed.query.date }).find(
    (r) => r.value.kind === 'length' && (what === 'depth' ? /trench|shaft/i : /fall/i).test(r.statement),
  );
}

function lengthApplies(rule: Rule, metres: number): boolean {
  const v = rule.value;
  if (v.kind !== 'length') return false;
  return v.comparison === 'over'
    ? metres > v.metres
    : v.comparison === 'atLeast'
      ? metres >= v.metres
      : v.comparison === 'under'
        ? metres < v.metres
        : metres <= v.metres;
}

const CERTIFICATE_CUE =
  /\b(?:paperwork|paper work|certs?|certificates?|coc|ccew|coes|ecoc|cec|lodge\w*|form 4|notice of completion|sign[- ]?off)\b/i;

/**
 * "HWS swap in Bendigo, what paperwork and by when?": a deadline asked for plumbing, gas or electrical work with a
 * certificate word, in one place — the place's certificate-deadline row for that work answers it, however few of the
 * question's other words the prose facts share.
 */
function certificateDeadlineRow(parsed: ParsedQuestion, q: string): Rule | null {
  if (parsed.query.attribute !== 'deadline' || !parsed.state || parsed.states.length > 1) return null;
  if (!parsed.concepts.includes('#certificate') && !CERTIFICATE_CUE.test(q)) return null;
  const work = questionWork(parsed).filter((w) => w === 'plumbing' || w === 'gas' || w === 'electrical');
  if (work.length !== 1) return null;
  // The row must say it is about that work (the QLD Form 4 row lists gas among its work but is about plumbing).
  const about = new RegExp(`\\b${work[0] === 'electrical' ? 'electric' : work[0]}`, 'i');
  const rows = rulesFor({
    jurisdiction: parsed.state,
    topic: 'certificate-deadline',
    work,
    date: parsed.query.date,
    national: false,
  }).filter((r) => r.value.kind === 'days' && about.test(r.statement));
  return rows.length === 1 ? rows[0]! : null;
}

/** The kind of figure a "how much / how long / what %" question asks for, read against a rule row's value. */
type AskedFigureKind = 'days' | 'percent' | 'fee' | 'fine';

const PERCENT_ASKED = /%|\bper ?cent\b|\bpercent(?:age)?\b/i;
/** "How much notice do I give": a lead time, a day count. */
const NOTICE_ASKED = /\bhow (?:much|long|many days?) (?:of )?(?:notice|warning|lead time)\b|\bnotice period\b/i;

function askedFigureKind(parsed: ParsedQuestion, q: string): AskedFigureKind | null {
  const a = parsed.query.attribute;
  if (a === 'fee') return 'fee';
  if (a === 'fine') return 'fine';
  if (a === 'deadline' || (parsed.intents.includes('duration') && a !== 'need') || NOTICE_ASKED.test(q)) return 'days';
  // "Is it still 10%?" quotes a percentage to confirm: the confirming verdicts answer that, not this rule.
  if (a === 'rate' || (PERCENT_ASKED.test(q) && !/\d\s*(?:%|per ?cent)/i.test(q))) return 'percent';
  // "Most deposit I can take": a deposit cap is a percentage.
  if (parsed.concepts.includes('#deposit') && (a === 'amount' || (a === 'other' && !isYesNoQuestion(q)))) return 'percent';
  return null;
}

function rowHoldsKind(r: Rule, kind: AskedFigureKind): boolean {
  const v = r.value;
  switch (kind) {
    case 'days':
      return v.kind === 'days';
    case 'percent':
      return v.kind === 'percent';
    case 'fee':
      return r.topic === 'fee' && v.kind === 'amount';
    case 'fine':
      return r.topic === 'penalty' && v.kind === 'amount';
  }
}

/**
 * "How long has the head contractor got to pay me?", "what % does HBCF pay", "most deposit in NSW": the figure asked for
 * is a rule row of the best-ranked fact for the place and the work — that row answers it, however few of the question's
 * other words the facts share (the way the place's best fact of the kind asked settles a "do I need" question). The
 * fact must rank first and match a subject of the question beyond the attribute words, and the row must hold the kind
 * of figure asked (a day count, a percentage, a fee, a penalty) and be in force on the question's date. A row about
 * another state ("SA maximum penalty for no SWMS", asked in NSW) answers nothing.
 */
function askedFigureRows(parsed: ParsedQuestion, hits: SearchHit[], q: string): { entry: KbEntry; rows: Rule[] } | null {
  const kind = askedFigureKind(parsed, q);
  const top = hits[0];
  if (!kind || !top || isGapLike(top.entry) || parsed.states.length > 1 || uncoveredConcepts(parsed).length > 0) return null;
  // The fact matches what the question is about — a subject concept or word — never only the attribute's words or a
  // negation ("fine", "not").
  const wanted = parsed.terms.filter((t) =>
    t.startsWith('#')
      ? !ATTRIBUTE_TERM.test(t) && (!TRADE_CONCEPTS.has(t) || t === '#hvac')
      : !ATTRIBUTE_TERM.test(t) && !TRADE_PERSON_TERMS.has(t) && t.length >= 4 && !/^(?:dont|doesnt|without|never)$/.test(t),
  );
  const otherState = (text: string) => STATE_IN_SENTENCE.some(([s, re]) => s !== parsed.state && re.test(text));
  // Only the best fact: one ranked below it holding a figure of that kind is a neighbour's figure as often as not.
  const e = top.entry;
  if (parsed.state ? !entryFitsState(e, parsed.state) : !e.states.includes('ALL')) return null;
  if (!fitsWork(e, parsed) || !fitsTrade(e, parsed) || otherTradesWork(e, parsed)) return null;
  if (!top.matched.some((t) => wanted.includes(t))) return null;
  // A cooling-off period or a deposit cap asked is read from a fact of that subject, never a neighbour's day count.
  if (SUBJECT_FIGURES.some((s) => parsed.concepts.includes(s.concept) && e.topic !== s.topic && !top.matched.includes(s.concept)))
    return null;
  // A fee or a fine is the one for what was asked: the Form 4 lodgement fee is no licence renewal fee.
  if ((kind === 'fee' || kind === 'fine') && !figureSentenceAbout(e, parsed.query.attribute, parsed)) return null;
  // A day count times the step asked: the payment schedule's days are no answer to how long the payer has.
  if (kind === 'days' && !timesAskedStep(e, textForState(e, parsed.state), q)) return null;
  // A retention period asked ("how long must it be kept") is a retention row, never the paper's lodgement deadline.
  const retention = kind === 'days' && RETENTION_Q.test(q);
  const rows = rowsOfEntry(e).filter(
    (r) =>
      rowHoldsKind(r, kind) &&
      (!retention || r.topic === 'retention' || RETENTION_SPAN_RE.test(r.statement)) &&
      inForce(r, parsed.query.date) &&
      !r.unverified &&
      !(parsed.state && otherState(r.statement)),
  );
  return rows.length > 0 ? { entry: e, rows } : null;
}

/**
 * "1,000 penalty units (corporation) / 200 (other)": the unit the fact leaves out of its second figure is said again
 * ("200 penalty units (other)"), so a tradie asking for their own fine reads it as a fine, not a bare number.
 */
export function unitRepeated(text: string): string {
  return text.replace(
    /(\d[\d,.]*)\s+((?:penalty\s+)?units|(?:business\s+)?days|months|years|hours)\s+(\([^)]+\))\s*\/\s*(\d[\d,.]*)\s+(?=\()/gi,
    '$1 $2 $3 / $4 $2 ',
  );
}

/** The sentences of the fact that state the rows' figures ("payment is due within 15 business days"), else the rows. */
function askedFigureLine(found: { entry: KbEntry; rows: Rule[] }, parsed: ParsedQuestion, cites: CitationList): string {
  const norm = (x: string) =>
    x
      .toLowerCase()
      .replace(/(\d),(?=\d{3}\b)/g, '$1')
      .replace(/\s+/g, ' ');
  const values = found.rows.map((r) => norm(formatRuleValue(r).replace(/ (?:incl|excl) GST$/, '')));
  const sentences = sentencesOf(textForState(found.entry, parsed.state)).filter((s) => {
    const n = norm(s);
    return values.some((v) => new RegExp(`(?<![\\d.])${v.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}(?!\\d)`).test(n));
  });
  const caution = found.entry.caution ? ' ⚠' : '';
  if (sentences.length > 0)
    return `**Short answer:** ${unitRepeated(sentences.slice(0, 2).join(' ')).replace(/[.;]$/, '')} ${cites.markers(found.entry)}${caution}`;
  const own = found.rows.filter((r) => !r.id.includes('#'));
  const said = own.length
    ? own.map((r) => r.statement.replace(/\.$/, '')).join('; ')
    : found.rows.map((r) => `${r.statement.replace(/^.*?:\s*/, '')}: ${formatRuleValue(r)}`).join('; ');
  return `**Short answer:** ${said}${dateNote(parsed)} ${cites.markers(found.entry)}${caution}`;
}

/** "Do I have to keep them", "must we lodge one", "am I required to": whether something is required, asked as a yes/no. */
const REQUIREMENT_ASKED =
  /\b(?:do|does|will|would) (?:i|we|he|she|they|u|you) (?:still |actually |really )?(?:have to|has to|need to|gotta|got to)\b|\bmust (?:i|we|he|she|they)\b|\b(?:am i|are we|is he|is she) (?:required|supposed|meant|obliged) to\b/i;
/** A sentence stating a duty: "must be kept for 6 years", "keep them for 6 years", "is required". */
const STATES_DUTY = /\b(?:must|needs? to|required|have to|has to|keep (?:them|it|copies|records)|(?:be|are|is) kept)\b/i;
const NEGATES_DUTY = /\b(?:not|no longer|never|don'?t|doesn'?t|needn'?t|exempt)\b/i;

/**
 * "Do I have to keep copies of my certificates, how long?": a yes/no about a duty asked with the figure. When no verdict
 * rule gave a first line and the short answer's sentence states that duty, the short answer opens with the yes it is.
 * A "how long do I have to …" is no yes/no: the figure answers it alone.
 */
function requirementShort(short: string, q: string): string {
  const m = REQUIREMENT_ASKED.exec(q);
  if (!short || !m || /\b(?:how (?:long|much|many \w+|soon)|when|what|by when|until|which)\s+$/i.test(q.slice(0, m.index))) return short;
  const body = short.replace(/^\*\*Short answer:\*\*\s*/, '');
  if (body === short || !STATES_DUTY.test(body) || NEGATES_DUTY.test(body)) return short;
  return `**Yes:** ${body}`;
}

/** Whether a penalty exists, asked as a yes/no (not its size): "is there a fine for …", "can I get fined if …", "any penalty for …". */
const PENALTY_EXISTS_ASKED =
  /\b(?:is there|are there|there is|there's|theres|any) (?:a |an |any )?(?:\w+ )?(?:fines?|penalt(?:y|ies))\b|\b(?:can|could|would|will|do|does) (?:i|we|you|u|he|she|they|the \w+) (?:get |be |cop )(?:fined|a fine|a penalty|pinged|penalised|penalized)\b/i;

/**
 * "Is there a penalty for not giving the gas certificate?": a yes/no about a penalty, answered by the fact's penalty
 * sentence. When no verdict rule gave a first line and the short answer states a penalty, it opens with the yes it is.
 */
function penaltyExistsShort(short: string, q: string, state: string | undefined): string {
  if (!short || !PENALTY_EXISTS_ASKED.test(q) || !/^\*\*Short answer:\*\*/.test(short)) return short;
  const body = short.replace(/^\*\*Short answer:\*\*\s*/, '');
  if (!FINE_RE.test(body)) return short;
  return `**Yes — there's a penalty${state ? ` in ${state}` : ''}:** ${body}`;
}

/** "Still the case?", "is it still 49%": a figure put for confirmation as current. */
const FIGURE_STILL_ASKED = /\bstill\b|\b(?:true|right|correct|the case|current)\s*\??\s*$/i;

/**
 * "Heard the no-ABN withholding is 49%, still the case?": a figure the question quotes that is an old value (a superseded
 * fact's figure) while the fact replacing it states another of the same kind — the answer is no, with today's figure.
 */
function oldFigureShort(old: KbEntry[], parsed: ParsedQuestion, q: string, cites: CitationList): string | null {
  // (a date said asks about that day, when the old figure may have been the rule)
  if (parsed.query.dateReason || !(isYesNoQuestion(q) || FIGURE_STILL_ASKED.test(q))) return null;
  for (const o of old) {
    const current = getEntry(o.replacedBy!);
    if (!current) continue;
    const pct = parsed.percent;
    const quotedPct = pct !== undefined && (o.figures ?? []).some((f) => f.percent === pct);
    const nowPct = (current.figures ?? []).find((f) => f.percent !== undefined)?.percent;
    if (quotedPct && nowPct !== undefined && nowPct !== pct)
      return `**No — ${pct}% is an old figure; it is now ${nowPct}%:** ${current.title} ${cites.markers(current)}`;
    const cents = parsed.amountCents;
    const quotedAmount = cents !== undefined && (o.figures ?? []).some((f) => f.amountCents === cents);
    const nowAmount = (current.figures ?? []).find((f) => f.amountCents !== undefined)?.amountCents;
    if (quotedAmount && nowAmount !== undefined && nowAmount !== cents)
      return `**No — ${formatWhole(cents)} is an old figure; it is now ${formatWhole(nowAmount)}:** ${current.title} ${cites.markers(current)}`;
  }
  return null;
}

/** A figure put for confirmation: "mate reckons it's up to 100k, true?", "is it 15 business days, right?". */
const FIGURE_CLAIM = /\b(?:reckons?|says?|said|told me|heard|thinks?)\b[^?]*\b(?:true|right|correct|legit|the case)\b\s*\??\s*$/i;

/**
 * "Mate reckons the fine is up to 100k for a first offence, true?": a figure claimed and put for confirmation. When the
 * short answer's sentence states that same dollar figure, it opens with yes; a different figure is left to the reader
 * (the claim may be about another case of the same rule).
 */
function figureClaimShort(short: string, q: string, parsed: ParsedQuestion): string {
  // the amount as said ("up to 100k" is $100,000, not the bound just under it)
  const claimed = parsed.query.amounts.length === 1 ? parsed.query.amounts[0]!.cents : undefined;
  if (!short || claimed === undefined || !FIGURE_CLAIM.test(q) || !/^\*\*Short answer:\*\*/.test(short)) return short;
  const body = short.replace(/^\*\*Short answer:\*\*\s*/, '');
  const said = formatWhole(claimed).replace(/[$]/g, '\\$');
  if (!new RegExp(`${said}(?![\\d,])`).test(body)) return short;
  return `**Yes — ${formatWhole(claimed)} is right:** ${body}`;
}

/** Words every high-risk construction work row shares: they say nothing about which kind of work it is. */
const HRCW_GENERIC = new Set(
  tokenize('construction work high risk involves involve likely near in on or a an the is are that with other area use may'),
);

/**
 * "Do I need a SWMS for work near live electrical?", "SWMS for asbestos work?": the work against the high-risk
 * construction work rows that apply at any value (asbestos, confined spaces, energised electrical, trenches …). The row
 * sharing a kind-of-work word with the question answers yes.
 */
function hrcwWorkVerdict(parsed: ParsedQuestion, q: string): Rule | null {
  if (!parsed.concepts.some((c) => c === '#swms' || c === '#hrcw') || !isYesNoQuestion(q) || parsed.states.length > 1) return null;
  const words = new Set(tokenize(q).filter((t) => !HRCW_GENERIC.has(t) && t !== '#swms' && t !== '#hrcw'));
  if (words.size === 0) return null;
  const rows = rulesFor({ jurisdiction: parsed.state ?? 'AU', topic: 'high-risk-work', date: parsed.query.date }).filter(
    (r) => r.value.kind === 'any-value' && /high-risk construction work \(reg/i.test(r.statement),
  );
  let best: { r: Rule; n: number } | null = null;
  for (const r of rows) {
    const n = tokenize(r.statement).filter((t) => words.has(t) && !HRCW_GENERIC.has(t)).length;
    if (n > 0 && (!best || n > best.n)) best = { r, n };
  }
  return best?.r ?? null;
}

/**
 * "Do I need a licence to remove 5 m2 of fibro?": an area against the facts measured in square metres (asbestos
 * removal above 10 m² needs a licence; a renovator may remove up to 10 m²). Above the figure a licence is needed.
 */
/** Leave asked for someone else doing the work themselves ("is she allowed", "can the owner do it himself"). */
const OTHERS_ALLOWED =
  /\b(?:is|are|was|were) (?:she|he|they|the (?:owner|client|customer|homeowner|home owner)) (?:allowed|ok|okay|legal|permitted|right)\b|\b(?:herself|himself|themselves)\b[^?]*\b(?:allowed|ok|okay|legal|can|could)\b|\b(?:can|could|may) (?:she|he|they|the (?:owner|client|customer|homeowner)) (?:do|remove|rip|take|pull)\b[^?]*\b(?:herself|himself|themselves)\b/i;

function areaVerdict(parsed: ParsedQuestion, facts: KbEntry[], q: string): { entry: KbEntry; fig: Figure; answer: 'yes' | 'no' } | null {
  const area = parsed.query.areaSquareMetres;
  if (area === undefined || parsed.states.length > 1) return null;
  // "She reckons it's 12 m² of the bonded stuff — is she allowed?": someone else doing it themselves, asked as leave.
  const othersDoIt = OTHERS_ALLOWED.test(q);
  if ((parsed.query.attribute !== 'need' && !othersDoIt) || !(parsed.concepts.includes('#licence') || asksWithoutLicence(q) || othersDoIt))
    return null;
  for (const entry of facts) {
    if (!entryFitsState(entry, parsed.state) || (!parsed.state && !entry.states.includes('ALL'))) continue;
    const fig = (entry.figures ?? []).find(
      (f) => f.squareMetres !== undefined && /\b(?:above|over|more than|up to|may remove|without)\b/i.test(f.label),
    );
    if (!fig) continue;
    // "Is 10 m² the limit?" quotes the figure to confirm it: that is the confirming verdict's, not a comparison.
    if (area === fig.squareMetres || /\b(?:limit|threshold|max\w*|most|cap|still|right)\b/i.test(q)) return null;
    const needed = area > fig.squareMetres!;
    // "Can I remove 8 m² myself?" asks without a licence; "can I … with a Class B licence?" does not.
    const without = asksWithoutLicence(q) || othersDoIt || (PERMISSION_Q.test(q) && !/\blicen[cs]|\bclass [ab]\b|\bticket\b/i.test(q));
    return { entry, fig, answer: without ? (needed ? 'no' : 'yes') : needed ? 'yes' : 'no' };
  }
  return null;
}

/** Leave asked to do the work itself ("am I allowed to do it", "can we take it on"), not leave about its paperwork. */
const DO_WORK_ASKED =
  /\b(?:am i|are we|is it|i'?m|we'?re)\s+(?:\w+\s+)?(?:allowed|ok|okay|legal|right|permitted) to (?:do|take on|carry out|take|build|tackle)\b|\bcan (?:i|we|u) (?:still |legally |just )?(?:do|take on|carry out|tackle)\b/i;

function renderAreaVerdict(v: { entry: KbEntry; fig: Figure; answer: 'yes' | 'no' }, parsed: ParsedQuestion, cites: CitationList): string {
  const area = parsed.query.areaSquareMetres!;
  const needed = area > v.fig.squareMetres!;
  const n = v.fig.squareMetres!;
  // A "no" to "do I need a licence" is the same fact as a "yes" to "can I do it without one".
  const asksPermission = (v.answer === 'yes') !== needed;
  const head = needed
    ? `${v.answer}, ${asksPermission ? 'not without a licence' : 'a licence is needed'} above ${n} m²`
    : `${v.answer}, ${asksPermission ? `no licence is needed up to ${n} m²` : `not up to ${n} m²`}`;
  const where = v.entry.states.includes('ALL') ? '' : ` in ${v.entry.states.join('/')}`;
  return `**${area} m²${where} → ${head}:** ${v.entry.title} ${cites.markers(v.entry)}${v.entry.caution ? ' ⚠' : ''}`;
}

/** A measurement in the question in millimetres: "900mm", "0.95 m", "95 cm" (never an area "12 m²" or a price). */
function questionMillimetres(q: string): number[] {
  const out: number[] = [];
  for (const m of q.matchAll(
    /(?<![$\d.,])(\d+(?:\.\d+)?)\s*(mm|millimet(?:re|er)s?|cm|centimet(?:re|er)s?|m|metres?|meters?|mtrs?)(?![²2\w])/gi,
  )) {
    const n = Number(m[1]);
    const unit = m[2]!.toLowerCase();
    out.push(unit.startsWith('mm') || unit.startsWith('milli') ? n : unit.startsWith('c') ? n * 10 : n * 1000);
  }
  return out;
}

/** Asked whether a measurement meets a rule: "is 900 mm ok", "high enough", "does 1.7 m comply", "would it pass". */
const MEETS_ASKED =
  /\b(?:ok|okay|enough|fine|compl(?:y|ies|iant)|legal|allowed|acceptable|sweet|pass(?:es|ed|ing)?|up to (?:code|standard)|meets?|within|over the limit|too (?:low|high|short|tall|wide|big|small))\b/i;
/** "…, is that enough" with no question mark, "…, that passes yeah?", "…, ok?": a tag put for confirmation. */
const MEETS_TAG =
  /\b(?:is|are|was|would|will) (?:that|it|this|they|mine)\s+(?:\w+\s+)?(?:ok|okay|enough|fine|compliant|legal|high enough|allowed)\b|[,.;:-]\s*(?:(?:that|it|this|thats|that's|it's|its)\s+)?(?:pass(?:es)?|ok|okay|fine|good|compliant|legal|enough|high enough|alright|sweet)(?:\s+(?:yeah|yes|yep|right|eh|mate|too))?\s*\?*\s*$/i;
/** Asked whether something is needed: "do I need a barrier", "is a rail required". */
const NEED_ASKED = /\b(?:need|needs|needed|require[sd]?|required|have to|has to|must|gotta)\b/i;

/** A fact's figure in millimetres that a measurement is read against. */
type DimensionKind = 'minimum' | 'maximum' | 'trigger';
function dimensionKind(f: Figure): DimensionKind | null {
  if (f.mm === undefined) return null;
  if (/^minimum\b/i.test(f.label)) return 'minimum';
  if (/^maximum\b/i.test(f.label)) return 'maximum';
  // "fall height that needs a barrier": the rule applies from the figure on.
  return /\bthat needs?\b/i.test(f.label) ? 'trigger' : null;
}

/**
 * "Is 900 mm ok for a balustrade on a landing?", "shower wall waterproofed to 1.5 m, enough?", "deck 800 mm off the
 * ground, do I need a barrier?": one measurement against a leading fact's minimum, maximum or trigger dimension
 * (`Figure.mm`). Where the fact holds several, the one whose label shares the most of the question's words decides; a tie
 * between different figures decides nothing. At or above a minimum (at or below a maximum) is yes; a trigger is yes
 * once the measurement reaches it ("1 m or more") or passes it ("more than 2 m"), as its sentence says.
 */
function dimensionVerdict(
  parsed: ParsedQuestion,
  facts: KbEntry[],
  q: string,
): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string; mm: number; limit: Figure; kind: DimensionKind } | null {
  const said = questionMillimetres(q);
  if (said.length !== 1) return null;
  const meets = MEETS_ASKED.test(q) && (isYesNoQuestion(q) || MEETS_TAG.test(q));
  const needs = !meets && NEED_ASKED.test(q) && isYesNoQuestion(q);
  if (!meets && !needs) return null;
  const wanted = (f: Figure) => {
    const k = dimensionKind(f);
    return k !== null && (k === 'trigger') === needs;
  };
  const entry = facts.slice(0, 3).find((e) => (e.figures ?? []).some(wanted));
  if (!entry) return null;
  const figs = (entry.figures ?? []).filter(wanted);
  const words = new Set(
    q
      .toLowerCase()
      .match(/[a-z]{4,}/g)
      ?.map((w) => w.replace(/s$/, '')) ?? [],
  );
  const shared = (f: Figure) =>
    (f.label.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter(
      (w) => !/^(?:minimum|maximum|height|that|needs?)$/.test(w) && words.has(w.replace(/s$/, '')),
    ).length;
  const best = Math.max(...figs.map(shared));
  const top = figs.filter((f) => shared(f) === best);
  if (new Set(top.map((f) => f.mm)).size !== 1) return null;
  const limit = top[0]!;
  const kind = dimensionKind(limit)!;
  const mm = said[0]!;
  const shown = [`${limit.mm!.toLocaleString('en-AU')} mm`, `${limit.mm} mm`, `${limit.mm! / 1000} m`, `${limit.mm! / 10} cm`];
  const sentence = sentencesOf(textForState(entry, parsed.state)).find((x) => shown.some((t) => x.includes(t)));
  if (!sentence) return null;
  const strictly = /\b(?:more than|over|above|exceed\w*|greater than)\s+[\d,.]+\s*(?:mm|m|cm)\b/i.test(sentence);
  const ok = kind === 'minimum' ? mm >= limit.mm! : kind === 'maximum' ? mm <= limit.mm! : strictly ? mm > limit.mm! : mm >= limit.mm!;
  return { answer: ok ? 'yes' : 'no', entry, sentence, mm, limit, kind };
}

function renderLengthVerdict(v: { rule: Rule; answer: 'yes' | 'no' }, parsed: ParsedQuestion, cites: CitationList): string {
  const where = v.rule.jurisdiction === 'AU' ? '' : ` in ${v.rule.jurisdiction}`;
  const risk = /trench|shaft/i.test(v.rule.statement) ? 'depth' : 'fall risk';
  const prevention = v.rule.work.includes('fall prevention');
  const head = prevention
    ? v.answer === 'yes'
      ? 'yes, fall prevention is mandatory'
      : 'no, fall prevention is not mandatory at this height in housing'
    : v.answer === 'yes'
      ? 'yes, high-risk construction work (a SWMS is needed)'
      : `no, not high-risk construction work for the ${risk} alone`;
  const marks = (r: Rule) => r.sources.map((s) => `[${cites.cite({ url: s.url, grade: s.grade, title: s.title })}]`).join('');
  const line = `**${parsed.query.lengthMetres} m${where} → ${head}:** ${v.rule.statement.replace(/\.$/, '')}${dateNote(parsed)} ${marks(v.rule)}${v.rule.caution ? ' ⚠' : ''}`;
  // Below the housing fall-prevention height the fall can still be high-risk construction work: say so beside the "no".
  const hrcw = prevention && v.answer === 'no' ? measuredRow(parsed, 'fall') : undefined;
  return hrcw && lengthApplies(hrcw, parsed.query.lengthMetres!)
    ? `${line}\n**A SWMS is still needed:** ${hrcw.statement.replace(/\.$/, '')} ${marks(hrcw)}`
    : line;
}

/** Topics whose thresholds are a builder's: they say nothing about a specialist trade's work below them (tax rules do). */
const BUILDING_THRESHOLD_TOPICS: Array<KbEntry['topic']> = ['licensing', 'contracts', 'home-warranty', 'deposit', 'cooling-off'];

/**
 * When the retrieved facts give no threshold line and the question names the kind of rule and the place: every other
 * current entry of that kind for the place, so "3000 labour and 2000 materials in brisbane,
 * licence?" reaches the licence threshold even when the value-of-work fact ranked first.
 */
function thresholdPool(parsed: ParsedQuestion, facts: KbEntry[]): KbEntry[] {
  const topics = askedTopics(parsed);
  if (topics.length === 0 || !parsed.state || parsed.states.length > 1) return [];
  const extra = KB_ENTRIES.filter(
    (e) => !e.superseded && e.topic !== 'gap' && topics.includes(e.topic) && e.states.includes(parsed.state!) && !facts.includes(e),
  );
  return extra;
}

/** Per entry: the closest threshold the amount crosses, plus the closest one it doesn't when that one is near. */
function pickDirectLines(parsed: ParsedQuestion, facts: KbEntry[], anyValue: boolean): DirectLine[] {
  const lines = directLinesFrom(parsed, facts, anyValue);
  return lines.length > 0 ? lines : directLinesFrom(parsed, thresholdPool(parsed, facts), anyValue);
}

/** A rule counted without GST ("payments (excl GST) up to $75") compares the job's ex-GST value when GST was marked. */
function amountOnBasis(entry: KbEntry, fig: ThresholdFigure, parsed: ParsedQuestion): Cents {
  const ex = parsed.query.exGstCents;
  if (ex === undefined) return parsed.amountCents!;
  const row = ruleById(ruleIdOf(entry, fig, parsed.state));
  return row?.value.kind === 'amount' && row.value.basis === 'excl-gst' ? ex : parsed.amountCents!;
}

/**
 * A threshold on a turnover ("an annual GST turnover of $75,000 or more") is compared only with an amount the question
 * gives as a turnover or a year's takings: a job's price ("12 grand job, plus gst, need a permit?") never crosses it.
 */
const TURNOVER_FIGURE = /\bturnover\b/i;
const TURNOVER_TERMS = /^(?:#turnover|turnover|year|yr|yearly|annual\w*|annum|income|revenue|earnings|takings|sales)$/;
function amountIsTurnover(parsed: ParsedQuestion): boolean {
  // Takings from several sources summed ("38k from bathrooms plus 36.5k from side jobs") and asked against GST
  // registration are a turnover, named so or not.
  // So are takings told by the month or week that the query made a year of ("6,500 a month" → $78,000): one amount
  // whose total is another figure was worked out as a year's turnover, however the takings were worded ("takin").
  const q = parsed.query;
  const annualised =
    q.amounts.length === 1 && q.totalCents !== undefined && q.totalWorking !== undefined && q.totalCents !== q.amounts[0]!.cents;
  return (
    parsed.terms.some((t) => TURNOVER_TERMS.test(t)) ||
    ((annualised || (q.amounts.length > 1 && q.totalWorking !== undefined)) && gstRegistrationAsked(parsed))
  );
}

function directLinesFrom(parsed: ParsedQuestion, facts: KbEntry[], anyValue: boolean): DirectLine[] {
  const amount = parsed.amountCents;
  if (amount === undefined) return [];
  const turnover = amountIsTurnover(parsed);
  const lines: DirectLine[] = [];
  // Only the best-matching threshold entry may add a "not at this amount" line; more of them is noise. None once an
  // any-value rule said yes: a "no" under it would contradict the verdict.
  let allowNo = !anyValue;
  const topics = askedTopics(parsed);
  const specialist = questionWork(parsed).filter((w) => ['plumbing', 'gas', 'electrical', 'refrigeration'].includes(w));
  for (const entry of facts) {
    if (!entryFitsState(entry, parsed.state) || !topicFits(entry, topics)) continue;
    // A threshold for the very work asked ("hydraulic design over $1,100") is the one that decides, narrow or not.
    const work = questionWork(parsed);
    // So is one for the kind of business asked ("for a non-profit"): a word of its label no other threshold of the fact has.
    const figs = thresholdFigures(entry);
    const ownWords = (fig: ThresholdFigure) => {
      const others = new Set(figs.filter((f) => f !== fig).flatMap((f) => tokenize(f.label ?? '')));
      const title = new Set(tokenize(entry.title));
      return tokenize(fig.label ?? '').filter(
        (t) =>
          !t.startsWith('#') &&
          t.length >= 4 &&
          !others.has(t) &&
          !title.has(t) &&
          !COMMON_JOB_WORDS.has(t) &&
          !TRADE_PERSON_TERMS.has(t) &&
          !parsed.conceptWords.includes(t),
      );
    };
    const own = figs.filter(
      (fig) => fig.work?.some((w) => work.includes(w)) || (fig.minor && ownWords(fig).some((t) => parsed.terms.includes(t))),
    );
    const scored = (own.length > 0 ? own : thresholdFigures(entry).filter((fig) => !fig.minor))
      .filter((fig) => figureInForce(fig, parsed.query.date) && (turnover || !TURNOVER_FIGURE.test(fig.label)))
      .map((fig) => {
        const { cents: amt, left } = lessExemptParts(entry, parsed, amountOnBasis(entry, fig, parsed));
        return { fig, amt, left, applies: thresholdApplies(fig, amt), near: thresholdCloseness(fig, amt) };
      })
      // A rule the job's value crosses applies however far over it is ($380,000 against an over-$12,000 rule), when the
      // question asks that kind of rule; a threshold the job is far from says nothing of it.
      .filter((f) => f.near > 0 || (f.applies && topics.length > 0 && !f.fig.exempts))
      .sort((a, b) => b.near - a.near);
    // An exemption the job is outside of says nothing about what is needed.
    const yes = scored.find((f) => f.applies);
    // The other side of the same line (10% under $20,000 beside 5% from $20,000) adds nothing once "yes" is said.
    // A general building threshold says nothing about plumbing, gas or electrical work below it: no "not at this amount" from it.
    const neighbour =
      specialist.length > 0 &&
      BUILDING_THRESHOLD_TOPICS.includes(entry.topic) &&
      !specialist.some(
        (w) => entry.topic === w || new RegExp(`\\b${w === 'electrical' ? 'electric' : w}`, 'i').test(`${entry.title} ${entry.text}`),
      );
    const no =
      allowNo && !neighbour
        ? scored.find((f) => !f.applies && !f.fig.exempts && (!yes || (f.near >= 0.6 && f.fig.amountCents !== yes.fig.amountCents)))
        : undefined;
    for (const f of [yes, no])
      if (f) lines.push({ entry, fig: f.fig, applies: f.applies, amountCents: f.amt, ...(f.left ? { leftOut: f.left } : {}) });
    if (yes || no) allowNo = false;
    if (lines.length >= MAX_DIRECT_LINES) break;
  }
  return lines.slice(0, MAX_DIRECT_LINES);
}

/**
 * "Is $9,000 minor building work in SA?": the question asks whether the job is of the class an exemption row names
 * (the quoted term of its label), not whether a rule applies to it. The class asked, when it is.
 */
function classAsked(line: DirectLine, q: string): string | undefined {
  if (!line.fig.exempts) return undefined;
  const term = /["“]([^"”]{3,40})["”]/.exec(line.fig.label ?? '')?.[1];
  if (!term) return undefined;
  const words = term.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const asked = q.toLowerCase();
  return words.length > 0 &&
    words.every((w) => asked.includes(w)) &&
    /\b(?:is|are|does|do|would|will|counts?|classed|considered)\b/i.test(q)
    ? term
    : undefined;
}

function renderDirectLine(line: DirectLine, parsed: ParsedQuestion, cites: CitationList, without = false, q = ''): string {
  const where = line.entry.states.includes('ALL') ? '' : ` in ${line.entry.states.filter((s) => s !== 'ALL').join('/')}`;
  const klass = classAsked(line, q);
  const verdict = klass
    ? line.applies
      ? `yes, it is “${klass}”`
      : `no, not “${klass}”`
    : line.fig.exempts
      ? 'no'
      : line.applies
        ? without
          ? 'no, not without it'
          : 'yes'
        : without
          ? 'yes, not at this amount'
          : 'not at this amount';
  const caution = line.entry.caution ? ' ⚠' : '';
  const dated = line.fig.effectiveFrom || line.fig.effectiveTo ? dateNote(parsed) : '';
  const label = line.leftOut
    ? `${formatWhole(line.amountCents)} (${formatWhole(parsed.amountCents!)} less ${line.leftOut.map((a) => `the ${formatWhole(a.cents)} of ${a.partWork!.join('/')} work`).join(' and ')} this rule exempts)`
    : line.amountCents !== parsed.amountCents
      ? `${formatWhole(line.amountCents)} ex GST (${formatWhole(parsed.amountCents!)} incl GST)`
      : amountLabel(parsed);
  return `**${label}${where} → ${verdict}:** ${withThreshold(line.fig)}${dated} ${cites.markers(line.entry)}${caution}`;
}

const DURATION_RE =
  /\b\d+(?:\.\d+)?\s+(?:clear\s+|consecutive\s+)?(?:business\s+|working\s+)?(?:days?|weeks?|months?|years?|hours?)\b|\b\d+-business-day\b/i;
/** A day count that is a time limit ("within 21 days", "has 5 business days"), not a span measured ("the past 12 months"). */
const DEADLINE_DURATION_RE =
  /\b(?:within|no (?:more|later) than|inside|in|has|have|gets?|got|allowed)\s+(?:the\s+)?\d+(?:\.\d+)?\s+(?:clear\s+|business\s+|working\s+)?(?:days?|weeks?|months?|hours?)\b/i;
/** A time limit in words: "as soon as possible after finishing", "immediately". */
const AS_SOON_AS = /\bas soon as (?:possible|practicable|reasonably practicable)\b|\bimmediately\b/i;
/** How long records are kept: "keep them for 6 years", "kept for at least 5 years" — a span to hold, not a deadline. */
const RETENTION_ASKED = /\b(?:keep|kept|keeping|retain\w*|store|hang on to|hold on to|hold onto)\b/i;
const RETENTION_RE = /\b(?:keep|kept|retain\w*|stored?|held)\b[^.;]{0,60}?\b\d+(?:\.\d+)?\s+(?:years?|months?)\b/i;
/**
 * "How long do I keep my certificates", "how many years must invoices be kept": a retention period asked. Only a
 * sentence saying how long something is kept answers it — never the same paper's lodgement deadline.
 */
/** How long something is kept, as a count or until an event: "keep copies for 5 years", "kept until the work is done". */
const RETENTION_SPAN_RE =
  /\b(?:keep|keeps|kept|keeping|retain\w*|stored?|held|holds?)\b[^.;]{0,60}?(?:\b\d+(?:\.\d+)?\s+(?:years?|months?)\b|\buntil\b)/i;
const RETENTION_Q = new RegExp(
  `\\b(?:how long|how many (?:years|months)|for how long)\\b[^?.!]{0,60}?${RETENTION_ASKED.source}|${RETENTION_ASKED.source}[^?.!]{0,60}?\\b(?:how long|how many (?:years|months)|for how long)\\b`,
  'i',
);
/** A sentence stating a penalty ("Penalty 1,000 penalty units", "fines up to $5,000", "up to 100 penalty units for …"). */
const FINE_RE =
  /\b\d[\d,]*\s+penalty units\b|\b(?:penalt\w*|fines?|fined)\b[^.;]{0,80}(?:\$\d|\d[\d,]* penalty units)|(?:\$\d[\d,]*|\d[\d,]* penalty units)[^.;]{0,60}\b(?:penalt\w*|fine)\b/i;
const DATE_RE = /\b\d{1,2}\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*(?:\s+\d{4})?\b/;
const AMOUNT_RE = /\$\d[\d,]*(?:\.\d+)?|\b\d+(?:\.\d+)?\s?%|\b\d[\d,]*(?:\.\d+)?\s?(?:mm|m²|m|°C|kW)\b/;

/**
 * The sentence of the best-ranked fact that holds the kind of figure asked for ("how long" → a day count,
 * "when" → a date, "how much / max" → an amount), so the answer leads with what was asked, not the entry's first
 * sentence or a threshold the question's amount happens to be near.
 */
/** "How far past the rose", "how high on the walls": a measurement asked, answered by a sentence stating one. */
const MEASURE_ASKED = /\bhow (?:far|high|tall|deep|wide|close|thick)\b/i;
const MEASURE_RE = /\b\d[\d,]*(?:\.\d+)?\s?(?:mm|cm|m|metres?)\b(?![²2])/i;

/** "In SA the penalty is …": a sentence of one state's rule, no answer when no place was named. */
const OPENS_WITH_STATE = new RegExp(
  String.raw`^(?:In|For|Under|From [^,]{3,30},? in) (?:the )?(?:${(Object.keys(STATE_NAMES) as State[]).map((k) => `${k}|${STATE_NAMES[k]}`).join('|')})\b`,
);

function shortAnswer(parsed: ParsedQuestion, facts: KbEntry[], cites: CitationList, q = ''): string {
  const res: RegExp[] = parsed.intents.includes('duration')
    ? RETENTION_Q.test(q)
      ? [RETENTION_RE, RETENTION_SPAN_RE]
      : RETENTION_ASKED.test(q)
        ? [RETENTION_RE, DEADLINE_DURATION_RE, DURATION_RE]
        : [DEADLINE_DURATION_RE, AS_SOON_AS, DURATION_RE]
    : parsed.query.attribute === 'fine'
      ? [FINE_RE]
      : parsed.query.attribute === 'rate'
        ? [/\b\d+(?:\.\d+)?\s?%/]
        : parsed.intents.includes('when')
          ? [DATE_RE, DURATION_RE]
          : parsed.intents.includes('amount') && parsed.amountCents === undefined
            ? [AMOUNT_RE]
            : MEASURE_ASKED.test(q)
              ? [MEASURE_RE]
              : [];
  const keeping = !parsed.intents.includes('duration') || RETENTION_ASKED.test(q);
  // A penalty is the one for what was asked, in the place asked: not the unlicensed-contracting fine for a late
  // certificate, nor SA's SWMS penalty for a NSW question.
  const fine = parsed.query.attribute === 'fine';
  // The figure is about what was asked: its sentence, or its fact's title and keywords, share a subject word of the
  // question — never a neighbour's day count that ranked on "notice" or "days" alone (a payment schedule's 15 business
  // days for "how many days notice for a gas job").
  // A retention period asked: keeping and copies say what is asked, not what it is asked of (the SWMS, the test certs).
  const subject = RETENTION_Q.test(q)
    ? subjectTerms(parsed).filter((t) => !/^(?:keep|kept|retain|store|stor|hang|hold|copy|copi|record|#records)/.test(t))
    : subjectTerms(parsed);
  const about = (entry: KbEntry, sentence: string) => {
    if (subject.length === 0) return true;
    const own = new Set([...tokenize(sentence), ...tokenize(`${entry.title} ${entry.keywords.join(' ')}`)]);
    return subject.some((t) => own.has(t));
  };
  // "cooling off nsw?", "vic deposit cap": a bare subject with a place asks for the rule itself — the best fact's
  // first sentence with a figure leads, as a short answer.
  const bare = res.length === 0 && bareSubject(parsed, q);
  // (its penalty is not the rule: "swms sa" asks when one is needed, not the fine)
  if (bare) res.push(new RegExp(`^(?!.*\\b(?:penalt|fine)).*(?:${DURATION_RE.source}|${AMOUNT_RE.source})`, 'i'));
  for (const re of res) {
    for (const entry of facts
      .slice(0, bare ? 1 : 3)
      .filter((e) => fitsWork(e, parsed) && (!fine || figureSentenceAbout(e, 'fine', parsed)))) {
      // With no single state known, one state's figure is no short answer.
      if (!entry.states.includes('ALL') && !(parsed.state && parsed.states.length <= 1)) continue;
      // A national fact's sentence naming another state ("In NSW claims are monthly …") is no answer for this one.
      // (a time limit asked is never how long a copy is kept: "keeps a copy for 5 years" for "how long to give it")
      const sentence = sentencesOf(textForState(entry, parsed.state)).find(
        (x) =>
          re.test(x) &&
          about(entry, x) &&
          (parsed.state !== undefined || !OPENS_WITH_STATE.test(x)) &&
          (keeping || !RETENTION_SPAN_RE.test(x)),
      );
      if (sentence)
        return `**Short answer:** ${unitRepeated(sentence).replace(/[.;]$/, '')} ${cites.markers(entry)}${entry.caution ? ' ⚠' : ''}`;
    }
  }
  return '';
}

/** A question word, verb or request: more than a bare subject is asked. */
const ASKS_SOMETHING =
  /\b(?:what|whats|wat|how|when|wen|who|which|where|why|can|could|do|does|did|is|are|was|were|need|needs|must|should|have|has|will|would|if|my|i|we|me|our|job|quote|quoted|price)\b|\$|\d/i;

/** "cooling off nsw?", "plumbin cert deadline sa": a few words naming a subject and a place, nothing else asked. */
function bareSubject(parsed: ParsedQuestion, raw: string): boolean {
  if (!raw || ASKS_SOMETHING.test(raw) || !parsed.state || parsed.states.length > 1) return false;
  return (
    raw
      .replace(/[?.!,]/g, ' ')
      .trim()
      .split(/\s+/).length <= 5
  );
}

/**
 * Old values (sheet §8) worth naming — only as "old value, replaced by …", and only when the question
 * quotes the old figure or asks about history ("still", "used to"), so they never crowd a plain answer.
 */
function pickOldValues(q: string, parsed: ParsedQuestion): KbEntry[] {
  const wantsHistory = HISTORY_WORDS.test(q);
  // Only a quoted figure or a history word can bring an old value in: skip the second search otherwise.
  if (!wantsHistory && parsed.amountCents === undefined && parsed.percent === undefined) return [];
  return searchParsed(parsed, { includeSuperseded: true, limit: 8 })
    .map((h) => h.entry)
    .filter((e) => e.superseded && e.replacedBy)
    .filter((e) => {
      const quotesOldFigure = (e.figures ?? []).some(
        (f) =>
          (f.amountCents !== undefined && f.amountCents === parsed.amountCents) ||
          (f.percent !== undefined && f.percent === parsed.percent),
      );
      return quotesOldFigure || wantsHistory;
    })
    .slice(0, 2);
}

const listStates = (xs: string[], and = 'and') => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${and} ${xs.at(-1)}`);
const orList = (xs: string[]) => listStates(xs, 'or');

/** "There's a Richmond in NSW, VIC, QLD, SA and TAS — which one is the job in?" */
function ambiguityLine(parsed: ParsedQuestion): string {
  const a = parsed.ambiguousPlace;
  if (a?.border && / border$/.test(a.name))
    return `**Near ${a.name} — which one is the job in, ${orList(a.states)}?** The rules of the state where the work is apply: name it (or the town) and I'll answer for it.`;
  // "Mount Gambier or Albury": two places named as the job's, in two states — which is it.
  if (a?.border && / or /.test(a.name))
    return `**${a.name.charAt(0).toUpperCase()}${a.name.slice(1)}: ${orList(a.states)} — which one is the job in?** The rules of the state where the work is apply: name it (or the town) and I'll answer for it.`;
  if (a?.border)
    return `**${a.name.charAt(0).toUpperCase()}${a.name.slice(1)} spans the ${a.states.join('–')} border — which one is the job in, ${orList(a.states)}?** The rules of the state where the work is apply: name it (or the town) and I'll answer for it.`;
  return a
    ? `There's a **${a.name}** in ${listStates(a.states)} — which one is the job in? Name the state or the postcode and I'll answer for it.`
    : '';
}

function contextLine(parsed: ParsedQuestion, facts: KbEntry[]): string {
  const label = parsed.trade ? TRADE_LABELS[parsed.trade] : undefined;
  const trade = label ? ` · ${label}` : '';
  if (!parsed.state && facts.every((e) => e.states.includes('ALL')))
    return `What our sources say — a national rule, the same in every state and territory${trade}:`;
  if (!parsed.state && parsed.ambiguousPlace)
    return `Until you say which, what our sources say for each of ${listStates(parsed.ambiguousPlace.states)}${trade}:`;
  if (!parsed.state)
    return `Which state or territory? These facts cover several — name yours for a precise answer${label ? ` (${label})` : ''}:`;
  if (parsed.states.length > 1) return `What our sources say for **${parsed.states.join(' and ')}**${trade}:`;
  const why =
    parsed.stateSource === 'profile'
      ? ' (state from your profile — name another state in your question to change it)'
      : parsed.stateReason
        ? ` (${parsed.stateReason})`
        : '';
  return `What our sources say for **${STATE_NAMES[parsed.state]} (${parsed.state})**${trade}${why}:`;
}

function footer(parsed: ParsedQuestion): string {
  const reg = parsed.state ? regulatorFor(parsed.state, regulatorArea(parsed)) : undefined;
  const who = reg ? reg.regulator.name : 'the regulator in your state or territory';
  return `_${DISCLAIMER} — check with ${who} before relying on it._`;
}

function bullet(entry: KbEntry, parsed: ParsedQuestion, cites: CitationList): string {
  const tagStates = entry.states.filter((s) => s !== 'ALL');
  const tag = tagStates.join('/');
  const needsTag = (!parsed.state || parsed.states.length > 1) && tagStates.length > 0 && !entry.title.startsWith(tag);
  const prefix = needsTag ? `${tag} · ` : '';
  return `- **${prefix}${entry.title}** — ${entry.text} ${cites.markers(entry)}${entry.caution ? ' ⚠' : ''}`;
}

const NATIONAL_AREAS = new Set(['tax', 'wages', 'standards', 'payments', 'refrigerant']);

/** A licence's, registration's or cover's term in years ("1, 3 or 5 years", "lasts up to 5 years", "for 6 years"). */
const TERM_SENTENCE =
  /\b(?:lasts?|valid|renew\w*|term|terms|cover\w*|warrant\w*|issued|runs?|licen[cs]es?|registrations?|lapse\w*|expir\w*)\b[^.]{0,100}?\b\d+(?:,\s*\d+)*(?:\s*(?:or|and|to)\s*\d+)?\s*(?:-\s*)?(?:consecutive |clear |full )?years?\b|\b\d+(?:,\s*\d+)*(?:\s*(?:or|and)\s*\d+)?\s*years?\b[^.]{0,40}\b(?:term|renew\w*|valid|licen[cs]e|registration)\b/i;
/** A form named by its number ("Form 4", "Form 80", "form F1"). */
const FORM_SENTENCE = /\bform\s+[A-Z]?\d+[A-Z]?\b/i;
/** An age a rule sets ("aged 18 or over", "at least 16 years old", "under 18"). */
const AGE_SENTENCE =
  /\b(?:aged?|at least|under|over)\s+\d{2}\b(?!\s*(?:%|m\b|metres|days|business|kw\b|\$))|\b\d{2}\s+years?\s+(?:old|of age)\b/i;

const ATTRIBUTE_WORDS: Partial<Record<AskedAttribute, string>> = {
  fee: 'the fee',
  fine: 'the fine or penalty',
  interest: 'the interest rate',
  deadline: 'the deadline',
  term: 'the term (how long it lasts)',
  age: 'the minimum age',
  form: 'the form number',
};

const STATE_IN_SENTENCE: Array<[State, RegExp]> = (Object.keys(STATE_NAMES) as State[]).map((s) => [
  s,
  new RegExp(`\\b(?:${s}|${STATE_NAMES[s]})\\b`),
]);

/** The entry's text without the sentences that are about another state than the question's ("In SA the penalty …"). */
function textForState(entry: KbEntry, state: State | undefined): string {
  if (!state) return entry.text;
  return sentencesOf(entry.text)
    .filter((sentence) => {
      const named = STATE_IN_SENTENCE.filter(([, re]) => re.test(sentence)).map(([s]) => s);
      return named.length === 0 || named.includes(state);
    })
    .join(' ');
}

function holdsAttribute(entry: KbEntry, a: AskedAttribute, state?: State): boolean {
  const figs = (entry.figures ?? []).filter((f) => !f.label || textForState({ ...entry, text: f.label }, state) === f.label);
  const text = textForState(entry, state);
  if (a === 'fine' && text !== entry.text && !/penalt|fine/i.test(text)) return false;
  entry = { ...entry, text };
  switch (a) {
    case 'fee':
      return (
        // a threshold ("work costing over $10,000") is not a fee
        figs.some((f) => f.amountCents !== undefined && !f.threshold && /\bfee|levy|\bcost\b|cost of|premium|charge/i.test(f.label)) ||
        /\$[\d,.]+[^.]{0,40}\bfee\b|\bfee[^.]{0,40}\$\d/i.test(entry.text)
      );
    case 'fine':
      return (
        figs.some((f) => /penalt|fine/i.test(f.label)) ||
        // ("up to 100 penalty units": a count of penalty units is a fine by itself)
        /\b(?:penalt\w*|fines?|fined)\b[^.]{0,80}(?:\$\d|\d+ penalty units)|(?:\$\d[\d,]*|\d+ penalty units)[^.]{0,60}\b(?:penalt\w*|fine)|\b\d[\d,]* penalty units\b/i.test(
          entry.text,
        )
      );
    case 'term':
      return TERM_SENTENCE.test(entry.text);
    case 'age':
      return AGE_SENTENCE.test(entry.text);
    case 'form':
      return FORM_SENTENCE.test(entry.text);
    case 'interest':
      return /\binterest\b[^.]{0,60}\d+(?:\.\d+)?\s?%|\d+(?:\.\d+)?\s?%[^.]{0,60}\binterest\b/i.test(entry.text);
    case 'deadline':
      return (
        hasDuration(entry) ||
        figs.some((f) => f.days !== undefined || f.businessDays !== undefined || f.hours !== undefined) ||
        // a date is a deadline too ("lodge the TPAR by 28 August")
        /\b(?:by|before|until|due)\s+\d{1,2}\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/.test(entry.text)
      );
    default:
      return true;
  }
}

/** Subjects whose asked figure has a known kind: a deposit cap is a percentage or an amount, a cooling-off a day count. */
const SUBJECT_FIGURES: Array<{ concept: string; topic: KbEntry['topic']; what: string; holds: (e: KbEntry) => boolean }> = [
  {
    concept: '#deposit',
    topic: 'deposit',
    what: 'the maximum deposit',
    holds: (e) => (e.figures ?? []).some((f) => f.percent !== undefined || (f.amountCents !== undefined && !f.threshold)),
  },
  { concept: '#coolingoff', topic: 'cooling-off', what: 'the cooling-off period', holds: (e) => hasDuration(e) },
];

/**
 * The attribute asked (fee, fine, deadline, a deposit cap, a cooling-off period) when no fact for the question's
 * place and subject holds one. Only the facts that match the question's subject as well as the best one does are
 * looked at: a neighbouring fact's penalty or deadline is not the answer ("the fine for no SWMS" is not the fine for
 * unlicensed work).
 */
/**
 * A fact holding the asked figure may match fewer of the question's words than the best fact ("went past 75 grand
 * turnover, how long to register": the 21-day fact beside the $75,000 one) — but not much fewer.
 */
const COVERAGE_SHARE = 0.6;

/** A share of the price taken as a deposit, asked as leave: "can I take 10% deposit", "ok to ask 20% upfront". */
const DEPOSIT_SHARE_ASKED =
  /\b(?:take|taking|charge|charging|ask(?:ing)? for|ask|get|getting|collect|grab|invoice)\s+(?:a\s+)?\d+(?:\.\d+)?\s?(?:%|per\s?cent)\s*(?:as a\s+|as the\s+)?(?:deposit|upfront|up front|up-front)\b/i;
const DEADLINE_IN_WORDS = /\bas soon as (?:practicable|possible|practical)\b/i;
// "How long have I got" is answered by "as soon as practicable"; only a count of days or weeks asked needs a number.
const ASKS_COUNT = /\bhow many\b|\b(?:days?|weeks?|hours?|months?)\b/i;

/**
 * "How long is the regulator taking to approve registrations", "how long does icare take to get a certificate out",
 * "processing time for a licence", "how long does it take to get a gas licence", "how long do they take to come out and
 * audit": how long a body takes to deal with an application or to come and inspect. The facts hold deadlines the law sets, never a body's processing times.
 */
const PROCESSING_ASKED =
  /\bhow (?:long|many (?:days|weeks|months)|quick(?:ly)?|fast|soon)\b[^?.!]{0,80}?\b(?:tak(?:e|es|ing|in)|took)\b[^?.!]{0,40}?\b(?:to )?(?:process\w*|approv\w*|issu\w*|assess\w*|inspect\w*|audit\w*|come (?:out|round|around)|come through|turn (?:it |them )?around|(?:get|send) (?:\w+ ){0,3}?(?:out|back|through|approved|issued)|(?:get|obtain|receive) (?:a |an |my |the |your |his |her |their |our )?(?:[\w-]+ ){0,3}?(?:licen[cs]es?|rego|registration|permits?|tickets?|endorsements?|accreditations?)(?! (?:to|for|before|after|at|on)\b))\b|\b(?:processing|turnaround|turn-around|approval|assessment) (?:times?|period)\b|\bhow long (?:is|are) (?:the )?(?:wait|queue|backlog)\b/i;
function processingTimeAsked(parsed: ParsedQuestion, q: string): boolean {
  return (
    (parsed.intents.includes('duration') || parsed.query.attribute === 'deadline' || /\bhow long\b/i.test(q)) && PROCESSING_ASKED.test(q)
  );
}

function missingAttribute(parsed: ParsedQuestion, hits: SearchHit[], q = ''): string | undefined {
  const a = parsed.query.attribute;
  const words = ATTRIBUTE_WORDS[a];
  const top = hits[0];
  const candidates = hits
    .slice(0, 3)
    .filter(
      (h) =>
        h.entry.topic !== 'gap' &&
        entryFitsState(h.entry, parsed.state) &&
        fitsWork(h.entry, parsed) &&
        top &&
        h.coverage >= top.coverage * COVERAGE_SHARE - 1e-9 &&
        matchesSubject(h, parsed),
    )
    .map((h) => h.entry);
  // "Cooling off on a WA home building contract, how many days": a period the place has no fact of that subject for is
  // not any other fact's day count (the security-of-payment schedule's 15 business days).
  if (a === 'deadline' && parsed.state) {
    const own = ownSubjectFigures(parsed);
    if (own) return own;
  }
  // "How long must I keep the certificates": a retention period, held only by a sentence saying how long it is kept.
  if ((a === 'deadline' || a === 'amount' || a === 'other') && RETENTION_Q.test(q))
    return candidates.some((e) => [e.title, ...sentencesOf(textForState(e, parsed.state))].some((x) => RETENTION_SPAN_RE.test(x)))
      ? undefined
      : 'the retention period';
  // "When do I give the certificate?" is answered by a deadline in words ("as soon as practicable"); "how many days" is not.
  const inWords = (e: KbEntry) => a === 'deadline' && !ASKS_COUNT.test(q) && DEADLINE_IN_WORDS.test(textForState(e, parsed.state));
  // "Do I have to pay for a BYDA enquiry?": a fact saying the thing is free holds its price.
  const free = (e: KbEntry) =>
    e.topic !== 'gap' && entryFitsState(e, parsed.state) && sentencesOf(textForState(e, parsed.state)).some((x) => FREE_SENTENCE.test(x));
  if (a === 'fee' && hits.slice(0, 3).some((h) => free(h.entry) && matchesSubject(h, parsed))) return undefined;
  if (words)
    return candidates.some(
      (e) =>
        (holdsAttribute(e, a, parsed.state) &&
          figureSentenceAbout(e, a, parsed) &&
          (a !== 'deadline' || timesAskedStep(e, textForState(e, parsed.state), q))) ||
        inWords(e),
    )
      ? undefined
      : words;
  // "Max deposit in Darwin?": the place's own facts on that subject must hold that kind of figure.
  // (A price beside it changes nothing: "max deposit on a 40k reno in Port Lincoln" still needs the place's cap.)
  // "Is there a cooling-off period?" asks for the period as surely as "how long is it".
  const asksExists = /\b(?:is there|are there|do(?:es)? (?:they|the (?:client|owner|customer|homeowner)) (?:get|have))\b/i.test(q);
  // "Can I take 10% deposit on a 50k job?" puts a deposit against the cap: the cap is the figure it needs.
  const shareAsked = parsed.percent !== undefined && DEPOSIT_SHARE_ASKED.test(q);
  // "$140k house: what's the maximum deposit you're allowed to take?": the cap itself asked, with the price beside it.
  const capAsked = /\b(?:what(?:'s|’s| is)|how much is|tell (?:me|us)) (?:the )?(?:max(?:imum)?|most|biggest|limit|cap)\b/i.test(q);
  if (!parsed.state || (a === 'need' && !asksExists && !shareAsked && !capAsked) || a === 'who') return undefined;
  for (const s of SUBJECT_FIGURES) {
    if (!parsed.concepts.includes(s.concept)) continue;
    const own = KB_ENTRIES.filter((e) => !e.superseded && e.topic === s.topic && e.states.includes(parsed.state!));
    if (!own.some(s.holds)) return s.what;
  }
  return undefined;
}

/** The subject figure asked (`SUBJECT_FIGURES`: a cooling-off period, a deposit cap) that the place's own facts lack. */
function ownSubjectFigures(parsed: ParsedQuestion): string | undefined {
  for (const s of SUBJECT_FIGURES) {
    if (!parsed.concepts.includes(s.concept) || !parsed.state) continue;
    const own = KB_ENTRIES.filter((e) => !e.superseded && e.topic === s.topic && e.states.includes(parsed.state!));
    if (!own.some(s.holds)) return s.what;
  }
  return undefined;
}

/** A sentence saying something costs nothing: "is a free service", "free of charge", "at no cost". */
const FREE_SENTENCE = /\b(?:is|are) (?:a |an )?free\b|\bfree (?:of charge|service)\b|\bno (?:charge|cost|fee)\b|\bat no cost\b/i;

/**
 * "Do I have to pay for a BYDA enquiry?": the fee asked of a thing a fact says is free. A yes/no opens "No — it's free",
 * a "how much" with the sentence alone.
 */
function freeShort(parsed: ParsedQuestion, facts: KbEntry[], q: string, cites: CitationList): string | null {
  if (parsed.query.attribute !== 'fee') return null;
  for (const entry of facts.slice(0, 3)) {
    const sentence = sentencesOf(textForState(entry, parsed.state)).find((x) => FREE_SENTENCE.test(x));
    if (!sentence) continue;
    const head = isYesNoQuestion(q) || /\b(?:have to|need to|gotta|got to|must)\s+pay\b/i.test(q) ? "No — it's free" : "It's free";
    return `**${head}:** ${sentence.replace(/[.;]$/, '')} ${cites.markers(entry)}${entry.caution ? ' ⚠' : ''}`;
  }
  return null;
}

const HOLDS_IN_SENTENCE: Partial<Record<AskedAttribute, (s: string) => boolean>> = {
  fee: (s) => /\$\d/.test(s) && /\b(?:fees?|levy|premiums?|charges?|costs?)\b/i.test(s),
  fine: (s) => /\b(?:penalt\w*|fines?|fined)\b/i.test(s) && /\$\d|penalty units?/i.test(s),
  deadline: (s) => DURATION_RE.test(s) || DATE_RE.test(s),
  interest: (s) => /\binterest\b/i.test(s) && /\d\s?%/.test(s),
  term: (s) => TERM_SENTENCE.test(s),
  age: (s) => AGE_SENTENCE.test(s),
  form: (s) => FORM_SENTENCE.test(s),
};

/**
 * The sentence holding the asked figure (a fee, a fine, a deadline) is about what was asked: with the entry's title it
 * shares a subject word of the question. "How much to renew my plumbing licence" is not answered by the sentence giving
 * the notifiable-work lodgement fee, nor "how many days cooling off" by a plumbing paperwork deadline.
 */
function figureSentenceAbout(entry: KbEntry, a: AskedAttribute, parsed: ParsedQuestion): boolean {
  const holds = HOLDS_IN_SENTENCE[a];
  if (!holds) return true;
  const subject = parsed.terms.filter((t) => !attributeWord(t, parsed.terms) && !TRADE_CONCEPTS.has(t) && !TRADE_PERSON_TERMS.has(t));
  // A concept asked ("ticket" → #licence, "cooling off") names the subject more surely than a trade word beside it.
  const concepts = subject.filter((t) => t.startsWith('#'));
  const wanted = concepts.length > 0 ? concepts : subject;
  if (wanted.length === 0) return true;
  const sentences = sentencesOf(textForState(entry, parsed.state)).filter(holds);
  // A figure held as data only (no sentence states it) is judged by the entry as a whole, as before.
  if (sentences.length === 0) return true;
  return sentences.some((s) => {
    const tokens = new Set(tokenize(`${entry.title} ${s}`));
    return wanted.some((t) => tokens.has(t));
  });
}

/** Words that name the attribute asked (a fine, a fee, a deadline), not what it is about. */
const ATTRIBUTE_TERM =
  /^#?(?:penalt|fine|fee|interest|cost|price|deadline|long|day|late|charg|much|levy|pay|renew|infringement|pinged|caught|notice$|give$|giv$)/;
/** A word of the attribute asked: `ATTRIBUTE_TERM`, or "business" of "10 business days" (a unit, not a business). */
const attributeWord = (t: string, terms: readonly string[]) => ATTRIBUTE_TERM.test(t) || (t === 'business' && terms.includes('day'));

/**
 * "The penalty for a late CCEW": a fact holding a penalty is the answer only if it is about what was asked (the CCEW),
 * not a neighbouring fact that matched the attribute word alone.
 */
function matchesSubject(h: SearchHit, parsed: ParsedQuestion): boolean {
  const wanted = subjectTerms(parsed);
  if (wanted.length === 0) return true;
  return h.matched.some((t) => wanted.includes(t));
}

/** The question's words for what it is about: not the attribute asked, the trade or who is asking. */
function subjectTerms(parsed: ParsedQuestion): string[] {
  const subject = parsed.terms.filter((t) => !attributeWord(t, parsed.terms) && !TRADE_CONCEPTS.has(t) && !TRADE_PERSON_TERMS.has(t));
  // Plain words say what it is about more narrowly than concepts ("ccew" vs #certificate): they decide when there are any.
  const words = subject.filter((t) => !t.startsWith('#'));
  return words.length > 0 ? words : subject;
}

/** How a decline with no place names the kind of regulator it lists for every state. */
const AREA_WORDS: Partial<Record<RegulatorArea, string>> = {
  building: 'building',
  electrical: 'electrical',
  plumbing: 'plumbing',
  gas: 'gas',
  homeWarranty: 'home warranty',
  safety: 'work health and safety',
};

/** State revenue offices (payroll tax is a state tax): named, not cited — the answer gives no figure from them. */
const REVENUE_OFFICES: Record<State, string> = {
  NSW: 'Revenue NSW',
  VIC: 'State Revenue Office Victoria',
  QLD: 'Queensland Revenue Office',
  WA: 'RevenueWA',
  SA: 'RevenueSA',
  TAS: 'State Revenue Office Tasmania',
  ACT: 'ACT Revenue Office',
  NT: 'Territory Revenue Office',
};

/** Who to ask about subjects outside every regulator's area in the table, by the question's concept. */
const OTHER_BODIES: Array<[string, (state?: State) => string]> = [
  [
    '#payrolltax',
    (s) =>
      s
        ? `Payroll tax is a state tax: ask **${REVENUE_OFFICES[s]}**.`
        : `Payroll tax is a state tax: ask your state's revenue office (${Object.values(REVENUE_OFFICES).join(', ')}).`,
  ],
  ['#incometax', () => 'For income tax and what you can claim, ask the **Australian Taxation Office (ATO)** or your tax agent.'],
  [
    '#localcouncil',
    (s) =>
      `Work hours, noise and use of the footpath or street are set locally: ask **your local council** (and the ${s === 'VIC' ? 'EPA Victoria' : s ? `${s} environment protection authority (EPA)` : "state's environment protection authority (EPA)"} for noise rules).`,
  ],
  ['#roadrules', (s) => `Road rules are set by the ${s ? `${s} ` : ''}state transport authority: ask it or your local council.`],
  ['#insurancecost', () => 'Insurance premiums depend on the insurer and the job: ask **an insurance broker** or insurer for a quote.'],
  ['#premium', () => 'Insurance premiums depend on the insurer and your business: ask **an insurance broker** or insurer for a quote.'],
  ['#workerscomp', () => 'Workers compensation premiums and cover: ask your state workers compensation insurer or regulator.'],
  [
    '#surcharge',
    () =>
      'Card surcharge rules are set by the **Reserve Bank of Australia (RBA)** and enforced by the **ACCC**: check what applies on their websites before you change your prices.',
  ],
];

/**
 * A regulator's name with its initials spelled out where another of the state's regulators gives them in full ("Office
 * of the Technical Regulator / CBS" → "… / Consumer and Business Services (CBS)"): a tradie may not know the initials.
 */
export function spelledOut(name: string, state: State): string {
  const full = new Map<string, string>();
  for (const r of listRegulators(state))
    for (const m of r.name.matchAll(/([A-Z][A-Za-z,' ]+?) \(([A-Z]{2,6})\)/g)) {
      const words = m[1]!.trim();
      // only initials of those words ("Consumer and Business Services (CBS)"), never a place in brackets ("… Board (NT)")
      const initials = words.match(/\b[A-Z]/g)?.join('') ?? '';
      if (initials === m[2]) full.set(m[2]!, words);
    }
  return name.replace(/(?<![(A-Za-z])([A-Z]{2,6})\b(?!\))/g, (acr: string) => {
    const words = full.get(acr);
    return words && !name.includes(words) ? `${words} (${acr})` : acr;
  });
}

const WORK_AREA: Record<string, RegulatorArea> = { electrical: 'electrical', plumbing: 'plumbing', gas: 'gas' };

/**
 * Which regulator a question is for: a subject concept names one ("CCEW" → electrical, "home warranty"); else the work
 * the question is about ("the COES penalty" is Energy Safe Victoria's, not the building regulator's); else the trade.
 */
/** Tax taken from pay (PAYG withholding, super) is the ATO's, not an award question. */
const TAX_ON_PAY_CONCEPTS = ['#wagetax', '#incometax', '#super'];
const TAX_ON_PAY_TERMS = /^(?:tax|taxes|payg)$/; // not "withhold": a payment is withheld too

/** Concepts of the contract and getting paid under it: the building regulator's, whatever the trade. */
const CONTRACT_CONCEPTS = new Set(['#sop', '#deposit', '#coolingoff', '#contract']);

function regulatorArea(parsed: ParsedQuestion): RegulatorArea {
  // "How much tax do I take out of my apprentice's pay": the tax on the pay is asked, so the ATO, not the Ombudsman.
  if (parsed.concepts.some((c) => TAX_ON_PAY_CONCEPTS.includes(c)) || parsed.terms.some((t) => TAX_ON_PAY_TERMS.test(t))) return 'tax';
  // What an apprentice (or any worker) is paid is an award question for the Fair Work Ombudsman, whatever their trade.
  if (
    (parsed.concepts.includes('#apprentice') || parsed.terms.some((t) => /^(?:employee|worker|labourer|apprentice)$/.test(t))) &&
    (parsed.concepts.includes('#pricing') || parsed.terms.some((t) => /^(?:rate|hourly|wage|pay|paid|award|penalty ?rate)$/.test(t)))
  )
    return 'wages';
  // Interest on a late payment is the contract's or the state's security-of-payment law's, which the building regulator runs.
  if (parsed.query.attribute === 'interest' && parsed.state) return 'building';
  const byConcept = areaForQuestion(parsed.concepts);
  if (byConcept !== 'building') return byConcept;
  // What a contract may say and getting paid under it (deposit, cooling-off, security of payment) are the building
  // regulator's whoever asks: a plumber's deposit cap is not the plumbing regulator's.
  if (parsed.concepts.some((c) => CONTRACT_CONCEPTS.has(c))) return 'building';
  const work = parsed.query.work.map((w) => WORK_AREA[w]).find(Boolean);
  return work ?? areaForQuestion([], parsed.trade);
}

/** Countries (and their big cities) a tradie trained or worked in before Australia, or a relative works in now. */
const ABROAD =
  /\b(?:new zealand|nz|aotearoa|auckland|wellington|christchurch|uk|u\.k\.|united kingdom|england|britain|scotland|(?<!south )wales|(?<!northern )ireland|philippines|manila|vietnam|viet nam|saigon|hanoi|india|china|lebanon|beirut|brazil|colombia|italy|greece|korea|japan|fiji|samoa|tonga|south africa|canada|usa|u\.s\.a?\.|united states|america|germany|poland|nepal|sri lanka|pakistan|indonesia|malaysia|thailand|overseas|abroad|back home|my country|home country)\b/i;
/** A licence, trade papers or years of work from there, asked to count here. */
const RECOGNITION_ASKED = new RegExp(
  String.raw`\b(?:licen[cs]e|qualifications?|quals|ticket|trade (?:papers|certificate|cert)|experience|apprenticeship|diploma|degree)\b[^.?!]{0,60}\b(?:count|counts|recogni[sz]\w*|accept\w*|valid|use|used|transfer\w*|convert\w*|work with|good)\b|\b(?:can|could) (?:i |he |she |we )?(?:use|work with|transfer|convert) (?:it|my|his|her|the)\b|\b(?:licen[cs]e|qualifications?|ticket|papers) (?:from|in|of) (?:the )?(?:[a-z]+ ){0,2}?(?=${ABROAD.source})`,
  'i',
);
/** A rule asked of the other country itself: "GST there how much", "what licence rule there", "in New Zealand is it …". */
const RULE_THERE =
  /\b(?:(?<!\b(?:is|are|was|were|any|if|get|got|go|be) )there(?!\s*(?:is|are|was|were|'s|s|be)\b)|in that country|in (?:new zealand|nz|the uk|england|ireland|canada|the usa|america|fiji))\b/i;

/**
 * "Licence from Manila, can use in Sydney?", "my experience from Vietnam count?": recognising an overseas licence or
 * years of work is in no fact — declined, naming the state's regulator for the trade. "My cousin in New Zealand, GST
 * there how much?": another country's rule is in no fact either — declined without any Australian figure.
 */
function abroadAsked(parsed: ParsedQuestion, q: string): 'recognition' | 'rules' | undefined {
  if (!ABROAD.test(q)) return undefined;
  if (RECOGNITION_ASKED.test(q)) return 'recognition';
  const named = ABROAD.exec(q)![0].toLowerCase();
  if (/^(?:overseas|abroad|back home|my country|home country)$/.test(named)) return undefined;
  // Asked of the country itself, with no Australian place for the work.
  if (RULE_THERE.test(q) && parsed.stateSource !== 'question') return 'rules';
  return undefined;
}

function abroadRulesAnswer(parsed: ParsedQuestion, q: string): KbAnswer {
  const country = ABROAD.exec(q)![0];
  const name = /^(?:nz|aotearoa|auckland|wellington|christchurch)$/i.test(country)
    ? 'New Zealand'
    : country.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  const markdown = [
    `**I don't have ${name}'s rules** — our sources hold Australian rules only, so I won't guess.`,
    `Ask the regulator (or, for tax, the tax office) in ${name} — an Australian figure is no answer there.`,
    `_${DISCLAIMER}._`,
  ].join('\n\n');
  return describe({ markdown, citations: [], entries: [], found: false }, parsed);
}

function notFound(parsed: ParsedQuestion, gaps: KbEntry[], missing?: string): KbAnswer {
  const cites = new CitationList();
  const parts: string[] = [];
  if (parsed.ambiguousPlace) parts.push(ambiguityLine(parsed));
  if (missing) {
    // ("in the Northern Territory": the territories take the article; a national body's figure has no place at all)
    const national = !parsed.state && NATIONAL_AREAS.has(regulatorArea(parsed));
    const place = parsed.state
      ? ` for that in ${/Territory$/.test(STATE_NAMES[parsed.state]) ? 'the ' : ''}${STATE_NAMES[parsed.state]}`
      : national
        ? ' for that'
        : parsed.ambiguousPlace
          ? ` for that in ${orList(parsed.ambiguousPlace.states)}`
          : ' for that in your state or territory';
    parts.push(`**I don't have ${missing}${place}** in our sources, so I won't guess.`);
  }
  const concepts = [...parsed.concepts];
  // The price of cover ("how much does home warranty insurance cost") is the insurer's: a broker quotes it.
  if (
    parsed.query.attribute === 'fee' &&
    /\b(insurance|cover|policy|premium|warranty)\b/i.test(parsed.terms.join(' ')) &&
    !concepts.includes('#premium')
  )
    concepts.push('#insurancecost');
  for (const [concept, line] of OTHER_BODIES) if (concepts.includes(concept)) parts.push(line(parsed.state));
  const area = regulatorArea(parsed);
  const national = NATIONAL_AREAS.has(area) ? listRegulators('NSW').find((r) => r.area === area && r.national) : undefined;
  if (area === 'standards' && national) {
    parts.push(
      "I can't quote the text of an Australian Standard: standards are copyright and sold by Standards Australia, and the knowledge base holds only facts about them, not their clauses.",
    );
    parts.push(
      `To read the clause, buy or view the standard from **${national.name}** [${cites.cite({ url: national.url, grade: national.grade })}].`,
    );
  } else if (national) {
    // (said once: a missing figure's line above has already said it is not in our sources)
    if (!missing) parts.push("I couldn't find a sourced answer to that in the knowledge base, so I won't guess.");
    parts.push(`Best to ask **${national.name}** [${cites.cite({ url: national.url, grade: national.grade })}].`);
  } else if (parsed.state) {
    const reg = regulatorFor(parsed.state, area);
    const why = parsed.stateSource === 'profile' ? ', the state in your profile' : parsed.stateReason ? ` (${parsed.stateReason})` : '';
    if (!missing)
      parts.push(
        `I couldn't find a sourced answer to that for ${STATE_NAMES[parsed.state]} (${parsed.state})${why} in the knowledge base, so I won't guess.`,
      );
    // The line above said what is missing; how the place was read still has to be said ("I took the Campbelltown in SA").
    else if (why) parts.push(`_Place: ${STATE_NAMES[parsed.state]} (${parsed.state})${why}._`);
    if (reg) {
      const r = reg.regulator;
      parts.push(`Best to ask **${spelledOut(r.name, parsed.state)}** [${cites.cite({ url: r.url, grade: r.grade })}].`);
      if (!reg.exact)
        parts.push(`(We don't have a separate regulator on file for that in ${parsed.state}; they can point you to the right body.)`);
    }
  } else {
    // No place: each state's regulator for what was asked (its electrical regulator for a wiring question) — only the
    // states of the places named when the line above asks which of them it is.
    const asked = parsed.ambiguousPlace?.states;
    const notHeld = missing
      ? ''
      : `I couldn't find a sourced answer to that${asked ? ` for ${listStates(asked)}` : ''} in the knowledge base, so I won't guess. `;
    const ask = asked ? 'Ask the' : 'Tell me which state or territory the job is in, or ask its';
    parts.push(`${notHeld}${ask} ${AREA_WORDS[area] ?? 'building'} regulator${asked ? ' of the state the job is in' : ''}:`);
    const lines = (asked ?? (Object.keys(STATE_NAMES) as State[])).map((s) => {
      const r = regulatorFor(s, area)?.regulator;
      return r ? `- ${s}: **${r.name}** [${cites.cite({ url: r.url, grade: r.grade })}]` : `- ${s}`;
    });
    parts.push(lines.join('\n'));
  }
  if (gaps.length > 0) {
    parts.push(`**Not confirmed in our sources**\n${gaps.map((g) => `- ${g.text} ${cites.markers(g)}`).join('\n')}`);
  }
  parts.push(`**Sources**\n${cites.toMarkdown()}`);
  parts.push(footer(parsed));
  return describe({ markdown: parts.join('\n\n'), citations: cites.list, entries: gaps, found: false }, parsed);
}

/** A fact the sources did not settle (sheet §7): shown under "Not confirmed in our sources", never read for a yes/no or a figure. */
const isGapLike = (e: KbEntry) => e.topic === 'gap';

function split(hits: SearchHit[], limit: number): { facts: KbEntry[]; gaps: KbEntry[] } {
  const top = hits[0]?.score ?? 0;
  const chosen = hits.filter((h) => h.score >= top * RELATIVE_CUT).slice(0, limit);
  return {
    facts: chosen.filter((h) => !isGapLike(h.entry)).map((h) => h.entry),
    gaps: chosen.filter((h) => isGapLike(h.entry)).map((h) => h.entry),
  };
}

/** An ABN check or a GST sum: the tool's line, the rule it applied, sources and the footer. */
function toolAnswer(parsed: ParsedQuestion, tool: ToolResult, cites: CitationList): KbAnswer {
  const parts = [tool.lines.join('\n')];
  // A place name several states share ("Salisbury"): the sum is worked out for the one assumed, so say which.
  if (parsed.state && parsed.stateReason?.startsWith('I took')) parts.push(`_Place: ${parsed.stateReason}._`);
  if (tool.entries.length) parts.push(`**The rule**\n${tool.entries.map((e) => bullet(e, parsed, cites)).join('\n')}`);
  parts.push(`**Sources**\n${cites.toMarkdown()}`);
  parts.push(footer(parsed));
  return describe({ markdown: parts.join('\n\n'), citations: cites.list, entries: tool.entries, found: true }, parsed, tool);
}

/** What every verdict rule reads: the question, its parse, the hits and facts, the citations, the tool's result. */
interface VerdictContext {
  q: string;
  parsed: ParsedQuestion;
  hits: SearchHit[];
  /** The facts shown; `settles` reads them as retrieved, `line` after the tool's and certificate's entries joined. */
  facts: KbEntry[];
  cites: CitationList;
  tool: ToolResult | null;
  /** Memoised results, so a rule's condition and its line compute each verdict once. */
  memo: Map<string, unknown>;
}

/** A first line: its markdown lines, the yes/no it states (with its rule rows) and the entries it leads the facts with. */
interface FirstLine {
  rule: string;
  lines: string[];
  verdict?: KbAnswer['verdict'];
  leads?: KbEntry[];
  /** Goes with the short answer (the asked figure); `afterShort` puts it below that answer. */
  withShort?: boolean;
  afterShort?: boolean;
}

/**
 * One verdict rule. `settles`: the rule decides a yes/no for this question, so it is answered however few of its
 * words the facts share (never declined). `line`: the bold first line, when this rule gives it.
 */
interface VerdictRule {
  name: string;
  settles?: (c: VerdictContext) => boolean;
  line?: (c: VerdictContext) => Omit<FirstLine, 'rule'> | null;
}

/**
 * "I am a licensed builder … must home warranty be bought?": the licence is who is asking, not what is asked. When the
 * asker says they hold one and the question names another kind of rule, the verdict reads that kind.
 */
function askerLicence(parsed: ParsedQuestion, q: string): ParsedQuestion {
  if (!parsed.concepts.includes('#licence') || !HOLDS_LICENCE.test(q)) return parsed;
  const other = CONCEPT_TOPICS.some(([c]) => c !== '#licence' && c !== '#diy' && parsed.concepts.includes(c));
  if (
    !other ||
    /\b(?:do|does|will|would) (?:i|we|he|she|they) (?:still )?need (?:a |an |my |our |the )?(?:own )?(?:licen[cs]e|ticket|rego)\b/i.test(q)
  )
    return parsed;
  return { ...parsed, concepts: parsed.concepts.filter((c) => c !== '#licence') };
}

function verdictContext(
  q: string,
  parsed: ParsedQuestion,
  hits: SearchHit[],
  facts: KbEntry[],
  cites: CitationList,
  tool: ToolResult | null,
): VerdictContext {
  return { q, parsed, hits, facts, cites, tool, memo: new Map() };
}

function memo<T>(c: VerdictContext, key: string, f: () => T): T {
  if (!c.memo.has(key)) c.memo.set(key, f());
  return c.memo.get(key) as T;
}

const markersOf = (r: Rule, cites: CitationList) =>
  r.sources.map((s) => `[${cites.cite({ url: s.url, grade: s.grade, title: s.title })}]`).join('');

// Verdicts read at the time of the first line (the facts as shown), each computed once.
const measuredOf = (c: VerdictContext) => memo(c, 'measured', () => lengthVerdict(c.parsed, c.q));
const dimensionOf = (c: VerdictContext) => memo(c, 'dimension', () => dimensionVerdict(c.parsed, c.facts, c.q));
const hrcwOf = (c: VerdictContext) => memo(c, 'hrcw', () => (measuredOf(c) ? null : hrcwWorkVerdict(c.parsed, c.q)));
const areaOf = (c: VerdictContext) =>
  memo(c, 'area', () => (c.tool?.headline || measuredOf(c) ? null : areaVerdict(c.parsed, c.facts, c.q)));
const interstateAsked = (c: VerdictContext) => INTERSTATE_LICENCE.test(c.q) || /\bmutual(?:ly)? recogni[szt]\w*|\bamr\b/i.test(c.q);
const exceptionOf = (c: VerdictContext) => memo(c, 'exception', () => exceptionVerdict(c.parsed, c.facts, c.q));
const leadTimeOf = (c: VerdictContext) => memo(c, 'leadTime', () => leadTimeVerdict(c));
const inTimeOf = (c: VerdictContext) =>
  memo(c, 'in-time', () =>
    // (a term the question states — "if I get it to them in 10 days am I ok" — is judged against the rule's instead)
    interstateAsked(c) || statedTerm(c.q) ? null : inTimeVerdict(c.q, c.parsed.query.today ?? c.parsed.query.date, c.parsed.state, c.facts),
  );
const transitionOf = (c: VerdictContext) => memo(c, 'transition', () => transitionVerdict(c.parsed, c.facts, c.q));
const askedFigureOf = (c: VerdictContext) => memo(c, 'askedFigure', () => askedFigureRows(c.parsed, c.hits, c.q));
const plainLine = (plain: { answer: 'yes' | 'no'; entry: KbEntry; sentence: string }, cites: CitationList) => {
  const where = plain.entry.states.includes('ALL') ? '' : ` in ${plain.entry.states.join('/')}`;
  return `**${plain.answer === 'yes' ? 'Yes' : 'No'}${where}:** ${plain.sentence.replace(/[.;]$/, '')} ${cites.markers(plain.entry)}${plain.entry.caution ? ' ⚠' : ''}`;
};
/** A sentence of a fact answering the yes/no: it goes with the short answer and states no rule row of its own. */
const plainRule = (name: string, f: (c: VerdictContext) => { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null) => ({
  name,
  line: (c: VerdictContext) => {
    const v = f(c);
    return v ? { lines: [plainLine(v, c.cites)], withShort: true } : null;
  },
});

/**
 * The verdict rules, in the order the first line is decided: the first rule with a line gives it. Every rule's
 * `settles` is asked before that, when deciding whether to answer at all.
 */
const VERDICT_RULES: VerdictRule[] = [
  {
    // "Can I start Monday if I notify today?": the notice's lead time counted between the two days, in its unit.
    name: 'lead-time',
    settles: (c) => leadTimeOf(c) !== null,
    line: (c) => {
      const v = leadTimeOf(c);
      if (!v) return null;
      return {
        lines: [renderLeadVerdict(v, c.cites)],
        verdict: { answer: v.answer, ruleIds: [ruleIdOf(v.entry, v.fig, c.parsed.state)] },
        leads: [v.entry],
      };
    },
  },
  {
    // "Is $4,800 + GST counted with GST?": the basis of the place's threshold. An area limit asked outranks it.
    name: 'gst-basis',
    line: (c) => {
      if (c.tool?.headline || measuredOf(c) || areaOf(c)) return null;
      const basis = gstBasisVerdict(c.parsed, c.q);
      if (!basis) return null;
      const r = basis.rule;
      const where = r.jurisdiction === 'AU' ? '' : ` ${r.jurisdiction}`;
      const what = r.value.kind === 'amount' && r.value.basis === 'incl-gst' ? 'includes GST' : 'is counted without GST';
      return {
        lines: [
          `**${basis.answer === 'yes' ? 'Yes' : 'No'} — the${where} ${formatRuleValue(r).replace(/ (?:incl|excl) GST$/, '')} figure ${what}:** ${r.statement.replace(/\.$/, '')} ${markersOf(r, c.cites)}`,
        ],
      };
    },
  },
  {
    // The question asked for an amount the product works out itself (the deposit cap in dollars): answer that first,
    // not "→ yes: the maximum deposit is 10%", which answers whether a threshold applies.
    name: 'tool',
    line: (c) => {
      const t = c.tool;
      if (!t?.headline) return null;
      return { lines: [t.headline], ...(t.verdict ? { verdict: { ...t.verdict, amountCents: c.parsed.amountCents! } } : {}) };
    },
  },
  {
    // A fall trigger claimed as the rule ("you don't need a SWMS till you're over 3 m, right?"), checked against the row.
    name: 'claimed-length',
    settles: (c) => claimedLengthVerdict(c.parsed, c.q) !== null,
    line: (c) => {
      const v = claimedLengthVerdict(c.parsed, c.q);
      if (!v || v.rule.value.kind !== 'length') return null;
      const where = v.rule.jurisdiction === 'AU' ? '' : ` in ${v.rule.jurisdiction}`;
      const said = `${v.rule.value.comparison === 'over' ? 'more than ' : v.rule.value.comparison === 'atLeast' ? '' : ''}${v.rule.value.metres} m`;
      const head =
        v.answer === 'yes'
          ? `Yes — ${v.claimed} m is the fall trigger${where}`
          : `No — the fall trigger${where} is ${said}, not ${v.claimed} m`;
      return {
        lines: [
          `**${head}:** ${v.rule.statement.replace(/\.$/, '')}${dateNote(c.parsed)} ${markersOf(v.rule, c.cites)}${v.rule.caution ? ' ⚠' : ''}`,
        ],
      };
    },
  },
  {
    // A height, depth or length against the rule's ("a 2.5 m fall on a roof in SA": the SWMS trigger).
    name: 'measured',
    settles: (c) => measuredOf(c) !== null,
    line: (c) => {
      const v = measuredOf(c);
      return v ? { lines: [renderLengthVerdict(v, c.parsed, c.cites)], verdict: { answer: v.answer, ruleIds: [v.rule.id] } } : null;
    },
  },
  {
    // A measurement against a fact's minimum or maximum ("is 900 mm ok for a balustrade on a landing").
    name: 'dimension',
    settles: (c) => !measuredOf(c) && dimensionOf(c) !== null,
    line: (c) => {
      const v = measuredOf(c) ? null : dimensionOf(c);
      if (!v) return null;
      const said = v.mm >= 1000 ? `${v.mm / 1000} m` : `${v.mm} mm`;
      const limit = v.limit.mm! >= 1000 ? `${v.limit.mm! / 1000} m` : `${v.limit.mm} mm`;
      const head =
        v.kind === 'trigger'
          ? v.answer === 'yes'
            ? `needed at ${said} (the rule applies from ${limit})`
            : `not needed at ${said} (the rule applies from ${limit})`
          : `${said} is ${v.answer === 'yes' ? (v.kind === 'minimum' ? 'at or above' : 'within') : v.kind === 'minimum' ? 'below' : 'over'} the ${limit} ${v.kind}`;
      return {
        lines: [
          `**${v.answer === 'yes' ? 'Yes' : 'No'} — ${head}:** ${v.sentence.replace(/[.;]$/, '')} ${c.cites.markers(v.entry)}${v.entry.caution ? ' ⚠' : ''}`,
        ],
        withShort: true,
      };
    },
  },
  {
    // Work that is high-risk construction work whatever its height (asbestos, a trench, near power lines).
    name: 'hrcw',
    settles: (c) => hrcwOf(c) !== null,
    line: (c) => {
      const h = hrcwOf(c);
      if (!h) return null;
      return {
        lines: [
          `**Yes — high-risk construction work, so a SWMS is needed before it starts:** ${h.statement.replace(/\.$/, '')} ${markersOf(h, c.cites)}${h.caution ? ' ⚠' : ''}`,
        ],
        verdict: { answer: 'yes', ruleIds: [h.id] },
      };
    },
  },
  {
    // An area asked against a fact's area limit ("7 m² of bonded sheet, is he allowed to do it himself").
    name: 'area',
    settles: (c) => !measuredOf(c) && areaVerdict(c.parsed, c.facts, c.q) !== null,
    line: (c) => {
      const a = areaOf(c);
      if (!a) return null;
      return {
        lines: [renderAreaVerdict(a, c.parsed, c.cites)],
        verdict: { answer: a.answer, ruleIds: [ruleIdOf(a.entry, a.fig, c.parsed.state)] },
        leads: [a.entry],
      };
    },
  },
  {
    // Exemptions before any-value rules and thresholds: the work is outside the rule whatever it is worth.
    name: 'exempt-work',
    line: (c) => {
      if (c.tool?.headline || measuredOf(c)) return null;
      const exempt = pickExemptLines(c.parsed, c.facts);
      if (exempt.length === 0) return null;
      return {
        lines: [exempt.map((l) => renderExemptLine(l, c.parsed, c.cites)).join('\n')],
        verdict: { answer: 'no', ruleIds: exempt.map((l) => ruleIdOf(l.entry, l.fig, c.parsed.state)) },
        leads: exempt.map((l) => l.entry),
      };
    },
  },
  {
    // "Is there a penalty in QLD if I don't give a payment schedule?", "mate reckons the fine is up to 100k, true?": a
    // yes/no asked of a fine. The fine's own sentence answers it (before any sentence about whether the rule applies);
    // with no fine found for the place, the question declines by name as any fine asked does.
    name: 'fine-asked',
    line: (c) => {
      const v = fineAskedVerdict(c);
      return v ? { lines: [v] } : null;
    },
  },
  {
    // "Is it ok if my invoice just says 'total price includes GST'?": the wording quoted is one a fact allows.
    name: 'quoted-wording',
    line: (c) => {
      const v = quotedWordingVerdict(c);
      if (!v) return null;
      return {
        lines: [`**Yes${v.condition ? `, if ${v.condition}` : ''}:** ${v.sentence.replace(/[.;]$/, '')} ${c.cites.markers(v.entry)}`],
        leads: [v.entry],
        withShort: true,
      };
    },
  },
  // "Do I have to pay for a BYDA enquiry?": a charge asked of a service a fact calls free.
  {
    name: 'free',
    settles: (c) => freeVerdict(c) !== null,
    line: (c) => {
      const v = freeVerdict(c);
      if (!v) return null;
      return {
        lines: [
          `**${v.answer === 'yes' ? 'Yes' : 'No'} — it's free:** ${v.sentence.replace(/[.;]$/, '')} ${c.cites.markers(v.entry)}${v.entry.caution ? ' ⚠' : ''}`,
        ],
        leads: [v.entry],
        withShort: true,
      };
    },
  },
  // "They pay in 40 business days, they can do that yeah?": a payment term stated, against the place's limit on it (before an exception
  // sentence the same fact states: "'pay when paid' clauses are void").
  // A contract signed before a ban, the work done in its transition ("signed Nov 2023, installed Oct 2024: allowed?").
  {
    ...plainRule('transition', transitionOf),
    settles: (c) => transitionOf(c) !== null,
  },
  // "Tested it a fortnight ago Monday, still in time for the CCEW?": the deadline counted from the day said, against today.
  { ...plainRule('in-time', inTimeOf), settles: (c) => inTimeOf(c) !== null },
  // "His third owner-builder place in ten years, can he get one?": the count asked against the count a fact allows.
  plainRule('count-limit', (c) => countLimitVerdict(c.facts, c.q)),
  plainRule('day-term', (c) => (interstateAsked(c) ? null : dayTermVerdict(c.parsed, c.facts, c.q))),
  plainRule('claimed-deadline', (c) => (interstateAsked(c) ? null : claimedDeadlineVerdict(c.parsed, c.facts, c.q))),
  // The question states the circumstance a fact's exception takes out of its rule: no, before any threshold says yes.
  {
    ...plainRule('exception', (c) => (c.tool?.headline || measuredOf(c) ? null : exceptionOf(c))),
    settles: (c) => !measuredOf(c) && exceptionOf(c) !== null,
  },
  // A licence held in another state ("I'm licensed in QLD, can I work in NSW?"): mutual recognition.
  plainRule('interstate', (c) => (interstateAsked(c) ? interstateVerdict(c.parsed) : null)),
  {
    // "Mate reckons you only need a plumbing licence in NSW over 5k", "isn't the QLD threshold for plumbing 3300?": a
    // threshold claimed for work a rule of the place covers at any value is wrong whatever the amount. The yes/no is
    // the claim's, not the rows' (no rule row is cited as its verdict).
    name: 'any-value-claimed',
    line: (c) => {
      const line = interstateAsked(c) ? null : anyValueClaimed(c.parsed, c.facts, c.q);
      if (!line) return null;
      return {
        lines: [
          `**No — ${line.floorless ? `no dollar threshold in ${c.parsed.state}, not ${formatWhole(line.amount)}` : `at any value in ${c.parsed.state}, not only from ${formatWhole(line.amount)}`}:** ${line.sentence} ${c.cites.markers(line.entry)}${line.entry.caution ? ' ⚠' : ''}`,
        ],
        leads: [line.entry],
        withShort: true,
      };
    },
  },
  // "Is it still $3,300 in QLD?": the figure the question quotes, confirmed or corrected.
  plainRule('confirm-amount', (c) => (interstateAsked(c) ? null : confirmAmountVerdict(c.parsed, c.facts, c.q))),
  // "Reckons he only needs 1 mil public liability, is he right?": the cover said against the place's minimum cover.
  plainRule('cover', (c) => coverVerdict(c.parsed, c.facts, c.q)),
  {
    // "House built in 1975, could there be asbestos?": the build year against the era the facts give.
    name: 'asbestos-era',
    settles: (c) => asbestosEraVerdict(c.q) !== null,
    line: (c) => {
      const v = asbestosEraVerdict(c.q);
      if (!v) return null;
      return {
        lines: [`**${v.head}:** ${v.sentence.replace(/[.;]$/, '')} ${c.cites.markers(v.entry)}${v.entry.caution ? ' ⚠' : ''}`],
        leads: [v.entry],
        withShort: true,
      };
    },
  },
  // "Does the Christmas shutdown count as business days?": the 27–31 December the place's day count leaves out.
  {
    name: 'holiday-days',
    line: (c) => {
      const v = holidayDaysVerdict(c.parsed, c.facts, c.q);
      if (!v) return null;
      // Said for the place asked: the fact's other places may not leave the days out (VIC had no such break).
      return {
        lines: [
          `**No in ${c.parsed.state}:** ${v.sentence.replace(/[.;]$/, '')} ${c.cites.markers(v.entry)}${v.entry.caution ? ' ⚠' : ''}`,
        ],
        withShort: true,
      };
    },
  },
  // "Signed 3 days ago and wants to pull out, can they?": the cooling-off period counted from the signing.
  {
    ...plainRule('cooling-off-elapsed', (c) => coolingOffElapsedVerdict(c.parsed, c.q)),
    settles: (c) => coolingOffElapsedVerdict(c.parsed, c.q) !== null,
  },
  // "Does what the client bought count towards the $750?": the threshold named, and what its value takes in.
  plainRule('counted-toward', (c) => (interstateAsked(c) ? null : countedTowardVerdict(c.parsed, c.facts, c.q))),
  {
    // Any-value rules of the place for the work asked, then the thresholds the job's value crosses (or not).
    name: 'any-value-then-thresholds',
    // A rule of the place covering the work at any value, asked whether it needs that rule ("a gas point for a bbq,
    // licence?"), decides however few of the question's other words the facts share.
    // So does a threshold of the kind asked that the job's value is compared with ("deck 7k and pergola 4k in hobart,
    // written contract?"): the sum against the place's threshold decides.
    settles: (c) =>
      !measuredOf(c) &&
      !hrcwOf(c) &&
      // Leave asked by someone without the licence ("not a gasfitter, can I connect it?") asks about the licence.
      (askedTopics(c.parsed).length > 0 || asksWithoutLicence(c.q)) &&
      (c.parsed.state
        ? pickAnyValueLines(c.parsed, c.facts).length > 0 ||
          (c.parsed.amountCents !== undefined && pickDirectLines(c.parsed, c.facts, false).length > 0)
        : // A national threshold (GST registration) asked of a sum of takings decides with no place named.
          gstRegistrationAsked(c.parsed) &&
          c.parsed.amountCents !== undefined &&
          pickDirectLines(c.parsed, c.facts, false).some((d) => d.entry.states.includes('ALL'))),
    line: (c) => {
      // An amount asked ("the minimum PL cover for a contractor licence") is no yes/no of the licence.
      if (COVER_AMOUNT.test(c.q)) return null;
      if (interstateAsked(c)) return null;
      // "I'm a licensed sparky, can I quote the public without being an REC?": the licence is held, so the line saying
      // it is needed answers nothing asked; the fact's sentence on what the asker may do (contract, certify) does.
      if (
        PERMISSION_Q.test(c.q) &&
        HOLDS_LICENCE.test(c.q) &&
        c.parsed.amountCents === undefined &&
        requirementVerdict(c.parsed, c.facts, c.q)
      )
        return null;
      const anyValue = pickAnyValueLines(c.parsed, c.facts);
      const direct = pickDirectLines(c.parsed, c.facts, anyValue.length > 0);
      if (anyValue.length === 0 && direct.length === 0) return null;
      // "Am I allowed to do it": leave to do the work, against a licence threshold, is leave without that licence.
      const without =
        asksWithoutLicence(c.q) || (DO_WORK_ASKED.test(c.q) && direct.length > 0 && direct.every((d) => d.entry.topic === 'licensing'));
      const lines = [
        ...anyValue.map((l) => renderAnyValueLine(l, c.parsed, c.cites, without)),
        ...direct.map((d) => renderDirectLine(d, c.parsed, c.cites, without, c.q)),
      ];
      // A class asked of the job ("is it minor building work?") is answered yes/no about the class: the row's own
      // verdict (needed or not) is another question's, so no row is cited as its verdict.
      const classLine = anyValue.length === 0 && direct.length > 0 && classAsked(direct[0]!, c.q) !== undefined;
      const state = c.parsed.state;
      const verdict: KbAnswer['verdict'] =
        without || classLine
          ? undefined
          : anyValue.length > 0
            ? { answer: 'yes', ruleIds: anyValue.map((l) => ruleIdOf(l.entry, l.fig, state)) }
            : {
                answer: lineSaysYes(direct[0]!) ? 'yes' : 'no',
                ruleIds: [ruleIdOf(direct[0]!.entry, direct[0]!.fig, state)],
                amountCents: direct[0]!.amountCents,
              };
      // The direct lines' entries lead, then the any-value ones'.
      const leads = [...direct.map((d) => d.entry).reverse(), ...anyValue.map((l) => l.entry).reverse()];
      return {
        lines,
        ...(verdict ? { verdict } : {}),
        leads,
        withShort: true,
        // A threshold line alone goes under the short answer: "how much" is asked first.
        afterShort: anyValue.length === 0,
      };
    },
  },
  {
    // "Is it true every job needs one?": a rule that applies only from a threshold answers "not every job" — no, with
    // the threshold. (A rule at any value was answered yes above.) The yes/no is the statement's, not the row's.
    name: 'every-job',
    settles: (c) => !measuredOf(c) && everyJobVerdict(c) !== null,
    line: (c) => {
      const v = interstateAsked(c) || measuredOf(c) ? null : everyJobVerdict(c);
      if (!v) return null;
      return {
        lines: [
          `**No — not every job in ${c.parsed.state}, only ${v.fig.threshold === 'atLeast' ? `${formatWhole(v.fig.amountCents)} or more` : describeThreshold(v.fig)}:** ${withThreshold(v.fig)} ${c.cites.markers(v.entry)}${v.entry.caution ? ' ⚠' : ''}`,
        ],
        leads: [v.entry],
        withShort: true,
      };
    },
  },
  // "Is sintered stone caught up in the stone ban?": inside or outside a rule.
  plainRule('exclusion', (c) => exclusionVerdict(c.parsed, c.facts, c.q)),
  // "Does the value include what the client supplies?", "is tiling building work?": a sentence that counts it in or out.
  plainRule('classified', (c) => (interstateAsked(c) ? null : classifiedVerdict(c.parsed, c.facts, c.q))),
  // "So it's 10% max in VIC, right?": a figure or rule the question states, confirmed from the facts.
  plainRule('confirm', (c) => confirmVerdict(c.parsed, c.facts, c.q)),
  // A sentence of the facts requiring (or allowing) what was asked.
  // A licence of another state asked about, with no sentence of the place on mutual recognition: no sentence about
  // needing a licence answers whether that one carries over.
  // "Can I still do it the old way?" where a fact says the old way held only until a day now past.
  plainRule('ended', (c) => endedVerdict(c.parsed, c.facts, c.q)),
  plainRule('requirement', (c) =>
    interstateAsked(c) ? null : requirementVerdict(c.parsed, c.facts, c.q, [...c.facts, ...c.hits.map((h) => h.entry)]),
  ),
  {
    // A licence asked for a trade the place's facts list as licensed (or not) is answered from that list, however
    // few of the question's other words ("fit a gas heater") the facts share.
    ...plainRule('trade-licensed', (c) => (interstateAsked(c) ? null : tradeLicensedVerdict(c.parsed, c.facts, c.q))),
    settles: (c) => !measuredOf(c) && tradeLicensedVerdict(c.parsed, c.facts, c.q) !== null,
  },
  {
    // A threshold with no amount asked: "yes, if the job is over $X".
    name: 'conditional',
    line: (c) => {
      const v = interstateAsked(c) ? null : conditionalVerdict(c.parsed, c.facts);
      if (!v) return null;
      return {
        lines: [
          `**Yes in ${c.parsed.state}, if the job is ${v.fig.threshold === 'atLeast' ? `${formatWhole(v.fig.amountCents)} or more` : describeThreshold(v.fig)}** (not below that): ${withThreshold(v.fig)} ${c.cites.markers(v.entry)}${v.entry.caution ? ' ⚠' : ''}`,
        ],
        verdict: { answer: 'yes', ruleIds: [ruleIdOf(v.entry, v.fig, c.parsed.state)] },
        withShort: true,
      };
    },
  },
  {
    // A figure asked ("how long to pay me", "what % does HBCF pay", "most deposit") that a rule row of the place's best
    // fact holds: that row answers it, however few of the question's other words the facts share. Its line is the
    // short answer (the row's figure), below any verdict.
    name: 'asked-figure',
    settles: (c) => askedFigureOf(c) !== null,
  },
  {
    // A yes/no asked of a kind of rule (a licence, a certificate, home warranty) that the place's best fact of that
    // kind settles: that fact decides, however many of the question's other words it lacks ("is there a home warranty
    // I have to take out in tassie for a new house build"). Its line is the one the rules above give.
    name: 'asked-kind',
    settles: (c) => !measuredOf(c) && !hrcwOf(c) && ruleDecides(c.parsed, c.hits, c.q),
  },
];

/** A figure's lead time, in its own unit. */
function leadOf(fig: Figure): { n: number; unit: LeadUnit } | null {
  if (fig.businessDays !== undefined) return { n: fig.businessDays, unit: 'business days' };
  if (fig.days !== undefined) return { n: fig.days, unit: 'days' };
  if (fig.hours !== undefined) return { n: fig.hours, unit: 'hours' };
  return null;
}

/** The sentence stating a figure as notice ahead of something: "at least 5 days before", "24 hours' notice". */
function leadSentence(entry: KbEntry, state: State | undefined, lead: { n: number; unit: LeadUnit }): string | undefined {
  const unit =
    lead.unit === 'hours' ? 'hours?' : lead.unit === 'business days' ? '(?:business|working) days?' : '(?:calendar |clear )?days?';
  const re = new RegExp(
    `\\b${lead.n}\\s+${unit}(?:['’]?\\s*notice)?\\s+(?:before|prior to|ahead of|in advance)\\b|\\b${lead.n}\\s+${unit}['’]?\\s+notice\\b`,
    'i',
  );
  return sentencesOf(textForState(entry, state)).find((s) => re.test(s));
}

interface LeadVerdict {
  answer: 'yes' | 'no';
  entry: KbEntry;
  fig: Figure;
  lead: { n: number; unit: LeadUnit };
  sentence: string;
  ask: LeadTimeAsk;
  /** Where the work is: whose public holidays a business-day count leaves out. */
  state?: State;
}

/**
 * "Can I start Monday if I notify today?": the best fact of the place stating a notice's lead time ("at least 5 days
 * before") is counted between the two days asked, in its own unit. Several lead times in the fact (VIC asbestos: 24
 * hours for a small job, 5 days otherwise) answer only when they agree.
 */
/**
 * A figure's label that states when it applies ("notice for 10 m² or less of non-friable material", "for friable or
 * more than 10 m²"): false when the question's area or its "friable" / "non-friable" rules it out, else true.
 */
function labelFits(label: string, parsed: ParsedQuestion, q: string): boolean {
  const area = parsed.query.areaSquareMetres;
  const qNon = /\bnon[- ]?friable\b|\bbonded\b/i.test(q);
  const qFriable = !qNon && /\bfriable\b/i.test(q);
  // "A or B": one part holding is enough.
  return label.split(/,?\s+or\s+(?!less\b|fewer\b|more\b(?!\s+than))/i).some((part) => {
    const upTo = /(\d+(?:\.\d+)?)\s*m²\s+or\s+less|up to (\d+(?:\.\d+)?)\s*m²/i.exec(part);
    const over = /(?:more than|over|above) (\d+(?:\.\d+)?)\s*m²/i.exec(part);
    if (upTo && area !== undefined && area > Number(upTo[1] ?? upTo[2])) return false;
    if (over && area !== undefined && area <= Number(over[1])) return false;
    if (over && area === undefined && !/friable/i.test(part)) return !qNon;
    if (/\bnon-?friable\b/i.test(part)) return !qFriable;
    if (/\bfriable\b/i.test(part)) return qFriable || (!qNon && area === undefined);
    return true;
  });
}

/** Leave asked ("can I", "ok to") or a plan put as a question ("lodge it this arvo n start first thing tomorrow?"). */
const PLAN_ASKED = /\?\s*$|\b(?:right|yeah|ok|okay|sweet|all good)\s*\??\s*$/i;

function leadTimeVerdict(c: VerdictContext): LeadVerdict | null {
  if (!PERMISSION_Q.test(c.q) && !PLAN_ASKED.test(c.q)) return null;
  const ask = c.parsed.query.leadTime;
  if (!ask) return null;
  for (const entry of c.facts.slice(0, 3)) {
    if (entry.topic === 'gap' || !entryFitsState(entry, c.parsed.state)) continue;
    const found = (entry.figures ?? []).flatMap((fig) => {
      const lead = leadOf(fig);
      if (fig.label && !labelFits(fig.label, c.parsed, c.q)) return [];
      const sentence = lead ? leadSentence(entry, c.parsed.state, lead) : undefined;
      return lead && sentence ? [{ fig, lead, sentence }] : [];
    });
    if (found.length === 0) continue;
    const answers = new Set(found.map((f) => leadBetween(ask, f.lead.unit, c.parsed.state) >= f.lead.n));
    if (answers.size > 1) return null;
    return { answer: answers.has(true) ? 'yes' : 'no', entry, ...found[0]!, ask, ...(c.parsed.state ? { state: c.parsed.state } : {}) };
  }
  return null;
}

function renderLeadVerdict(v: LeadVerdict, cites: CitationList): string {
  const count = (n: number, unit: LeadUnit) => `${n} ${n === 1 ? unit.replace(/s$/, '') : unit}`;
  const days = leadBetween(v.ask, 'days');
  const start = v.ask.sameDay
    ? `the same day as the notice`
    : `${WEEKDAY_NAMES[new Date(`${v.ask.start}T00:00:00Z`).getUTCDay()]} ${formatDateShortAU(v.ask.start).replace(/ \d{4}$/, '')}`;
  const have =
    v.ask.sameDay && v.ask.hours === undefined
      ? 'no time after it'
      : v.lead.unit === 'hours' && v.ask.hours !== undefined
        ? `about ${count(Math.round(v.ask.hours), 'hours')} after it`
        : `${count(v.lead.unit === 'hours' ? days : leadBetween(v.ask, v.lead.unit, v.state), v.lead.unit === 'hours' ? 'days' : v.lead.unit)} after it`;
  const need = `at least ${count(v.lead.n, v.lead.unit)}`;
  const head =
    v.answer === 'no'
      ? `**No — starting ${start} leaves ${have}; the notice must go in ${need} before you start:**`
      : `**Yes — starting ${start} leaves ${have}, and the notice must go in ${need} before${v.lead.unit === 'business days' ? ` (${holidaysCounted(v.ask.notify, v.ask.start, v.state)})` : ''}:**`;
  return `${head} ${v.sentence.replace(/[.;]$/, '')} ${cites.markers(v.entry)}${v.entry.caution ? ' ⚠' : ''}`;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A wording quoted in the question ('total price includes gst') that a fact gives as acceptable ("… a statement such
 * as "Total price includes GST""), asked whether it will do: yes — with the fact's own "if" before it, when it has one.
 */
function quotedWordingVerdict(c: VerdictContext): { entry: KbEntry; sentence: string; condition?: string } | null {
  if (!isYesNoQuestion(c.q) || !/\b(?:ok|okay|fine|enough|allowed|legal|acceptable|do|good enough|valid)\b/i.test(c.q)) return null;
  const quoted = /['‘"“]([^'’"”]{8,80})['’"”]/.exec(c.q)?.[1]?.trim().toLowerCase();
  if (!quoted || quoted.split(/\s+/).length < 3) return null;
  for (const entry of c.facts.slice(0, 3)) {
    if (entry.topic === 'gap' || !entryFitsState(entry, c.parsed.state)) continue;
    for (const sentence of sentencesOf(textForState(entry, c.parsed.state))) {
      const at = sentence.toLowerCase().indexOf(quoted);
      if (at < 0) continue;
      // "(or, if GST is exactly 1/11 of the total, a statement such as …)": the condition of the wording's clause.
      const clause = sentence.slice(Math.max(sentence.lastIndexOf('(', at), sentence.lastIndexOf(';', at), 0), at);
      const condition = /\bif ([^,;()]{4,80}),/i.exec(clause)?.[1];
      return condition ? { entry, sentence, condition } : { entry, sentence };
    }
  }
  return null;
}

/** Whether something costs money is asked: "do I have to pay for …", "is there a fee to …", "does it cost anything". */
const CHARGE_ASKED =
  /\b(?:do|does|will|would|must) (?:i|we|you|u|they|he|she) (?:have to |need to |gotta )?pay (?:for|to|anything)\b|\b(?:is|are) there (?:a |any )?(?:fee|fees|charge|charges|cost)\b|\b(?:cost|charge) (?:anything|money)\b/i;
/** Asked whether it is free ("is a BYDA enquiry free?"): the yes/no is the other way round — free is yes. */
const FREE_ASKED = /\b(?:is|are) (?:it|that|this|they|a|an|the)\b[^?.!]{0,50}\bfree\s*(?:of charge)?\s*\??\s*$/i;

/** A charge asked of what a fact of the place says is free: no, it costs nothing (never a neighbouring fee). */
function freeVerdict(c: VerdictContext): { answer: 'yes' | 'no'; entry: KbEntry; sentence: string } | null {
  const freeAsked = FREE_ASKED.test(c.q);
  if (!(CHARGE_ASKED.test(c.q) || freeAsked) || !isYesNoQuestion(c.q)) return null;
  const subject = new Set(c.parsed.terms.filter((t) => !t.startsWith('#')));
  for (const entry of c.facts.slice(0, 3)) {
    if (entry.topic === 'gap' || !entryFitsState(entry, c.parsed.state)) continue;
    const sentence = sentencesOf(textForState(entry, c.parsed.state)).find(
      (x) => FREE_SENTENCE.test(x) && tokenize(x).some((t) => subject.has(t)),
    );
    if (sentence) return { answer: freeAsked ? 'yes' : 'no', entry, sentence };
  }
  return null;
}

/** A fine's amount quoted: "the fine … is up to 100k", "a penalty of $5,000". */
const FINE_QUOTED =
  /\b(?:fines?|penalt(?:y|ies))\b[^?.!]{0,60}?\b(?:is|are|of|was|be|up to|at|around|about)\b[^?.!]{0,25}?\$?\s?\d|(?:\$\s?\d[\d,.]*(?:\s*(?:k|grand))?|\b\d[\d,.]*\s*(?:k|grand)|\b(?:a\s+)?couple(?:\s+of)?\s+grand|\bhalf a grand|\b[a-z]+\s+(?:grand|thousand))\s+(?:fine|penalty)\b/i;

/**
 * A yes/no asked of a fine: whether there is one (yes, with the sentence stating it), or whether a quoted amount is it
 * ("up to 100k for a first offence, true?": yes when the sentence states that amount, else no with the one it states).
 */
function fineAskedVerdict(c: VerdictContext): string | null {
  if (c.parsed.query.attribute !== 'fine' || !isYesNoQuestion(c.q)) return null;
  const amounts = c.parsed.query.amounts;
  // "Is there a penalty … on a 20k job": the amount is the job's; whether a penalty exists is still what was asked.
  const exists = PENALTY_EXISTS_ASKED.test(c.q);
  if (!exists && (amounts.length !== 1 || !FINE_QUOTED.test(c.q))) return null;
  // The fine's rule row where one holds it, else the sentence of the facts stating it (as the short answer would).
  const row = askedFigureOf(c);
  const short = row ? askedFigureLine(row, c.parsed, c.cites) : shortAnswer(c.parsed, c.facts, c.cites, c.q);
  if (!short.startsWith('**Short answer:**')) return null;
  const body = short.replace(/^\*\*Short answer:\*\*\s*/, '');
  const where = c.parsed.state ? ` in ${c.parsed.state}` : '';
  if (exists) return `**Yes — there's a penalty${where}:** ${body}`;
  const stated = [...body.matchAll(/\$(\d[\d,]*)/g)].map((m) => Number(m[1]!.replace(/,/g, '')) * 100);
  if (stated.length === 0) return null;
  const asked = amounts[0]!.cents;
  return stated.includes(asked)
    ? `**Yes — ${formatWhole(asked)} is the penalty${where}:** ${body}`
    : `**No — not ${formatWhole(asked)}${where}:** ${body}`;
}

/** The first line: the first verdict rule in `VERDICT_RULES` that gives one. */
function firstVerdict(c: VerdictContext): FirstLine | null {
  let found: FirstLine | null = null;
  for (const r of VERDICT_RULES) {
    const l = r.line?.(c);
    if (l) {
      found = { rule: r.name, ...l };
      break;
    }
  }
  if (found?.rule === 'lead-time') return found;
  return (
    beforeVerdict(c, found) ??
    skippedVerdict(c, found) ??
    skipAskVerdict(c, found) ??
    notNeededStatementVerdict(c, found) ??
    wrongClaimedVerdict(c, found) ??
    found
  );
}

/**
 * A statement put to be judged right or wrong: "…, right?", "… correct?" (with its question mark, anywhere). A bare
 * "… yeah?" after "don't need a licence under 5 grand" is read as asking whether the licence is needed (the writers of
 * the development sets score it so), and the line saying whether it is needed answers that.
 */
const STATEMENT_TAG = /\b(?:right|correct|true)\s*(?:,?\s*(?:yes|yeah|eh|mate))?\s*\?/i;
/** The statement says a rule is not needed: "I don't need a licence", "no QBCC licence needed", "doesn't have to be in writing". */
const NOT_NEEDED_STATEMENT =
  /\b(?:is|are|it'?s|its|being|was|were) (?:just |only |totally |completely )?(?:optional|voluntary)\b|\btoo (?:small|little|minor|cheap|tiny) (?:a job |a jobs? |of a job )?(?:to need|to require|for (?:a|an|any) (?:licen[cs]e|rego|registration|permit|cert|certificate|coc|contract))\b|\b(?:do ?n'?t|do not|does ?n'?t|does not|wo ?n'?t|will not|would ?n'?t|would not|should ?n'?t|should not)\s+(?:really\s+|even\s+|actually\s+)?(?:need|have to|has to|require|gotta)\b|\bno (?:[a-z]+ ){0,3}?(?:(?:is|are) )?(?:needed|required|necessary)\b|\b(?:is ?n'?t|is not|are ?n'?t|are not|not)\s+(?:needed|required|necessary|compulsory)\b|\bno need\b|\bno (?:[a-z]+ ){0,2}(?:certs?|certificates?|coc|coes|ccew|licen[cs]es?|rego|registration|permits?|contract|swms|insurance|notice|paperwork)\s+(?:cos|coz|cause|because|since|as)\b/i;
/** The verdict rules whose first line says whether something is needed, read against a statement that it is not. */
const NEEDED_PLAIN = new Set(['requirement', 'trade-licensed']);

/**
 * "I don't need a licence to swap a HWS in NSW, right?": a statement that a rule is not needed, put for confirmation. A
 * line saying the rule applies ("→ yes, at any value") reads as agreeing: the answer is "No — needed …", the line's
 * own words after it. A line saying it is not needed already agrees with the statement and stays. Its yes/no is the
 * statement's, not the rows' (no rule row is cited).
 */
function notNeededStatementVerdict(c: VerdictContext, found: FirstLine | null): FirstLine | null {
  if (!found || !(NEEDED_LINES.has(found.rule) || NEEDED_PLAIN.has(found.rule))) return null;
  // (put as a tag, or as "is he right" of someone else's claim, with or without a question mark)
  // (or passed on: told or quoted, then "what do I tell him", "do I confirm that?"; or a reply drafted, put as "ok?")
  const relayed = RELAY_PUT.test(c.q) && (CLAIM_TOLD.test(c.q) || QUOTED_WORDS.test(c.q));
  const drafted = DRAFTED_REPLY.test(c.q) && /\b(?:ok|okay|right|correct|fine|alright|yeah|yes)\s*\?+\s*$/i.test(c.q);
  const put = STATEMENT_TAG.test(c.q) || CLAIM_JUDGED.test(c.q) || /\b(?:right|correct|true)\s*$/i.test(c.q) || relayed || drafted;
  const claimed = NOT_NEEDED_STATEMENT.test(c.q) || CLAIMS_NO_NEED.test(c.q);
  if (!(put || CLAIM_RIGHT_ASKED.test(c.q)) || !claimed || asksWithoutLicence(c.q)) return null;
  // Asked in so many words whether the claim is right ("is he right", "…, true?"), a line agreeing with it says so.
  const agreeing = lineReads(found.lines[0] ?? '') === 'no' && (CLAIM_RIGHT_ASKED.test(c.q) || relayed || drafted);
  if (agreeing) {
    const [first = '', ...others] = found.lines;
    const { verdict: _rows, ...rest } = found;
    return { ...rest, rule: `not-needed-statement/${found.rule}`, lines: [`**Yes — that's right: ${first.slice(2)}`, ...others] };
  }
  let changed = false;
  const lines = found.lines.map((line) => {
    if (lineReads(line) !== 'yes') return line;
    const head = /^\*\*(.+?)\*\*/.exec(line)?.[1];
    if (!head) return line;
    const needed = /→ yes\b/i.test(head)
      ? head.replace(/→ yes,? at any value/i, '→ needed at any value').replace(/→ yes\b/i, '→ needed')
      : head.replace(/^yes\b\s*(?:—|–|-|,)?\s*/i, 'needed ');
    if (needed === head) return line;
    changed = true;
    return `**No — ${needed}**${line.slice(head.length + 4)}`;
  });
  if (!changed) return null;
  const { verdict: _rows, ...rest } = found;
  return { ...rest, rule: `not-needed-statement/${found.rule}`, lines };
}

/** Someone says what was put to them is wrong: "my partner reckons that can't be right", "the builder says that's illegal". */
const WRONG_CLAIMED =
  /\b(?:reckons?|says?|said|thinks?|told me|swears?)\s+(?:that\s+)?(?:that|it|this|this clause|that clause)\s*(?:can'?t|cannot|couldn'?t|isn'?t|is not|'?s not)\s+(?:be\s+)?(?:right|legal|allowed|correct|legit|enforceable)\b|\b(?:reckons?|says?|said|thinks?)\s+(?:that\s+)?(?:that|it|this)(?:'s| is)\s+(?:wrong|illegal|not on|unenforceable)\b/i;

/**
 * "The subcontract says 45 business days to pay. My partner reckons that can't be right — is she right?": the claim
 * judged is that the term is wrong. A line finding it wrong agrees ("Yes — that's right, it isn't allowed …"); a line
 * finding it allowed disagrees ("No — it's allowed …").
 */
function wrongClaimedVerdict(c: VerdictContext, found: FirstLine | null): FirstLine | null {
  if (!found || !WRONG_CLAIMED.test(c.q) || !(CLAIM_RIGHT_ASKED.test(c.q) || CLAIM_JUDGED.test(c.q))) return null;
  const [line = '', ...others] = found.lines;
  const reads = lineReads(line);
  const head = /^\*\*(.+?)\*\*/.exec(line)?.[1];
  if (!reads || !head) return null;
  const rest = line.slice(head.length + 4).trim();
  const said = head.replace(/^(?:yes|no)\b\s*(?:—|–|-|,)?\s*/i, '').replace(/:$/, '');
  const lead = reads === 'no' ? "Yes — that's right, it isn't allowed" : "No — it's allowed";
  const { verdict: _rows, ...kept } = found;
  return {
    ...kept,
    rule: `wrong-claimed/${found.rule}`,
    lines: [`**${lead}${said ? `${/^in\b/i.test(said) ? ' ' : ': '}${said}` : ''}:** ${rest}`, ...others],
  };
}

/** "…, was I ok?", "is that legal?": asked after the fact whether what was done (or left undone) was allowed. */
const RETRO_OK =
  /\b(?:was|am|were|are) (?:i|we|he|she|they|that|it) (?:ok|okay|fine|right|alright|all right|legal|covered|sweet|in the clear|compliant)\b|\bis that (?:ok|okay|fine|legal|alright)\b|\b(?:i|we|he|she|they|that|it) (?:was|were) (?:ok|okay|fine|alright|all right|legal|covered|in the clear)\s*\?|(?:^|[.,;]\s*)(?:was|were) (?:ok|okay|fine|alright|legal)\b(?=[^?.!]{0,20}\?)/i;
/** Something the asker left out ("didn't bother with a swms", "never got a permit", "skipped the contract"). */
const SKIPPED =
  /\b(?:didn'?t|did not|never|haven'?t|havent|didnt|skipped|skip|no)\b|\bwithout\b(?=[^?]*\b(?:was|were) (?:i|we|he|she|they|that|it)\b)/i;

/**
 * "2.6 m fascia job, didn't bother with a SWMS, was I ok?": the line saying whether the rule applied reads as the
 * opposite of the asked "was I ok". Not needed → yes, it was fine; needed → no. Lines already read for someone
 * without the licence (`asksWithoutLicence`) are left as they are.
 */
function skippedVerdict(c: VerdictContext, found: FirstLine | null): FirstLine | null {
  if (!found || !NEEDED_LINES.has(found.rule) || !RETRO_OK.test(c.q) || !SKIPPED.test(c.q) || asksWithoutLicence(c.q)) return null;
  const line = found.lines[0] ?? '';
  const reads = lineReads(line);
  if (!reads) return null;
  const body = line.replace(/^\*\*.+?\*\*\s*/, '');
  const head = reads === 'no' ? '**Yes — it was not needed:**' : '**No — it was needed:**';
  const { verdict: _rows, ...rest } = found;
  return { ...rest, rule: `skipped/${found.rule}`, lines: [`${head} ${body}`, ...found.lines.slice(1)] };
}

/** Leave asked to leave something out: "ok if I skip the insurance", "can we not bother with a contract", "do without it". */
/** Leaving something out said in so many words: "skip", "not bother with", "get away without". */
const SKIP_VERB =
  /\b(?:skip(?:ping)?|leave out|leaving out|go without|get away without|do without|(?:not|dont|don'?t|no need to|never) (?:bother(?:ing)? (?:with|getting|doing)|worry(?:ing)? about|get(?:ting)?|take out|taking out|lodg(?:e|ing)|do(?:ing)?|us(?:e|ing)|hav(?:e|ing)|issu(?:e|ing))|forget(?:ting)? about|ignor(?:e|ing)|dodg(?:e|ing)|bypass(?:ing)?)\b/i;
/**
 * An agreement that is not a written contract: "on a handshake", "a verbal deal", "a quote on a text", "just the quote",
 * "no paperwork". Asked whether it is ok, it asks leave to go without the written contract.
 */
const INFORMAL_AGREEMENT =
  /\b(?:handshakes?|hand shake|verbal(?:ly)?|word of mouth|gentlem[ae]n'?s agreement|on (?:a |the |his |her |their |my )?(?:text|txt|sms|text message|email|phone call|call)|(?:just|only) (?:a |the |my )?(?:quote|invoice|text|txt)|no (?:written |proper |formal |signed )?(?:contract|paperwork)|without (?:a |any )?(?:written |proper |formal |signed )?contract|(?:a|an) (?:text|txt|sms|text message|email)(?= (?:be |is )?(?:enough|ok|okay|fine|sufficient|good enough|alright|all right)\b))\b/i;
/** Leave asked to leave something out, in those words or with a bare "without". */
const SKIP_ASKED = new RegExp(`${SKIP_VERB.source}|\\bwithout\\b`, 'i');
/** "Is a handshake ok for …", "a verbal deal is fine, is it?", "would a text be enough": leave asked of the way itself. */
const OK_OF_WAY =
  /\b(?:is|are|would|will|isn'?t|wouldn'?t)\s+(?:a |an |the |my |just |only |doing it on |going on )?[\w' ]{0,30}?\b(?:ok|okay|fine|enough|alright|all right|legal|legit|acceptable|sufficient|sweet|good enough|binding|valid)\b|\b(?:is|isn'?t) (?:it|that)\s*\?|\b(?:reckons?|says?|thinks?) (?:that )?[\w' ]{0,30}?\b(?:is|are|'s) (?:ok|okay|fine|enough|alright|legal|sweet|good enough)\b/i;
/** Asked outright whether the thing is needed: "do I need a contract", "must it be in writing", "is one required". */
const NEED_ASKED_OUTRIGHT =
  /\b(?:do|does|will|would) (?:i|we|you|u|they|he|she|it) (?:still |even )?(?:need|have to|require)|\b(?:must|have to|has to|got to|gotta|needs?|needed|required|compulsory|mandatory|necessary)\b/i;
/**
 * Whether the thing is needed is asked before (or without) leave for the informal way: "do I need a contract or is a
 * verbal ok" asks the need; "is a text enough for 3.5k, or do I need a written contract" asks the leave first, and its
 * yes/no answers the first clause.
 */
function needAskedFirst(q: string): boolean {
  const need = q.search(NEED_ASKED_OUTRIGHT);
  if (need < 0) return false;
  // "Customer says a verbal OK is enough … Does it legally have to be a written contract?": the leave was told, the
  // question asked after it asks whether it is needed.
  const asked = askingSentence(q);
  if (asked && NEED_ASKED_OUTRIGHT.test(asked) && !/^\s*(?:is|are|can|could|am)\b/i.test(asked))
    return [PERMISSION_Q, LEAVE_ASKED, OK_STATEMENT, OK_OF_WAY].every((re) => !re.test(asked));
  const leave = [PERMISSION_Q, LEAVE_ASKED, OK_STATEMENT, OK_OF_WAY].map((re) => q.search(re)).filter((i) => i >= 0);
  return leave.length === 0 || need < Math.min(...leave);
}
/** "Is she right (that I need it), or …": the claim is what is judged, not leave to go without. */
const CLAIM_JUDGED = /\b(?:is|are) (?:she|he|they|the (?:client|customer|owner|builder)|my \w+) (?:right|correct)\b/i;
/** A claim put to be judged right or wrong: "is he right", "is that true", "…, true?" (even with a few words after it). */
const CLAIM_RIGHT_ASKED =
  /\b(?:is|are|was) (?:that|it|this|she|he|they|the (?:client|customer|owner|builder)|my \w+) (?:right|true|correct)\b|(?:^|[,.;:!-])\s*(?:true|correct|right)\s*\?|(?:^|[,.;:!?-])\s*(?:that|thats|that's|this)\s+(?:right|true|correct)\s*\?*\s*$/i;
/** The claim judged says the paper is not needed ("don't (legally) need", "no need for", "doesn't have to"). */
const CLAIMS_NO_NEED =
  /\b(?:do|does|did)(?:n'?t| not)\s+(?:\w+ly\s+)?(?:need|have to|require)\b|\bno need\b|\b(?:is|are)(?:n'?t| not) (?:needed|required)\b|\bnot (?:needed|required)\b/i;
/** Leave asked ("is it ok if …", "can I …", "allowed to …"), not asked after the fact. */
const LEAVE_ASKED = /\b(?:ok|okay|alright|all right|fine|legal|allowed|sweet|good|right|covered)\s+(?:if|to|without)\b/i;

/**
 * "15k alteration, is it ok if I skip the insurance?": leave to go without what a line says is needed. The line saying it
 * applies ("→ yes: insurance is needed") reads as leave given: the answer is no — it is needed; a line saying it is not
 * needed here is yes. Lines already read for someone without the licence (`asksWithoutLicence`) stay as they are.
 */
function skipAskVerdict(c: VerdictContext, found: FirstLine | null): FirstLine | null {
  // Asked after the fact ("did it without one, was I ok?") reads the same: needed → no.
  if (!found || !NEEDED_LINES.has(found.rule)) return null;
  // The any-value and threshold lines are already read for someone without the licence ("no, not without it").
  if (asksWithoutLicence(c.q) && found.rule === 'any-value-then-thresholds') return null;
  // An informal agreement put as ok ("is a handshake fine for 8k?") asks leave to go without the written contract —
  // unless the question asks outright whether one is needed ("do I need a contract or is a verbal ok") or judges a claim.
  const informal =
    INFORMAL_AGREEMENT.test(c.q) &&
    !needAskedFirst(c.q) &&
    /\bcontract/i.test(found.lines[0] ?? '') &&
    !CLAIM_JUDGED.test(c.q) &&
    (PERMISSION_Q.test(c.q) || LEAVE_ASKED.test(c.q) || OK_STATEMENT.test(c.q) || OK_OF_WAY.test(c.q));
  const plainSkip = SKIP_ASKED.test(c.q) && (PERMISSION_Q.test(c.q) || LEAVE_ASKED.test(c.q) || OK_STATEMENT.test(c.q));
  if (!informal && !plainSkip) return null;
  const line = found.lines[0] ?? '';
  const reads = lineReads(line);
  if (!reads) return null;
  const body = line.replace(/^\*\*.+?\*\*\s*/, '');
  const where = c.parsed.state ? ` in ${c.parsed.state}` : '';
  const amount = c.parsed.amountCents !== undefined ? ` on a ${formatWhole(c.parsed.amountCents)} job` : '';
  // An informal agreement leaves out the written contract: say so rather than "it".
  const it = informal && !plainSkip ? 'a written contract' : 'it';
  const head =
    reads === 'no'
      ? `**Yes — ${it} isn't needed${amount}${where}:**`
      : `**No — ${it === 'it' ? "it's" : `${it} is`} needed${amount}${where}, so it can't be skipped:**`;
  const { verdict: _rows, ...rest } = found;
  return { ...rest, rule: `skip/${found.rule}`, lines: [`${head} ${body}`, ...found.lines.slice(1)] };
}

/** A paper that goes in ahead of the work ("a Preliminary Notice goes to the network operator before …"). */
const ORDER_VERB = /\b(?:goes|go|is (?:given|sent|lodged|made|submitted|completed)|are (?:given|sent|lodged|made|submitted))\b/i;
/** Concepts that name a kind of paper, not the one paper: "certificate" is the CoC and the Certificate of Likely Compliance. */
const GENERIC_CONCEPTS = new Set(['#certificate', '#licence', '#contract', '#electrical', '#plumbing', '#gas', '#builder']);
/** The verdict rules whose first line says whether a rule applies (needed or not), not whether something is allowed. */
const NEEDED_LINES = new Set(['tool', 'any-value-then-thresholds', 'conditional', 'exempt-work', 'measured', 'hrcw', 'area']);
/** The words of a "before" part that name no requirement ("getting", "the", "sort"). */
const BEFORE_FILLER =
  /^(?:get\w*|got|giv\w*|gave|sort\w*|lodg\w*|hav\w*|has|do\w*|done|obtain\w*|issu\w*|sign\w*|receiv\w*|paperwork|it|one|job|work|start\w*|come\w*|came|thru|through|back|place|approv\w*|arriv\w*|gone|ready|sorted|finish\w*|complet\w*|grant\w*|ok|okay|all|ive|weve|theyve|youve|done)$/;
/** Putting power on, in the words tradies use for what the rules call energising. */
const ENERGISE =
  /\b(?:energi[sz]\w*|liven\w*|(?:switch|turn|flick)\w* (?:\w+ ){0,2}on|power\w* (?:\w+ )?up|(?:put|get|have|turn) (?:the )?power (?:back )?on|hook (?:\w+ )?up to (?:the )?(?:power|grid|supply)|power (?:\w+ )?(?:go|goes|going|went|come|comes|coming|be (?:put|turned|switched)) (?:back )?on|(?:go|goes|going|be) live)\b/i;
/** "Can I take the deposit before getting HBCF?", "ok to start before the permit?", "liven it up now and sort the cert later?" */
export function beforeAsk(q: string): { doing: string; first: string } | null {
  // "Can it be switched on before …": leave asked of the work itself, as "can I switch it on before …" is.
  // "Client pays the deposit Monday and I'll sort the HBCF after, that's fine isn't it": the plan told first, put for
  // confirmation at the end, asks the same leave.
  const p =
    PERMISSION_Q.exec(q) ??
    /\b(?:can|could|may) (?:it|this|that|these|those)\b/i.exec(q) ??
    LEAVE_ASKED.exec(q) ??
    (isTagQuestion(q) || STATEMENT_PUT.test(q) ? /^/.exec(q) : null);
  if (!p) return null;
  const rest = q.slice(p.index + p[0].length);
  const asked = orderIn(rest, p[0]);
  // "Client wants me to start Monday and sort the insurance after — can I do that?": the leave asked last points back
  // at the plan told before it.
  if (asked || !REFERS_BACK.test(rest)) return asked;
  return orderIn(q.slice(0, p.index), '');
}

/** A leave asked of "that" at the end of the question ("can I do that", "any problem with that", "is that ok"). */
const REFERS_BACK = /^\s*(?:i |me |we |us |to )?(?:do |doing )?\b(?:that|this|it|doing that|doing this)\b[^.?!]{0,20}[?.!]*\s*$/i;

/** X and Y of "X before Y" / "X and sort Y later" in the words after the leave asked (`leave` '' when put as a tag). */
function orderIn(after: string, leave: string): { doing: string; first: string } | null {
  const b = /\b(?:before|prior to|ahead of|till|until)\b/i.exec(after);
  // "I need the insurance before I take the deposit, don't I": a need put in an order (the thing needed first), not
  // leave asked to do something before it.
  if (b && leave === '' && /\b(?:i|we|you|u) (?:need|needs|have to|gotta|must)\b/i.test(after.slice(0, b.index))) return null;
  if (b) {
    // "… before the inspection yeah?": the tag is no part of Y.
    const first = (after.slice(b.index + b[0].length).split(/[?.!;]|,\s|\s(?:and|or|n|&)\s/)[0] ?? '').replace(
      /\s+(?:yes|yeah|right|ok|okay|eh|correct|true|(?:do ?n'?t|do|wo ?n'?t|have ?n'?t|is ?n'?t|are ?n'?t|ai ?n'?t) (?:i|we|it|you|u|they))\s*$/i,
      '',
    );
    return first.trim() ? { doing: after.slice(0, b.index), first } : null;
  }
  // "… while my rego application is still being processed": the paper applied for is not yet in hand.
  const pending =
    /\bwhile (?:my |the |our |his |her |their )?(.{3,60}?)(?: application| app)? (?:is |are )?(?:still )?(?:being processed|processing|pending|in progress|in the system|not through|not back|yet to come through|waiting)\b/i.exec(
      after,
    );
  if (pending) return { doing: after.slice(0, pending.index), first: pending[1]! };
  // "… and sort the paperwork later", "… then do the cert afterwards"
  const later = /\b(?:and|then|n|&)\s+(?:then\s+)?(.{3,60}?)\s+(?:later|afterwards?|after(?:wards)?|tomorrow|next (?:day|week))\b/i.exec(
    after,
  );
  if (!later) return null;
  // ("… then and I'll sort the HBCF after": Y is "the HBCF", not the words that put it off)
  const first = later[1]!
    .replace(/^(?:(?:and|then|n|&)\s+)+/i, '')
    .replace(
      /^(?:i'?ll|i will|we'?ll|we will|i'?d|i can|we can)\s+(?:sort(?: out)?|do|get|organi[sz]e|lodge|take out|arrange|handle|fix up|fix)\s+/i,
      '',
    );
  return { doing: after.slice(0, later.index), first };
}

/** Y as the tradie typed it, with an abbreviation in the rule's own capitals ("hbcf" → "HBCF"). */
function casedAs(what: string, text: string): string {
  return what.replace(/\b[a-z]{2,}\b/gi, (w) => {
    const m = new RegExp(`\\b${w}\\b`, 'i').exec(text);
    return m && m[0].length > 1 && m[0] === m[0].toUpperCase() ? m[0] : w;
  });
}

/** The yes/no a first line reads as (its bold head), or null. */
function lineReads(line: string): 'yes' | 'no' | null {
  const head = /^\*\*(.+?)\*\*/.exec(line)?.[1]?.toLowerCase() ?? '';
  if (/→ (?:no|not at this amount)\b|^no\b/.test(head)) return 'no';
  if (/→ yes\b|^yes\b/.test(head)) return 'yes';
  return null;
}

/**
 * "Can I take the deposit before getting HBCF?": asks leave to do X before Y, where the rules say Y is needed first.
 * The line that says Y is needed reads as "yes, you can": the answer is no — Y first (and yes when Y is not needed at
 * all). The line's rule must be about Y (a word or concept of the "before" part); else a sentence of the place's facts
 * saying Y must come before something answers it. Its yes/no is the question's, not the rows' (no rule row is cited).
 */
function beforeVerdict(c: VerdictContext, found: FirstLine | null): FirstLine | null {
  // "How deep can a trench go before it is high-risk work?" asks a figure, not leave to go first.
  if (/^\W*(?:how (?:far|high|tall|deep|wide|close|big|much|many|long|soon)|what|which)\b/i.test(c.q)) return null;
  const asked = beforeAsk(c.q);
  if (!asked) return null;
  // Read as the question is (slang: "rego" is registration), kept to the question's own subject words.
  const firstParsed = parseQuestion(asked.first);
  const words = [...new Set([...tokenize(asked.first), ...firstParsed.terms, ...firstParsed.concepts])].filter(
    (t) => !BEFORE_FILLER.test(t) && (c.parsed.terms.includes(t) || c.parsed.concepts.includes(t)),
  );
  if (words.length === 0) return null;
  const doing = tokenize(asked.doing).filter((t) => !BEFORE_FILLER.test(t));
  // "Switch it on", "liven it up", "put the power on" is what the rules call energising.
  const sameAct = (x: string) => ENERGISE.test(asked.doing) && /\benergi[sz]/i.test(x);
  // "getting hbcf on a 40k job in nsw" → "hbcf"; "the written contract is signed" → "the written contract".
  const what =
    asked.first
      .trim()
      .replace(
        /^(?:(?:i|we|you|u|they|he|she)(?:'ve| have)? |ive |weve |theyve )?(?:getting|get|got|giving|give|having|have|doing|done|sorting|sort|lodging|lodged|lodge|finish(?:ed|ing)?|complet(?:e|ed|ing)|submit(?:ted|ting)?|sending|send|filling out|handing over|hand over) (?:in |out )?(?:the |a |an |my )?/i,
        '',
      )
      .split(/\s(?:on|in|for|at|with|from|is|are|was|has|have|gets?|comes?|goes|go)\s|\s\$?\d/i)[0]
      ?.replace(/^(?:my|our|his|her|their)\s+/i, 'your ') ?? asked.first;
  // The plain words of Y as trimmed ("all the asset owners"): each must be named where Y is awaited.
  const whatWords = tokenize(what).filter((t) => !t.startsWith('#') && !BEFORE_FILLER.test(t));
  // About Y: a concept of it that names a thing (home warranty), or every plain word of it ("certificate of likely
  // compliance" is not the certificate of compliance).
  const plain = words.filter((t) => !t.startsWith('#'));
  const about = (x: string) => {
    const tokens = new Set(tokenize(x));
    if (words.some((t) => t.startsWith('#') && !GENERIC_CONCEPTS.has(t) && tokens.has(t))) return true;
    // Y's own words as trimmed ("the ecoc" of "ive done the ecoc for the otr"): a place or body named after it is not Y.
    const core = plain.filter((t) => whatWords.includes(t));
    const need = core.length > 0 ? core : plain;
    return need.length > 0 && need.every((t) => tokens.has(t));
  };
  const line = found?.lines[0];
  const reads = line ? lineReads(line) : null;
  // A sentence read for the permission asked ("can't be energised until passed" → no) already answers it; the lines
  // that say whether a rule applies (a threshold, an any-value rule, the quote's checks) are what read as leave.
  // A plain "yes" that never speaks of the order ("notices can be amended") still yields to a sentence putting Y first.
  const plainYes = lineReads(found?.lines[0] ?? '') === 'yes' && !/\bbefore\b/i.test(found?.lines[0] ?? '');
  // A plain "no" from the requirement sentences is said again in the words of the order asked, when a sentence puts Y first.
  const plainNo = found?.rule === 'requirement' && lineReads(found.lines[0] ?? '') === 'no';
  if (found && !NEEDED_LINES.has(found.rule) && !plainYes && !plainNo) return null;
  if (found && NEEDED_LINES.has(found.rule) && line && reads && about(line)) {
    const oldHead = /^\*\*(.+?)\*\*/.exec(line)?.[1] ?? '';
    // "Yes in QLD, if the job is $3,300 or more": the condition stays with the answer.
    const cond = /, if .+$/.exec(oldHead.replace(/:$/, ''))?.[0] ?? '';
    const body = line.replace(/^\*\*.+?\*\*\s*/, '').replace(/^\([^)]*\):\s*/, '');
    const y = casedAs(what, line);
    // (a line already refusing the leave — "→ no, not without it" — says Y is needed too)
    const needed = reads === 'yes' || /\bnot without\b/i.test(oldHead);
    const head = needed ? `**No — not before ${y}${cond}: it is needed first.**` : `**Yes — ${y} isn't needed here:**`;
    const { verdict: _rows, ...rest } = found;
    return { ...rest, rule: `before/${found.rule}`, lines: [`${head} ${body}`, ...found.lines.slice(1)] };
  }
  // No line about it: a sentence of the place's facts that puts Y before something ("must get HBCF cover before starting").
  for (const entry of c.facts.slice(0, 4)) {
    if (entry.topic === 'gap' || !entryFitsState(entry, c.parsed.state)) continue;
    for (const s of sentencesOf(textForState(entry, c.parsed.state))) {
      // "Don't dig until every asset owner has responded": Y after "until", the thing not to do before it.
      const until = s.search(/\buntil\b/i);
      if (until >= 0 && /\b(?:don'?t|do not|must not|mustn'?t|can'?t|cannot|never|not)\b/i.test(s.slice(0, until))) {
        const yTokens = new Set(tokenize(s.slice(until)));
        // "… (which can't be energised until passed)": a bare "until passed / approved" awaits what the sentence names
        // before it (Access Canberra's audit), so Y is named when a word of it is.
        const bare =
          /^until (?:it(?:'s| is| has been)? |they(?:'re| are| have been)? )?(?:passed|approved|inspected|checked|cleared|signed off|audited)\b/i.test(
            s.slice(until),
          );
        const sentenceTokens = tokenize(s);
        const named =
          whatWords.length > 0 &&
          (whatWords.every((w) => [...yTokens].some((t) => sameWord(w, t))) ||
            (bare && whatWords.some((w) => w.length >= 4 && sentenceTokens.some((t) => sameWord(w, t)))));
        const waits = tokenize(s.slice(0, until));
        if (
          named &&
          (doing.length === 0 || waits.some((t) => doing.some((d) => d.slice(0, 3) === t.slice(0, 3))) || sameAct(s.slice(0, until)))
        )
          return {
            rule: 'before',
            lines: [
              `**No — not before ${casedAs(what, s)}:** ${s.replace(/[.;]$/, '')} ${c.cites.markers(entry)}${entry.caution ? ' ⚠' : ''}`,
            ],
            leads: [entry],
            withShort: true,
          };
      }
      // "… before work starts", or "must engage a licensed building surveyor first".
      const before = s.search(/\bbefore\b/i);
      const first = before < 0 ? s.search(/\bfirst\b/i) : -1;
      const at = before >= 0 ? before : first;
      // "… and a Certificate of Likely Compliance before starting": a paper named just before the start is due first.
      const beforeStart = before >= 0 && /^before (?:starting|start|work (?:starts|begins)|commenc\w*|beginning)\b/i.test(s.slice(at));
      if (at < 0 || (!REQUIRES.test(s.slice(0, at)) && !ORDER_VERB.test(s.slice(0, at)) && !FORBIDS.test(s) && !beforeStart)) continue;
      // The clause naming Y: from the last ";" or "," (or a dash opening a list item) before the order word.
      const clause = s.slice(Math.max(0, s.lastIndexOf(',', at), s.lastIndexOf(';', at), s.lastIndexOf('—', at)), at);
      if (beforeStart && !REQUIRES.test(s.slice(0, at)) && !ORDER_VERB.test(s.slice(0, at)) && !FORBIDS.test(s) && !about(clause)) continue;
      if (!about(first >= 0 ? clause : s.slice(0, at))) continue;
      if (first >= 0 && !REQUIRES.test(clause) && !/\b(?:must|need|needs)\b/i.test(s.slice(0, at))) continue;
      // What must wait ("before work starts", "before taking any money") is what was asked to be done, when it says.
      const later = tokenize(s.slice(at));
      if (
        before >= 0 &&
        doing.length > 0 &&
        !later.some((t) => doing.some((d) => d.slice(0, 4) === t.slice(0, 4))) &&
        !sameAct(s.slice(at)) &&
        !/\bwork|start/i.test(s.slice(at))
      )
        continue;
      return {
        rule: 'before',
        lines: [
          `**No — not before ${casedAs(what, s)}: it is needed first.** ${s.replace(/[.;]$/, '')} ${c.cites.markers(entry)}${entry.caution ? ' ⚠' : ''}`,
        ],
        leads: [entry],
        withShort: true,
      };
    }
  }
  // A line about something else that reads yes or no ("$60,000 in VIC → yes: insurance is needed") would be read as leave
  // to go ahead before Y: say first that the sources do not say whether Y comes first here, then that line as the rest.
  if (found && NEEDED_LINES.has(found.rule) && line && reads) {
    const { verdict: _rows, ...rest } = found;
    return {
      ...rest,
      rule: `before-unknown/${found.rule}`,
      lines: [`**Whether ${what} must come first isn't in our sources for this job.** Also: ${line}`, ...found.lines.slice(1)],
    };
  }
  return null;
}

/** A pronoun standing for the first ask's subject ("it", "his", "theirs", "that one"). */
const POINTS_BACK = /\b(?:it|its|his|hers|theirs|that one|the same one)\b/i;

/** The first ask's words for what it is about — its papers and subjects, not its trade or who is asking ("cert", "super"). */
function subjectOf(ask: string): string[] {
  const skip = (c: string) => TRADE_CONCEPTS.has(c) || TRADE_PERSON_TERMS.has(c);
  return parseQuestion(ask).terms.filter((t) => {
    if (t.startsWith('#') || ATTRIBUTE_TERM.test(t)) return false;
    const concepts = conceptsIn(normalise(t));
    return concepts.length > 0 && !concepts.some(skip);
  });
}

/** Subjects whose rule turns on the job's price: a second ask about one is about the price the first ask gave. */
const PRICED_CONCEPTS = new Set(['#deposit', '#contract', '#homewarranty', '#coolingoff', '#licence']);

/**
 * "Do I need a licence for a 4k fence, and how much deposit can I take?": the second ask names no price of its own, so
 * the job's one price from the first ask goes with it ("… on a $4,000 job").
 */
function priced(ask: string, first: string): string {
  const own = parseQuestion(ask);
  if (own.query.amounts.length > 0 || !own.concepts.some((c) => PRICED_CONCEPTS.has(c))) return ask;
  const before = parseQuestion(first);
  if (before.amountCents === undefined || before.query.amounts.length !== 1) return ask;
  return `${ask} on a ${formatWhole(before.amountCents)} job`;
}

/**
 * The built-in (no-AI) assistant: a sourced markdown answer from the knowledge base. A message asking two things gets
 * each answered (`asks.ts`): the first ask's answer leads, the second's follows; the place the message names carries to
 * an ask that names none.
 */
export function answerQuestion(question: string, opts: AnswerOptions = {}): KbAnswer {
  const whole = answerOneAsk(question, opts);
  const split = splitAsks(textingForm(question));
  if (!split) return whole;
  const placed = (ask: string) =>
    whole.state && opts.state !== whole.state && parseQuestion(ask).states.length === 0 ? `${ask} in ${STATE_NAMES[whole.state]}` : ask;
  const first = answerOneAsk(placed(split.first), opts);
  if (!first.found) return whole;
  // A second ask naming no subject of its own ("… and whats the fine if im late") is about the first ask's subject.
  const subject = parseQuestion(split.secondAsk).terms.filter(
    (t) =>
      !ATTRIBUTE_TERM.test(t) &&
      !TRADE_CONCEPTS.has(t) &&
      !TRADE_PERSON_TERMS.has(t) &&
      !/^#?(?:threshold|limit|cap|max|min|rule|if|im)/.test(t),
  );
  // Put with the first ask's words, the second is still the figure asked: its figure leads, not the first's verdict again.
  // "… and by when does it have to land in the fund", "… and how long has the sparky got for his": a second ask that
  // points back at the first ask's subject is put with the first ask's words too.
  const carries = subjectOf(split.first).length > 0 && POINTS_BACK.test(split.secondAsk);
  const second = carries
    ? answerOneAsk(
        placed(`${(split.secondWithoutLead ?? split.second).replace(/[?.!\s]+$/, '')} ${subjectOf(split.first).join(' ')}`.trim()),
        opts,
      )
    : subject.length > 0
      ? answerOneAsk(priced(placed(split.second), split.first), opts)
      : answerOneAsk(placed(`${split.first} ${split.secondAsk}`), opts, true);
  // A first ask with no line of its own ("how many projects can I do", answered by its facts only) leaves the first line
  // to the second ask's verdict ("do I need a white card" → Yes): that one leads, the first follows as asked too.
  const bold = (a: KbAnswer) => /^\*\*/.test(a.markdown);
  if (!bold(first) && second.found && bold(second) && subject.length > 0) return joinAnswers(second, first, split.first);
  return joinAnswers(first, second, split.secondAsk);
}

/** "VIC plumbing licence renewal, how much is it": the price of the paper named first, asked after it. */
const FEE_ASKED_AFTER =
  /\b(?:renewals?|renew\w*|applications?|licen[cs]es?|rego|registrations?|permits?|endorsements?|white cards?|courses?|exams?)\b[^?.!$\d]{0,40}\bhow much(?:\s+(?:is it|is that|are they|are those|does (?:it|that|one) cost|do (?:they|those) cost|to (?:renew|apply|get (?:one|it)|sit|do))\b)?\s*\??\s*$|\b(?:renewals?|renew\w*)\b[^?.!$\d]{0,40}\b(?:cost|price|costs)\b/i;

/**
 * A fee asked after the thing it is for ("licence renewal, how much is it") reads as a fee, as "how much is a licence
 * renewal" does: declined by name when no fact holds it, never answered with the rule that the licence is needed.
 */
function feeAskedAfter(parsed: ParsedQuestion, q: string): ParsedQuestion {
  const a = parsed.query.attribute;
  // ("owner builder permit: public liability how much?" asks the cover the permit needs, not what the permit costs)
  if (a === 'fee' || a === 'fine' || parsed.amountCents !== undefined || !FEE_ASKED_AFTER.test(q) || /\bpublic liability\b/i.test(q))
    return parsed;
  return { ...parsed, query: { ...parsed.query, attribute: 'fee' } };
}

/**
 * "Would I cop a fine for taking a 15% deposit?", "could I get fined if I don't withhold?": whether it breaks the rule
 * is asked (a yes/no), not the size of the fine. Read as "is it needed / allowed"; "how much is the fine" stays a fine.
 */
function troubleAsked(parsed: ParsedQuestion, q: string): ParsedQuestion {
  if (parsed.query.attribute !== 'fine' || !TROUBLE_ASKED.test(q)) return parsed;
  if (/\bhow (?:much|big|many)\b|\bwhat(?:'s|s| is| are| would)?\s+(?:the\s+)?(?:max\w*\s+)?(?:fine|penalt)|\bmax\w*\b/i.test(q))
    return parsed;
  return { ...parsed, query: { ...parsed.query, attribute: 'need' } };
}

/** The date said is when something was bought, ordered or quoted, not when the work is done. */
const NOT_WORK_DATE =
  /\b(?:bought|purchased|ordered|got|picked up|delivered|supplied|paid for|imported|quoted|priced|stored|sitting|signed|entered into)\b[^?.!]{0,40}\b(?:back )?in (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* )?(?:19|20)\d\d\b|\b(?:back )?in (?:19|20)\d\d\b[^?.!]{0,20}\b(?:bought|purchased|ordered|got|delivered|supplied|paid for)\b/i;
/** The work asked about is still to be done: "can I still cut and install it", "can I fit it now". */
const WORK_TO_COME =
  /\bwants? (?:me|us|him|them|it) (?:to )?(?:\w+ )?(?:cut|fit|install|put|laid|lay|do|fabricat)\w*|\b(?:fit|fitted|install|installed|cut|put in)\w* (?:it |them )?(?:now|today|tomorrow|this week|next week|next month)\b|\b(?:can|could|may) (?:i|we|he|she|they|u|you) (?:still |now |legally |go ahead and )?(?!have\b)\w+|\b(?:ok|okay|allowed|legal) to (?:still )?\w+|\b(?:i|we) can (?:still )?\w+/i;

/**
 * "Client bought an engineered stone benchtop back in 2023, can I still cut and install it?": the year is when it was
 * bought; the work is now, so the rule in force on the day of the work (today) answers, not the one of 2023.
 */
function workDate(parsed: ParsedQuestion, q: string): ParsedQuestion {
  const today = parsed.query.today;
  if (!today || parsed.query.date === today || !NOT_WORK_DATE.test(q) || !WORK_TO_COME.test(q)) return parsed;
  const { dateReason: _said, ...query } = parsed.query;
  return { ...parsed, query: { ...query, date: today } };
}

/**
 * Work the question rules out ("no gas", "not electrical", "without any gas work"): a word of the work after a negation,
 * not naming a paper the asker lacks ("no gas licence" is gas work done without the licence).
 */
const NEGATED_WORD =
  /\b(?:no|not|non-?|without|nothing|zero|isn'?t|isnt|aren'?t|arent)\s*(?:any\s+|involving\s+|(?:a|an|the)\s+)?([a-z][a-z-]*)\b(?!\s+(?:licen[cs]e|ticket|rego|registration|fitter|cert\w*|permit|card|endorsement|qualifications?)\b)/gi;

/** An appliance named as electric: "electric cooktop", "induction cooktop", "ceramic hotplates". */
const ELECTRIC_APPLIANCE = /\b(?:electric|induction|ceramic)\s+(?:cooktops?|ovens?|stoves?|hot ?plates?|ranges?)\b/gi;

/**
 * The work the question names, less the work it rules out: a $700 tap job with "no gas" is no gas work, so a gas rule
 * that applies at any value says nothing of it. A work whose own name is a negation ("non-structural") stays.
 */
function ruledOutWork(parsed: ParsedQuestion, q: string): ParsedQuestion {
  const work = parsed.query.work;
  if (work.length === 0) return parsed;
  const negated: string[] = [];
  const kept = q
    .replace(NEGATED_WORD, (phrase: string, word: string) => {
      negated.push(word);
      return ' ';
    })
    // An electric or induction cooktop is no gas appliance, though "cooktop" alone reads as gas work.
    .replace(ELECTRIC_APPLIANCE, () => {
      negated.push('gas');
      return ' ';
    });
  if (negated.length === 0) return parsed;
  const left = new Set(workIn(kept));
  // Named only where ruled out: "no gas" drops gas; "non-structural" is itself the work's name (it needs "non").
  const out = work.filter((w) => left.has(w) || !negated.some((word) => workIn(word).includes(w)));
  if (out.length === work.length) return parsed;
  return { ...parsed, query: { ...parsed.query, work: out } };
}

/**
 * "Any reason I can't liven it tonight?", "is there a rule against paying super a month late?", "anything stopping me
 * …": leave asked the other way round. Read as "can I …?", so the first line's yes is "yes, you can".
 */
const LEAVE_INVERTED: Array<[RegExp, string]> = [
  [
    /\b(?:is there )?(?:any|a) (?:good )?reason (?:why )?(i|we|he|she|they|u|you) (?:can'?t|cant|cannot|couldn'?t|couldnt|shouldn'?t|shouldnt|wouldn'?t)\b/i,
    'can $1',
  ],
  [/\b(?:is there )?(?:anything|something) (?:stopping|preventing) (me|us|him|her|them)(?: from)?\b/i, 'can $1'],
  [
    /\b(?:is there|are there) (?:a |any )?(?:rules?|laws?|regs?|regulations?) (?:against|that stops?|stopping) (?:me |us )?/i,
    'can I go ahead with ',
  ],
];
function leaveAsked(q: string): string {
  let out = q;
  for (const [re, to] of LEAVE_INVERTED)
    out = out.replace(re, (_all: string, who: unknown) => {
      const w = typeof who === 'string' ? who : '';
      return to.replace('$1', w.toLowerCase() === 'me' ? 'I' : w);
    });
  return out;
}

function answerOneAsk(question: string, opts: AnswerOptions = {}, figureAsked = false): KbAnswer {
  const q = leaveAsked(textingForm(question));
  const defaults: { state?: string; trade?: string; today?: string } = {};
  if (opts.today) defaults.today = opts.today;
  if (opts.state) defaults.state = opts.state;
  if (opts.trade) defaults.trade = opts.trade;
  const parsed = ruledOutWork(workDate(troubleAsked(feeAskedAfter(parseQuestion(q, defaults), q), q), q), q);
  const cites = new CitationList();
  const tool = runTools(q, parsed, cites);
  const toolCited = cites.list.length;
  // A yes/no question the tool's sum answers with no yes or no ("client pays the deposit before the HBCF, that's fine
  // isn't it" beside the deposit cap's dollars): the verdict rules give the first line, and the sum follows.
  const sumOnly = !!tool?.complete && isYesNoQuestion(q) && !tool.verdict && !tool.lines.some((l) => lineReads(l) !== null);
  if (tool?.complete && !sumOnly) return toolAnswer(parsed, tool, cites);
  const hits = searchParsed(parsed, { limit: 12 });
  const { facts, gaps } = split(hits, opts.limit ?? 5);
  const ctx = verdictContext(q, askerLicence(parsed, q), hits, facts, cites, tool);
  // A rule that settles a yes/no keeps the question from declining, however few of its words the facts share.
  // The best match for the question is a fact the sources did not settle ("SA builder licence dollar threshold: not
  // confirmed"): asked for a figure, or with nothing settled beside it, that is the answer — say so and who to ask, never
  // a neighbouring fact's figure (the SA insurance threshold for the licence one).
  // A gap ranks first despite its damping and covers more of the question than any fact shown: the facts beside it
  // answer a neighbouring question (the SA licence's requirements, not its dollar floor).
  const top = hits[0];
  const unsettled =
    !!top &&
    isGapLike(top.entry) &&
    (facts.length === 0 ||
      ['amount', 'fee', 'fine', 'deadline', 'rate', 'interest'].includes(parsed.query.attribute) ||
      hits.filter((h) => facts.includes(h.entry)).every((h) => h.coverage < top.coverage));
  // A subject no fact holds ("a 2% card surcharge") is declined by name whatever a rule about another subject would say:
  // a verdict rule settles only a question about what the facts hold.
  const subjectHeld = uncoveredConcepts(parsed).length === 0;
  const declines =
    !tool && (unsettled || ((!subjectHeld || !VERDICT_RULES.some((r) => r.settles?.(ctx))) && decide(features(parsed, hits, facts, gaps))));
  // Asked a fee, a fine or a deadline the facts for that place don't hold: say so, with no neighbouring figure.
  // A fee or a fine is never what a price tool works out: the deposit and threshold lines are no answer to it.
  const asksFigure = parsed.query.attribute === 'fee' || parsed.query.attribute === 'fine';
  // Nor is a quote's check for the price when the place has no rule of the kind asked ("a cooling off on a 60k
  // contract in Hobart"): the other checks for that price answer a different question.
  const askedFigure = askedFigureOf(ctx);
  // How long a body takes to process something is in no fact: declined by name ("I don't have the processing time"),
  // whether or not the facts found would have declined anyway, never with a neighbour's day count.
  const processing = !tool && processingTimeAsked(parsed, q) ? 'the processing time' : undefined;
  if (processing) return notFound(parsed, gaps, processing);
  const abroad = abroadAsked(parsed, q);
  if (abroad === 'rules') return abroadRulesAnswer(parsed, q);
  if (abroad === 'recognition') return notFound(parsed, gaps, 'the rules for recognising an overseas licence or experience');
  // "Is he allowed a cooling off in WA?" on a $50,000 contract: the quote's other checks for that price are no answer
  // when the place has no fact of the subject asked (a cooling-off period, a deposit cap) and nothing headlines it.
  const subjectMissing = tool?.unheld ?? (tool && !tool.headline && !declines ? ownSubjectFigures(parsed) : undefined);
  if (subjectMissing) return notFound(parsed, gaps, subjectMissing);
  const missing =
    declines || askedFigure
      ? undefined
      : !tool || (asksFigure && !tool.complete) || (!tool.complete && !tool.headline)
        ? missingAttribute(parsed, hits, q)
        : undefined;
  // A certificate deadline for the work and place is a row, whatever the prose facts matched.
  // Only once the prose facts decline: a missing deadline the facts looked for stays missing (QLD's gas certificate
  // has no day count, and the Form 4 row is for notifiable plumbing).
  const certRow = declines ? certificateDeadlineRow(parsed, q) : null;
  // A fee, a fine or a deadline asked and declined says which figure it does not have, as a missing one does.
  // (named by its subject where it has one: "the cooling-off period", not "the deadline")
  if (declines && !certRow)
    return notFound(
      parsed,
      gaps,
      RETENTION_Q.test(q) ? 'the retention period' : (ownSubjectFigures(parsed) ?? ATTRIBUTE_WORDS[parsed.query.attribute]),
    );
  if (missing) return notFound(parsed, gaps, missing);
  for (const e of [...(tool?.entries ?? [])].reverse()) if (!facts.includes(e)) facts.unshift(e);
  // The prose entry that explains the certificate row leads the facts.
  if (certRow) {
    const days = certRow.value.kind === 'days' ? certRow.value.days : undefined;
    // Linked to the row, else the place's fact of that work stating the same day count.
    const explains = (e: KbEntry) =>
      rowsOfEntry(e).some((r) => r.id === certRow.id) ||
      (e.states.includes(parsed.state!) &&
        certRow.work.includes(e.topic) &&
        (e.figures ?? []).some((f) => f.days === days || f.businessDays === days));
    const own = KB_ENTRIES.filter((e) => !e.superseded && e.topic !== 'gap' && explains(e));
    for (const e of own.reverse()) if (!facts.includes(e)) facts.unshift(e);
  }

  const old = pickOldValues(q, parsed);
  for (const o of old) {
    const current = getEntry(o.replacedBy!);
    if (current && !facts.includes(current)) facts.push(current);
  }

  const parts: string[] = [];
  if (parsed.ambiguousPlace) parts.push(ambiguityLine(parsed));
  // The first line: the first rule of the ordered list that gives one.
  const first = firstVerdict(ctx);
  // No rule says yes or no either: the sum is the answer, as for any question the tool answers whole.
  if (sumOnly && !first) {
    cites.keepFirst(toolCited);
    return toolAnswer(parsed, tool!, cites);
  }
  for (const e of [...(first?.leads ?? [])].reverse()) if (!facts.includes(e)) facts.unshift(e);
  const verdictOut: KbAnswer['verdict'] = first?.verdict;
  if (first && !first.withShort) parts.push(first.lines.join('\n'));
  else {
    // No rule of the list alone decides it: the short answer (the asked figure) goes with whatever verdict there is.
    const then = first ? null : rowInForceThen(parsed, facts);
    const lead = then ?? certRow;
    const figureLine = lead
      ? `**Short answer:** ${lead.statement.replace(/\.$/, '')}${lead === then ? dateNote(parsed) : ''} ${lead.sources.map((x) => `[${cites.cite({ url: x.url, grade: x.grade, title: x.title })}]`).join('')}`
      : askedFigure
        ? askedFigureLine(askedFigure, parsed, cites)
        : shortAnswer(parsed, facts, cites, q);
    const short = first
      ? figureLine
      : (oldFigureShort(old, parsed, q, cites) ??
        freeShort(parsed, facts, q, cites) ??
        figureClaimShort(penaltyExistsShort(requirementShort(figureLine, q), q, parsed.state), q, parsed));
    // A yes/no question leads with its verdict; a "how long / how much" one with the figure asked.
    // Asked both ("do I have to lodge one, and by when"), the yes/no is asked first: its verdict leads, the figure after.
    const verdictFirst = !first?.afterShort || !short || (!figureAsked && first.verdict !== undefined && isYesNoQuestion(q));
    if (first && verdictFirst) parts.push(first.lines.join('\n'));
    if (short) parts.push(short);
    if (first && !verdictFirst) parts.push(first.lines.join('\n'));
    if (parsed.query.totalWorking) parts.push(`Worked out: ${parsed.query.totalWorking}.`);
  }
  // Asked when, from a day the question names: the leading fact's deadline counted to a date, after the first line.
  // With no first line of its own, the date leads a "when" question (never a yes/no one: its first line is the verdict's).
  const due = parts.length > 0 || !isYesNoQuestion(q) ? dueDateLine(q, parsed.query.today ?? parsed.query.date, parsed.state, facts) : null;
  if (due) parts.push(`${due} ${cites.markers(facts[0]!)}`);
  if (tool) parts.push(tool.lines.join('\n'));
  parts.push(`${contextLine(parsed, facts)}\n\n${facts.map((e) => bullet(e, parsed, cites)).join('\n')}`);
  if (gaps.length > 0) {
    parts.push(`**Not confirmed in our sources**\n${gaps.map((g) => `- ${g.text} ${cites.markers(g)}`).join('\n')}`);
  }
  if (old.length > 0) {
    const lines = old.map((o) => {
      const current = getEntry(o.replacedBy!);
      const replaced = current ? ` — replaced by **${current.title}** ${cites.markers(current)}` : '';
      return `- Old value, no longer current — ${o.text} ${cites.markers(o)}${replaced}`;
    });
    parts.push(`**Older figures you may see quoted**\n${lines.join('\n')}`);
  }
  const cautioned = [...facts, ...gaps].filter((e) => e.caution);
  if (cautioned.length > 0) {
    parts.push(`**Cautions**\n${cautioned.map((e) => `- ⚠ **${e.title}:** ${e.caution}`).join('\n')}`);
  }
  parts.push(`**Sources**\n${cites.toMarkdown()}`);
  parts.push(footer(parsed));

  return describe(
    {
      markdown: parts.join('\n\n'),
      citations: cites.list,
      entries: [...facts, ...gaps],
      found: true,
      ...(verdictOut ? { verdict: verdictOut } : {}),
    },
    parsed,
    tool,
    first?.rule,
  );
}
