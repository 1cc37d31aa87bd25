import * as v from 'valibot';
import { col, fieldsSchema } from '../columns';
import { MAX_MARKUP_BASIS_POINTS } from '../../price-book/markup';
import { MAX_UNIT_LENGTH } from '../../price-book/units';

/**
 * The price book (issue 13): saved items, kits of items, and the column mapping remembered per supplier. Every write
 * goes through the outbox; the server validates the same schemas. A supplier file's lines arrive in `priceItem.import`
 * batches of up to IMPORT_BATCH items (a 50,000-line file is 100 mutations, not 50,000), each small enough that a push
 * (200 entries / 4 MB, src/data/sync/engine.ts) carries dozens of them.
 */
export const IMPORT_BATCH = 500;
export const MAX_KIT_LINES = 100;
/** $100,000,000.00: past that a price is a typo, and cents stay safe integers */
export const MAX_PRICE_BOOK_CENTS = 10_000_000_000;
export const MAX_KIT_QUANTITY = 100_000;

const uuid = v.pipe(v.string(), v.uuid('must be a UUID'));
const isoInstant = v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'));
const noNul = (label: string) => v.check((x: string) => !x.includes('\u0000'), `${label} cannot contain a NUL character`);
const cents = (label: string, min: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.safeInteger(`${label} must be whole cents`),
    v.minValue(min, min > 0 ? `${label} must be more than $0` : `${label} cannot be negative`),
    v.maxValue(MAX_PRICE_BOOK_CENTS, `${label} is too large`),
  );
const isTenth = (q: number) => Math.abs(q * 10 - Math.round(q * 10)) < 1e-9;

/** A price book item's typed columns (src/domain/sync/columns.ts): each field once, with its Postgres column. */
export const priceItemColumns = {
  description: col.text(
    'description',
    v.pipe(
      v.string('Description is required'),
      v.trim(),
      noNul('Description'),
      v.minLength(1, 'Description is required'),
      v.maxLength(500, 'Description must be at most 500 characters'),
    ),
  ),
  code: col.text(
    'code',
    v.pipe(v.string('Code must be text'), v.trim(), noNul('Code'), v.maxLength(100, 'Code must be at most 100 characters')),
  ),
  supplier: col.text(
    'supplier',
    v.pipe(v.string('Supplier must be text'), v.trim(), noNul('Supplier'), v.maxLength(120, 'Supplier must be at most 120 characters')),
  ),
  /** free text (LEN, ROLL, PR …); the spec's quote units are the suggestions on screen */
  unit: col.text(
    'unit',
    v.pipe(
      v.string('Unit must be text'),
      v.trim(),
      noNul('Unit'),
      v.minLength(1, 'Unit is required'),
      v.maxLength(MAX_UNIT_LENGTH, `Unit must be at most ${MAX_UNIT_LENGTH} characters`),
    ),
  ),
  costCents: col.cents('cost_cents', cents('Cost', 0)),
  /** the sell rate a quote line takes: above $0, like every quote line (spec §5) */
  sellCents: col.cents('sell_cents', cents('Sell rate', 1)),
  gstFree: col.bool('gst_free', v.boolean('GST-free must be true or false')),
};
export const PriceItemFields = fieldsSchema(priceItemColumns);
export type PriceItemFields = v.InferOutput<typeof PriceItemFields>;

export const KitLine = v.object({
  priceItemId: uuid,
  quantity: v.pipe(
    v.number('Quantity must be a number'),
    v.minValue(0.1, 'Quantity must be at least 0.1'),
    v.maxValue(MAX_KIT_QUANTITY, 'Quantity is too large'),
    v.check(isTenth, 'Quantity must be in steps of 0.1'),
  ),
});
export type KitLine = v.InferOutput<typeof KitLine>;

export const PriceKitFields = v.object({
  name: v.pipe(
    v.string('Kit name is required'),
    v.trim(),
    noNul('Kit name'),
    v.minLength(1, 'Kit name is required'),
    v.maxLength(120, 'Kit name must be at most 120 characters'),
  ),
  items: v.pipe(
    v.array(KitLine, 'Items must be a list'),
    v.minLength(1, 'A kit needs at least one item'),
    v.maxLength(MAX_KIT_LINES, `A kit has at most ${MAX_KIT_LINES} items`),
  ),
});
export type PriceKitFields = v.InferOutput<typeof PriceKitFields>;

const header = v.pipe(v.string(), noNul('Column'), v.maxLength(200, 'Column name is too long'));
/** Which column of the supplier's file holds each field (its header text); '' for a field the file does not have. */
export const ColumnMapping = v.object({
  code: v.pipe(header, v.minLength(1, 'Pick the column that holds the code')),
  description: v.pipe(header, v.minLength(1, 'Pick the column that holds the description')),
  unit: header,
  cost: header,
  sell: header,
  /** the supplier's unit words the person placed: word (lower case) → one of ours, or '' to keep it as written */
  units: v.optional(
    v.pipe(
      v.record(
        v.pipe(v.string(), noNul('Unit'), v.maxLength(40, 'Unit word is too long')),
        v.pipe(v.string(), noNul('Unit'), v.maxLength(MAX_UNIT_LENGTH, 'Unit is too long')),
      ),
      v.check((r) => Object.keys(r).length <= 200, 'At most 200 unit words'),
    ),
  ),
  /** the file's cost / sell prices include GST (an RRP usually does): GST is taken out on import, so it is not added twice */
  costIncludesGst: v.optional(v.boolean('Must be true or false')),
  sellIncludesGst: v.optional(v.boolean('Must be true or false')),
});
export type ColumnMapping = v.InferOutput<typeof ColumnMapping>;

export const SupplierMappingFields = v.object({
  supplier: v.pipe(
    v.string('Supplier is required'),
    v.trim(),
    noNul('Supplier'),
    v.minLength(1, 'Supplier is required'),
    v.maxLength(120, 'Supplier must be at most 120 characters'),
  ),
  columns: ColumnMapping,
  markupBasisPoints: v.pipe(
    v.number('Markup must be a number'),
    v.safeInteger('Markup must be whole basis points'),
    v.minValue(0, 'Markup cannot be negative'),
    v.maxValue(MAX_MARKUP_BASIS_POINTS, 'Markup is too large'),
  ),
});
export type SupplierMappingFields = v.InferOutput<typeof SupplierMappingFields>;

/** priceItem.create / update / delete are derived from the entity's definition (plain rows, src/domain/sync/plain.ts). */
export const priceBookMutations = {
  /**
   * A batch of a supplier file's lines: each item is written whole (created, or overwritten when the id exists — an
   * import is the person's explicit say, so it also brings back an item deleted earlier).
   */
  'priceItem.import': v.object({
    createdAt: isoInstant,
    items: v.pipe(
      v.array(v.object({ id: uuid, ...PriceItemFields.entries })),
      v.minLength(1, 'An import batch needs at least one item'),
      v.maxLength(IMPORT_BATCH, `An import batch has at most ${IMPORT_BATCH} items`),
    ),
  }),
  'priceKit.create': v.object({ id: uuid, createdAt: isoInstant, ...PriceKitFields.entries }),
  'priceKit.update': v.object({ id: uuid, patch: v.partial(PriceKitFields) }),
  'priceKit.delete': v.object({ id: uuid }),
  /** set, not patch: the whole mapping of one supplier (its id is derived from the supplier's name, see ids.ts) */
  'supplierMapping.set': v.object({ id: uuid, ...SupplierMappingFields.entries }),
} satisfies Record<string, v.GenericSchema>;
