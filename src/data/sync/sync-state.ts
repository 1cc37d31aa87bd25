/**
 * What the drain records of its last run (kv SYNC_STATE_KEY), apart from the engine: the badge's counts read it with
 * no import of the engine and the features' mutators (issue 24: the badge draws before those load).
 */
export type SyncPhase = 'idle' | 'syncing' | 'synced' | 'offline' | 'needs-auth' | 'error';
export interface SyncState {
  phase: SyncPhase;
  lastError: string | null;
  lastSyncedAt: string | null;
  /** ms: when the next automatic retry is due after a failure */
  retryAt: number | null;
}
export const SYNC_STATE_KEY = 'sync.state';
