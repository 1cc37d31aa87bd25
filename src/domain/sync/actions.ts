import type * as v from 'valibot';
import { SYNCED_ENTITIES, type EntityDef, type EntityName } from './entities';

/**
 * The named actions of the entities (send, sign, add a photo…), derived from their definitions' `actions` member
 * (src/domain/sync/entities.ts): `<entity>.<action>` is queued with the action's schema as its arguments. The device
 * half (src/data/sync/actions.ts) and the server half (api/sync/actions.ts) are objects typed by entity and action
 * from these definitions, so `act.job.addPhoto(…)` (src/data/sync/act.ts; or `mutate('job.addPhoto', …)`), the definition's `jobActions.addPhoto` and the two halves
 * that apply it are one chain of types: a missing half, a half nobody declared or other arguments do not compile.
 */
type Defs = typeof SYNCED_ENTITIES;

/** The entities whose definitions declare named actions. */
export type ActionEntityName = { [K in EntityName]: Defs[K] extends { actions: object } ? K : never }[EntityName];
/** An entity's actions: action name → the schema of its arguments. */
export type ActionsOf<E extends ActionEntityName> = Defs[E] extends { actions: infer A extends Record<string, v.GenericSchema> }
  ? A
  : never;
/** An action's arguments, as its halves receive them (parsed). */
export type ActionArgs<E extends ActionEntityName, A extends keyof ActionsOf<E>> = v.InferOutput<ActionsOf<E>[A]>;

export type ActionMutationName = { [E in ActionEntityName]: `${E}.${keyof ActionsOf<E> & string}` }[ActionEntityName];
export type ActionMutationSchemas = {
  [M in ActionMutationName]: M extends `${infer E extends ActionEntityName}.${infer A}`
    ? A extends keyof ActionsOf<E>
      ? ActionsOf<E>[A]
      : never
    : never;
};

/** Every declared action as its mutation: '<entity>.<action>' → its schema. */
export const actionMutationSchemas = Object.fromEntries(
  (Object.entries(SYNCED_ENTITIES) as [EntityName, EntityDef][]).flatMap(([name, def]) =>
    Object.entries(def.actions ?? {}).map(([action, schema]) => [`${name}.${action}`, schema]),
  ),
) as ActionMutationSchemas;
