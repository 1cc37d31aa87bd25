import * as v from 'valibot';
import type { LockedTx } from './tx';
import { AppError } from '../errors';
import { mutationSchemas, type MutationName } from '../../src/domain/sync/mutations';
import { findUnstorable } from '../../src/domain/sync/storable';
import * as materials from '../repos/materials';

type Args<N extends MutationName> = v.InferOutput<(typeof mutationSchemas)[N]>;
type Batchers = { [N in MutationName]?: (tx: LockedTx, userId: string, args: Args<N>[]) => Promise<void> };

/**
 * Mutations the push may apply as a run (consecutive queued writes of one name) in a few statements instead of a round
 * trip or two each: a device that was offline for a day sends hundreds of creates at once. Each batcher has the same
 * outcome as its mutator applied one after another, or throws (any rule, any conflict) — the push then applies the run
 * one by one with a savepoint each, so only the mutation at fault is rejected. Only plain create-if-absent writes
 * belong here; anything with effects beyond its rows keeps its one-at-a-time mutator.
 */
const serverBatchers: Batchers = {
  'materialsList.create': (tx, userId, lists) => materials.createLists(tx, userId, lists),
};

export function canBatch(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(serverBatchers, name);
}

/** Validates every mutation of the run as applyMutation does, then applies them together; throws if any would fail. */
export async function applyBatch(tx: LockedTx, userId: string, name: string, argsList: readonly unknown[]): Promise<void> {
  const n = name as MutationName;
  const parsed = argsList.map((args) => {
    if (findUnstorable(args)) throw new AppError('VALIDATION_FAILED', 'a value cannot be stored');
    const r = v.safeParse(mutationSchemas[n], args);
    if (!r.success) throw new AppError('VALIDATION_FAILED', 'a change does not match its schema');
    return r.output;
  });
  await (serverBatchers[n] as (tx: LockedTx, userId: string, a: unknown[]) => Promise<void>)(tx, userId, parsed);
}
