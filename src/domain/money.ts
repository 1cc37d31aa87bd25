/**
 * Money is integer cents end to end. Dollars appear only when parsing user input
 * and when formatting for display.
 */
export type Cents = number & { readonly __brand?: 'Cents' };

const audFormatter = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** Formats cents as AUD, e.g. 123456 -> "$1,234.56". */
export function formatCents(cents: Cents): string {
  return audFormatter.format(cents / 100);
}

/**
 * Parses a dollar amount typed by a person ("1,234.5", "$85", "12.345") into cents.
 * Rounds to the nearest cent, half away from zero. Returns null when it is not a number.
 */
export function parseDollars(input: string | number): Cents | null {
  if (typeof input === 'number') return Number.isFinite(input) ? dollarsToCents(input) : null;
  const cleaned = input.replace(/[$,\s]/g, '');
  if (cleaned === '' || !/^-?\d*(\.\d*)?$/.test(cleaned) || cleaned === '.' || cleaned === '-') return null;
  return decimalStringToCents(cleaned);
}

/** Converts a dollar number to cents without binary float drift (1.005 -> 101). */
export function dollarsToCents(dollars: number): Cents {
  return decimalStringToCents(dollars.toFixed(6));
}

function decimalStringToCents(s: string): Cents {
  const negative = s.startsWith('-');
  const [whole = '0', frac = ''] = (negative ? s.slice(1) : s).split('.');
  const padded = (frac + '000').slice(0, 3);
  let cents = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1; // half up on the third decimal
  return negative ? -cents : cents;
}

/** Cents as a plain dollar string with two decimals, for API fields the spec sends as strings ("12.50"). */
export function centsToDecimalString(cents: Cents): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const s = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return negative ? `-${s}` : s;
}

/**
 * Multiplies a quantity (may be fractional, e.g. 2.5 hours) by a unit rate in cents,
 * rounding the line to the nearest cent, half up. Quantities are limited to 3 decimals.
 */
export function lineAmount(quantity: number, rateCents: Cents): Cents {
  const q1000 = Math.round(quantity * 1000);
  const milliCents = q1000 * rateCents; // exact integer for realistic sizes
  return roundHalfUpDiv(milliCents, 1000);
}

/** Integer division rounding half up (away from zero for negatives). */
export function roundHalfUpDiv(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator) || 1;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d));
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce<number>((a, b) => a + b, 0);
}
