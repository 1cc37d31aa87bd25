import type { mutationSchemas } from '../../domain/sync/mutations';
import type { EntityTarget, LocalMutatorsFor } from './types';
import { profileEntityTargets, profileLocalMutators } from './features/profile';
import { materialsEntityTargets, materialsLocalMutators } from './features/materials';
import { documentEntityTargets, documentLocalMutators } from './features/documents';
import { chatEntityTargets, chatLocalMutators } from './features/chat';

/**
 * The device half of every queued write: what the change does to the Dexie rows, run inside the same transaction
 * that appends the outbox entry. They are re-run on top of each pull for entries the server has not acknowledged yet,
 * so they must give the same result when run again (a create of an existing id changes nothing).
 * Each feature keeps its own in ./features/<feature>.ts; the type makes a missing one a compile error.
 */
export const localMutators: LocalMutatorsFor<typeof mutationSchemas> = {
  ...profileLocalMutators,
  ...materialsLocalMutators,
  ...documentLocalMutators,
  ...chatLocalMutators,
};

/** Where each pulled entity lives on the device. */
export const entityTargets: Record<string, EntityTarget> = {
  ...profileEntityTargets,
  ...materialsEntityTargets,
  ...documentEntityTargets,
  ...chatEntityTargets,
};
