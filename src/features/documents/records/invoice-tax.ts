import { checkTaxInvoice, type TaxInvoiceProblem } from '../../../domain/tax-invoice';
import type { Cents } from '../../../domain/money';
import { businessName, isGstRegistered, type BusinessRecords } from '../common/business';

interface InvoiceLike {
  customerName: string;
  customerAbn?: string | null;
  invoiceDate: string;
  totalCents: Cents;
  items: readonly { description: string; quantity: number; rateCents: Cents }[];
}

/**
 * What stops this invoice being a valid ATO tax invoice (seller name and ABN, date, lines, and from $1,000 the
 * buyer's name or ABN). Empty for a seller not registered for GST, whose document is a plain invoice.
 */
export function taxInvoiceProblems(inv: InvoiceLike, records: Pick<BusinessRecords, 'profile' | 'company'>): TaxInvoiceProblem[] {
  const c = records.company;
  return checkTaxInvoice({
    seller: { name: businessName(records), abn: c?.abn ?? c?.ein ?? null, gstRegistered: isGstRegistered(c) },
    buyer: { name: inv.customerName, abn: inv.customerAbn ?? null },
    issueDate: inv.invoiceDate,
    totalCents: inv.totalCents,
    items: inv.items,
  });
}
