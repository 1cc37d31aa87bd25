import * as v from 'valibot';
import type { Tx } from '../db';
import { AppError } from '../errors';
import { mutationSchemas, type MutationName } from '../../src/domain/sync/mutations';
import type { ServerMutatorsFor } from './types';
import { profileServerMutators } from './features/profile';
import { materialsServerMutators } from './features/materials';
import { documentServerMutators } from './features/documents';
import { chatServerMutators } from './features/chat';

/**
 * The server half of every queued write. Each runs inside the push transaction (user lock held) and either applies,
 * or throws an AppError that the push reports for that mutation while moving on to the next.
 * Updates of rows that are gone (deleted, or never existed) are no-ops: a delete wins over an edit.
 * Each feature keeps its mutators in ./features/<feature>.ts; the type below makes a missing one a compile error.
 */
export const serverMutators: ServerMutatorsFor<typeof mutationSchemas> = {
  ...profileServerMutators,
  ...materialsServerMutators,
  ...documentServerMutators,
  ...chatServerMutators,
};

/** Validates and applies one named mutation. */
export async function applyMutation(tx: Tx, userId: string, name: string, args: unknown): Promise<void> {
  if (!Object.prototype.hasOwnProperty.call(mutationSchemas, name)) {
    throw new AppError('BAD_REQUEST', `Unknown change type "${name}"`);
  }
  const n = name as MutationName;
  const parsed = v.safeParse(mutationSchemas[n], args);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = issue.path?.map((p) => String(p.key)).join('.');
    throw new AppError('VALIDATION_FAILED', field ? `${field}: ${issue.message}` : issue.message);
  }
  await (serverMutators[n] as (tx: Tx, userId: string, a: unknown) => Promise<void>)(tx, userId, parsed.output);
}
