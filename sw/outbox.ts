import { Queue } from 'workbox-background-sync';
import { drainOutbox } from '../src/data/sync/engine';
import { OUTBOX_QUEUE } from './protocol';

/**
 * The worker's drainer. workbox-background-sync's Queue is only the trigger: on the Background Sync event (Chromium)
 * it calls onSync, and where that API is missing (Safari, Firefox) it calls onSync each time the worker starts.
 * Its own request store stays empty: it would count any HTTP answer (a 401, a 500) as delivered and drop the write.
 * Our Dexie outbox is the record, and drainOutbox only deletes what the server acknowledged.
 */
export function drainOnBackgroundSync() {
  return new Queue(OUTBOX_QUEUE, {
    onSync: async () => {
      const result = await drainOutbox();
      // Throwing makes the browser schedule the sync again with its own backoff. A lapsed session ('needs-auth')
      // cannot be fixed by retrying; the page asks the person to sign in and drains afterwards.
      if (result === 'offline' || result === 'error') throw new Error(`Outbox not drained (${result}); retry later`);
    },
  });
}
