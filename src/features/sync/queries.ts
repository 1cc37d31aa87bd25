import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type OutboxRow, type SyncIssueRow } from '../../data/local-db';
import { SYNC_STATE_KEY, type SyncState } from '../../data/sync/engine';
import { countWaitingPhotos, refusedPhotoReason } from '../../data/photos/queries';

/** The counts behind the badge; live across tabs and the worker, which write through the same Dexie database. */
export function useSyncCounts(
  userId: string,
): { pending: number; issues: number; photos: number; photoRefusal: string | null; state: SyncState | undefined } | undefined {
  return useLiveQuery(async () => {
    const db = getDb();
    const [pending, issues, state, photos, photoRefusal] = await Promise.all([
      db.outbox.where('userId').equals(userId).count(),
      db.syncIssues.where('userId').equals(userId).count(),
      db.kv.get(SYNC_STATE_KEY),
      countWaitingPhotos(db, userId), // photos
      refusedPhotoReason(db, userId),
    ]);
    return { pending, issues, photos, photoRefusal, state: state?.value as SyncState | undefined };
  }, [userId]);
}

/** The oldest unsent writes first, as they will be sent. */
export function useWaitingWrites(userId: string, limit: number): { rows: OutboxRow[]; total: number } | undefined {
  return useLiveQuery(async () => {
    const db = getDb();
    const mine = db.outbox.where('userId').equals(userId);
    const [rows, total] = await Promise.all([
      mine
        .clone()
        .sortBy('seq')
        .then((r) => r.slice(0, limit)),
      mine.count(),
    ]);
    return { rows, total };
  }, [userId, limit]);
}

export function useSyncIssues(userId: string): SyncIssueRow[] | undefined {
  return useLiveQuery(() => getDb().syncIssues.where('userId').equals(userId).sortBy('id'), [userId]);
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
