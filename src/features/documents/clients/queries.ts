import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type ClientRow } from '../../../data/local-db';

export type { ClientRow };

/** The user's clients by name, live from the device. undefined while loading. */
export function useClients(userId: string | undefined): ClientRow[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await getDb().clients.where('[userId+name]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).toArray();
    return rows.sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }));
  }, [userId]);
}
