import * as v from 'valibot';
import { uuidSchema } from '../../ids';

const uuid = uuidSchema();
const isoInstant = v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'));

/** A materials item's unit when none is given: pieces. */
export const DEFAULT_ITEM_UNIT = 'pc';

export const MaterialsItemFields = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Item name is required'), v.maxLength(200)),
  quantity: v.pipe(v.number(), v.integer('quantity must be a whole number'), v.minValue(1), v.maxValue(1_000_000)),
  unit: v.pipe(v.string(), v.maxLength(20)),
  notes: v.pipe(v.string(), v.maxLength(1000)),
  completed: v.boolean(),
  position: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type MaterialsItemFields = v.InferOutput<typeof MaterialsItemFields>;

export const MaterialsListFields = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1, 'List name is required'), v.maxLength(200)),
  description: v.pipe(v.string(), v.maxLength(2000)),
  projectType: v.pipe(v.string(), v.maxLength(100)),
  /** issue 13: the job the list was made from */
  jobId: v.optional(v.nullable(uuid)),
});
export type MaterialsListFields = v.InferOutput<typeof MaterialsListFields>;

export const materialsMutations = {
  'materialsList.create': v.object({
    id: uuid,
    createdAt: isoInstant,
    ...MaterialsListFields.entries,
    items: v.pipe(v.array(v.object({ id: uuid, ...MaterialsItemFields.entries })), v.maxLength(500)),
  }),
  'materialsList.update': v.object({ id: uuid, patch: v.partial(MaterialsListFields) }),
  'materialsList.delete': v.object({ id: uuid }),
  'materialsItem.upsert': v.object({ id: uuid, listId: uuid, patch: v.partial(MaterialsItemFields) }),
  'materialsItem.delete': v.object({ id: uuid }),
} satisfies Record<string, v.GenericSchema>;
