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

/**
 * A list as it crosses to the screen: its first page in the answer itself, the rest in `page` messages of the same id
 * (each a short task to receive: a whole 2,000-line statement in one message is one long task to deserialise).
 */
export type CreditListHead = Omit<CreditList, 'credits'> & { credits: ListedCredit[]; total: number };

/** credits in the answer itself: a phone screen and a fling's worth */
export const FIRST_PAGE = 40;
/** credits per later message: receiving 200 (structured clone) was a 20–60 ms task at 4× CPU throttle on a busy machine */
export const PAGE = 100;

export type BankRequest =
  /** one trip: read the file, fingerprint, keep the new credits on the device, list every open credit with its proposal */
  | { type: 'import'; id: number; userId: string; text: string; mapping: BankColumnMapping | null; invoices: OpenInvoice[] }
  /** the list again, read from the device: after a confirm, or when what the invoices owe has changed */
  | { type: 'list'; id: number; userId: string; invoices: OpenInvoice[] };

export type BankResponse =
  | {
      type: 'imported';
      id: number;
      format: string;
      bank: KnownBank | null;
      lineCount: number;
      credits: number;
      added: number;
      seen: number;
      skipped: string[];
      list: CreditListHead;
    }
  | { type: 'needs-mapping'; id: number; sample: string[][]; guess: BankColumnMapping }
  | { type: 'listed'; id: number; list: CreditListHead }
  /** the list's credits from `from` on (after its first page) */
  | { type: 'page'; id: number; from: number; credits: ListedCredit[] }
  /** an import's lines are on the device (its list was sent before they were written) */
  | { type: 'stored'; id: number }
  | { type: 'error'; id: number; message: string };
