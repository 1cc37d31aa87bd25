import type { mutationSchemas } from '../../domain/sync/mutations';
import type { EntityTarget, LocalMutatorsFor } from './types';
import { profileLocalMutators } from './features/profile';
import { materialsLocalMutators } from './features/materials';
import { chatLocalMutators } from './features/chat';
import { SYNCED_ENTITIES } from '../../domain/sync/entities';
import { marketplaceLocalMutators } from './features/marketplace';
import { actionLocalMutators } from './actions';
import { priceBookLocalMutators } from './features/price-book';
import { plainLocalMutators } from './plain';

/**
 * The device half of every queued write: what the change does to the Dexie rows, run inside the same transaction
 * that appends the outbox entry. They are re-run on top of each pull for entries the server has not acknowledged yet,
 * so they must give the same result when run again (a create of an existing id changes nothing).
 * Each feature keeps its own in ./features/<feature>.ts; entities whose writes are plain rows get theirs derived
 * (./plain.ts). The type makes a missing one a compile error.
 */
export const localMutators: LocalMutatorsFor<typeof mutationSchemas> = {
  ...plainLocalMutators,
  ...profileLocalMutators,
  ...materialsLocalMutators,
  ...chatLocalMutators,
  ...marketplaceLocalMutators,
  ...actionLocalMutators,
  ...priceBookLocalMutators,
};

/** Where each pulled entity lives on the device: derived from the entity definitions. */
export const entityTargets: Record<string, EntityTarget> = Object.fromEntries(
  Object.entries(SYNCED_ENTITIES).map(([name, e]) => [name, 'kv' in e.device ? { kv: e.device.kv } : { table: e.device.table }]),
);
