import { getDb, type SyncIssueRow } from '../../data/local-db';
import { resyncFromScratch, type DrainResult } from '../../data/sync/engine';
import { allWriteTables, mutate } from '../../data/sync/mutate';
import { syncNow } from '../../data/sync/scheduler';
import { isMutationName, type MutationName, type MutationArgs } from '../../domain/sync/mutations';

/** A refused edit of a quote, invoice or client made from an older copy than the server's: the user may keep theirs. */
export function isVersionConflict(issue: SyncIssueRow): boolean {
  const args = issue.args as { baseVersion?: unknown } | null;
  return /CONFLICT/i.test(issue.code) && typeof args?.baseVersion === 'number';
}

/**
 * Queues the refused write again, as a new mutation (the old one is consumed on the server). "Keep mine" sends it
 * without its base version, so the server applies it over the newer copy instead of reporting the conflict again.
 * The new outbox entry and the removal of the notice commit together.
 */
export async function retryIssue(issue: SyncIssueRow, opts: { keepMine?: boolean } = {}): Promise<void> {
  const name = issue.mutationName;
  if (!isMutationName(name)) throw new Error(`This version of the app cannot send “${name}”. Reload to update, or discard it.`);
  const args = opts.keepMine ? { ...(issue.args as object), baseVersion: null } : issue.args;
  const db = getDb();
  await db.transaction('rw', allWriteTables(db), async () => {
    await mutate(name as MutationName, args as MutationArgs<MutationName>, { userId: issue.userId });
    if (issue.id !== undefined) await db.syncIssues.delete(issue.id);
  });
}

/**
 * Gives up on a refused write: the device copy still shows it, so the user's data is fetched from the server again
 * (unsent writes are kept and re-applied). Other refused writes stay listed so they can still be retried.
 * Needs a connection: the device rows are replaced by the server's.
 */
export async function discardIssue(issue: SyncIssueRow): Promise<DrainResult> {
  const db = getDb();
  const others = (await db.syncIssues.where('userId').equals(issue.userId).toArray()).filter((i) => i.id !== issue.id);
  // Let a drain already under way finish first, so it does not write its cursor over the fresh start.
  await syncNow();
  const result = await resyncFromScratch();
  if (others.length) await db.syncIssues.bulkAdd(others.map(({ id: _id, ...rest }) => rest));
  return result;
}

export { syncNow };
