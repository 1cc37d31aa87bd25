import { parseBankAmount } from './amounts';
import { parseBankDate } from './dates';
import { StatementError, type ParsedStatement, type StatementLine } from './types';

/**
 * QIF (Quicken Interchange Format), non-investment accounts: a `!Type:Bank` (or CCard, Cash, Oth A, Oth L) header,
 * then records of one-letter fields ending with `^` — D date, T (or U) amount, P payee, M memo, N number/reference.
 * Quicken's own dates are month first with an apostrophe for the century (12/25'06); Australian banks write day
 * first (25/12/2026). The order is taken from the file: a first part over 12 means day first, a second part over 12
 * month first; with nothing to tell (every day 12 or under) day first, as Australian banks write it.
 */
type Rec = { d?: string; t?: string; p?: string; m?: string; n?: string; line: number };

function dateParts(d: string): [number, number] | null {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})/.exec(d);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

export function looksLikeQif(text: string): boolean {
  return /^\s*!Type:/i.test(text.slice(0, 200));
}

export function parseQif(text: string): ParsedStatement {
  if (!looksLikeQif(text)) throw new StatementError('This is not a QIF file (it should start with !Type:Bank).');
  const recs: Rec[] = [];
  let cur: Rec = { line: 1 };
  let investment = false;
  const rows = text.split(/\r\n|\n|\r/);
  rows.forEach((row, i) => {
    const code = row[0];
    const value = row.slice(1).trim();
    if (code === '!') {
      investment = /^!Type:Invst/i.test(row);
      cur = { line: i + 2 };
      return;
    }
    if (investment) return;
    if (code === '^') {
      if (cur.d !== undefined || cur.t !== undefined) recs.push(cur);
      cur = { line: i + 2 };
      return;
    }
    if (code === 'D') cur.d = value;
    else if (code === 'T' || (code === 'U' && cur.t === undefined)) cur.t = value;
    else if (code === 'P') cur.p = value;
    else if (code === 'M') cur.m = value;
    else if (code === 'N') cur.n = value;
  });
  if (cur.d !== undefined && cur.t !== undefined) recs.push(cur);

  let monthFirst = false;
  for (const r of recs) {
    const parts = r.d ? dateParts(r.d) : null;
    if (parts?.[0] && parts[0] > 12) break;
    if (parts?.[1] && parts[1] > 12) {
      monthFirst = true;
      break;
    }
  }
  const lines: StatementLine[] = [];
  const skipped: string[] = [];
  for (const r of recs) {
    // Quicken writes 12/25'06 and sometimes a space before single-digit days (" 1/ 5'07").
    const date = parseBankDate((r.d ?? '').replace(/\s+/g, '').replace("'", '/'), monthFirst);
    const amount = parseBankAmount(r.t ?? '');
    if (!date) skipped.push(`line ${r.line}: the date "${r.d ?? ''}" is not a date`);
    else if (amount === null) skipped.push(`line ${r.line}: the amount "${r.t ?? ''}" is not a number`);
    else {
      const description = [r.p, r.m, r.n].filter((s) => s && s.trim()).join(' ');
      lines.push({ date, amountCents: amount, description, payee: r.p?.trim() || null, bankId: null });
    }
  }
  return { format: 'qif', account: null, lines, skipped };
}
