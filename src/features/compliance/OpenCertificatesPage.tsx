import { Link } from 'react-router-dom';
import { useSession } from '../../app/session';
import { PageHeader } from '../../app/ui/PageHeader';
import { formatDateAU, todayIso } from '../../domain/dates';
import { certificateName, deadlineUnverified, dueStatus, UNVERIFIED_NOTE } from '../../domain/compliance/certificates';
import { useOpenCertificates } from './queries';
import './compliance.css';

/** Open certificates across jobs, soonest due first; overdue ones flagged. */
export default function OpenCertificatesPage() {
  const userId = useSession((s) => s.user?.id);
  const open = useOpenCertificates(userId);
  const today = todayIso();
  return (
    <>
      <PageHeader title="Open certificates" backTo="/jobs" />
      <main className="page stack">
        {!open ? (
          <p className="muted">Loading…</p>
        ) : open.length === 0 ? (
          <p className="muted">No open certificates. Start one from a job’s “Compliance certificates”.</p>
        ) : (
          <ul className="compliance-list" aria-label="Open certificates">
            {open.map(({ certificate: c, job }) => {
              const s = c.dueOn ? dueStatus(c.dueOn, today) : null;
              return (
                <li key={c.id} className="row-between">
                  <Link to={`/jobs/${c.jobId}`}>
                    <strong>{certificateName(c.ruleId)}</strong> · {c.details.siteAddress || job?.title || 'Job'}
                  </Link>
                  <span className={`badge ${s?.overdue ? 'badge-red' : 'badge-grey'}`}>
                    {s ? (s.overdue ? `Overdue: ${s.label}` : `${s.label} (${formatDateAU(c.dueOn!)})`) : 'No test date yet'}
                    {s && deadlineUnverified(c.ruleId) ? `, ${UNVERIFIED_NOTE}` : ''}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </main>
    </>
  );
}
