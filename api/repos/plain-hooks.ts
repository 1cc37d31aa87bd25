import type { LockedTx } from '../sync/tx';
import type { FieldsOf, OptionsOf, PlainEntityName } from '../../src/domain/sync/plain';
import { checkJob, checkTime, deleteJobTimes, deriveJobSite } from './jobs';
import { deleteConversationMessages } from './chat-messages';
import { checkQuote, deriveQuote, numberQuote } from './quote-rules';
import { checkInvoice, deriveInvoice, numberInvoice } from './invoice-rules';
import { checkCertificate, checkRiskCheck, checkSwmsSignOn, checkSwmsVersion } from './compliance';

/**
 * The server's code for the hooks that plain entities declare in their definitions (src/domain/sync/entities.ts
 * PlainOptions). Run by api/repos/plain-rows.ts, so the sync push and the REST routes share them. The type is built
 * from the declarations: a declared hook missing here, or one here that is not declared, does not compile.
 */
/** A write the hooks see; a versioned entity's update also has the stored row it changes, as devices see it (`before`). */
export type PlainChange<F> = { on: 'create'; id: string; row: F } | { on: 'update'; id: string; patch: Partial<F>; before?: F };
/** Throws an AppError to refuse the write; runs in the writer's locked transaction, before the row changes. */
export type PlainServerCheck<F> = (tx: LockedTx, userId: string, change: PlainChange<F>) => Promise<void>;
/** Runs after the row's soft delete, when there was a live row to delete. */
export type PlainServerOnDelete = (tx: LockedTx, userId: string, id: string) => Promise<void>;
/**
 * The fields a write sets beyond those it carries (the definition's `derived`, and any it puts in canonical form),
 * after the check; on a patch, {} when the patch leaves what they come from alone. Throws an AppError to refuse it.
 */
export type PlainServerDerive<F> = (tx: LockedTx, userId: string, change: PlainChange<F>) => Promise<Partial<F>>;

/**
 * The definition's `numbered` field, set by a create or changed by a patch to a number that is not blank (trimmed):
 * throws an AppError when the number is in use, and notes it as used (api/repos/numbering.ts).
 */
export type PlainServerNumber = (tx: LockedTx, userId: string, change: { id: string; value: string }) => Promise<void>;

type HooksOf<E extends PlainEntityName> = (OptionsOf<E> extends { check: string } ? { check: PlainServerCheck<FieldsOf<E>> } : object) &
  (OptionsOf<E> extends { onDelete: true } ? { onDelete: PlainServerOnDelete } : object) &
  (OptionsOf<E> extends { derived: ReadonlyArray<string> } ? { derive: PlainServerDerive<FieldsOf<E>> } : object) &
  (OptionsOf<E> extends { numbered: string } ? { number: PlainServerNumber } : object);
type Hooked = {
  [E in PlainEntityName]: OptionsOf<E> extends
    { check: string } | { onDelete: true } | { derived: ReadonlyArray<string> } | { numbered: string }
    ? E
    : never;
}[PlainEntityName];
export type PlainServerHooks = { [E in Hooked]: HooksOf<E> };

export const plainServerHooks: PlainServerHooks = {
  job: { check: checkJob, derive: deriveJobSite, onDelete: deleteJobTimes },
  quote: { check: checkQuote, derive: deriveQuote, number: numberQuote },
  invoice: { check: checkInvoice, derive: deriveInvoice, number: numberInvoice },
  jobTime: { check: checkTime },
  conversation: { onDelete: deleteConversationMessages },
  riskCheck: { check: checkRiskCheck },
  swmsVersion: { check: checkSwmsVersion },
  swmsSignOn: { check: checkSwmsSignOn },
  certificate: { check: checkCertificate },
};
