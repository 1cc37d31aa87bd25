import { formatDateAU } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { issueDateOf } from '../records/quote-document';
import { StatusBadge } from '../../../app/ui/StatusBadge';
import { actionsFor, type DocAction, type HubDoc } from './model';
import { EmailDelivery } from './EmailDelivery';

const ACTION_LABELS: Record<DocAction, string> = {
  send: 'Send',
  signature: 'Signature',
  approve: 'Mark accepted',
  claim: 'Invoice…',
  convert: 'Convert',
  openInvoice: 'Open Invoice',
  revise: 'Revise and send again',
  payment: 'Record Payment',
  markPaid: 'Mark Paid',
  remind: 'Send Reminder',
};

const EVENT_WORDS: Record<string, string> = { viewed: 'Viewed', accepted: 'Accepted', declined: 'Declined' };
const stamp = new Intl.DateTimeFormat('en-AU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

export interface DocCardHandlers {
  onAction(doc: HubDoc, action: DocAction): void;
  onEdit(doc: HubDoc): void;
  onDelete(doc: HubDoc): void;
  onDownload(doc: HubDoc): void;
}

/** One estimate or invoice on the estimates screen, with the actions its status allows. */
export function DocCard({ doc, handlers }: { doc: HubDoc; handlers: DocCardHandlers }) {
  const actions = actionsFor(doc);
  const name = `${doc.type === 'estimate' ? 'estimate' : 'invoice'} ${doc.jobNumber}`;
  return (
    <article
      className="card doc-card"
      aria-label={`${doc.type === 'estimate' ? 'Estimate' : 'Invoice'} ${doc.jobNumber} for ${doc.clientName || 'no client'}`}
    >
      <div className="row-between">
        <h3 className="doc-card-title">{doc.clientName || 'No client'}</h3>
        <StatusBadge status={doc.status} />
      </div>
      <p className="muted small doc-card-meta">
        {doc.jobNumber} · {formatDateAU(doc.issueDate || issueDateOf(doc.createdAt))}
        {doc.signed ? ' · signed' : ''}
        {doc.paidDate ? ` · paid ${formatDateAU(doc.paidDate)}${doc.paymentMethod ? ` (${doc.paymentMethod})` : ''}` : ''}
      </p>
      {doc.description && <p className="doc-card-desc small">{doc.description}</p>}
      {doc.customerLine && (
        <p className="small doc-card-customer" data-testid="customer-line">
          {doc.customerLine}
        </p>
      )}
      {doc.moneyLine && (
        <p className="small muted" data-testid="money-line">
          {doc.moneyLine}
        </p>
      )}
      {doc.customerEvents && doc.customerEvents.length > 0 && (
        <details className="small">
          <summary>Customer activity ({doc.customerEvents.length})</summary>
          <ul className="list" aria-label={`Customer activity on ${name}`}>
            {doc.customerEvents.map((e, i) => (
              <li key={i}>
                {EVENT_WORDS[e.kind] ?? e.kind}
                {e.name ? ` by ${e.name}` : ''} · {stamp.format(new Date(e.at))} · IP {e.ip}
                {e.reason ? ` · “${e.reason}”` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
      {doc.status !== 'draft' && <EmailDelivery kind={doc.type === 'estimate' ? 'quote' : 'invoice'} docId={doc.id} />}
      <p className="doc-card-total" data-testid="doc-amount">
        {formatCents(doc.amountCents)}
      </p>
      <div className="row doc-card-actions">
        {actions.map((a) => (
          <button
            key={a}
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => handlers.onAction(doc, a)}
            aria-label={`${ACTION_LABELS[a]} ${name}`}
          >
            {ACTION_LABELS[a]}
          </button>
        ))}
        <button type="button" className="btn btn-outline btn-sm" onClick={() => handlers.onEdit(doc)} aria-label={`Edit ${name}`}>
          Edit
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => handlers.onDownload(doc)}
          aria-label={`Download ${name} as PDF`}
        >
          PDF
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm doc-delete"
          onClick={() => handlers.onDelete(doc)}
          aria-label={`Delete ${name}`}
        >
          Delete
        </button>
      </div>
    </article>
  );
}
