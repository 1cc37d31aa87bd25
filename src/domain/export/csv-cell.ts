/**
 * CSV injection (OWASP): a spreadsheet runs a cell that begins with =, +, -, @, tab or carriage return as a formula.
 * Every CSV the product writes passes its text cells through `safeCell`, which prefixes a single quote to such a cell
 * so it reads as text; numbers the product writes itself (amounts, quantities) are left as they are, so a negative
 * amount stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: string | number | null | undefined): string {
  const s = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(s) ? `'${s}` : s;
}
