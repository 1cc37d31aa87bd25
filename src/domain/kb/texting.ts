import { NUMBER_WORDS } from '../number-words';
import { typosSpelt } from './spelling';
import { isStopword, stem } from './text';
import { kbVocabulary } from './vocabulary';

/**
 * How tradies text, read back into plain words before anything else parses the question: greetings that carry no
 * subject ("gd day mate"), texting forms of question words ("wen", "wat", "hw", "u", "2" for "to"). Word-level and
 * general: no question is special-cased. The spelling pass (`spelling.ts`) then corrects subject words by edit
 * distance against the knowledge base's own vocabulary and the slang lexicon.
 */

/** Texting forms of function words → the word. Only forms that are never a subject word of their own. */
/** "When will she get it" → "give her": a person asked about as the one given to. */
const OBJECT_FORM: Record<string, string> = { she: 'her', he: 'him', they: 'them' };

/** A paper a tradie hands over: a certificate, report, notice, form or copy. */
export const PAPER_WORD = String.raw`(?:certs?|certificates?|cocs?|ecocs?|coes|cces|ccews?|cecs?|esc|reports?|notices?|forms?|form \d|paperwork|copy|copies|policy|invoices?)\b`;

const TEXTING: Record<string, string> = {
  // Paperwork texted short: a plumbing compliance certificate, a preliminary notice.
  pcc: 'plumbing compliance certificate',
  prelim: 'preliminary',
  wen: 'when',
  // "whens the ecoc due", "when's it due": the question word the intents read ("when is"), with or without the apostrophe.
  whens: 'when is',
  "when's": 'when is',
  whn: 'when',
  wat: 'what',
  wot: 'what',
  wht: 'what',
  hw: 'how',
  hwo: 'how',
  u: 'you',
  ya: 'you',
  ur: 'your',
  r: 'are',
  abt: 'about',
  bout: 'about',
  shud: 'should',
  shld: 'should',
  wud: 'would',
  cud: 'could',
  dunno: "don't know",
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ta: 'thanks',
  cos: 'because',
  coz: 'because',
  b4: 'before',
  yr: 'year',
  yrs: 'years',
  wk: 'week',
  wks: 'weeks',
  hr: 'hour',
  hrs: 'hours',
  mths: 'months',
  mth: 'month',
  gd: 'good',
  // "is it legit to…": leave asked in slang, read as the law word the asks know.
  legit: 'legal',
  // Agreement and filler ("thats right yeah?"): never subject words, and "yeah" must not be corrected to "year".
  yeah: 'yes',
  yea: 'yes',
  yep: 'yes',
  yup: 'yes',
  nah: 'no',
  nope: 'no',
  thats: 'that',
  // Hedges that carry no subject ("honestly is it …"): dropped, never counted as unknown words. "surely" stays: "surely
  // I don't need X" puts a statement to be confirmed or corrected (answer.ts, STATEMENT_TAG), and search skips it.
  honestly: '',
  basically: '',
  literally: '',
  reckons: 'reckon',
  reckoned: 'reckon',
  nd: 'need',
  ned: 'need',
  iv: "i've",
  im: "i'm",
  doin: 'doing',
  gettin: 'getting',
  workin: 'working',
  lodgin: 'lodging',
  chargin: 'charging',
  supplyin: 'supplying',
  providin: 'providing',
  buyin: 'buying',
  quotin: 'quoting',
  payin: 'paying',
  fittin: 'fitting',
  installin: 'installing',
  puttin: 'putting',
  // Voice typing's ear for a SWMS ("do I need a swims for it"): the word is never a subject of its own here.
  swims: 'swms',
};

/** Two to six letters said one by one ("d b i", "c.o.c", "h b c f"), as voice typing writes an acronym. */
const SPELT_LETTERS = /(?<![\w'’])[a-z](?:[ .]{1,2}[a-z]){1,5}(?![\w'’])\.?/gi;

/**
 * "Do I need d b i on a 14 grand carport", "w a plumber", "in the a c t": an acronym dictated letter by letter, joined
 * when the letters make a word the knowledge base knows ("dbi", "wa", "act"). A leading "a" or "i" that is a word of its
 * own ("need a c o c") stays a word when only the letters after it make one. General: no list of acronyms is kept here.
 */
export function spelledOut(q: string): string {
  const vocabulary = kbVocabulary();
  const known = (w: string) => w.length >= 2 && (vocabulary.has(w) || vocabulary.has(stem(w)));
  return q.replace(SPELT_LETTERS, (m) => {
    const letters = m.toLowerCase().replace(/[^a-z]/g, '');
    if (known(letters)) return letters;
    const head = letters[0]!;
    if ((head === 'a' || head === 'i') && known(letters.slice(1))) return `${head} ${letters.slice(1)}`;
    return m;
  });
}

/**
 * "Is that buildin work needin a licence", "nothin gets moved": a dropped g ("-in", "-in'") put back where only the
 * "-ing" word is known — the knowledge base's or a stopword (never "basin", "drain", "within": words of their own).
 */
export function droppedG(q: string): string {
  const vocabulary = kbVocabulary();
  const known = (w: string) => vocabulary.has(w) || isStopword(w);
  return q.replace(/\b([a-z]{2,}in)'?(?![\w'])/gi, (m, word: string) => {
    const lower = word.toLowerCase();
    return !vocabulary.has(lower) && known(`${lower}g`) ? `${word}g` : m;
  });
}

/** A question about heated water: a tank, a hot water system, a tempering valve or TMV. */
const HOT_WATER = /\b(?:hot ?water|hws|storage (?:tank|heater|unit)|tank|tempering|tmvs?|thermostatic|water heater|heat pump)\b/i;

/** A greeting or sign-off at either end of the message: no subject, only noise for the coverage of the search. */
const GREETING_START =
  /^\s*(?:(?:g'?day|gd\s+day|good\s+(?:day|morning|afternoon|evening)|hey|hi|hiya|hello|morning|arvo|evening|yo|dear\s+(?:sir|madam|team|all))\b(?:\s+there)?[\s,!.]*(?:mate|guys|all|team|legend|champ)?\b[\s,!.-]*)+/i;
const SIGN_OFF =
  /(?:^|[\s,.!?]+)(?:cheers|thanks|ta|thx|thank you|many thanks|kind regards|regards|best regards)(?:\s+(?:mate|heaps|legend|champ|in advance))?[\s,.!]*$/i;
/** A formal email's sign-off with the sender's name after it ("Thank you, Priya", "Kind regards, Sam Lee"). */
const SIGN_OFF_NAMED =
  /(?:^|[\s,.!?]+)(?:[Cc]heers|[Tt]hanks|[Tt]hank you|[Mm]any thanks|[Kk]ind regards|[Rr]egards|[Bb]est regards)[\s,.!-]+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?[\s,.!]*$/;

/** The question with texting forms spelled out and greetings dropped. Idempotent. */
const COOLING =
  /\b(?:split ?systems?|air ?con\w*|aircon|a\/c|ac units?|refrigerat\w*|fridges?|freezers?|cool ?rooms?|heat pumps?|ducted)\b/i;
const REGAS = /\b(?:re-?)?gas(?:s?ing|s|s?ed)?\s+(?:(?:em|'em|them|it|the (?:system|unit|split)s?)\s+)?up\b|\bre-?gas(?:s?ing|s|s?ed)?\b/gi;

/** "The gas side of it", "gas work", "a gas ticket" beside a split system: its refrigerant, not gasfitting. */
const COOLING_GAS = /\bgas (side|part|bit|end|work|handling|lines?|ticket|licen[cs]e|stuff|component)\b/gi;

const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
/** A number from one to ninety-nine in words ("thirty eight", "forty-two", "fourteen"). */
const NUMBER_WORD = String.raw`(?:(?:twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:${UNITS}))?|${UNITS}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`;
/** The number words' values (src/domain/number-words.ts), with the common misspelling "fourty" and "a" (one). */
const WORD_VALUES: Readonly<Record<string, number>> = { ...NUMBER_WORDS, fourty: 40, a: 1 };
function wordsValue(words: string): number {
  return words
    .toLowerCase()
    .split(/[\s-]+/)
    .reduce((sum, w) => sum + (WORD_VALUES[w] ?? 0), 0);
}
/** A measure or a count after a number: "two thousand five hundred metres", "two hundred penalty units". */
const NOT_MONEY_AFTER = String.raw`(?!\s*(?:metres?|meters?|mm|m\b|kg|km|litres?|liters?|hours?|hrs?|days?|weeks?|months?|years?|people|penalty|units?|sq|square|watts?|kw|volts?|amps?|k\b|grand|thousand|million|mil)\b)`;
/** "Nine thousand two hundred", "two grand, five hundred and fifty": thousands and hundreds said in words. */
const THOUSANDS_HUNDREDS = new RegExp(
  String.raw`\b(a|${NUMBER_WORD})\s+(?:thousand|grand),?\s+(?:and\s+)?(a|${UNITS})\s+hundred(?:\s+and\s+(${NUMBER_WORD}))?\b${NOT_MONEY_AFTER}`,
  'gi',
);
/** "Thirty eight and a half grand", "fourteen and a half k". */
const AND_A_HALF = new RegExp(String.raw`\b(${NUMBER_WORD})\s+and\s+a\s+half\s+(grand|thousand|k)\b`, 'gi');
const WORD_PERCENT = new RegExp(String.raw`\b(\d{1,2}|${NUMBER_WORD})(\s+and\s+a\s+half)?\s*(?:percent|per\s+cent|%)`, 'gi');
const HUNDREDS_OF_THOUSANDS = new RegExp(
  String.raw`\b(a|${UNITS})\s+hundred(?:\s+and)?(?:\s+(${NUMBER_WORD}))?\s+(grand|k|thousand)\b`,
  'gi',
);
const WORD_PERIOD = new RegExp(
  String.raw`(?<!\bhundred\s+and\s+|\d\s*)\b(?!one\b)(${NUMBER_WORD})(\s+(?:business\s+|working\s+|calendar\s+|clear\s+)?(?:days?|weeks?|months?|years?|fortnights?)\b)`,
  'gi',
);
const WORD_DOLLARS = new RegExp(String.raw`\b(${NUMBER_WORD})\s+(dollars?|bucks?)\b`, 'gi');
/** "Twenty five grand", "fourteen k": a whole number of thousands said in words. */
/** (Not "two thousand and twenty three", a year, nor the start of "nine thousand two hundred".) */
const WORD_THOUSANDS = new RegExp(
  String.raw`\b(${NUMBER_WORD})\s+(?:(grand|k)\b(?!\s+and\s+a\s+half\b)|(thousand)\b(?!\s+(?:and\s+a\s+half\b|(?:and\s+)?(?:a|${NUMBER_WORD})\b)))`,
  'gi',
);
/** A price word before a hundreds amount: "quoting seventeen hundred", "charged five hundred and fifty". */
const PRICE_BEFORE = String.raw`(?<=\b(?:bill's|bill is|bill was|invoice's|invoice is|invoice was|price is|price's|price was|quote's|quote is|quote was|total's|total is|total was|for|worth|costing|cost|costs|quoted|quote|quoting|charged|charging|charge|invoiced|invoicing|billed|billing|paid|pay|paying|about|around|roughly|only|just|over|under|labour's|labour is|labor's|supplying|supplied|supplies|bought|buying|spent|spending|came to|comes to)\s+)`;
/** A money or GST word after a hundreds amount: "eight hundred bucks", "seventeen hundred plus gst", "… gross". */
const MONEY_AFTER = String.raw`(?=\s*(?:(?:dollars?|bucks?|quid|odd dollars|gross|net|labour|materials|job|quote|invoice|callout|call-out|(?:a|per|each|every)\s+(?:week|wk|fortnight|month|day|hour|hr)|weekly|fortnightly|all up|all in|in total|total|for the lot|of (?:tiles|materials|gear|stuff|fittings|tapware|timber|parts))\b|(?:inc|incl|ex|excl)\b(?![-'])|\+\s*gst\b|(?:plus|inc|incl|including|ex|excl|excluding)\.?\s*gst\b))`;
const HUNDREDS = new RegExp(
  String.raw`(?:${PRICE_BEFORE}|\b)(a|${NUMBER_WORD})\s+hundred(?:\s+and\s+(${NUMBER_WORD}))?\b${NOT_MONEY_AFTER}`,
  'gi',
);
const grouped = (n: number) => n.toLocaleString('en-AU');
/**
 * "Eighteen-five", "twenty-two five", "twelve five": thousands then hundreds, the way a price is said aloud. Only a
 * number that cannot take the second word itself (a teen, or tens with their unit: "twenty five" is 25) and only as a
 * price (a price word before it or a money word after it).
 */
const THOUSANDS_DASH_HUNDREDS = new RegExp(
  String.raw`\b((?:twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)[\s-](?:${UNITS})|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)[\s-](${UNITS})\b${NOT_MONEY_AFTER}(?![\s-](?:${UNITS}|hundred)\b)`,
  'gi',
);
/** A price word before an amount said aloud, or the words that bring one in ("for", "at", "of", "it's", "came to"). */
const LOOSE_PRICE_BEFORE = String.raw`(?:${PRICE_BEFORE}|(?<=\b(?:at|of|is|was|it's|its|came to|comes to|price|priced at|contract|reno|job|quote)\s+)|(?<=,\s*))`;
const FEET_PER_METRE = 0.3048;
/** A share of a price said as a fraction ("a tenth deposit"). */
const SHARE_PERCENT: Readonly<Record<string, number>> = { tenth: 10, fifth: 20, quarter: 25, half: 50 };
/** The parts of a number said loosely: "a touch under", "a shade over", "just shy of", "north of", "eighty odd grand". */
function loosePhrases(q: string): string {
  return (
    q
      // "a touch under 5 grand", "a tad over", "a hair below", "a bit under": just under (or over) it.
      .replace(
        /\b(?:a\s+)?(?:touch|tad|smidge|smidgen|shade|tick|hair|fraction|whisker|little|lil|bit|wee bit|tiny bit)\s+(under|over|below|above|less than|more than)\b/gi,
        (m, side: string) => (/under|below|less/i.test(side) ? 'just under' : 'just over'),
      )
      .replace(/\b(?:just |a (?:bit|touch|tad) )?shy of\b/gi, 'just under')
      // ("north of 20k" is over it; "north of Brisbane" is a place and stays)
      .replace(new RegExp(String.raw`\bnorth of (?=\$?\d|(?:${NUMBER_WORD})\b)`, 'gi'), 'over ')
      .replace(new RegExp(String.raw`\bsouth of (?=\$?\d|(?:${NUMBER_WORD})\b)`, 'gi'), 'under ')
      // "eighty odd grand", "80-odd k": the round figure said ("odd" is what is over it)
      .replace(new RegExp(String.raw`\b(\d+|${NUMBER_WORD})(?:\s+|-)odd\s+(grand|k|thousand)\b`, 'gi'), '$1 $2')
      // "twenty thou", "15 thou": thousands
      .replace(new RegExp(String.raw`\b(\d+(?:\.\d+)?|${NUMBER_WORD})\s*thou\b`, 'gi'), '$1 grand')
      // "2 and a bit grand", "ten and a bit k": just over the whole
      .replace(new RegExp(String.raw`\b(\d+|${NUMBER_WORD})\s+and\s+a\s+bit\s+(grand|k|thousand)\b`, 'gi'), 'just over $1 $2')
      // "two and a half metres", "8 and a half foot": half a unit more
      .replace(
        new RegExp(String.raw`\b(\d+|${NUMBER_WORD})\s+and\s+a\s+half\s+(metres?|meters?|m\b|foot|feet|ft)`, 'gi'),
        (m, n: string, unit: string) => {
          const v = /^\d+$/.test(n) ? Number(n) : wordsValue(n);
          return v ? `${v}.5 ${unit}` : m;
        },
      )
      // "8 foot up", "six feet", "10ft": a height in metres, the facts' unit
      .replace(new RegExp(String.raw`\b(\d+(?:\.\d+)?|${NUMBER_WORD})\s*(?:foot|feet|ft)\b(?!\s*\d)`, 'gi'), (m, n: string) => {
        const v = /^\d/.test(n) ? Number(n) : wordsValue(n);
        return v ? `${(Math.round(v * FEET_PER_METRE * 100) / 100).toFixed(2)} m` : m;
      })
  );
}
/** "Four point five k", "one point eight metres", "2 point 4 m": a decimal said with "point", before a unit or amount word. */
const POINT_DECIMAL = new RegExp(
  String.raw`\b(${NUMBER_WORD}|\d{1,3})\s+point\s+((?:(?:${UNITS}|zero|oh|\d)\s*){1,2})(?=\s*(?:k|grand|thousand|mil|million|m|mm|metres?|meters?|%|per ?cent|percent)\b|\s*%)`,
  'gi',
);
/** A digit said after "point": "five" → "5", "oh" / "zero" → "0" (the number words' own values below ten). */
const digitOf = (d: string): string => {
  const w = d.toLowerCase();
  if (/^\d$/.test(w)) return w;
  if (w === 'zero' || w === 'oh') return '0';
  const v = WORD_VALUES[w];
  return v !== undefined && v < 10 ? String(v) : d;
};

/**
 * Amounts said in words, written in figures so every reader of the question (the parse, the GST and super tools) sees
 * one amount: "nine thousand two hundred" → "9,200", "thirty eight and a half grand" → "38.5 grand", "twenty five
 * grand" → "25 grand", "seventeen hundred plus gst" → "1,700 plus gst". Hundreds only with a price word before or a
 * money word after ("eight hundred metres", "two hundred penalty units" stay measures).
 */
/** "Four point eight plus the G", "six point two inc": a price said as thousands with a point, before a GST mark. */
const POINT_BEFORE_GST = new RegExp(
  String.raw`\b(${NUMBER_WORD})\s+point\s+(${UNITS}|zero|oh)(?=\s*(?:\+|plus|inc|incl|including|ex|excl|excluding)\.?\s*(?:the\s+)?(?:gst|g)\b)`,
  'gi',
);

export function spokenAmounts(q: string): string {
  const once = wordsToFigures(loosePhrases(q));
  // A part said after another with its unit left off ("3 grand … and another two and a half") takes that unit, then
  // is read again.
  const carried = once.replace(CARRIED_PART, (m, head: string, unit: string, n: string, tail: string) => `${head}${n}${tail} ${unit}`);
  return carried === once ? once : wordsToFigures(loosePhrases(carried));
}

/**
 * A bare part after an amount with a unit, joined by "another", or by "plus" / "and" / "+" when nothing but the
 * part's name comes between ("8 grand plus the laundry's four, one job"): that part's own unit was left off.
 */
const CARRIED_PART = new RegExp(
  String.raw`(\b\d+(?:\.\d+)?\s*(grand|k|thousand)\b[^.?!]{0,80}?(?:\banother\s+|(?:\bplus|\band|\+)\s+(?:(?:the|my|his|her|their)\s+)?(?:[a-z]+(?:'s|s'|\s+is|\s+was)\s+)?))(\d{1,2}(?:\.\d)?|${NUMBER_WORD})((?:\s+and\s+a\s+(?:bit|half))?)(?=\s*(?:[,.?!;:]|$|(?:for|from|on|in|of|one|same|so|all|to|and|with|labou?r|materials)\b))(?!\s*(?:grand|k|thousand|%|m\b|mm|metres?|days?|weeks?|hours?|years?|months?|\.\d|,\d))`,
  'gi',
);

/** Number words to figures: "nine thousand two hundred" → "9,200", "eighteen-five" → "18,500", "four point eight". */
function wordsToFigures(q: string): string {
  let out = q.replace(POINT_BEFORE_GST, (m, whole: string, frac: string) =>
    wordsValue(whole) ? `${wordsValue(whole)}.${digitOf(frac)}k` : m,
  );
  // "two hundred and forty grand": hundreds of thousands
  out = out.replace(HUNDREDS_OF_THOUSANDS, (m, h: string, rest: string | undefined, unit: string) =>
    wordsValue(h) ? `${wordsValue(h) * 100 + (rest ? wordsValue(rest) : 0)} ${unit}` : m,
  );
  out = out.replace(POINT_DECIMAL, (m, whole: string, frac: string) => {
    const head = /^\d+$/.test(whole) ? Number(whole) : wordsValue(whole);
    const tail = frac.trim().split(/\s+/).map(digitOf).join('');
    return head && /^\d+$/.test(tail) ? `${head}.${tail} ` : m;
  });
  out = out.replace(THOUSANDS_HUNDREDS, (m, th: string, hu: string, rest: string | undefined) => {
    const n = wordsValue(th) * 1_000 + wordsValue(hu) * 100 + (rest ? wordsValue(rest) : 0);
    return n >= 1_000 ? grouped(n) : m;
  });
  out = out.replace(AND_A_HALF, (m, n: string, unit: string) => (wordsValue(n) ? `${wordsValue(n)}.5 ${unit}` : m));
  out = out.replace(THOUSANDS_DASH_HUNDREDS, (m, th: string, hu: string, at: number, all: string) => {
    const priced =
      new RegExp(`${LOOSE_PRICE_BEFORE}$`, 'i').test(all.slice(0, at)) || new RegExp(`^${MONEY_AFTER}`, 'i').test(all.slice(at + m.length));
    return priced && wordsValue(th) >= 10 ? grouped(wordsValue(th) * 1_000 + wordsValue(hu) * 100) : m;
  });
  out = out.replace(WORD_THOUSANDS, (m, n: string, short: string | undefined, long: string | undefined) =>
    wordsValue(n) ? `${wordsValue(n)} ${short ?? long ?? ''}` : m,
  );
  out = out.replace(HUNDREDS, (m, n: string, rest: string | undefined, at: number, all: string) => {
    const priced =
      new RegExp(`${PRICE_BEFORE}$`, 'i').test(all.slice(0, at)) || new RegExp(`^${MONEY_AFTER}`, 'i').test(all.slice(at + m.length));
    const value = wordsValue(n) * 100 + (rest ? wordsValue(rest) : 0);
    return priced && value >= 100 ? grouped(value) : m;
  });
  // "forty-nine percent", "eleven and a half per cent", "eighty dollars": a rate or a price said in words (after the
  // hundreds, so "seven hundred and eighty bucks" is one amount).
  out = out.replace(WORD_PERCENT, (m, n: string, half: string | undefined, at: number, all: string) => {
    // (a digit run's last digits are no number of their own: "12.5 percent" stays)
    if (/[\d.,]$/.test(all.slice(0, at))) return m;
    const v = /^\d+$/.test(n) ? Number(n) : wordsValue(n);
    return v ? `${v}${half ? '.5' : ''}%` : m;
  });
  out = out.replace(WORD_DOLLARS, (m, n: string, unit: string) => (wordsValue(n) ? `${wordsValue(n)} ${unit}` : m));
  // "nine weeks after the claim", "ten business days": a count of days, weeks, months or years in figures.
  out = out.replace(WORD_PERIOD, (m, n: string, rest: string) => (wordsValue(n) ? `${wordsValue(n)}${rest}` : m));
  return out;
}

/**
 * An agreement with nothing in writing, said the way tradies say it: "on a handshake", "a verbal agreement", "a
 * gentleman's agreement", "word of mouth", "just a verbal quote". Read as "without a written contract", the words the contract rules and the
 * leave-to-skip verdicts read.
 */
const UNWRITTEN_AGREEMENT =
  /\b(?:(?:on|with|by|via|over|through|using|under)\s+)?(?:(?:just|only|purely)\s+)?(?:an?\s+|the\s+)?(?:(?:verbal|oral|spoken|gentleman'?s|gentlemans|gentlemen'?s|handshake)\s+(?:agreement|contract|deal|arrangement)s?|(?:verbal|oral|spoken)\s+(?:quotes?|go-?aheads?)|hand-?\s?shakes?(?:\s+(?:deal|agreement|arrangement|basis))?|word of mouth(?:\s+(?:agreement|deal|contract|arrangement))?)\b/gi;
/** A statement of leave put to be confirmed, up to its verb: "am I right that I can", "surely a mate can", "I reckon we can". */
const CONFIRM_LEAVE =
  /\b(?:am i (?:right|correct)(?: (?:that|in thinking(?: that)?|in saying(?: that)?))?|is it (?:true|right|correct)(?: that)?|surely|i (?:reckon|think|assume|figure|take it)(?: that)?)\s+((?:i|we|he|she|they|you|u|(?:a|an|my|the|our|his|her|their)(?:\s+(?!can\b|could\b)[a-z']+){1,6}?))\s+(can|could)\b(?!\s*(?:'?t|not)\b)/gi;
/** Words that make "N degrees" a water temperature. */
const HOT_WATER_WORDS = /\b(?:hot ?water|hws|water heater|temp\w*|tmv|tempering|mixing valve|legionella|scald\w*|heater|shower|bath)\b/i;
const DEGREES =
  /(?<!\b(?:pitch|pitched|angle|slope|fall|bend|elbow|rake|tilt)\s+(?:of\s+|is\s+|at\s+|about\s+)?)\b(\d{2})\s?(?:degrees?\b|degs?\b|°)(?:\s?(?:c|celsius|celcius)\b)?(?!\s*(?:bends?|angles?|elbows?|turns?|pitch\w*|slopes?|fall|junctions?|sweeps?)\b)/gi;
/** "Bonded sheeting", "bonded sheets", "bonded panels": bonded (non-friable) asbestos in the trade's shorthand. */
const BONDED_SHEETING =
  /\bbonded\s+(?=(?:sheet(?:s|ing|in|in')?|panels?|cladding|eaves|linings?|boards?|fibro|cement sheet\w*|roof(?:ing|\s+sheets?)?)\b)/gi;
/** "An extension lead", "plugged it in with a lead": a flexible cord, in the words the electrical rules use. */
const PLUG_LEAD =
  /\b(?:an?\s+)?(?:extension|power|plug-?in|appliance|flex)\s+leads?\b|\b(?<=\bplug\w*\b[^.?!]{0,40}\b(?:with|on|into|using|via)\s+)an?\s+leads?\b/gi;

/** A figure then a correction word, before the figure that replaces it. */
const CORRECTED_FIGURE =
  /\$?\d[\d,.]*\s*(?:k|grand|thousand|m|mm|metres?|%|dollars|bucks)?\s*,?\s*(?:no,? sorry|sorry|no wait|wait|i mean|or rather|make that|nah|no)\s*,?\s*(?=\$?\d)/gi;

/** A unit after a figure: it is a measure, never an amount of money. */
const UNIT_AFTER = String.raw`(?:mm|cm|m|m2|m²|km|kg|kw|kwh|l|litres?|liters?|metres?|meters?|sq|square|%|per ?cent|°|degrees?|days?|hours?|years?|months?|weeks?)\b`;
/** A word of money just before a figure ("pay for my labourer 2.380", "his invoice 1.800", "wages … was 4.200"). */
const MONEY_BEFORE =
  /\b(?:make|makes|made|earn\w*|turnover|income|revenue|takings|job|contract|price|priced|cost|costs|pay|pays|paid|get|gets|got|charge\w*|quote\w*|invoice\w*|worth|wages?|salary|bill\w*|value|valued|total|deposit|super|gst|withhold\w*)\b[^.?!\d]{0,30}$/i;

export function textingForm(q: string): string {
  let out = spelledOut(q).replace(GREETING_START, '').replace(SIGN_OFF_NAMED, '').replace(SIGN_OFF, '');
  // "re stumping", "re wiring": the prefix voice typing split off the work word.
  out = out.replace(/\bre (?=(?:stump|block|wir|roof|pip|sheet|plaster|grout|til|clad|paint|level)\w*\b)/gi, 're');
  // "have 2 lodge", "need 2 get": a "2" between a verb and a verb is "to" (never after a $ or before a unit).
  out = out.replace(/\b(have|need|got|going|want|ought|due)\s+2\s+(?=[a-z])/gi, '$1 to ');
  // "how much days I have", "how many day": a count of days (weeks, years …) asked, in the plural every reader expects.
  out = out.replace(
    /\bhow (?:many|much) ((?:business |working |clear |calendar )?)(day|week|month|year|hour)s?\b/gi,
    (m, kind: string, unit: string) => `how many ${kind}${unit}s`,
  );
  // "hows much does it cost", "hows long": "how" with a stray s.
  out = out.replace(/\bhows (much|long|many|soon)\b/gi, 'how $1');
  // "Any reason I can't liven it up tonight?" asks whether it is allowed, as "can I liven it up tonight?" does.
  out = out.replace(
    /\b(?:is there |there )?any reason (i|we|he|she|they|you) (?:can'?t|cannot|couldn'?t|shouldn'?t|can ?not)\b/gi,
    (m, who: string) => `can ${who}`,
  );
  // "Am I right that I can …", "surely a mate who's not registered can …", "is it true we can …": a statement of leave put
  // to be confirmed is true exactly when "can I …?" is — asked as that question, which the leave verdicts read.
  out = out.replace(CONFIRM_LEAVE, (m, who: string, verb: string) => `${verb.toLowerCase() === 'could' ? 'could' : 'can'} ${who.trim()}`);
  // Other countries' names for GST and the ABN, as tradies who learned their trade abroad say them: "sales tax", "VAT",
  // "tax number" / "business number" (never a tax file number, which is a person's).
  out = out.replace(/\b(?:sales tax|vat|value added tax|iva|tva)\b/gi, 'GST');
  out = out.replace(/\b(?<!file )(?:tax|business|company) (?:number|no\.?|num)\b/gi, 'ABN');
  // "How much of this is tax part?", "the tax inside": the tax in a price is its GST.
  out = out.replace(/\b(?:the\s+)?tax (part|portion|component|inside|amount)\b/gi, 'GST $1');
  // "retirement money", "retirement fund": what super is called where many tradies learned their English.
  out = out.replace(/\bretirement (?:money|fund|savings|contributions?)\b/gi, 'super');
  // "$46 000 including tax", "5k plus tax": the tax on a price is GST.
  out = out.replace(
    /\b(including|include[sd]?|incl\.?|inc\.?|plus|ex\.?|excl\.?|excluding|without|before)\s+(?:the\s+)?tax\b(?!\s+(?:file|return|agent|deduct\w*|bracket|rate|table))/gi,
    '$1 GST',
  );
  out = out.replace(/\+\s*tax\b/gi, '+ GST');
  // "a tenth deposit", "quarter up front", "deposit of a fifth": a share of the price said as a fraction, in per cent.
  out = out.replace(
    /\b(?:a\s+|one\s+)?(tenth|fifth|quarter|half)\s+(?=(?:of the (?:price|job|contract|total|quote)\s+)?(?:as\s+(?:a\s+)?)?(?:deposit|up ?front|down)\b)/gi,
    (m, f: string) => `${SHARE_PERCENT[f.toLowerCase()]}% `,
  );
  out = out.replace(
    /\b(deposit|up ?front)(\s+(?:of|is|was|at|=|being)\s+|\s+)(?:a\s+|one\s+)?(tenth|fifth|quarter|half)\b(?!\s+(?:of\s+)?(?:(?:a|an|the)\s+)?(?:day|hour|week|month|year)s?\b)/gi,
    (m, w: string, gap: string, f: string) => `${w}${gap}${SHARE_PERCENT[f.toLowerCase()]}%`,
  );
  // "respond to my payment claim", "reply to his claim": the response to a payment claim is the payment schedule.
  out = out.replace(
    /\b(?:respond|reply|answer)(?:s|ed|ing)?\s+to\s+(?:my|his|her|their|our|the|a|your|this|that)\s+(?:payment\s+|progress\s+)?claims?\b/gi,
    'give a payment schedule for the payment claim',
  );
  // "the longest the builder can take to actually pay my claim": the maximum time to pay.
  out = out.replace(
    /\b(?:the\s+)?longest\b(?:\s+(?!to\b)[a-z']+){0,4}\s+(?:take|have|has|got|get)\s+to\s+(?:actually\s+|really\s+)?pay\b/gi,
    'the maximum time to pay',
  );
  // "once he's sent the payment schedule he's got 30 business days to actually pay me": the time to pay after the
  // schedule is asked, not the schedule's own time.
  out = out.replace(
    /\b(?:once|after)\s+(?:[a-z']+\s+){0,3}?(?:sent|sends|given|gives|served|serves|issued|issues|done|lodged)\s+(?:the|a|his|her|their|its|my|our)\s+payment\s+schedules?\b(?=[^.?!]*\bpay\b)/gi,
    'after that',
  );
  // "4,800 plus the G", "9 grand inc the G", "ex G": GST in the trade's shorthand.
  out = out.replace(/(\+|\b(?:plus|inc|incl|including|ex|excl|excluding)\.?)\s*(?:the\s+)?g\b(?![\w'’-])/gi, '$1 GST');
  // "hang on to the receipts", "hold onto invoices": keep them. "The tax man", "the taxo": the ATO.
  out = out.replace(/\b(?:hang|hold)(?:ing)? (?:on ?to|onto)\b/gi, 'keep');
  out = out.replace(/\b(?:the )?(?:tax ?man|taxo)\b/gi, 'the ATO');
  // "$ 12 500": after a dollar sign a space is the thousands separator, whatever follows.
  out = out.replace(/\$\s?(\d{1,3}) (\d{3})\b(?![.,]?\d)/g, '$$$1,$2');
  // "990AUD", "5.000AUD": the currency written onto the figure.
  out = out.replace(/(\d)(aud|dollars?)\b/gi, '$1 $2');
  // "height 2,6 m", "1,8 metre": a comma before one or two digits and a length is a decimal mark.
  out = out.replace(/(?<![\d.,])(\d{1,2}),(\d{1,2})(\s*(?:m|mm|metres?|meters?|metre)\b)/gi, '$1.$2$3');
  // "Insurance for the house build", "house building insurance": the cover for a home build is home warranty.
  out = out.replace(
    /\binsurance for (?:the |a |my )?(?:house|home) ?build(?:ing)?\b|\b(?:house|home) ?build(?:ing)? insurance\b/gi,
    'home warranty insurance',
  );
  // "5,5k", "7,5 grand": a comma is the decimal mark of many languages, before a thousand said as "k".
  out = out.replace(/(?<![\d.,])(\d{1,3}),(\d)(\s*)(k|grand|thousand)\b/gi, '$1.$2$3$4');
  // "1 298 inclusive", "business make 60 000 in year", "slab 9 000 plus frame 6 500": a space before three
  // digits is the thousands separator (never before a unit — "1 200 mm", "2 000 litre" — nor inside a longer run of
  // digit groups: an ABN or a phone number).
  out = out.replace(new RegExp(String.raw`(?<!\d\s)(?<![\d.,])(\d{1,3}) (\d{3})\b(?![.,]?\d)(?! \d)(?!\s*${UNIT_AFTER})`, 'gi'), '$1,$2');
  // "4.000 dollar", "$12.500", "5.000AUD", "his invoice 1.800": a dot before three digits is the thousands separator of
  // many languages, beside a money word (never "2.500 m", "4.5k", "version 1.100").
  out = out.replace(
    new RegExp(String.raw`(\$\s?)?\b(\d{1,3})\.(\d{3})(?![.,]?\d)(\s*(?:dollars?|bucks|aud)\b)?(?!\s*${UNIT_AFTER})`, 'gi'),
    (m, pre: string | undefined, a: string, b: string, unit: string | undefined, at: number, all: string) =>
      pre || unit || MONEY_BEFORE.test(all.slice(Math.max(0, at - 40), at)) ? `${pre ?? ''}${a},${b}${unit ?? ''}` : m,
  );
  out = out.replace(UNWRITTEN_AGREEMENT, 'without a written contract');
  // "Storage tank set at 55", "tempering valve at 50 on the basins": in a hot-water question a setting said bare is degrees.
  if (HOT_WATER.test(out))
    out = out.replace(
      /\b((?:set|sitting|running|turned(?: down| up)?|dialled(?: down| back)?|put|valve|tank|it)\s+(?:at|to)\s+|(?:down|back)\s+to\s+)([3-9]\d)\b(?!\s*(?:[%$.,]\d|%|k\b|grand|dollars?|bucks|mm|m\b|cm|metres?|°|deg|degrees?|c\b|days?|hours?|mins?|minutes?|years?|litres?|l\b|kw))/gi,
      '$1$2°C',
    );
  // "asked when she'll get the COES", "when will the landlord receive the certificate", "when do I hand over the coes",
  // "when we'll send the test report": a paper's deadline asked from the side that receives it (or handed over) is the
  // time to give it.
  out = out.replace(
    new RegExp(
      String.raw`\bwhen (?:will |would |do |does |can |should )?((?:i|we)(?:'ll|’ll| will)?|(?:she|he|they|you|u|(?:the |my |our |your |her |his |their )?(?:customer|client|owner|landlord|tenant|agent|builder|property manager|strata manager|strata))(?:'ll|’ll| will| would)?)\s+(get|gets|receive|receives|be (?:getting|receiving|given|sent|issued)|see|send|hand over|hand(?= (?:it|them|the|a|her|him|his|my|our|your) [^?.!]{0,20}over\b))\b(?=[^?.!]{0,50}\b${PAPER_WORD})`,
      'gi',
    ),
    (m, who: string, verb: string) => {
      const person = who.replace(/(?:'ll|’ll| will| would)$/i, '').trim();
      // (the sender's own "when we'll send it" keeps no receiver; a receiver named stays: facts name "the customer")
      return /^(?:i|we)$/i.test(person) && !/^(?:get|gets|receive|receives|be |see)/i.test(verb)
        ? 'when do I have to give'
        : `when do I have to give ${/^(?:i|we|you|u)$/i.test(person) ? '' : (OBJECT_FORM[person.toLowerCase()] ?? person)}`.trimEnd();
    },
  );
  out = out.replace(new RegExp(String.raw`\bhand(?:ing|ed)? over\b(?=[^?.!]{0,50}\b${PAPER_WORD})`, 'gi'), 'give');
  // "landlord asks if his handyman can swap the cooktop", "she wants to know whether she can pull out": a question passed
  // on is asked as the question itself ("can his handyman swap the cooktop").
  out = out.replace(
    /\b(?:asks?|asked|asking|wants? to know|wanted to know|wanting to know|wonder(?:s|ed|ing)?|quer(?:y|ies|ied)|enquir(?:es|ed|ing)|inquir(?:es|ed|ing))\s+(?:me\s+|us\s+)?(?:if|whether)\s+((?:[a-z']+\s+){0,3}?[a-z']+)\s+(can|could|may)\s+(?=[a-z])/gi,
    (m, who: string, verb: string) => `${verb.toLowerCase()} ${who} `,
  );
  // "let worksafe know", "let the council know the day before": notify them.
  out = out.replace(/\blet(?:ting|s)?\s+((?:the\s+|them\s+)?[a-z]+(?:\s+[a-z]+)?)\s+know\b/gi, (m, who: string) =>
    /^(?:me|us|you|u|him|her|it)$/i.test(who) ? m : `notify ${who}`,
  );
  out = droppedG(out);
  // "No ABN — do we have to hold anything back when we pay him?": holding back from a payment is withholding.
  if (/\babn\b/i.test(out))
    out = out
      .replace(/\bhold(?:ing)? (?:anything |something |any |some |money |tax )?back\b/gi, 'withhold')
      // "how much I must keep from the invoice": keeping back part of a payment
      .replace(/\bkeep(?:ing)? back\b/gi, 'withhold')
      // "how much do I keep", "how much do I hang onto" (read as keep above)
      .replace(
        /\b(how much (?:do|should|must|have to|gotta|can) (?:i|we) )keep\b(?!\s+(?:records?|a copy|copies|receipts?|invoices?|the (?:records?|receipts?|invoices?)))/gi,
        '$1withhold',
      )
      .replace(
        /\bkeep(?:ing)? (?=(?:from|of|out of) (?:the |his |her |their |this |that |my )?(?:\$\s?)?(?:\d|invoice|bill|payment|pay)\b)/gi,
        'withhold ',
      );
  // "Paid super at 11.5 on the wages", "withholding at 47": a rate said without its % sign.
  // "30 bd to pay": the fact sheet's own abbreviation of business days, after a count.
  out = out.replace(/\b(\d{1,3})\s*bds?\b/gi, '$1 business days');
  // "SGC on a $780 week", "the SGC deadline for the quarter": the trade says SGC for the super guarantee itself; the
  // charge (the penalty for paying late) only where lateness or a charge is named.
  if (
    !/\b(?:late|miss\w*|didn'?t pay|not paid|unpaid|overdue|charge|penalt\w*|fine\w*|interest|admin\w* (?:fee|component)|lodg\w* (?:a |the )?sgc statement)\b/i.test(
      out,
    )
  )
    out = out.replace(/\bSGC\b/gi, 'super guarantee');
  // "how many BD", "BD count": the same abbreviation asked as a count (capitals only, so no word "bd" is read).
  out = out.replace(/\b(how many|what|the|no\.? of|number of)\s+BDs?\b/g, '$1 business days');
  out = out.replace(RATE_WITHOUT_SIGN, (m, head: string, n: string) => (Number(n) <= 50 ? `${head}${n}%` : m));
  // "Super percent now … still is 11.5 or change?": in a super question, a rate put back as "still (is) 11.5".
  if (/\bsuper\b/i.test(out))
    out = out.replace(
      /\b((?:still(?: is)?|is it still|is still)\s+)(\d{1,2}(?:\.\d{1,2})?)(?![\d.,%]|\s*(?:%|per|k\b|grand|dollars?|bucks|aud\b))/gi,
      (m, head: string, n: string) => (Number(n) <= 20 ? `${head}${n}%` : m),
    );
  // "Capped at 45 degrees", "60 deg": a water temperature in the facts' own unit (never "a 90 degree bend").
  if (HOT_WATER_WORDS.test(out)) out = out.replace(DEGREES, '$1°C');
  if (!/\basbestos\b/i.test(out)) out = out.replace(BONDED_SHEETING, 'bonded asbestos ');
  out = out.replace(PLUG_LEAD, 'a flexible cord');
  // "back in march 2024", "back then": when, not a back (of a house) or backing out.
  out = out.replace(
    /\bback (?=(?:in|around|about) (?:the day|early|mid|late|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|(?:19|20)\d\d\b)|then\b|when\b)/gi,
    '',
  );
  // "sa cooling of period": the f a thumb missed is the cooling-off period (never "the cooling of the water").
  out = out.replace(/\bcooling[- ]of(?=[\s,.?!]|$)(?!\s+(?:the|a|an|water|air|room|house|home|unit|system)\b)/gi, 'cooling off');
  // "Gas em up", "regas the unit" beside a split system or air-con: charging it with refrigerant, not gasfitting.
  if (COOLING.test(out)) out = out.replace(REGAS, 'charge refrigerant').replace(COOLING_GAS, 'refrigerant $1');
  out = out.replace(/(^|[^\w$'’-])([a-z][a-z0-9']{0,9})(?=$|[^\w'’-])/gi, (m, pre: string, w: string) => {
    // "supplyin'", "doin'": the apostrophe marking the cut g goes with it
    const to = TEXTING[w.toLowerCase()] ?? (/in'$/i.test(w) ? TEXTING[w.slice(0, -1).toLowerCase()] : undefined);
    return to === undefined ? m : `${pre}${to}`;
  });
  out = spokenAmounts(typosSpelt(out));
  // "15 thousand dollars" (said in words or figures): a thousand said in a word is a k, as every amount reader reads it.
  out = out.replace(/\b(\d{1,3}(?:\.\d)?)\s+thousand\b(?!\s+(?:and\s+)?\d)/gi, '$1k');
  // "a 22k no sorry 26k kitchen", "12 grand, i mean 15 grand": a figure corrected as it is said — the second one stands.
  out = out.replace(CORRECTED_FIGURE, '');
  return out.trim() || q.trim();
}

const RATE_WITHOUT_SIGN =
  /\b((?:super(?:annuation)?|sg|gst|withholding|withheld)\s+(?:at|of|is|was|@|rate of|rate is|rate was)\s+)(\d{1,2}(?:\.\d{1,2})?)(?![\d.,%]|\s*(?:%|per|k\b|grand|dollars?|bucks|an?\b|a week|a fortnight|an hour|hours?|days?))/gi;

/**
 * "… that's right yeah?", "… correct?", "… is it still the case?", "… after my claim. legit?", "… 45 BD after the claim.
 * Enforceable?": a statement put to be confirmed.
 */
const TAG_QUESTION =
  /[,.;:!–—-]\s*(?:(?:is\s+)?(?:that|thats|that's|this|it|its|it's)\s+(?:still\s+)?(?:right|correct|true|legit|the case)(?:,?\s*(?:yeah|yea|yes|eh|mate|or not|or what))?\s*\?*|(?:right|correct|true|yeah|yep|yes|legal|legit|ok|okay|alright|allowed|kosher|all good|sweet|enforceable|binding|valid|compliant)(?:,?\s*(?:yeah|yea|yes|eh|mate|or not))?\s*\?+)\s*$/i;

/**
 * "Mate reckons I got 14 days to send in the CCEW, thats right yeah?": a statement with a tag asking to confirm it is a
 * yes/no question like "is it 14 days?". Bare "right / yeah / correct" count only with a question mark.
 */
export function isTagQuestion(q: string): boolean {
  return TAG_QUESTION.test(q) || TAIL_TAG.test(q) || (BARE_TAIL.test(q) && (/\?\s*$/.test(q) || /\d/.test(q)));
}

/**
 * The tags tradies end a statement with when they type it without a comma or a question mark: "… thats fine isnt it",
 * "… before the deposit dont i", "… in 10 days am i ok".
 */
const TAIL_TAG = new RegExp(
  String.raw`(?:^|[\s,.;:!–—-])(?:` +
    String.raw`(?:isn'?t|ain'?t|doesn'?t|don'?t|aren'?t|wasn'?t|weren'?t|can'?t|won'?t|haven'?t|hasn'?t|didn'?t|shouldn'?t|wouldn'?t)\s+(?:it|i|he|she|they|we|you|u|that|there|ya)` +
    String.raw`|(?:(?:am|are)\s+)?(?:i|we)\s+(?:ok|okay|right|fine|sweet|good|covered|legal|all good)` +
    String.raw`)(?:,?\s*(?:yes|eh|mate|or not|or what))?\s*\?*\s*$`,
  'i',
);
/**
 * A bare "right", "yes" (the texting form of "yeah") or "correct" after a statement with no comma: a tag when it asks
 * ("… the coc right?") or when the statement puts a figure ("… within 3 days right"); "i did the job right" is no tag.
 */
const BARE_TAIL = /\s(?:right|correct|true|yes|yep)(?:,?\s*(?:yes|eh|mate))?\s*\?*\s*$/i;

/**
 * "How long do I keep my copy, 5 years?", "how long for the notice of completion, 3 days is it", "how long do I keep
 * receipts, 5 years is good right?": a question asked with how or what whose last clause puts a figure to be confirmed
 * — a yes/no question about that figure.
 */
const FIGURE = String.raw`\$?\d[\d,.]*\s*(?:%|per ?cent|k|grand|business days?|working days?|days?|weeks?|months?|years?|yrs?|hours?|hrs?|h|mm|m|metres?|°c|degrees?)?`;
const FIGURE_PUT = new RegExp(
  // "…, 5 years?", "…, is it 10%?", "…, 5 years is good right?": the figure, a few words, a question mark
  String.raw`[,.;:!?–—-]\s*(?:is it |it's |its |about |around |like |so )?${FIGURE}(?:\s+(?:is it|is that|is (?:good|ok|okay|fine|right|correct|enough)))?(?:\s*,?\s*(?:right|correct|yes|eh|mate))?\s*\?+\s*$` +
    // "…, 3 days is it", "…, 5 years is good right": the figure and its tag, with no question mark
    String.raw`|[,.;:!?–—-]\s*${FIGURE}\s+(?:is it|is that (?:right|correct)|is (?:good|ok|okay|fine|right|correct|enough)(?:\s*,?\s*(?:right|yes|eh))?)\s*\?*\s*$` +
    // "QBCC licence threshold - still $3,300 incl labour, materials and GST?": the figure put as still current, with
    // what it takes in said after it
    String.raw`|[,.;:!?–—-]\s*(?:is it |it's |its )?still\s+${FIGURE}(?:\s+(?:incl?|including|inc|ex|excl?|excluding|plus|\+|for|on|in|of|with)\b[^?]{0,60})?\?+\s*$` +
    // "Max time to pay a progress claim in the ACT is 15 business days?": a statement ending on the figure it puts
    String.raw`|^(?!\s*(?:what|whats|what's|how|when|which|who|where|why)\b)[^?]*\b(?:is|are|'s)\s+(?:only\s+|just\s+|still\s+|now\s+)?${FIGURE}\s*\?+\s*$`,
  'i',
);

export function isFigurePut(q: string): boolean {
  return FIGURE_PUT.test(q);
}

/**
 * "Mate reckons I got 10 days to lodge the cert", "heard the fine's only a couple grand": a claim told with no question
 * at all is put to be judged — a yes/no question whether it holds.
 */
export const CLAIM_TOLD =
  /\b(?:mate|mates|bloke|someone|somebody|client|customer|builder|boss|apprentice|offsider|sparky|plumber|chippy|supplier|he|she|they|old \w+)(?:\s+(?:in|from|at|on|of|down|up|out)(?:\s+[a-z]+){1,3})?\s+(?:reckons|reckoned|says|said|told me|thinks|swears|reckon)\b|\b(?:i (?:heard|read)|heard|apparently)\b|\b(?:my|the|our|his|her) (?:[a-z]+ ){0,2}?(?:reckons?|says|said|told me|thinks|swears)\b|\b(?:pretty|fairly|quite|dead) (?:sure|certain)\b|\b(?:i|we) (?:always )?(?:thought|think|believe|reckon|assumed?|figured?|was told|were told|understand|remember)\b|\b(?:i'?ve|we'?ve|ive|weve) (?:been told|always been told|heard|read|seen)\b|\bsaw (?:it )?(?:on|online)\b|^\s*(?:thought|reckon|think)\b/i;

/** A belief put to be checked in so many words: "have I got that right", "am I on the right track". */
export const BELIEF_CHECKED =
  /\b(?:have i|have we|do i|do we) (?:got|have) (?:that|it|this) right\b|\b(?:am i|are we) on the right track\b/i;

/**
 * Someone else's words passed on and put to be answered: "what do I tell him", "do I confirm that?", "how should I
 * reply". With a claim told or quoted before it, the claim is what is judged.
 */
export const RELAY_PUT =
  /\bwhat (?:do|should|shall|would|can) (?:i|we) (?:tell|say|reply|answer|write|put)\b|\bhow (?:do|should|would) (?:i|we) (?:reply|respond|answer)\b|\b(?:do|should|can) (?:i|we) confirm\b|\bwhat(?:'s|’s| is) the (?:right )?(?:answer|reply)\b/i;

/** A reply the tradie drafted, put to be checked: "I was going to tell her I'm not registered …, ok?". */
export const DRAFTED_REPLY =
  /\b(?:i was|i'?m|im|i am) (?:gonna|going to|about to|planning to|thinking of) (?:tell|say|reply|write|email|text)\b|\bi(?:'?ve| have) drafted\b|\bmy (?:draft|reply)\b/i;

/** Someone else's words quoted: "…" or "…" of ten letters or more. */
export const QUOTED_WORDS = /["“][^"”]{10,}["”]/;
