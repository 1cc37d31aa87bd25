import { useSession } from './app/session';

/**
 * The entry (issue 24): the session check starts here, before React's chunk is evaluated, so the server answers
 * while the app loads; on a device with no database yet the answer also starts the first sync in its worker. The
 * app's chunk (src/app/start.tsx) is fetched with this one (vite.config.ts puts it in index.html's modulepreloads) and
 * runs next; its own session check joins this one.
 */
warmIntl();
void useSession.getState().check();
void import('./app/start');

/**
 * Loads ICU's data on another thread of this process before the app formats its first price or date (see
 * src/app/intl-warm.worker.ts): that first formatter is otherwise one long task of 120–300 ms at 4× CPU.
 */
function warmIntl() {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./app/intl-warm.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm' });
  } catch {
    /* no workers: the page loads the data itself, as before */
  }
}
