import { useCallback, useEffect, useState } from 'react';
import { api, errorMessage } from '../../data/api';
import { toast, toastError } from '../../app/toast/store';
import { PERSON_REPORT_REASON_LABELS, type PersonReportReason } from '../../domain/marketplace/inbox';

interface PersonReport {
  id: string;
  reason: PersonReportReason;
  details: string;
  createdAt: string;
  personEmail: string;
  personName: string;
  reporterEmail: string;
  listingTitle: string | null;
  openReports: number;
}

const call = <T,>(method: string, path: string) => api<T>(method, path, undefined, { quiet401: true });

/** Reports about people (issue 21, from a marketplace conversation): who, why, by whom; dismiss once dealt with. */
export function PersonReportsPanel({ online, active }: { online: boolean; active: boolean }) {
  const [reports, setReports] = useState<PersonReport[] | null | 'error'>(null);
  const load = useCallback(() => {
    call<PersonReport[]>('GET', '/api/marketplace/admin/person-reports')
      .then(setReports)
      .catch(() => setReports('error'));
  }, []);
  useEffect(() => {
    if (active && online) load();
  }, [active, online, load]);

  const dismiss = async (id: string) => {
    try {
      await call('POST', `/api/marketplace/admin/person-reports/${id}/dismiss`);
      toast({ title: 'Report dismissed' });
      load();
    } catch (err) {
      toastError('Error', errorMessage(err, 'Please try again'));
    }
  };

  return (
    <section className="stack" aria-labelledby="person-reports-title">
      <h2 id="person-reports-title">Reports about people</h2>
      {reports === null ? (
        <p className="muted">Loading reports…</p>
      ) : reports === 'error' ? (
        <p className="banner banner-danger">Could not load the reports about people.</p>
      ) : !reports.length ? (
        <p className="empty card">No open reports about people.</p>
      ) : (
        <ul className="list stack" aria-label="Reports about people">
          {reports.map((r) => (
            <li key={r.id} className="card stack">
              <strong>
                {r.personName || r.personEmail} ({r.personEmail})
              </strong>
              <span className="small">
                {PERSON_REPORT_REASON_LABELS[r.reason]} · by {r.reporterEmail}
                {r.listingTitle ? ` · about “${r.listingTitle}”` : ''} · {new Date(r.createdAt).toLocaleDateString('en-AU')} ·{' '}
                {r.openReports === 1 ? '1 open report' : `${r.openReports} open reports`}
              </span>
              {r.details && <span className="small muted">{r.details}</span>}
              <button type="button" className="btn btn-ghost btn-sm" disabled={!online} onClick={() => void dismiss(r.id)}>
                Dismiss
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
