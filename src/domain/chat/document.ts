/**
 * Chat-parsed invoice or quote (spec §3): a tradie types "quote for Jane Citizen, 4 Smith St Paddington: 10 hours
 * labour at $85/hr, 8 m² tiles at $45/m², waterproofing $450" and gets a structured document back.
 * Money is integer cents (the house rule), so the spec's unitPrice/total/subtotal/gst/total are *Cents here.
 * Prices typed in chat are read as GST-exclusive; GST is 10% of the subtotal, rounded once (src/domain/gst.ts).
 */
import * as v from 'valibot';
import { computeTotals } from '../gst';
import { lineAmount, type Cents } from '../money';
import { isChatDocumentNumber } from '../numbering';
import { parseItemLine, hasPrice } from './document-items';

export const CHAT_ITEM_CATEGORIES = ['materials', 'labour', 'equipment'] as const;
export type ChatItemCategory = (typeof CHAT_ITEM_CATEGORIES)[number];

export interface ChatDocumentItem {
  category: ChatItemCategory;
  description: string;
  quantity: number;
  unit: string;
  unitPriceCents: Cents;
  totalCents: Cents;
}

export interface ChatDocument {
  type: 'quote' | 'invoice';
  /** TR-YYYY-NNNN */
  number: string;
  /** YYYY-MM-DD */
  date: string;
  customer: { name: string; address: string };
  project: { description: string; specifications: string[] };
  items: ChatDocumentItem[];
  subtotalCents: Cents;
  gstCents: Cents;
  totalCents: Cents;
}

const cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
export const ChatDocumentSchema = v.pipe(
  v.object({
    type: v.picklist(['quote', 'invoice'] as const),
    number: v.pipe(v.string(), v.check(isChatDocumentNumber, 'number must look like TR-YYYY-NNNN')),
    date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')),
    customer: v.object({ name: v.pipe(v.string(), v.maxLength(200)), address: v.pipe(v.string(), v.maxLength(500)) }),
    project: v.object({
      description: v.pipe(v.string(), v.maxLength(2000)),
      specifications: v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(50)),
    }),
    items: v.pipe(
      v.array(
        v.object({
          category: v.picklist(CHAT_ITEM_CATEGORIES),
          description: v.pipe(v.string(), v.trim(), v.nonEmpty('Each item needs a description'), v.maxLength(2000)),
          quantity: v.pipe(v.number(), v.minValue(0.001), v.maxValue(1_000_000)),
          unit: v.pipe(v.string(), v.maxLength(20)),
          unitPriceCents: cents,
          totalCents: cents,
        }),
      ),
      v.maxLength(200),
    ),
    subtotalCents: cents,
    gstCents: cents,
    totalCents: cents,
  }),
  v.check(
    (d) => d.items.every((i) => i.totalCents === lineAmount(i.quantity, i.unitPriceCents)),
    'Each item total must be quantity x unit price',
  ),
  v.check((d) => {
    const t = computeTotals(
      d.items.map((i) => ({ quantity: i.quantity, rateCents: i.unitPriceCents })),
      true,
    );
    return t.subtotalCents === d.subtotalCents && t.gstCents === d.gstCents && t.totalCents === d.totalCents;
  }, 'Totals must match the items (GST 10% of the subtotal)'),
);

// ---------- header: customer, address, project ----------

const KEYS: Array<[RegExp, 'name' | 'address' | 'description' | 'specs']> = [
  [/^(?:customer|client|name|bill to|for)$/i, 'name'],
  [/^(?:address|site|site address|job address|location)$/i, 'address'],
  [/^(?:job|project|description|scope|work|job description|project description)$/i, 'description'],
  [/^(?:specs?|specifications?|details)$/i, 'specs'],
];
const JOB_WORDS =
  /\b(bathroom|kitchen|laundry|ensuite|deck|fence|fencing|reno|renovation|repair|repairs|install|installation|paint|painting|tiling|tile|tiles|roof|house|job|work|project|extension|bedroom|garage|pergola|driveway|pool|retile|rewire|plumbing|electrical|concrete|slab|floor|wall|walls|hot water|toilet|shower)\b/i;
const STREET =
  /\b(st|street|rd|road|ave|avenue|cres|crescent|dr|drive|ct|court|pl|place|lane|ln|way|pde|parade|hwy|highway|tce|terrace|blvd|boulevard|cl|close|cct|circuit|esp|esplanade|grove|gr)\b\.?/i;
const STATE_POSTCODE = /\b(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\b(\s*\d{4})?|\b\d{4}$/;
const MEASURE = /\d\s*(?:x|×|by)\s*\d|\d\s*(?:mm|cm|m|m2|m²|sqm|m3|m³|lm|metres?|meters?|kw|kva|amps?|a|l|litres?|kg)\b/i;
const MEASURE_PHRASE =
  /\d+(?:\.\d+)?\s*(?:x|×|by)\s*\d+(?:\.\d+)?\s*(?:mm|cm|m)?(?![a-z])|\d+(?:\.\d+)?\s*(?:mm|cm|m2|m²|sqm|m3|m³|lm|metres?|meters?|kw|kva|l|litres?|kg|m)(?![a-z])/gi;
const NAME_WORD = String.raw`(?:[A-Z][\p{L}'’.-]*|&|and|de|van|von|da|di|le|la)`;
const NAME = new RegExp(String.raw`^(?:(?:mr|mrs|ms|miss|dr)\.?\s+)?[A-Z][\p{L}'’.-]*(?:\s+${NAME_WORD}){0,5}$`, 'u');
const PROJECT_FOR_NAME = new RegExp(
  String.raw`^(.+?)\s+for\s+((?:(?:mr|mrs|ms|miss|dr)\.?\s+)?[A-Z][\p{L}'’.-]*(?:\s+${NAME_WORD}){0,4})(?:\s+(?:at|@|of)\s+(.+))?$`,
  'u',
);

const looksLikeName = (s: string) => NAME.test(s) && !/\d/.test(s) && !JOB_WORDS.test(s);
const looksLikeAddress = (s: string) =>
  /^\d+[a-z]?(?:\/\d+[a-z]?)?\s+\p{L}/iu.test(s) || (STREET.test(s) && /\d/.test(s)) || STATE_POSTCODE.test(s);
const looksLikeSuburb = (s: string) => STATE_POSTCODE.test(s) || /^[A-Z][\p{L}'’-]*(?:\s+[A-Z][\p{L}'’-]*){0,2}$/u.test(s);

interface Header {
  name: string;
  address: string;
  description: string[];
  specs: string[];
}

function readHeader(segments: string[], header: Header) {
  let lastWasAddress = false;
  segments.forEach((raw, i) => {
    const seg = raw.replace(/^(?:for|to)\s+/i, '').trim();
    if (!seg) return;
    if (i === 0 && !header.name) {
      if (looksLikeName(seg)) {
        header.name = seg;
        return;
      }
      const at = /^(.+?)\s+(?:at|@|of)\s+(.+)$/.exec(seg);
      if (at && looksLikeName(at[1]) && looksLikeAddress(at[2])) {
        header.name = at[1];
        header.address = at[2];
        lastWasAddress = true;
        return;
      }
      const pf = PROJECT_FOR_NAME.exec(seg);
      if (pf && !JOB_WORDS.test(pf[2])) {
        header.description.push(pf[1].replace(/^(?:a|an|the)\s+/i, ''));
        header.name = pf[2];
        if (pf[3]) {
          header.address = pf[3];
          lastWasAddress = true;
        }
        return;
      }
    }
    if (lastWasAddress && looksLikeSuburb(seg) && !JOB_WORDS.test(seg)) {
      header.address = `${header.address}, ${seg}`;
      return;
    }
    lastWasAddress = false;
    if (!header.address && looksLikeAddress(seg) && !MEASURE.test(seg)) {
      header.address = seg.replace(/^(?:at|@)\s+/i, '');
      lastWasAddress = true;
    } else if (MEASURE.test(seg)) {
      // "bathroom retile 3 x 2.4 m" describes the job and carries a specification; "600 x 600 tiles" is only a spec.
      if (JOB_WORDS.test(seg)) {
        header.description.push(seg.replace(/^(?:a|an|the)\s+/i, ''));
        header.specs.push(...(seg.match(MEASURE_PHRASE) ?? []).map((s) => s.trim()));
      } else header.specs.push(seg);
    } else if (!header.name && i <= 1 && looksLikeName(seg)) {
      header.name = seg;
    } else {
      header.description.push(seg.replace(/^(?:a|an|the)\s+/i, ''));
    }
  });
}

// ---------- splitting ----------

/** Commas that are not thousands separators ("$1,200" stays whole). */
const COMMA = /,(?!\d{3}(?!\d))/;

function splitOnJoiners(seg: string): string[] {
  if ((seg.match(/\$|@/g) ?? []).length < 2) return [seg];
  const parts = seg.split(/\s+(?:and|plus|&|\+)\s+/i);
  // "supply and install 6 downlights at $85 each": a part with no price belongs to the part after it.
  const out: string[] = [];
  let carry = '';
  for (const p of parts) {
    const joined = carry ? `${carry} and ${p}` : p;
    if (hasPrice(joined)) {
      out.push(joined);
      carry = '';
    } else carry = joined;
  }
  if (carry) {
    if (out.length) out[out.length - 1] += ` and ${carry}`;
    else out.push(carry);
  }
  return out;
}

interface Split {
  header: string[];
  items: string[];
  kv: Array<[ReturnType<typeof keyOf>, string]>;
}

function keyOf(label: string) {
  return KEYS.find(([re]) => re.test(label.trim()))?.[1];
}

function splitText(text: string): Split {
  const out: Split = { header: [], items: [], kv: [] };
  const lines = text
    .replace(/\r/g, '')
    .split(/\n|;/)
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
  for (const line of lines) {
    let rest = line;
    const colon = /^([^:$@]{1,160}):\s*(.+)$/.exec(line);
    if (colon) {
      const key = keyOf(colon[1]);
      if (key && !hasPrice(colon[2])) {
        out.kv.push([key, colon[2].trim()]);
        continue;
      }
      if (!/\s/.test(colon[1].trim()) && hasPrice(colon[2])) {
        // "Labour: 10 hrs @ $85" is one item whose description comes first.
        rest = `${colon[1].trim()} ${colon[2]}`;
      } else if (!key) {
        out.header.push(
          ...colon[1]
            .split(COMMA)
            .map((s) => s.trim())
            .filter(Boolean),
        );
        rest = colon[2];
      } else rest = colon[2];
    }
    const pieces = rest
      .split(COMMA)
      .flatMap((p) => p.split(/\s[–—]\s|\s-\s/))
      .map((p) => p.trim())
      .filter(Boolean);
    for (const p of pieces) {
      if (hasPrice(p)) out.items.push(...splitOnJoiners(p));
      else if (out.items.length === 0) out.header.push(p);
      // Text after the items with no price ("thanks", "due in 7 days") is a note on the job.
      else out.header.push(p);
    }
  }
  return out;
}

// ---------- the document ----------

export interface ParseChatDocumentOptions {
  type: 'quote' | 'invoice';
  /** TR-YYYY-NNNN, from nextChatDocumentNumber over the numbers already used */
  number: string;
  /** YYYY-MM-DD where the tradie is */
  date: string;
}

/** Reads the text after "quote for" / "invoice for" into the chat document shape. Items without a price are left out. */
export function parseChatDocument(text: string, opts: ParseChatDocumentOptions): ChatDocument {
  const split = splitText(text);
  const header: Header = { name: '', address: '', description: [], specs: [] };
  for (const [key, value] of split.kv) {
    if (key === 'name') header.name = value;
    else if (key === 'address') header.address = value;
    else if (key === 'description') header.description.push(value);
    else if (key === 'specs')
      header.specs.push(
        ...value
          .split(COMMA)
          .map((s) => s.trim())
          .filter(Boolean),
      );
  }
  readHeader(split.header, header);
  const items = split.items.map(parseItemLine).filter((i): i is ChatDocumentItem => i !== null);
  const totals = computeTotals(
    items.map((i) => ({ quantity: i.quantity, rateCents: i.unitPriceCents })),
    true,
  );
  return {
    type: opts.type,
    number: opts.number,
    date: opts.date,
    customer: { name: header.name, address: header.address },
    project: { description: header.description.join(', '), specifications: header.specs },
    items,
    subtotalCents: totals.subtotalCents,
    gstCents: totals.gstCents,
    totalCents: totals.totalCents,
  };
}
