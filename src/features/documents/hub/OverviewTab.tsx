import { formatCents } from '../../../domain/money';
import { formatDateAU } from '../../../domain/dates';
import { issueDateOf } from '../records/quote-document';
import { StatusBadge } from '../../../app/ui/StatusBadge';
import type { HubDoc, OverviewStats } from './model';

/** Four stat cards from the device data, the two "new" buttons, and the latest five documents. */
export function OverviewTab({
  stats,
  recent,
  onNewEstimate,
  onNewInvoice,
  onOpen,
}: {
  stats: OverviewStats;
  recent: readonly HubDoc[];
  onNewEstimate: () => void;
  onNewInvoice: () => void;
  onOpen: (doc: HubDoc) => void;
}) {
  const cards = [
    { label: 'Total Revenue', value: formatCents(stats.revenueCents), hint: 'Paid invoices', testId: 'stat-revenue' },
    { label: 'Pending', value: formatCents(stats.pendingCents), hint: 'Invoices not yet paid', testId: 'stat-pending' },
    { label: 'Estimates', value: String(stats.estimates), hint: 'All estimates', testId: 'stat-estimates' },
    { label: 'Invoices', value: String(stats.invoices), hint: 'All invoices', testId: 'stat-invoices' },
  ];
  return (
    <div className="stack">
      <ul className="stat-grid" aria-label="Summary">
        {cards.map((c) => (
          <li key={c.label} className="card stat-card">
            <span className="stat-label">{c.label}</span>
            <span className="stat-value" data-testid={c.testId}>
              {c.value}
            </span>
            <span className="muted small">{c.hint}</span>
          </li>
        ))}
      </ul>
      <div className="row hub-new">
        <button type="button" className="btn btn-primary" onClick={onNewEstimate}>
          New Estimate
        </button>
        <button type="button" className="btn btn-outline" onClick={onNewInvoice}>
          New Invoice
        </button>
      </div>
      <section className="card" aria-labelledby="recent-h">
        <h2 id="recent-h">Recent Activity</h2>
        {recent.length === 0 ? (
          <p className="muted">Nothing yet. Create an estimate or invoice to get started.</p>
        ) : (
          <ul className="list recent-list">
            {recent.map((d) => (
              <li key={`${d.type}-${d.id}`}>
                <button type="button" className="recent-item" onClick={() => onOpen(d)}>
                  <span className="recent-main">
                    <strong>{d.clientName || 'No client'}</strong>
                    <span className="muted small">
                      {d.type === 'estimate' ? 'Estimate' : 'Invoice'} {d.jobNumber} · {formatDateAU(issueDateOf(d.createdAt))}
                    </span>
                  </span>
                  <span className="recent-side">
                    <span className="recent-amount">{formatCents(d.amountCents)}</span>
                    <StatusBadge status={d.status} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
