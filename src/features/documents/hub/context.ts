import type { BusinessRecords } from '../common/business';
import type { InvoiceRow } from '../records/invoice-queries';
import type { QuoteRow } from '../records/quote-queries';

/** What the estimates screen's dialogs and actions work from: the signed-in user and their device data. */
export interface HubContext {
  userId: string;
  records: BusinessRecords;
  quotes: readonly QuoteRow[];
  invoices: readonly InvoiceRow[];
}

export const UPDATE_FAILED = { title: 'Update Failed', description: 'There was an error updating the item. Please try again.' };
export const DELETE_FAILED = { title: 'Delete Failed', description: 'There was an error deleting the item. Please try again.' };
