import { useEffect } from 'react';
import { useLiveSyncCounts } from './queries';
import type { SyncCounts as Counts } from './first-sync';

/** The badge's counts from the device database (a live query), handed to the badge each time they change. */
export default function SyncCounts({ userId, onCounts }: { userId: string; onCounts: (counts: Counts) => void }) {
  const counts = useLiveSyncCounts(userId);
  useEffect(() => {
    if (counts) onCounts(counts);
  }, [counts, onCounts]);
  return null;
}
