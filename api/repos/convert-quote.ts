import type { LockedTx } from '../sync/tx';
import { AppError } from '../errors';
import { canConvertQuote, CONVERT_NOT_APPROVED_MESSAGE, invoiceFromQuote, type ConvertArgs } from '../../src/domain/document-actions';
import { changeVersionedRow, lockLiveRow } from './plain-rows';
import { createInvoice, getInvoice, type InvoiceRow } from './invoices';
import { quotes, toQuote } from './quotes';
import type { Seller } from './seller';

/**
 * An approved estimate becomes a new draft invoice with the lines copied; the estimate stays, linked both ways
 * (quote.converted_invoice_id, invoice.source_quote_id). Replay-safe: converting again into the same invoice id changes
 * nothing; converting into a different one (another device converted it first) is refused naming that invoice.
 * Undefined when the quote is gone (deleted meanwhile): nothing to convert.
 */
export async function convertQuote(tx: LockedTx, seller: Seller, quoteId: string, args: ConvertArgs): Promise<InvoiceRow | undefined> {
  const quote = await lockLiveRow(tx, quotes, seller.userId, quoteId);
  if (!quote) return undefined;
  if (quote.converted_invoice_id) {
    const already = await getInvoice(tx, seller.userId, quote.converted_invoice_id);
    if (quote.converted_invoice_id === args.invoiceId) return already;
    const which = already ? `invoice ${already.invoice_number}` : 'another invoice';
    throw new AppError('CONFLICT', `This estimate was already converted to ${which}, so it was not converted again.`);
  }
  if (!canConvertQuote(quote)) throw new AppError('VALIDATION_FAILED', CONVERT_NOT_APPROVED_MESSAGE, { field: 'status' });
  const draft = invoiceFromQuote(toQuote(quote), args, seller, new Date().toISOString());
  const { row, created } = await createInvoice(tx, seller, draft);
  if (!created && row.source_quote_id !== quote.id) throw new AppError('CONFLICT', 'That invoice id is already taken');
  await changeVersionedRow(tx, quotes, quote, { convertedInvoiceId: row.id }, ['convertedInvoiceId']);
  return row;
}
