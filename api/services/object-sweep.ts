import type { Deps } from '../context';
import * as objects from '../repos/objects';

/**
 * Deletes files nobody uses: upload URLs handed out whose bytes never came, and uploaded files that no live row
 * references (never referenced, replaced — an old logo —, or belonging to a deleted row), once they are older than
 * ORPHAN_UPLOAD_HOURS. The grace period covers a device that uploaded a photo and has not yet pushed the row that uses
 * it; a device that comes back later still works: before pushing it asks the server again, and re-uploads a file the
 * sweep removed (the id is the same, so it is the same object).
 *
 * Bytes go first, then the row: a crash in between leaves a row without bytes (swept again next time), never bytes
 * without a row (which nothing could find).
 */
export interface SweepResult {
  reservationsDeleted: number;
  filesDeleted: number;
  filesKept: number;
}

const BATCH = 500;

export async function sweepObjects(
  deps: Pick<Deps, 'sql' | 'store' | 'env' | 'log'>,
  at: Date = new Date(),
  graceHours: number = deps.env.ORPHAN_UPLOAD_HOURS,
): Promise<SweepResult> {
  const { sql, store } = deps;
  const before = new Date(at.getTime() - graceHours * 3600_000);
  const result: SweepResult = { reservationsDeleted: 0, filesDeleted: 0, filesKept: 0 };

  for (const row of await objects.staleReservations(sql, before, BATCH)) {
    // The PUT may have stored bytes and died before recording them.
    await store.delete(row.storage_key);
    await objects.deleteObjectRow(sql, row.id);
    result.reservationsDeleted++;
  }

  const candidates = await objects.sweepCandidates(sql, before, BATCH);
  const used = await objects.referencedIds(
    sql,
    candidates.map((c) => c.id),
  );
  const kept: string[] = [];
  for (const row of candidates) {
    if (used.has(row.id)) {
      kept.push(row.id);
      continue;
    }
    await store.delete(row.storage_key);
    await objects.deleteObjectRow(sql, row.id);
    result.filesDeleted++;
  }
  await objects.markChecked(sql, kept, at);
  result.filesKept = kept.length;
  if (result.filesDeleted || result.reservationsDeleted) deps.log('info', 'Object sweep', result);
  return result;
}

const SWEEP_EVERY_MS = 60 * 60_000; // hourly; each run looks at up to BATCH files, least recently checked first

/** Starts the hourly sweep (first run a minute after start, off the start-up path). Returns a stop function. */
export function startObjectSweeper(deps: Pick<Deps, 'sql' | 'store' | 'env' | 'log'>): () => void {
  const run = () =>
    void sweepObjects(deps).catch((err: unknown) => {
      deps.log('error', 'Object sweep failed', err);
    });
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, SWEEP_EVERY_MS);
  first.unref?.();
  timer.unref?.();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
