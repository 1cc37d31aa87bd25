import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type InvoiceRow, type LocalDb } from '../../../data/local-db';

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

/**
 * The newest `limit` invoices of the user and how many there are, both from the [userId+createdAt] index (issue 24: the
 * list paints its first cards from one short index read, not from every invoice on the device).
 */
export async function invoicePage(db: LocalDb, userId: string, limit: number): Promise<{ rows: InvoiceRow[]; total: number }> {
  const range = () => db.invoices.where('[userId+createdAt]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]);
  const [rows, total] = await Promise.all([range().reverse().limit(limit).toArray(), range().count()]);
  return { rows, total };
}

/** InvoicePage, live. undefined while loading. */
export function useInvoicePage(userId: string | undefined, limit: number): { rows: InvoiceRow[]; total: number } | undefined {
  return useLiveQuery(async () => (userId ? invoicePage(getDb(), userId, limit) : { rows: [], total: 0 }), [userId, limit]);
}
