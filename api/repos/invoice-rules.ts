import type { LockedTx } from '../sync/tx';
import type { FieldsOf } from '../../src/domain/sync/plain';
import { recomputeInvoiceTotals } from '../../src/domain/schemas/documents';
import { dueDateFor } from '../../src/domain/payments';
import type { PlainServerCheck, PlainServerDerive, PlainServerNumber } from './plain-hooks';
import { assertOwnedReferences } from './ownership';
import { assertInvoiceFinalisable, assertInvoiceNumberFree } from './document-rules';
import { noteNumberUsed } from './numbering';
import { getSettings } from './company';
import { getSeller } from './seller';

/**
 * An invoice's rules, as the hooks its definition declares (src/domain/sync/entities.ts): run by the one rows layer
 * (api/repos/plain-rows.ts) for the sync push, the batched push, REST, conversion and claims alike.
 */
type InvoiceFields = FieldsOf<'invoice'>;

/** Fields a tax invoice's validity depends on: changing one on a final invoice re-checks it. */
const TAX_FIELDS = ['status', 'items', 'customerName', 'customerAbn', 'invoiceDate'] as const;

/** The client, job and quote it names are the user's. */
export const checkInvoice: PlainServerCheck<InvoiceFields> = async (tx, userId, change) => {
  const f = change.on === 'create' ? change.row : change.patch;
  await assertOwnedReferences(tx, userId, { client_id: f.clientId, job_id: f.jobId, source_quote_id: f.sourceQuoteId });
};

/**
 * Totals by the seller's GST registration (never taken from a device); a new invoice gets the business's default
 * payment terms and its due date when none were given, and the seller's company; a final invoice must be a valid tax
 * invoice (checked on a create, and on a patch that changes what its validity depends on).
 */
export const deriveInvoice: PlainServerDerive<InvoiceFields> = async (tx, userId, change) => {
  const seller = await getSeller(tx, userId);
  if (change.on === 'create') {
    const row = change.row;
    const terms = row.paymentTermsDays ?? (await getSettings(tx, userId)).payment_terms_days;
    const invoice = recomputeInvoiceTotals(
      { ...row, paymentTermsDays: terms, dueDate: row.dueDate ?? dueDateFor(row.invoiceDate, terms) },
      seller,
    );
    if (invoice.status !== 'draft') assertInvoiceFinalisable(invoice, seller);
    const { subtotalCents, gstCents, totalCents, paymentTermsDays, dueDate } = invoice;
    return { subtotalCents, gstCents, totalCents, paymentTermsDays, dueDate, companyId: seller.companyId };
  }
  // a versioned entity's update always has its stored row
  if (!change.before) return {};
  const next = recomputeInvoiceTotals({ ...change.before, ...change.patch }, seller);
  if (next.status !== 'draft' && TAX_FIELDS.some((f) => change.patch[f] !== undefined)) assertInvoiceFinalisable(next, seller);
  return { subtotalCents: next.subtotalCents, gstCents: next.gstCents, totalCents: next.totalCents };
};

/** Numbers are unique per business among live invoices (a clash is reported, never renumbered), and noted as used. */
export const numberInvoice: PlainServerNumber = async (tx: LockedTx, userId, { id, value }) => {
  await assertInvoiceNumberFree(tx, userId, value, id);
  await noteNumberUsed(tx, userId, 'invoice', value);
};
