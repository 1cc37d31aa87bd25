import Dexie, { type EntityTable } from 'dexie';
import type { Allocation, BankColumnMapping, FingerprintedLine } from '../../domain/bank';

/**
 * The bank statement lines live in their own IndexedDB database on this device only: a statement is the tradie's
 * whole account history, and only what it leads to — a payment on an invoice — needs to reach the server (through the
 * ordinary record-payment write). Its own database, so its schema versions never collide with the synced one.
 * Rows carry userId like every device row; signing out clears them (clearBankData).
 */
export type LineState = 'open' | 'recorded' | 'not-invoice';

export interface BankLineRow extends FingerprintedLine {
  /** `${userId}|${fingerprint}`: one row per bank transaction however often it is imported */
  key: string;
  userId: string;
  state: LineState;
  /** what was recorded, when state is 'recorded' */
  allocations: Allocation[];
  importedAt: string;
}

export interface BankMappingRow {
  /** `${userId}|${bank name, lower case}` */
  key: string;
  userId: string;
  bank: string;
  mapping: BankColumnMapping;
}

class BankDb extends Dexie {
  lines!: EntityTable<BankLineRow, 'key'>;
  mappings!: EntityTable<BankMappingRow, 'key'>;
  constructor() {
    super('tradie-toolbox-bank');
    this.version(1).stores({ lines: 'key, userId, [userId+state], [userId+date]', mappings: 'key, userId' });
  }
}

let db: BankDb | null = null;
export function bankDb(): BankDb {
  db ??= new BankDb();
  return db;
}

export const lineKey = (userId: string, fingerprint: string) => `${userId}|${fingerprint}`;
export const mappingKey = (userId: string, bank: string) => `${userId}|${bank.trim().toLowerCase()}`;

/** Sign-out: the statement lines and mappings of every account on this device go with the rest of its data. */
export async function clearBankData(): Promise<void> {
  const d = bankDb();
  await d.transaction('rw', d.lines, d.mappings, async () => {
    await Promise.all([d.lines.clear(), d.mappings.clear()]);
  });
}
