/**
 * Bank statements on the device (issue 23): read a statement file (OFX/QFX, QIF, a bank's CSV), fingerprint its lines,
 * propose which open invoice each credit pays, and work out the money to set aside. Pure: the import worker, the
 * screen and the tests run the same code.
 */
import { BANK_MAPPINGS, detectBank, readCsvRows, parseCsvRows, type BankColumnMapping, type KnownBank } from './csv';
import { looksLikeOfx, parseOfx } from './ofx';
import { looksLikeQif, parseQif } from './qif';
import { StatementError, type ParsedStatement } from './types';

export { BANK_MAPPINGS, BANK_NAMES, KNOWN_BANKS, bankMappingProblem, detectBank, guessBankMapping, readCsvRows } from './csv';
export type { BankColumnMapping, KnownBank } from './csv';
export { fingerprintLines, paymentIdFor, type FingerprintedLine } from './fingerprint';
export { proposeMatches, proposalText, proposalsFirst, matchSummary, payerOf, dayMonth, REASON_WORDS } from './match';
export type { Allocation, MatchReason, OpenInvoice, Proposal } from './match';
export { setAsideCsv, setAsideFor, gstInReceipt, type Receipt, type SetAside } from './set-aside';
export { StatementError, type ParsedStatement, type StatementLine } from './types';

export type StatementKind = { kind: 'ofx' } | { kind: 'qif' } | { kind: 'csv'; bank: KnownBank | null; rows: string[][] };

/** What the file is, from its contents (the name's extension is not trusted: banks name files all sorts of ways). */
export function sniffStatement(text: string): StatementKind {
  if (looksLikeOfx(text)) return { kind: 'ofx' };
  if (looksLikeQif(text)) return { kind: 'qif' };
  const rows = readCsvRows(text);
  if (rows.length === 0) throw new StatementError('This file is empty.');
  return { kind: 'csv', bank: detectBank(rows), rows };
}

/** Reads a statement; a CSV from a bank other than the big four needs its mapping. */
export function parseStatement(text: string, mapping?: BankColumnMapping): ParsedStatement {
  return parseSniffed(text, sniffStatement(text), mapping);
}

/** parseStatement for a file already sniffed (a CSV is not read twice). */
export function parseSniffed(text: string, kind: StatementKind, mapping?: BankColumnMapping): ParsedStatement {
  if (kind.kind === 'ofx') return parseOfx(text);
  if (kind.kind === 'qif') return parseQif(text);
  const m = mapping ?? (kind.bank ? BANK_MAPPINGS[kind.bank] : null);
  if (!m) throw new StatementError('This bank is not one we know: choose which column holds what.');
  return parseCsvRows(kind.rows, m);
}
