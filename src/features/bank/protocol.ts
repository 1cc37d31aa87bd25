import type { BankColumnMapping, FingerprintedLine, KnownBank, OpenInvoice, Proposal } from '../../domain/bank';

export type BankRequest =
  /** one trip: read the file, fingerprint, keep the new credits on the device, propose matches for every open credit */
  | { type: 'import'; id: number; userId: string; text: string; mapping: BankColumnMapping | null; invoices: OpenInvoice[] }
  | { type: 'match'; id: number; lines: FingerprintedLine[]; invoices: OpenInvoice[] };

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
      proposals: Proposal[];
      /** linesKey of the open credits the proposals are for */
      matchedKey: string;
    }
  | { type: 'needs-mapping'; id: number; sample: string[][]; guess: BankColumnMapping }
  | { type: 'matched'; id: number; proposals: Proposal[] }
  | { type: 'error'; id: number; message: string };
