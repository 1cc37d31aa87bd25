import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type LocalDb } from '../local-db';
import { canTellWifi, getWifiOnly, setWifiOnly } from './network';

/** Photos of this user not yet on the server (for the sync badge). */
export function countWaitingPhotos(db: LocalDb, userId: string): Promise<number> {
  return db.photos.where('[userId+state]').equals([userId, 'waiting']).count();
}

/** The "Upload photos on Wi-Fi only" setting, and whether this browser can tell Wi-Fi from mobile data at all. */
export function useWifiOnlySetting(userId: string): { on: boolean | undefined; canTell: boolean; set(on: boolean): Promise<void> } {
  const on = useLiveQuery(() => getWifiOnly(getDb(), userId), [userId]);
  return { on, canTell: canTellWifi(), set: (v) => setWifiOnly(getDb(), userId, v) };
}
