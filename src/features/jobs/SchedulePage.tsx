import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toastError } from '../../app/toast/store';
import { addDaysIso, deviceTimeZone, todayIso } from '../../domain/dates';
import { PageHeader } from '../../app/ui/PageHeader';
import { jobDatesText } from './format';
import { moveJob } from './mutations';
import { useJobs, type JobView } from './queries';
import { onDay, weekDays, weekStart } from './schedule';
import { JobStatusBadge } from './StatusBadge';
import './jobs.css';

const dayName = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** One job on the schedule: a move to the day before or after, or to any day with the date input. */
function ScheduledJob({ job, userId }: { job: JobView; userId: string }) {
  const move = (day: string) => void moveJob(userId, job, day).catch((e: unknown) => toastError('Not moved', String(e)));
  const start = job.scheduledStart ?? '';
  return (
    <li className="card jobs-slot" data-testid="schedule-job" aria-label={job.title}>
      <div className="row-between">
        <Link to={`/jobs/${job.id}`}>
          <strong>{job.title}</strong>
        </Link>
        <JobStatusBadge status={job.status} />
      </div>
      <span className="small muted">{[job.locality, jobDatesText(job.scheduledStart, job.scheduledEnd)].filter(Boolean).join(' · ')}</span>
      <div className="row jobs-move">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-label={`Move ${job.title} a day earlier`}
          onClick={() => move(addDaysIso(start, -1))}
        >
          ◀ Day
        </button>
        <input
          className="input"
          type="date"
          aria-label={`Move ${job.title} to`}
          value={start}
          onChange={(e) => e.target.value && move(e.target.value)}
        />
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-label={`Move ${job.title} a day later`}
          onClick={() => move(addDaysIso(start, 1))}
        >
          Day ▶
        </button>
      </div>
    </li>
  );
}

/**
 * /schedule: the week's jobs by day (a day list on a phone, seven columns on a wide screen), from the device, so it
 * works offline; a move is one queued edit of the job's dates (last write wins per field when two devices move it).
 * Jobs that are booked but have no date wait below to be given one.
 */
export default function SchedulePage() {
  const userId = useSession((s) => s.user?.id);
  const jobs = useJobs(userId);
  const today = todayIso(Date.now(), deviceTimeZone());
  const [monday, setMonday] = useState(() => weekStart(today));
  const days = weekDays(monday);
  const unscheduled = useMemo(
    () => (jobs ?? []).filter((j) => !j.scheduledStart && ['booked', 'in_progress', 'quoted', 'enquiry'].includes(j.status)),
    [jobs],
  );
  return (
    <>
      <PageHeader title="Schedule" backTo="/jobs">
        <Link to="/jobs" className="btn btn-outline btn-sm">
          Jobs
        </Link>
      </PageHeader>
      <main className="page stack jobs-schedule">
        <div className="row-between">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setMonday(addDaysIso(monday, -7))}>
            ◀ Week
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setMonday(weekStart(today))}>
            This week
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setMonday(addDaysIso(monday, 7))}>
            Week ▶
          </button>
        </div>
        <h2 className="jobs-week-title">Week of {dayName(monday)}</h2>
        {jobs === undefined ? (
          <p className="muted">Loading…</p>
        ) : (
          <div className="jobs-week">
            {days.map((d) => {
              const on = jobs.filter((j) => onDay(j.scheduledStart, j.scheduledEnd, d));
              return (
                <section key={d} className={`jobs-day${d === today ? ' jobs-today' : ''}`} aria-label={dayName(d)} data-day={d}>
                  <h3>{dayName(d)}</h3>
                  {on.length ? (
                    <ul className="stack">
                      {on.map((j) => (
                        <ScheduledJob key={j.id} job={j} userId={userId!} />
                      ))}
                    </ul>
                  ) : (
                    <p className="muted small">Nothing booked</p>
                  )}
                </section>
              );
            })}
          </div>
        )}
        {unscheduled.length > 0 && (
          <section className="card stack" aria-labelledby="unscheduled-h">
            <h2 id="unscheduled-h">Not scheduled yet</h2>
            <ul className="stack">
              {unscheduled.map((j) => (
                <li key={j.id} className="row-between">
                  <Link to={`/jobs/${j.id}`}>{j.title}</Link>
                  <input
                    className="input jobs-date-input"
                    type="date"
                    aria-label={`Schedule ${j.title} on`}
                    onChange={(e) => e.target.value && void moveJob(userId!, j, e.target.value)}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </>
  );
}
