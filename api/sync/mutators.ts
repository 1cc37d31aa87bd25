import * as v from 'valibot';
import { issueMessage } from '../../src/domain/validation';
import type { LockedTx } from './tx';
import { AppError } from '../errors';
import { isMutationName, mutationSchemas, type MutationName } from '../../src/domain/sync/mutations';
import type { ServerMutatorsFor } from './types';
import { describeUnstorable, findUnstorable } from '../../src/domain/sync/storable';
import { hasUnstorable } from './storable-fast';
import { profileServerMutators } from './features/profile';
import { materialsServerMutators } from './features/materials';
import { chatServerMutators } from './features/chat';
import { marketplaceServerMutators } from './features/marketplace';
import { actionServerMutators } from './actions';
import { priceBookServerMutators } from './features/price-book';
import { plainServerMutators } from './plain';

/**
 * The server half of every queued write. Each runs inside the push transaction (user lock held) and either applies,
 * or throws an AppError that the push reports for that mutation while moving on to the next.
 * Updates of rows that are gone (deleted, or never existed) are no-ops: a delete wins over an edit.
 * Each feature keeps its mutators in ./features/<feature>.ts; entities whose writes are plain rows get theirs derived
 * (./plain.ts). The type below makes a missing one a compile error.
 */
export const serverMutators: ServerMutatorsFor<typeof mutationSchemas> = {
  ...plainServerMutators,
  ...profileServerMutators,
  ...materialsServerMutators,
  ...chatServerMutators,
  ...marketplaceServerMutators,
  ...actionServerMutators,
  ...priceBookServerMutators,
};

/** Validates and applies one named mutation. */
export async function applyMutation(tx: LockedTx, userId: string, name: string, args: unknown): Promise<void> {
  if (!isMutationName(name)) throw new AppError('BAD_REQUEST', `Unknown change type "${name}"`);
  await applyNamed(tx, userId, name, args);
}

/** The mutation of this name, its arguments checked by its own schema and handed to its own mutator: typed by N. */
async function applyNamed<N extends MutationName>(tx: LockedTx, userId: string, name: N, args: unknown): Promise<void> {
  // The REST middleware's check, per mutation here: a NUL rejects this change only, never the batch.
  const unstorable = hasUnstorable(args) ? findUnstorable(args) : null;
  if (unstorable) throw new AppError('VALIDATION_FAILED', describeUnstorable(unstorable));
  const schema: (typeof mutationSchemas)[N] = mutationSchemas[name];
  const parsed = v.safeParse(schema, args);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', issueMessage(parsed.issues).message);
  const apply: ServerMutatorsFor<typeof mutationSchemas>[N] = serverMutators[name];
  await apply(tx, userId, parsed.output);
}
