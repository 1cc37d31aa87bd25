import { startSyncForSession } from './scheduler-wiring';
import { SyncPanel } from './SyncPanel';

/** The page's sync engine and the badge's panel: loaded by SyncChrome after the badge and its counts (issue 24). */
const engine = { startSyncForSession, SyncPanel };
export default engine;
