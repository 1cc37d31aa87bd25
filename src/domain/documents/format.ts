/** Display formatting shared by the PDF and Word renderers (en-AU). */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' -> 'dd/mm/yyyy' by splitting the string, never via Date (that would be UTC midnight). */
export function formatCalendarDate(date: string): string {
  const m = CALENDAR_DATE.exec(date.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date;
}

export function isCalendarDate(value: string): boolean {
  return CALENDAR_DATE.test(value.trim());
}

/**
 * An instant (ISO string) as an en-AU date, optionally with time and zone name so a reader in another state
 * is never misled about the day. Falls back to the raw text rather than failing a whole document.
 */
export function formatInstant(iso: string, opts: { timeZone?: string; withTime?: boolean } = {}): string {
  if (isCalendarDate(iso)) return formatCalendarDate(iso);
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const base: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
  const timed: Intl.DateTimeFormatOptions = opts.withTime
    ? { hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' }
    : {};
  try {
    return new Intl.DateTimeFormat('en-AU', { ...base, ...timed, timeZone: opts.timeZone }).format(ms);
  } catch {
    // An unknown zone name should not cost the user their document.
    return new Intl.DateTimeFormat('en-AU', { ...base, ...timed }).format(ms);
  }
}

const quantityFormatter = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 3 });

export function formatQuantity(quantity: number | string): string {
  if (typeof quantity === 'string') return quantity.trim();
  return Number.isFinite(quantity) ? quantityFormatter.format(quantity) : '';
}

/** '53004085616' -> '53 004 085 616'; anything that is not 11 digits is shown as typed. */
export function formatAbn(abn: string): string {
  const digits = abn.replace(/\s/g, '');
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}` : abn.trim();
}

/** Splits user text into lines, dropping blank edges but keeping deliberate blank lines between paragraphs. */
export function textLines(text: string | undefined | null): string[] {
  if (!text) return [];
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trimEnd());
  while (lines.length && !lines[0].trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  return lines;
}

export function hasText(value: string | undefined | null): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function capitalise(word: string): string {
  const w = word.trim().replace(/[_-]+/g, ' ');
  return w ? w[0].toUpperCase() + w.slice(1) : w;
}

/** XML 1.0 forbids most control characters, and a stray one (pasted from a PDF, say) would corrupt a .docx. */
export function stripControlChars(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g, '');
}

/**
 * Units that are words take a plural after any quantity other than one ("2 bags", "1 bag", "2.5 hrs"); symbols and
 * abbreviations that English does not pluralise stay as they are (m, m², kg, lm, sqm, ea, L); pc → pcs, hr → hrs. Walk-through,
 * issue 12: documents said "2 bag".
 */
const UNPLURALISED = new Set([
  'm',
  'm2',
  'm²',
  'm3',
  'm³',
  'mm',
  'cm',
  'km',
  'kg',
  'g',
  't',
  'l',
  'ml',
  'lm',
  'sqm',
  'ea',
  'each',
  'kw',
  'kwh',
  'w',
  'v',
  'a',
  'lot',
  'set',
]);
const IRREGULAR: Record<string, string> = {
  box: 'boxes',
  batch: 'batches',
  bench: 'benches',
  brush: 'brushes',
  pc: 'pcs',
  piece: 'pieces',
  hour: 'hours',
  hr: 'hrs',
};

export function unitFor(quantity: number | string, unit: string | null | undefined): string {
  const u = unit?.trim() ?? '';
  if (!u) return '';
  const n = typeof quantity === 'number' ? quantity : Number(quantity.trim());
  // "as needed", "2-3" and the like: the unit is read as a plural.
  const one = Number.isFinite(n) && n === 1;
  if (one) return u;
  const lower = u.toLowerCase();
  if (IRREGULAR[lower]) return matchCase(u, IRREGULAR[lower]);
  if (UNPLURALISED.has(lower) || !/^[a-z]+$/i.test(u) || /s$/i.test(u)) return u;
  if (/(x|ch|sh|ss)$/i.test(u)) return u + 'es';
  if (/[^aeiou]y$/i.test(u)) return u.slice(0, -1) + 'ies';
  return u + 's';
}

function matchCase(original: string, plural: string): string {
  return original[0] === original[0].toUpperCase() ? plural[0].toUpperCase() + plural.slice(1) : plural;
}
