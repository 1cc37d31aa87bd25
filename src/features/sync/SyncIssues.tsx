import { useState } from 'react';
import { toast, toastError } from '../../app/toast/store';
import { ConfirmDialog } from '../../app/ui/Dialog';
import type { SyncIssueRow } from '../../data/local-db';
import { describeMutation, savedAgo } from './describe';
import { discardIssue, isVersionConflict, retryIssue } from './mutations';
import { useSyncIssues } from './queries';

/** Changes the server refused, each with the server's reason and what the person can do about it. */
export function SyncIssues({ userId, online }: { userId: string; online: boolean }) {
  const issues = useSyncIssues(userId);
  const [discarding, setDiscarding] = useState<SyncIssueRow | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  if (!issues?.length) return null;

  async function retry(issue: SyncIssueRow, keepMine: boolean) {
    setBusyId(issue.id ?? null);
    try {
      await retryIssue(issue, { keepMine });
      toast({ title: 'Sending again', description: describeMutation(issue.mutationName, issue.args) });
    } catch (err) {
      toastError('Could not retry', err instanceof Error ? err.message : String(err));
    } finally {
      setBusyId(null);
    }
  }

  async function discard(issue: SyncIssueRow) {
    setDiscarding(null);
    setBusyId(issue.id ?? null);
    try {
      const result = await discardIssue(issue);
      if (result === 'done') toast({ title: 'Change discarded', description: 'Your data was refreshed from the server.' });
      else toastError('Not refreshed yet', 'Your data will be fetched from the server when the connection is back.');
    } catch (err) {
      toastError('Could not discard', err instanceof Error ? err.message : String(err));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section aria-labelledby="sync-issues-title">
      <h3 id="sync-issues-title">Not accepted by the server ({issues.length})</h3>
      <ul className="list sync-list">
        {issues.map((issue) => {
          const conflict = isVersionConflict(issue);
          const busy = busyId === issue.id;
          return (
            <li key={issue.id} className="sync-item sync-issue" data-testid="sync-issue">
              <strong>{describeMutation(issue.mutationName, issue.args)}</strong>
              <span className="sync-issue-reason">{issue.message}</span>
              <span className="hint">
                refused {savedAgo(issue.createdAt)}
                {conflict ? ' · it was changed on another device since you opened it' : ''}
              </span>
              <div className="row">
                <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void retry(issue, conflict)}>
                  {conflict ? 'Keep mine' : 'Retry'}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={busy || !online}
                  title={online ? undefined : 'Needs a connection: your data is fetched again from the server'}
                  onClick={() => setDiscarding(issue)}
                >
                  Discard
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this change?"
        message="The server's copy replaces the one on this device. Your other unsent changes are kept."
        confirmLabel="Discard"
        onConfirm={() => discarding && void discard(discarding)}
        onCancel={() => setDiscarding(null)}
      />
    </section>
  );
}
