import Papa from 'papaparse';
import { parseBankAmount } from './amounts';
import { parseBankDate } from './dates';
import { StatementError, type ParsedStatement, type StatementLine } from './types';

/**
 * Bank CSV files. Each of the big four writes its own layout; any other bank is read through a column mapping the
 * tradie picks on its first file and the device remembers for that bank (the price book's supplier mapping is the
 * same idea). A mapping names columns by position, so files without a header row map the same way.
 *
 * The layouts, as the banks' internet banking exports them (checked against open-source importers, not the banks'
 * own documentation, which none of them publish in full):
 * - CommBank: no header; Date (DD/MM/YYYY), Amount (signed, credits "+"), Description, Balance.
 * - ANZ: no header; Date (DD/MM/YYYY), Amount (signed), Description.
 * - Westpac: header "Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial".
 * - NAB: header "Date,Amount,Account Number,,Transaction Type,Transaction Details,Balance,Category,Merchant Name",
 *   dates like 12 Dec 26 or 12-Dec-26.
 */
export interface BankColumnMapping {
  hasHeader: boolean;
  date: number;
  /** one signed amount column … */
  amount: number | null;
  /** … or a credit column and a debit column (both as positive numbers) */
  credit: number | null;
  debit: number | null;
  /** the columns joined into the description, in order */
  description: number[];
  monthFirst: boolean;
}

export const KNOWN_BANKS = ['commbank', 'westpac', 'nab', 'anz'] as const;
export type KnownBank = (typeof KNOWN_BANKS)[number];
export const BANK_NAMES: Record<KnownBank, string> = { commbank: 'CommBank', westpac: 'Westpac', nab: 'NAB', anz: 'ANZ' };

export const BANK_MAPPINGS: Record<KnownBank, BankColumnMapping> = {
  commbank: { hasHeader: false, date: 0, amount: 1, credit: null, debit: null, description: [2], monthFirst: false },
  anz: { hasHeader: false, date: 0, amount: 1, credit: null, debit: null, description: [2], monthFirst: false },
  westpac: { hasHeader: true, date: 1, amount: null, credit: 4, debit: 3, description: [2], monthFirst: false },
  nab: { hasHeader: true, date: 0, amount: 1, credit: null, debit: null, description: [5, 8, 4], monthFirst: false },
};

export function readCsvRows(text: string): string[][] {
  const out = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return out.data;
}

const norm = (s: string | undefined) => (s ?? '').trim().toLowerCase();

/** Which of the big four wrote these rows, when the layout says so; null for any other bank. */
export function detectBank(rows: readonly string[][]): KnownBank | null {
  const first = rows[0]?.map(norm) ?? [];
  if (first.includes('narrative') && first.includes('credit amount')) return 'westpac';
  if (first.includes('transaction details') && (first.includes('merchant name') || first.includes('transaction type'))) return 'nab';
  if (!parseBankDate(rows[0]?.[0] ?? '') || parseBankAmount(rows[0]?.[1] ?? '') === null) return null;
  // No header, date then signed amount: CommBank adds a running balance as a fourth column, ANZ does not.
  const withBalance = rows.slice(0, 20).every((r) => r.length >= 4 && parseBankAmount(r[3] ?? '') !== null);
  return withBalance ? 'commbank' : 'anz';
}

/** A first guess at a mapping for another bank, from its header row (the tradie confirms or changes it). */
export function guessBankMapping(rows: readonly string[][]): BankColumnMapping {
  const head = rows[0]?.map(norm) ?? [];
  const find = (re: RegExp) => head.findIndex((h) => re.test(h));
  // A first row whose first cell is not a date is a header row.
  const hasHeader = !parseBankDate(rows[0]?.[0] ?? '');
  if (!hasHeader) {
    return { hasHeader: false, date: 0, amount: 1, credit: null, debit: null, description: [2], monthFirst: false };
  }
  const credit = find(/^(credit|credits|deposit|deposits|money in|paid in)( amount)?$/);
  const debit = find(/^(debit|debits|withdrawal|withdrawals|money out|paid out)( amount)?$/);
  const amount = find(/^(amount|transaction amount|value)$/);
  const description = find(/(description|narrative|details|particulars|memo|payee|reference)/);
  const signed = amount >= 0 || credit < 0;
  return {
    hasHeader: true,
    date: Math.max(0, find(/date|posted|when/)),
    amount: signed ? Math.max(0, amount) : null,
    credit: signed ? null : credit,
    debit: signed || debit < 0 ? null : debit,
    description: description >= 0 ? [description] : [],
    monthFirst: false,
  };
}

/** What is wrong with a mapping for rows this wide, or null when it can be used. */
export function bankMappingProblem(m: BankColumnMapping, width: number): string | null {
  const inRange = (i: number | null) => i === null || (i >= 0 && i < width);
  if (!inRange(m.date)) return 'Pick the column that holds the date.';
  if (m.amount === null && m.credit === null) return 'Pick the amount column, or the credit (money in) column.';
  if (!inRange(m.amount) || !inRange(m.credit) || !inRange(m.debit)) return 'A chosen column is not in this file.';
  if (m.description.length === 0 || !m.description.every((i) => inRange(i))) return 'Pick the column that holds the description.';
  return null;
}

export function parseCsvRows(rows: readonly string[][], m: BankColumnMapping): ParsedStatement {
  const width = Math.max(0, ...rows.slice(0, 20).map((r) => r.length));
  const problem = bankMappingProblem(m, width);
  if (problem) throw new StatementError(problem);
  const lines: StatementLine[] = [];
  const skipped: string[] = [];
  const cell = (r: readonly string[], i: number | null) => (i === null ? '' : (r[i] ?? '').trim());
  for (let i = m.hasHeader ? 1 : 0; i < rows.length; i++) {
    const r = rows[i];
    const lineNo = i + 1;
    const date = parseBankDate(cell(r, m.date), m.monthFirst);
    if (!date) {
      skipped.push(`line ${lineNo}: "${cell(r, m.date)}" is not a date`);
      continue;
    }
    let amount: number | null;
    if (m.amount !== null) amount = parseBankAmount(cell(r, m.amount));
    else {
      const cr = cell(r, m.credit) ? parseBankAmount(cell(r, m.credit)) : 0;
      const dr = cell(r, m.debit) ? parseBankAmount(cell(r, m.debit)) : 0;
      amount = cr === null || dr === null ? null : Math.abs(cr) - Math.abs(dr);
    }
    if (amount === null) {
      skipped.push(`line ${lineNo}: the amount is not a number`);
      continue;
    }
    const description = m.description
      .map((c) => cell(r, c))
      .filter(Boolean)
      .join(' ');
    lines.push({ date, amountCents: amount, description, payee: null, bankId: null });
  }
  return { format: 'csv', account: null, lines, skipped };
}
