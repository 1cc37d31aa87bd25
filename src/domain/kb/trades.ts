import { stem } from './text';
import type { Trade } from './types';

/** Person words ("sparky") outrank topic words ("electrical") when a question names both. */
const TRADE_PERSON_WORDS: Array<[Trade, string[]]> = [
  ['electrician', ['electrician', 'electricians', 'sparky', 'sparkie', 'sparkies', 'lecky', 'leccy', 'electrical contractor']],
  ['gasfitter', ['gasfitter', 'gasfitters', 'gas fitter', 'gas fitters', 'gassie', 'gassy']],
  ['plumber', ['plumber', 'plumbers', 'plumbo', 'drainer', 'drainers']],
  ['carpenter', ['carpenter', 'carpenters', 'chippy', 'chippie', 'chippies', 'joiner', 'joiners']],
  ['roofer', ['roofer', 'roofers', 'roofie', 'roofies', 'roofy', 'roof plumber', 'roof tiler']],
  ['tiler', ['tiler', 'tilers']],
  ['bricklayer', ['brickie', 'brickies', 'bricklayer', 'bricklayers']],
  ['painter', ['painter', 'painters', 'decorator', 'painter and decorator']],
  ['concreter', ['concreter', 'concreters', 'concretor', 'concretors']],
  ['landscaper', ['landscaper', 'landscapers']],
  [
    'hvac',
    [
      'hvac',
      'hvac technician',
      'hvac tech',
      'fridgie',
      'fridgy',
      'refrigeration mechanic',
      'aircon tech',
      'air con tech',
      'aircon installer',
    ],
  ],
  ['earthmoving', ['earthmover', 'earthmoving contractor', 'excavator operator', 'plant operator', 'digger driver']],
  ['handyman', ['handyman', 'handy man', 'handymen']],
  ['architect', ['architect', 'architects']],
  ['surveyor', ['surveyor', 'surveyors']],
  ['plasterer', ['plasterer', 'plasterers', 'gyprocker', 'gyprockers']],
  ['waterproofer', ['waterproofer', 'waterproofers']],
  ['fencer', ['fencer', 'fencers']],
  ['glazier', ['glazier', 'glaziers']],
  ['builder', ['builder', 'builders', 'general builder', 'chippy builder']],
];

const TRADE_TOPIC_WORDS: Array<[Trade, string[]]> = [
  ['electrician', ['electrical', 'wiring', 'rewire', 'switchboard']],
  ['gasfitter', ['gasfitting', 'gas fitting', 'bayonet', 'bayonets', 'gas point', 'gas line', 'gas pipe', 'gas bottle']],
  ['plumber', ['plumbing', 'drainage']],
  ['carpenter', ['carpentry', 'joinery', 'framing']],
  ['roofer', ['roofing']],
  ['tiler', ['tiling']],
  ['bricklayer', ['bricklaying', 'brickwork']],
  ['painter', ['painting']],
  ['concreter', ['concreting']],
  ['landscaper', ['landscaping']],
  ['hvac', ['air conditioning', 'aircon', 'air con', 'split system', 'refrigeration']],
  ['earthmoving', ['earthmoving', 'excavation']],
  ['plasterer', ['plastering']],
  ['waterproofer', ['waterproofing']],
  ['fencer', ['fencing']],
  ['glazier', ['glazing']],
];

export const TRADE_LABELS: Record<Trade, string> = {
  builder: 'builder',
  carpenter: 'carpenter',
  plumber: 'plumber',
  gasfitter: 'gasfitter',
  electrician: 'electrician',
  painter: 'painter',
  tiler: 'tiler',
  roofer: 'roofer',
  hvac: 'HVAC / refrigeration technician',
  landscaper: 'landscaper',
  concreter: 'concreter',
  earthmoving: 'earthmoving',
  handyman: 'handyman',
  architect: 'architect',
  surveyor: 'surveyor',
  bricklayer: 'bricklayer',
  plasterer: 'plasterer',
  waterproofer: 'waterproofer',
  fencer: 'fencer',
  glazier: 'glazier',
};

/** Stemmed single-word person words ("sparky", "plumber"): who is asking, not what the question is about. */
export const TRADE_PERSON_TERMS = new Set(
  TRADE_PERSON_WORDS.flatMap(([, words]) => words.filter((w) => !w.includes(' ')).map((w) => stem(w))),
);

/** One regex per table; the leftmost word wins, longer words first at the same spot ("roof plumber" over "plumber"). */
function compile(table: Array<[Trade, string[]]>): { re: RegExp; tradeByWord: Map<string, Trade> } {
  const tradeByWord = new Map<string, Trade>();
  for (const [trade, words] of table) for (const w of words) if (!tradeByWord.has(w)) tradeByWord.set(w, trade);
  const alternatives = [...tradeByWord.keys()].sort((a, b) => b.length - a.length);
  // A topic word may be plural ("split systems", "bayonets" is listed, "gas lines" is not).
  return { re: new RegExp(`(?:^| )(${alternatives.join('|')})(?:s)?(?= |$)`), tradeByWord };
}

const PERSON = compile(TRADE_PERSON_WORDS);
const TOPIC = compile(TRADE_TOPIC_WORDS);

function firstMatch(text: string, table: ReturnType<typeof compile>): Trade | undefined {
  const m = table.re.exec(text);
  return m ? table.tradeByWord.get(m[1]) : undefined;
}

/** The trade a question (already normalised) is about: the first person word, else the first topic word. */
export function tradeInText(normalised: string): Trade | undefined {
  const first = PERSON.re.exec(normalised);
  if (first) {
    // "Chippy here but my brother in law's the sparky, he did …": the asker names their own trade, then the one whose
    // work the question is about.
    const rest = normalised.slice(first.index + first[0].length);
    const other = /^ (?:here|myself) but\b/.test(rest) ? PERSON.re.exec(rest) : null;
    if (other && PERSON.tradeByWord.get(other[1]!) !== PERSON.tradeByWord.get(first[1]!)) return PERSON.tradeByWord.get(other[1]!);
    return PERSON.tradeByWord.get(first[1]!);
  }
  return firstMatch(normalised, TOPIC);
}

/** Maps a profile value ("General Builder", "HVAC Technician", "sparky") to a trade id; "General"/"Other" mean none. */
export function normaliseTrade(value: string | undefined): Trade | undefined {
  if (!value) return undefined;
  const n = value
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!n || n === 'general' || n === 'other') return undefined;
  if (n in TRADE_LABELS) return n as Trade;
  return tradeInText(n);
}
