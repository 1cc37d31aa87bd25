import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toast, toastError } from '../../app/toast/store';
import { ConfirmDialog } from '../../app/ui/Dialog';
import { formatCents } from '../../domain/money';
import { formatDateAU } from '../../domain/dates';
import { useBusinessRecords } from './business';
import { issueDateOf, makeQuoteModel } from './document';
import { deleteQuote } from './mutations';
import { PageHeader } from './PageHeader';
import { useQuotes, type QuoteRow } from './queries';
import { StatusBadge } from './StatusBadge';
import { downloadWithToast, useOfflineReady } from './useDocumentActions';
import { VirtualList } from './VirtualList';
import './documents.css';

/** My Quotes (spec §2): every quote on the device, newest first, with edit, download and delete. */
export default function QuotesPage() {
  useOfflineReady();
  const userId = useSession((s) => s.user?.id);
  const quotes = useQuotes(userId);
  const records = useBusinessRecords(userId);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<QuoteRow | null>(null);

  async function confirmDelete() {
    const q = deleting;
    setDeleting(null);
    if (!q || !userId) return;
    try {
      await deleteQuote(userId, q.id);
      toast({ title: 'Deleted Successfully' });
    } catch (err) {
      console.error('Quote delete failed', err);
      toastError('Error', 'Failed to delete quote. Please try again.');
    }
  }

  const download = (q: QuoteRow, ext: 'pdf' | 'docx') =>
    downloadWithToast(() => makeQuoteModel(q, records), ext);

  return (
    <>
      <PageHeader title="My Quotes" backTo="/estimates-invoices">
        <Link to="/quote-generator" className="btn btn-primary btn-sm">
          New Quote
        </Link>
      </PageHeader>
      <main className="page docs-page">
        {quotes === undefined ? (
          <p className="empty">Loading quotes…</p>
        ) : quotes.length === 0 ? (
          <div className="empty card">
            <p>No quotes yet.</p>
            <Link to="/quote-generator" className="btn btn-primary">
              New Quote
            </Link>
          </div>
        ) : (
          <>
            <p className="muted small" aria-live="polite">
              {quotes.length} {quotes.length === 1 ? 'quote' : 'quotes'}
            </p>
            <VirtualList
              label="Quotes"
              items={quotes}
              getKey={(q) => q.id}
              renderItem={(q) => (
                <article className="card doc-card" aria-label={`Quote ${q.title}`}>
                  <div className="row-between">
                    <h2 className="doc-card-title">{q.title}</h2>
                    <StatusBadge status={q.status} />
                  </div>
                  <p className="muted small doc-card-meta">
                    {q.clientName || 'No client'} · {formatDateAU(issueDateOf(q.createdAt))}
                    {q.validUntil ? ` · valid until ${formatDateAU(q.validUntil)}` : ''}
                  </p>
                  <p className="doc-card-total" data-testid="quote-total">
                    {formatCents(q.totalCents)}
                    <span className="muted small"> {q.gstIncluded ? 'incl. GST' : 'no GST'}</span>
                  </p>
                  <div className="row doc-card-actions">
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => navigate(`/quote-generator?edit=${q.id}`)} aria-label={`Edit ${q.title}`}>
                      Edit
                    </button>
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => void download(q, 'pdf')} aria-label={`Download ${q.title} as PDF`}>
                      PDF
                    </button>
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => void download(q, 'docx')} aria-label={`Download ${q.title} as Word`}>
                      DOCX
                    </button>
                    <button type="button" className="btn btn-ghost btn-sm doc-delete" onClick={() => setDeleting(q)} aria-label={`Delete ${q.title}`}>
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
        title="Delete Quote"
        message={deleting ? `Delete "${deleting.title}"? This cannot be undone.` : ''}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
