/**
 * The typed part of a parsed question (issue 17): every amount with its arithmetic, the attribute asked, the work it
 * is about and the date the question is about. `parseQuestion` puts this on `ParsedQuestion.query`, and answers carry
 * it in their debug field so tests can assert what was understood.
 */
import type { LeadTimeAsk } from './lead-time';
import { monthNumber } from '../dates';
import { ONE_TO_TWENTY } from '../number-words';
import type { Cents } from '../money';

export type AskedAttribute =
  'fee' | 'fine' | 'interest' | 'deadline' | 'term' | 'age' | 'form' | 'need' | 'rate' | 'amount' | 'who' | 'other';

export interface QueryAmount {
  cents: Cents;
  /** As written: "$4,800 + GST", "6k". */
  text: string;
  /** What the tradie said about GST next to it. */
  gst: 'incl' | 'excl' | 'unsaid';
  /** Materials the client supplies (counted toward a threshold where the rule says whoever supplied them). */
  clientMaterials?: boolean;
  /** Set on each part of a job whose parts are summed: the lexicon work words its own clause names ("carport"). */
  partWork?: string[];
}

export interface TypedQuery {
  amounts: QueryAmount[];
  /** The job's value to compare with thresholds: parts summed, "+ GST" added (incl-GST basis). */
  totalCents?: Cents;
  /** The same total without GST, when the question marked GST on an amount: for rules counted ex GST. */
  exGstCents?: Cents;
  /** How the total was worked out, in words ("$4,800 + GST = $5,280 incl GST"), when there was arithmetic. */
  totalWorking?: string;
  /** A deposit the question asks about beside the price ("$3,000 deposit on a 25k job"). */
  depositCents?: Cents;
  /** "under 75k", "over $5,000": the question gives a bound, not the value. */
  bound?: 'under' | 'over';
  attribute: AskedAttribute;
  /** Lexicon work words the question is about ("plumbing", "gas", "restumping", "electrical"). */
  work: string[];
  /** A height or depth the question gives ("2.5m roof", "3 metres"), for the rules measured in metres. */
  lengthMetres?: number;
  /** A sum insurance is said to cover ("1 mil public liability"): never the job's value; checked against the cover rule. */
  coverCents?: Cents;
  /** An area the question gives ("5 m2 of fibro", "15 square metres"), for the rules measured in square metres. */
  areaSquareMetres?: number;
  /** ISO date the question is about (default today). */
  date: string;
  /** The day the question was asked (ISO). */
  today?: string;
  /** Why `date` is not today ("next month" → 2026-12-25). */
  dateReason?: string;
  /** Notice given at one time and work started at another ("lodge it today, start monday"): the two days (lead-time.ts). */
  leadTime?: LeadTimeAsk;
}

const GST_EXCL =
  /^\s*(?:[a-z]+,?\s+){0,3}?(?:\+\s*|plus\s+)(?:(?:the\s+)?10\s?(?:%|per\s?cent)\s*)?gst\b|^\s*(?:ex|excl?|excluding|exclusive of|before)\.?\s*gst\b|^\s*(?:\+\s*)?gst\s+(?:on top|extra)\b/i;
// ("4.2k all up inc gst": the words saying it is the whole price may come first)
const GST_INCL =
  /^\s*(?:all[- ]up\s+|all[- ]in\s+|total\s+|in total\s+)?(?:inc|incl|including|inclusive of|with)\.?\s*gst\b|^\s*gst\s+inc(?:l|luded|lusive)?\b/i;
/** "22k ex", "48,500 inc": the trade's shorthand for ex / inc GST, the word "GST" left out, at a clause's end. */
const BARE_GST_MARK =
  /^\s*(ex|excl?|inc|incl)\.?(?=\s*(?:[-–—,;:.?!)]|$|\b(?:what|whats|what's|how|is|do|does|need|needs|and|or|for|on|job|quote|contract|reno|price)\b))/i;
/** A mark for every amount of the message: "both ex gst", "all gst inclusive", "prices are inc gst". */
const ALL_EXCL =
  /[,;]\s*(?:all\s+|both\s+)?(?:\+|plus|ex\.?|excl\.?|excluding|before)\s*gst\b(?=\s*(?:[.,;?!]|$))|\b(?:both|all|each|all of (?:them|it)|prices?|figures?|amounts?)\s+(?:are\s+|is\s+)?(?:\+|plus|ex\.?|excl\.?|excluding|before)\s*gst\b|\b(?:both|all)\s+gst\s+(?:exclusive|excl?|extra)\b/i;
const ALL_INCL =
  /[,;]\s*(?:all\s+|both\s+)?(?:inc\.?|incl\.?|including|inclusive of|with)\s*gst\b(?=\s*(?:[.,;?!]|$))|\b(?:both|all|each|all of (?:them|it)|prices?|figures?|amounts?)\s+(?:are\s+|is\s+)?(?:inc\.?|incl\.?|including|inclusive of|with)\s*gst\b|\b(?:both|all)\s+gst\s+(?:inclusive|incl?|included)\b/i;
// (where the client lives may sit between the client and the verb: "owner in hervey bay bought the tiles")
const CLIENT_MATERIALS_BEFORE =
  /\b(?:client|customer|owner|landlord|tenant|builder|they|homeowner|the missus|he|she)(?:\s+(?:in|at|from|out (?:in|at)|up (?:in|at)|down (?:in|at)|over in)\s+[a-z]+(?:\s+[a-z]+){0,2}?)?(?:'s| is| are| has| have)?\s+(?:(?:already|went and|gone and|has gone and|decided to|wants to|will|would|is going to|gonna)\s+)?(?:supply|supplying|supplies|supplied|buy|buys|buying|bought|providing|provides|provided|getting|got|paid for|purchased)\b[^$\d]{0,80}$|\b(?:materials?|gear|fittings|tiles|fixtures|appliances?|tapware|taps|vanity|vanities|toilet|basin|hws|hot water (?:unit|system)|heater|cabinets?|benchtops?|timber|product)\s+(?:were\s+|are\s+|is\s+|was\s+|being\s+)?(?:supplied|bought|provided|purchased|paid for)\s+by\s+(?:the\s+)?(?:client|customer|owner|homeowner)s?\b[^$\d.?!]{0,20}$/i;
/** A verb that can only mean the client bought or supplies the goods ("went and bought the basin … for $410"). */
const CLIENT_BOUGHT_BEFORE =
  /\b(?:client|customer|owner|landlord|tenant|builder|homeowner|the missus|he|she)(?:\s+(?:in|at|from|out (?:in|at)|up (?:in|at)|down (?:in|at)|over in)\s+[a-z]+(?:\s+[a-z]+){0,2}?)?(?:'s| is| are| has| have)?\s+(?:(?:already|went and|gone and|has gone and|decided to|wants to|will|would|is going to|gonna)\s+)?(?:supply|supplying|supplies|supplied|buy|buys|buying|bought|providing|provides|provided|purchased)\b(?![^$\d]{0,80}\b(?:house|home|property|block|land|place)\b)[^$\d]{0,80}$/i;
/** The tradie's own price beside the client's materials: "my labour 1,500", "im charging 600", "my quote is 2.5k". */
const OWN_PRICE_BEFORE =
  /\b(?:labou?r|charg(?:e|es|ing)|my (?:quote|price|bit|part|side|share|fee)(?: of (?:the |this |that )?(?:job|work|bill|price|quote))?|i quoted|quoting|i(?:'m| am|m) (?:charging|quoting|doing it for))\b[^.?!$\d]{0,14}$/i;
/** The materials named before the amount ("client bought the vanity n tapware herself ($480)"). */
const MATERIALS_BEFORE =
  /\b(?:materials?|gear|fittings|tiles|fixtures|appliances?|tapware|taps|vanity|vanities|toilet|basin|hws|hot water (?:unit|system)|heater|cabinets?|benchtops?|timber|boards|decking|product)\b[^$\d]{0,30}$/i;
/** Words that make several amounts parts of one job. */
export const ONE_JOB =
  /\b(?:one|single|same) (?:quote|contract|job|invoice|house|home|property|site)\b|\ball up\b|\ball together\b|\bin total\b|\btotal(?:ling|s)?\b|\bcombined\b|\badd(?:ed)? (?:up|together)\b/i;
const CLIENT_MATERIALS_AFTER =
  /^\s*(?:of|in|worth of)?\s*(?:materials?|gear|fittings|tiles|fixtures|appliances?|the unit|the hws|hot water unit)\b[^.?!]{0,30}\b(?:client|customer|owner|they|homeowner)\s+(?:is |are )?(?:supply|supplying|supplies|supplied|buying|bought|providing|provided)/i;
const MATERIALS_WORD =
  /^\s*(?:of|in|worth of|worth)?\s*(?:the\s+|a\s+|an\s+)?(?:materials?|gear|fittings|tiles|fixtures|appliances?|tapware|taps|vanity|vanities|toilet|basin|hws|hot water (?:unit|system)|heater|unit|cabinets?|benchtops?|timber|stuff|product)\b/i;

/**
 * "Fine" meaning okay ("so that's fine yeah?", "should be fine", "am I fine to start", "all fine"): no question about a
 * penalty. Read before the attribute; "what's the fine if …", "is there a fine", "fined" stay penalties. Also "is a
 * quote by text fine?", "is a handshake fine, or …": "fine" closing an "is …" clause, with no article or penalty word
 * right before it ("is there a big fine?" stays a penalty); only the word "fine" is matched, so the words between stay
 * the subject. A bare "fine?" put after the story as its own tag ("… as a deposit, fine?") is the same question.
 */
export const OKAY_FINE =
  /(?<!\b(?:how much|what|whats|what's|wots|how big)\s+)\b(?:that|it|this|we|you|u|i|he|she|they|all|be|is|are|am|was|were|sounds?|looks?|seems?|thats|that's|its|it's|im|i'm|we're|youre|you're|theyre|they're|hes|he's|shes|she's|totally|perfectly|pretty|probably|still|just|s)\s+(?:be\s+|been\s+|all\s+|totally\s+|perfectly\s+|pretty\s+|still\s+|really\s+|just\s+)?fine\b(?!\s+(?:for|of|is|was|would|will|could|can)\b(?!\s+(?:me|us|him|her|them)\s+to\b))(?!\s+(?:me|us|him|her|them|people|anyone|someone|tradies|companies|businesses|builders|sparkies|plumbers)\b(?!\s+to\b))(?!(?<=\b(?:they|he|she|we|i|you|u)\s+fine)\s+(?:a|an|the|my|your|his|her|their|our|every|each)\b)|\bfine\s+(?=(?:yeah|yea|yep|ya|right|mate|eh|aye|ay|innit|isnt it|isn't it|by (?:me|you|them|the \w+)|to (?!the\b|a\b|pay\b)[a-z]+)\b)|(?<=\b(?:is|are|be)\s+(?:[a-z0-9'’]+\s+){1,6})(?<!\b(?:the|a|an|any|no|there|big|hefty|huge|massive|max|maximum|spot|what|whats|what's|potential|possible|biggest|same|how|grand|thousand|hundred|k|dollar|buck)\s+)(?<!\d\s*)fine(?=\s*(?:[?.!,;]|$|\bor\b|\byeah\b|\bmate\b|\beh\b|\bfor\b))|(?<=(?:^|[,;:.!?-])\s*)fine(?=\s*(?:\?|$|,?\s*(?:yeah|yea|yep|right|mate|eh|or not)\b))/gi;

/** "My fee's $1,500", "our fee: 2,400", "for a fee of $900": the tradie's own price (the job's value), not a fee asked. */
export const STATED_FEE =
  /\b(?:(?:my|our|his|her|their|the|a|me)\s+)?fees?(?:'s|’s)?(?:\s+(?:is|was|of|will be|comes to|would be|came to|=)|\s*:)?(?=\s*(?:about |around |roughly |approx\.? )?\$?\s?\d)/gi;

/** A deposit word right before or after an amount: "a 3k deposit", "deposit of $2,000", "5k upfront", "taking 10% deposit". */
const DEPOSIT_BEFORE = /\b(?:deposit|upfront|up front)\s*(?:of|is|was|will be|would be|=|:|about|around|roughly|approx\.?)?\s*(?:of\s*)?$/i;
const DEPOSIT_AFTER = /^\s*(?:inc\w*\s*gst\s*)?(?:as (?:a|the) )?(?:deposit|upfront|up front)\b/i;

/**
 * A deposit the question states as an amount, beside the price ("3k deposit on a 25k job") — not one it asks about
 * ("bathroom 16k and ensuite 9.5k, one contract: max deposit?", whose amounts are both parts of the price).
 */
function depositStated(q: string, found: ReadonlyArray<{ at: number; end: number }>): boolean {
  return found.some((f) => DEPOSIT_BEFORE.test(q.slice(Math.max(0, f.at - 30), f.at)) || DEPOSIT_AFTER.test(q.slice(f.end, f.end + 30)));
}

/** Words beside which several amounts are no parts of one job: a deposit, fee or wage is not another part of the price. */
const PART_BLOCKERS =
  /\b(?:paid(?! for (?:the |all the |some )?(?:materials?|gear|fittings|tiles|fixtures|appliances?|tapware|taps|vanity|toilet|basin|hws|hot water|heater|cabinets?|benchtops?|timber|product|stuff)\b)|fee|fine|penalty|turnover|wages?|super|per (?:week|hour|day))\b/gi;
/** Money in from somewhere, right after an amount: "60k from installs", "20k in service work", "30k doing maintenance". */
const INCOME_PART = /^\s*(?:\+\s*gst\s*)?(?:worth\s+)?(?:of|from|in|on|off|out of|through|thru|doing|for)\b/i;
/** Amounts put as alternatives, or beside a deposit, a wage or a rate: never one year's takings. */
const NOT_TAKINGS = /\bor\b|\bvs\.?\b|\bversus\b|\bbetween\b|\bdeposit\b|\bwages?\b|\bper (?:week|hour|day)\b/i;
/** A turnover named, or GST registration asked ("register for gst", "gst rego"). */
const TAKINGS_ASKED = /\bturn(?:ed|ing|s)?\s?over\b|\bregist\w*\b[^.?!]{0,30}\bgst\b|\bgst\b[^.?!]{0,12}\b(?:regist\w*|rego)\b/i;
/** A licence, a deposit or insurance asked beside the amounts: they are a price, not takings. */
const PRICE_SUBJECT = /\b(?:licen[cs]\w*|ticket|qbcc|vba|bpc|builder|contractor|deposit|insurance|warranty)\b/i;

/**
 * "My turnover is 55k from installs and 25k from repairs, register for gst?": a year's takings given in parts, each an
 * amount of income from a source, are one turnover (summed before the $75,000 threshold) — not a price beside a
 * turnover. Only beside a turnover or GST registration, with no amount marked GST-inclusive (a price).
 */
function incomeParts(q: string, sorted: ReadonlyArray<{ at: number; end: number }>, amounts: ReadonlyArray<QueryAmount>): boolean {
  if (sorted.length < 2 || NOT_TAKINGS.test(q) || !TAKINGS_ASKED.test(q) || PRICE_SUBJECT.test(q)) return false;
  if (amounts.some((a) => a.gst === 'incl')) return false;
  // Each amount's source after it ("9k from side jobs") or before it ("turnover from tiling was 68k").
  return sorted.every((f, i) => INCOME_PART.test(q.slice(f.end)) || SOURCE_BEFORE.test(q.slice(i > 0 ? sorted[i - 1]!.end : 0, f.at)));
}

/** Money's source told before its amount: "from tiling was ", "in service work: ", "doing maintenance, ". */
const SOURCE_BEFORE = /\b(?:from|in|doing|through|thru)\b[^.?!$\d]{1,40}?(?:\b(?:was|is|were|are|came to|comes to|of)\b|[:=,])?\s*\$?\s*$/i;

/** Amounts put as alternatives: "is it 5k or 10k", "5k vs 10k", "between 5 and 10k". */
const ALTERNATIVES = /\bor\b|\bvs\.?\b|\bversus\b|\bbetween\b/i;
/** An "or" that tags the question ("licence or not", "or what"): beside one job's words it puts no alternative amount. */
const OR_TAG = /\bor (?:not|what)\b/gi;

/** A deposit word: an amount beside it is the deposit, not a part of the price. */
const DEPOSIT_WORD = /\b(?:deposits?|upfront|up front|up-front)\b/i;

/**
 * "Max deposit before I get paid, 16k bathroom plus 9k laundry": a deposit cap asked of a price in parts. When no amount
 * sits beside the deposit word and the amounts are joined as parts ("and", "plus", "+", a comma), they are one price,
 * whatever else the question says (a wage or a fee word names no amount of it).
 */
function depositOfParts(q: string, sorted: ReadonlyArray<{ at: number; end: number }>): boolean {
  if (!DEPOSIT_WORD.test(q) || sorted.length < 2 || ALTERNATIVES.test(q)) return false;
  // "A 3k deposit", "5k upfront" is the deposit taken; "deposit on a 13k kitchen" names the price it is taken on.
  const beside = (sp: { at: number; end: number }) =>
    q
      .slice(Math.max(0, sp.at - 25), sp.end + 25)
      .replace(/\b(?:deposits?|upfront|up front|up-front)\s+(?:on|for)\s+(?:an?\s+|the\s+|my\s+|this\s+)?\$?\s?\d[^\s]*/gi, ' ');
  if (sorted.some((sp) => DEPOSIT_WORD.test(beside(sp)))) return false;
  for (let i = 1; i < sorted.length; i++) {
    const gap = q.slice(sorted[i - 1]!.end, sorted[i]!.at);
    if (gap.length > 60 || /[.?!;]/.test(gap) || !/\b(?:and|plus|&|with)\b|\+|,/i.test(gap)) return false;
  }
  return true;
}

const LABOUR_WORD = /\blabou?r\b/i;
const MATERIALS_NAMED = /\b(?:materials?|parts|supplies|gear|fittings)\b/i;
/**
 * "Labour 2 grand, materials 1.8 grand", "materials $900, labour $1,400": the two halves of one job's price, each named
 * right before its amount (the gap to the second names the other half).
 */
function labourAndMaterials(q: string, prev: { at: number }, next: { end: number }, gap: string): boolean {
  const prevLabel = q.slice(Math.max(0, prev.at - 16), prev.at);
  const nextLabel =
    /[,;]\s*(?:and\s+|plus\s+|\+\s*)?([a-z]+)(?:\s+(?:is|was|of|about|around|at|=|:))?\s*\$?\s*$/i.exec(gap)?.[1] ??
    /^\s*(?:in\s+|of\s+|for\s+)?([a-z]+)/i.exec(q.slice(next.end, next.end + 16))?.[1] ??
    '';
  return (
    (LABOUR_WORD.test(prevLabel) && MATERIALS_NAMED.test(nextLabel)) || (MATERIALS_NAMED.test(prevLabel) && LABOUR_WORD.test(nextLabel))
  );
}

/** The words right before a limit claimed of the rule: "each bit's under 10k", "the threshold's 10k". */
const CLAIMED_LIMIT_BEFORE =
  /\b(?:under|below|over|less than|more than|above|threshold|limit|cut-?off|(?:needed|required|applies|starts|kicks in) (?:from|at|over|once)|till|until|til)(?:\s+(?:of|is|'s|the|you hit|you reach|you get to))?\s*(?:\$\s?)?$/i;
/** Before the band a rate applies in: "10% under ", "5% for contracts over $". */
export const RATE_BAND = String.raw`\d+(?:\.\d+)?\s*(?:%|per\s?cent)\s+(?:for (?:jobs?|contracts?|work) )?(?:under|below|over|above|up to|from)\s*(?:\$\s?)?`;
const RATE_BAND_BEFORE = new RegExp(`${RATE_BAND}$`, 'i');
/** Between the job's amounts and a limit claimed after them: a new clause ("… and 7,200 for a pergola. dbi's only …"). */
const LATER_CLAUSE = /[.;?!]|\b(?:since|because|cos|as|so|says?|reckons?|thought|think|sure)\b/i;

/** Reads each amount's GST words and the sum of a job's parts. `found` are the amounts `parseQuestion` located. */
export function amountArithmetic(
  q: string,
  found: Array<{ at: number; end: number; cents: Cents }>,
): Pick<TypedQuery, 'amounts' | 'totalCents' | 'exGstCents' | 'totalWorking' | 'bound' | 'depositCents'> {
  const sorted = [...found].sort((a, b) => a.at - b.at);
  // "5.5k of carpentry and 5k of waterproofing … since each bit's under 10k, right?": a limit claimed after the job's
  // parts, in a later clause, is the rule's figure put to be judged — no part of the job.
  // "a 15k job … 10% under 20k": the band of a rate said as the rule is no amount of the job.
  for (let i = sorted.length - 1; i >= 0 && sorted.length >= 2; i--) {
    const f = sorted[i]!;
    if (RATE_BAND_BEFORE.test(q.slice(Math.max(0, f.at - 40), f.at))) sorted.splice(i, 1);
  }
  // ("$17,600 all up. pretty sure the cap is 10% under $20k, so $1,760 is the most": the limit need not come last)
  for (let i = sorted.length - 1; i >= 1 && sorted.length >= 3; i--) {
    const f = sorted[i]!;
    if (CLAIMED_LIMIT_BEFORE.test(q.slice(Math.max(0, f.at - 30), f.at)) && LATER_CLAUSE.test(q.slice(sorted[i - 1]!.end, f.at)))
      sorted.splice(i, 1);
  }
  const amounts: QueryAmount[] = [];
  const allMark = ALL_EXCL.test(q) ? 'excl' : ALL_INCL.test(q) ? 'incl' : 'unsaid';
  for (const f of sorted) {
    const after = q.slice(f.end, f.end + 40);
    const before = q.slice(Math.max(0, f.at - 100), f.at);
    const bare = BARE_GST_MARK.exec(after);
    const gst = GST_EXCL.test(after) ? 'excl' : GST_INCL.test(after) ? 'incl' : bare ? (/^ex/i.test(bare[1]!) ? 'excl' : 'incl') : allMark;
    const clientMaterials =
      (CLIENT_MATERIALS_BEFORE.test(before) &&
        (MATERIALS_WORD.test(after) || MATERIALS_BEFORE.test(before) || CLIENT_BOUGHT_BEFORE.test(before))) ||
      CLIENT_MATERIALS_AFTER.test(after);
    amounts.push({ cents: f.cents, text: q.slice(f.at, f.end).trim(), gst, ...(clientMaterials ? { clientMaterials: true } : {}) });
  }
  if (amounts.length === 0) return { amounts };
  const first = sorted[0]!;
  const lead = q.slice(Math.max(0, first.at - 20), first.at);
  const bound = /\b(?:under|less than|below|not over|no more than|up to)\s*(?:about\s*)?$/i.test(lead)
    ? 'under'
    : /\b(?<!(?:turn(?:ed|s|ing)?|turnin) )(?:over|more than|above|exceeds?|exceeding)\s*$/i.test(lead)
      ? 'over'
      : undefined;
  if (bound && amounts.length === 1) {
    const a = amounts[0]!;
    const cents = a.gst === 'excl' ? Math.round(a.cents * 1.1) : a.cents;
    return { amounts, bound, totalCents: bound === 'under' ? cents - 1 : cents + 1 };
  }
  // Parts of one job: amounts joined by "and / plus / +" ("6k of plastering and 5k of painting"), or materials the
  // client supplies beside the labour price. Anything else ("is it 5k or 10k?") is not summed.
  // ("…, same house: licence or not?" puts no alternative amount: a tag beside the words of one job)
  let summed = amounts.length > 1 && !ALTERNATIVES.test(ONE_JOB.test(q) ? q.replace(OR_TAG, ' ') : q);
  if (summed) {
    // "one quote", "same contract", "on the same house": the question says the amounts are parts of one job.
    const oneJob = ONE_JOB.test(q);
    // "carpentry 4.8k, tiling 3.9k and painting 2.6k": a list whose last part is joined by "and" / "+".
    const lastJoined = /\b(?:and|plus|&|with)\b|\+(?!\s*gst)/i.test(q.slice(sorted.at(-2)!.end, sorted.at(-1)!.at));
    for (let i = 1; i < sorted.length; i++) {
      const gap = q.slice(sorted[i - 1]!.end, sorted[i]!.at);
      // Labour then materials the client supplies are parts of one job, joined or not ("600 labour, customer supplied
      // 250 tapware").
      // So are the client's materials then the tradie's own price ("tiles himself, 2,200 worth, my labour 1,500").
      const parts =
        amounts[i]!.clientMaterials ||
        /^\s*(?:in |of )?labou?r\b/i.test(q.slice(sorted[i - 1]!.end)) ||
        (amounts[i - 1]!.clientMaterials && OWN_PRICE_BEFORE.test(gap));
      // "labour 2 grand, materials 1.8": labour and materials, each named before its price, are one job's price.
      const split = labourAndMaterials(q, sorted[i - 1]!, sorted[i]!, gap);
      const listed = (oneJob || (lastJoined && sorted.length > 2) || split) && /^[^.?!;]*,[^.?!;]*$/.test(gap);
      if (
        (!parts && !listed && !/\b(?:and|plus|&|with)\b|\+(?!\s*gst)/i.test(gap)) ||
        gap.length > (parts ? 140 : 60) ||
        (/[.?!;]/.test(gap) && !parts)
      )
        summed = false;
    }
    // A deposit, fee or wage beside the price is not another part of the job.
    // ("so that's fine", "my fee's $1,500" are neither)
    // Two exceptions, read here so the engine need not re-sum: a year's takings in parts, each from a source, asked
    // against GST registration ("turnover is 55k from installs and 25k from repairs, register for gst?"), and a
    // deposit cap asked of a price in parts with no amount beside the deposit word ("max deposit before I get paid on
    // a 16k bathroom plus a 9k laundry").
    const others = q.replace(OKAY_FINE, ' ').replace(STATED_FEE, ' ');
    const blockers = new Set(
      [...others.matchAll(PART_BLOCKERS)].map((m) =>
        m[0]
          .toLowerCase()
          .replace(/\s+/g, ' ')
          .replace(/^wages?$/, 'wage'),
      ),
    );
    const takings = incomeParts(q, sorted, amounts);
    if (takings) blockers.delete('turnover');
    if (depositStated(q, sorted) || (blockers.size > 0 && !depositOfParts(q, sorted))) summed = false;
  }
  // "A $3,000 deposit on a 25k job": the price is the larger amount, the deposit the smaller.
  if (!summed && amounts.length >= 2 && /\b(?:deposit|upfront|up front)\b/i.test(q)) {
    const byValue = [...amounts].sort((a, b) => b.cents - a.cents);
    const price = byValue[0]!;
    return { amounts, totalCents: price.gst === 'excl' ? Math.round(price.cents * 1.1) : price.cents, depositCents: byValue.at(-1)!.cents };
  }
  const parts = summed ? amounts : [amounts[0]!];
  const yearly = yearlyTakings(q, sorted, amounts);
  if (yearly) return yearly;
  // Each part's own work ("extension 8k + free-standing shed 6.5k"): the words before it since the last amount, else
  // those after it up to the next one. A rule that exempts some work leaves out only the parts that are all that work.
  if (summed)
    sorted.forEach((f, i) => {
      const before = q.slice(i > 0 ? sorted[i - 1]!.end : 0, f.at);
      const after = q.slice(f.end, i + 1 < sorted.length ? sorted[i + 1]!.at : q.length);
      const lastClause = before.split(/\b(?:and|plus)\b|[+,&]/i).at(-1) ?? before;
      const firstClause = after.split(/\b(?:and|plus)\b|[+,&]/i)[0] ?? after;
      const own = workIn(lastClause);
      amounts[i]!.partWork = own.length > 0 ? own : workIn(firstClause);
    });
  // GST turnover (the registration threshold) is measured without GST: an "ex GST" turnover is not grossed up.
  const turnover = /\bturn(?:ed|ing|s)?\s?over\b|\bregist\w* for (?:the )?gst\b|\bgst regist/i.test(q);
  const incl = (a: QueryAmount) => (a.gst === 'excl' && !turnover ? Math.round(a.cents * 1.1) : a.cents);
  // "3 grand and another just over 2": a part said to be just over (or under) its figure tips the sum by a cent.
  const edge = (f: { at: number }) => {
    const lead = q.slice(Math.max(0, f.at - 20), f.at);
    if (/\b(?<!(?:turn(?:ed|s|ing)?|turnin) )(?:over|more than|above)\s*$/i.test(lead)) return 1;
    return /\b(?:under|less than|below)\s*$/i.test(lead) ? -1 : 0;
  };
  const totalCents = parts.reduce((s, a) => s + incl(a), 0) + (parts.length > 1 ? sorted.reduce((s, f) => s + edge(f), 0) : 0);
  const arithmetic = parts.length > 1 || (!turnover && parts.some((a) => a.gst === 'excl'));
  const fmt = (c: Cents) => `$${(c / 100).toLocaleString('en-AU', { maximumFractionDigits: 2 })}`;
  const working = arithmetic
    ? turnover
      ? `${parts.map((a) => fmt(a.cents)).join(' + ')} = ${fmt(totalCents)} (GST turnover is counted without GST)`
      : `${parts.map((a) => `${fmt(a.cents)}${a.gst === 'excl' ? ' + GST' : ''}${a.clientMaterials ? ' (client-supplied materials)' : ''}`).join(' + ')} = ${fmt(totalCents)}${parts.some((a) => a.gst !== 'unsaid') ? ' incl GST' : ''}`
    : undefined;
  const marked = parts.some((a) => a.gst !== 'unsaid');
  const exGstCents = parts.reduce((sum, a) => sum + (a.gst === 'incl' ? Math.round(a.cents / 1.1) : a.cents), 0);
  return { amounts, totalCents, ...(marked && !turnover ? { exGstCents } : {}), ...(working ? { totalWorking: working } : {}) };
}

/** A period right after an amount of takings: "6.5k a month", "$1,500 per week", "20k each quarter". */
const TAKINGS_PERIOD =
  /^\s*(?:(?:\+|plus|ex\.?|excl?\.?|excluding)\s*gst\s*)?(?:a|an|per|each|every|\/)\s*(month|mth|week|wk|fortnight|quarter|qtr)\b|^\s*(?:(?:\+|plus|ex\.?|excl?\.?|excluding)\s*gst\s*)?(monthly|weekly|fortnightly|quarterly|p\/?m|p\/?w)\b/i;
const PERIODS_A_YEAR: Readonly<Record<string, [number, string]>> = {
  month: [12, 'month'],
  mth: [12, 'month'],
  monthly: [12, 'month'],
  pm: [12, 'month'],
  'p/m': [12, 'month'],
  week: [52, 'week'],
  wk: [52, 'week'],
  weekly: [52, 'week'],
  pw: [52, 'week'],
  'p/w': [52, 'week'],
  fortnight: [26, 'fortnight'],
  fortnightly: [26, 'fortnight'],
  quarter: [4, 'quarter'],
  qtr: [4, 'quarter'],
  quarterly: [4, 'quarter'],
};

/**
 * "Billing about 6.5k a month, do I have to register for GST": takings told by the month (week, quarter) asked against
 * the yearly GST turnover threshold are a year's turnover of that many periods (12 × $6,500 = $78,000), projected over
 * the next 12 months as the ATO counts it. Only one amount, only beside a turnover or GST registration, and never
 * beside a wage, a deposit or a price subject.
 */
function yearlyTakings(
  q: string,
  sorted: ReadonlyArray<{ at: number; end: number }>,
  amounts: QueryAmount[],
): Pick<TypedQuery, 'amounts' | 'totalCents' | 'totalWorking'> | undefined {
  if (sorted.length !== 1 || !TAKINGS_ASKED.test(q) || NOT_TAKINGS.test(q.replace(/\bper (?:week|day)\b/gi, ' ')) || PRICE_SUBJECT.test(q))
    return undefined;
  if (/\b(?:wages?|salary|super\w*|rent|lease|pay(?:ing)? (?:him|her|them|my|the))\b/i.test(q)) return undefined;
  const m = TAKINGS_PERIOD.exec(q.slice(sorted[0]!.end, sorted[0]!.end + 30));
  if (!m) return undefined;
  const period = PERIODS_A_YEAR[(m[1] ?? m[2])!.toLowerCase()];
  if (!period) return undefined;
  const [times, unit] = period;
  const a = amounts[0]!;
  const totalCents = a.cents * times;
  const fmt = (c: Cents) => `$${(c / 100).toLocaleString('en-AU', { maximumFractionDigits: 2 })}`;
  return {
    amounts,
    totalCents,
    totalWorking: `${fmt(a.cents)} a ${unit} × ${times} = ${fmt(totalCents)} a year (GST turnover is counted over 12 months, without GST)`,
  };
}

/** Papers a regulator charges for: the object of "pay for", "how much per …", "how much a year". */
const PAPER = String.raw`(?:licen[cs]es?|rego|registrations?|renewals?|permits?|certs?|certificates?|ccews?|coes|cocs?|ecocs?|lodge?ments?|applications?|notices?|forms?|inspections?|white cards?|cards?|tickets?|endorsements?|exams?|tests?|enquir(?:y|ies)|searches?)`;
/**
 * The price of a paper asked in other words than "fee" or "cost": "do I have to pay (anything) to lodge a CCEW", "do I
 * have to pay for the permit", "how much per cert", "contractor licence, how much a year". Whether something must be
 * paid to get or keep a paper is a fee (declined by name when no fact holds it), never whether the paper is needed.
 * Not "pay super / GST / the subbie" (no paper, no lodging verb after "pay"), nor a yearly figure beside takings.
 */
const FEE_PAID_FOR = new RegExp(
  String.raw`\b(?:have to|has to|need to|needs to|got to|gotta|must (?:i|we|you)|do (?:i|we|you)|does (?:it|he|she))\s+(?:still\s+)?pay\s+(?:anything|anythin|something|somethin|a fee|any fees?|money|a cent|extra)?\s*(?:to\s+(?:lodge|renew|register|apply|submit|sit|book|file|upgrade|transfer|get (?:a|an|the|my)\b)|for\s+(?:a |an |the |my |each |every )?(?:[a-z]+ ){0,4}${PAPER}\b)` +
    String.raw`|\bhow much (?:is it |are they |does it cost |do they charge )?(?:per|for each|each|a|for a|for one) (?:cert|certificate|ccew|coes|coc|ecoc|lodge?ment|application|notice|form|permit|inspection)s?\b` +
    String.raw`|\b${PAPER}\b(?![^?.!]*\b(?:gst|turnover|takings|income|earn\w*|make|making|bank|super\w*|wages?|salary)\b)[^?.!]{0,40}\bhow much (?:is it |does it cost |do they charge |are they )?(?:a|per|each|every) (?:year|yr|annum|renewal)\b`,
  'i',
);

/** A span of time: "a week", "3 business days", "a couple of weeks". */
const SPAN = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|twenty|thirty|a couple of|a few)\s+(?:business |working |clear |calendar )?(?:days?|weeks?|wks?|fortnights?|months?|mths?)`;
/**
 * A time to do something put for confirmation: "is a week ok to give the customer the CEC", "are 10 days enough to
 * lodge it", "ok to lodge the notice within a fortnight?". The answer is the deadline (held or not), never whether
 * the paper is needed.
 */
const TIME_PUT_FOR_CONFIRMATION = new RegExp(
  String.raw`\b(?:is|are|would|will|be)\s+${SPAN}\s+(?:(?:ok|okay|alright|enough|long enough|too long|too late|late|soon enough|in time)\b|(?:still\s+)?(?:ok|okay|alright|fine|enough)?\s*to\s+(?:give|lodge|submit|issue|send|hand|provide|notify|pay|get|file|register|report)\b)` +
    String.raw`|\b(?:ok|okay|alright|fine|legal|allowed)\s+(?:if i |to |for me to )?(?:give|lodge|submit|issue|send|hand|provide|notify|file|register|report)\w*\b[^?.!]{0,40}\b(?:after|within|in|later than)\s+${SPAN}\b`,
  'i',
);

/** How long a licence, registration, card or cover lasts (or how often it is renewed). */
const TERM_ASKED =
  /\bhow often (?:do|does|must|should|have|has|will|would|to)?\b[^?.!]{0,50}\brenew\w*|\brenewal (?:period|cycle|term)\b|\bhow (?:long|many years)\b[^?.!]{0,50}?\b(?:licen[cs]es?|rego|registrations?|tickets?|cards?|permits?|cover|insurance|warranty|policy|polic(?:y|ies)|dbi|hbcf|accreditations?|endorsements?)\b[^?.!]{0,30}?\b(?:last|lasts|good for|valid(?: for)?|current|cover(?:ed)?|covers|run|runs|(?:before|till|until) (?:i|you|we|he|she|they) (?:have to |need to |must )?renew)\b|\b(?:when|how soon) (?:do|does) (?:my |the |a |an |his |her |their )?[^?.!]{0,30}\bexpire\b|\b(?:policy|cover|insurance|warranty) period\b|\bperiod of (?:the )?(?:cover|insurance|policy)\b/i;

/** Not after a wh-word: "how much I can take?" asks an amount, "what I can do?" asks what to do. */
const NOT_AFTER_WH = String.raw`(?<!\b(?:how|what|which|when|where|who|why|much|many)\b[^?.!]{0,30})`;
/**
 * "I can remove it myself?", "he can change the tap?", "we still can install?": a yes/no asked in a statement's word
 * order, closed by a question mark (never a clause after a noun: "the one he can use").
 */
export const CAN_PUT_AS_STATEMENT = new RegExp(
  String.raw`${NOT_AFTER_WH}(?<![\w'] )\b(?:i|we|he|she|they) (?:(?:still|also|now|just|even|already) )?(?:can|could|may) (?:(?:still|also|now|just|even) )?(?!(?:i|we|he|she|they|you|u|not|never)\b)\w+\b(?=[^?.!]*\?)`,
  'i',
);

const ATTRIBUTES: Array<[AskedAttribute, RegExp]> = [
  // "What interest can I charge on a late payment": a rate of interest, held only where a fact states one.
  ['interest', /\b(?:interest (?:rate|on|can|for|charge)|charge (?:interest|a late fee)|late[- ]payment interest|penalty interest)\b/i],
  // (the super guarantee charge is what the ATO charges an employer for late super: a penalty, not the super rate)
  ['fine', /\b(fine|fines|fined|penalt(?:y|ies)|get caught|pinged|prosecut\w*|infringement|super guarantee charge|sgc)\b/i],
  [
    'fee',
    // words may sit between "how much" and what is paid for ("how much is a plumbing licence renewal"), but not "can";
    // "how much to register / get licensed" is the price of doing so (not with GST or turnover: that is a threshold)
    /\b((?<!for (?:a |the )?)fee(?!-for)(?!s? (?:is|was|of|will be|comes to|would be)\s*(?:about |around |roughly )?\$?\d)|(?<!for )fees(?! (?:are|were|of|come to)\s*\$?\d)|what (?:does|do|will|would) [^?.!]{0,40}?\bcharge\b|how much (?:does|do|will|would) [^?.!]{0,40}?\bcharge\b|(?:cost|price) of (?:a |an |the |my |our )?(?!(?:the |a )?(?:job|work|works|materials?|reno|renovation|build|project|contract|house|home|extension|deck|bathroom|kitchen)\b)[a-z]+ (?:[a-z]+ )?(?:endorsement|accreditation|coes|ccew|permit|inspection|exam|test)s?|premiums?|what (?:does|do|would|will) [^?.!]{0,50}?\bcost|(?:cost|price) (?:of|for) (?:a |an |the |my )?[a-z ]{0,30}?(?:insurance|cover|warranty|hbcf|dbi)|cost (?:of|to) (?:get|renew|apply|insure|lodge|register|submit|file)|how much (?:does|do|will|would|did)\b[^?.!]{0,50}?\bcost|(?:cost|price) of (?:a |an |the |my )?[a-z ]{0,30}?(?:licen[cs]e|insurance|cover|policy|card|permit|course|certificate|rego|registration)|how much (?:is|are)\b[^?.!]{0,40}?\b(?:insurance|cover|policy|premium|dbi|hbcf|hii|bii|home warranty|warranty)(?![^?.!]*\b(?:need|required|must|minimum|threshold)\b)|how much (?:is|does|do|to|for|will|would|are)\b[^?.!]{0,40}?\b(?:licen[cs]es?|rego|registration|renew\w*|application|permit|white card|authori[sz]ations?|accreditations?|endorsements?)|how much (?:is it |for me |for us |would it be |will it be )?to (?:register|get (?:registered|licen[cs]ed)|renew|apply)\b(?![^?.!]*\b(?:gst|turnover|earn|income|make|bank)\b)|(?:licen[cs]e|rego|registration|permit|white card|renewal|certificate|cert)s? (?:cost|costs|price)|renewal cost|levy|charge for (?:a |the )?(?:licen[cs]e|permit)|(?:hbcf|dbi|hii|bii|home warranty|warranty|insurance|cover|policy)(?:'s)? (?:cost|costs|price|prices|pricing|premium|premiums)|set (?:me|us|you|him|her|them|the client|the customer|the owner) back|what(?:'s|s| is| does| would| will|'ll|ll) (?:it|that|this|one|they) (?:cost|costs|run|be)(?= (?:me|us|you|him|her|them|to|for|on|roughly|approx\w*|about|around)\b| ?[?.!,]|$)|ballpark (?:on|for|price|cost|figure)|what(?:'s|s| is| are) the damages?(?= (?:for|on|to)\b)|rough (?:price|cost|idea of (?:the )?(?:price|cost)))\b/i,
  ],
  ['fee', FEE_PAID_FOR],
  // "QBCC licence renewal is about $400 a year isn't it?", "registration with the BPC costs about $500 a year": a price
  // claimed for a licence, a registration or a permit is its fee put to be judged.
  [
    'fee',
    /\b(?:licen[cs]e|registration|rego|permit|renewal|card|endorsement|accreditation)s?\b[^.?!$\d]{0,40}\b(?:is|are|costs?|runs?|comes? to|about|around|roughly|approx\w*)\s+(?:about |around |roughly |approx\w* |only |just )?\$\s?\d[\d,]*(?!\s*(?:k|grand|m|million)\b)(?![\d,]*\s*(?:incl|inc|ex|\+|plus|job|jobs|contract|worth|of work|in value))/i,
  ],
  // "Whats BII going to cost me on a 250k house": the price of cover or a paper, asked of what it will be.
  ['fee', /\bwhat(?:'s|s| is| are)\b[^?.!]{0,50}?\b(?:going to|gonna|goin to|goin') cost\b/i],
  // "How much cost for renew my licence", "insurance for 300k house, price how much?": the price of a licence, a card or
  // cover asked in another language's word order.
  [
    'fee',
    /\b(?:how much (?:is |are |the |for )?(?:cost|price|fee)s?|(?:cost|price|fee)s? (?:is )?how much)\b(?=[^.?!]{0,50}\b(?:renew\w*|licen[cs]\w*|regist\w*|permit|insurance|premium|card|course|application|apply|exam|test|indemnity|warranty|cover|policy)\b)|\b(?:renew\w*|licen[cs]\w*|regist\w*|permit|insurance|premium|card|course|indemnity|warranty|cover|policy)\b[^.?!]{0,50}\b(?:price|cost|fee)s? (?:is )?how much\b/i,
  ],
  // "What's ESV charging for REC registration these days?": what a body charges for a paper is its fee.
  [
    'fee',
    /\bwhat(?:'s|s| is| are) [^?.!]{0,30}?\bcharging\b(?! (?:interest|gst)\b)|\bcharg(?:e|es|ing) for (?:a |an |the |my |our )?(?:[a-z]+ ){0,2}(?:renew\w*|licen[cs]\w*|regist\w*|permit|card|application|inspections?|certificates?|certs?|ecocs?|cocs?|coes|ccews?|notices?|lodg\w*)\b/i,
  ],
  // "What does ESV charge to register", "does the OTR charge per eCoC", "what Access Canberra charges for the inspection",
  // "what a NSW tradesperson certificate costs", "what will the HBCF insurance add to the price": a body's charge for a
  // paper, or the price of cover, asked in a message passed on.
  [
    'fee',
    /\bcharg(?:e|es|ing) (?:to (?:register|renew|lodge|apply|get|issue|inspect)|per (?:a |an |each |every )?(?:[a-z]+ )?(?:ecoc|coc|coes|ccew|cert\w*|certificate|notice|form|inspection|lodgement|job))\b|\bwhat (?:a|an|the|my|his|her|their) (?:[a-z]+ ){0,4}?(?:licen[cs]e|rego|registration|permit|card|certificate|cert|course|ticket|endorsement)(?: for [a-z]+)? costs?\b|\b(?:insurance|cover|hbcf|dbi|hii|bii|warranty|premium|policy) (?:will |would |might |'?ll )?add (?:to|onto) (?:the |my |our |her |his |their )?(?:price|cost|quote|contract)\b/i,
  ],
  // "Licence can be 1, 3 or 5 years — how much is the 5 year one?": the price of a licence of a term is a fee.
  ['fee', /\bhow much (?:is|are|for|does|would) (?:the|a|an)? ?(?:\d+|one|two|three|four|five|ten)[- ]?(?:years?|yrs?)\b/i],
  // "Does it cost anything to lodge a plumbing CoC?", "is there a fee to submit it": whether a fee is charged is a fee.
  [
    'fee',
    /\b(?:does|do|will|would) (?:it|that|they|this|one) cost (?:anything|money|much|a cent)\b|\bcost (?:anything|money) to\b|\bis there (?:a|any) (?:fee|charge|cost)\b|\bany (?:fee|charge|cost)s? (?:to|for)\b/i,
  ],
  // "How often do I renew my ARCtick licence", "how many years is a builder's licence good for", "how long does DBI cover
  // a job": how long a licence, registration or cover lasts — a term, not a deadline to do something by.
  ['term', TERM_ASKED],
  // "What's the form number for the notice of work?", "which form do I use": a form's number or name.
  ['form', /\bform (?:number|no\.?|#|name)\b|\b(?:which|what) form\b|\bnumber (?:of|for|on) the form\b/i],
  // "Minimum age for a contractor licence", "how old do you have to be to get a white card".
  ['age', /\b(?:min(?:imum)? age|how old (?:do|does|must|should|to|has|have)|age (?:limit|requirement)s?|old enough)\b/i],
  ['deadline', TIME_PUT_FOR_CONFIRMATION],
  [
    'deadline',
    /\b(how long|how (?:quick|quickly|fast)(?= (?:do|does|must|should|have|has|to|is|are|can)\b)|how (?:many|much) (?:business |working |clear |calendar )?days?|(?:max(?:imum)?|most|longest) (?:amount of )?time|how much time|(?:the )?longest (?:i|we|you|they|he|she) (?:can|have|got)|response time|time ?frame|\b(?:when|what)(?:'?s| is) the latest\b|\blatest (?:date |day )?(?:i|we|you|u|he|they) (?:can|could|have to|need to|gotta)\b|\bwhat(?:'?s| is) the time (?:for|to) (?:[a-z]+ ){0,4}?(?:give|send|serve|pay|lodge|submit|issue|provide|respond|do|get)|turn ?around time|deadline|how soon|by when|time limit|within how|days? to (?:lodge|submit|give|pay|register|respond)|when (?:do|does|must|should) (?:i|we|you|they|(?:the|my|a|an|this|that) \w+(?: \w+)?) (?:(?:have|has|need|needs|got) to )?(?:lodge|submit|give|issue|send|pay|notify|provide|register|report|file)|due by|due date|when (?:does|do|is|are|must|should|will) (?:the |my |a |an |it |this |that )?[a-z ]{0,30}?(?:have to|has to|need to|needs to|got to|gotta)?\s*(?:be )?(?:in|due|lodged|submitted|given|sent|issued|done|paid|registered|notified)|how long (?:have|do|does|has) (?:i|we|they|you|he|she|it) (?:got|have|get)|due when|when due)\b|\b(?:cert\w*|compliance|coc|coes|ccew|ecoc|eic|notice|noi|noc|form \d+\w?|report|paperwork|claim|schedule|invoice|it|they)\s+(?:due|when)\s*\?*\s*$/i,
  ],
  [
    'rate',
    /\b((?:withholding|super|gst|sg) rate|what(?:'s| is) the (?:rate|percentage)|what (?:rate|percentage) (?:do|does|should|must|will|would|is|are)\b|how much (?:super|gst)|what percent(?:age)?|super rate|gst rate)\b|\b(?:super|superannuation|gst|sg|what)\s*(?:%|percent(?:age)?\b)/i,
  ],
  [
    'who',
    /\b(who (?:do|should|is|regulates|to|issues|handles|deals with|looks after|licenses|licences|registers|polices|oversees|enforces|inspects|approves|takes)|which (?:body|regulator|authority|mob|department|crowd))\b/i,
  ],
  // Asked in another language's word order, the verb unmoved: "licence I need?", "I must register?", "I can remove it
  // myself?", "is obligatory?" (never after a wh-word: "how much I can take?" asks an amount).
  [
    'need',
    new RegExp(
      String.raw`${NOT_AFTER_WH}\b(?:must|need|needs)\b(?=[^?.!]{0,60}\?)|${CAN_PUT_AS_STATEMENT.source}|\b(?:is|it'?s|it is|are|this|that) (?:\w+ )?obligat\w*|\bobligat\w*\s*\?`,
      'i',
    ),
  ],
  [
    'need',
    /\b(do i need|do we need|no need (?:for|to)|do you need|(?:does|do|will|would|should) (?:it|they|that|this|he|she|we|i|you) (?:still )?(?:need|require|have to|has to)|need a|need to|needs? (?:an?|the|my|their|his|her)?\s*[a-z]+ (?:licen[cs]e|insurance|cover|rego|registration|contract|certificate|cert|permit|swms|warranty)|gotta|got to|needs a|have to|must i|required|needed|necessary|compulsory|mandatory|kicks? in|banned|is there (?:a|an|any)|are there any|is it required|legal to|allowed to|(?:is|am|are) (?:she|he|i|we|they|it|the (?:owner|client|customer|homeowner)) (?:even |still )?allowed|can i|can a|is a .* needed|licen[cs]ed?|registered|registration)\b/i,
  ],
  [
    'amount',
    /\b(how much|max(?:imum)?|min(?:imum)?|cap|limit|threshold|cut ?-?off (?:for|point|amount)|cutoff|trigger (?:amount|point)|over what|under what)\b/i,
  ],
];

/** "What temperature does hot water have to be?" asks for a figure, not a yes/no: a wh-question is never 'need'. */
const WH_START = /^\s*(?:what|whats|what's|wat|how|which|where|who|when)\b(?!\s+about\b)/i;
/** "What about split systems in Perth, need a licence?": a topic first, then a yes/no clause of its own. */
const LATER_YES_NO =
  /[,;:?!.–—-]\s*(?:(?:and|so|but)\s+)?(?:do|does|would|will)?\s*(?:i|we|you|they|he|she)?\s*(?:need|needs|have to|gotta|must)\b/i;

/** "The minimum cover", "how much cover": the amount an insurance pays out, not its premium (a fee). */
export const COVER_AMOUNT =
  /\b(?:minimum|maximum|min|max)\b[^?.!]{0,40}\bcover(?:age)?\b|\bhow much cover\b|\bcover (?:amount|limit)\b|\bpublic liability\b(?: (?:insurance|cover))?[\s:,-]*how much\b|\bhow much public liability\b/i;

/**
 * "When do I need an owner builder permit", "when is a SWMS required", "when does home warranty kick in": "when" asks
 * the condition that triggers a rule, not a deadline — unless what is needed is an act with a due date ("when do I
 * need to lodge the form 4").
 */
const WHEN_CONDITION =
  /\bwhen (?:do|does|would|will|should|is|are|am) (?:[a-z0-9']+ ){1,5}?(?:need|needs|needed|require|requires|required|apply|applies|kick in|kicks in|necessary|compulsory|mandatory)\b(?! to (?:be (?:lodged|given|submitted|issued|sent|paid|notified|provided|registered|reported|filed|handed|in)|lodge|submit|give|issue|send|pay|notify|provide|register|report|file|hand|get (?:it|them|the \w+) in)\b)/i;

/** The last clause of a question: what follows its last comma, dash or full stop ("…, what's the builder allowed to keep?"). */
function lastClause(q: string): string {
  const parts = q.trim().split(/(?<=[,;:.!?])\s+|\s+[–—-]\s+/);
  return parts.at(-1) ?? q;
}

export function askedAttribute(question: string): AskedAttribute {
  const q = question.replace(OKAY_FINE, ' ').replace(STATED_FEE, ' ');
  if (COVER_AMOUNT.test(q) && !/\b(?:premium|cost|price)s?\b/i.test(q)) return 'amount';
  const condition = WHEN_CONDITION.test(q);
  for (const [a, re] of ATTRIBUTES) {
    if (a === 'deadline' && condition && !/\b(?:how long|how many (?:\w+ )?days|deadline|how soon|by when|due)\b/i.test(q)) continue;
    if (!re.test(q)) continue;
    if (a === 'need' && WH_START.test(q) && !LATER_YES_NO.test(q)) return /^\s*(?:what|whats|what's|how)\b/i.test(q) ? 'amount' : 'other';
    // The question asked after its story ("DBCA s34 - if the owner pulls out, what's the builder allowed to keep?").
    const asked = lastClause(q);
    // (Not "…, what paperwork do I need?": what is needed is still asked.)
    if (
      a === 'need' &&
      asked !== q &&
      WH_START.test(asked) &&
      /\?\s*$/.test(q) &&
      !/\b(?:need|needs|needed|require[sd]?|required|have to|must)\b/i.test(asked)
    )
      return /^\s*(?:what|whats|what's|how)\b/i.test(asked) ? 'amount' : 'other';
    return a;
  }
  return 'other';
}

/** Work words of the lexicon, with slang: the rule rows' `work` and the any-value figures use these. */
const WORK_LEXICON: Array<[string, RegExp]> = [
  [
    'plumbing',
    /\b(plumb\w*|dunny|toilet|loo|tap(?:s|ware)?|sewer\w*|drain\w*|hws|hot ?water|water heater|backflow|sanitary|septic|grey ?water|storm ?water|tmv|tempering valve)\b/i,
  ],
  // An electric, induction or ceramic cooktop is electrical work; "cooktop" alone is usually a gas one.
  ['gas', /\b(gas\w*|lpg|bayonet|gas ?fitt\w*|(?<!\b(?:electric|induction|ceramic)\s+)cooktops?)\b/i],
  // Putting power on ("liven the board", "energise it") and the parts it runs through are electrical work too; so is
  // "wire" as a verb ("wire up his shed"), but not tie or fence wire.
  [
    'electrical',
    /\b(electric\w*|(?<!\b(?:tie|chicken|barbed|fence|fencing|tying)\s)wir(?:e|es|ed)(?=\s+(?:up\s+|in\s+)?(?:his|her|their|my|our|your|the|a|an|this|that|it|them)\b)|sparky|sparkie|sparkies|lecky|leccy|lekky|wiring|rewir\w*|switch ?boards?|power ?points?|gpo|rcd|safety switch|ccew|coes|esv|liven\w*|energi[sz]\w*|de-?energi[sz]\w*|(?:sub-?)?circuits?|fuse ?(?:box|board)\w*|meter ?box\w*|main switch\w*|downlights?|light ?switch\w*|cabling|switchies?|solar (?:panels?|pv|system|install\w*|batter(?:y|ies))|ev charg\w*|car charg\w*)\b/i,
  ],
  ['refrigeration', /\b(split ?systems?|air ?con\w*|aircon|a\/c|ac|ac&r|acr|reverse cycle|ducted|refrigera\w*|fridgie|hvac|heat pump)\b/i],
  ['restumping', /\b(re-?stump\w*|re-?block\w*|stumps?|underpin\w*)\b/i],
  [
    'demolition',
    // (with the g cut too: "knockin down", "pullin down")
    /\b(demoli\w*|demo|knock(?:ing|in'?)?[- ]?downs?|pull(?:ing|in'?)? down|tear(?:ing|in'?)? down|removal of a home|relocat\w* (?:a )?(?:home|house))(?!\w)/i,
  ],
  ['termite', /\b(termit\w*|white ants?|pest control|pest management)\b/i],
  ['fire protection', /\bfire (?:protection|sprinklers?|systems?|services|hydrants?)\b/i],
  ['mechanical services', /\bmechanical services?\b/i],
  ['hydraulic design', /\bhydraulics?(?: services)? design\w*\b/i],
  ['shed', /\b(sheds?|garden shed|outbuilding)\b/i],
  ['veranda', /\b(verand\w*)\b/i],
  ['carport', /\b(carports?)\b/i],
  ['fence', /\b(fenc\w*)\b/i],
  ['non-structural', /\b(non[- ]?structural)\b/i],
  ['waterproofing', /\b(waterproof\w*|membrane)\b/i],
  // Who the asker is, where a rule has its own threshold for them (GST: $150,000 for a non-profit).
  [
    'non-profit',
    /\b(non[- ]?profits?|not[- ]for[- ]profits?|nfps?|charit(?:y|ies|able)|community (?:group|club|organi[sz]ation)|sporting club)\b/i,
  ],
  [
    'building',
    /\b(build\w*|reno\w*|extension|deck|decking|pergola|patio|alfresco|carport|granny flat|kitchen|bathroom|plaster\w*|paint\w*|tiling|tiler|chippy|carpent\w*|fenc\w*|landscap\w*|retaining wall|concret\w*|brick\w*|roof\w*)\b/i,
  ],
];

/**
 * Floor coverings (laying, sanding, polishing): "flooring" in the NSW sense of non-structural flooring. Not when the
 * question is about the floor's structure (joists, bearers, a structural floor) or its tiling (licensed trade work).
 */
const FLOORING =
  /\b(floor(?:ing|s)?[- ]?(?:lay\w*|sand\w*|polish\w*|install\w*|cover\w*)|floating (?:timber |wood(?:en)? )?floor\w*|(?:timber|wood(?:en)?|laminate|vinyl|hybrid|engineered|bamboo|parquet|cork|lino)(?: plank)? floor\w*|floorboards?|flooring|laminate|vinyl plank\w*|(?:lay\w*|sand\w*|polish\w*) (?:the |a |some )?(?:timber |wood |new )?floor\w*|carpet\w*)\b/i;
const FLOOR_STRUCTURE = /\b(?<!non[- ]?)structural\b|\b(joists?|bearers?|sub-?floors?|stumps?|slab|tiling|tiles?|tiler)\b/i;

export function workIn(q: string): string[] {
  const work = WORK_LEXICON.filter(([, re]) => re.test(q)).map(([w]) => w);
  if (FLOORING.test(q) && !FLOOR_STRUCTURE.test(q)) work.push('flooring');
  return work;
}

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The date a question is about: "next month", "last year", "from 1 July 2026", "in March 2025"; default today. */
export function questionDate(q: string, today: string): { date: string; reason?: string } {
  const t = new Date(`${today}T00:00:00Z`);
  const lower = q.toLowerCase();
  // "client bought the benchtop back in 2023 and wants me to fit it now": the year dates the purchase, while the work
  // asked about is done now — the rule in force today applies.
  if (BOUGHT_THEN.test(lower) && DONE_NOW.test(lower)) return { date: today };
  const explicit = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(20\d{2})\b/.exec(lower);
  if (explicit) {
    const d = new Date(Date.UTC(Number(explicit[3]), monthNumber(explicit[2]!)! - 1, Number(explicit[1])));
    return { date: iso(d), reason: `the date you gave, ${explicit[0]}` };
  }
  // "signed 20/6/2026", "on 3-7-2025": with a four-digit year, an Australian date is day first.
  const numeric = /\b(\d{1,2})[/-](\d{1,2})[/-](20\d{2})\b/.exec(lower);
  if (numeric && Number(numeric[2]) >= 1 && Number(numeric[2]) <= 12) {
    const d = new Date(Date.UTC(Number(numeric[3]), Number(numeric[2]) - 1, Number(numeric[1])));
    if (d.getUTCDate() === Number(numeric[1])) return { date: iso(d), reason: `the date you gave, ${numeric[0]} (day first)` };
  }
  // "signed 30/6/26": a two-digit year, day first too.
  const short = /\b(\d{1,2})[/-](\d{1,2})[/-](\d{2})\b(?![/-]?\d)/.exec(lower);
  if (short && Number(short[3]) >= 15 && Number(short[3]) <= 40 && Number(short[2]) >= 1 && Number(short[2]) <= 12) {
    const d = new Date(Date.UTC(2000 + Number(short[3]), Number(short[2]) - 1, Number(short[1])));
    if (d.getUTCDate() === Number(short[1])) return { date: iso(d), reason: `the date you gave, ${short[0]} (day first)` };
  }
  // "20 june last year", "fri 4 dec", "june 20", "the 4th of december next year": a day and month, the year from the
  // words beside it (last / next / this year), else this year.
  const dayMonth = dayMonthIn(lower, today.slice(0, 4));
  if (dayMonth) {
    const year = Number(today.slice(0, 4)) + dayMonth.yearShift;
    const d = dayMonth.yearGiven ? new Date(Date.UTC(year, dayMonth.month - 1, dayMonth.day)) : undatedDay(dayMonth, lower, today);
    if (d.getUTCMonth() === dayMonth.month - 1) return { date: iso(d), reason: `the date you gave, ${dayMonth.text}` };
  }
  // "super for Jan to March this year", "the jan-mar quarter": a run of months is dated by its last month (its 15th),
  // in the past when it is later than today and no year is said.
  const range = monthRangeIn(lower);
  if (range) {
    const y = Number(today.slice(0, 4)) + range.shift;
    let d = new Date(Date.UTC(range.year ?? y, range.month - 1, 15));
    if (range.year === undefined && range.shift === 0 && iso(d) > today) d = new Date(Date.UTC(y - 1, range.month - 1, 15));
    return { date: iso(d), reason: `“${range.text}”${MONTH_RANGE_REASON}` };
  }
  // "back in may this year", "in march": a month with no day (its 15th), the nearest one before today in the past
  // tense, else the next.
  const monthOnly = new RegExp(MONTH_ONLY_RE.source).exec(lower);
  if (monthOnly) {
    const y = Number(today.slice(0, 4));
    const month = monthNumber(monthOnly[1]!)!;
    // "last year in november", "next year around feb": the year's words may come just before the month too.
    const yearWords = monthOnly[2] ?? YEAR_WORDS_BEFORE.exec(lower.slice(Math.max(0, monthOnly.index - 24), monthOnly.index))?.[0];
    const shift = /last/.test(yearWords ?? '') ? -1 : /next/.test(yearWords ?? '') ? 1 : 0;
    // "winter 2024, end of july": a year said just before, in the same sentence, is the month's.
    const yearBefore = yearWords
      ? undefined
      : /\b(20\d{2})\b[^.?!\d]{0,30}$/.exec(lower.slice(Math.max(0, monthOnly.index - 40), monthOnly.index));
    let d = new Date(Date.UTC(yearBefore ? Number(yearBefore[1]) : y + shift, month - 1, 15));
    if (!yearWords && !yearBefore) {
      const past = PAST_TENSE.test(lower) || /\bback in\b/.test(monthOnly[0]);
      if (past && iso(d) > today) d = new Date(Date.UTC(y - 1, month - 1, 15));
      if (!past && iso(d) < today.slice(0, 8) + '01') d = new Date(Date.UTC(y + 1, month - 1, 15));
    }
    return { date: iso(d), reason: `“${monthOnly[0].trim()}” (mid-month taken)` };
  }
  // "march last year", "feb next year": the month named, then its year in words.
  const monthThenYear = new RegExp(String.raw`\b${MONTH}\s+(this|last|next) year\b`).exec(lower);
  if (monthThenYear) {
    const shift = monthThenYear[2] === 'last' ? -1 : monthThenYear[2] === 'next' ? 1 : 0;
    const d = new Date(Date.UTC(Number(today.slice(0, 4)) + shift, monthNumber(monthThenYear[1]!)! - 1, 15));
    return { date: iso(d), reason: `“${monthThenYear[0]}” (mid-month taken)` };
  }
  const part = partOfYear(lower, today);
  if (part) return part;
  const fy = financialYear(lower, today);
  if (fy) return fy;
  const monthYear = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(20\d{2})\b/.exec(lower);
  if (monthYear) {
    const d = new Date(Date.UTC(Number(monthYear[2]), monthNumber(monthYear[1]!)! - 1, 1));
    return { date: iso(d), reason: `${monthYear[0]}` };
  }
  const shift = (months: number, reason: string) => {
    const d = new Date(t);
    d.setUTCMonth(d.getUTCMonth() + months);
    return { date: iso(d), reason };
  };
  // "2 years ago", "a couple of months ago", "in a fortnight", "in 3 weeks": counted from today.
  const ago = /\b(a|an|one|two|three|four|five|six|a couple of|a few|\d{1,2})\s+(years?|months?|weeks?|fortnights?)\s+ago\b/.exec(lower);
  const ahead =
    /\b(?:in|within)\s+(a|an|one|two|three|four|five|six|a couple of|\d{1,2})\s+(years?|months?|weeks?|fortnights?)(?:'?s? time)?\b/.exec(
      lower,
    );
  const counted = ago ?? ahead;
  if (counted) {
    const n = COUNT_WORDS[counted[1]!] ?? Number(counted[1]);
    const sign = counted === ago ? -1 : 1;
    const unit = counted[2]!.replace(/s$/, '');
    if (unit === 'year' || unit === 'month') return shift(sign * n * (unit === 'year' ? 12 : 1), `“${counted[0]}”`);
    const d = new Date(t);
    d.setUTCDate(d.getUTCDate() + sign * n * (unit === 'week' ? 7 : 14));
    return { date: iso(d), reason: `“${counted[0]}”` };
  }
  if (/\bnext month\b/.test(lower)) return shift(1, '“next month”');
  if (/\blast month\b/.test(lower)) return shift(-1, '“last month”');
  if (/\bnext year\b/.test(lower)) return shift(12, '“next year”');
  if (/\blast year\b|\ba year ago\b/.test(lower)) return shift(-12, '“last year”');
  const inYear = /\b(?:in|during|back in)\s+(20\d{2})\b/.exec(lower);
  if (inYear && inYear[1] !== today.slice(0, 4)) return { date: `${inYear[1]}-07-01`, reason: `“${inYear[0]}” (mid-year taken)` };
  return { date: today };
}

/**
 * A part of a year named without a month: "early next year", "the start of next year" (15 January), "mid next year"
 * (1 July), "late this year", "the end of next year" (15 November); "after the new year" (1 January next); "over
 * xmas" (25 December, last year's when told in the past tense); "the end of the financial year", "eofy" (30 June).
 */
function partOfYear(lower: string, today: string): { date: string; reason: string } | undefined {
  const y = Number(today.slice(0, 4));
  const part = /\b(early|start of|beginning of|mid|middle of|late|end of)\s+(?:the\s+)?(this|next|last)\s+year\b/.exec(lower);
  if (part) {
    const year = y + (part[2] === 'next' ? 1 : part[2] === 'last' ? -1 : 0);
    const md = /early|start|beginning/.test(part[1]!) ? '01-15' : /mid|middle/.test(part[1]!) ? '07-01' : '11-15';
    return {
      date: `${year}-${md}`,
      reason: `“${part[0]}” (${md === '07-01' ? '1 July' : md === '01-15' ? 'mid-January' : 'mid-November'} taken)`,
    };
  }
  // Australian seasons, taken at their middle: summer (December–February) 15 January, autumn 15 April, winter 15 July,
  // spring 15 October. "The winter of 2024", "last winter" (the latest one whose middle is past), "next spring".
  const season =
    /\b(?:(this|last|next)\s+(summer|autumn|winter|spring)|(summer|autumn|winter|spring)\s+(?:of\s+|in\s+)?(?:(20\d{2})|(this|last|next) year))\b/.exec(
      lower,
    );
  if (season) {
    const name = (season[2] ?? season[3])!;
    const md = SEASON_MIDDLE[name]!;
    let year = season[4] ? Number(season[4]) : season[5] ? y + (season[5] === 'last' ? -1 : season[5] === 'next' ? 1 : 0) : y;
    if (season[1] === 'last' && `${year}-${md}` >= today) year -= 1;
    if (season[1] === 'next' && `${year}-${md}` <= today) year += 1;
    if (season[1] === 'this' && name === 'summer' && today.slice(5, 7) === '12') year += 1;
    return { date: `${year}-${md}`, reason: `“${season[0]}” (the middle of that ${name} taken)` };
  }
  // "Back in autumn", "in the winter" with no year: the latest one when told in the past tense, else the next one.
  const bare =
    /\b(?:back in|in|during|over|through)\s+(?:the\s+)?(summer|autumn|winter|spring)\b(?!\s+(?:of\s+)?(?:20\d{2}|'\d{2}|(?:this|last|next) year))/.exec(
      lower,
    );
  if (bare) {
    const md = SEASON_MIDDLE[bare[1]!]!;
    const past = PAST_TENSE.test(lower) || /^back/.test(bare[0]);
    let year = y;
    if (past && `${year}-${md}` >= today) year -= 1;
    if (!past && `${year}-${md}` < today) year += 1;
    return { date: `${year}-${md}`, reason: `“${bare[0]}” (the middle of that ${bare[1]} taken)` };
  }
  if (/\b(?:after|over|in|from)\s+(?:the\s+)?new year\b/.test(lower) && !/\bnew year'?s eve\b/.test(lower))
    return { date: `${y + 1}-01-01`, reason: '“the new year” (1 January)' };
  if (/\b(?:end of (?:the |this )?(?:financial|fin) (?:year|yr)|eofy)\b/.test(lower)) {
    const endYear = Number(today.slice(5, 7)) >= 7 ? y + 1 : y;
    return { date: `${endYear}-06-30`, reason: '“the end of the financial year” (30 June)' };
  }
  const xmas =
    /\b(?:over|at|around|before|after|for|by|during|on)\s+(?:the\s+)?(?:xmas|christmas|chrissy|chrissie)\b(?:\s+(?:of\s+)?(20\d{2})\b)?/.exec(
      lower,
    );
  if (xmas) {
    const year = xmas[1] ? Number(xmas[1]) : PAST_TENSE.test(lower) && `${y}-12-25` > today ? y - 1 : y;
    return { date: `${year}-12-25`, reason: `“${xmas[0]}” (25 December)` };
  }
  return undefined;
}

const SEASON_MIDDLE: Readonly<Record<string, string>> = { summer: '01-15', autumn: '04-15', winter: '07-15', spring: '10-15' };

/** Year words right before a month ("last year in november", "next year around feb"). */
const YEAR_WORDS_BEFORE = /\b(?:this|last|next) year(?:,)?(?:\s+(?:in|around|about|during|back in|early|late|mid))?\s*$/;
/** Small counts in words, for "two years ago", "a couple of months ago". */
const COUNT_WORDS: Readonly<Record<string, number>> = { ...ONE_TO_TWENTY, a: 1, an: 1, 'a couple of': 2, 'a few': 3 };

/**
 * "last financial year", "next FY", "the 2024-25 financial year", "FY25": a financial year (1 July – 30 June), taken at
 * its middle (1 January), since the rates that change by year change on 1 July. "This financial year" is today.
 */
/** Words that make a year span a financial year: "financial", "fy", "tax year", "the 22-23 year", "back in". */
const FY_WORDS = /financial|\bfy\b|\bfin yr\b|tax year|\byear\b|\byr\b|\bback in\b|\bin the\b/;
function financialYear(lower: string, today: string): { date: string; reason: string } | undefined {
  const y = Number(today.slice(0, 4));
  // The financial year today is in ends on 30 June of `endYear`.
  const endYear = Number(today.slice(5, 7)) >= 7 ? y + 1 : y;
  const named = /\b(last|next|previous|coming)\s+(?:financial year|fin(?:ancial)? yr|fy)\b/.exec(lower);
  if (named) {
    const end = /last|previous/.test(named[1]!) ? endYear - 1 : endYear + 1;
    return { date: `${end}-01-01`, reason: `“${named[0]}” (${end - 1}–${String(end).slice(2)}, its middle taken)` };
  }
  const span = /\b(?:fy\s?)?(20\d{2})\s?[-/–]\s?(?:20)?(\d{2})\b/.exec(lower);
  const fyShort = /\bfy\s?'?(\d{2})\b/.exec(lower);
  if (span && FY_WORDS.test(lower) && Number(span[2]) === (Number(span[1]) + 1) % 100)
    return { date: `${Number(span[1]) + 1}-01-01`, reason: `the ${span[1]}–${span[2]} financial year (its middle taken)` };
  // "back in the 22-23 year", "the 19/20 financial year", "fy 21-22": two-digit years a year apart.
  const short =
    /\b(?:fy\s?)?'?([1-4]\d)\s?[-/–]\s?'?([1-4]\d)\b(?!\s*(?:years\b|yrs\b|year[- ]olds?\b|days?|weeks?|months?|hours?|hrs?|mm|m\b|%|k\b|grand|metres?|[/-]\d))/.exec(
      lower,
    );
  if (short && Number(short[2]) === Number(short[1]) + 1 && FY_WORDS.test(lower)) {
    const end = 2000 + Number(short[2]);
    return { date: `${end}-01-01`, reason: `the ${end - 1}–${short[2]} financial year (its middle taken)` };
  }
  if (fyShort) {
    const end = 2000 + Number(fyShort[1]);
    return { date: `${end}-01-01`, reason: `“${fyShort[0]}” (${end - 1}–${fyShort[1]}, its middle taken)` };
  }
  return undefined;
}

/** The end of a date's reason when it was read from a run of months (the super due-date tool reads it as a quarter). */
export const MONTH_RANGE_REASON = ' (its last month taken)';
/** "back in may this year", "in march", "last june": a month named with no day, read as a date. */
const MONTH_ONLY_RE =
  /\b(?:back in|in|during|since|from|last|this past|early|late|mid|(?:the )?(?:end|start|beginning|middle) of)\s+(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?!\s+\d)(\s+(?:this|last|next) year)?/gi;
/** A state or postcode right after the month: "in March NSW", "in march 2800" name the town, not the month. */
const PLACE_AFTER_MONTH = /^\s*,?\s*(?:nsw|vic|qld|wa|sa|tas|act|nt|new south wales|victoria|queensland|\d{4}\b)/i;

/**
 * Where the question names a month as a date ("back in march this year", "in may", "last june"): the same phrases
 * `questionDate` reads, so the place finder never also reads them as the town of that name (March NSW, May …).
 */
export function monthDateSpans(q: string): Array<{ at: number; end: number }> {
  return [...q.matchAll(MONTH_ONLY_RE), ...q.matchAll(MONTH_RANGE_RE)]
    .filter((m) => !PLACE_AFTER_MONTH.test(q.slice(m.index + m[0].length)))
    .map((m) => ({ at: m.index, end: m.index + m[0].length }));
}

/** A purchase dated to a past year or month ("bought … back in 2023", "ordered the tiles last year"). */
const BOUGHT_THEN =
  /\b(?:bought|purchased|ordered|paid for|picked up)\b[^.?!;]{0,60}?\b(?:(?:back )?in|during|last)\s+(?:20\d{2}|year|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?:\s+20\d{2})?)\b/i;
/** The work asked about is done now ("… fit it now", "install it today", "these days"). */
const DONE_NOW = /\b(?:now|nowadays|today|these days|currently|at the moment|this week|next week|tomorrow)\b/i;
/** Words that put what the question tells in the past ("paid the lads 23 dec", "signed it 14 july"). */
const PAST_TENSE =
  /\b(?:(?<!(?:get|gets|getting|got|be|being|is|are|am|will|to|wanna|want|needs?|have) )paid|signed|did|was|were|had|finished|completed|started|lodged|issued|sent|went|happened|ago|invoiced|billed|received|tested|installed|energi[sz]ed|handed|served)\b/i;
const WEEKDAY_BEFORE = /\b(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|sday|rsday|urday)?\.?,?\s+(?:the\s+)?$/i;
const WEEKDAY_INDEX: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

/**
 * A day and month written without a year: a weekday written with it settles the year (the nearest year where "fri 4
 * dec" is a Friday); otherwise the next such day on or after today, or, when the question tells it in the past tense,
 * the most recent one.
 */
function undatedDay(dm: { day: number; month: number; at: number }, lower: string, today: string): Date {
  const y = Number(today.slice(0, 4));
  const on = (year: number) => new Date(Date.UTC(year, dm.month - 1, dm.day));
  const weekday = WEEKDAY_BEFORE.exec(lower.slice(Math.max(0, dm.at - 14), dm.at))?.[1]?.slice(0, 3);
  if (weekday !== undefined) {
    const fits = [y, y - 1, y + 1].map(on).filter((d) => d.getUTCDay() === WEEKDAY_INDEX[weekday]);
    if (fits[0]) return fits[0];
  }
  const here = on(y);
  if (PAST_TENSE.test(lower)) return iso(here) > today ? on(y - 1) : here;
  return iso(here) < today ? on(y + 1) : here;
}

export const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|tember|ober|ember)?\.?`;
/** "Jan to March this year", "january-march 2026", "the jan–mar quarter": a run of months (the month words of MONTH). */
const MONTH_RANGE_RE = new RegExp(
  String.raw`\b${MONTH}\s*(?:to|-|–|through|thru|till|until)\s*${MONTH}(?![a-z])(?:\s+(this|last|next) year|\s+(20\d{2})\b)?`,
  'gi',
);
/** The same, for one match at a time (questionDate runs on every question: made once, not per call). */
const MONTH_RANGE_ONE = new RegExp(MONTH_RANGE_RE.source, 'i');

function monthRangeIn(lower: string): { month: number; shift: number; year?: number; text: string } | undefined {
  const m = MONTH_RANGE_ONE.exec(lower);
  if (!m) return undefined;
  const month = monthNumber(m[2]!);
  if (!month || !monthNumber(m[1]!)) return undefined;
  const shift = m[3] === 'last' ? -1 : m[3] === 'next' ? 1 : 0;
  return { month, shift, ...(m[4] ? { year: Number(m[4]) } : {}), text: m[0].trim() };
}
/** "4 dec", "20th of june", "4/12" is not read (day-first or month-first is not knowable from digits alone). */
const DAY_MONTH_RE = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?![a-z])`, 'gi');
/** "june 20", "dec 4th" (never "june 2026": a year is four digits). */
const MONTH_DAY_RE = new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:k|grand|%|hours?|hrs?|days?|weeks?))`, 'gi');

/** Where a day and month are written in the question ("fri 4 dec", "20 june"), so they are never read as an amount. */
export function dayMonthSpans(q: string): Array<{ at: number; end: number }> {
  const spans: Array<{ at: number; end: number }> = [];
  for (const m of q.matchAll(DAY_MONTH_RE))
    if (Number(m[1]) >= 1 && Number(m[1]) <= 31) spans.push({ at: m.index, end: m.index + m[0].length });
  for (const m of q.matchAll(MONTH_DAY_RE))
    if (Number(m[2]) >= 1 && Number(m[2]) <= 31) spans.push({ at: m.index, end: m.index + m[0].length });
  return spans;
}

/** The first day and month written in the question, with the year shift its words give ("last year" → -1). */
function dayMonthIn(
  lower: string,
  todayYear: string,
): { day: number; month: number; yearShift: number; yearGiven: boolean; at: number; text: string } | undefined {
  const a = new RegExp(DAY_MONTH_RE.source, 'i').exec(lower);
  const b = new RegExp(MONTH_DAY_RE.source, 'i').exec(lower);
  const pick =
    a && Number(a[1]) <= 31 && (!b || a.index <= b.index)
      ? { day: Number(a[1]), month: monthNumber(a[2]!)!, at: a.index, text: a[0] }
      : b && Number(b[2]) <= 31
        ? { day: Number(b[2]), month: monthNumber(b[1]!)!, at: b.index, text: b[0] }
        : undefined;
  if (!pick || !pick.day || !pick.month) return undefined;
  const after = lower.slice(pick.at + pick.text.length, pick.at + pick.text.length + 20);
  const written = /^\s*,?\s*(20\d{2})\b/.exec(after);
  if (written) {
    const shift = Number(written[1]) - Number(todayYear);
    return { day: pick.day, month: pick.month, yearShift: shift, yearGiven: true, at: pick.at, text: `${pick.text} ${written[1]}` };
  }
  const yearShift = /^\s*,?\s*(?:of\s+)?last year\b/.test(after) ? -1 : /^\s*,?\s*(?:of\s+)?next year\b/.test(after) ? 1 : 0;
  const text = yearShift ? `${pick.text} ${yearShift < 0 ? 'last' : 'next'} year` : pick.text;
  return { day: pick.day, month: pick.month, yearShift, yearGiven: yearShift !== 0 || /\bthis year\b/.test(after), at: pick.at, text };
}

/** "2.5m", "2.5 m high", "3 metres": a length in metres (never mm, m² or a money "m"). */
export function lengthIn(q: string): number | undefined {
  const all = [...q.matchAll(/(?<![$\d.,])(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?|mtrs?)(?![²\w])(?!\s*(?:2|sq|squared|square)\b)/gi)];
  // "pretty sure it's 3 metres before you need a SWMS … edge is about 2.2m": a length quoted as the rule ("before you
  // need", "is the limit") is not the job's; the job's measurement is the other one.
  const measured = all.filter(
    (m) =>
      !/^\s*(?:before|until|is the (?:rule|limit|trigger|threshold)|or more|and over|trigger|limit|rule)\b/i.test(
        q.slice(m.index + m[0].length, m.index + m[0].length + 24),
      ),
  );
  const m = measured[0] ?? all[0];
  return m ? Number(m[1]) : undefined;
}

/** "5 m2", "15 sqm", "12 square metres", "8m²": an area in square metres. */
export function areaIn(q: string): number | undefined {
  const m =
    /(?<![$\d.,])(\d+(?:\.\d+)?)\s*(?:m2|m²|sqm|sq\.? ?m(?:etres?|eters?)?|square m(?:etres?|eters?)|sq(?:uare)? ?mtrs?)(?!\w)/i.exec(q);
  return m ? Number(m[1]) : undefined;
}
