import { useSession } from './app/session';

/**
 * The entry (issue 24): the session check starts here, before React's chunk is evaluated, so the server answers
 * while the app loads; on a device with no database yet the answer also starts the first sync in its worker. The
 * app's chunk (src/app/start.tsx) is fetched with this one (vite.config.ts puts it in index.html's modulepreloads) and
 * runs next; its own session check joins this one.
 */
void useSession.getState().check();
void import('./app/start');
