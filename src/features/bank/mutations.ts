import { paymentIdFor, type Allocation } from '../../domain/bank';
import { recordPayment } from '../documents';
import { bankDb, mappingKey, type BankLineRow } from './bank-db';
export { storeLines } from './store';
import type { BankColumnMapping } from '../../domain/bank';

export const BANK_PAYMENT_METHOD = 'Bank transfer';

/**
 * A confirmed match: one payment per invoice through the same write as "Record payment" (device first, then the
 * outbox; works offline). Each payment's id comes from the line's fingerprint and the invoice, so confirming the same
 * bank line again — after a crash half-way, a re-import, or on another device — is a replay the payment rule ignores.
 */
export async function confirmLine(userId: string, line: BankLineRow, allocations: readonly Allocation[]): Promise<void> {
  for (const a of allocations) {
    await recordPayment(userId, a.invoiceId, {
      id: await paymentIdFor(line.fingerprint, a.invoiceId),
      date: line.date,
      amountCents: a.amountCents,
      method: BANK_PAYMENT_METHOD,
      reference: line.description.slice(0, 100) || null,
    });
  }
  await bankDb().lines.update(line.key, { state: 'recorded', allocations: [...allocations] });
}

export async function markNotInvoice(line: BankLineRow): Promise<void> {
  await bankDb().lines.update(line.key, { state: 'not-invoice' });
}

export async function reopenLine(line: BankLineRow): Promise<void> {
  if (line.state === 'not-invoice') await bankDb().lines.update(line.key, { state: 'open' });
}

/** Forget the statement lines on this device (payments already recorded stay on their invoices). */
export async function clearLines(userId: string): Promise<void> {
  await bankDb().lines.where('userId').equals(userId).delete();
}

export async function saveMapping(userId: string, bank: string, mapping: BankColumnMapping): Promise<void> {
  await bankDb().mappings.put({ key: mappingKey(userId, bank), userId, bank: bank.trim(), mapping });
}
