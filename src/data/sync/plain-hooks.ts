import type { FieldsOf, OptionsOf, PlainEntityName } from '../../domain/sync/plain';
import type { LocalDb } from '../local-db';
import { localityParts } from '../../domain/jobs/fields';
import { recomputeInvoiceTotals, recomputeQuoteTotals } from '../../domain/schemas/documents';
import { sellerGst } from './features/documents';
import { changedContentFields, quoteIsSigned } from '../../domain/documents/revision';

/**
 * The device's code for the hooks that plain entities declare in their definitions (src/domain/sync/entities.ts
 * PlainOptions): a check declared 'server+device', and onDelete. Run by the derived device mutators (./plain.ts). The
 * type is built from the declarations: a declared hook missing here, or one here that is not declared, does not compile.
 */
/** A write the hooks see; an update also has the device's row it changes (`before`), when the device has it. */
export type PlainLocalChange<F> = { on: 'create'; id: string; row: F } | { on: 'update'; id: string; patch: Partial<F>; before?: F };
/** False: the device skips the write (the server's answer to the queued write decides). */
export type PlainLocalCheck<F> = (db: LocalDb, userId: string, change: PlainLocalChange<F>) => Promise<boolean>;
/** Runs after the row's delete, in the same Dexie transaction. */
export type PlainLocalOnDelete = (db: LocalDb, id: string) => Promise<void>;
/** The derived fields of a write (the definition's `derived`), from what it carries; {} when a patch leaves them. */
export type PlainLocalDerive<F> = (db: LocalDb, change: PlainLocalChange<F>) => Promise<Partial<F>>;

type HooksOf<E extends PlainEntityName> = (OptionsOf<E> extends { check: 'server+device' }
  ? { check: PlainLocalCheck<FieldsOf<E>> }
  : object) &
  (OptionsOf<E> extends { onDelete: true } ? { onDelete: PlainLocalOnDelete } : object) &
  (OptionsOf<E> extends { derived: ReadonlyArray<string> } ? { derive: PlainLocalDerive<FieldsOf<E>> } : object);
type Hooked = {
  [E in PlainEntityName]: OptionsOf<E> extends { check: 'server+device' } | { onDelete: true } | { derived: ReadonlyArray<string> }
    ? E
    : never;
}[PlainEntityName];
export type PlainLocalHooks = { [E in Hooked]: HooksOf<E> };

/** "Parramatta NSW 2150" → suburb, state, postcode (the screen resolves the locality before saving). */
function jobSite(locality: string) {
  const p = localityParts(locality);
  return { suburb: p?.suburb ?? null, state: p?.state ?? null, postcode: p?.postcode ?? null };
}

export const plainLocalHooks: PlainLocalHooks = {
  job: {
    derive: async (_db, change) => {
      const locality = change.on === 'create' ? change.row.locality : change.patch.locality;
      return locality === undefined ? {} : jobSite(locality);
    },
    // a job's time entries go with it
    onDelete: async (db, id) => {
      await db.jobTimes.where('jobId').equals(id).delete();
    },
  },
  // totals from the lines, as the server derives them (lists show the right figures before the next pull); a signed
  // quote's content is not changed on the device either: the server refuses the edit and the sync panel says why
  quote: {
    derive: async (_db, change) => {
      const next = change.on === 'create' ? change.row : change.before && { ...change.before, ...change.patch };
      if (!next) return {};
      const { subtotalCents, gstAmountCents, totalCents } = recomputeQuoteTotals(next);
      return { subtotalCents, gstAmountCents, totalCents };
    },
    check: async (_db, _u, change) =>
      change.on === 'create' ||
      !change.before ||
      !quoteIsSigned(change.before) ||
      !changedContentFields(change.before, change.patch).length,
  },
  // totals from the lines by the seller's GST registration as the device knows it (the server decides for good)
  invoice: {
    derive: async (db, change) => {
      const next = change.on === 'create' ? change.row : change.before && { ...change.before, ...change.patch };
      if (!next) return {};
      const { subtotalCents, gstCents, totalCents } = recomputeInvoiceTotals(next, await sellerGst(db));
      return { subtotalCents, gstCents, totalCents };
    },
  },
  // a time entry of a job this device no longer has (deleted here or by a pull) is not kept
  jobTime: { check: async (db, _u, change) => change.on !== 'create' || Boolean(await db.jobs.get(change.row.jobId)) },
  // a conversation's messages go with it
  conversation: {
    onDelete: async (db, id) => {
      await db.messages.where('conversationId').equals(id).delete();
    },
  },
};
