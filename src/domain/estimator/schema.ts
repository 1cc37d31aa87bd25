/**
 * The shape of a materials estimate. The built-in estimator produces it, and an AI provider's JSON answer
 * is validated against the same schema before a materials list is saved, so both paths save the same thing.
 */
import * as v from 'valibot';

/** Anything above this is a typo in the measurements (or a confused model), not a real order. */
export const MAX_ITEM_QUANTITY = 100_000;

export const materialItemSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Each item needs a name.')),
  quantity: v.pipe(
    v.number('Quantity must be a number.'),
    v.integer('Quantity must be a whole number.'),
    v.minValue(1, 'Quantity must be at least 1.'),
    v.maxValue(MAX_ITEM_QUANTITY, `Quantity must be at most ${MAX_ITEM_QUANTITY}.`),
  ),
  unit: v.pipe(v.string(), v.trim(), v.nonEmpty('Each item needs a unit.')),
  // A model often leaves notes out; an empty note is still a complete item.
  notes: v.optional(v.string(), ''),
});

export const estimateResultSchema = v.pipe(
  v.object({
    recognised: v.boolean(),
    title: v.pipe(v.string(), v.trim(), v.nonEmpty('The list needs a title.')),
    description: v.optional(v.string(), ''),
    projectType: v.pipe(v.string(), v.trim(), v.nonEmpty('The list needs a project type.')),
    assumptions: v.optional(v.array(v.string()), []),
    items: v.array(materialItemSchema),
    message: v.optional(v.string()),
  }),
  v.check(
    (r) => (r.recognised ? r.items.length > 0 : r.items.length === 0),
    'A recognised job lists at least one item; an unrecognised one lists none.',
  ),
  v.check((r) => r.recognised || (r.message ?? '').trim() !== '', 'An unrecognised job needs a message saying so.'),
);

export type MaterialItem = v.InferOutput<typeof materialItemSchema>;
export type EstimateResult = v.InferOutput<typeof estimateResultSchema>;

/** Plain-words description of the JSON shape, for prompting an AI model to answer in it. */
export const materialsListJsonSchemaDescription = `Answer with one JSON object and nothing else (no markdown, no comments):
{
  "recognised": boolean,      // true if you can list materials for this job
  "title": string,            // short title with the key size, e.g. "Bathroom floor tiling — 3 x 2.4 m"
  "description": string,      // the job as described
  "projectType": string,      // trade area, e.g. "Tiling", "Decking", "Electrical", "Painting", "Concreting"
  "assumptions": string[],    // every assumption behind the quantities (sizes, spacings, coverage, waste allowance, licences needed)
  "items": [                  // materials to buy; empty when recognised is false
    {
      "name": string,         // the material, with size or grade, e.g. "Tile adhesive (20 kg bag)"
      "quantity": integer,    // whole number from 1 to ${MAX_ITEM_QUANTITY}, rounded UP to what must be bought
      "unit": string,         // e.g. "m²", "bag", "length", "pc", "m", "L", "box"
      "notes": string         // how the quantity was worked out, or "" if nothing to add
    }
  ],
  "message": string           // only when recognised is false: say plainly that the job was not recognised
}
Use Australian materials, sizes and standards, metric units, and round every quantity up to a whole purchasable unit.`;
