import type { LockedTx } from './tx';
import type { ServerActions, ServerMutatorsFor } from './types';
import type { ActionMutationSchemas } from '../../src/domain/sync/actions';
import * as jobs from '../repos/jobs';
import { getPlainRow, plainTable } from '../repos/plain-rows';
import { AppError } from '../errors';
import { SYNCED_ENTITIES } from '../../src/domain/sync/entities';
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
/**
 * The actions as mutations by name ('job.addPhoto'), for the push (api/sync/mutators.ts). An action on a row the server
 * does not hold for this user (deleted on another device, or its create was refused) is refused as NOT_FOUND: the
 * device shows it under "needs attention" instead of a quote marked sent that nobody was sent.
 */
export const actionServerMutators = Object.fromEntries(
  Object.entries(serverActions).flatMap(([entity, actions]) => {
    const rows = plainTable(entity as keyof typeof serverActions);
    const noun = SYNCED_ENTITIES[entity as keyof typeof serverActions].label.toLowerCase();
    return Object.entries(actions as Record<string, Mutator>).map(([action, fn]) => [
      `${entity}.${action}`,
      async (tx: LockedTx, userId: string, args: never) => {
        if (!(await getPlainRow(tx, rows, userId, (args as { id: string }).id)))
          throw new AppError('NOT_FOUND', `That ${noun} is not on the server (deleted, or never saved), so nothing was done`);
        await fn(tx, userId, args);
      },
    ]);
  }),
) as ServerMutatorsFor<ActionMutationSchemas>;
