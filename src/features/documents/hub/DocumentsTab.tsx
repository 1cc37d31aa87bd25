import { useId, useMemo, useState } from 'react';
import { VirtualList } from '../../../app/ui/VirtualList';
import { statusLabel } from '../../../app/ui/StatusBadge';
import { DocCard, type DocCardHandlers } from './DocCard';
import { ESTIMATE_FILTERS, filterDocs, INVOICE_FILTERS, type DocType, type HubDoc } from './model';

/** The Estimates or Invoices tab: a text search, the spec's status filter, and the (virtualised) list. */
export function DocumentsTab({
  type,
  docs,
  handlers,
  onNew,
}: {
  type: DocType;
  docs: readonly HubDoc[];
  handlers: DocCardHandlers;
  onNew: () => void;
}) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const searchId = useId();
  const statusId = useId();
  const filters = type === 'estimate' ? ESTIMATE_FILTERS : INVOICE_FILTERS;
  const shown = useMemo(() => filterDocs(docs, search, status), [docs, search, status]);
  const plural = type === 'estimate' ? 'estimates' : 'invoices';

  return (
    <div className="stack">
      <div className="hub-filters">
        <div className="field">
          <label htmlFor={searchId} className="label">
            Search {plural}
          </label>
          <input
            id={searchId}
            className="input"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Client, number or description"
          />
        </div>
        <div className="field">
          <label htmlFor={statusId} className="label">
            Status
          </label>
          <select id={statusId} className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
            {filters.map((f) => (
              <option key={f} value={f}>
                {f === 'all' ? 'All' : statusLabel(f)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="row-between">
        <p className="muted small" aria-live="polite">
          {shown.length} of {docs.length} {plural}
        </p>
        <button type="button" className="btn btn-primary btn-sm" onClick={onNew}>
          New {type === 'estimate' ? 'Estimate' : 'Invoice'}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="empty card">{docs.length === 0 ? `No ${plural} yet.` : `No ${plural} match.`}</p>
      ) : (
        <VirtualList
          label={type === 'estimate' ? 'Estimates' : 'Invoices'}
          items={shown}
          getKey={(d) => d.id}
          renderItem={(d) => <DocCard doc={d} handlers={handlers} />}
        />
      )}
    </div>
  );
}
