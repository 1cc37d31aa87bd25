import type { ServerMutatorsFor } from './types';
import type { LockedTx } from './tx';
import { PLAIN_ENTITIES, type PlainMutationSchemas } from '../../src/domain/sync/plain';
import { createPlainRow, patchPlainRow, plainTable, softDeletePlainRow } from '../repos/plain-rows';

type Mutator = (tx: LockedTx, userId: string, args: never) => Promise<void>;

/**
 * The server half of the derived mutations (src/domain/sync/plain.ts), for every entity whose writes are plain rows:
 * create if the id is new (a replay, or a create of a row deleted since, changes nothing; another user's id is
 * refused), patch by the merge rule through the definition's column map, soft delete — each scoped to the owner.
 */
export const plainServerMutators = Object.fromEntries(
  PLAIN_ENTITIES.flatMap(({ name }) => {
    const t = plainTable(name);
    const create = async (tx: LockedTx, userId: string, args: { id: string; createdAt: string }) => {
      await createPlainRow(tx, t, userId, args);
    };
    const update = async (tx: LockedTx, userId: string, args: { id: string; patch: object; baseVersion?: number | null }) => {
      await patchPlainRow(tx, t, userId, args.id, args.patch, args.baseVersion);
    };
    const remove = async (tx: LockedTx, userId: string, { id }: { id: string }) => {
      await softDeletePlainRow(tx, t, userId, id);
    };
    const out: Array<[string, Mutator]> = [
      [`${name}.create`, create],
      [`${name}.update`, update],
      [`${name}.delete`, remove],
    ];
    return out;
  }),
) as ServerMutatorsFor<PlainMutationSchemas>;
