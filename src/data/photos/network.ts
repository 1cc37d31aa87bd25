import type { LocalDb } from '../local-db';

/**
 * "Upload photos on Wi-Fi only". Kept in Dexie (not localStorage) so the service worker's drainer reads it too.
 *
 * Where the browser says what the connection is (navigator.connection.type: Chrome on Android, and Chromium-based
 * browsers on ChromeOS), uploads wait while it is 'cellular' or 'bluetooth' (tethered to a phone). Where it cannot tell
 * (Safari and Firefox have no connection.type; desktop Chrome reports none), photos upload on any connection: holding
 * them forever on an iPhone would be worse, and the setting says so on screen.
 */
export const wifiOnlyKey = (userId: string) => `photos.wifiOnly.${userId}`;

export async function getWifiOnly(db: LocalDb, userId: string): Promise<boolean> {
  return (await db.kv.get(wifiOnlyKey(userId)))?.value === true;
}
export async function setWifiOnly(db: LocalDb, userId: string, on: boolean): Promise<void> {
  await db.kv.put({ key: wifiOnlyKey(userId), value: on });
}

interface NetworkInformationLike extends EventTarget {
  type?: string;
}
export function connectionInfo(nav: unknown = globalThis.navigator): NetworkInformationLike | undefined {
  return (nav as { connection?: NetworkInformationLike } | undefined)?.connection;
}

const METERED = new Set(['cellular', 'bluetooth']);

/** Whether this browser can tell Wi-Fi from mobile data at all. */
export function canTellWifi(nav: unknown = globalThis.navigator): boolean {
  const type = connectionInfo(nav)?.type;
  return typeof type === 'string' && type !== 'unknown';
}

/** true when photos may upload now under the setting. */
export function networkAllowsUpload(wifiOnly: boolean, nav: unknown = globalThis.navigator): boolean {
  if (!wifiOnly || !canTellWifi(nav)) return true;
  return !METERED.has(connectionInfo(nav)!.type!);
}
