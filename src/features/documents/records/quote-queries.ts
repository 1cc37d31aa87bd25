import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type LocalDb, type QuoteRow } from '../../../data/local-db';

export type { QuoteRow };

/** The user's quotes (estimates are quotes), newest first, live from the device. undefined while loading. */
export function useQuotes(userId: string | undefined): QuoteRow[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await getDb()
      .quotes.where('[userId+createdAt]')
      .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
      .reverse()
      .toArray();
    return rows;
  }, [userId]);
}

/** One quote of this user; null when there is no such quote (or it is someone else's), undefined while loading. */
export function useQuote(userId: string | undefined, id: string | null): QuoteRow | null | undefined {
  return useLiveQuery(async () => {
    if (!userId || !id) return null;
    const row = await getDb().quotes.get(id);
    return row && row.userId === userId ? row : null;
  }, [userId, id]);
}

/** The user's quotes a customer has answered or opened on their link (for the app-wide answer notices). */
export function useAnsweredQuotes(userId: string | undefined): QuoteRow[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return [];
    return answeredQuotes(getDb(), userId);
  }, [userId]);
}

/**
 * The answered quotes by their index ([answered+userId], src/data/local-db.ts): reads only those rows, and a live query
 * on it wakes only when an answered quote changes — not after every pulled page of quotes (issue 24).
 */
export function answeredQuotes(db: LocalDb, userId: string): Promise<QuoteRow[]> {
  return db.quotes.where('[answered+userId]').equals([1, userId]).toArray();
}

/**
 * The newest `limit` quotes of the user and how many there are, both from the [userId+createdAt] index (issue 24: the
 * list paints its first cards from one short index read, not from every quote on the device).
 */
export async function quotePage(db: LocalDb, userId: string, limit: number): Promise<{ rows: QuoteRow[]; total: number }> {
  const range = () => db.quotes.where('[userId+createdAt]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]);
  const [rows, total] = await Promise.all([range().reverse().limit(limit).toArray(), range().count()]);
  return { rows, total };
}

/** QuotePage, live. undefined while loading. */
export function useQuotePage(userId: string | undefined, limit: number): { rows: QuoteRow[]; total: number } | undefined {
  return useLiveQuery(async () => (userId ? quotePage(getDb(), userId, limit) : { rows: [], total: 0 }), [userId, limit]);
}
