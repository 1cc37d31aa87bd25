import type { IsoDate } from '../dates';
import type { Cents } from '../money';

/**
 * One line of a bank statement as every parser hands it on: a calendar date, a signed amount from the account
 * holder's side (credits positive, debits negative — OFX 3.2.9.2 and every Australian bank's CSV agree), the words the
 * bank shows, and the bank's own transaction id when the format has one (OFX FITID).
 */
export interface StatementLine {
  date: IsoDate;
  amountCents: Cents;
  description: string;
  /** who paid, when the format names them apart from the description (OFX NAME, QIF P) */
  payee: string | null;
  /** the bank's id of the transaction (OFX FITID); unique per account by the OFX spec */
  bankId: string | null;
}

export interface ParsedStatement {
  format: 'ofx' | 'qif' | 'csv';
  /** the account the file is for, when it says (OFX ACCTID), so two accounts' FITIDs never collide */
  account: string | null;
  lines: StatementLine[];
  /** lines that could not be read, with their reason ("line 12: the amount is not a number") */
  skipped: string[];
}

export class StatementError extends Error {}
