import type { LockedTx } from '../sync/tx';
import { AppError } from '../errors';
import type { FieldsOf } from '../../src/domain/sync/plain';
import { recomputeQuoteTotals, type Quote } from '../../src/domain/schemas/documents';
import { changedContentFields, quoteIsSigned, signedQuoteMessage, SIGNED_QUOTE_CODE } from '../../src/domain/documents/revision';
import type { PlainServerCheck, PlainServerDerive, PlainServerNumber } from './plain-hooks';
import { assertOwnedReferences } from './ownership';
import { assertDepositAllowed } from './document-rules';
import { assertQuoteNumberFree, noteNumberUsed } from './numbering';
import { getSeller } from './seller';

/**
 * A quote's rules, as the hooks its definition declares (src/domain/sync/entities.ts): run by the one rows layer
 * (api/repos/plain-rows.ts) for the sync push, the batched push and REST alike.
 */
type QuoteFields = FieldsOf<'quote'>;

/** The fields a quote's totals come from: a change to one re-checks the deposit. */
const TOTAL_INPUTS = ['items', 'gstIncluded', 'depositCents'] as const;

/**
 * The client and job it names are the user's; and signed means signed: what the customer accepted never changes under
 * their signature (issue 18) — an edit of a signed quote's content is refused, naming who signed.
 */
export const checkQuote: PlainServerCheck<QuoteFields> = async (tx, userId, change) => {
  const fields = change.on === 'create' ? change.row : change.patch;
  await assertOwnedReferences(tx, userId, { client_id: fields.clientId, job_id: fields.jobId });
  if (change.on === 'update' && change.before && quoteIsSigned(change.before)) {
    if (changedContentFields(change.before, change.patch as Partial<Quote>).length) {
      throw new AppError(SIGNED_QUOTE_CODE, signedQuoteMessage(change.before));
    }
  }
};

/**
 * Totals from the lines (never taken from a device), the deposit within the state's cap, and the revision up by one
 * with each change of what the customer sees.
 */
export const deriveQuote: PlainServerDerive<QuoteFields> = async (tx, userId, change) => {
  // a versioned entity's update always has its stored row
  const before = change.on === 'update' ? change.before : undefined;
  if (change.on === 'update' && !before) return {};
  const next = recomputeQuoteTotals(change.on === 'create' ? change.row : { ...(before as QuoteFields), ...change.patch });
  const depositInputs = change.on === 'create' || TOTAL_INPUTS.some((f) => change.patch[f] !== undefined);
  if (depositInputs && next.depositCents) assertDepositAllowed(next, await getSeller(tx, userId));
  const totals = { subtotalCents: next.subtotalCents, gstAmountCents: next.gstAmountCents, totalCents: next.totalCents };
  if (change.on === 'create' || !before || !changedContentFields(before, change.patch as Partial<Quote>).length) return totals;
  return { ...totals, revision: (before.revision ?? 1) + 1 };
};

/** A job number is the business's: refused when another live quote has it, and noted as used. */
export const numberQuote: PlainServerNumber = async (tx: LockedTx, userId, { id, value }) => {
  await assertQuoteNumberFree(tx, userId, value, id);
  await noteNumberUsed(tx, userId, 'quote', value);
};
