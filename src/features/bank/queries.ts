import { useLiveQuery } from 'dexie-react-hooks';
import Dexie from 'dexie';
import { bankDb, type BankLineRow, type BankMappingRow } from './bank-db';

/** The credits on this device's statements, newest first (debits are never matched, so never shown). */
export function useCreditLines(userId: string): BankLineRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await bankDb().lines.where('[userId+date]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).reverse().toArray();
    return rows.filter((r) => r.amountCents > 0);
  }, [userId]);
}

export function useBankMappings(userId: string): BankMappingRow[] | undefined {
  return useLiveQuery(() => bankDb().mappings.where('userId').equals(userId).toArray(), [userId]);
}
