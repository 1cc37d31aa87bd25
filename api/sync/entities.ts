import type { PullEntity } from './types';
import { profilePullEntities } from './features/profile';
import { materialsPullEntities } from './features/materials';
import { documentPullEntities } from './features/documents';
import { chatPullEntities } from './features/chat';

/** Every synced entity a pull sends. Each feature lists its own in ./features/<feature>.ts. */
export const pullEntities: PullEntity[] = [...profilePullEntities, ...materialsPullEntities, ...documentPullEntities, ...chatPullEntities];
