import { parseDollars, type Cents } from '../money';
import { choosePlace, findPlaceMentions, inLongerPlaceName, type PlaceChoice } from './localities';
import { allLocalities, distanceKm, findLocalities, localitiesByPostcode, stateForPostcode, type Locality } from '../places/index';
import { BORDER_REGIONS, CITY_STATES, STATE_NAME_PATTERNS } from './places';
import { editDistance, isTradeName, spellPass } from './spelling';
import { askingSentence, conceptsIn, conceptWordsIn, contentWords, isStopword, normalise } from './text';
import { kbVocabulary, oneStateNamesIn } from './vocabulary';
import { normaliseTrade, tradeInText } from './trades';
import { STATES, type State, type Trade } from './types';
import { NUMBER_WORDS } from '../number-words';
import { PAPER_WORD, textingForm } from './texting';
import { leadTimeAsk } from './lead-time';
import {
  amountArithmetic,
  areaIn,
  askedAttribute,
  lengthIn,
  OKAY_FINE,
  ONE_JOB,
  monthDateSpans,
  questionDate,
  STATED_FEE,
  workIn,
  type TypedQuery,
  type AskedAttribute,
} from './query';
import { type Clause, inClauses, storyClauses, withoutClauses } from './story';

/**
 * What kind of answer the question wants, which decides the fact of an entry that answers it: "how long" wants a
 * day count, "how much" an amount, "when" a date.
 */
export type Intent = 'duration' | 'amount' | 'when' | 'permission' | 'requirement' | 'who';

const INTENT_PATTERNS: Array<[Intent, RegExp]> = [
  [
    'duration',
    /\b(how long|how many (?:business |working |clear |calendar )?(?:days|weeks|months|years|hours)|response time|time (?:to|for) (?:respond|reply|answer|pay|lodge)|time ?frame|turn ?around time|how (?:quick(?:ly)?|fast)\b[^?.!]{0,30}\b(?:respond|reply|pay|lodge|submit|notify|issue|give)|deadline|how soon|by when|time limit|within how|how much time|days? to (?:lodge|submit|give|pay|register|respond))\b/i,
  ],
  // "ecoc due when", "coc when?", "form 4 due?": the deadline asked after its subject.
  [
    'when',
    /\b(when is|when are|when do|when does|when did|due date|what date|since when|when was|due when|when due)\b|\b(?:when|due)\s*\?*\s*$/i,
  ],
  [
    'amount',
    /\b(how much|what amount|max(?:imum)?|min(?:imum)?|limit|threshold|cut ?-?off (?:for|point|amount)|cutoff|trigger (?:amount|point)|cap|over what|under what|above what|how big|what percent(?:age)?|what value|how high|how deep|what temp(?:erature)?|what height)\b/i,
  ],
  [
    'permission',
    /\b(can i|can a|can we|can the|can (?:he|she|they|my|our|his|her|their|an?)|am i allowed|is it legal|(?:is|would) (?:that|it|this) (?:be )?(?:allowed|legal|legit)|allowed to|any reason (?:i|we|he|she|they|you) (?:can'?t|cannot|couldn'?t|shouldn'?t))\b/i,
  ],
  [
    'requirement',
    /\b(do i need|do i have to|do you need|need a|need to|have to|must i|required|is it required|(?:don'?t|do not|dont) (?:need|have to)|(?:needed|necessary)(?=\s*\?))\b/i,
  ],
  ['who', /\b(who (?:do|should|is|regulates|to)|which (?:body|regulator|authority))\b/i],
];

/** "When do I need home warranty?" asks for the threshold that triggers it, not a date. */
const WHEN_REQUIREMENT =
  /\bwhen (?:do|does|would|will|should) (?:[a-z0-9']+ ){1,5}?(?:need|needed|required|have to|apply|applies|kick in|kicks in)\b(?! to (?:be (?:lodged|given|submitted|issued|sent|paid|notified|provided|registered|reported|filed|handed|in)|lodge|submit|give|issue|send|pay|notify|provide|register|report|file))|\bwhen (?:is|are) [^?]*\b(?:needed|required)\b/i;

/** "When do I have to lodge it?" asks for a deadline (a date or a day count), not what triggers a rule. */
const WHEN_DEADLINE =
  /\bwhen (?:do|does|must|should|is|are) (?:i|we|you|they|it|(?:the|my|a|an|this|that) \w+(?: \w+)?) (?:(?:have|has|need|needs|got) to )?(?:lodge|lodged|submit|give|issue|send|pay|notify|provide|register|report|file|due)\b/i;

export function intentsOf(q: string): Intent[] {
  const found = INTENT_PATTERNS.filter(([, re]) => re.test(q)).map(([i]) => i);
  if (WHEN_DEADLINE.test(q)) return ['when', ...found.filter((i) => i !== 'when' && i !== 'requirement')];
  if (found.includes('when') && WHEN_REQUIREMENT.test(q)) {
    const out = found.filter((i) => i !== 'when');
    return out.includes('requirement') ? out : [...out, 'requirement'];
  }
  return found;
}

export interface QuestionDefaults {
  state?: string;
  trade?: string;
  /** ISO date "today" (default the clock's): relative dates in the question count from it. */
  today?: string;
}

export interface ParsedQuestion {
  /** The state the answer is for: named in the question, else the profile default. */
  state?: State;
  /** Every state the question names, in order (a question may compare two). */
  states: State[];
  stateSource?: 'question' | 'profile';
  trade?: Trade;
  tradeSource?: 'question' | 'profile';
  amountCents?: Cents;
  percent?: number;
  /** Search terms: content words and concept tokens, with place names and amounts taken out. */
  terms: string[];
  /** Concept tokens (e.g. "#rcd", "#homewarranty") found in the question. */
  concepts: string[];
  /** Search terms a concept token in `terms` stands for ("ticket" → #licence): coverage counts the concept once. */
  conceptWords: string[];
  /** What kind of answer is wanted ("how long" → duration), first the strongest. */
  intents: Intent[];
  /** Question words neither in the knowledge base's vocabulary nor correctable to one ("sourdough", "speeding"). */
  unknown: string[];
  /** Typos and slang the spelling pass corrected ("licnece" → "licence"). */
  corrections: Array<{ from: string; to: string }>;
  /** Why the answer is for `state`, in words an answer can show ("“Werribee” is in VIC, 3030"). */
  stateReason?: string;
  /** The suburb, town or postcode the state came from. */
  place?: { name: string; state: State; postcode: string };
  /** A place name several states share that nothing in the question or profile settles: the answer asks which. */
  ambiguousPlace?: { name: string; states: State[]; border?: true };
  /** The typed query: amounts with their arithmetic, the attribute asked, the work, the date. */
  query: TypedQuery;
  /** When a story comes before the question: the search terms found only in the story, not the sentence that asks. */
  storyTerms?: string[];
  /** Concepts only the story's clauses name ("a lawyer is asking me about an old job"): no subject a fact must hold. */
  storyConcepts?: string[];
}

interface Span {
  start: number;
  end: number;
}

/** Regulator and scheme names that only exist in one state, used when no state or city is named. */
const STATE_HINTS: Array<[RegExp, State]> = [
  [/\b(qbcc|rshq|qleave|qhws|unitywater)\b|office of fair trading|urban utilities/i, 'QLD'],
  // The Plumbing Industry Commission was VIC's plumbing regulator before the VBA (the sheet's section 8).
  [/\b(vba|bpc|esv|coes|esvconnect|vba360)\b|energy safe victoria|plumbing industry commission/i, 'VIC'],
  // "Fair Trading" alone is NSW's (the sheet's licensing regulator); QLD's is the Office of Fair Trading (above).
  [/\b(hbcf|icare|ccew)\b|building commission nsw|safework nsw|(?<!\b(?:office of|qld|queensland|wa|sa|act|vic)\s)fair trading/i, 'NSW'],
  [/\b(cbos|techsafe|taswater)\b/i, 'TAS'],
  // EnergySafety is WA's former electrical regulator (now Building and Energy); Energy Safe Victoria is VIC's.
  [/\b(demirs|dmirs|energysafety)\b|building and energy|energy safety wa/i, 'WA'],
  [/access canberra|icon water/i, 'ACT'],
  [/consumer and business services|technical regulator/i, 'SA'],
  [/\bpower and water\b|\bpowerwater\b/i, 'NT'],
];

/** One pass over the question for every city; longer names first so "wagga wagga" beats "wagga". */
const CITY_RE = new RegExp(
  `\\b(${Object.keys(CITY_STATES)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'g',
);

/** Doubled letters as one and "z" as "s": "brizzy", "brissie" and "brisbane" then share the stem "bris". */
const soundKey = (w: string) => w.replace(/z/g, 's').replace(/(.)\1+/g, '$1');
const CITY_KEYS = Object.keys(CITY_STATES).filter((k) => !k.includes(' ') && k.length >= 5);

/**
 * The well-known city a word stands for when it is no word the knowledge base knows, not a locality of its own and not
 * in the list: an Australian diminutive of the city's name ("brissy" → Brisbane, "maroochy" → Maroochydore: a stem
 * of 4+ letters the name starts with, plus -y / -ie / -ey / -o / -ers), or the name misspelt (one edit up to 7
 * letters, two from 8, first letter right). Only a single city — so a single state — may fit.
 */
function cityNickname(w: string): string | undefined {
  if (w.length < 4 || kbVocabulary().has(w) || isStopword(w) || findLocalities(w).length > 0) return undefined;
  const fits = new Set<string>();
  const dim = /^([a-z]+?)(?:ie|ey|y|o|ers)$/.exec(w);
  if (dim) {
    const st = soundKey(dim[1]!);
    if (st.length >= 4) for (const k of CITY_KEYS) if (soundKey(k).startsWith(st) && soundKey(k) !== st) fits.add(k);
  }
  if (w.length >= 6) {
    const max = w.length >= 8 ? 2 : 1;
    for (const k of CITY_KEYS) if (k[0] === w[0] && k.length >= 6 && editDistance(w, k, max) <= max) fits.add(k);
  }
  // A five-letter word that is a six-letter city with one letter dropped ("darwn", "hobrt"); not its singular ("cairn").
  if (w.length === 5)
    for (const k of CITY_KEYS) if (k.length === 6 && k[0] === w[0] && k !== `${w}s` && editDistance(w, k, 1) <= 1) fits.add(k);
  const states = new Set([...fits].map((k) => CITY_STATES[k]));
  return states.size === 1 ? [...fits].sort((a, b) => b.length - a.length)[0] : undefined;
}

/** A state's name that is one word, with the forms of its people ("victorian", "queenslander"). */
const STATE_WORDS: Array<[string, State]> = [
  ['victoria', 'VIC'],
  ['victorian', 'VIC'],
  ['queensland', 'QLD'],
  ['queenslander', 'QLD'],
  ['tasmania', 'TAS'],
  ['tasmanian', 'TAS'],
];

const TWO_WORD_CITIES = Object.keys(CITY_STATES)
  .map((k) => k.split(' '))
  .filter((p): p is [string, string] => p.length === 2 && p[1]!.length >= 5);
function misspeltTwoWordCity(first: string, second: string): string | undefined {
  if (kbVocabulary().has(second) || isStopword(second) || findLocalities(`${first} ${second}`).length > 0) return undefined;
  const max = second.length >= 8 ? 2 : 1;
  const fits = TWO_WORD_CITIES.filter(([a, b]) => a === first && b !== second && b[0] === second[0] && editDistance(second, b, max) <= max);
  const states = new Set(fits.map(([a, b]) => CITY_STATES[`${a} ${b}`]));
  return states.size === 1 ? fits.map(([a, b]) => `${a} ${b}`)[0] : undefined;
}

function misspeltStateName(w: string): State | undefined {
  if (kbVocabulary().has(w) || isStopword(w) || findLocalities(w).length > 0) return undefined;
  const max = w.length >= 8 ? 2 : 1;
  const states = new Set(STATE_WORDS.filter(([k]) => k[0] === w[0] && editDistance(w, k, max) <= max).map(([, s]) => s));
  return states.size === 1 ? [...states][0] : undefined;
}

/**
 * Concepts whose words a question splits with others between them, which the phrase lists (text.ts) can't hold:
 * a tax-deduction question names the thing claimed in the middle ("claim my ute on tax", "write the tools off").
 */
/** "pay my invoice", "get my invoice paid", "get paid", "pay me", "paid us": someone paying the tradie for work. */
const PAID_FOR_WORK =
  /\b(?:pay|pays|paid|paying)(?: (?:me|us|my|our|the|his|her|their|this|that|an?|last|latest|final|first|progress|overdue|outstanding))* (?:invoice|bill|account|claim|payment claim|progress claim)s?\b|\b(?:invoice|bill|account|claim)s? (?:paid|unpaid|settled)\b|\b(?:invoice|bill|claim)s? (?:(?:is|are|was|has|have|hasnt|havent|not|still|been|to be|get|gets|got) )+(?:paid|settled)\b|\bget(?:s|ting)? (?:my |our |the |an? )?(?:invoice |bill |claim |money )?paid\b|\b(?:pay|paid|paying|pays) (?:me|us)\b/;

/** Paperwork kept: "keep receipts", "hang onto invoices", "how long do I store old quotes and invoices" (normalised text). */
const RECORDS_KEPT =
  /\b(?:keep|kept|keeping|store|stored|storing|retain|retaining|hang (?:on ?to|onto)|hold (?:on ?to|onto)|file away|archive)\b(?: (?:all|my|our|the|old|copies|copy|of|paper|hard|every|any|these|those|them))* (?:receipts?|invoices?|paperwork|dockets?|docs|documents?|books|bank statements?|quotes?|bills?)\b/;

const SPLIT_CONCEPTS: Array<[RegExp, string]> = [
  [/\bclaim\w*(?: [a-z]+){0,5} (?:on|against|off|at|through|in) (?:my |the |your |our |me )?tax(?: time| return)?\b/, '#incometax'],
  [/\bclaim\w*(?: [a-z]+){0,5} as (?:an? )?(?:business )?(?:expense|deduction|write off)\b/, '#incometax'],
  [/\b(?:tax )?deduct(?:ible|ion|ions)\b|\bwrite (?:[a-z]+ ){1,4}off\b/, '#incometax'],
  // Keeping the paperwork ("hang on to receipts and invoices", "keep copies of my invoices"): record keeping, never the
  // rules for issuing a tax invoice (the invoice concept is dropped with it below).
  [RECORDS_KEPT, '#records'],
  // Being paid for the work: "pay my invoice", "get paid", "paid me" ask about payment terms (security of payment),
  // never about issuing a tax invoice.
  [PAID_FOR_WORK, '#sop'],
  // Something added for paying by card ("pays by mastercard, can I put 1.5% on top"): a card surcharge, said without the word.
  [
    /\b(?:visa|mastercard|master card|amex|eftpos|credit ?cards?|debit ?cards?|card payments?|(?:pay|pays|paid|paying) (?:by|on|with) (?:a )?card|tap and go|paywave)\b[^.?!]{0,60}?(?:\d+(?:\.\d+)?\s?(?:%|percent|per cent)|\b(?:fee|extra|on top|charge)\b)|(?:\d+(?:\.\d+)?\s?(?:%|percent|per cent)|\b(?:extra|on top)\b)[^.?!]{0,40}\b(?:visa|mastercard|amex|eftpos|card)\b/,
    '#surcharge',
  ],
];

/** A worker the tradie pays: the object of a wage question. */
const WORKER = String.raw`(?:apprentices?|appy|labou?rers?|workers?|employees?|staff|offsiders?|casuals?|juniors?|trainees?|lads|the boys|(?:first|second|third|fourth|1st|2nd|3rd|4th)[- ]year(?:s| apprentices?)?|him|her|them)`;
/**
 * "How much do I pay a first year apprentice an hour", "what does a 2nd year appy get paid", "what should my labourer
 * earn a week": what to pay a worker (an award wage, which the facts don't hold), however the words are ordered.
 */
const WAGE_ASKED = new RegExp(
  String.raw`\b(?:how much|what)\b[^?.!]{0,40}\b(?:pay|paying|wages?|rate|earn|earns|get paid|gets paid)\b[^?.!]{0,40}\b${WORKER}\b|\b(?:how much|what)\b[^?.!]{0,30}\b${WORKER}\b[^?.!]{0,40}\b(?:pay|paid|wages?|rate|earn|earns|get|gets)\b|\b(?:pay|paying|wages?|earn|earns|paid)\b[^?.!$\d]{0,40}\b(?:an|a|per)\s+(?:hour|hr|week|day)\b(?=[^?.!]*\?|[^?.!]*$)`,
  'i',
);
/** "Paid $300 a week", "on 35 an hour": a wage the question states, as context for another question (withholding, super). */
const WAGE_STATED = /(?:\$\s?\d[\d,.]*|\b\d[\d,.]*\s*(?:k|bucks|dollars)?)\s*(?:a|an|per|\/)\s*(?:week|wk|hour|hr|day|fortnight)\b/i;

/** "The super rate on wages", "tax withheld from his wages": the wages are what the asked figure is worked on. */
const SIDE_ON_WAGES =
  /\b(?:super|superannuation|sg|withholding|payg|tax)\b[^?.!]{0,30}\b(?:on|for|of|from|out of)\s+(?:the\s+|my\s+|his\s+|her\s+|their\s+)?wages?\b/i;

/** The pay itself is asked ("what do I pay a second year apprentice"), not super or tax on it ("what super … I pay him"). */
function wageItselfAsked(q: string): boolean {
  const m = WAGE_ASKED.exec(q);
  return m !== null && !WAGE_SIDE.test(m[0]);
}

/** Leave or an opinion asked of the wage itself: "can I pay him", "is that ok / legal / enough / fair / under award". */
const WAGE_LEAVE =
  /\b(?:can|could|may) (?:i|we|u|you) (?:just )?(?:pay|start|put|give)\b|\b(?:ok|okay|legal|allowed|alright|enough|fair|too low|under ?award|below ?award|underpaying)\b/i;
/**
 * "2nd year apprentice, can I pay him 20 bucks an hour", "is $22 an hour ok for my first year": a wage stated and put
 * for leave is the award wage asked (the Fair Work Ombudsman's), not context for super or tax on it.
 */
function wagePutForLeave(q: string): boolean {
  return WAGE_STATED.test(q) && new RegExp(String.raw`\b${WORKER}`, 'i').test(q) && WAGE_LEAVE.test(q);
}

/** What is paid on top of a wage or out of it (super, tax withheld, workers comp): facts the KB holds. */
const WAGE_SIDE = /\b(?:super|superannuation|sg|withhold\w*|payg|tax|workers? comp\w*|gst|invoice|abn)\b/i;

/** "won't", "can't", "didn't" with the apostrophe dropped: the verb's negation, never a subject word to search for. */
const CONTRACTION = /^(?:wont|cant|didnt|havent|hasnt|hadnt|wasnt|werent|wouldnt|shouldnt|couldnt|aint|mustnt|neednt)$/;

const STANDARD_NAMED = /\b(?:as|nzs|as\s?\/\s?nzs|iso)\s?\d{3,5}\b|\bwiring rules\b|\baustralian standard/i;
const STANDARD_TEXT_ASKED =
  /\b(clause|section|wording|word for word|exact|verbatim|copy|text of|say|says|quote|paste|(?:the )?(?:bit|part|page|table) (?:about|on|for|with))\b/i;

const MULTIPLIERS: Record<string, number> = { k: 1_000, grand: 1_000, thousand: 1_000, m: 1_000_000, mil: 1_000_000, million: 1_000_000 };

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?`;
/** "A 4500 job", "6000 deck": a bare number of 3+ digits right before the job is its price. */
const JOB_PRICE_BEFORE = new RegExp(
  String.raw`\b(\d{1,3}(?:,\d{3})+|\d{3,7})(?:\.(\d+))?()\s+(?=(?:dollar\s+)?(?:job|reno|renovation|deck|bathroom|kitchen|extension|contract|fence|fencing|pergola|patio|carport|shed|pool|quote|build)\b)`,
  'gi',
);
/** …unless the job word has its own price after it: "belco 2617 extension 13k" (2617 is the postcode). */
/** …or a thousands comma ("brisbane 4000 job 3,500"). */
const OWN_PRICE_AFTER =
  /^\s*(?:dollar\s+)?[a-z]+\s+(?:of\s+|for\s+|worth\s+|at\s+|is\s+|was\s+)?(?:\$\s?\d|\d[\d,.]*\s*(?:k|grand|thousand)\b|\d{1,3}(?:,\d{3})+(?![\d,]))/i;
/** Materials named between a word of supplying and their price: "client supplied tapware 310". */
const SUPPLIED_GOODS = String.raw`(?:(?:the |a |an |some |own |their |his |her )?(?:tapware|taps|vanity|vanities|tiles|fittings|fixtures|materials?|gear|toilet|basin|hws|hot water (?:unit|system)|heater|appliances?|timber|cabinets?|benchtops?|sink|cistern|shower screen)\s+(?:worth\s+|at\s+|for\s+|of\s+|valued at\s+|\$)?)?`;
/** The rest of a range after its low end: "-17k", " to 9 grand". */
const RANGE_UNIT_AFTER = /^\s*(?:-|–|to)\s*\$?\s?\d+(?:\.\d+)?\s*(?:k|grand|thousand|mil|million)\b/i;
const AMOUNT_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\$\s?${NUM}(?:\s*(k|mil|million|grand|thousand|m)\b)?`, 'gi'),
  new RegExp(String.raw`\b${NUM}\s*(k|grand|thousand|mil|million)\b`, 'gi'),
  new RegExp(String.raw`\b${NUM}\s*(?:dollars?|bucks?|aud)\b`, 'gi'),
  // "4,800 + GST", "500 labour", "400 of fittings": a bare number the words after it make a price.
  new RegExp(
    String.raw`\b(\d{1,3}(?:,\d{3})+|\d{3,7})(?:\.(\d+))?()(?=\s*(?:\+\s*gst|plus gst|inc\.? gst|incl\.? gst|ex\.? gst|excl?\.? gst|labour|in labour|of labour|materials|in materials|of materials|worth(?!\s*(?:about\s+|around\s+)?\$?\s*\d)|deposit|(?:of )?(?:fittings|gear|tiles|fixtures|parts|tapware|taps|vanity|vanities|appliances?)\b))`,
    'gi',
  ),
  // "70 ex gst", "bill of 85.50 inc gst": a GST mark makes even a small bare number a price (the rule above wants
  // three digits, since "40 tiles" or "12 labour" hours are counts, but nothing but money is ex or inc GST).
  new RegExp(
    String.raw`(?<![\d.,$])\b(\d{2})(?:\.(\d+))?()(?=\s*(?:\+\s*gst|plus gst|inc\.? gst|incl\.? gst|ex\.? gst|excl?\.? gst)\b)`,
    'gi',
  ),
  // "the client supplied 250 tapware", "customer bought 2,900 hws": a number after a word of supplying is a price.
  new RegExp(
    String.raw`(?<=\b(?:suppl(?:y|ies|ied|ying)|bought|buying|provid(?:e|es|ed|ing)|getting)\s+(?:the |a |an |about |around |roughly )?${SUPPLIED_GOODS})(\d{1,3}(?:,\d{3})+|\d{3,7})(?:\.(\d+))?()(?![\d,])`,
    'gi',
  ),
  JOB_PRICE_BEFORE,
];
const WORD_AMOUNT = new RegExp(
  String.raw`\b(a|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|hundred)\s+(grand|thousand|k)\b`,
  'gi',
);
const PERCENT = /(\d+(?:\.\d+)?)\s*(?:%|per\s?cent\b)/gi;

const NUMBER_WORD = String.raw`(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen`;
/**
 * Amounts said the way they are spoken, as [pattern, cents]: "a couple (of) grand" ($2,000), "half a grand" ($500),
 * "a grand and a half" ($1,500), and hundreds ("eight hundred bucks", "fifteen hundred dollar job", "a hundred and
 * fifty for the callout") — a hundreds amount only with a money word or a job word after it or a price word before
 * it, so "eight hundred metres" and "two hundred penalty units" stay measures.
 */
const SPOKEN_AMOUNTS: Array<[RegExp, (m: RegExpMatchArray) => number]> = [
  [/\b(?:a\s+)?couple(?:\s+of)?\s+(?:grand|thousand|k)\b/gi, () => 200_000],
  [/\bhalf\s+a\s+(?:grand|thousand|k)\b/gi, () => 50_000],
  [/\b(?:a|one)\s+(?:grand|thousand)\s+and\s+a\s+half\b/gi, () => 150_000],
  [
    new RegExp(
      String.raw`(?<=\b(?:for|worth|costing|cost|quoted|quote|charged|charging|paid|pay|about|around|roughly|only|just|over|under)\s+|\b(?:paid|pay|paying|pays|payin)\s+(?:(?:my|the|our|his|her|their|a|an)\s+)?(?:[a-z]+\s+)?${WORKER}\s+)(a|${NUMBER_WORD})\s+hundred(?:\s+and\s+(${NUMBER_WORD}))?\b(?!\s*(?:metres?|meters?|mm|m\b|kg|km|litres?|hours?|days?|people|penalty|units?|sq|square|watts?|kw|volts?|amps?|k\b|grand|thousand))|\b(a|${NUMBER_WORD})\s+hundred(?:\s+and\s+(${NUMBER_WORD}))?\s*(?=(?:dollars?|bucks?|quid|odd dollars|\$)\b|(?:job|quote|invoice|callout|call-out)\b)`,
      'gi',
    ),
    (m) => {
      const n = wordsToNumber((m[1] ?? m[3] ?? '').toLowerCase());
      const and = m[2] ?? m[4];
      return n ? (n * 100 + (and ? wordsToNumber(and.toLowerCase()) : 0)) * 100 : 0;
    },
  ],
];

/** A deposit's amount told after it: "deposit would be 2,600", "the deposit on her 26k job is 2,600", "upfront: 1,500". */
const DEPOSIT_THEN =
  /\b(?:deposit|upfront|up front)\b[^.?!;%]{0,30}?(?:\b(?:would be|will be|is|was|of|be|at|came to|comes to)|=|:)\s*\$?\s*$/i;

/** "2 and a half grand", "one and a half k": the half the plain patterns leave out. */
const AND_A_HALF = new RegExp(
  String.raw`\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+and\s+a\s+half\s+(grand|thousand|k)\b`,
  'gi',
);

/** "6 hours at 95 an hour", "2 days @ $600/day", "8 hrs x 85": hours or days times the rate charged for them. */
const LABOUR_AT_RATE =
  /\b(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|days?)\s*(?:at|@|x|×|of labou?r at)\s*\$?\s?(\d{2,4}(?:\.\d{1,2})?)(?:\s*(?:an? (?:hour|hr|day)|per (?:hour|hr|day)|\/\s*(?:hour|hr|h|day)|p\/?h|ph)\b)?/gi;
const COUNT = String.raw`(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)`;
/** "3 x 1,800", "2 × $950": a count times the amount after it. */
const TIMES_BEFORE = new RegExp(String.raw`\b${COUNT}\s*(?:x|×)\s*\$?\s*$`, 'i');
/** "two split systems at 2,400 (each)": the count of the things priced each, a few words before the price. */
const COUNT_BEFORE_EACH = new RegExp(
  // (Not a count of weeks or months — "4 weeks' wages of 1,500 each" is a wage per week, counted by the super tool.)
  String.raw`\b${COUNT}\s+(?!(?:weeks?|wks?|fortnights?|months?|days?|hours?|hrs?|years?)\b)(?:[a-z'-]+\s+){1,4}?(?:at|@|for|of|costing|worth)?\s*(?:about\s+|around\s+)?\$?\s*$`,
  'i',
);
/** "… each for two bathrooms", "… a pop on 3 units": the count of the things priced each, right after "each". */
const COUNT_AFTER_EACH = new RegExp(
  String.raw`^\s*(?:for|on|across|x|×)\s+(?:the\s+)?${COUNT}\b(?!\s*(?:k|grand|%|hours?|hrs?|days?|weeks?|months?|years?|m\b|metres?))`,
  'i',
);
/** Wages, not a price: super, pay and tax on them. */
const LABOUR_RATE_WAGES = /\b(?:super\w*|wages?|pay(?:ing|s)?|paid|payg|withh\w*|award|employee|employees|penalty rates?|overtime)\b/i;

/**
 * A bare number with nothing after it that makes it a measure ("for 800", "reno 22000 sydney", "hobart 300"). Read
 * last, only where no other pattern matched, and never as a standard's or a regulation's number, a measure (metres,
 * kW, days, %), part of a date or phone number, a four-digit number after "in / at / near" or at the end (a
 * postcode), or a year, unless a price word comes right before it ("for 2000", "worth 1950").
 */
const BARE_NUMBER = /(?<![\d$.,/:#-]|\d\s)\b(\d{1,3}(?:,\d{3})+|\d{3,7})(?:\.(\d{1,2}))?(?![\d,]*\.?\d)(?![/:-]\d|\s\d)/g;
const BARE_NOT_AFTER =
  // ("labour's 480": the s of a possessive is no section)
  /(?:(?<!['’])\b(?:as|nzs|as\/nzs|iso|clause|cl|ncc|section|sec|part|volume|vol|reg|regs|regulation|s|r|standard|level|class|type|form|item|schedule|division|lot|unit|version|rule|abn|acn|no|number|ph|phone|postcode|pc|p\/c|since|before|after|until|by|year|in|during|from|model|room|page|step|table|figure|fig)\.?\s*)$/i;
const BARE_UNIT_AFTER =
  /^\s*(?:mm|cm|m|metres?|meters?|m2|m²|sqm|sq|square|km|kms|kw|kva|kpa|mpa|psi|v|volts?|amps?|w|watts?|l|lt|litres?|liters?|kg|t|tonnes?|°|deg|degrees?|c\b|%|per ?cent|days?|weeks?|wks?|months?|years?|yrs?|hours?|hrs?|minutes?|mins?|st|nd|rd|th|people|workers|staff|employees|blokes|guys|lads|boys|apprentices|subbies|on the books|on the tools|on (?:the )?payroll|units|apartments|dwellings|houses|homes|storeys?|stories|floors?|x\b|times|penalty units|points?|lumens?|mj)\b/i;
const BARE_PRICE_BEFORE =
  /(?:\b(?:gst|super|superannuation|tax)\s+(?:on|in|of|for|out of|off)\s*\$?\s*$)|(?:(?:\b\d+\s*\/\s*\d+|\b(?:one|an?)[- ](?:eleventh|tenth|third|quarter|half)|\bhalf|\d+(?:\.\d+)?\s*(?:%|per\s?cent))\s+of\s*\$?\s*$)|(?:\b(?:for|worth|costing|cost|costs|quot\w*|charg\w*|pric\w*|total\w*|budget|paid|pay|paying|value|valued at|about|around|bout|roughly|approx|only|just|job of|contract of|invoice|invoiced|billed|bill|(?:taking|takin|took|bringing|bringin|brought|pulling|pullin|pulled) in|turn(?:ing|ed|in)? over|earn(?:ing|ed|t|in)?|making|makin|grossing|grossed)\s*)$/i;
const YEAR_LIKE = /^(?:19[5-9]\d|20[0-3]\d)$/;

/**
 * A four-digit number that is the postcode of a locality the question names ("port macquarie (2444) job - retaining
 * wall 3,100"): it is that place's postcode, never the job's price.
 */
/**
 * The named place ends right before `at`, with at most spaces, a comma or an opening bracket between ("brisbane 4000",
 * "darwin (0800)"). A place named after the number is not "beside" it: "a 1968 cottage in ballarat" keeps its year.
 */
function placeJustBefore(q: string, n: { at: number; text: string }, at: number): boolean {
  const end = n.at + n.text.length;
  return end <= at && /^[\s,(]*$/.test(q.slice(end, at));
}

function postcodeOfNamedPlace(q: string, digits: string): boolean {
  // "mt druitt 2770", "pt augusta": the short forms of Mount and Port the locality names spell out
  const lower = q
    .toLowerCase()
    .replace(/\bmt\.?\s/g, 'mount ')
    .replace(/\bpt\.?\s/g, 'port ');
  return localitiesByPostcode(digits).some((loc) => {
    const name = loc.name.toLowerCase();
    const at = lower.indexOf(name);
    return at >= 0 && !/[a-z]/.test(lower[at - 1] ?? '') && !/[a-z]/.test(lower[at + name.length] ?? '');
  });
}

/** What an insurance policy covers, right after its sum: "1 mil public liability", "$20m of PL cover". */
const COVER_AFTER =
  /^\s*(?:(?:of|in|worth of)\s+)?(?:(?:public|products?)(?: (?:and|&) products?)? liability|pl\b|p\/l\b|liability (?:cover|insurance)|professional indemnity|pi (?:cover|insurance))/i;

/** Wages paid to someone, right before the amount: "paid my offsider 1,450", "paying the apprentice $900". */
const WAGES_PAID_BEFORE = new RegExp(
  String.raw`\b(?:paid|pay|paying|pays|payin)\s+(?:(?:my|the|our|his|her|their|a|an)\s+)?(?:[a-z]+\s+)?(?:${WORKER}|blokes?|fellas?|crew|boys)\s*\$?\s*$`,
  'i',
);
const SUPER_WORD = /\b(?:super|superannuation|sg)\b/i;

/** The client supplies (or bought, or paid for) part of the job: "customer bought the tiles", "supplied by the owner". */
const CLIENT_SUPPLIES =
  /\b(?:client|customer|owner|homeowner|they|he|she)s?(?:'s| is| are)?\s+(?:supply|supplying|supplies|supplied|buying|bought|providing|provides|provided|getting|got|paid for|purchased)\b|\b(?:supplied|bought|provided|purchased|paid for) by (?:the )?(?:client|customer|owner|homeowner)\b/i;

function wordsToNumber(words: string): number {
  if (words === 'a') return 1;
  return words.split(/[\s-]+/).reduce((sum, w) => sum + (NUMBER_WORDS[w] ?? 0), 0);
}

function findAmount(
  q: string,
  spans: Span[],
  all: Array<{ at: number; end: number; cents: Cents }> = [],
  namedStates: State[] = [],
  namedAt: Array<{ at: number; text: string }> = [],
  /** the sums insurance is said to cover ("1 mil public liability"), kept apart from the job's value */
  covers: Cents[] = [],
): Cents | undefined {
  let best: { at: number; cents: Cents } | undefined;
  // "6 hours at 95 an hour plus 300 parts": labour charged by the hour or the day is a part of the job's price — not
  // when the question is about wages (super, pay, tax on them: the tools read the rate and the hours themselves).
  if (!LABOUR_RATE_WAGES.test(q))
    for (const m of q.matchAll(LABOUR_AT_RATE)) {
      const cents = Math.round(Number(m[1]) * Number(m[2]!.replace(/,/g, '')) * 100);
      if (!cents || all.some((a) => a.at < m.index + m[0].length && m.index < a.end)) continue;
      spans.push({ start: m.index, end: m.index + m[0].length });
      all.push({ at: m.index, end: m.index + m[0].length, cents });
      if (!best || m.index < best.at) best = { at: m.index, cents };
    }
  const labour = [...all];
  for (const re of AMOUNT_PATTERNS) {
    for (const m of q.matchAll(re)) {
      if (labour.some((a) => a.at < m.index + m[0].length && m.index < a.end)) continue;
      const dollars = parseDollars(`${m[1]}${m[2] ? `.${m[2]}` : ''}`);
      if (dollars === null) continue;
      const mult = m[3] ? (MULTIPLIERS[m[3].toLowerCase()] ?? 1) : 1;
      if (re === JOB_PRICE_BEFORE && OWN_PRICE_AFTER.test(q.slice(m.index + m[0].length))) continue;
      // "1 mil public liability", "$20m PL": the sum a policy covers is no job's value.
      if (COVER_AFTER.test(q.slice(m.index + m[0].length))) {
        spans.push({ start: m.index, end: m.index + m[0].length });
        covers.push(Math.round(dollars * mult));
        continue;
      }
      // "$16-17k", "$8 to 9 grand": the low end of a range whose unit is said once, after the high end — read like
      // "20-25k", by the high end (never as $16).
      if (!m[3] && RANGE_UNIT_AFTER.test(q.slice(m.index + m[0].length))) continue;
      // "brisbane 4000 job", "darwin 0800 reno": the postcode of the place named right before it is no price
      if (
        re === JOB_PRICE_BEFORE &&
        /^\d{4}$/.test(m[1]!) &&
        !m[2] &&
        (namedAt.some((n) => placeJustBefore(q, n, m.index)) || postcodeOfNamedPlace(q, m[1]!))
      )
        continue;
      spans.push({ start: m.index, end: m.index + m[0].length });
      if (!all.some((a) => a.at <= m.index && m.index < a.end))
        all.push({ at: m.index, end: m.index + m[0].length, cents: Math.round(dollars * mult) });
      if (!best || m.index < best.at) best = { at: m.index, cents: Math.round(dollars * mult) };
    }
  }
  for (const m of q.matchAll(AND_A_HALF)) {
    const n = /^\d+$/.test(m[1]) ? Number(m[1]) : (NUMBER_WORDS[m[1].toLowerCase()] ?? 0);
    if (!n) continue;
    const cents = Math.round((n + 0.5) * 1_000 * 100);
    spans.push({ start: m.index, end: m.index + m[0].length });
    if (!all.some((a) => a.at <= m.index && m.index < a.end)) all.push({ at: m.index, end: m.index + m[0].length, cents });
    if (!best || m.index < best.at) best = { at: m.index, cents };
  }
  // "a couple of grand", "half a grand", "a grand and a half", "eight hundred bucks", "fifteen hundred dollar job".
  for (const [re, cents] of SPOKEN_AMOUNTS)
    for (const m of q.matchAll(re)) {
      const c = cents(m);
      if (!c || all.some((a) => a.at < m.index + m[0].length && m.index < a.end)) continue;
      spans.push({ start: m.index, end: m.index + m[0].length });
      all.push({ at: m.index, end: m.index + m[0].length, cents: c });
      if (!best || m.index < best.at) best = { at: m.index, cents: c };
    }
  for (const m of q.matchAll(WORD_AMOUNT)) {
    if (all.some((a) => a.at <= m.index && m.index < a.end)) continue;
    const n = wordsToNumber(m[1].toLowerCase());
    if (!n) continue;
    spans.push({ start: m.index, end: m.index + m[0].length });
    if (!all.some((a) => a.at <= m.index && m.index < a.end)) all.push({ at: m.index, end: m.index + m[0].length, cents: n * 1_000 * 100 });
    if (!best || m.index < best.at) best = { at: m.index, cents: n * 1_000 * 100 };
  }
  // A bare number beside an amount found, joined by "+ / plus / and" ("2,500 + 600 materials"), is another part of
  // the job; with no amount found, any bare number that reads as a price.
  const found = [...all];
  const joined = (at: number, end: number) =>
    // "19,500 + carport 1,200", "2,500 + 600 materials": the next part may name its work before its price, and the
    // part before may name what it is for ("3,150 labour + 1,600 for tiles", "2,100 labour and 950 paint").
    found.some((a) =>
      // ("4,500 of carpentry and 6 grand of painting", "4 grand slab plus 5,200 framing": the work named between them)
      /^\s*(?:(?:of|in|for|on)\s+)?(?:[a-z]+\s+){0,2}(?:(?:inc|incl|ex|excl)\.?\s*gst\s*)?(?:\+|plus|and|&)\s*(?:[a-z]+\s+){0,2}$/i.test(
        a.end <= at ? q.slice(a.end, at) : q.slice(end, a.at),
      ),
    );
  {
    for (const m of q.matchAll(BARE_NUMBER)) {
      const end = m.index + m[0].length;
      // "… customer supplying the vanity worth 900": materials the client supplies, priced beside the labour, are a part.
      // ("customer buy tap himself 250": the price right after who bought it)
      const clientPart =
        /\b(?:client|customer|owner|homeowner)s?\b[^.?!$\d]{0,50}\b(?:worth|valued at|at|for|costing|cost|himself|herself|themselves|themself)\s*(?:another\s+|an(?:other)? extra\s+)?$/i.test(
          q.slice(Math.max(0, m.index - 70), m.index),
        );
      // "… and my labour is 1,800": the labour's price beside materials already priced is a part of the job too.
      const labourPart =
        /\blabou?r(?:'s|s| is| was| will be| would be| of| =|:| cost| costs| comes to| came to)?(?: gonna be| going to be)?(?: about| around| roughly)?\s*\$?\s*$/i.test(
          q.slice(Math.max(0, m.index - 30), m.index),
        );
      // "the client is supplying the hws ($1,100) and im charging 600 to fit it": the tradie's own price beside
      // materials the client supplies is a part too.
      const ownPart =
        CLIENT_SUPPLIES.test(q) &&
        /\b(?:charg(?:e|es|ing)|my (?:quote|price|bit|part|side|share)(?: of (?:the |this |that )?(?:job|work|bill|price|quote))?|i quoted|quoting|i(?:'m| am|m) (?:charging|quoting)|(?:doing|do|did) (?:it|the job|the work|the labour|the install)(?: myself)? for)(?:'s| is| was| of| =|:)?\s*(?:about |around |roughly )?\$?\s*$/i.test(
          q.slice(Math.max(0, m.index - 40), m.index),
        );
      // "the deposit on her 26k job would be 2,600": the deposit stated beside the price is an amount too.
      const depositPart = DEPOSIT_THEN.test(q.slice(Math.max(0, m.index - 45), m.index));
      // "paid my offsider 1,450 this week, is 170 bucks super enough": the wages paid, beside the super quoted, are an
      // amount too (the super tool works on them and checks the quoted figure).
      const wagePart = SUPER_WORD.test(q) && WAGES_PAID_BEFORE.test(q.slice(Math.max(0, m.index - 40), m.index));
      if (
        found.length > 0 &&
        (found.some((a) => a.at <= m.index && m.index < a.end) ||
          (!joined(m.index, end) && !clientPart && !labourPart && !ownPart && !depositPart && !wagePart))
      )
        continue;
      const before = q.slice(Math.max(0, m.index - 24), m.index);
      const after = q.slice(end);
      if (BARE_UNIT_AFTER.test(after) || /^\s*(?:k|grand|thousand|dollars?|bucks?)\b/i.test(after)) continue;
      const priced = BARE_PRICE_BEFORE.test(before);
      if (!priced && BARE_NOT_AFTER.test(before)) continue;
      const digits = m[1].replace(/,/g, '');
      // "2,000": a number written with a thousands comma is an amount, never a year or a postcode.
      const comma = m[1].includes(',');
      if (YEAR_LIKE.test(digits) && !priced && !comma) continue;
      // A lone four-digit number at the end or after a place word is a postcode ("sparky need licence 4870").
      // … unless the question names a state the postcode is not in ("is the qld licence threshold 3300": 3300 is a VIC
      // postcode, so here it is the amount).
      const otherState = namedStates.length > 0 && !namedStates.includes(stateForPostcode(digits) as State);
      // "brisbane 4000", "darwin (0800)": right after the place it is that place's postcode
      const besideNamedPlace = namedAt.some((n) => placeJustBefore(q, n, m.index));
      // "port macquarie (2444) job", "2444 port macquarie": the postcode of a place the question names
      const namedPlacePostcode = digits.length === 4 && postcodeOfNamedPlace(q, digits);
      if (
        digits.length === 4 &&
        !priced &&
        !comma &&
        !otherState &&
        (/^[\s?.!]*$/.test(after) || /\b(?:at|near|around|out|to|suburb|town)\s*$/i.test(before) || besideNamedPlace || namedPlacePostcode)
      ) {
        // a place's postcode beside its name is no search word either
        if (besideNamedPlace || namedPlacePostcode) spans.push({ start: m.index, end });
        continue;
      }
      const cents = parseDollars(`${m[1]}${m[2] ? `.${m[2]}` : ''}`);
      if (cents === null || cents < 100_00) continue;
      spans.push({ start: m.index, end });
      all.push({ at: m.index, end, cents });
      best ??= { at: m.index, cents };
    }
  }
  // "darwin 0800 invoiced 4400 inc gst": a postcode beside its place's name is no amount and no search word.
  for (const m of q.matchAll(/(?<![\d$.,])\d{4}(?![\d,]|\.\d)/g)) {
    if (spans.some((s) => s.start <= m.index && m.index < s.end)) continue;
    const beside = namedAt.some((n) => placeJustBefore(q, n, m.index));
    if (beside || postcodeOfNamedPlace(q, m[0])) spans.push({ start: m.index, end: m.index + 4 });
  }
  // "two split systems at 2,400 each", "3 x 1,800 bathrooms": a price for each of several is that price times their count.
  for (const a of all) {
    const before = q.slice(Math.max(0, a.at - 60), a.at);
    const each = /^\s*(?:each|apiece|a piece|a pop|per (?:unit|system|one|house|home|bathroom|room|job))\b/i.exec(q.slice(a.end));
    // "10k each for two bathrooms", "1,800 a pop for 3 splits": the count may follow the price and "each".
    const after = each ? COUNT_AFTER_EACH.exec(q.slice(a.end + each[0].length)) : null;
    const times = TIMES_BEFORE.exec(before) ?? (each ? (COUNT_BEFORE_EACH.exec(before) ?? after) : null);
    const n = times ? (/^\d+$/.test(times[1]!) ? Number(times[1]) : (NUMBER_WORDS[times[1]!.toLowerCase()] ?? 0)) : 0;
    if (n < 2 || n > 20) continue;
    const wasBest = best?.at === a.at;
    a.cents *= n;
    if (each) {
      spans.push({ start: a.end, end: a.end + each[0].length });
      a.end += each[0].length;
    }
    if (wasBest) best = { at: a.at, cents: a.cents };
  }
  // "Minimum cover 200k", "$200,000 of cover": what an insurance pays out, never the job's value.
  const cover = all.filter(
    (a) =>
      /\bcover(?:age)?\s*(?:of|is|was|at|up to|to)?\s*$/i.test(q.slice(Math.max(0, a.at - 20), a.at)) ||
      /^\s*(?:of\s+|in\s+)?cover(?:age)?\b/i.test(q.slice(a.end, a.end + 20)),
  );
  if (cover.length > 0) {
    all.splice(0, all.length, ...all.filter((a) => !cover.includes(a)));
    return all.length ? [...all].sort((a, b) => a.at - b.at)[0]!.cents : undefined;
  }
  return best?.cents;
}

/** Words that point back to what the story said: its figure is the one put to be judged. */
const POINTS_BACK =
  /\b(?:that|the same|same as|too|as well|like (?:him|her|them|he|she|they) did|right|true|correct|legit|legal|allowed|ok|okay|fine)\b/i;

function findPercent(q: string, spans: Span[]): number | undefined {
  let first: number | undefined;
  for (const m of q.matchAll(PERCENT)) {
    spans.push({ start: m.index, end: m.index + m[0].length });
    first ??= Number(m[1]);
  }
  return first;
}

interface StateFind {
  states: State[];
  /** Where each state was named, for choosing the place of the work when a question names two. */
  at?: Array<{ at: number; state: State; text: string; city?: true }>;
  /** What the question said for the first state ("Brisbane", "vic"), or the regulator hinting at it. */
  said?: string;
  hinted?: boolean;
}

function findNamedStates(q: string, spans: Span[]): StateFind {
  const found: Array<{ at: number; state: State; text: string; city?: true }> = [];
  for (const { re, state } of STATE_NAME_PATTERNS) {
    for (const m of q.matchAll(re)) {
      found.push({ at: m.index, state, text: m[0] });
      spans.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  for (const m of q.toLowerCase().matchAll(CITY_RE)) {
    found.push({ at: m.index, state: CITY_STATES[m[1]], text: q.slice(m.index, m.index + m[0].length), city: true });
    spans.push({ start: m.index, end: m.index + m[0].length });
  }
  // A nickname or misspelling of a well-known city the list lacks ("brissy", "maroochy", "melbourn").
  for (const m of q.matchAll(/[A-Za-z]{4,}/g)) {
    if (spans.some((s) => s.start < m.index + m[0].length && m.index < s.end)) continue;
    const city = cityNickname(m[0].toLowerCase());
    if (!city || inLongerPlaceName(q, m.index, m.index + m[0].length)) continue;
    found.push({ at: m.index, state: CITY_STATES[city], text: m[0], city: true });
    spans.push({ start: m.index, end: m.index + m[0].length });
  }
  // A two-word city with its second word misspelt ("port maquarie", "mount gambeir"): the first word right, the second
  // one edit away up to 7 letters, two from 8, first letter right; only one city may fit.
  for (const m of q.matchAll(/\b([A-Za-z]+)\s+([A-Za-z]{5,})\b/g)) {
    if (spans.some((s) => s.start < m.index + m[0].length && m.index < s.end)) continue;
    const city = misspeltTwoWordCity(m[1]!.toLowerCase(), m[2]!.toLowerCase());
    if (!city) continue;
    found.push({ at: m.index, state: CITY_STATES[city], text: m[0], city: true });
    spans.push({ start: m.index, end: m.index + m[0].length });
  }
  // A state's one-word name misspelt ("victora", "queenslnd", "tasmaina"): one edit up to 7 letters, two from 8, first
  // letter right, and no word the knowledge base or the locality data knows.
  for (const m of q.matchAll(/[A-Za-z]{6,}/g)) {
    if (spans.some((s) => s.start < m.index + m[0].length && m.index < s.end)) continue;
    const state = misspeltStateName(m[0].toLowerCase());
    if (!state) continue;
    found.push({ at: m.index, state, text: m[0] });
    spans.push({ start: m.index, end: m.index + m[0].length });
  }
  found.sort((a, b) => a.at - b.at);
  const ordered: State[] = [];
  for (const f of found) if (!ordered.includes(f.state)) ordered.push(f.state);
  return { states: ordered, at: found, ...(found[0] ? { said: found[0].text.trim().replace(/\.$/, '') } : {}) };
}

/**
 * Before a state named only to compare with: "5k like NSW", "unlike NSW,", "the same as in QLD", "than Victoria", "like
 * builders in Victoria do".
 */
const COMPARED_BEFORE =
  /\b(?:(?:just |the )?like(?: (?:in|for|up in|down in|over in)| (?:the |other |all )?[a-z]+(?: [a-z]+)? (?:do |have to |must |need to |are )?(?:in|from|up in|down in|over in))?|(?:the )?same as(?: (?:in|for))?|unlike(?: in)?|as (?:in|for)|compared (?:to|with)(?: in)?|than(?: (?:in|for))?|different (?:from|to)(?: in)?)\s+(?:the\s+)?$/i;

/**
 * "Is the ACT licence threshold 5k like NSW?", "unlike NSW, does TAS…": a state named only to compare with is not where
 * the work is — dropped when another state is named for the question itself.
 */
function withoutCompared(q: string, found: StateFind): StateFind {
  const at = found.at ?? [];
  const compared = (f: { at: number }) => COMPARED_BEFORE.test(q.slice(Math.max(0, f.at - 24), f.at));
  const kept = at.filter((f) => !compared(f));
  if (kept.length === 0 || kept.length === at.length) return found;
  const states = found.states.filter((st) => kept.some((f) => f.state === st));
  return { ...found, states, at: kept, said: kept[0]!.text.trim().replace(/\.$/, '') };
}

function hintedState(q: string): StateFind & { derived?: true } {
  for (const [re, state] of STATE_HINTS) {
    const m = re.exec(q);
    if (m) return { states: [state], said: m[0], hinted: true };
  }
  // A scheme, form, fund or Act only one state's facts use ("HBCF", "form 4", "DBI"), read from the facts themselves.
  const names = oneStateNamesIn(q);
  if (names.length > 0) return { states: [...new Set(names.map((n) => n.state))], said: names[0]!.said, hinted: true, derived: true };
  return { states: [] };
}

function findStates(q: string, spans: Span[]): State[] {
  const named = findNamedStates(q, spans);
  return named.states.length ? named.states : hintedState(q).states;
}

const list = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

function placeReason(c: PlaceChoice): string {
  const loc = c.locality!;
  if (c.mention.kind === 'postcode') return `postcode ${c.mention.text} is in ${loc.state}`;
  const also = c.others.length
    ? ` — there ${c.others.length === 1 ? 'is' : 'are'} also ${c.others.length === 1 ? 'one' : 'ones'} in ${list(c.others)}, so name the state if I've got the wrong one`
    : '';
  if (c.how === 'home')
    return `I took “${loc.name}” to be the one in ${loc.state} (${loc.postcode}), the state you said you're from${also}`;
  if (c.how === 'profile') return `I took “${loc.name}” to be the one in ${loc.state} (${loc.postcode}), your profile's state${also}`;
  if (c.how === 'least-remote') return `I took “${loc.name}” to be the one in ${loc.state} (${loc.postcode})${also}`;
  return `“${loc.name}” is in ${loc.state}, postcode ${loc.postcode}`;
}

/**
 * A well-known city whose name a suburb or town of another state shares, that place no more remote than an
 * inner-regional town (Palmerston NT / a Canberra suburb, Redcliffe QLD / a Perth suburb, Perth / Perth TAS): the city
 * is taken, and the answer says so and names the other, so a job in the namesake is not answered silently.
 */
function cityNamesakeReason(named: StateFind): string | undefined {
  const first = named.at?.[0];
  if (!first?.city || named.states.length !== 1) return undefined;
  // "Perth WA", "Perth, Western Australia": the state is named beside the city, so there is nothing to assume.
  if (named.at?.some((f) => !f.city && f.state === first.state)) return undefined;
  const name = first.text.trim().replace(/\.$/, '');
  const loc = cityLocality(name, first.state);
  if (!loc) return undefined;
  const others = [
    ...new Set(
      findLocalities(loc.name)
        .filter((l) => l.state !== first.state && l.remoteness <= 2)
        .map((l) => l.state as State),
    ),
  ];
  if (others.length === 0) return undefined;
  const one = others.length === 1;
  return `I took “${loc.name}” to be the one in ${first.state} — there ${one ? 'is' : 'are'} also ${one ? 'one' : 'ones'} in ${list(others)}, so name the state if I've got the wrong one`;
}

/** Accepts "QLD", "qld", "Queensland", "Brisbane" … as a profile state. */
export function normaliseState(value: string | undefined): State | undefined {
  if (!value) return undefined;
  const upper = value.trim().toUpperCase();
  if ((STATES as readonly string[]).includes(upper)) return upper as State;
  return findStates(value, [])[0];
}

function mask(q: string, spans: Span[]): string {
  const chars = q.split('');
  for (const s of spans) for (let i = s.start; i < s.end; i++) chars[i] = ' ';
  return chars.join('');
}

/**
 * Where the tradie is from, not where the work is: "from", "based in" … and where a licence they hold was issued ("got
 * my gas ticket in nsw, can i use it in qld"; never "need a licence in qld", which is the work's place).
 */
const HOME_BEFORE =
  /\b(?:from|based (?:in|at|out of)|grew up in|started (?:out )?(?:as an? \w+ )?in|(?:raised|trained|apprenticed) in|(?:did|done|doing|served|serving|finish(?:ed|ing)?) my (?:apprenticeship|time|trade) in|used to (?:live|work|be based) in|live (?:over |up |down |out )?(?:in|at)|living in|i'?m in|im in|home in|out of|located in|reg(?:istered|o'?d)? in|licen[cs]ed in|(?:my|our|(?:got|have|hold|holding) (?:an?|my|our)) (?:[a-z]+ ){0,2}(?:ticket|licen[cs]e|rego|registration|card|quals?|qualifications?) (?:in|from))\s+(?:the\s+)?$/i;
/** "brought down from", "moved up from", "came over from": the place the tradie (or a thing) came from. */
const FORMER_HOME_BEFORE =
  /\b(?:brought|moved|came|relocated|shifted|transferred)\s+(?:\w+\s+){0,3}?(?:down |up |over |across )?from\s+(?:the\s+)?$/i;
const OVER_BORDER_BEFORE = /\b(?:over|across) the border\s+(?:in|at|to|into)?\s*(?:the\s+)?$/i;
const JOB_BEFORE =
  /\b(?:over the border (?:in|at|to)|across the border (?:in|at|to)|job (?:in|at)|work(?:ing)? (?:in|at)|quot(?:e|ing) (?:for |on )?(?:a job )?(?:in|at)|in|at|on|down to|up to|over to)\s+(?:the\s+)?$|\b(?:work|job|jobs|working) on an?\s+$/i;

/** The job's own words before its place: "a job in", "the work's at", "doing a reno in", "quoting on a house in". */
const JOB_WORDS_BEFORE =
  /\b(?:over the border|across the border|(?:job|jobs|work|works|site|reno|renovation|install|build|house|home|property|client|customer)(?:'?s| is| are)?\s+(?:(?:is|are|will be)\s+)?(?:in|at|down in|up in|out in|over in)|work(?:ing)? (?:in|at)|quot(?:e|ing) (?:for |on )?(?:a job )?(?:in|at)|(?:doing|quoting|pricing|building|fitting|installing|got|have|started|starting|booked)(?: up| in)? (?:an?|the|this|some|one|my) (?:[\w$,.'&]+ ){0,5}?(?:in|at)|(?:job|jobs|work|works|work's)(?:'?s| is| are)?\s+(?:all\s+|mostly\s+)?(?:a)?round|this (?:one|job)(?:'s| is)? (?:in|at|over in|down in|up in|out in))\s+(?:the\s+)?$/i;
/** "Moving from WA to QLD", "relocating to tassie": where the tradie is going is where the work will be… */
const MOVING_TO =
  /\b(?:(?:moving|move|moved|relocat\w*|heading|transferr?\w*)\s+(?:over\s+|up\s+|down\s+|across\s+)?to|(?:moving|move|moved|relocat\w*|heading|going|transferr?\w*|shifting)\s+(?:[a-z]+\s+){0,2}?from\s+[a-z.]+\s+to)\s+(?:the\s+)?$/i;
/** …unless the question compares the two ("moving from Sydney to Brisbane, is the licence the same"). */
const COMPARING = /\b(?:same|different|differ\w*|compar\w*|vs\.?|versus|both)\b/i;

/**
 * The work the question is about: the story's work left out when the clauses about this job name work of their own
 * ("16k extension adding a bedroom. My last job was a shed": no shed's exemption).
 */
function jobWork(q: string, maskedNorm: string, story: readonly Clause[]): string[] {
  const all = workIn(`${q} ${maskedNorm}`);
  if (story.length === 0) return all;
  const own = workIn(withoutClauses(q, story));
  return own.length > 0 ? all.filter((w) => own.includes(w)) : all;
}

/** A move or a life event, dated in the story: "moved down from Tassie 6 years ago", "came over from the UK in 2019". */
const LIFE_EVENT = /\b(?:moved|relocated|came (?:over|down|up|across)|emigrated|arrived|grew up|was born|got married|retired)\b/i;
/** Words that tie a clause's date to the work, a contract or money: its date can be the one the rule turns on. */
const DATED_WORK =
  /\b(?:contract|signed|job|quote|quoted|invoice|invoiced|claim|paid|install\w*|built|fitted|finished|wages?|super|deposit|certificate|cert|coc)\b/i;

/** The question without the story's dates of a move or life event that say nothing of the work. */
function undatedStory(q: string, story: readonly Clause[]): string {
  return withoutClauses(
    q,
    story.filter((c) => LIFE_EVENT.test(q.slice(c.start, c.end)) && !DATED_WORK.test(q.slice(c.start, c.end))),
  );
}

/** Words that put the question on today, in the sentence that asks: "do I need one now", "these days". */
const NOW_ASKED = /\b(?:now|today|these days|nowadays|currently|at the moment|anymore|any more)\b/i;

/**
 * The day the rule is applied at: the job's own clauses' day when they say one ("on Thursday") or ask about now ("did
 * heaps of these last summer when it was 3 m. Do I need one now?"); otherwise the question's day, life events aside.
 */
function jobDate(q: string, story: readonly Clause[], today: string): { date: string; reason?: string } {
  const all = questionDate(undatedStory(q, story), today);
  if (story.length === 0) return all;
  const rest = withoutClauses(q, story);
  const own = questionDate(rest, today);
  // (a question that asks about the story itself — "Did I, back then?" — is dated by the story)
  const asking = [...q.matchAll(/[^.!?]*[a-z][^.!?]*[.!?]*/gi)].pop();
  if (!asking || inClauses(asking.index + asking[0].search(/[a-z]/i), story)) return all;
  return own.reason || NOW_ASKED.test(asking[0]) ? own : all;
}

/**
 * What is asked, read from the clauses about this job when the story has words of its own ("last month I got pinged
 * for being slow. How many days have I got to lodge the cert?" asks a deadline, not a fine).
 */
function jobAttribute(q: string, story: readonly Clause[]): AskedAttribute {
  const all = askedAttribute(q);
  if (story.length === 0) return all;
  const own = askedAttribute(withoutClauses(q, story));
  return own === 'other' ? all : own;
}

/** Every place named in words lies in the story, and the locality at `at` in a clause about this job. */
function storyOnly(named: ReadonlyArray<{ at: number }>, at: number, story: readonly Clause[]): boolean {
  return named.length > 0 && named.every((f) => inClauses(f.at, story)) && !inClauses(at, story);
}

/** "Katherine job, 16k extension", "a Geelong reno": the place names the job it comes before. */
const JOB_NOUN_AFTER =
  /^\s*(?:job|jobs|reno|renovation|site|extension|house|build|bathroom|kitchen|deck|fit-?out|project|contract|client|customer|property)\b/i;

/** "Kambah, ACT: 6k bathroom …": a place the message opens with, set off by a comma, colon or dash, is the job's. */
function opensMessage(q: string, f: { at: number; text: string }): boolean {
  return /^[\s\W]*$/.test(q.slice(0, f.at)) && /^\s*(?:,|:|-|–)/.test(q.slice(f.at + f.text.length));
}

/**
 * When a question names places in two states, the work's place decides ("a Coolangatta tiler quoting in Tweed
 * Heads" → NSW): the one after "in / at / over the border in", not the one after "from / based in".
 */
function placeOfWork(
  q: string,
  all: Array<{ at: number; state: State; text: string }>,
  story: readonly Clause[],
): { state: State; text: string } | undefined {
  if (new Set(all.map((f) => f.state)).size < 2) return undefined;
  const before = (f: { at: number }) => q.slice(Math.max(0, f.at - 32), f.at);
  // "Grew up in Adelaide … doing a bathroom in Fremantle", "our last job in Canberra … this one in Queanbeyan": places
  // the story names are not the work's, when the clauses about this job put the work in a place of their own — not
  // only a home or a trade's town ("a Sydney sparky. Did a switchboard in Canberra last week" asks about that job).
  const current = all.filter((f) => !inClauses(f.at, story));
  const found = current.some(
    (f) =>
      (JOB_BEFORE.test(before(f)) || JOB_NOUN_AFTER.test(q.slice(f.at + f.text.length)) || opensMessage(q, f)) &&
      !HOME_BEFORE.test(before(f)),
  )
    ? current
    : all;
  if (new Set(found.map((f) => f.state)).size < 2)
    return found === current && current.length < all.length ? { state: found[0]!.state, text: found[0]!.text.trim() } : undefined;
  const job = found.filter(
    (f) =>
      (JOB_BEFORE.test(before(f)) || JOB_WORDS_BEFORE.test(before(f)) || (MOVING_TO.test(before(f)) && !COMPARING.test(q))) &&
      !HOME_BEFORE.test(before(f)),
  );
  const home = found.filter((f) => HOME_BEFORE.test(before(f)));
  // "Sparky in NSW, doing a job in Victoria": a place after the job's own words beats one after a bare "in".
  const strong = job.filter((f) => JOB_WORDS_BEFORE.test(before(f)));
  // (A place after the job's own words is the work's even in the home state: "licensed in NSW … doing a switchboard in
  // Penrith".)
  const pick = [...strong, ...job.filter((f) => !home.some((h) => h.state === f.state))][0];
  return pick ? { state: pick.state, text: pick.text.trim() } : undefined;
}

function datePart(d: { date: string; reason?: string }): { date: string; dateReason?: string } {
  return d.reason ? { date: d.date, dateReason: d.reason } : { date: d.date };
}

/**
 * Cities that are regions of many suburbs, no locality of their own name: the locality at their centre stands in for
 * them where a place's position is needed ("Gold Coast or Murwillumbah": two places near each other across a border).
 */
const REGION_CENTRES: Record<string, string> = {
  'gold coast': 'southport',
  goldy: 'southport',
  byron: 'byron bay',
  surfers: 'surfers paradise',
  'sunshine coast': 'maroochydore',
  'sunny coast': 'maroochydore',
  'central coast': 'gosford',
  'lake macquarie': 'speers point',
  'lake mac': 'speers point',
  'blue mountains': 'katoomba',
  shoalhaven: 'nowra',
  'hunter valley': 'cessnock',
  logan: 'logan central',
  noosa: 'noosa heads',
  barossa: 'nuriootpa',
};

/** The locality a well-known city name stands for (its least remote namesake in that state). */
function cityLocality(text: string, state: State): Locality | undefined {
  const name = text.trim().replace(/\.$/, '');
  const [first, second] = name.toLowerCase().split(/\s+/);
  const misspelt = second ? misspeltTwoWordCity(first!, second) : undefined;
  return findLocalities(cityNickname(name.toLowerCase()) ?? misspelt ?? REGION_CENTRES[name.toLowerCase()] ?? name)
    .filter((l) => l.state === state)
    .sort((a, b) => a.remoteness - b.remoteness)[0];
}

/** Twin towns closer than this across a border (locality centres: Albury–Wodonga 5 km, Echuca–Moama 32 km). */
const TWIN_KM = 60;
/** "The Canberra region", "around Albury": a place of another state this close makes the side of the border unsure. */
const REGION_KM = 20;
/**
 * Two places named as alternatives for one job ("either mildura or wentworth") this close are one district, so the
 * state is not known (postcode centres lie up to ~50 km from the town: Wentworth's is 80 km from Mildura's).
 */
const ALTERNATIVE_KM = 100;
const TWIN_JOIN = /^\s*(?:[-–—/&+]|and|or|n)?\s*$/i;
/** Between two places: "or", "or just over in", "or maybe" — the work is in one of them, not yet known which. */
// ("their queanbeyan shop or the fyshwick one": the premises' word may stand between a place and its "or")
const ALTERNATIVES =
  /^[\s,]*(?:(?:shop|store|site|job|house|home|place|office|unit|factory|warehouse|premises|one|side)s?\s*,?\s+)?(?:or|or else|either|or maybe|maybe)\b[^.?!;\d]{0,40}$/i;
const SIDE_OPEN =
  /\b(?:(?:not sure|dunno|don'?t know|unsure|haven'?t (?:checked|seen))(?: yet)? which side|either side of|which side of the (?:border|river)|whichever side)\b/i;
const REGION_AFTER = /^\s*(?:region|area|district|surrounds|way|side)\b/i;
const REGION_BEFORE = /\b(?:around|near|outside|out of|round)\s+(?:the\s+)?$/i;

interface PlaceAt {
  at: number;
  end: number;
  state: State;
  name: string;
  loc: Locality;
}

/**
 * A place on a border the question doesn't settle: two towns of different states written together ("albury-wodonga",
 * "echuca moama"), or a border town's "region" / "around X" when a place of another state lies within a short drive.
 * Returns the name to ask about and both states; undefined when the work's place is clear.
 */
function borderPlace(q: string, places: PlaceAt[]): { name: string; states: State[] } | undefined {
  const sorted = [...places].sort((a, b) => a.at - b.at);
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!;
    const b = sorted[i]!;
    if (a.state === b.state || !TWIN_JOIN.test(q.slice(a.end, b.at))) continue;
    if (distanceKm(a.loc, b.loc) <= TWIN_KM) return { name: `${a.name}–${b.name}`, states: [a.state, b.state] };
  }
  if (new Set(sorted.map((p) => p.state)).size !== 1) return undefined;
  // "Not sure which side", "either side of the river": the asker says the side of the border is open.
  const sideOpen = SIDE_OPEN.test(q);
  for (const p of sorted) {
    if (!sideOpen && !REGION_AFTER.test(q.slice(p.end)) && !REGION_BEFORE.test(q.slice(Math.max(0, p.at - 16), p.at))) continue;
    const km = sideOpen ? TWIN_KM : REGION_KM;
    const across = allLocalities().filter(
      (l) => l.state !== p.state && Math.abs(l.lat - p.loc.lat) < km / 100 && distanceKm(l, p.loc) <= km,
    );
    if (across.length === 0) continue;
    const other = [...across].sort((x, y) => x.remoteness - y.remoteness || distanceKm(x, p.loc) - distanceKm(y, p.loc))[0]!;
    return { name: `the ${p.name} region`, states: [p.state, other.state as State] };
  }
  return undefined;
}

/**
 * "Queanbeyan or just over in Canberra", "either Texas or Yetman", "Mount Gambier or Nelson": two places near each other
 * named as alternatives for the job, in two states (a name several states share counts with each of its namesakes
 * near the other place). The work's state is then not known: ask.
 */
function alternativePlaces(
  q: string,
  places: Array<{ at: number; end: number; name: string; locs: Locality[] }>,
): { name: string; states: State[] } | undefined {
  const sorted = [...places].sort((a, b) => a.at - b.at);
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!;
    const b = sorted[i]!;
    if (!ALTERNATIVES.test(q.slice(a.end, b.at))) continue;
    const near = (x: Locality, others: Locality[]) => others.some((o) => distanceKm(x, o) <= ALTERNATIVE_KM);
    const aLocs = a.locs.filter((l) => near(l, b.locs));
    const bLocs = b.locs.filter((l) => near(l, a.locs));
    // Two places each of one state only, far apart ("Mount Gambier or Albury"), are alternatives too.
    const lone = a.locs.length === 1 && b.locs.length === 1 ? [...a.locs, ...b.locs] : [];
    const states = [...new Set([...aLocs, ...bLocs, ...lone].map((l) => l.state as State))];
    if (states.length >= 2) return { name: `${a.name} or ${b.name}`, states };
  }
  return undefined;
}

/** "Just over the border", "across the border" with no place after it: the work is across the border from where the asker is. */
const BARE_OVER_BORDER =
  /\b(?:over|across|other side of) the border\b(?!\s+(?:in|at|to|into|near|from|between)\b)(?!\s*[-/]?\s*(?:nsw|vic|qld|sa|wa|nt|act|tas)\b)/i;

/**
 * "Based in Albury but this one's just over the border": one place named (or several, all one state) and the work
 * "over the border" is in the state across the border from it — when only one other state has a locality within a
 * short drive (Albury → VIC, Coolangatta → NSW, Queanbeyan → ACT). Never guessed where two other states are near.
 */
function acrossTheBorder(q: string, places: Locality[]): { state: State; reason: string } | undefined {
  if (!BARE_OVER_BORDER.test(q) || places.length === 0) return undefined;
  const home = places[0]!;
  if (places.some((p) => p.state !== home.state)) return undefined;
  const near = allLocalities().filter(
    (l) => l.state !== home.state && Math.abs(l.lat - home.lat) < TWIN_KM / 100 && distanceKm(l, home) <= TWIN_KM,
  );
  const others = [...new Set(near.map((l) => l.state as State))];
  if (others.length !== 1) return undefined;
  const state = others[0]!;
  return {
    state,
    reason: `“over the border” from ${home.name} (${home.state}) is ${state}, and the rules of the state where the work is apply`,
  };
}

/** "the WA NT border", "SA/VIC border", "nsw-qld border": the two states a border runs between, as the place asked about. */
function borderLine(q: string): { name: string; states: State[] } | undefined {
  const m = /\bborder\b/i.exec(q);
  if (!m) return undefined;
  const before = q.slice(Math.max(0, m.index - 48), m.index);
  const at = (findNamedStates(before, []).at ?? []).filter((f) => !f.city);
  const [a, b] = at.slice(-2);
  if (!a || !b || a.state === b.state) return undefined;
  if (!/^\s*(?:[/&-]|and|n)?\s*$/i.test(before.slice(a.at + a.text.length, b.at)) || !/^\s*$/.test(before.slice(b.at + b.text.length)))
    return undefined;
  return { name: `the ${a.state}–${b.state} border`, states: [a.state, b.state] };
}

/** "Out in the mallee", "on the nullarbor": a region across a border, unless a state named in words settles the side. */
function borderRegion(q: string, inWords: State[]): { name: string; states: State[] } | undefined {
  const region = BORDER_REGIONS.find((r) => r.re.test(q));
  if (!region || region.states.some((st) => inWords.includes(st))) return undefined;
  return { name: region.name, states: [...region.states] };
}

/** Registering for a tax or an ABN ("gst registration", "rego for gst", "abn registration"), in normalised text. */
const TAX_REGISTRATION =
  /\b(?:gst|abn|payg|tfn|bas) (?:registration|rego)s?\b|\b(?:registration|rego)s? (?:for|of) (?:an? )?(?:gst|abn|payg|tfn)\b/g;
/** A question about turnover: GST registration, income, revenue. */
const INCOME_ASKED = /\b(?:gst|turnover|income|revenue|earn\w*)\b/i;
/** Takings told before the amount: "made 78k", "brought in $80,000", "invoiced 70 grand", "takin about 6.5k a month". */
const INCOME_VERB_BEFORE =
  /\b(?:made|make|making|earned|earn|earning|earnt|brought in|bring in|bringing in|took in|taken in|billed|billing|billin|invoiced|invoicing|invoicin|grossed|gross|turned over|turn over|turning over|turnin over|taking|takin|taken|take|took|pulling in|pullin in|pulled in)\s+(?:in\s+)?(?:about |around |roughly |close to |nearly |over |under |just over |just under |like )?\$?\s?$/i;
/** What an amount of turnover came from, right after it ("21k from maintenance contracts", "30k in strata work"). */
const INCOME_SOURCE =
  /^\s*(?:from|in|off|out of|through)\s+(?:(?:my|the|our|a|some|other|side)\s+)?(?:[a-z-]+\s+){0,2}(?:contracts?|jobs?|work|clients?|customers?|sales?|invoices?|installs?|maintenance|servicing|repairs?|renos?|gigs?)\b/i;

/** A clause telling what the asker lacks: "no DER endorsement yet", "not a gasfitter", "haven't got my white card". */
const LACKING =
  /\b(?:no|not an?|not yet an?|without|without an?|(?:i )?(?:haven'?t|havent|don'?t|dont|do not) (?:got|have)(?: an?| my)?|not (?:licensed|registered|endorsed) (?:for|as))\s+[a-z][a-z' -]{1,40}?(?=\s*(?:yet\b|[.,;!?]|$))/gi;

/** "Same as the plumbers", "like the sparky ones", "same as plumbing": another trade named to compare with. */
const COMPARED_TRADE =
  /\b(?:(?:the )?same as|just like|like)\s+(?:the\s+|for\s+(?:the\s+)?|with\s+(?:the\s+)?)?(?:plumb\w*|sparky|sparkies|sparkys|electric\w*|gas(?:fitt\w*|sies|sie|ies)?|chipp(?:y|ies)|carpent\w*|builders?|tilers?|painters?|roofers?|fridgies?|refrigeration)(?:'s)?(?:\s+(?:ones?|blokes|guys|certs?|side))?\b/i;

/** Reads a tradie's question: state (question beats profile), trade, dollar amount, percent and search terms. */
/** The words that put the work at the place named right after them: "a job in", "working out at", "quoting in". */
const WORK_PUT_AT =
  /\b(?:jobs?|work|works|working|workin|doing|doin|quoting|quotin|site|install\w*|reno|build\w*)\s+(?:(?:up|down|out|over|in)\s+)?(?:in|at|near)\s+$/i;
/** A question that crosses a border on purpose: the asker's home and the job's place differ. */
const CROSSING_WORDS =
  /\b(?:from|based|live|living|over the border|across the border|interstate|licensed in|registered in|my (?:home )?state)\b/i;

/**
 * Someone who holds no trade licence of their own: a handyman, a labourer, the client's family or friends ("can my
 * brother in law do the wiring") — an owner has rules of their own.
 */
export const UNLICENSED_PERSON =
  /\b(?:handy ?m[ae]n|handymen|labou?rers?|(?:my|her|his|their|the|your) (?:brother|sister|father|dad|mum|mother|son|daughter|uncle|cousin|nephew|husband|wife|partner|hubby|mate|friend|neighbou?r)s?(?:[- ]in[- ]law)?)\b(?!'?s? (?:business|company|firm|books|paperwork|paper work|invoices?))/i;
/** Work licensed whatever it is worth, by its concept. */
const LICENSED_WORK = new Set(['electrical', 'plumbing', 'gas']);
/** A paper and the job it is for: "the plumbing certificate for the new laundry" (the job's words, group 1). */
const PAPER_FOR = new RegExp(String.raw`\b${PAPER_WORD}\s+for\s+([^?.!,;:]{1,60})`, 'i');

/** Leave put as "am I ok to", "ok for him to". */
const LEAVE_PUT =
  /\b(?:am i|are we|is (?:he|she|it|that)|im|i'?m)\s+(?:ok|okay|right|fine|allowed|alright|good)\s+to\b|\b(?:ok|okay|alright|fine)\s+(?:for (?:\w+ ){1,2})?to\b|\b(?:am i|are we) (?:ok|okay|right|fine|allowed|alright|good) (?:to do|doing) (?:that|this|it)\b/i;

export function parseQuestion(question: string, defaults: QuestionDefaults = {}): ParsedQuestion {
  const q = textingForm(question);
  const spans: Span[] = [];
  const named = withoutCompared(q, findNamedStates(q, spans));
  const foundAmounts: Array<{ at: number; end: number; cents: Cents }> = [];
  const covers: Cents[] = [];
  let firstAmount = findAmount(q, spans, foundAmounts, named.states, named.at, covers);
  // "Quoted 35k for a kitchen last month and lost it. New one is 9k": the story's amounts are not this job's, when the
  // clauses about this job state one of their own.
  const story = storyClauses(q);
  if (foundAmounts.some((a) => inClauses(a.at, story)) && foundAmounts.some((a) => !inClauses(a.at, story))) {
    foundAmounts.splice(0, foundAmounts.length, ...foundAmounts.filter((a) => !inClauses(a.at, story)));
    firstAmount = [...foundAmounts].sort((a, b) => a.at - b.at)[0]!.cents;
  } else if (foundAmounts.length > 0 && foundAmounts.every((a) => inClauses(a.at, story))) {
    // "Invoicing a builder 2,400. Last month's invoices were all under a grand": a bare price of this job, read only
    // where no amount was found, is read with the story set aside.
    const own: typeof foundAmounts = [];
    const ownFirst = findAmount(withoutClauses(q, story), spans, own, named.states, named.at, covers);
    if (own.length > 0) {
      foundAmounts.splice(0, foundAmounts.length, ...own);
      firstAmount = ownFirst;
    }
  }
  const arithmetic = amountArithmetic(q, foundAmounts);
  const amountCents = arithmetic.totalCents ?? firstAmount;
  // "+ GST", "inc GST" beside an amount are its arithmetic, not a question about GST.
  for (const a of foundAmounts) {
    const m =
      /^\s*(?:(?:\+|plus)\s*(?:(?:the\s+)?10\s?(?:%|per\s?cent)\s*)?gst|(?:inc|incl|including|ex|excl?|excluding)\.?\s*gst|gst\s+(?:inc|incl|included|inclusive|extra|on top))\b/i.exec(
        q.slice(a.end),
      );
    if (m) spans.push({ start: a.end, end: a.end + m[0].length });
  }
  // "7,200 and 3,100 on the same house, inc gst. registration?": a GST mark for the amounts, standing on its own, is
  // their arithmetic too — never the subject (GST registration).
  if (arithmetic.amounts.some((a) => a.gst !== 'unsaid'))
    for (const m of q.matchAll(
      /[,;]\s*(?:all\s+|both\s+)?(?:\+|plus|inc|incl|including|ex|excl|excluding)\.?\s*gst\b(?=\s*(?:[.,;?!]|$))/gi,
    ))
      spans.push({ start: m.index, end: m.index + m[0].length });
  // "retaining wall 3,100 and paving 2,400, same client same contract. licence?": the words that make the amounts one
  // job are their arithmetic, not the subject (a written contract) — when the rest of the question names its subject
  // ("… same contract. does it need to be in writing" asks about that contract).
  const oneJob = new RegExp(ONE_JOB.source, 'gi');
  if (arithmetic.amounts.length > 1 && arithmetic.totalWorking?.includes(' + ') && conceptsIn(normalise(q.replace(oneJob, ' '))).length > 0)
    for (const m of q.matchAll(oneJob)) spans.push({ start: m.index, end: m.index + m[0].length });
  // "52k from jobs plus 21k from maintenance contracts, do I register for GST": where turnover came from is the story of
  // the amount, not a subject (a written contract) — in a question about GST, turnover or income.
  let incomeStated = false;
  if (INCOME_ASKED.test(q))
    for (const a of foundAmounts) {
      const m = INCOME_SOURCE.exec(q.slice(a.end));
      if (m) spans.push({ start: a.end, end: a.end + m[0].length });
      // "taking 2k deposit" is money held, not takings: the verbs of taking count only with no deposit in the question.
      const verb = INCOME_VERB_BEFORE.exec(q.slice(Math.max(0, a.at - 30), a.at));
      if (m || (verb && !(/^tak|^took/i.test(verb[0]) && /\b(?:deposits?|upfront|up front)\b/i.test(q)))) incomeStated = true;
    }
  // "so that's fine yeah?" (okay, not a penalty) and "my fee's $1,500" (the tradie's price): no subject words.
  for (const re of [OKAY_FINE, STATED_FEE]) for (const m of q.matchAll(re)) spans.push({ start: m.index, end: m.index + m[0].length });
  let percent = findPercent(q, spans);
  // "My mate charged 15% deposit … what's the max I can take": a share the story names is not put to be judged, unless
  // the question points back to it ("is that ok", "can I do the same").
  if (percent !== undefined && story.length > 0) {
    const shares = [...q.matchAll(PERCENT)];
    const rest = withoutClauses(q, story);
    if (shares.every((m) => inClauses(m.index, story)) && !POINTS_BACK.test(rest)) percent = undefined;
  }
  const profileStateEarly = normaliseState(defaults.state);
  // "in March 2025", "1 July 2026": dates, never places ("March" is also a town).
  for (const m of q.matchAll(/\b(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+20\d{2}\b/gi))
    spans.push({ start: m.index, end: m.index + m[0].length });
  for (const d of monthDateSpans(q)) spans.push({ start: d.at, end: d.end });
  // "Out in the mallee", "on the nullarbor": a region across a border, never the small locality of the same name.
  for (const r of BORDER_REGIONS) {
    const m = r.re.exec(q);
    if (m) spans.push({ start: m.index, end: m.index + m[0].length });
  }
  // "Set at 55 to save on power", "so they save a few bucks": why the client wants it is no subject.
  for (const m of q.matchAll(
    /\b(?:to|so (?:they|he|she|we|i) can|so (?:they|he|she|we|i)) save (?:on |some |a (?:bit|few bucks|few dollars) (?:on )?)?(?:the )?(?:money|power|electricity|energy|cash|time|costs?|power bills?|bills?|gas)\b/gi,
  ))
    spans.push({ start: m.index, end: m.index + m[0].length });
  // "Across the border in Nelson", "just over the border": words that say where the work is, never its subject (no
  // fact is about a border) — as subject words they halved a question's coverage and declined it.
  for (const m of q.matchAll(/\b(?:over|across|other side of) the border(?:\s+(?:in|at|to|into))?\b/gi))
    spans.push({ start: m.index, end: m.index + m[0].length });
  // "Can my brother in law do the wiring": who would do it is no subject (the licence it asks about is added below).
  for (const m of q.matchAll(new RegExp(UNLICENSED_PERSON.source, 'gi')))
    if (/^(?:my|her|his|their|the|your) /i.test(m[0])) spans.push({ start: m.index, end: m.index + m[0].length });
  const maskedAt = new Array<boolean>(q.length).fill(false);
  for (const sp of spans) for (let i = sp.start; i < sp.end; i++) maskedAt[i] = true;
  const mentions = findPlaceMentions(q, maskedAt);
  for (const m of mentions) spans.push({ start: m.at, end: m.end });
  const cities = (named.at ?? [])
    .filter((f) => f.city)
    .flatMap((f) => (cityLocality(f.text, f.state) ? [{ ...f, loc: cityLocality(f.text, f.state)! }] : []));
  // A shared name is first read as the one near the other places named (only those whose place is certain).
  const certain = [...cities.map((c) => c.loc), ...mentions.filter((m) => m.matches.length === 1).map((m) => m.matches[0]!)];
  // "A chippy from Melbourne doing a job in St Helens": the tradie's home state does not say which St Helens.
  const homeStates = [
    ...new Set((named.at ?? []).filter((f) => HOME_BEFORE.test(q.slice(Math.max(0, f.at - 32), f.at))).map((f) => f.state)),
  ];
  // "A contract template I brought down from Sydney", "moved up from Hobart": where the tradie was, no longer home — its
  // state does not say which of a shared name is meant.
  const formerAt = (f: { at: number }) => FORMER_HOME_BEFORE.test(q.slice(Math.max(0, f.at - 40), f.at));
  const formerHomes = named.states.filter((st) => {
    const said = (named.at ?? []).filter((f) => f.state === st);
    return said.length > 0 && said.every(formerAt);
  });
  const choices = mentions.map((m) =>
    // "From NSW … over the border in Coolangatta": across a border from the home state, so not the home state's namesake.
    OVER_BORDER_BEFORE.test(q.slice(Math.max(0, m.at - 40), m.at)) &&
    homeStates.length > 0 &&
    new Set(m.matches.filter((l) => !homeStates.includes(l.state as State)).map((l) => l.state)).size === 1 &&
    m.matches.some((l) => homeStates.includes(l.state as State))
      ? choosePlace({ ...m, matches: m.matches.filter((l) => !homeStates.includes(l.state as State)) }, [], undefined)
      : choosePlace(
          m,
          named.states.filter((st) => !formerHomes.includes(st)),
          profileStateEarly,
          certain.filter((c) => !m.matches.includes(c)),
          homeStates,
        ),
  );
  const settled = choices.filter((c) => c.state);
  const hinted = named.states.length || settled.length ? { states: [] as State[] } : hintedState(q);
  const states: State[] = [...named.states];
  for (const c of settled) if (!states.includes(c.state!)) states.push(c.state!);
  for (const s of hinted.states) if (!states.includes(s)) states.push(s);
  const inWords = (named.at ?? []).filter((f) => !f.city).map((f) => f.state);
  const alternatives = alternativePlaces(q, [
    // (a region city by the name said: "Gold Coast", not the suburb at its centre)
    ...cities.map((c) => ({
      at: c.at,
      end: c.at + c.text.length,
      name: REGION_CENTRES[c.text.trim().toLowerCase()] ? c.text.trim() : c.loc.name,
      locs: [c.loc],
    })),
    ...choices.map((c) => ({
      at: c.mention.at,
      end: c.mention.end,
      name: (c.locality ?? c.mention.matches[0])?.name ?? c.mention.text,
      locs: c.how === 'ambiguous' || c.how === 'least-remote' ? c.mention.matches : c.locality ? [c.locality] : c.mention.matches,
    })),
  ]);
  const twin =
    alternatives ??
    borderPlace(q, [
      ...cities.map((c) => ({ at: c.at, end: c.at + c.text.length, state: c.state, name: c.loc.name, loc: c.loc })),
      ...settled.flatMap((c) =>
        c.locality ? [{ at: c.mention.at, end: c.mention.end, state: c.state!, name: c.locality.name, loc: c.locality }] : [],
      ),
    ]);
  // "Near the WA NT border", "on the SA/VIC border": two states named as the border itself settle neither side.
  const line = borderLine(q) ?? borderRegion(q, inWords);
  const border = line ?? (twin && !twin.states.some((st) => inWords.includes(st)) ? twin : undefined);
  // "Albury-Wodonga, NSW side": the state named in words settles which side.
  const side = twin && !border ? (named.at ?? []).find((f) => !f.city && twin.states.includes(f.state)) : undefined;
  if (line) for (const st of line.states) if (!states.includes(st)) states.push(st);
  let jobPlace = border
    ? undefined
    : placeOfWork(
        q,
        [...(named.at ?? []), ...settled.map((c) => ({ at: c.mention.at, state: c.state!, text: c.locality?.name ?? c.mention.text }))],
        story,
      );
  // "Customer in Cockburn … a cooling off in WA?": a state named in words outranks a remote locality of another state
  // with that name (Cockburn SA, pop. a few dozen; the City of Cockburn is a Perth council, no locality) — unless the
  // question crosses a border on purpose ("based in", "from", "over the border").
  const remoteElsewhere =
    jobPlace !== undefined &&
    inWords.length > 0 &&
    !inWords.includes(jobPlace.state) &&
    !CROSSING_WORDS.test(q) &&
    settled.some(
      (c) =>
        c.state === jobPlace!.state &&
        c.locality !== undefined &&
        c.locality.remoteness >= 5 &&
        // ("doin a job in Katherine": the work is put there on purpose)
        !WORK_PUT_AT.test(q.slice(Math.max(0, c.mention.at - 40), c.mention.at)),
    );
  if (remoteElsewhere) {
    states.splice(0, states.length, ...new Set(inWords));
    jobPlace = undefined;
  }
  let jobReason: string | undefined;
  // "Based in Albury but this one's just over the border": the state across the border from the one place named.
  const across =
    border || jobPlace || new Set(states).size !== 1
      ? undefined
      : acrossTheBorder(q, [
          ...cities.map((c) => c.loc),
          ...settled.flatMap((c) => (c.locality && c.how !== 'ambiguous' ? [c.locality] : [])),
        ]);
  if (across) {
    states.splice(0, states.length, across.state);
    jobReason = across.reason;
  }
  if (jobPlace && states.length > 1 && states[0] !== jobPlace.state) {
    states.splice(states.indexOf(jobPlace.state), 1);
    states.unshift(jobPlace.state);
  }
  if (jobPlace && new Set([...(named.at ?? []).map((f) => f.state), ...settled.map((c) => c.state)]).size > 1)
    jobReason = `the work is in ${jobPlace.text} (${jobPlace.state}), and the rules of the state where the work is apply`;
  if (jobReason) states.splice(1);
  if (side) states.splice(0, states.length, side.state);
  // "…7 days for the eCoC, same as the plumbers?": the trade compared with is not the one asked about — its words are
  // no subject, trade or work of the question.
  const compared = COMPARED_TRADE.exec(q);
  if (compared) spans.push({ start: compared.index, end: compared.index + compared[0].length });
  const uncompared = compared
    ? `${q.slice(0, compared.index)}${' '.repeat(compared[0].length)}${q.slice(compared.index + compared[0].length)}`
    : q;
  // "After the new year" is a day (query.ts), not new work or a subject word.
  // "TPAR's due 31 October like the tax return": a tax return named only to compare a date with is no income-tax subject.
  const masked = mask(q, spans)
    .replace(/\bnew year'?s?(?: day| eve)?\b/gi, (m) => ' '.repeat(m.length))
    .replace(
      /\b(?:like|along with|same (?:day |time )?as|at the same time as|with)\s+(?:the |my |your |our )?(?:income )?tax returns?\b/gi,
      (m) => ' '.repeat(m.length),
    );

  const questionTrade = tradeInText(normalise(uncompared));
  const profileTrade = normaliseTrade(defaults.trade);
  const profileState = normaliseState(defaults.state);

  // "how long" asks for a duration (see intents); "long" is not a subject to search for.
  const spelled = spellPass(normalise(masked.replace(/\bhow (?:long|soon)\b/gi, ' ')));
  const maskedNorm = spelled.text;
  const concepts = conceptsIn(maskedNorm);
  for (const [re, concept] of SPLIT_CONCEPTS) if (!concepts.includes(concept) && re.test(maskedNorm)) concepts.push(concept);
  // "GST registration needed?": registering for a tax is not a trade licence or builder's registration.
  if (concepts.includes('#licence') && !conceptsIn(maskedNorm.replace(TAX_REGISTRATION, ' ')).includes('#licence'))
    concepts.splice(concepts.indexOf('#licence'), 1);
  // What to pay a worker is an award wage (the Fair Work Ombudsman's), asked in any word order; a wage the question
  // states ("paid $300 a week") is context for another question, not a question about wages.
  if (((WAGE_ASKED.test(q) && !WAGE_STATED.test(q)) || wagePutForLeave(q)) && !WAGE_SIDE.test(q)) {
    if (!concepts.includes('#wages')) concepts.push('#wages');
  } else if ((WAGE_STATED.test(q) || (SIDE_ON_WAGES.test(q) && !wageItselfAsked(q))) && concepts.includes('#wages'))
    concepts.splice(concepts.indexOf('#wages'), 1);
  // "What does AS 3000 clause 2.6.3 say?": the words of a paid standard, which we can't reproduce.
  if (!concepts.includes('#standardtext') && STANDARD_NAMED.test(q) && STANDARD_TEXT_ASKED.test(q)) concepts.push('#standardtext');
  // The invoice a tradie is waiting to be paid for is the thing paid, not the subject: the tax-invoice rules (what
  // goes on one, 28 days to provide one) answer a different question.
  const paidForWork = PAID_FOR_WORK.test(maskedNorm);
  if (paidForWork) concepts.splice(0, concepts.length, ...concepts.filter((c) => c !== '#invoice'));
  const recordsKept = RECORDS_KEPT.test(maskedNorm);
  if (recordsKept && concepts.includes('#invoice')) concepts.splice(concepts.indexOf('#invoice'), 1);
  // "made 78k from jobs, need gst rego?": an amount told as takings is a turnover, like "turnover 78k" or "78k this year".
  if (incomeStated && concepts.includes('#gst') && !concepts.includes('#turnover')) concepts.push('#turnover');
  // "Invoicing 1,200 a week, GST rego?": the verb tells takings, not a question about tax invoices.
  if (incomeStated && concepts.includes('#gst') && concepts.includes('#invoice') && !/\binvoices?\b/i.test(q))
    concepts.splice(concepts.indexOf('#invoice'), 1);
  // Licensed work (electrical, plumbing, gas) named — also when known only once spelled, as its concept ("the wirin").
  const licensedWork = workIn(q).some((w) => LICENSED_WORK.has(w)) || [...LICENSED_WORK].some((w) => concepts.includes(`#${w}`));
  // "Can a handyman move a powerpoint?", "ok for my labourer to swap a tap": leave asked for someone with no trade
  // licence to do licensed work asks whether that work needs a licence.
  if (
    !concepts.includes('#licence') &&
    UNLICENSED_PERSON.test(q) &&
    licensedWork &&
    (intentsOf(q).includes('permission') || LEAVE_PUT.test(q))
  )
    concepts.push('#licence');
  // "Finished an electric job, what is the paper I must give": the paperwork of licensed work is its certificate.
  if (
    !concepts.includes('#certificate') &&
    /\b(?:paper|papers|paperwork|paper work|form|forms)\b/i.test(q) &&
    licensedWork &&
    !/\b(?:invoice|receipt|contract|quote|insurance|warranty|permit)\b/i.test(q)
  )
    concepts.push('#certificate');
  const terms = [
    ...new Set([
      ...contentWords(maskedNorm).filter(
        (w) => (!(paidForWork || recordsKept) || !/^invoic/.test(w)) && !CONTRACTION.test(w) && !isTradeName(w),
      ),
      ...concepts,
    ]),
  ];
  const parsed: ParsedQuestion = {
    states,
    terms,
    concepts,
    intents: intentsOf(q),
    conceptWords: [...conceptWordsIn(maskedNorm)],
    unknown: spelled.unknown,
    corrections: spelled.corrections,
    query: {
      ...arithmetic,
      attribute: jobAttribute(q, story),
      work: jobWork(uncompared, maskedNorm, story),
      ...(lengthIn(q) !== undefined ? { lengthMetres: lengthIn(q)! } : {}),
      ...(areaIn(q) !== undefined ? { areaSquareMetres: areaIn(q)! } : {}),
      ...(covers.length === 1 ? { coverCents: covers[0]! } : {}),
      ...datePart(jobDate(q, story, defaults.today ?? new Date().toISOString().slice(0, 10))),
      today: defaults.today ?? new Date().toISOString().slice(0, 10),
    },
  };
  const asking = askingSentence(masked);
  if (asking) {
    const norm = spellPass(normalise(asking.replace(/\bhow (?:long|soon)\b/gi, ' '))).text;
    // What the asker lacks, told before the question ("no DER endorsement yet.", "not a gasfitter."), is a condition of
    // what is asked, not the story: its words count as asked.
    const lacks = [...masked.matchAll(LACKING)].map((m) => spellPass(normalise(m[0])).text).join(' ');
    const asked = new Set([...contentWords(norm), ...conceptsIn(norm), ...contentWords(lacks), ...conceptsIn(lacks)]);
    const found = new Set([...contentWords(maskedNorm), ...conceptsIn(maskedNorm)]);
    parsed.storyTerms = terms.filter((t) => found.has(t) && !asked.has(t));
  }
  // "when she'll get the plumbing certificate for the new laundry", "the test report for the common-area lighting
  // upgrade": in a paper's deadline the job it is for is told, not asked — the paper is the subject.
  const paperFor = parsed.query.attribute === 'deadline' ? PAPER_FOR.exec(masked) : null;
  if (paperFor) {
    const norm = spellPass(normalise(paperFor[1]!)).text;
    const job = new Set(contentWords(norm));
    const told = terms.filter((t) => job.has(t) && !t.startsWith('#'));
    if (told.length > 0) parsed.storyTerms = [...new Set([...(parsed.storyTerms ?? []), ...told])];
  }
  if (story.length > 0) {
    const own = new Set(conceptsIn(spellPass(normalise(withoutClauses(masked, story))).text));
    const told = concepts.filter((c) => !own.has(c));
    if (told.length > 0 && own.size > 0) parsed.storyConcepts = told;
  }
  const lead = leadTimeAsk(q, parsed.query.today!);
  if (lead) parsed.query.leadTime = lead;
  const ambiguous = choices.find((c) => c.how === 'ambiguous');
  if (border) {
    // "Albury-Wodonga", "the Canberra region": the work could be on either side of a border. Ask, and until then
    // answer for each side (a state named in words still settles it).
    parsed.ambiguousPlace = { name: border.name, states: border.states, border: true };
    parsed.states = [...border.states];
  } else if (states.length > 0) {
    parsed.state = states[0];
    parsed.stateSource = 'question';
    const first = settled[0];
    const ownNamed = (named.at ?? []).some((f) => inClauses(f.at, story))
      ? (named.at ?? []).find((f) => f.state === states[0] && !inClauses(f.at, story))
      : undefined;
    if (jobReason) parsed.stateReason = jobReason;
    else if (side) parsed.stateReason = `you said “${side.text.trim()}”`;
    else if (first?.how === 'home' && first.state === states[0]) parsed.stateReason = placeReason(first);
    // ("Did a deck in Hobart last year … now one in Launceston": the place this job names is the reason, not the story's)
    else if (ownNamed) parsed.stateReason = `you said “${ownNamed.text.trim()}”`;
    else if (named.states.length > 0 && !(first && first.state === states[0] && storyOnly(named.at ?? [], first.mention.at, story)))
      parsed.stateReason = cityNamesakeReason(named) ?? `you said “${named.said}”`;
    else if (first) parsed.stateReason = placeReason(first);
    else if (hinted.said && 'derived' in hinted)
      parsed.stateReason = `I took “${hinted.said.trim()}” to mean ${states[0]}: only ${states[0]}'s rules in our sources use it`;
    else if (hinted.said)
      parsed.stateReason = `${hinted.said.toUpperCase()} is ${/^(?:ACT|NSW|NT)$/.test(states[0]!) ? 'an' : 'a'} ${states[0]} body`;
    if (first?.locality && first.state === states[0])
      parsed.place = { name: first.locality.name, state: first.state, postcode: first.locality.postcode };
  } else if (ambiguous) {
    parsed.ambiguousPlace = { name: ambiguous.mention.matches[0].name, states: ambiguous.others };
    // Until the asker says which, answer for the states the place could be in, not for every state.
    parsed.states = [...ambiguous.others];
  } else if (profileState) {
    parsed.state = profileState;
    parsed.stateSource = 'profile';
  }
  // A trade's work named with a typo or slang the spelling pass read ("waterproofin", "dunny" → plumbing).
  const spelledTrade = questionTrade ?? (spelled.corrections.length > 0 ? tradeInText(maskedNorm) : undefined);
  if (spelledTrade) {
    parsed.trade = spelledTrade;
    parsed.tradeSource = 'question';
  } else if (profileTrade) {
    parsed.trade = profileTrade;
    parsed.tradeSource = 'profile';
  }
  if (amountCents !== undefined) parsed.amountCents = amountCents;
  if (percent !== undefined) parsed.percent = percent;
  return parsed;
}
