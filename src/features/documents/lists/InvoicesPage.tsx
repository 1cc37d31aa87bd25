import { formatDateAU } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { INVOICE_KIND } from '../records/doc-kind';
import { DocumentListPage, type DocumentListKind } from './DocumentListPage';
import { makeInvoiceModel } from '../records/invoice-document';
import { deleteInvoice } from '../records/invoice-mutations';
import { useInvoicePage, type InvoiceRow } from '../records/invoice-queries';

const INVOICES: DocumentListKind<InvoiceRow> = {
  ...INVOICE_KIND,
  usePage: useInvoicePage,
  remove: deleteInvoice,
  makeModel: makeInvoiceModel,
  name: (inv) => `invoice ${inv.invoiceNumber}`,
  cardLabel: (inv) => `Invoice ${inv.invoiceNumber}`,
  deletePrompt: (inv) => `Delete invoice ${inv.invoiceNumber}? This cannot be undone.`,
  title: (inv) => `${inv.invoiceNumber} · ${inv.title}`,
  details: (inv) => (
    <>
      <p className="muted small doc-card-meta">
        {inv.customerName || 'No customer'} · {formatDateAU(inv.invoiceDate)}
        {inv.dueDate ? ` · due ${formatDateAU(inv.dueDate)}` : ''}
        {inv.paidDate ? ` · paid ${formatDateAU(inv.paidDate)}` : ''}
      </p>
      <p className="doc-card-total">{formatCents(inv.totalCents)}</p>
    </>
  ),
};

/** My Invoices (spec §2). */
export default function InvoicesPage() {
  return <DocumentListPage kind={INVOICES} />;
}
