import { parseDollars, type Cents } from '../money';
import type { ColumnMapping, PriceItemFields } from '../sync/features/price-book';
import { MAX_PRICE_BOOK_CENTS } from '../sync/features/price-book';
import { matchKey } from './ids';
import { sellFromCost } from './markup';
import { normaliseUnit, PRICE_UNITS } from './units';

/**
 * A supplier's price file, line by line: the mapping says which column holds what; each line becomes a price item or
 * is skipped with the reason ("line 12: cost is not a number"). Pure: the import worker runs it, the tests run it.
 * Line numbers count the header as line 1, so they match what a spreadsheet shows.
 */
export type MappedField = keyof ColumnMapping;
export const MAPPED_FIELDS: readonly MappedField[] = ['code', 'description', 'unit', 'cost', 'sell'];
export const FIELD_LABELS: Record<MappedField, string> = {
  code: 'Code',
  description: 'Description',
  unit: 'Unit',
  cost: 'Cost price',
  sell: 'Sell price',
};

const GUESSES: Record<MappedField, RegExp> = {
  code: /^(item ?|product ?|part ?|stock ?|supplier ?)?(code|no\.?|number|sku|#|id)$/i,
  description: /^(item ?|product ?)?(description|desc|name|title|product|item)$/i,
  unit: /^(unit|uom|units|unit of measure|per)$/i,
  cost: /^(cost|cost price|trade|trade price|buy|buy price|nett?|nett? price|your price|ex gst|price ex gst)$/i,
  sell: /^(sell|sell price|sale|sale price|retail|rrp|list|list price)$/i,
};

/** A first guess at the mapping from the header row (the person confirms or changes it). */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const out: ColumnMapping = { code: '', description: '', unit: '', cost: '', sell: '' };
  for (const field of MAPPED_FIELDS) {
    const hit = headers.find((h) => GUESSES[field].test(h.trim()) && !Object.values(out).includes(h));
    if (hit) out[field] = hit;
  }
  // A file with one "Price" column: that is what the tradie pays.
  if (!out.cost && !out.sell) out.cost = headers.find((h) => /^price$/i.test(h.trim())) ?? '';
  return out;
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
      const unitText = cell(cells, idx.unit);
      const unit = normaliseUnit(unitText);
      if (!unit) return skip(`unit "${unitText.trim()}" is not one of ${PRICE_UNITS.join(', ')}`);
      const cost = money(cell(cells, idx.cost));
      if (cost === 'invalid') return skip('cost is not a number');
      const sellCell = money(cell(cells, idx.sell));
      if (sellCell === 'invalid') return skip('sell price is not a number');
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
