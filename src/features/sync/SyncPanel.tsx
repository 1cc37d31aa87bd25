import { useState } from 'react';
import { Dialog } from '../../app/ui/Dialog';
import { toast } from '../../app/toast/store';
import type { DrainResult } from '../../data/sync/engine';
import { describeMutation, savedAgo } from './describe';
import { syncNow } from './mutations';
import { useSyncCounts, useWaitingWrites } from './queries';
import type { BadgeStatus } from './status';
import { SyncIssues } from './SyncIssues';

const WAITING_SHOWN = 30;

const RESULT_TEXT: Partial<Record<DrainResult, string>> = {
  offline: 'Still offline. Your changes stay on this device and are sent when the connection is back.',
  error: 'The server had a problem. Your changes are kept and will be retried.',
  'needs-auth': 'Sign in again to send your changes.',
};

/** Why the badge says what it says: what is waiting, what the server refused and why, and the ways out. */
export function SyncPanel({
  open,
  onClose,
  userId,
  status,
  online,
}: {
  open: boolean;
  onClose: () => void;
  userId: string;
  status: BadgeStatus;
  online: boolean;
}) {
  const counts = useSyncCounts(userId);
  const [busy, setBusy] = useState(false);
  const needsAuth = counts?.state?.phase === 'needs-auth';

  async function runSync() {
    setBusy(true);
    try {
      const result = await syncNow();
      const text = RESULT_TEXT[result];
      if (text) toast({ title: 'Not synced yet', description: text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Sync"
      description={needsAuth ? undefined : status.detail}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Close
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void runSync()}>
            {busy ? 'Syncing…' : 'Sync now'}
          </button>
        </>
      }
    >
      {open && (
        <div className="sync-panel stack">
          {needsAuth && <SignInAgain pending={counts?.pending ?? 0} />}
          <WaitingList userId={userId} online={online} />
          <SyncIssues userId={userId} online={online} />
          <p className="hint">
            {!online && 'You are offline. '}
            {counts?.state?.lastSyncedAt
              ? `Last reached the server ${savedAgo(counts.state.lastSyncedAt)}.`
              : 'Not reached the server yet on this device.'}
          </p>
        </div>
      )}
    </Dialog>
  );
}

function SignInAgain({ pending }: { pending: number }) {
  return (
    <div className="banner banner-danger sync-signin" role="alert">
      <p>
        {pending
          ? `Sign in again to send ${pending} ${pending === 1 ? 'change' : 'changes'}.`
          : 'Your session has expired. Sign in again to keep syncing.'}
      </p>
      <p className="small">Nothing is lost: your changes stay on this device until the server has them.</p>
      {/* A full load of /auth re-checks the session with the server; the outbox is kept through sign-in. */}
      <a className="btn btn-primary btn-sm" href="/auth">
        Sign in again
      </a>
    </div>
  );
}

function WaitingList({ userId, online }: { userId: string; online: boolean }) {
  const waiting = useWaitingWrites(userId, WAITING_SHOWN);
  if (!waiting || waiting.total === 0) return <p className="muted">Nothing waiting to be sent.</p>;
  return (
    <section aria-labelledby="sync-waiting-title">
      <h3 id="sync-waiting-title">Waiting to be sent ({waiting.total})</h3>
      <p className="small">
        Saved on this phone and safe there: {waiting.total === 1 ? 'it is' : 'they are'} sent by themselves when there is a connection.
      </p>
      <ul className="list sync-list">
        {waiting.rows.map((m) => (
          <li key={m.seq} className="sync-item">
            <span>{describeMutation(m.name, m.args)}</span>
            <span className="hint">
              saved {savedAgo(m.createdAt)}
              {/* tries with no connection are not failures: say so only when online */}
              {online && m.attempts > 0 ? ` · the server was tried ${m.attempts} ${m.attempts === 1 ? 'time' : 'times'}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {waiting.total > waiting.rows.length && <p className="hint">and {waiting.total - waiting.rows.length} more.</p>}
    </section>
  );
}
