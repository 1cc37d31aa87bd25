import type { Db } from '../db';
import { AppError } from '../errors';
import { checkTaxInvoice } from '../../src/domain/tax-invoice';
import { residentialPrompts } from '../../src/domain/thresholds';
import type { Invoice, InvoiceItem } from '../../src/domain/schemas/documents';
import type { Seller } from './seller';

/**
 * The business rules the server enforces on quotes and invoices, whichever door the change came in by (sync push or
 * REST). Each throws an AppError whose message the person can act on; nothing is silently fixed.
 */

/** A deposit above the state's cap for residential building work is refused with the reason and its source. */
export function assertDepositAllowed(quote: { totalCents: number; depositCents?: number | null }, seller: Pick<Seller, 'state'>): void {
  if (!seller.state || !quote.depositCents) return;
  const { depositProblem } = residentialPrompts({ state: seller.state, totalCents: quote.totalCents, depositCents: quote.depositCents });
  if (depositProblem) {
    throw new AppError('VALIDATION_FAILED', depositProblem.message, {
      field: 'depositCents',
      maxDepositCents: depositProblem.maxDepositCents,
      sourceUrl: depositProblem.sourceUrl,
    });
  }
}

type FinalisableInvoice = Pick<Invoice, 'customerName' | 'customerAbn' | 'invoiceDate' | 'totalCents'> & { items: readonly InvoiceItem[] };

/**
 * Sending or marking paid makes an invoice final. A GST-registered seller's invoice must then be a valid tax invoice
 * (ATO): seller name and ABN, date, items, and from $1,000 incl. GST the buyer's name or ABN.
 */
export function assertInvoiceFinalisable(invoice: FinalisableInvoice, seller: Pick<Seller, 'name' | 'abn' | 'gstRegistered'>): void {
  const problems = checkTaxInvoice({
    seller: { name: seller.name, abn: seller.abn, gstRegistered: seller.gstRegistered },
    buyer: { name: invoice.customerName, abn: invoice.customerAbn },
    issueDate: invoice.invoiceDate,
    totalCents: invoice.totalCents,
    items: invoice.items,
  });
  if (problems.length) {
    throw new AppError('VALIDATION_FAILED', problems.map((p) => p.message).join(' '), { field: problems[0].field, problems });
  }
}

export function numberTakenMessage(invoiceNumber: string): string {
  return `Invoice number ${invoiceNumber} is already used by another invoice. Pick another number.`;
}

/** Numbers are unique per business among live invoices; a clash is reported, never renumbered behind the user's back. */
export async function assertInvoiceNumberFree(db: Db, userId: string, invoiceNumber: string, exceptId: string): Promise<void> {
  const [other] = await db`select id from invoices
    where user_id = ${userId} and invoice_number = ${invoiceNumber} and deleted_at is null and id <> ${exceptId} limit 1`;
  if (other) throw new AppError('NUMBER_TAKEN', numberTakenMessage(invoiceNumber), { field: 'invoiceNumber' });
}
