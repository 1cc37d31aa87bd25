import { useCallback, useEffect, useState } from 'react';
import { api, errorMessage } from '../../data/api';
import { toast, toastError } from '../../app/toast/store';
import { REPORT_REASON_LABELS, type ReportReason } from '../../domain/marketplace';

interface Report {
  id: string;
  reason: ReportReason;
  details: string;
  createdAt: string;
  listingId: string;
  listingTitle: string;
  listingStatus: string;
  sellerName: string;
  reporterEmail: string;
}

const call = <T,>(method: string, path: string, body?: unknown) => api<T>(method, path, body, { quiet401: true });

/** Marketplace reports (issue 9): open reports, newest first; take the listing down or dismiss the report. Online only. */
export function ReportsPanel({ online, active }: { online: boolean; active: boolean }) {
  const [reports, setReports] = useState<Report[] | null | 'error'>(null);
  const load = useCallback(() => {
    call<Report[]>('GET', '/api/marketplace/admin/reports')
      .then(setReports)
      .catch(() => setReports('error'));
  }, []);
  useEffect(() => {
    if (active && online) load();
  }, [active, online, load]);

  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast({ title: done });
      load();
    } catch (err) {
      toastError('Error', errorMessage(err, 'Please try again'));
    }
  };

  if (reports === null) return <p className="muted">Loading reports…</p>;
  if (reports === 'error') return <p className="banner banner-danger">Could not load the reports.</p>;
  if (!reports.length) return <p className="empty card">No open marketplace reports.</p>;
  return (
    <ul className="list stack" aria-label="Marketplace reports">
      {reports.map((r) => (
        <li key={r.id} className="card stack">
          <strong>{r.listingTitle}</strong>
          <span className="small">
            {REPORT_REASON_LABELS[r.reason]} · by {r.reporterEmail} · seller {r.sellerName} ·{' '}
            {new Date(r.createdAt).toLocaleDateString('en-AU')}
          </span>
          {r.details && <span className="small muted">{r.details}</span>}
          <div className="row" style={{ gap: '0.5rem' }}>
            <a className="btn btn-outline btn-sm" href={`/marketplace/${r.listingId}`}>
              View
            </a>
            <button
              type="button"
              className="btn btn-destructive btn-sm"
              disabled={!online || r.listingStatus === 'removed'}
              onClick={() =>
                void act(
                  () =>
                    call('POST', `/api/marketplace/admin/listings/${r.listingId}/take-down`, { reason: REPORT_REASON_LABELS[r.reason] }),
                  'Listing taken down',
                )
              }
            >
              Take down
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={!online}
              onClick={() => void act(() => call('POST', `/api/marketplace/admin/reports/${r.id}/dismiss`), 'Report dismissed')}
            >
              Dismiss
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
