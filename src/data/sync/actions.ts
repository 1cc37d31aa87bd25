import type { LocalDb } from '../local-db';
import type { LocalActions, LocalMutatorsFor } from './types';
import type { ActionMutationSchemas } from '../../domain/sync/actions';
import { invoiceLocalActions, quoteLocalActions } from './features/documents';

/**
 * The device half of every named action an entity's definition declares (typed by LocalActions, ./types.ts), by entity
 * and action. Each feature keeps its own (./features/<feature>.ts).
 */
export const localActions: LocalActions = {
  job: {
    async addPhoto(db, _u, { id, photo }, now) {
      const row = await db.jobs.get(id);
      if (!row || row.photos.some((p) => p.path === photo.path)) return;
      await db.jobs.put({ ...row, photos: [...row.photos, photo], updatedAt: now });
    },
    async removePhoto(db, _u, { id, path }, now) {
      const row = await db.jobs.get(id);
      if (!row) return;
      await db.jobs.put({ ...row, photos: row.photos.filter((p) => p.path !== path), updatedAt: now });
    },
  },
  quote: quoteLocalActions,
  invoice: invoiceLocalActions,
};

type Mutator = (db: LocalDb, userId: string, args: never, now: string) => Promise<void>;
/** The actions as mutations by name ('job.addPhoto'), for mutate() (./local-mutators.ts). */
export const actionLocalMutators = Object.fromEntries(
  Object.entries(localActions).flatMap(([entity, actions]) =>
    Object.entries(actions as Record<string, Mutator>).map(([action, fn]) => [`${entity}.${action}`, fn]),
  ),
) as LocalMutatorsFor<ActionMutationSchemas>;
