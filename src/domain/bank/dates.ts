import { monthNumber, type IsoDate } from '../dates';

const pad = (n: number) => String(n).padStart(2, '0');

function valid(y: number, m: number, d: number): IsoDate | null {
  if (!(m >= 1 && m <= 12 && d >= 1 && d <= 31 && y >= 1970 && y <= 2100)) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCMonth() === m - 1 ? `${y}-${pad(m)}-${pad(d)}` : null;
}

const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/**
 * A statement date as the banks write it: day first (DD/MM/YYYY, DD/MM/YY, DD-Mon-YY as NAB writes it, "12 Dec
 * 2026"), or ISO. `monthFirst` reads 12/25/2026 the American way (QIF from Quicken for the US).
 */
export function parseBankDate(text: string, monthFirst = false): IsoDate | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(t);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.\-' ](\d{1,2})[/.\-' ]\s*(\d{2}|\d{4})$/.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return monthFirst ? valid(year(m[3]), a, b) : valid(year(m[3]), b, a);
  }
  m = /^(\d{1,2})[\s\-/]([A-Za-z]{3})[A-Za-z]*[\s\-/](\d{2}|\d{4})$/.exec(t);
  if (m) {
    const month = monthNumber(m[2]);
    return month ? valid(year(m[3]), month, Number(m[1])) : null;
  }
  return null;
}

/** OFX dates: YYYYMMDD, optionally followed by HHMMSS.XXX[offset:TZ]; the calendar date is the first eight digits. */
export function parseOfxDate(text: string): IsoDate | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(text.trim());
  return m ? valid(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}
