import { invoiceDocModel } from '../../../domain/documents/from-entities';
import type { InvoiceDocModel } from '../../../domain/documents';
import { businessSource, type BusinessRecords } from '../common/business';

export type InvoiceForDocument = Parameters<typeof invoiceDocModel>[0];

/** The invoice as the shared renderer takes it; "Tax Invoice" or "Invoice" follows the seller's GST registration. */
export async function makeInvoiceModel(inv: InvoiceForDocument, records: BusinessRecords): Promise<InvoiceDocModel> {
  return invoiceDocModel(inv, await businessSource(records));
}
