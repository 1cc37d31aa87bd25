import { nextTask } from './app/next-task';
import { useSession } from './app/session';

/**
 * The entry (issue 24): the session check starts here, before React's chunk is evaluated, so the server answers
 * while the app loads; on a device with no database yet the answer also starts the first sync in its worker. The
 * app's chunk (src/app/start.tsx) is fetched with this one (vite.config.ts puts it in index.html's modulepreloads) and
 * runs next; its own session check joins this one.
 */
void useSession.getState().check();
void startInSteps();

/**
 * The app's chunk graph evaluated in steps, a task each (issue 24: evaluated as one graph it was one task of 140–250 ms
 * at 4× CPU on a list whose first cards were already on screen): React and its DOM renderer, then the router, then the
 * app itself (src/app/start.tsx), each after a yield. Each import evaluates only what the earlier ones have not.
 */
async function startInSteps() {
  // a worker's start is 10–15 ms of this thread at 4×: in a task of its own, not the entry's
  await nextTask();
  warmIntl();
  await import('react-dom/client');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  await import('./app/start');
}

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
