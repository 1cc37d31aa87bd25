import { useSession } from '../../app/session';
import { startSyncScheduler, syncNow } from '../../data/sync/scheduler';
import { requestPersistenceAfterFirstSave } from './persist';
import { startPhotoRetries } from '../../data/photos/scheduler';

let wired = false;

/**
 * Starts the page's drainer once someone is signed in, and drains again after every later sign-in in this tab
 * (a lapsed session pauses the queue; signing in again must send it). Sign-in never clears the outbox: the entries
 * are tagged with their user, and the engine only sends the signed-in user's.
 */
export function startSyncForSession(): void {
  if (wired) return;
  wired = true;
  startSyncScheduler();
  startPhotoRetries(syncNow); // photos: wake the drain when a photo's backoff ends or Wi-Fi is joined
  requestPersistenceAfterFirstSave();
  useSession.subscribe((s, prev) => {
    if (s.status === 'authenticated' && (prev.status !== 'authenticated' || s.user?.id !== prev.user?.id)) void syncNow();
  });
}
