import type { LockedTx } from './tx';
import type { ServerActions, ServerMutatorsFor } from './types';
import type { ActionMutationSchemas } from '../../src/domain/sync/actions';
import * as jobs from '../repos/jobs';
import { invoiceServerActions, quoteServerActions } from './features/documents';

/**
 * The server half of every named action an entity's definition declares (typed by ServerActions, ./types.ts), by
 * entity and action. Each feature keeps its own (./features/<feature>.ts).
 */
export const serverActions: ServerActions = {
  job: {
    async addPhoto(tx, userId, { id, photo }) {
      await jobs.addJobPhoto(tx, userId, id, photo);
    },
    async removePhoto(tx, userId, { id, path }) {
      await jobs.removeJobPhoto(tx, userId, id, path);
    },
  },
  quote: quoteServerActions,
  invoice: invoiceServerActions,
};

type Mutator = (tx: LockedTx, userId: string, args: never) => Promise<void>;
/** The actions as mutations by name ('job.addPhoto'), for the push (api/sync/mutators.ts). */
export const actionServerMutators = Object.fromEntries(
  Object.entries(serverActions).flatMap(([entity, actions]) =>
    Object.entries(actions as Record<string, Mutator>).map(([action, fn]) => [`${entity}.${action}`, fn]),
  ),
) as ServerMutatorsFor<ActionMutationSchemas>;
