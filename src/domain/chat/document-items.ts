/**
 * One priced line typed in chat: "10 hours labour at $85/hr", "8 m² tiles @ $45 per m²", "waterproofing $450",
 * "$250 for skip bin hire", "supply and install 6 downlights at $85 each".
 */
import { lineAmount, parseDollars, type Cents } from '../money';
import type { ChatDocumentItem, ChatItemCategory } from './document';

/** Unit words as typed → the unit shown on the document. */
const UNITS: Array<[RegExp, string]> = [
  [/^(?:hours?|hrs?|h)$/i, 'hr'],
  [/^(?:days?)$/i, 'day'],
  [/^(?:weeks?|wks?)$/i, 'week'],
  [/^(?:m2|m²|sqm|sq\s*m|square\s+met(?:re|er)s?)$/i, 'm²'],
  [/^(?:m3|m³|cubic\s+met(?:re|er)s?)$/i, 'm³'],
  [/^(?:lm|linear\s+met(?:re|er)s?|lineal\s+met(?:re|er)s?)$/i, 'lm'],
  [/^(?:m|met(?:re|er)s?)$/i, 'm'],
  [/^(?:kg|kgs|kilos?)$/i, 'kg'],
  [/^(?:t|tonnes?|tons?)$/i, 't'],
  [/^(?:l|litres?|liters?)$/i, 'L'],
  [/^(?:bags?)$/i, 'bag'],
  [/^(?:sheets?)$/i, 'sheet'],
  [/^(?:lengths?)$/i, 'length'],
  [/^(?:boxes|box)$/i, 'box'],
  [/^(?:packs?|pkts?|packets?)$/i, 'pack'],
  [/^(?:tubes?)$/i, 'tube'],
  [/^(?:rolls?)$/i, 'roll'],
  [/^(?:tins?)$/i, 'tin'],
  [/^(?:cans?)$/i, 'can'],
  [/^(?:buckets?|pails?)$/i, 'bucket'],
  [/^(?:cartons?)$/i, 'carton'],
  [/^(?:pallets?)$/i, 'pallet'],
  [/^(?:sets?)$/i, 'set'],
  [/^(?:pairs?)$/i, 'pair'],
  [/^(?:each|ea|pcs?|pieces?|items?|units?|no\.?)$/i, 'ea'],
];
const UNIT_WORDS = String.raw`hours?|hrs?|h|days?|weeks?|wks?|m2|m²|sqm|sq\s*m|square\s+met(?:re|er)s?|m3|m³|cubic\s+met(?:re|er)s?|lm|lineal\s+met(?:re|er)s?|linear\s+met(?:re|er)s?|m|met(?:re|er)s?|kg|kgs|kilos?|t|tonnes?|tons?|l|litres?|liters?|bags?|sheets?|lengths?|boxes|box|packs?|pkts?|packets?|tubes?|rolls?|tins?|cans?|buckets?|pails?|cartons?|pallets?|sets?|pairs?|pcs?|pieces?|items?|units?`;

function unitOf(word: string | undefined): string | undefined {
  if (!word) return undefined;
  const w = word.trim();
  return UNITS.find(([re]) => re.test(w))?.[1];
}

/**
 * A price: "$85", "$1,200.50", "$1.2k", "85 dollars", or a bare number after @/at ("@ 85 each"); optionally per a unit.
 * A number only counts as a price with a $, "dollars", or an @/at in front, so quantities are never read as prices.
 */
const PRICE = new RegExp(
  String.raw`(?:(@|\bat)\s*)?(\$)\s?(\d[\d,]*(?:\.\d+)?)(k\b)?|(?:(@|\bat)\s*)(\d[\d,]*(?:\.\d+)?)(k\b)?(?=\s*(?:\/|per\b|each\b|ea\b|an?\s|$|\s*(?:dollars|aud)\b))|(\d[\d,]*(?:\.\d+)?)\s*(?:dollars|aud|bucks)\b`,
  'gi',
);
// A unit ends where letters and digits end; \b would stop inside "m²" (² is not a word character).
const END = String.raw`(?![A-Za-z0-9²³])`;
const PER = new RegExp(String.raw`^\s*(?:(?:\/\s*|per\s+|an?\s+)(${UNIT_WORDS})${END}\.?|(each|ea)\b)`, 'i');

export function hasPrice(text: string): boolean {
  PRICE.lastIndex = 0;
  return PRICE.test(text);
}

const EQUIPMENT =
  /\b(hire|hired|rental|rent|scaffold(?:ing)?|skip(?:\s*bin)?|bins?|excavator|bobcat|mini[- ]?digger|digger|machine|machinery|equipment|trailer|compactor|whacker|mixer|generator|crane|ewp|cherry\s*picker|scissor\s*lift|jackhammer|tools?)\b/i;
const LABOUR =
  /\b(labour|labor|hours?|hrs?|install(?:ation|ing)?|fit(?:ting)?[- ]?off|fitting|call[- ]?out|travel|removal|remove|demolition|demo|strip(?:ping)?|apprentice|tradesman|tradie|work|workmanship|rough[- ]?in|service|repair|prep(?:aration)?|clean[- ]?up|disposal)\b/i;

export function categoryOf(description: string, unit: string): ChatItemCategory {
  if (EQUIPMENT.test(description)) return 'equipment';
  if (unit === 'hr' || LABOUR.test(description)) return 'labour';
  return 'materials';
}

function tidy(desc: string): string {
  const t = desc
    .replace(/\s+/g, ' ')
    .replace(/^(?:for|of|to|at|-|–|—|:|=)\s*/i, '')
    .replace(/\s*(?:for|at|@|-|–|—|:|=|,)$/i, '')
    .trim();
  return t ? t.charAt(0).toUpperCase() + t.slice(1) : t;
}

const LEADING_QTY = new RegExp(String.raw`^(\d+(?:\.\d+)?)\s*(?:x\s+|×\s*)?(?:(${UNIT_WORDS})${END}\.?\s*)?(?:of\s+)?(.*)$`, 'i');
const TRAILING_X_QTY = new RegExp(String.raw`^(.*?)\s*(?:x|×)\s*(\d+(?:\.\d+)?)\s*(?:(${UNIT_WORDS})${END}\.?)?$`, 'i');
const TRAILING_QTY_UNIT = new RegExp(String.raw`^(.*?)\s+(\d+(?:\.\d+)?)\s*(${UNIT_WORDS})${END}\.?$`, 'i');

/** Parses one priced line, or null when it has no usable price or quantity. */
export function parseItemLine(line: string): ChatDocumentItem | null {
  PRICE.lastIndex = 0;
  let last: RegExpExecArray | null = null;
  for (let m = PRICE.exec(line); m; m = PRICE.exec(line)) last = m;
  if (!last) return null;
  const amount = last[3] ?? last[6] ?? last[8];
  const thousands = last[4] ?? last[7];
  let priceCents: Cents | null = parseDollars(amount.replace(/,/g, ''));
  if (priceCents === null) return null;
  if (thousands) priceCents *= 1000;

  const after = line.slice(last.index + last[0].length);
  const per = PER.exec(after);
  const perUnit = per ? unitOf(per[1] ?? per[2]) : undefined;
  const remainder = `${line.slice(0, last.index)} ${after.slice(per ? per[0].length : 0)}`.replace(/\s+/g, ' ').trim();

  let quantity = 1;
  let unit: string | undefined;
  let desc = remainder;
  const lead = LEADING_QTY.exec(remainder);
  const trailX = TRAILING_X_QTY.exec(remainder);
  const trailUnit = TRAILING_QTY_UNIT.exec(remainder);
  if (lead && lead[3].trim() && !/^\s*(?:x|×|by)\s*\d/i.test(lead[3])) {
    quantity = Number(lead[1]);
    unit = unitOf(lead[2]);
    desc = lead[3];
  } else if (trailX && trailX[1].trim()) {
    quantity = Number(trailX[2]);
    unit = unitOf(trailX[3]);
    desc = trailX[1];
  } else if (trailUnit && trailUnit[1].trim()) {
    quantity = Number(trailUnit[2]);
    unit = unitOf(trailUnit[3]);
    desc = trailUnit[1];
  } else if (perUnit) {
    // "supply and install 6 downlights at $85 each": the one whole number in the text is the count.
    const counts = [...remainder.matchAll(/(?<![\d.x×])\b(\d+)\b(?![\d.]|\s*(?:x|×|mm|m\b|m²|m2))/gi)];
    if (counts.length === 1) {
      quantity = Number(counts[0][1]);
      desc = remainder.replace(counts[0][0], ' ');
    }
  }
  unit = unit ?? perUnit ?? 'ea';
  const description = tidy(desc) || (unit === 'hr' ? 'Labour' : 'Item');
  if (!(quantity > 0) || !Number.isFinite(quantity)) return null;
  return {
    category: categoryOf(description, unit),
    description,
    quantity,
    unit,
    unitPriceCents: priceCents,
    totalCents: lineAmount(quantity, priceCents),
  };
}
