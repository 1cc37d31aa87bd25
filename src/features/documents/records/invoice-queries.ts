import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type InvoiceRow } from '../../../data/local-db';

export type { InvoiceRow };

/** The user's invoices, newest first, live from the device. undefined while loading. */
export function useInvoices(userId: string | undefined): InvoiceRow[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await getDb()
      .invoices.where('[userId+createdAt]')
      .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
      .reverse()
      .toArray();
    return rows;
  }, [userId]);
}

/** One invoice of this user; null when there is none, undefined while loading. */
export function useInvoice(userId: string | undefined, id: string | null): InvoiceRow | null | undefined {
  return useLiveQuery(async () => {
    if (!userId || !id) return null;
    const row = await getDb().invoices.get(id);
    return row && row.userId === userId ? row : null;
  }, [userId, id]);
}
