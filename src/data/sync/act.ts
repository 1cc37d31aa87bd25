import type * as v from 'valibot';
import type { ActionEntityName, ActionMutationName, ActionsOf } from '../../domain/sync/actions';
import { SYNCED_ENTITIES, type EntityDef, type EntityName } from '../../domain/sync/entities';
import { mutate } from './mutate';

type Queue<S extends v.GenericSchema> = (args: v.InferInput<S>, opts?: { userId?: string }) => Promise<void>;

/**
 * The named actions as calls: `act.quote.send({ id, to, link })` queues the mutation 'quote.send' through mutate()
 * (one Dexie transaction with its outbox entry). Typed by a homomorphic map over each definition's `actions`, so the
 * editor's "go to definition" on `send` lands on the action's schema in its entity's definition
 * (src/domain/sync/features/*), and a wrong name or wrong arguments do not compile.
 */
export type Act = { readonly [E in ActionEntityName]: { readonly [A in keyof ActionsOf<E>]: Queue<ActionsOf<E>[A]> } };

export const act = Object.fromEntries(
  (Object.entries(SYNCED_ENTITIES) as [EntityName, EntityDef][])
    .filter(([, def]) => def.actions)
    .map(([entity, def]) => [
      entity,
      Object.fromEntries(
        Object.keys(def.actions!).map((action) => [
          action,
          (args: never, opts?: { userId?: string }) => mutate(`${entity}.${action}` as ActionMutationName, args, opts),
        ]),
      ),
    ]),
) as Act;
