import type * as v from 'valibot';
import { profileMutations } from './features/profile';
import { materialsMutations } from './features/materials';
import { chatMutations } from './features/chat';
import { marketplaceMutations } from './features/marketplace';
import { priceBookMutations } from './features/price-book';
import { plainMutationSchemas, type PlainMutationName } from './plain';
import { actionMutationSchemas, type ActionMutationName } from './actions';

/**
 * Every write the client can queue, by name, with the schema its args must match. The client's local appliers
 * (src/data/sync/local-mutators.ts) and the server's (api/sync/mutators.ts) implement the same names; the server
 * validates args with these schemas before applying. Each feature keeps its mutations in ./features/<feature>.ts.
 *
 * Updates carry a `patch`: only the fields the user changed. The server applies patches in the order it receives
 * them, so two devices editing different fields both survive (last write wins per field).
 */
const handWritten = {
  ...profileMutations,
  ...materialsMutations,
  ...chatMutations,
  ...marketplaceMutations,
  ...priceBookMutations,
} satisfies Record<string, v.GenericSchema>;

/**
 * Hand-written ones (effects beyond the row, versions, rules), the derived create/update/delete of plain entities and
 * the named actions their definitions declare (./actions.ts).
 */
export const mutationSchemas = { ...plainMutationSchemas, ...actionMutationSchemas, ...handWritten };

/** Compile-time: a feature does not hand-write a mutation that its entity's definition already derives. */
type Doubles = Extract<keyof typeof handWritten, PlainMutationName | ActionMutationName>;
const noMutationIsWrittenTwice: [Doubles] extends [never] ? true : { writtenTwice: Doubles } = true;
void noMutationIsWrittenTwice;

export type MutationName = keyof typeof mutationSchemas;
export type MutationArgs<N extends MutationName> = v.InferInput<(typeof mutationSchemas)[N]>;

export function isMutationName(name: string): name is MutationName {
  return Object.prototype.hasOwnProperty.call(mutationSchemas, name);
}

export { MaterialsItemFields, MaterialsListFields } from './features/materials';
