import { useState } from 'react';
import { deriveBadgeStatus } from './status';
import { useOnline, useSyncCounts } from './queries';
import { SyncPanel } from './SyncPanel';

/** The small pill on every signed-in screen: offline · N waiting · syncing · synced · needs attention. Opens the panel. */
export function SyncBadge({ userId }: { userId: string }) {
  const online = useOnline();
  const counts = useSyncCounts(userId);
  const [open, setOpen] = useState(false);
  if (!counts) return null;
  const status = deriveBadgeStatus({ online, ...counts });
  return (
    <>
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
      <SyncPanel open={open} onClose={() => setOpen(false)} userId={userId} status={status} online={online} />
    </>
  );
}
