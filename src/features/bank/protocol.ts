import type { BankColumnMapping, KnownBank, OpenInvoice, Proposal } from '../../domain/bank';
import type { BankLineRow } from './bank-db';

/** One open credit on the screen, with what it is proposed to pay (null: no invoice matches on its own). */
export interface ListedCredit {
  line: BankLineRow;
  proposal: Proposal | null;
}

/**
 * The screen's list, made in the worker: every open credit, those with a proposal first (newest first within each
 * group), and how many have one. The main thread only draws it.
 */
export interface CreditList {
  credits: ListedCredit[];
  matched: number;
  /** how many lines are recorded or marked not an invoice (their rows are read only when the tradie opens them) */
  handled: number;
}

export type BankRequest =
  /** one trip: read the file, fingerprint, keep the new credits on the device, list every open credit with its proposal */
  | { type: 'import'; id: number; userId: string; text: string; mapping: BankColumnMapping | null; invoices: OpenInvoice[] }
  /** the list again, read from the device: after a confirm, or when what the invoices owe has changed */
  | { type: 'list'; id: number; userId: string; invoices: OpenInvoice[] };

export type BankResponse =
  | ({
      type: 'imported';
      id: number;
      format: string;
      bank: KnownBank | null;
      lineCount: number;
      credits: number;
      added: number;
      seen: number;
      skipped: string[];
    } & { list: CreditList })
  | { type: 'needs-mapping'; id: number; sample: string[][]; guess: BankColumnMapping }
  | { type: 'listed'; id: number; list: CreditList }
  | { type: 'error'; id: number; message: string };
