import type { SyncState } from '../../data/sync/sync-state';

export type SyncCounts = { pending: number; issues: number; photos: number; photoRefusal: string | null; state: SyncState | undefined };

/** A fresh device in its first sync, before its database answers: nothing waiting or refused, never synced yet. */
export const FIRST_SYNC_COUNTS: SyncCounts = { pending: 0, issues: 0, photos: 0, photoRefusal: null, state: undefined };
