import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../app/session';
import { JOB_STATUSES, JOB_STATUS_LABELS, type JobStatus } from '../../domain/jobs/status';
import { useClients } from '../documents';
import { PageHeader } from '../../app/ui/PageHeader';
import { VirtualList } from '../../app/ui/VirtualList';
import { useReleaseChromeExtras } from '../../app/chrome-extras';
import { useFirstCards } from '../../app/first-cards';
import { jobDatesText } from './format';
import { useJobPage, type JobView } from './queries';
import { JobStatusBadge } from './StatusBadge';
import './jobs.css';

/** Every word typed must appear in the job's title, client, site or notes (any case). */
function matches(job: JobView, clientName: string, words: string[]): boolean {
  const hay = `${job.title} ${clientName} ${job.siteAddress} ${job.locality} ${job.notes}`.toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** Jobs read per step of the unfiltered list (a phone screen shows about six cards). */
const PAGE = 60;

/** /jobs: the user's jobs from the device (offline too), searchable, filtered by status, virtualised. */
export default function JobsPage() {
  const userId = useSession((s) => s.user?.id);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<JobStatus | null>(null);
  // Unfiltered, the newest PAGE jobs come from one index read and the window doubles as the person scrolls; a search
  // or a status looks at every job (the jobs only: their documents are read by the jobs' ids).
  const [limit, setLimit] = useState(PAGE);
  const filtered = Boolean(status || search.trim());
  // Issue 24: rendered as a transition, time-sliced (as the document lists' rows)
  const page = useDeferredValue(useJobPage(userId, filtered ? null : limit));
  const jobs = page?.rows;
  useReleaseChromeExtras(jobs !== undefined);
  const clients = useClients(userId);
  const clientNames = useMemo(() => new Map((clients ?? []).map((c) => [c.id, c.name])), [clients]);
  const shown = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return (jobs ?? []).filter(
      (j) => (!status || j.status === status) && matches(j, (j.clientId && clientNames.get(j.clientId)) || '', words),
    );
  }, [jobs, search, status, clientNames]);
  // the first screen is kept for the next load's document only unfiltered, with the clients' names in
  useFirstCards(jobs !== undefined, !filtered && shown.length > 0 && clients !== undefined);

  return (
    <>
      <PageHeader title="Jobs" backTo="/landing">
        <Link to="/schedule" className="btn btn-outline btn-sm">
          Schedule
        </Link>
      </PageHeader>
      <main className="page stack jobs-page">
        <Link to="/jobs/new" className="btn btn-primary btn-block">
          New job
        </Link>
        <input
          className="input"
          type="search"
          placeholder="Search jobs, clients, suburbs"
          aria-label="Search jobs"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <div className="jobs-chips" role="group" aria-label="Status">
          {[null, ...JOB_STATUSES].map((s) => (
            <button
              key={s ?? 'all'}
              type="button"
              className={`btn btn-sm ${status === s ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={status === s}
              onClick={() => setStatus(s)}
            >
              {s ? JOB_STATUS_LABELS[s] : 'All'}
            </button>
          ))}
        </div>
        {jobs === undefined ? (
          <p className="muted">Loading jobs…</p>
        ) : shown.length === 0 ? (
          <p className="empty muted">
            {jobs.length ? 'No jobs match.' : 'No jobs yet. A job keeps the client, site, quotes, invoices, photos and hours together.'}
          </p>
        ) : (
          <VirtualList
            items={shown}
            label="Jobs"
            setSize={filtered ? shown.length : page!.total}
            onNearEnd={!filtered && jobs.length < page!.total ? () => setLimit((n) => (n > jobs.length ? n : n * 2)) : undefined}
            estimateSize={112}
            getKey={(j) => j.id}
            renderItem={(j) => (
              <Link to={`/jobs/${j.id}`} className="card jobs-card" data-testid="job-card" aria-label={j.title}>
                <span className="row-between">
                  <strong className="jobs-card-title" elementtiming="list-card">
                    {j.title}
                  </strong>
                  <JobStatusBadge status={j.status} />
                </span>
                <span className="small muted">
                  {[(j.clientId && clientNames.get(j.clientId)) || null, j.locality || j.siteAddress || null].filter(Boolean).join(' · ') ||
                    'No client or site yet'}
                </span>
                <span className="small">{jobDatesText(j.scheduledStart, j.scheduledEnd) || 'Not scheduled'}</span>
              </Link>
            )}
          />
        )}
      </main>
    </>
  );
}
