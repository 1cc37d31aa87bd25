import { useState, type ComponentType } from 'react';
import { useSession } from '../../app/session';
import { deriveBadgeStatus, type BadgeStatus } from './status';
import { useOnline } from './online';
import { FIRST_SYNC_COUNTS, type SyncCounts } from './first-sync';

/** What the badge draws with once the device database's module has loaded (SyncChrome loads it after the badge). */
export interface BadgeLive {
  /** Reports the badge's counts from the device database (a live query), each time they change. */
  Counts?: ComponentType<{ userId: string; onCounts: (counts: SyncCounts) => void }>;
  /** The panel the badge opens (the engine's "Sync now", what waits, what was refused). */
  Panel?: ComponentType<{ open: boolean; onClose: () => void; userId: string; status: BadgeStatus; online: boolean }>;
}

/**
 * The small pill on every signed-in screen: offline · N waiting · syncing · synced · needs attention. Opens the panel.
 * Issue 24: it draws from this light module alone. Its counts come from the device database once that has loaded
 * (live.Counts); before that, a fresh device in its first sync shows the first sync (FIRST_SYNC_COUNTS: the device had
 * no database, so nothing is waiting or refused there), and any other device shows nothing yet, as before.
 */
export function SyncBadge({ userId, live }: { userId: string; live: BadgeLive }) {
  const online = useOnline();
  const firstSync = useSession((s) => s.firstSync);
  const [liveCounts, setLiveCounts] = useState<SyncCounts>();
  const [open, setOpen] = useState(false);
  const counts = liveCounts ?? (firstSync ? FIRST_SYNC_COUNTS : undefined);
  const status = counts && deriveBadgeStatus({ online, ...counts });
  return (
    <>
      {live.Counts && <live.Counts userId={userId} onCounts={setLiveCounts} />}
      {status && (
        <button
          type="button"
          className={`sync-badge sync-badge-${status.kind}`}
          data-testid="sync-badge"
          data-state={status.kind}
          aria-label={`Sync status: ${status.label}. ${status.detail} Show details.`}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <span className="sync-badge-dot" aria-hidden="true" />
          <span aria-live="polite">{status.label}</span>
        </button>
      )}
      {status && live.Panel && <live.Panel open={open} onClose={() => setOpen(false)} userId={userId} status={status} online={online} />}
    </>
  );
}
