import { useEffect } from 'react';
import { useSession } from '../../app/session';
import { SyncBadge } from './SyncBadge';
import { startSyncForSession } from './scheduler-wiring';
import './sync.css';

/**
 * Loaded lazily by SignedInChrome: the sync engine, every feature's local mutators and the badge stay out of the
 * bundle of the first (auth) screen.
 */
export default function SyncChrome() {
  const userId = useSession((s) => s.user?.id);
  useEffect(() => {
    if (userId) startSyncForSession();
  }, [userId]);
  return userId ? <SyncBadge userId={userId} /> : null;
}
