/**
 * The native IndexedDB version of each database on this device, by name, as `indexedDB.databases()` listed them when
 * the session started (src/app/session.ts). The device database declares only its newest schema when its database is
 * already there at that version (src/data/local-db.ts); without an entry every upgrade is declared, as before.
 */
export const installedVersions = new Map<string, number>();

/** Notes what `indexedDB.databases()` answered. */
export function noteInstalledVersions(dbs: ReadonlyArray<{ name?: string; version?: number }>): void {
  for (const d of dbs) if (d.name && typeof d.version === 'number') installedVersions.set(d.name, d.version);
}
