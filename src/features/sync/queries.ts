import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type OutboxRow, type SyncIssueRow } from '../../data/local-db';
import { useSession } from '../../app/session';
import { SYNC_STATE_KEY, type SyncState } from '../../data/sync/sync-state';
import { countWaitingPhotos, refusedPhotoReason } from '../../data/photos/queries';
import { FIRST_SYNC_COUNTS, type SyncCounts } from './first-sync';

/**
 * The counts behind the badge; live across tabs and the worker, which write through the same Dexie database. On a
 * fresh device (issue 24) the badge does not wait for them: opening the database there waited on its creation and on
 * the first pulled page's write (0.3–0.5 s of the first screen at 4× CPU); until they come it shows the first sync.
 */
export function useSyncCounts(userId: string): SyncCounts | undefined {
  const firstSync = useSession((s) => s.firstSync);
  return useLiveSyncCounts(userId) ?? (firstSync ? FIRST_SYNC_COUNTS : undefined);
}

/** The counts as the device database has them (undefined until its first answer). */
export function useLiveSyncCounts(userId: string): SyncCounts | undefined {
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
