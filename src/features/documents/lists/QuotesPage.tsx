import { formatDateAU } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { QUOTE_KIND } from '../records/doc-kind';
import { issueDateOf, makeQuoteModel } from '../records/quote-document';
import { DocumentListPage, type DocumentListKind } from './DocumentListPage';
import { deleteQuote } from '../records/quote-mutations';
import { useQuotePage, type QuoteRow } from '../records/quote-queries';

const QUOTES: DocumentListKind<QuoteRow> = {
  ...QUOTE_KIND,
  usePage: useQuotePage,
  remove: deleteQuote,
  makeModel: makeQuoteModel,
  // A quote has no number: its title names it.
  name: (q) => q.title,
  cardLabel: (q) => `Quote ${q.title}`,
  deletePrompt: (q) => `Delete "${q.title}"? This cannot be undone.`,
  title: (q) => q.title,
  details: (q) => (
    <>
      <p className="muted small doc-card-meta">
        {q.clientName || 'No client'} · {formatDateAU(issueDateOf(q.createdAt))}
        {q.validUntil ? ` · valid until ${formatDateAU(q.validUntil)}` : ''}
      </p>
      <p className="doc-card-total" data-testid="quote-total">
        {formatCents(q.totalCents)}
        <span className="muted small"> {q.gstIncluded ? 'incl. GST' : 'no GST'}</span>
      </p>
    </>
  ),
};

/** My Quotes (spec §2). */
export default function QuotesPage() {
  return <DocumentListPage kind={QUOTES} />;
}
