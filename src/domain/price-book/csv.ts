import { gstInInclusive } from '../gst';
import { parseDollars, type Cents } from '../money';
import type { ColumnMapping, PriceItemFields } from '../sync/features/price-book';
import { MAX_PRICE_BOOK_CENTS } from '../sync/features/price-book';
import { matchKey } from './ids';
import { sellFromCost } from './markup';
import { MAX_UNIT_LENGTH, resolveUnit } from './units';

/**
 * A supplier's price file, line by line: the mapping says which column holds what; each line becomes a price item or
 * is skipped with the reason ("line 12: cost is not a number"). Pure: the import worker runs it, the tests run it.
 * Line numbers count the header as line 1, so they match what a spreadsheet shows.
 */
export type MappedField = 'code' | 'description' | 'unit' | 'cost' | 'sell';
export const MAPPED_FIELDS: readonly MappedField[] = ['code', 'description', 'unit', 'cost', 'sell'];
export const FIELD_LABELS: Record<MappedField, string> = {
  code: 'Code',
  description: 'Description',
  unit: 'Unit',
  cost: 'Cost price',
  sell: 'Sell price',
};

/** "Trade Price ex GST", "RRP (inc. GST)", "Price $": the words that say what a column is, without the tax and currency. */
const GST_WORDS =
  /[\s([-]*(\b(ex|excl?|exclusive|inc|incl?|inclusive)\.?\s*(of\s*)?gst\b|\bgst\s*(ex|excl?|inc|incl?)\b\.?|\(?\$\)?|\baud\b)[\s)\]]*/gi;
const bare = (h: string) => h.replace(GST_WORDS, ' ').replace(/\s+/g, ' ').trim();

const GUESSES: Record<MappedField, RegExp> = {
  code: /^(item ?|product ?|part ?|stock ?|supplier ?)?(code|no\.?|number|sku|#|id)$/i,
  description: /^(item ?|product ?)?(description|desc|name|title|product|item)$/i,
  unit: /^(unit|uom|units|unit of measure|per|sell unit|pack unit)$/i,
  cost: /^(cost|cost price|trade|trade price|buy|buy price|nett?|nett? price|your price|account price|price ex gst|ex gst)$/i,
  sell: /^(sell|sell price|sale|sale price|retail|retail price|rrp|list|list price)$/i,
};

/** The header says the column's prices include GST: "inc GST", "incl. GST", or an RRP (recommended retail, GST in). */
export function headerIncludesGst(header: string): boolean {
  if (/\b(ex|excl?|exclusive)\.?\s*(of\s*)?gst\b|\bgst\s*(ex|excl?)\b/i.test(header)) return false;
  return /\b(inc|incl?|inclusive)\.?\s*(of\s*)?gst\b|\bgst\s*(inc|incl?)\b|\brrp\b|recommended retail/i.test(header);
}

/** A first guess at the mapping from the header row (the person confirms or changes it). */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const out: ColumnMapping = { code: '', description: '', unit: '', cost: '', sell: '' };
  const taken = new Set<string>();
  for (const field of MAPPED_FIELDS) {
    const hit =
      headers.find((h) => !taken.has(h) && GUESSES[field].test(h.trim())) ??
      (field === 'cost' || field === 'sell' ? headers.find((h) => !taken.has(h) && GUESSES[field].test(bare(h))) : undefined);
    if (hit) {
      out[field] = hit;
      taken.add(hit);
    }
  }
  // A file with one "Price" column: that is what the tradie pays.
  if (!out.cost && !out.sell) out.cost = headers.find((h) => /^price$/i.test(bare(h))) ?? '';
  out.costIncludesGst = Boolean(out.cost) && headerIncludesGst(out.cost);
  out.sellIncludesGst = Boolean(out.sell) && headerIncludesGst(out.sell);
  return out;
}

/** Why a price column's GST setting is what it is, for the mapping step (null when there is nothing to say). */
export function gstNote(mapping: ColumnMapping): string | null {
  if (mapping.sell && mapping.sellIncludesGst)
    return `“${mapping.sell}” is taken as GST-inclusive (an RRP usually is): GST is taken out on import, so your quotes do not add it twice.`;
  if (mapping.sell && headerIncludesGst(mapping.sell))
    return `“${mapping.sell}” looks GST-inclusive. Tick “Sell prices include GST” unless the file says otherwise, or GST will be added twice.`;
  return null;
}

/** What is wrong with a mapping for these headers, or null when it can be used. */
export function mappingProblem(mapping: ColumnMapping, headers: readonly string[]): string | null {
  if (!mapping.code) return 'Pick the column that holds the code.';
  if (!mapping.description) return 'Pick the column that holds the description.';
  if (!mapping.cost && !mapping.sell) return 'Pick the column with the cost price or the sell price (or both).';
  for (const field of MAPPED_FIELDS) {
    const col = mapping[field];
    if (col && !headers.includes(col)) return `This file has no column "${col}" (${FIELD_LABELS[field]}).`;
  }
  return null;
}

export type ImportItem = Omit<PriceItemFields, 'gstFree'>;
export type LineResult = { ok: true; line: number; item: ImportItem } | { ok: false; line: number; reason: string };

function money(text: string): Cents | 'invalid' | null {
  const t = text.trim();
  if (t === '') return null;
  const c = parseDollars(t);
  return c === null ? 'invalid' : c;
}

export interface LineReader {
  read(cells: readonly string[], line: number): LineResult;
}

/**
 * Reads lines with a mapping: where each mapped column is, and the supplier and markup every line takes.
 * Sell rate: the sell column when the line has one, else cost plus the markup (cost alone when the markup is 0).
 */
export function lineReader(headers: readonly string[], mapping: ColumnMapping, supplier: string, markupBasisPoints: number): LineReader {
  const at = (field: MappedField) => (mapping[field] ? headers.indexOf(mapping[field]) : -1);
  const idx = { code: at('code'), description: at('description'), unit: at('unit'), cost: at('cost'), sell: at('sell') };
  const exGst = (c: Cents | null, includes: boolean | undefined) => (c !== null && includes ? c - gstInInclusive(c) : c);
  const cell = (cells: readonly string[], i: number) => (i < 0 ? '' : (cells[i] ?? ''));
  return {
    read(cells, line) {
      const skip = (reason: string): LineResult => ({ ok: false, line, reason: `line ${line}: ${reason}` });
      if (cells.some((c) => c.includes('\u0000'))) return skip('contains a NUL character');
      const code = cell(cells, idx.code).trim();
      const description = cell(cells, idx.description).trim().replace(/\s+/g, ' ');
      if (!code) return skip('code is empty');
      if (code.length > 100) return skip('code is longer than 100 characters');
      if (!description) return skip('description is empty');
      if (description.length > 500) return skip('description is longer than 500 characters');
      const unit = resolveUnit(cell(cells, idx.unit), mapping.units);
      if (unit.length > MAX_UNIT_LENGTH) return skip(`unit is longer than ${MAX_UNIT_LENGTH} characters`);
      const costCell = money(cell(cells, idx.cost));
      if (costCell === 'invalid') return skip('cost is not a number');
      const sellText = money(cell(cells, idx.sell));
      if (sellText === 'invalid') return skip('sell price is not a number');
      const cost = exGst(costCell, mapping.costIncludesGst);
      const sellCell = exGst(sellText, mapping.sellIncludesGst);
      if ((cost ?? 0) < 0) return skip('cost is negative');
      if ((sellCell ?? 0) < 0) return skip('sell price is negative');
      if (cost === null && sellCell === null) return skip('no cost or sell price');
      const costCents = cost ?? 0;
      if (costCents > MAX_PRICE_BOOK_CENTS || (sellCell ?? 0) > MAX_PRICE_BOOK_CENTS) return skip('price is too large');
      const sellCents = sellCell ?? sellFromCost(costCents, markupBasisPoints);
      if (sellCents <= 0) return skip('sell price is $0');
      if (sellCents > MAX_PRICE_BOOK_CENTS) return skip('price is too large');
      return { ok: true, line, item: { code, description, supplier, unit, costCents, sellCents } };
    },
  };
}

/** What the device already holds for this supplier: by code key. */
export interface ExistingItem extends PriceItemFields {
  id: string;
}

export interface ImportPlan {
  adds: ImportItem[];
  updates: Array<ImportItem & { id: string; gstFree: boolean }>;
  unchanged: number;
  skipped: Array<{ line: number; reason: string }>;
}

const same = (a: ImportItem, b: ExistingItem) =>
  a.description === b.description && a.unit === b.unit && a.costCents === b.costCents && a.sellCents === b.sellCents && a.code === b.code;

/**
 * Sorts read lines into adds, updates (same supplier and code as an item already there), unchanged and skipped. A code
 * that appears twice in the file keeps its first line; the later one is skipped, naming the first.
 */
export function planImport(results: Iterable<LineResult>, existing: ReadonlyMap<string, ExistingItem>): ImportPlan {
  const plan: ImportPlan = { adds: [], updates: [], unchanged: 0, skipped: [] };
  const seen = new Map<string, number>();
  for (const r of results) {
    if (!r.ok) {
      plan.skipped.push({ line: r.line, reason: r.reason });
      continue;
    }
    const key = matchKey(r.item.code);
    const first = seen.get(key);
    if (first !== undefined) {
      plan.skipped.push({ line: r.line, reason: `line ${r.line}: code ${r.item.code} is already on line ${first}` });
      continue;
    }
    seen.set(key, r.line);
    const old = existing.get(key);
    if (!old) plan.adds.push(r.item);
    else if (same(r.item, old)) plan.unchanged++;
    else plan.updates.push({ ...r.item, id: old.id, gstFree: old.gstFree });
  }
  return plan;
}
