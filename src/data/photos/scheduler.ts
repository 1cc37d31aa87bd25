import { liveQuery } from 'dexie';
import { getDb } from '../local-db';
import { connectionInfo } from './network';
import { pruneUploadedPhotos } from './store';

/**
 * Wakes the drainer for photos: when a photo's backoff ends (the drain itself stops at a photo that is backing off),
 * and when the connection changes type (Wi-Fi joined while "Wi-Fi only" holds photos). `online` is already covered by
 * the sync scheduler. Also prunes old device copies once at start. Returns a stop function.
 */
export function startPhotoRetries(syncNow: () => unknown): () => void {
  // Once per start: old device copies of uploaded photos give their space back.
  void pruneUploadedPhotos(getDb()).catch((err: unknown) => console.warn('Photo prune failed', err));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sub = liveQuery(async () => {
    const waiting = await getDb().photos.where('state').equals('waiting').toArray();
    const due = waiting.map((p) => p.nextAttemptAt).filter((t) => t > 0);
    return due.length ? Math.min(...due) : null;
  }).subscribe({
    next(at) {
      clearTimeout(timer);
      if (at !== null) timer = setTimeout(() => void syncNow(), Math.max(0, at - Date.now()) + 50);
    },
    error(err: unknown) {
      console.warn('Photo retry watch stopped', err);
    },
  });
  const conn = connectionInfo();
  const onChange = () => void syncNow();
  conn?.addEventListener?.('change', onChange);
  return () => {
    clearTimeout(timer);
    sub.unsubscribe();
    conn?.removeEventListener?.('change', onChange);
  };
}
