import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toast, toastError } from '../../app/toast/store';
import { ConfirmDialog } from '../../app/ui/Dialog';
import { formatDateAU } from '../../domain/dates';
import { formatCents } from '../../domain/money';
import { useBusinessRecords } from '../quotes/business';
import { PageHeader } from '../quotes/PageHeader';
import { StatusBadge } from '../quotes/StatusBadge';
import { downloadWithToast, useOfflineReady } from '../quotes/useDocumentActions';
import { VirtualList } from '../quotes/VirtualList';
import { makeInvoiceModel } from './document';
import { deleteInvoice } from './mutations';
import { useInvoices, type InvoiceRow } from './queries';
import '../quotes/documents.css';

/** My Invoices (spec §2): every invoice on the device, newest first, with edit, download and delete. */
export default function InvoicesPage() {
  useOfflineReady();
  const userId = useSession((s) => s.user?.id);
  const invoices = useInvoices(userId);
  const records = useBusinessRecords(userId);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<InvoiceRow | null>(null);

  async function confirmDelete() {
    const inv = deleting;
    setDeleting(null);
    if (!inv || !userId) return;
    try {
      await deleteInvoice(userId, inv.id);
      toast({ title: 'Deleted Successfully' });
    } catch (err) {
      console.error('Invoice delete failed', err);
      toastError('Error', 'Failed to delete invoice. Please try again.');
    }
  }

  const download = (inv: InvoiceRow, ext: 'pdf' | 'docx') =>
    downloadWithToast(() => makeInvoiceModel(inv, records), ext);

  return (
    <>
      <PageHeader title="My Invoices" backTo="/estimates-invoices">
        <Link to="/invoice-generator" className="btn btn-primary btn-sm">
          New Invoice
        </Link>
      </PageHeader>
      <main className="page docs-page">
        {invoices === undefined ? (
          <p className="empty">Loading invoices…</p>
        ) : invoices.length === 0 ? (
          <div className="empty card">
            <p>No invoices yet.</p>
            <Link to="/invoice-generator" className="btn btn-primary">
              New Invoice
            </Link>
          </div>
        ) : (
          <>
            <p className="muted small">
              {invoices.length} {invoices.length === 1 ? 'invoice' : 'invoices'}
            </p>
            <VirtualList
              label="Invoices"
              items={invoices}
              getKey={(i) => i.id}
              renderItem={(inv) => (
                <article className="card doc-card" aria-label={`Invoice ${inv.invoiceNumber}`}>
                  <div className="row-between">
                    <h2 className="doc-card-title">
                      {inv.invoiceNumber} · {inv.title}
                    </h2>
                    <StatusBadge status={inv.status} />
                  </div>
                  <p className="muted small doc-card-meta">
                    {inv.customerName || 'No customer'} · {formatDateAU(inv.invoiceDate)}
                    {inv.dueDate ? ` · due ${formatDateAU(inv.dueDate)}` : ''}
                    {inv.paidDate ? ` · paid ${formatDateAU(inv.paidDate)}` : ''}
                  </p>
                  <p className="doc-card-total">{formatCents(inv.totalCents)}</p>
                  <div className="row doc-card-actions">
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => navigate(`/invoice-generator?edit=${inv.id}`)} aria-label={`Edit invoice ${inv.invoiceNumber}`}>
                      Edit
                    </button>
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => void download(inv, 'pdf')} aria-label={`Download invoice ${inv.invoiceNumber} as PDF`}>
                      PDF
                    </button>
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => void download(inv, 'docx')} aria-label={`Download invoice ${inv.invoiceNumber} as Word`}>
                      DOCX
                    </button>
                    <button type="button" className="btn btn-ghost btn-sm doc-delete" onClick={() => setDeleting(inv)} aria-label={`Delete invoice ${inv.invoiceNumber}`}>
                      Delete
                    </button>
                  </div>
                </article>
              )}
            />
          </>
        )}
      </main>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Invoice"
        message={deleting ? `Delete invoice ${deleting.invoiceNumber}? This cannot be undone.` : ''}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
