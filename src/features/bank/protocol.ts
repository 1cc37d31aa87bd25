import type { BankColumnMapping, FingerprintedLine, KnownBank, OpenInvoice, Proposal } from '../../domain/bank';

export type BankRequest =
  | { type: 'parse'; id: number; text: string; mapping: BankColumnMapping | null }
  | { type: 'match'; id: number; lines: FingerprintedLine[]; invoices: OpenInvoice[] };

export type BankResponse =
  | { type: 'parsed'; id: number; format: string; bank: KnownBank | null; lines: FingerprintedLine[]; skipped: string[] }
  | { type: 'needs-mapping'; id: number; sample: string[][]; guess: BankColumnMapping }
  | { type: 'matched'; id: number; proposals: Proposal[] }
  | { type: 'error'; id: number; message: string };
