/**
 * The product's own checks, run inside the assistant's answer with the same domain code the documents use:
 * the ABN check digits (src/domain/abn.ts), GST on an amount (src/domain/gst.ts) and, for a price and a state,
 * the deposit cap and the contract / insurance / cooling-off thresholds a quote would show (src/domain/thresholds.ts).
 * Each result line carries the source of the rule it applied.
 */
import { formatAbn, validateAbn } from '../abn';
import { gstInInclusive, gstOn, GST_RATE_PERCENT } from '../gst';
import { formatCents, parseDollars, type Cents } from '../money';
import { inBand, residentialPrompts } from '../thresholds';
import type { CitationList } from './citations';
import type { ParsedQuestion } from './parse';
import { getEntry } from './search';
import { formatWhole } from './thresholds';
import type { KbEntry } from './types';
import { formatRuleValue, rulesFor } from '../rules/index';
import type { Jurisdiction, PriceBand } from '../rules/types';
import { addDaysIso, formatDateShortAU } from '../dates';
import { addWeekdays, weekdayOf } from '../weekdays';
import { holidaysCounted, holidaySkip } from './holidays';
import { MONTH_RANGE_REASON, RATE_BAND, dayMonthSpans } from './query';
import { ONE_TO_TWENTY } from '../number-words';
import { BELIEF_CHECKED, CLAIM_TOLD } from './texting';

export interface ToolResult {
  /** Markdown lines, each with its source markers. */
  lines: string[];
  /** Entries whose rule the tool applied: cited with the answer. */
  entries: KbEntry[];
  /** The tool answered the whole question (an ABN or GST sum): no knowledge-base search needed to answer it. */
  complete: boolean;
  /**
   * The answer to the question as asked, with the amount ("Max deposit on a $15,000 job in VIC: $1,500.00"): leads the
   * reply in place of the threshold "→ yes" lines, which answer a different question.
   */
  headline?: string;
  /** The headline's yes/no and the rule rows it rests on (checked against them like every first line). */
  verdict?: { answer: 'yes' | 'no'; ruleIds: string[] };
  /** The figure asked that the place's facts leave open at this price ("the maximum deposit"): the answer declines it. */
  unheld?: string;
}

/**
 * Places whose deposit below their lowest capped band is not held (not "no cap"): QLD work under a regulated contract's
 * floor, where the QBCC's pages conflict (a 20% maximum on one, a recommendation on another; facts.md §2.2). The floor
 * is read from the place's deposit-cap rows.
 */
const DEPOSIT_UNHELD_BELOW_BANDS = new Set<Jurisdiction>(['QLD']);
function depositUnheld(state: Jurisdiction, amount: Cents): boolean {
  if (!DEPOSIT_UNHELD_BELOW_BANDS.has(state)) return false;
  const floors = rulesFor({ jurisdiction: state, topic: 'deposit-cap', national: false }).flatMap((r) =>
    r.band?.fromCents === undefined ? [] : [r.band],
  );
  return floors.length > 0 && floors.every((b) => amount < b.fromCents! || (amount === b.fromCents && !b.fromInclusive));
}

const ABN_RE = /(?<!\d)(\d{2}\s?\d{3}\s?\d{3}\s?\d{3})(?!\d)/;
const MONEY_RE = /(?:\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k|grand)?\b/i;

function entries(...ids: string[]): KbEntry[] {
  return ids.map((id) => getEntry(id)).filter((e): e is KbEntry => !!e);
}

/** "[1][2]" for the entries a line applied, each source once even when two entries cite the same page. */
function markersOf(used: KbEntry[], cites: CitationList): string {
  const urls = [...new Set(used.flatMap((e) => [e.source, ...(e.alsoSources ?? [])]).map((s) => s.url))];
  const sources = used.flatMap((e) => [e.source, ...(e.alsoSources ?? [])]);
  return urls.map((u) => `[${cites.cite(sources.find((s) => s.url === u)!)}]`).join('');
}

/** A run of digits (with spaces) typed as an ABN but not 11 long: "53 664 032 91". */
const ABN_LIKE_RE = /(?<![\d$.,])(\d{2,3}(?: ?\d{2,3}){2,4})(?![\d.,])/;

/** The check-digit (checksum) test named: "passes the check digit test", "valid checksum", "checks out", "is valid". */
const CHECK_PASSED =
  /\b(?:check[- ]?digits?|checksum|check[- ]?sum|modulus|mod 89|algorithm|(?:passes|passed|pass|passing|checks out|valid|validates?)\b)/i;
/** What the test cannot show, as asked: "active", "current", "registered", "real", "legit", "for GST". */
const BEYOND_CHECK: Array<[RegExp, string]> = [
  [/\b(?:active|current|still (?:going|trading|valid|live)|live|cancell?ed|expired)\b/i, 'it is active'],
  [/\bregistered for gst|gst[- ]registered|\bgst\b/i, 'it is registered for GST'],
  [/\b(?:real|legit\w*|genuine|issued|exists?|belongs?|registered|fake|dodgy)\b/i, 'it was issued to a real business'],
];

/** Asked whether a number passing the ABN check shows more than that: what it is asked to show, or null. */
function checkProvesAsked(q: string): string | null {
  if (!CHECK_PASSED.test(q) || !/\b(?:mean|means|show|shows|prove|proves|tell|tells|confirm|confirms|guarantee|so)\b/i.test(q)) return null;
  return BEYOND_CHECK.find(([re]) => re.test(q))?.[1] ?? null;
}

/**
 * "Can you check 51 668 500 442 for me, it's on a quote": eleven digits put to be checked are an ABN without the word —
 * not a phone, account or other registration number named as such.
 */
const ELEVEN_DIGITS_CHECKED = /\b(?:check|valid|legit|real|proper|fake|dodgy|quote|invoice|business number)\b/i;
const OTHER_NUMBER = /\b(?:phone|mobile|ph|call|ring|acn|tfn|bsb|account|licen[cs]e|rego|registration|policy|ref(?:erence)?)\b/i;

function abnTool(q: string, cites: CitationList): ToolResult | null {
  if (!/\babn\b/i.test(q) && !(ABN_RE.test(q) && ELEVEN_DIGITS_CHECKED.test(q) && !OTHER_NUMBER.test(q))) return null;
  const m = ABN_RE.exec(q);
  const used = entries('abn-check-algorithm', 'abn-checksum-limits');
  if (!m) {
    // "If an ABN passes the check digits, is it active?": what the test proves, asked with no number to test.
    const proves = checkProvesAsked(q);
    if (proves)
      return {
        lines: [
          `**No — passing the ABN check-digit test doesn't show ${proves}:** it only proves the number is well formed, not that the ABN was issued or is still active. Look it up on ABN Lookup to see whether it is active and registered for GST ${markersOf(used, cites)}`,
        ],
        entries: used,
        complete: true,
      };
    // Too few or too many digits: no check digits to test, it cannot be an ABN.
    const like = ABN_LIKE_RE.exec(q);
    const digits = like?.[1]!.replace(/\s/g, '') ?? '';
    if (!like || digits.length < 8 || digits.length > 14 || digits.length === 11) return null;
    const marks = markersOf(used, cites);
    return {
      lines: [
        `**No — ${like[1]} is invalid as an ABN: it has ${digits.length} digits, and an ABN has 11**, so it fails before the check-digit test. Ask the business for it again ${marks}`,
      ],
      entries: used,
      complete: true,
    };
  }
  const marks = markersOf(used, cites);
  const result = validateAbn(m[1]);
  const shown = formatAbn(m[1]);
  const line = result.ok
    ? `**Yes — ABN ${shown} is valid: it passes the ABN check-digit test** (weights 10, 1, 3 … 19, modulus 89). That only shows the number is well formed, not that it was issued or is still active: look it up on ABN Lookup before you rely on it ${marks}`
    : `**No — ABN ${shown} is invalid: it fails the ABN check-digit test**, so it is not a valid ABN — a digit is wrong or it isn't an ABN. Ask the business for it again ${marks}`;
  return { lines: [line], entries: used, complete: true };
}

/** A figure put for confirmation: "is that right", "enough?", "was that the right rate". */
const CONFIRM_ASKED = /\b(right|correct|is it|is that|that right|yeah\??|true|enough|ok|okay)\b|\?\s*$|^\s*(?:is|does|would|will)\b/i;

/** When the wages were paid, in the asker's words where they named no day ("in may 2025"), else the day ("on 20 Nov 2025"). */
function wagesPaidWhen(date: string, reason: string): string {
  const day = /^the date you gave\b/.test(reason);
  return day ? `on ${formatDateShortAU(date)}` : `in ${reason.replace(/^(?:back )?in /, '')}`;
}

/**
 * "Super on $1,000 a week — is $115 right?": a second amount quoted to check against what the tool worked out. "Yes — "
 * when it matches to the dollar, "No — " when it doesn't; '' when the question quotes no figure to check.
 */
function confirmPrefix(q: string, computed: Cents, base: Cents, given: Cents[] = [], alsoRight: Cents[] = []): string {
  if (!CONFIRM_ASKED.test(q)) return '';
  const quoted = quotedAmounts(q, base, given);
  const asked = quoted.at(-1);
  if (asked === undefined || quoted.length === 0) return '';
  // ("made the total $4,004 — right?": the sum with GST is as right as the GST itself)
  return [computed, ...alsoRight].some((c) => Math.abs(asked - c) < 100) ? 'Yes — ' : 'No — ';
}

/** "$2,340 ex GST, so the total with GST is $2,574?": an amount that is another plus its GST (or less it) is a result. */
function gstResultOf(amounts: Cents[]): Cents | undefined {
  return amounts.find((r) =>
    amounts.some((a) => a !== r && (Math.abs(a + gstOn(a) - r) < 100 || Math.abs(a - gstInInclusive(a) - r) < 100)),
  );
}

/** "Progress claim 3", "stage 2", "variation no. 4", "invoice #104", "lot 12": a number that names, not a sum. */
const LABEL_NUMBER_G =
  /\b(?:claim|stage|variation|invoice|inv|lot|unit|level|milestone|payment|instalment|installment|no\.|number)\s*(?:no\.?\s*|#\s*)?\d+\b(?!\s*(?:k|grand|%|,\d))|#\s*\d+\b/gi;

/** The sums of money a question quotes (in cents), less the base it is worked on and the amounts `given`. */
function quotedAmounts(q: string, base: Cents, given: Cents[] = []): Cents[] {
  return [
    ...withoutDates(q)
      .replace(ABN_RE, ' ')
      .replace(FRACTION_RE, ' ')
      .replace(/\b(?:19|20)\d{2}\b/g, ' ')
      .replace(/\b\d+(?:\.\d+)?\s*(?:hours?|hrs?|days?|weeks?|wks?)\b/gi, ' ')
      // a document's or stage's number is its name, not a sum: "progress claim 3", "stage 2", "invoice #104"
      .replace(LABEL_NUMBER_G, ' ')
      .matchAll(/(?:\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k|grand|m|mil|million)?\b/gi),
  ]
    .map((m) => {
      const d = parseDollars(`${m[1]}${m[2] ? `.${m[2]}` : ''}`);
      // ("2.5 m of cable" is a length; "$1.2m" a sum)
      if (d === null || (/^m$/i.test(m[3] ?? '') && !m[0].startsWith('$'))) return null;
      return m[3] ? d * (/^(?:k|grand)$/i.test(m[3]) ? 1000 : 1_000_000) : d;
    })
    .filter((c): c is number => c !== null && c !== base && !given.includes(c) && c > 0);
}

/**
 * "Would I get in trouble / cop a fine / be in breach …": asked whether something is against the rule, so the yes/no
 * is the opposite of "is it allowed".
 */
export const TROUBLE_ASKED =
  /\b(?:get|be|land|end up)\s+(?:in|into)\s+(?:trouble|strife|hot water|the gun)\b|\bcop (?:a |an )?(?:fine|penalty|whack)\b|\bget (?:fined|pinged|stung|busted|done)\b|\bbe (?:fined|breaking the law|in breach|breaching)\b|\bbreak(?:ing)? the law\b|\b(?:am i|are we|is (?:he|she|that|it)) (?:in breach|breaking)\b/i;
/** A statement of what was told or quoted, put for checking ("told her the deposit would be 2,600, is that right"). */
const CHECK_TAG = new RegExp(
  String.raw`${BELIEF_CHECKED.source}|\b(?:right|correct|ok|okay|true|legit|legal|allowed)\s*\??\s*$|\b(?:is|was) (?:that|it) (?:right|correct|ok|okay)\b|\b(?:isn'?t|doesn'?t|don'?t|aren'?t|haven'?t|hasn'?t) (?:it|i|he|she|they|we|that)\s*\?*\s*$`,
  'i',
);

/** "10% under 20k", "5% for contracts over $20,000": a rate and the band it applies in, said as the rule. */
const RATE_BAND_CLAIMED = new RegExp(String.raw`${RATE_BAND}\d`, 'i');

/** "1/11 of", "2/3": a fraction, never an amount. */
const FRACTION_RE = /\b\d+\s*\/\s*\d+\b/g;
/** "10% GST", "10 percent": a rate in the question, never the amount to work on. */
const PERCENT_RE = /\d+(?:\.\d+)?\s*(?:%|per\s?cent)/gi;
/**
 * The amount already holds the GST: "inc GST", "GST in $1,100", "take the GST out of / off $2,200", "the GST component
 * of $1,100", "one eleventh of $3,300", "what's $4,400 ex GST" (the price without its GST).
 */
const INCLUSIVE_RE = new RegExp(
  [
    /\b(inc|incl|include|includes|included|including|inclusive)\b/,
    // "how much is GST inside?", "the GST inside 3.850": the amount holds it
    /\bgst\s+inside\b|\binside\s+(?:is\s+)?(?:the\s+)?gst\b/,
    /\bgst\s+(?:is\s+)?in\s+(?:a\s+)?\$?\d/,
    /\b(?:take|taking|get|remove|back|strip|work)\w*\b[^?.!]{0,20}\bgst\b[^?.!]{0,6}\b(?:out|off)\b/,
    /\bgst\s+(?:out\s+of|off)\b/,
    /\bgst\s+(?:component|portion|part|share|content|bit)\s+(?:of|in)\b/,
    /\b(?:1\s*\/\s*11|one[- ]eleventh)\b/,
    /\bwhat(?:'s|s|\s+is)\s+\$?\d[\d,.]*k?\s+(?:ex|excl|excluding|without|before|less|minus)\.?\s+(?:the\s+)?gst\b/,
    // a total already paid or charged: "5500 all up", "how much of that is GST"
    /\ball[- ]up\b|\ball[- ]in\b/,
    /\b(?:of|in)\s+(?:that|it|this|the total)\s+(?:is|was)\s+(?:the\s+)?gst\b/,
    // "how much of the 4,950 she paid me is gst": a part of an amount paid is its GST
    /\bhow much of\b[^?.!]{0,40}\b(?:is|was)\s+(?:the\s+)?gst\b/,
  ]
    .map((r) => r.source)
    .join('|'),
  'i',
);

/** The amount itself is marked as before GST ("a 7,250 ex GST job", "$4,800 + GST"): GST is added to it. */
/** "both ex gst", "all plus gst": every amount named is without GST. */
const BOTH_EXCLUSIVE_RE = /\b(?:both|all|each|all of (?:them|it))\s+(?:\+|plus|ex\.?|excl\.?|excluding|before)\s*gst\b/i;
const EXCLUSIVE_AMOUNT_RE =
  /\$?\d[\d,.]*\s*k?\s*(?:aud\b|dollars?\b)?\s*(?:(?:is|was)\s+(?:my|the|our)\s+(?:price|quote|amount|total)\s+)?(?:\+|plus|ex\.?|excl\.?|excluding|without|before)\s*gst\b/i;
/** "what's $4,400 ex GST": the price without its GST, asked of an amount that holds it (see INCLUSIVE_RE). */
const WITHOUT_GST_ASKED_RE =
  /\bwhat(?:'s|s|\s+is)\s+\$?\d[\d,.]*k?\s+(?:ex|excl|excluding|without|before|less|minus)\.?\s+(?:the\s+)?gst\b/i;
/** Whether to charge GST at all ("if I make under 75k a year") is the registration rule, not a sum. */
const REGISTRATION_ASKED_RE =
  /\b(?:have to|need to|gotta|must|should)\s+(?:i\s+)?charge\b|\b(?:a|per|each)\s+(?:year|yr|annum)\b|\bannual\w*\b/i;

/** "Add GST to", "put GST on", "work out the GST on": the sum itself is asked, whatever "need to" sits beside it. */
const GST_SUM_ASKED_RE =
  /\b(?:add|adding|put|putting|whack|chuck|stick|work out|calculate|calc|figure out)\s+(?:on\s+)?(?:the\s+)?gst\b|\bgst\s+(?:to|onto|on top of)\s+\$?\d/i;

/** The GST rate row (the ATO's 10%); the sums are the documents' own (src/domain/gst.ts) at that rate. */
function gstRule(date?: string) {
  const rule = rulesFor({ jurisdiction: 'AU', topic: 'rate', work: ['gst'], ...(date ? { date } : {}) })[0];
  // The documents charge GST_RATE_PERCENT: a row that disagrees is not stated (the test of the rows pins them equal).
  return rule && rule.value.kind === 'percent' && rule.value.percent === GST_RATE_PERCENT ? rule : undefined;
}

function gstTool(q: string, parsed: ParsedQuestion, cites: CitationList): ToolResult | null {
  // "1/11 of 3300", "one eleventh of $2,200": the GST in a GST-inclusive amount, named or not.
  if (
    !/\bgst\b|\b1\s*\/\s*11\b|\bone[- ]eleventh\b/i.test(q) ||
    // "$2,950 + GST, over the QBCC limit or not?": a threshold asked of the sum, answered with it as the working.
    /\b(regist\w*|turnover|turn over|threshold|thresholds|limit|limits|rate)\b/i.test(q) ||
    REGISTRATION_ASKED_RE.test(q)
  )
    return null;
  // "$4,800 + GST job — do I need a licence?" asks about the job's rules; the GST sum is part of the working there.
  // So does "does the invoice have to show …" or "do I have to withhold": a rule asked beside an amount.
  // "Need to add GST to $860": a sum asked with "need to", no rule beside it.
  // A supplier with no ABN ("won't give me his ABN") asks about the 47% withholding, whatever GST the price carries.
  if (
    parsed.concepts.includes('#noabn') ||
    /\b((?:un)?licen[cs]\w*|rego|registration|registered|insurance|warranty|contract|deposit|certificate|cert|certs|coc|compliance|permit|show|shown|withhold\w*)\b/i.test(
      q.replace(/\bcontract (?=(?:sum|price|value|amount|total)\b)/gi, ' '),
    ) ||
    // ("my wife need it for the BAS": what the sum is for, not a rule)
    (/\b(need|needs|needed|required|have to|has to|must)\b(?! (?:it|this|that|them|the (?:figure|number|amount)) for\b)/i.test(q) &&
      !GST_SUM_ASKED_RE.test(q))
  )
    return null;
  // One amount the parse read ("$1.2m ex GST", "progress claim 3 is $36,850 inc GST": not the claim's number) is the one
  // to work on, with its own GST mark; else the first sum of money in the question.
  const single = parsed.query.amounts.length === 1 ? parsed.query.amounts[0] : undefined;
  const m = single ? null : MONEY_RE.exec(q.replace(ABN_RE, ' ').replace(PERCENT_RE, ' ').replace(FRACTION_RE, ' '));
  if (!single && !m) return null;
  const dollars = single ? single.cents : parseDollars(`${m![1]}${m![2] ? `.${m![2]}` : ''}`);
  if (dollars === null || dollars <= 0) return null;
  const rule = gstRule(parsed.query.date);
  if (!rule) return null;
  // Parts of one job ("labour 2,150 and materials 1,375 both ex gst"): the GST is on their sum.
  // (or put as the total: "ex gst, total $1,200 right?")
  const totalSaid = parsed.query.amounts.find((a) => {
    const at = q.indexOf(a.text);
    return at > 0 && /\b(?:total|all up comes to|comes to|makes it)\b[^$\d.?!]{0,20}$/i.test(q.slice(0, at));
  });
  const result =
    gstResultOf(parsed.query.amounts.map((a) => a.cents)) ?? (parsed.query.amounts.length === 2 ? totalSaid?.cents : undefined);
  const parts = parsed.query.amounts.filter((a) => a.partWork !== undefined && a.cents !== result);
  const summed = parts.length > 1 ? parts.reduce((sum, a) => sum + a.cents, 0) : undefined;
  const amount: Cents = summed ?? (m?.[3] ? dollars * 1000 : dollars);
  const sumNote = summed !== undefined ? `${parts.map((a) => formatCents(a.cents)).join(' + ')} = ` : '';
  const used = entries('gst-rate');
  const marks = markersOf(used, cites);
  const exclusiveAmount =
    (single?.gst === 'excl' || EXCLUSIVE_AMOUNT_RE.test(q) || BOTH_EXCLUSIVE_RE.test(q)) && !WITHOUT_GST_ASKED_RE.test(q);
  if (!exclusiveAmount && (single?.gst === 'incl' || INCLUSIVE_RE.test(q))) {
    const gst = gstInInclusive(amount);
    return {
      lines: [
        `**${confirmPrefix(q, gst, amount, [], [amount - gst])}${sumNote}${formatCents(amount)} incl GST holds ${formatCents(gst)} GST** (one eleventh, 1/11, at ${formatRuleValue(rule)}, to the nearest cent), so ${formatCents(amount - gst)} ex GST ${marks}`,
      ],
      entries: used,
      complete: true,
    };
  }
  const gst = gstOn(amount);
  return {
    lines: [
      `**${confirmPrefix(q, gst, amount, [], [amount + gst])}GST on ${sumNote}${formatCents(amount)} is ${formatCents(gst)}** (${formatRuleValue(rule)}, rounded to the cent the way your invoices do), so ${formatCents(amount + gst)} incl GST ${marks}`,
    ],
    entries: used,
    complete: true,
  };
}

/** QLD's 20% deposit row applies when more than half the work (by value) is made off-site: both must be said. */
const OFF_SITE = /\b(off[- ]?site|prefab\w*|pre-?fabricated|made[- ]to[- ]measure|factory|factories|kit homes?|modular)\b/i;
const MAJORITY = /\b(more than half|over half|most(?:ly)?|majority|(?:over|more than)\s*50\s?(?:%|per\s?cent))/i;
function offSiteOverHalf(q: string): boolean {
  // "about 70% of it gets built in the factory": a share over half said as a percentage
  const share = [...q.matchAll(/(\d+(?:\.\d+)?)\s*(?:%|per\s?cent)/gi)].some((m) => Number(m[1]) > 50 && Number(m[1]) <= 100);
  return OFF_SITE.test(q) && (MAJORITY.test(q) || share);
}

/** The subject a "do I need …" question asks about, first the most specific (a contract is often only the context). */
const ASKED_PROMPT: Array<[string, string]> = [
  ['#coolingoff', 'cooling-off'],
  ['#homewarranty', 'home-warranty'],
  ['#contract', 'written-contract'],
];

/** A deposit already paid or held ("transferred the deposit", "keep the whole deposit"), not one still to be taken. */
const DEPOSIT_HELD =
  /\b(?:transferred|paid|took|taken|received|got|had|holding|hold|keep|kept|refund\w*|give back|return|returned)\b[^.?!]{0,25}\bdeposit\b|\bdeposit\b[^.?!]{0,15}\b(?:paid|transferred|received|came through|went through|cleared|in the bank)\b/i;
/** A cap put in words before its figure: "can't take more than", "no more than", "max is", "capped at", "only". */
const CAP_PUT =
  /\b(?:can'?t|cannot|cant|not allowed to|no more than|more than|max(?:imum)?(?: of| is)?|cap(?:ped)?(?: at| is| of)?|limit(?:ed)?(?: to| at| is| of)?|only(?: allowed)?|up to)\s+(?:(?:take|charge|ask for|get|collect)\s+)?(?:a\s+)?$/i;
const DEPOSIT_PERCENT =
  /\d\s*(?:%|per\s?cent)\s*(?:of (?:the |a )?(?:price|contract|job|total) )?(?:as (?:a |the )?|for (?:a |the )?)?(?:deposit|upfront|up front|down)\b|\b(?:deposit|upfront|up front)\b[^.?!\d]{0,20}\d+(?:\.\d+)?\s*(?:%|per\s?cent)|\d\s*(?:%|per\s?cent)\s+(?:ok|okay|fine|allowed|legal)\b/i;

/** "Must we have …", "does it have to be …", "is it required": a requirement asked, whatever word the parse reads. */
const MUST_BE =
  /\b(?:must|have to|has to|need to|needs to|got to|gotta|required|compulsory|mandatory|(?:i|we|you|u) (?:need|needs) (?:the|a|an|my|our|to)\b)\b/i;
/** "… before we take / grab the deposit": the deposit is when the thing asked is needed. */
const BEFORE_DEPOSIT = /\bbefore\b[^.?!]{0,40}\b(?:deposit|any money|money upfront|payment)\b/i;
const DEPOSIT_ENTRY: Record<string, string> = { NSW: 'nsw-deposit', VIC: 'vic-deposit', QLD: 'qld-deposit', WA: 'wa-deposit' };
const GENERIC_JOB = /\b(what (?:applies|do i need|paperwork|is needed|s needed)|whats needed|what rules)\b/i;

/**
 * "the threshold is $3,300", "the 5k threshold", "still 10k", "don't gotta register till I hit 100k", "only once you're
 * over 10 grand", "only needed on jobs over 50 grand": the amount quoted is a rule's figure, not a job's value.
 */
export const QUOTES_AMOUNT_FIGURE =
  /\b(?:till|until|til|unless|before|once)\s+(?:i|you|u|we|they|he|she|it|the (?:job|work|contract|turnover|price)(?: is)?)?\s*(?:hit|hits|reach|reaches|get to|gets to|go over|goes over|get over|gets over|go past|goes past|am over|'m over|are over|'re over|is over|turn over|earn|make|do)\s+(?:over\s+|more than\s+)?(?:\$\s?)?\d|\b(?:threshold|limit|trigger|cut-?off)\s+(?:(?:is|still|of|at|now)\s+)*(?:\$\s?)?\d|\b(?:threshold|limit|trigger|cut-?off)\s+(?:(?:for|in|on)\s+)(?:[a-z]+\s+){1,3}?(?:is|'s)\s+(?:still\s+|now\s+)?(?:\$\s?)?\d|\d[\d,.]*\s*(?:k|grand)?\s+(?:threshold|limit|trigger|cut-?off)\b|\bstill\s+(?:\$\s?)?\d|\b(?:kicks?|kicked|kicking|comes?|coming) in (?:at|over|above|from|once (?:you'?re |it'?s |you go )?(?:over|above|past)?)\s*(?:\$\s?)?\d|\b(?:starts?|applies|apply) (?:at|from|once)\s+(?:\$\s?)?\d|\bonly (?:need(?:ed|s)?|required|have to|has to)\b[^.?!$\d]{0,40}\b(?:over|above|from)\s+(?:\$\s?)?\d/i;

/** The deposit and the cover put in an order: "take the deposit now and sort the DBI after", "before we sort the DBI". */
const DEPOSIT_BEFORE_COVER =
  /\bdeposit\b[^.?!]{0,90}\b(?:before|after|afterwards|later|next week|tomorrow)\b|\b(?:before|after|until|till)\b[^.?!]{0,60}\bdeposit\b/i;

/** Deposit cap and the quote's threshold prompts for a price in a state. */
function priceTool(q: string, parsed: ParsedQuestion, cites: CitationList): ToolResult | null {
  const amount = parsed.amountCents;
  const state = parsed.state;
  if (amount === undefined || !state || amount <= 0) return null;
  // "Mate reckons HBCF is only needed on jobs over 50 grand, is that right": the one amount is the rule's figure claimed,
  // judged against the rule (answer.ts, confirm-amount), not a job to price.
  // ("QLD deposit cap is 10% under 20k — have I got that right?": the amount is the band of the rate claimed)
  if (parsed.query.amounts.length === 1 && RATE_BAND_CLAIMED.test(q) && CHECK_TAG.test(q)) return null;
  // (so is a claim told with no question: "boss reckons WA home indemnity only kicks in over 50k")
  if (parsed.query.amounts.length === 1 && QUOTES_AMOUNT_FIGURE.test(q) && (CHECK_TAG.test(q) || (CLAIM_TOLD.test(q) && !q.includes('?'))))
    return null;
  // "Can we take the deposit now and sort the DBI certificate after?", "client pays the deposit today, I organise the
  // HBCF next week, ok?": leave to take the money before the cover is asked (answer.ts, the before rule), not how much
  // the deposit may be. ("Do I have to sort the cover before I take the deposit?" asks the need: the quote's rule.)
  if (parsed.concepts.includes('#homewarranty') && DEPOSIT_BEFORE_COVER.test(q) && parsed.query.attribute !== 'need' && !MUST_BE.test(q))
    return null;
  const wantsDeposit = parsed.concepts.includes('#deposit');
  if (wantsDeposit && depositUnheld(state, amount)) return { lines: [], entries: [], complete: false, unheld: 'the maximum deposit' };
  const wantsPrompts = ['#contract', '#homewarranty', '#coolingoff'].some((c) => parsed.concepts.includes(c)) || GENERIC_JOB.test(q);
  if (!wantsDeposit && !wantsPrompts) return null;
  const { prompts } = residentialPrompts({ state, totalCents: amount, offSiteWorkOverHalf: offSiteOverHalf(q) });
  const job = `on a ${formatWhole(amount)} job`;
  const lines: string[] = [];
  const used: KbEntry[] = [];
  let headline: string | undefined;
  let verdict: ToolResult['verdict'];
  // "Must we have the HBCF cover in place before we take the deposit?": a requirement asked, the deposit its time.
  const needAsked = parsed.query.attribute === 'need' || (MUST_BE.test(q) && BEFORE_DEPOSIT.test(q));
  for (const p of prompts) {
    if (p.kind === 'deposit-cap' ? !wantsDeposit : !wantsPrompts) continue;
    const text = p.message.replace(/ on this quote\./, ` ${job}.`);
    const marks = `[${cites.cite({ url: p.sourceUrl, grade: p.grade })}]${p.caution ? ' ⚠' : ''}`;
    lines.push(`- ${text} ${marks}`);
    if (p.kind === 'deposit-cap') {
      used.push(...entries(DEPOSIT_ENTRY[state] ?? ''));
      // "In VIC the deposit can be at most 10% for contracts under $20,000: …" → "10% for contracts under $20,000"
      const rule = /at most (.+?): \$/.exec(p.message)?.[1];
      // "Can I take 10% / $3,000?": the asked deposit against the cap, yes or no first.
      // A percentage is the deposit asked only when the question ties it to the deposit ("a 20% deposit", "30% upfront"),
      // not the share of the work built off-site ("about 70% of it gets built in the factory").
      // The percentage the deposit words are tied to ("70 percent of the price is offsite … only take 5 percent deposit"):
      // not the first one the question names.
      // (A share the parse put aside — a mate's deposit in the story — is none.)
      const tied = parsed.percent === undefined ? null : DEPOSIT_PERCENT.exec(q);
      const tiedMatch = tied
        ? [...q.matchAll(/(\d+(?:\.\d+)?)\s*(?:%|per\s?cent)/gi)].find(
            (p) => p.index <= tied.index + tied[0].length && p.index + p[0].length >= tied.index,
          )
        : undefined;
      const tiedPercent = tiedMatch?.[1];
      const percentAsked = tiedPercent !== undefined ? Number(tiedPercent) : undefined;
      // "told her the deposit would be 2,600, is that right?": a smaller sum quoted beside the price is the deposit to check.
      const quotedDeposit = CHECK_TAG.test(q) ? quotedAmounts(q, amount).filter((c) => c < amount) : [];
      const asked =
        parsed.query.depositCents ??
        (percentAsked !== undefined
          ? Math.round((amount * percentAsked) / 100)
          : quotedDeposit.length === 1
            ? quotedDeposit[0]
            : undefined);
      const allowed = asked !== undefined && asked <= (p.maxDepositCents ?? 0);
      // "He reckons we can't take more than 5% deposit, is that right?": the percentage is a cap put for checking —
      // right only when it is the cap.
      const capClaimed = tiedMatch !== undefined && CAP_PUT.test(q.slice(Math.max(0, tiedMatch.index - 40), tiedMatch.index));
      // "Would I get in trouble taking 15%?": over the cap is the yes.
      const verdict =
        asked === undefined
          ? ''
          : capClaimed
            ? asked === p.maxDepositCents
              ? 'Yes — '
              : 'No — '
            : TROUBLE_ASKED.test(q)
              ? allowed
                ? 'No — within the cap: '
                : 'Yes — over the cap: '
              : allowed
                ? 'Yes — '
                : 'No — ';
      // "Do I have to sort the HBCF cover before I take the deposit?": the deposit is when, the cover is what is asked.
      const otherAsked =
        needAsked &&
        ['#homewarranty', '#coolingoff'].some((c) => parsed.concepts.includes(c)) &&
        asked === undefined &&
        !/\b(how much|max\w*|cap|limit|most)\b/i.test(q);
      // "Client already transferred the deposit and I haven't got the DBI sorted — was that ok?", "he wants out, can we
      // keep the whole deposit?": a deposit told in the story, none asked or priced, is no question about its cap.
      const toldOnly =
        asked === undefined &&
        (parsed.storyTerms ?? []).includes('#deposit') &&
        DEPOSIT_HELD.test(q) &&
        !/\b(how much|max\w*|cap|capped|limit|most|percent|per cent)\b|%/i.test(q);
      if (p.maxDepositCents !== undefined && !otherAsked && !toldOnly)
        headline = `**${verdict}${verdict ? 'max' : 'Max'} deposit ${job} in ${state}: ${formatCents(p.maxDepositCents)}**${rule ? ` (${rule})` : ''} ${marks}`;
    }
  }
  // "Does the deposit cap apply at $620,000?": the place caps deposits only for contracts in a band the price is outside.
  if (wantsDeposit && !prompts.some((p) => p.kind === 'deposit-cap')) {
    const outside = depositCapOutside(q, parsed, amount, state, cites);
    if (outside) {
      lines.push(outside.line);
      used.push(...entries(DEPOSIT_ENTRY[state] ?? ''));
      headline = outside.headline(job);
    }
  }
  if (lines.length === 0) return null;
  // "Do I need a cooling-off period / home warranty / a written contract on a $20,000 job?": the quote's own rule for
  // that price is the answer, yes first. (Its absence is not a no: the rule may turn on more than the price.)
  if (!headline && needAsked) {
    const kind = ASKED_PROMPT.find(([c]) => parsed.concepts.includes(c))?.[1];
    const p = kind ? prompts.find((x) => x.kind === kind) : undefined;
    if (p) {
      headline = `**Yes — ${job} in ${state}:** ${p.message.replace(/ on this quote\./, '.').replace(/\.$/, '')} [${cites.cite({ url: p.sourceUrl, grade: p.grade })}]${p.caution ? ' ⚠' : ''}`;
      verdict = { answer: 'yes', ruleIds: [p.ruleId] };
    }
  }
  const result: ToolResult = {
    lines: [`**Worked out for ${formatWhole(amount)} in ${state}** (the same checks your quotes run):`, ...lines],
    entries: used,
    complete: false,
  };
  if (headline) result.headline = headline;
  if (verdict) result.verdict = verdict;
  return result;
}

const SPECIALIST = new Set(['plumbing', 'gas', 'electrical', 'refrigeration']);

/** "over $5,000", "from $7,500 to $500,000", "under $20,000": the contract prices a row's band covers. */
function bandText(band: PriceBand): string {
  const from = band.fromCents !== undefined && band.fromCents > 1 ? band.fromCents : undefined;
  if (from !== undefined && band.toCents !== undefined)
    return `from ${formatWhole(from)} to ${band.toInclusive ? '' : 'under '}${formatWhole(band.toCents)}`;
  if (from !== undefined) return band.fromInclusive ? `of ${formatWhole(from)} or more` : `over ${formatWhole(from)}`;
  if (band.toCents !== undefined) return `${band.toInclusive ? 'up to' : 'under'} ${formatWhole(band.toCents)}`;
  return 'of any price';
}

/**
 * The place caps deposits only for contracts in price bands the job is outside (WA: $7,500 to $500,000): no cap on this
 * job's deposit. A deposit asked ("can I take 20%?") is then allowed as far as the cap goes: yes; "does the cap apply",
 * "max deposit": no. Null when the place has no band-limited cap rows, or one covers the price (the quote check says it).
 */
function depositCapOutside(
  q: string,
  parsed: ParsedQuestion,
  amount: Cents,
  state: string,
  cites: CitationList,
): { line: string; headline: (job: string) => string } | null {
  const rows = rulesFor({ jurisdiction: state as Jurisdiction, topic: 'deposit-cap', date: parsed.query.date, national: false }).filter(
    (r) => r.band !== undefined && !r.condition,
  );
  if (rows.length === 0 || rows.some((r) => inBand(r.band, amount))) return null;
  // A band's floor is the Act's floor for general building work; specialist work (NSW plumbing, gas, electrical) may be
  // covered at any price, so a job of that work below the floor is not said to be outside the cap.
  const below = rows.every((r) => r.band!.fromCents !== undefined && amount <= r.band!.fromCents);
  if (below && parsed.query.work.some((w) => SPECIALIST.has(w))) return null;
  const covered = rows.map((r) => bandText(r.band!)).join(' and ');
  const marks = [...new Set(rows.flatMap((r) => r.sources.map((x) => cites.cite({ url: x.url, grade: x.grade, title: x.title }))))]
    .map((n) => `[${n}]`)
    .join('');
  const statements = rows.map((r) => `${r.statement.replace(/\.$/, '')} (contracts ${bandText(r.band!)})`).join('; ');
  // "Does the 6.5% cap apply?" names the cap, not a deposit asked for.
  const asked =
    !/\b(?:apply|applies|cover|covers|kick in|kicks in)\b/i.test(q) && (parsed.query.depositCents !== undefined || DEPOSIT_PERCENT.test(q));
  return {
    line: `- ${statements}: a ${formatWhole(amount)} contract is outside that, so no deposit cap applies to it. ${marks}`,
    headline: (job) =>
      asked
        ? `**Yes — no deposit cap ${job} in ${state}:** the cap covers contracts ${covered} only ${marks}`
        : `**No — the ${state} deposit cap doesn't apply ${job}:** it covers contracts ${covered} only ${marks}`,
  };
}

const SUPER_Q = /\b(super|superannuation|sg)\b/i;
/** The rate itself asked ("what's the super rate", "what % super do I pay"), not super on an amount. */
const SUPER_RATE_ASKED =
  /\b(?:super(?:annuation)?|sg)(?: guarantee)? (?:rate|percentage|percent)\b|\bwhat (?:%|percent(?:age)?|rate)\b[^?.!]{0,20}\b(?:super|superannuation|sg)\b|\bhow much super\b(?![^?.!]*\$?\d)/i;
const PERIOD_WORD: Record<string, string> = {
  hour: 'hour',
  hr: 'hour',
  h: 'hour',
  hourly: 'hour',
  day: 'day',
  daily: 'day',
  week: 'week',
  wk: 'week',
  weekly: 'week',
  fortnight: 'fortnight',
  fortnightly: 'fortnight',
  month: 'month',
  monthly: 'month',
  year: 'year',
  yearly: 'year',
  annual: 'year',
};
/** "$35 an hour", "per hr", "$38/hr", "p/h", "hourly", "a day", "weekly" … */
const WAGE_PERIOD =
  /\b(?:an?|per|each|every)\s+(hour|hr|day|week|fortnight|month|year)\b|\/\s?(hour|hr|h|day|wk|week)\b|\bp\/?(h)\b|\b(hourly|daily|weekly|fortnightly|monthly|yearly|annual)\b/i;
/** "for 38 hours", "x 5 days", "a 38 hour week", "38 hrs": how many of the rate's periods were worked. */
const COUNT_RE =
  /(?:\b(?:for|x|times|did|worked|works|work|doing)\s*|×\s*|\ba\s+)(\d+(?:\.\d+)?)[\s-]*(hours?|hrs?|days?)\b|\b(\d+(?:\.\d+)?)\s*(hours?|hrs?)\s+(?:a\s+|per\s+)?week\b|\b(\d+(?:\.\d+)?)\s*(hours?|hrs?|days?)\s*(?=(?:@|at)\s*\$?\s?\d)/i;

/** "40 hrs at $34.25", "5 days @ 320": a count of hours or days at a rate says the rate is per hour or per day. */
const COUNT_AT_RATE_RE = /\b\d+(?:\.\d+)?\s*(hours?|hrs?|days?)\s*(?:@|at)\s*\$?\s?\d/i;

function periodOf(q: string): string | undefined {
  const m = WAGE_PERIOD.exec(q);
  const word = m && (m[1] ?? m[2] ?? m[3] ?? m[4]);
  if (word) return PERIOD_WORD[word.toLowerCase()];
  const at = COUNT_AT_RATE_RE.exec(q);
  return at ? (/^d/i.test(at[1]!) ? 'day' : 'hour') : undefined;
}

/** "at $34.25", "@ 320", "$34.25 an hour", "1,200 a week", "38/hr": the amount the period or "at" belongs to. */
const RATE_TIED_RE =
  /(?:@|\bat)\s*\$?\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)\s*(k)?\b(?!\.?\d)(?!\s*(?:%|per\s?cent|hours?|hrs?|days?))|\$?\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)\s*(k)?\s*(?:(?:an?|per|each|every)\s+(?:hour|hr|day|week|wk|fortnight|month|year)\b|\/\s?(?:hour|hr|h|day|wk|week)\b|p\/?h\b)/i;

/** The question with its written dates blanked ("fri 4 dec", "20 june"): a day of the month is never a wage. */
function withoutDates(q: string): string {
  let out = q;
  for (const s of dayMonthSpans(q)) out = out.slice(0, s.at) + ' '.repeat(s.end - s.at) + out.slice(s.end);
  return out;
}

/** A count of periods said in words: one to twelve, and "a couple of". */
const COUNT_WORDS: Readonly<Record<string, number>> = { ...ONE_TO_TWENTY, 'a couple of': 2 };
/**
 * "3 weeks at $1,100 a week", "two fortnights' pay of $2,000 each": how many weeks, fortnights or months of a wage per
 * week, fortnight or month. Not a span that dates something ("due in 4 weeks", "2 weeks ago").
 */
const LONG_COUNT_RE =
  /(?<!\b(?:in|within|after|before|every|each|per|an?|next|last|by)\s+)(?<![\d.,])\b(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of)\s+(weeks?|wks?|fortnights?|months?)\b(?:'|’)?(?!\s+(?:ago|later|late|after|before|from|time|notice)\b)/i;
/** "… wages of 1,500 each": a wage quoted for each of the periods counted. */
const EACH_RE = /\beach\b|\bapiece\b/i;
function longCountOf(q: string, period: string | undefined): { count: number; unit: string; text: string } | null {
  const m = LONG_COUNT_RE.exec(q);
  if (!m) return null;
  const unit = /^w/i.test(m[2]!) ? 'week' : /^f/i.test(m[2]!) ? 'fortnight' : 'month';
  if (period !== unit && !(period === undefined && EACH_RE.test(q))) return null;
  const count = COUNT_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  if (!(count > 1)) return null;
  return { count, unit: `${unit}s`, text: m[0] };
}

/** The number of hours or days worked at a rate per hour or day, with the words that said it (stripped before the rate is read). */
function countOf(q: string, period: string | undefined): { count: number; unit: string; text: string } | null {
  if (period !== 'hour' && period !== 'day') return longCountOf(q, period);
  const m = COUNT_RE.exec(q);
  if (!m) return null;
  const count = Number(m[1] ?? m[3] ?? m[5]);
  const unit = /^d/i.test(m[2] ?? m[4] ?? m[6] ?? '') ? 'day' : 'hour';
  if (unit !== period || !(count > 0)) return null;
  return { count, unit: `${unit}${count === 1 ? '' : 's'}`, text: m[0].replace(/\$$/, '') };
}

const DOLLAR_RE = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k|grand)?\b/i;
const NOT_A_COUNT_RE =
  /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k|grand)?\b(?!\.?\d|\s*(?:clear\s+|business\s+|working\s+|calendar\s+)?(?:days?|weeks?|months?|years?|yrs?|hours?|hrs?)\b|\s*(?:%|per\s?cent\b)|\s*(?:on the books|blokes|guys|lads|boys|staff|workers|employees|apprentices|people)\b)/i;

const PER_TEXT: Record<string, string> = {
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  fortnight: 'a fortnight',
  month: 'a month',
  year: 'a year',
};

/** Super on wages: the super-guarantee row in force on the question's date × the wages asked about (rate × hours or days). */
const BACK_PAY_RE =
  /\bback[- ]?pay\b|\b(?:owed|owing|arrears)\b|\bpay(?:ing)? (?:\w+ ){0,3}for (?:the )?(?:period|weeks?|months?|fortnight)\b/i;
const PAID_NOW_RE = /\b(?:today|now|this week|tomorrow|paying|about to pay|going to pay|gonna pay)\b/i;
/** The day the question was asked (its `date` when no other date was named). */
function todayOf(parsed: ParsedQuestion): string {
  return parsed.query.today ?? parsed.query.date;
}

/** The total of several pays asked ("the super on the lot", "all up"). */
const WAGES_SUMMED = /\b(?:on the lot|the lot|all up|altogether|in total|total|both|combined|all of it|the two)\b/i;
/** Between two pays, the period of the first ("1.2k one week and 950 the next"). */
const PERIOD_GAP =
  /^\s*(?:(?:one|this|last|the first|a|that|the one|the other)\s+(?:week|wk|fortnight|month|pay(?: ?run)?)\s*,?\s*)?(?:,|and|&|\+|plus|then)\s*(?:then\s*)?\$?\s*$/i;

/** Wages written one after another, joined only by commas, "and", "&", "+" or "then": each pay, to be summed. */
function wagesListed(q: string, parsed: ParsedQuestion): Cents[] {
  const found = parsed.query.amounts
    .map((a) => ({ a, at: q.indexOf(a.text) }))
    .filter((x) => x.at >= 0)
    .sort((x, y) => x.at - y.at);
  if (found.length < 2) return [];
  // "1.2k one week and 950 the next, what's the super on the lot": wages of several pay periods, summed when asked.
  const periods = WAGES_SUMMED.test(q);
  for (let i = 1; i < found.length; i++) {
    const gap = q.slice(found[i - 1]!.at + found[i - 1]!.a.text.length, found[i]!.at);
    if (!/^\s*(?:,|and|&|\+|plus|then)?\s*(?:and\s*|then\s*)?\$?\s*$/i.test(gap) && !(periods && PERIOD_GAP.test(gap))) return [];
  }
  return found.map((x) => x.a.cents);
}

/** "the 22-23 year", "FY2023-24", "2022–23": a financial year said, as the ISO date of its middle (1 January). */
const FINANCIAL_YEAR_RE = /\b(?:fy\s?)?(?:20)?(\d{2})\s?[-–/]\s?(?:20)?(\d{2})\b(?!\s*(?:%|k\b|grand|days?|hours?|m\b))/i;
function financialYearDate(q: string): string | undefined {
  const m = FINANCIAL_YEAR_RE.exec(q);
  if (!m) return undefined;
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (b !== (a + 1) % 100 || a < 10 || a > 40) return undefined;
  return `20${m[2]}-01-01`;
}

/** "(2022–23)" in a figure's label: the financial year it held, 1 July to 30 June. */
function labelYear(label: string | undefined): { from: string; to: string; text: string } | null {
  const m = /\((\d{4})[–-](\d{2})\)/.exec(label ?? '');
  if (!m) return null;
  const y = Number(m[1]);
  if ((y + 1) % 100 !== Number(m[2])) return null;
  return { from: `${y}-07-01`, to: `${y + 1}-06-30`, text: `${m[1]}–${m[2]}` };
}

/**
 * A rate before the dated rule rows begin (super before 1 July 2024): the superseded fact's figure labelled with the
 * financial year the date falls in. Null when no figure covers the date (never a neighbouring year's rate).
 */
function oldSuperRate(date: string): { percent: number; year: string; entry: KbEntry } | null {
  const entry = getEntry('old-super-guarantee-rates');
  for (const f of entry?.figures ?? []) {
    const y = labelYear(f.label);
    if (y && f.percent !== undefined && y.from <= date && date <= y.to) return { percent: f.percent, year: y.text, entry: entry! };
  }
  return null;
}

/** A share said as a percentage: "12%", "11.5 per cent". */
const PERCENT_SAID = /(\d+(?:\.\d+)?)\s*(?:%|per ?cent)/i;
const PERCENT_SAID_G = new RegExp(PERCENT_SAID.source, 'gi');
/**
 * "170 bucks super", "$174 in super", "put 170 into super": an amount said as the super paid, not the wages ("1850 for
 * super" is the wage the super is asked on).
 */
const SUPER_AMOUNT_SAID =
  /\$?\s?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?\s*(?:bucks|dollars)?\s+(?:of |in |into |as (?:the )?)?(?:super|superannuation)\b(?! on\b)/i;
/** Put for confirmation: "was that the right rate", "is 170 enough", "…, correct?". */
const CHECK_ASKED = /\b(?:right|correct|enough|true|ok|okay|short|under|legit)\b|\?\s*$/i;

/**
 * "Back in March 2025 I paid super at 12%, was that the right rate then?": a super rate stated, with no wage, is checked
 * against the rate for wages paid on the question's date (the dated row, or the old rate of that financial year).
 */
function superRateConfirmed(
  q: string,
  parsed: ParsedQuestion,
  cites: CitationList,
  date: string,
  rule: ReturnType<typeof rulesFor>[number] | undefined,
): ToolResult | null {
  const said = PERCENT_SAID.exec(q);
  if (!said || !CHECK_ASKED.test(q) || SUPER_RATE_ASKED.test(q.replace(PERCENT_SAID, ' '))) return null;
  // Any wage or other amount beside the rate makes it super on that amount ("12% of 1850"), not the rate checked.
  const left = withoutDates(q)
    .replace(PERCENT_SAID_G, ' ')
    .replace(/\b(?:19|20)\d{2}\b/g, ' ')
    .replace(/\b\d+(?:\.\d+)?\s*(?:business |working )?(?:days?|hours?|hrs?|weeks?|months?|years?)\b/gi, ' ');
  if (/\d/.test(left)) return null;
  const old = rule ? null : oldSuperRate(date);
  const percent = rule?.value.kind === 'percent' ? rule.value.percent : old?.percent;
  if (percent === undefined) return null;
  const used = old ? [old.entry, ...entries('super-guarantee-12')] : entries('super-guarantee-12');
  const stated = Number(said[1]);
  const reason = parsed.query.dateReason;
  const when = reason ? `for wages paid ${wagesPaidWhen(date, reason)} was` : 'is';
  const head =
    stated === percent ? `Yes — the super guarantee ${when} ${percent}%` : `No — the super guarantee ${when} ${percent}%, not ${stated}%`;
  const statement = rule ? rule.statement.replace(/\.$/, '') : 'It is 12% for wages paid from 1 July 2025';
  return { lines: [`**${head}:** ${statement} ${markersOf(used, cites)}`], entries: used, complete: true };
}

/** "Paid him 1,450, is 170 bucks super enough": super worked out on the wage, against the amount said. */
function superChecked(
  q: string,
  parsed: ParsedQuestion,
  cites: CitationList,
  rule: ReturnType<typeof rulesFor>[number],
  wages: Cents,
): ToolResult | null {
  if (rule.value.kind !== 'percent') return null;
  const superCents = Math.round((wages * rule.value.percent) / 100);
  const used = entries('super-guarantee-12');
  const dated = parsed.query.dateReason
    ? ` (the rate in force for wages paid ${wagesPaidWhen(parsed.query.date, parsed.query.dateReason)})`
    : '';
  const paid = quotedAmounts(q, wages).at(-1);
  const sum = `super on ${formatWhole(wages)} of wages is ${formatCents(superCents)}`;
  // Short by a dollar or more is short; over it is more than the minimum, which is allowed.
  const head =
    paid === undefined || !CHECK_ASKED.test(q)
      ? `${sum[0]!.toUpperCase()}${sum.slice(1)}`
      : paid + 100 <= superCents
        ? `No — ${formatCents(paid)} is short: ${sum}`
        : `Yes — ${formatCents(paid)} covers it: ${sum}`;
  return {
    lines: [`**${head}** — ${formatRuleValue(rule)} super guarantee${dated}, on ordinary time earnings ${markersOf(used, cites)}`],
    entries: used,
    complete: true,
  };
}

function superTool(q: string, parsed: ParsedQuestion, cites: CitationList): ToolResult | null {
  // (or said by another of its names: "how much pension I must pay for my worker")
  if (!SUPER_Q.test(q) && !parsed.concepts.includes('#super')) return null;
  // "Paid him 920 on Friday — how long have I got for his super to land?": when it is due is asked, not how much.
  if (parsed.query.attribute === 'deadline' && !/\bhow much\b|\bwhat(?:'s| is)? (?:the )?(?:amount|super on)\b/i.test(q)) return null;
  // "12% of 1850 for super": a share of an amount asked beside the word super is super on that amount.
  // "What was the super rate in 22-23?": the rate of a year before the dated rows, asked with no wages.
  const fyText = FINANCIAL_YEAR_RE.exec(q)?.[0];
  const fyDate = financialYearDate(q);
  // "24-25" is a year, never $24 of wages.
  const amounts = parsed.query.amounts.filter((a) => !(fyDate && fyText && fyText.includes(a.text.replace(/^\$/, ''))));
  const rateThen = SUPER_RATE_ASKED.test(q) && amounts.length === 0 && (fyDate ?? parsed.query.dateReason);
  if (
    !rateThen &&
    !/\b(wages?|pay|paid|earn\w*|salary|week|fortnight|month|hour|hr|day|apprent\w*|labou?rers?|offsiders?|casuals?|staff|worker|employ\w*|(?:got|gets|getting|grossed?) \$?\d|on \$?\d)|\/\s?h|%\s*(?:of|on)\s*\$?\d/i.test(
      q,
    )
  )
    return null;
  // Super goes by the day the wages are paid: back pay for an earlier period paid now takes today's rate.
  const backPay = BACK_PAY_RE.test(q) && parsed.query.dateReason !== undefined && PAID_NOW_RE.test(q);
  const fy = backPay ? undefined : fyDate;
  const date = backPay ? todayOf(parsed) : (fy ?? parsed.query.date);
  const rule = rulesFor({ jurisdiction: 'AU', topic: 'rate', work: ['wages'], date })[0];
  const confirmed = superRateConfirmed(q, parsed, cites, date, rule);
  if (confirmed) return confirmed;
  if (!rule) {
    const old = oldSuperRate(date);
    return old ? oldSuperTool(q, parsed, cites, old, date, fy !== undefined, amounts.length === 1 ? amounts[0]!.cents : undefined) : null;
  }
  if (rule.value.kind !== 'percent') return null;
  // A year said in the rows' time but not today's ("in 24-25"): the dated rows' answer says it, not this tool.
  if (rateThen && fy === undefined) return null;
  if (rateThen) {
    const used = entries('super-guarantee-12');
    const year = `20${/(\d{2})$/.exec(String(Number(fy!.slice(2, 4)) - 1).padStart(2, '0'))![1]}–${fy!.slice(2, 4)}`;
    return {
      lines: [
        `**The super guarantee was ${formatRuleValue(rule)} for the ${year} financial year**: ${rule.statement.replace(/\.$/, '')} ${markersOf(used, cites)}`,
      ],
      entries: used,
      complete: true,
    };
  }
  // "Paid him 1,450, is 170 bucks super enough": the amount said as the super is the figure to check, not the wages.
  const superSaid = SUPER_AMOUNT_SAID.exec(q);
  if (superSaid) {
    const wageQ = `${q.slice(0, superSaid.index)} ${q.slice(superSaid.index + superSaid[0].length)}`;
    const others = amounts.filter((a) => !superSaid[0].includes(a.text.replace(/^\$/, '')));
    const fromText = NOT_A_COUNT_RE.exec(
      withoutDates(wageQ)
        .replace(PERCENT_SAID_G, ' ')
        .replace(/\b(?:19|20)\d{2}\b/g, ' '),
    );
    const wage = others[0]?.cents ?? (fromText ? parseDollars(`${fromText[1]}${fromText[2] ? `.${fromText[2]}` : ''}`) : null);
    if (wage !== null && wage !== undefined && wage > 0 && rule?.value.kind === 'percent')
      return superChecked(q, parsed, cites, rule, wage);
  }
  const count = countOf(q, periodOf(q));
  // "4 weeks' wages of 1,500 each": the wage is per period counted.
  const period = periodOf(q) ?? (count && !/^(?:hour|day)/.test(count.unit) ? count.unit.replace(/s$/, '') : undefined);
  // The rate is the amount that is not the count of hours or days (nor a year).
  // A percentage is a rate, never a wage ("paid super at 12% on wages").
  const rest = withoutDates(count ? q.replace(count.text, ' ') : q)
    .replace(/\b(?:19|20)\d{2}\b/g, ' ')
    .replace(PERCENT_SAID_G, ' ');
  const dates = dayMonthSpans(q);
  // "40 hrs at $34.25", "$34.25 an hour": the amount tied to the rate's period is the rate, whatever else is quoted.
  const tied = RATE_TIED_RE.exec(withoutDates(count ? q.replace(count.text, ' at ') : q));
  const tiedDollars = tied ? parseDollars((tied[1] ?? tied[3])!.replace(/,/g, '')) : null;
  const tiedRate = tiedDollars !== null && tiedDollars > 0 ? Math.round(tiedDollars * ((tied?.[2] ?? tied?.[4]) ? 1000 : 1)) : undefined;
  const fromParse =
    tiedRate ??
    parsed.query.amounts.find(
      (a) =>
        (!count || a.cents !== Math.round(count.count * 100)) && !dates.some((d) => d.at <= q.indexOf(a.text) && q.indexOf(a.text) < d.end),
    )?.cents;
  // A number of days or hours is no wage ("within 7 business days of payday"), unless written with a $.
  const m = fromParse === undefined ? (DOLLAR_RE.exec(rest) ?? NOT_A_COUNT_RE.exec(rest)) : undefined;
  const dollars = m ? parseDollars(`${m[1]}${m[2] ? `.${m[2]}` : ''}`) : null;
  const rate = fromParse ?? (dollars !== null && dollars > 0 ? Math.round(dollars * (m?.[3] ? 1000 : 1)) : undefined);
  // "What's the super rate on wages I pay this week?": no wage to work on, the rate in force on the day paid is asked.
  if (rate === undefined) {
    // Another date ("wages paid in may 2025") is the dated rows' answer (the rule in force then, said as such).
    if (!SUPER_RATE_ASKED.test(q) || parsed.query.dateReason) return null;
    const used = entries('super-guarantee-12');
    return {
      lines: [`**The super guarantee rate is ${formatRuleValue(rule)}**: ${rule.statement.replace(/\.$/, '')} ${markersOf(used, cites)}`],
      entries: used,
      complete: true,
    };
  }
  // "paid 3 blokes 1,240, 1,180 and 990": wages listed one after another are summed (never a rate beside a count).
  const listed = count || tiedRate !== undefined ? [] : wagesListed(q, parsed);
  const wages = count ? Math.round(rate * count.count) : listed.length > 1 ? listed.reduce((a, b) => a + b, 0) : rate;
  const superCents = Math.round((wages * rule.value.percent) / 100);
  const used = entries('super-guarantee-12');
  const marks = markersOf(used, cites);
  const per = period ? ` ${PER_TEXT[period]}` : '';
  const dated = backPay
    ? ` (super goes by the day the wages are paid, not the period they are for: the rate in force on ${date})`
    : parsed.query.dateReason
      ? ` (the rate in force on ${parsed.query.date}, ${parsed.query.dateReason})`
      : '';
  const head = count
    ? `Super on ${formatWhole(rate)}${per} × ${count.count} ${count.unit} = ${formatCents(wages)} of wages: ${formatCents(superCents)}`
    : listed.length > 1
      ? `Super on ${listed.map((c) => formatWhole(c)).join(' + ')} = ${formatCents(wages)} of wages: ${formatCents(superCents)}`
      : `Super on ${formatWhole(rate)}${per} of wages: ${formatCents(superCents)}${per}`;
  return {
    lines: [
      `**${confirmPrefix(q, superCents, wages, [rate, ...(count ? [Math.round(count.count * 100)] : [])])}${head}** — ${formatRuleValue(rule)} super guarantee${dated}, on ordinary time earnings ${marks}`,
    ],
    entries: used,
    complete: true,
  };
}

/**
 * Super on wages paid before the dated rows begin ("back in November 2023 I paid 1,850"), or the rate of such a year
 * ("what was the super rate in 22-23"): the old rate of that financial year, said as the rate then, with today's.
 */
function oldSuperTool(
  q: string,
  parsed: ParsedQuestion,
  cites: CitationList,
  old: { percent: number; year: string; entry: KbEntry },
  date: string,
  yearSaid: boolean,
  wages: Cents | undefined,
): ToolResult | null {
  const used = [old.entry, ...entries('super-guarantee-12')];
  const marks = `${markersOf(used, cites)}${old.entry.caution || old.entry.source.grade === 'C' ? ' ⚠' : ''}`;
  const when = yearSaid
    ? `the ${old.year} financial year`
    : `wages paid on ${date}${parsed.query.dateReason ? ` (${parsed.query.dateReason})` : ''}, in ${old.year}`;
  if (wages === undefined) {
    if (!SUPER_RATE_ASKED.test(q) && !/\brate\b|%|\bper ?cent/i.test(q)) return null;
    return {
      lines: [`**The super guarantee was ${old.percent}% for ${when}** — it is 12% for wages paid from 1 July 2025 ${marks}`],
      entries: used,
      complete: true,
    };
  }
  const superCents = Math.round((wages * old.percent) / 100);
  return {
    lines: [
      `**Super on ${formatWhole(wages)} of wages: ${formatCents(superCents)}** — ${old.percent}% super guarantee, the rate for ${when} (12% for wages paid from 1 July 2025), on ordinary time earnings ${marks}`,
    ],
    entries: used,
    complete: true,
  };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "Fri 4 December 2026": the month in full, as a date is written in a letter. */
function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(iso)]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** "When is super due", "how long have I got to pay the super", "super deadline": the due date of super, not its amount. */
const SUPER_DUE_RE =
  /\b(?:due|deadline|last day|latest (?:day|date)|(?:hit|reach|be in|land in|get to) the fund|by when|when (?:do|does|must|should|have|has|is|are)\b|how long|how many (?:business |working )?days|pay(?:ing)? (?:it|the super|super) by|get (?:it|the super|super) in)\b/i;
const QUARTER_NAMES = ['January–March', 'April–June', 'July–September', 'October–December'];
/** A payday the question names as a word, not a date. */
const PAYDAY_WORD_RE = /\b(today|tomorrow|yesterday)\b/i;

/**
 * Super's due date for a payday (from the date the question gives): from 1 July 2026 (Payday Super) 7 business days
 * after the payday, counting out weekends and the public holidays of the state named (national ones otherwise);
 * before then the quarterly due date of the quarter the wages were paid in.
 */
function superDueTool(q: string, parsed: ParsedQuestion, cites: CitationList): ToolResult | null {
  if (!SUPER_Q.test(q) || !SUPER_DUE_RE.test(q)) return null;
  const given = parsed.query.dateReason?.startsWith('the date you gave') ? parsed.query.date : undefined;
  const word = PAYDAY_WORD_RE.exec(q)?.[1]?.toLowerCase();
  const today = parsed.query.dateReason ? undefined : parsed.query.date;
  // "Super for Jan to March this year": a quarter's wages, dated by the quarter's last month (the quarterly rule only).
  const quarterSaid = parsed.query.dateReason?.endsWith(MONTH_RANGE_REASON) ? parsed.query.date : undefined;
  const payday =
    given ?? quarterSaid ?? (word && today ? addDaysIso(today, word === 'tomorrow' ? 1 : word === 'yesterday' ? -1 : 0) : undefined);
  if (!payday) return null;
  const rows = rulesFor({ jurisdiction: 'AU', topic: 'notice-deadline', work: ['super'], date: payday });
  const payday7 = rows.find((r) => r.id === 'payday-super-7-business-days');
  const extended = rows.find((r) => r.id === 'payday-super-extended-20-business-days');
  if (quarterSaid && payday7) return null;
  if (payday7 && payday7.value.kind === 'days') {
    const due = addWeekdays(payday, payday7.value.days, holidaySkip(parsed.state));
    const used = entries('payday-super');
    const marks = markersOf(used, cites);
    return {
      lines: [
        `**Super on wages paid ${longDate(payday)} must reach the fund by ${longDate(due)}** — ${payday7.value.days} business days after payday under Payday Super (from 1 July 2026), ${holidaysCounted(payday, due, parsed.state)}. ${extended ? `Where the extended period applies (such as a new employee's first contribution) it is ${formatRuleValue(extended)} ` : ''}${marks}`,
      ],
      entries: used,
      // the dated line is the answer: it leads, with its rule below (never a prose sentence of the rule above it)
      complete: true,
    };
  }
  // Wages paid before 1 July 2026: the quarter's due date (28 days after the quarter ends; 28 Jan for Oct–Dec).
  const [y, m] = payday.split('-').map(Number) as [number, number];
  const quarter = Math.floor((m - 1) / 3);
  const due = [`${y}-04-28`, `${y}-07-28`, `${y}-10-28`, `${y + 1}-01-28`][quarter]!;
  const used = entries('super-due-dates');
  const marks = markersOf(used, cites);
  return {
    lines: [
      `**Super on wages paid ${quarterSaid ? `in the ${QUARTER_NAMES[quarter]} ${y} quarter` : longDate(payday)} was due by ${longDate(due)}** — before Payday Super (1 July 2026) super was paid quarterly, due on the 28th of the month after each quarter (28 Jan, 28 Apr, 28 Jul, 28 Oct) ${marks} ⚠`,
    ],
    entries: used,
    complete: true,
  };
}

/** "How much do I hold back", "what do I keep": the withholding on the payment is asked, not only its rate. */
const WITHHOLD_SUM_ASKED = /\bhow much\b|\bwhat(?:'s|s| is| do| should| amount)\b|\b(?:work out|calc\w*|figure out)\b/i;
/** "Do I have to withhold": the yes/no of withholding on this payment. */
const WITHHOLD_YES_NO =
  /\b(?:do|does|must|should|have to|has to|need to|needs to|gotta|(?:have|has|ha(?:ve|s) (?:i|we|you|he|she)) got to|required to|meant to|supposed to)\b/i;
/**
 * Another question about no-ABN withholding than its sum (the penalty, when to report it, the exemptions a supplier's
 * statement or age brings, the old rate): the knowledge base answers those.
 */
const WITHHOLD_OTHER_ASKED =
  /\b(?:penalt\w*|fines?|when|how long|report\w*|lodge\w*|forms?|statement|hobby|private|used to|old rate|history)\b|\b(?:49|46\.5)\s*(?:%|per\s?cent)(?=[^?]*\b(?:was|were|back then|in 20(?:0\d|1[0-7]))\b)|\b(?:was|were|back then|in 20(?:0\d|1[0-7]))\b[^?]*\b(?:49|46\.5)\s*(?:%|per\s?cent)/i;
/** A payee who may be under 18 ("young fella 16", "a teenager", "school kid"): that exemption turns on the age. */
const MINOR =
  /\b(?:under 18|minors?|teen\w*|kids?|school\w*|students?|juniors?|sons?|daughters?|nephews?|nieces?|grand(?:son|daughter|kid)s?|young (?:fella|fellow|bloke|lad|guy|one)s?|1[0-7](?:\s*(?:yo|y\/o|years? old|yr old))?)\b/i;
/**
 * Not a supplier's payment for a business: an employee's wages (PAYG from the tax tables, no ABN involved) or work on
 * one's own home, which the knowledge base answers.
 */
const NOT_A_SUPPLY =
  /\b(?:wages?|salary|employees?|staff|casuals?|apprentices?|payslips?|payroll|tfn|tax file|homeowners?|home owners?|my (?:own )?(?:house|home|place))\b/i;
/** "$300 a week", "weekly", "320 pw": pay by the week. */
const WEEKLY = /\b(?:an?|per|each|every) (?:week|wk)\b|\bweekly\b|\/\s?(?:wk|week)\b|\bpw\b/i;
/** The withholding itself is asked ("hold back", "withhold", "keep back", "take out"), not GST or a tax invoice. */
const WITHHOLD_ASKED =
  /\b(?:withh\w*|(?:hold(?:ing)?|held)(?: \w+)? (?:back|onto)|keep(?:ing)?(?: \w+)? (?:back|aside)|take (?:out|off)|deduct\w*|retain\w*|how much (?:do|should|can|must) (?:i|we) pay|what (?:do|should|can|must) (?:i|we) pay)\b|\b47\s*(?:%|per\s?cent)/i;
/** An age of 18 or more said ("he's 19", "a 22 yo"): a young payee who is no minor. */
const AGE_ADULT =
  /\b(?:(?:is|he'?s|she'?s|aged?|turned) (?:1[89]|[2-9]\d)\b(?!\s*(?:k|grand|bucks|dollars|%|per))|(?:1[89]|[2-9]\d)\s*(?:yo|y\/o|yrs? old|years? old|year-old)\b)/i;

/**
 * "Subbie with no ABN, invoice is $2,400 — how much do I hold back?": the no-ABN withholding rate (the entry's 47%) of
 * the payment, or nothing at all for a payment at or under the entry's exemption ($75 excluding GST).
 */
function noAbnTool(q: string, parsed: ParsedQuestion, cites: CitationList): ToolResult | null {
  const skipped = noAbnSkipped(q, parsed, cites);
  if (skipped) return skipped;
  const youth = noAbnYouth(q, parsed, cites);
  if (youth) return youth;
  const payment = parsed.amountCents;
  if (!parsed.concepts.includes('#noabn') || payment === undefined || payment <= 0) return null;
  const entry = getEntry('no-abn-withholding');
  const youthWeekly = entry?.figures?.find((f) => /under 18/.test(f.label ?? '') && f.amountCents !== undefined)?.amountCents;
  // An age under 18 said with a weekly pay over the under-18 figure: that exemption is out, the rate applies.
  const overYouth = youthWeekly !== undefined && AGE_UNDER_18.test(q) && WEEKLY.test(q) && payment > youthWeekly;
  // "Young bloke, he's 19": a young payee whose age is said as 18 or more has no under-18 exemption to weigh.
  const adult = AGE_ADULT.test(q) && !AGE_UNDER_18.test(q);
  if (!WITHHOLD_ASKED.test(q) || WITHHOLD_OTHER_ASKED.test(q) || (MINOR.test(q) && !overYouth && !adult) || NOT_A_SUPPLY.test(q))
    return null;
  // The 47% rate is in force from 1 July 2017: a payment dated earlier took the old rate, where the old fact's years
  // cover its date.
  if (entry && parsed.query.date < '2017-07-01') return oldNoAbnTool(parsed, cites, payment, entry);
  if (!entry) return null;
  const percent = entry.figures?.find((f) => f.percent !== undefined)?.percent;
  // A weekly pay within the under-18 figure ($350 a week) may be exempt by the payee's age: the facts answer that.
  if (youthWeekly !== undefined && WEEKLY.test(q) && payment <= youthWeekly && !adult) return null;
  const exempt = entry.figures?.find((f) => f.exempts && f.amountCents !== undefined)?.amountCents;
  if (percent === undefined || exempt === undefined) return null;
  // "Do I have to withhold on it?": the facts' own yes/no leads (with the exemptions they weigh); the sum goes below it.
  const yesNo = !overYouth && !WITHHOLD_SUM_ASKED.test(q) && WITHHOLD_YES_NO.test(q);
  const marks = `${markersOf([entry], cites)}${entry.caution ? ' ⚠' : ''}`;
  const paid = formatWhole(payment);
  // The exemption counts the payment without GST: a price said to include it is compared less its GST, and one said
  // to be "ex GST" as said (not the total with GST added that `amountCents` carries).
  const only = parsed.query.amounts.length === 1 ? parsed.query.amounts[0]! : undefined;
  const exGst = only?.gst === 'incl' ? payment - gstInInclusive(payment) : only?.gst === 'excl' ? only.cents : payment;
  if (exGst <= exempt)
    return {
      lines: [
        `${yesNo ? '- ' : '**'}Nothing to withhold on a ${only?.gst === 'excl' ? `${formatWhole(exGst)} ex GST` : paid} payment:${yesNo ? '' : '**'} payments of ${formatWhole(exempt)} or less (excluding GST) need no withholding, ABN or not ${marks}`,
      ],
      entries: [entry],
      complete: !yesNo,
    };
  const withheld = Math.round((payment * percent) / 100);
  // "I hold back 1128 right?": a second sum the question reads as money is the withholding to check.
  const quoted = parsed.query.amounts.map((a) => a.cents).filter((c) => c !== payment);
  const check = quoted.length > 0 && /\b(?:right|correct|is it|is that|yeah|true)\b|\?\s*$/i.test(q);
  // "I have to hold back 49%, don't I?": a rate claimed that is not the rate is wrong, whatever sum follows from it.
  const rateWrong =
    parsed.percent !== undefined && parsed.percent !== percent ? `No — the rate is ${percent}%, not ${parsed.percent}%: ` : '';
  const prefix = rateWrong
    ? `${rateWrong}w`
    : check
      ? Math.abs(quoted.at(-1)! - withheld) < 100
        ? 'Yes — w'
        : 'No — w'
      : overYouth
        ? 'Yes — w'
        : 'W';
  const [open, close] = yesNo ? ['- ', ''] : ['**', '**'];
  // A price said "ex GST" is worked out as said too: whether GST is added to it is the supplier's bill, not the question.
  const exSaid = only?.gst === 'excl' && only.cents !== payment;
  const exWithheld = Math.round((only?.cents ?? 0) * percent) / 100;
  const asSaid = exSaid
    ? `; on the ${formatWhole(only!.cents)} ex GST as quoted (no GST added) that is ${formatCents(Math.round(exWithheld))}`
    : '';
  return {
    lines: [
      `${open}${yesNo ? 'W' : prefix}ithhold ${formatCents(withheld)} of the ${paid} payment${close} (${percent}% where the supplier hasn't quoted an ABN by the time you pay${overYouth ? `; ${paid} a week is over the ${formatWhole(youthWeekly!)} a week an individual under 18 may be paid without withholding` : ''}${asSaid}), so ${formatCents(payment - withheld)} goes to the supplier; register for PAYG withholding and pay the ${formatCents(withheld)} to the ATO with your activity statement ${marks}`,
    ],
    entries: [entry],
    complete: !yesNo,
    // "Do I have to withhold?" over the exemption: yes, said first with the exemption it is over.
    ...(yesNo
      ? {
          headline: `**${rateWrong || 'Yes — '}${exSaid || only?.gst === 'incl' ? `${formatWhole(exGst)} ex GST` : paid} is over the ${formatWhole(exempt)} (excluding GST) a payment must exceed, so withhold ${percent}%:** ${formatCents(exSaid ? Math.round(exWithheld) : withheld)}${exSaid ? ` of ${formatWhole(only!.cents)}` : ` of ${paid}`} ${marks}`,
        }
      : {}),
  };
}

/**
 * "Back in 2016 a labourer with no ABN got paid 900, how much should we have withheld": the superseded rate whose years
 * ("(2014–2017; …)", financial years: 1 July 2014 to 30 June 2017) cover the payment's date, worked out on the payment.
 */
function oldNoAbnTool(parsed: ParsedQuestion, cites: CitationList, payment: Cents, current: KbEntry): ToolResult | null {
  const old = getEntry('old-no-abn-withholding-49');
  const years = /\((\d{4})[–-](\d{4})\b/.exec(old?.text ?? '');
  const percent = old?.figures?.find((f) => f.percent !== undefined)?.percent;
  if (!old || !years || percent === undefined) return null;
  const from = `${years[1]}-07-01`;
  const to = `${years[2]}-06-30`;
  const date = parsed.query.date;
  if (date < from || date > to) return null;
  const withheld = Math.round((payment * percent) / 100);
  const now = current.figures?.find((f) => f.percent !== undefined)?.percent;
  const used = [old, current];
  return {
    lines: [
      `**Withhold ${formatCents(withheld)} of the ${formatWhole(payment)} payment** — ${percent}%, the no-ABN rate from 1 July ${years[1]} to 30 June ${years[2]} (the rate in force on ${date}${parsed.query.dateReason ? `, ${parsed.query.dateReason}` : ''})${now !== undefined ? `; it is ${now}% from 1 July 2017` : ''} ${markersOf(used, cites)}${current.caution ? ' ⚠' : ''}`,
    ],
    entries: used,
    complete: true,
  };
}

/** Paying a no-ABN supplier without withholding: "paid him in full", "didn't hold anything back", "without withholding". */
const WITHHOLDING_SKIPPED =
  /\bin full\b|\bfull (?:amount|whack|payment|invoice)\b|\bwithout (?:withh\w*|hold\w*|keeping|taking)\b|\b(?:didn'?t|did not|never|don'?t|do not|not) (?:withh\w*|hold\w* (?:\w+ )?back|keep\w* (?:\w+ )?back|take (?:\w+ )?out)\b|\bnot withh\w*\b|\bno withholding\b/i;

/**
 * "Would I cop a penalty if I paid a no-ABN subbie in full?": asked whether leaving out the withholding breaks the rule —
 * yes (the entry's penalty sentence, with the rate), unless the question names a case the exemptions may cover (an
 * under-18 payee, a payment at or under the exempt amount), which the facts answer.
 */
function noAbnSkipped(q: string, parsed: ParsedQuestion, cites: CitationList): ToolResult | null {
  if (!parsed.concepts.includes('#noabn') || !TROUBLE_ASKED.test(q) || !WITHHOLDING_SKIPPED.test(q)) return null;
  if (MINOR.test(q) || NOT_A_SUPPLY.test(q) || /\bhobby|private\b/i.test(q)) return null;
  const entry = getEntry('no-abn-withholding');
  if (!entry || parsed.query.date < '2017-07-01') return null;
  const exempt = entry.figures?.find((f) => f.exempts && f.amountCents !== undefined)?.amountCents;
  if (exempt === undefined || (parsed.amountCents !== undefined && parsed.amountCents <= exempt)) return null;
  const penalty = entry.text.split(/(?<=\.)\s+/).find((x) => /\bpenalt/i.test(x));
  const percent = entry.figures?.find((f) => f.percent !== undefined)?.percent;
  if (!penalty || percent === undefined) return null;
  const marks = `${markersOf([entry], cites)}${entry.caution ? ' ⚠' : ''}`;
  return {
    lines: [
      `**Yes — you can be penalised for not withholding:** ${penalty.replace(/\.$/, '')}${penalty.includes(`${percent}%`) ? '' : ` (the rate is ${percent}% of the payment)`} ${marks}`,
    ],
    entries: [entry],
    complete: true,
  };
}

/** An age said under 18: "16 yo", "he's 17", "aged 15", "under 18". */
const AGE_UNDER_18 =
  /\b(?:under 18|1[0-7]\s*(?:yo|y\/o|yrs?(?: old)?|years?(?: old)?|year-old)|(?:is|he'?s|she'?s|aged?|turned|only|just) 1[0-7])\b/i;

/**
 * "My 16 yo nephew, no ABN, I pay him $300 a week — withhold?": a weekly pay within the under-18 exemption ($350 a week)
 * to a payee whose age is said to be under 18 needs no withholding: both figures said, no first. Over the figure, or
 * with no age said, the facts answer.
 */
function noAbnYouth(q: string, parsed: ParsedQuestion, cites: CitationList): ToolResult | null {
  const payment = parsed.amountCents;
  if (!parsed.concepts.includes('#noabn') || payment === undefined || payment <= 0) return null;
  if (!WITHHOLD_ASKED.test(q) || !AGE_UNDER_18.test(q) || !WEEKLY.test(q) || parsed.query.amounts.length !== 1) return null;
  const entry = getEntry('no-abn-withholding');
  const youthWeekly = entry?.figures?.find((f) => /under 18/.test(f.label ?? '') && f.amountCents !== undefined)?.amountCents;
  if (!entry || youthWeekly === undefined || payment > youthWeekly) return null;
  const marks = `${markersOf([entry], cites)}${entry.caution ? ' ⚠' : ''}`;
  return {
    lines: [
      `**No — nothing to withhold on ${formatWhole(payment)} a week to someone under 18:** an individual under 18 paid ${formatWhole(youthWeekly)} or less a week needs no withholding, ABN or not ${marks}`,
    ],
    entries: [entry],
    complete: true,
  };
}

/** Runs whichever of the product's checks the question asks for; null when none applies. */
export function runTools(q: string, parsed: ParsedQuestion, cites: CitationList): ToolResult | null {
  const due = superDueTool(q, parsed, cites);
  if (due) {
    // "Paid $1,200 on fri 4 dec — how much super and when's it due": both sums, the amount first.
    const amount = superTool(q, parsed, cites);
    return amount ? { ...due, lines: [...amount.lines, ...due.lines], entries: [...amount.entries, ...due.entries] } : due;
  }
  return (
    abnTool(q, cites) ??
    noAbnTool(q, parsed, cites) ??
    gstTool(q, parsed, cites) ??
    superTool(q, parsed, cites) ??
    priceTool(q, parsed, cites)
  );
}
