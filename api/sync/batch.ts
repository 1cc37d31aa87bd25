import * as v from 'valibot';
import type { LockedTx } from './tx';
import { AppError } from '../errors';
import { isMutationName, mutationSchemas, type MutationName } from '../../src/domain/sync/mutations';
import { hasUnstorable } from './storable-fast';
import { PLAIN_ENTITIES } from '../../src/domain/sync/plain';
import * as materials from '../repos/materials';
import { createPlainRows, patchPlainRows, plainTable, softDeletePlainRows } from '../repos/plain-rows';

type Args<N extends MutationName> = v.InferOutput<(typeof mutationSchemas)[N]>;
type Batcher = (tx: LockedTx, userId: string, args: never[]) => Promise<void>;
type Batchers = { [N in MutationName]?: (tx: LockedTx, userId: string, args: Args<N>[]) => Promise<void> };

/**
 * Every plain entity's derived writes (src/domain/sync/plain.ts) as set-based statements, from the definitions: a new
 * plain entity gets them with its definition. Its hooks still run, per row, in the run's order (api/repos/plain-rows.ts).
 */
const plainBatchers = Object.fromEntries(
  PLAIN_ENTITIES.flatMap(({ name, rows }) => {
    const t = plainTable(name);
    // A versioned entity's update is not replay-safe by its row id (applied twice, it raises the version twice): it
    // keeps its one-at-a-time mutator, so the push recognises it by its origin (api/sync/push.ts originOf).
    const update: Array<[string, Batcher]> = rows.options.versioned
      ? []
      : [[`${name}.update`, (tx, userId, args: Array<{ id: string; patch: object }>) => patchPlainRows(tx, t, userId, args)]];
    const out: Array<[string, Batcher]> = [
      [`${name}.create`, (tx, userId, args: Array<{ id: string; createdAt?: string }>) => createPlainRows(tx, t, userId, args)],
      ...update,
      [
        `${name}.delete`,
        (tx, userId, args: Array<{ id: string }>) =>
          softDeletePlainRows(
            tx,
            t,
            userId,
            args.map((a) => a.id),
          ),
      ],
    ];
    return out;
  }),
) as Batchers;

/**
 * Mutations the push may apply as a run (consecutive queued writes of one name, each of a different row) in a few
 * statements instead of a round trip or more each: a device that was offline for a day sends hundreds of writes at
 * once. Each batcher has the same outcome as its mutator applied one after another, or throws (any rule, any
 * conflict) — the push then applies the run one by one with a savepoint each, so only the mutation at fault is
 * rejected. Writes with effects beyond their rows (actions: emails, conversions) and versioned edits keep their
 * one-at-a-time mutator; quotes' and invoices' creates and deletes are batched like every typed table's.
 */
const serverBatchers: Batchers = {
  ...plainBatchers,
  'materialsList.create': (tx, userId, lists) => materials.createLists(tx, userId, lists),
  'materialsList.update': (tx, userId, edits) => materials.updateLists(tx, userId, edits),
  'materialsList.delete': (tx, userId, args) =>
    materials.deleteLists(
      tx,
      userId,
      args.map((a) => a.id),
    ),
  'materialsItem.upsert': (tx, userId, ups) => materials.upsertItems(tx, userId, ups),
  'materialsItem.delete': (tx, userId, args) =>
    materials.deleteItems(
      tx,
      userId,
      args.map((a) => a.id),
    ),
};

export function canBatch(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(serverBatchers, name);
}

/** The row a batchable mutation writes (its args' id): a run never holds two writes of one row. */
export function rowOf(args: unknown): unknown {
  return args !== null && typeof args === 'object' ? (args as { id?: unknown }).id : undefined;
}

/** Validates every mutation of the run as applyMutation does, then applies them together; throws if any would fail. */
export async function applyBatch(tx: LockedTx, userId: string, name: string, argsList: readonly unknown[]): Promise<void> {
  if (!isMutationName(name)) throw new AppError('BAD_REQUEST', `Unknown change type "${name}"`);
  await applyBatchOf(tx, userId, name, argsList);
}

/** The run's arguments, each checked by the mutation's own schema and handed to its own batcher: typed by N. */
async function applyBatchOf<N extends MutationName>(tx: LockedTx, userId: string, name: N, argsList: readonly unknown[]) {
  const schema: (typeof mutationSchemas)[N] = mutationSchemas[name];
  const parsed = argsList.map((args) => {
    if (hasUnstorable(args)) throw new AppError('VALIDATION_FAILED', 'a value cannot be stored');
    const r = v.safeParse(schema, args);
    if (!r.success) throw new AppError('VALIDATION_FAILED', 'a change does not match its schema');
    return r.output;
  });
  const batch: Batchers[N] = serverBatchers[name];
  if (!batch) throw new AppError('BAD_REQUEST', `"${name}" is not applied in runs`);
  await batch(tx, userId, parsed);
}
