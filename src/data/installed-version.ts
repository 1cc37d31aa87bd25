/**
 * The native IndexedDB version of each database on this device, by name, as `indexedDB.databases()` listed them when
 * the session started (src/app/session.ts). The device database declares only its newest schema when its database is
 * already there at that version (src/data/local-db.ts); without an entry every upgrade is declared, as before.
 */
export const installedVersions = new Map<string, number>();

/**
 * The databases `indexedDB.databases()` did not list at start although it answered: this device has none of that name,
 * so it is created at the newest schema and no upgrade can run (issue 24: a fresh device's page and drain worker each
 * parsed four schemas, and the page's copy of that work sat on the first screen's main thread).
 */
const absentAtStart = new Set<string>();

/** Notes what `indexedDB.databases()` answered. */
export function noteInstalledVersions(dbs: ReadonlyArray<{ name?: string; version?: number }>): void {
  for (const d of dbs) if (d.name && typeof d.version === 'number') installedVersions.set(d.name, d.version);
}

/** Notes that `indexedDB.databases()` answered without `name` (never called where the browser cannot list them). */
export function noteAbsent(name: string): void {
  absentAtStart.add(name);
}

/** Whether `name` was known to have no database when it was listed (see noteAbsent). */
export function wasAbsent(name: string): boolean {
  return absentAtStart.has(name) && !installedVersions.has(name);
}
