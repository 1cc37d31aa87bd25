import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type LocalDb } from '../local-db';
import { canTellWifi, getWifiOnly, setWifiOnly } from './network';
import { photoIdsOfWrite } from '../../domain/sync/photos';

/** Photos of this user not yet on the server (for the sync badge). */
export function countWaitingPhotos(db: LocalDb, userId: string): Promise<number> {
  return db.photos.where('[userId+state]').equals([userId, 'waiting']).count();
}

/**
 * Why a refused change's photo never reached the server (e.g. the proxy's 413), for the sync badge's "needs attention":
 * the reason of the first failed photo a refused change uses, or null.
 */
export async function refusedPhotoReason(db: LocalDb, userId: string): Promise<string | null> {
  const issues = await db.syncIssues.where('userId').equals(userId).toArray();
  for (const issue of issues) {
    for (const id of photoIdsOfWrite(issue.mutationName, issue.args)) {
      const photo = await db.photos.get(id);
      if (photo?.userId === userId && photo.state === 'failed') return photo.lastError ?? 'the upload was refused';
    }
  }
  return null;
}

/** The "Upload photos on Wi-Fi only" setting, and whether this browser can tell Wi-Fi from mobile data at all. */
export function useWifiOnlySetting(userId: string): { on: boolean | undefined; canTell: boolean; set(on: boolean): Promise<void> } {
  const on = useLiveQuery(() => getWifiOnly(getDb(), userId), [userId]);
  return { on, canTell: canTellWifi(), set: (v) => setWifiOnly(getDb(), userId, v) };
}
