import { useLiveQuery } from 'dexie-react-hooks';
import { bankDb, type BankLineRow, type BankMappingRow } from './bank-db';
import { handledLines } from './store';

/**
 * The lines already dealt with, newest first. Mounted only while the tradie has them open: the screen's list and the
 * count come from the worker, so importing a statement wakes no query here.
 */
export function useHandledLines(userId: string): BankLineRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await handledLines(userId).toArray();
    return rows.sort((a, b) => (a.date > b.date ? -1 : a.date < b.date ? 1 : 0));
  }, [userId]);
}

export function useBankMappings(userId: string): BankMappingRow[] | undefined {
  return useLiveQuery(() => bankDb().mappings.where('userId').equals(userId).toArray(), [userId]);
}
