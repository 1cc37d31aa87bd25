import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toast, toastError } from '../../app/toast/store';
import { SelectField, TextField } from '../../app/ui/Field';
import { usePhotoUrl } from '../../data/photos';
import { mutate } from '../../data/sync/mutate';
import { todayIso, deviceTimeZone } from '../../domain/dates';
import { icsFilename, jobToIcs } from '../../domain/jobs/ics';
import { JOB_PHOTO_STAGES, type JobPhoto, type JobPhotoStage } from '../../domain/jobs/fields';
import { decimalHours, entryMinutes, finishedMinutes, formatMinutes, labourLines } from '../../domain/jobs/labour';
import { JOB_STATUS_LABELS, MANUAL_JOB_STATUSES, type ManualJobStatus } from '../../domain/jobs/status';
import { invoiceMoney, moneySummary } from '../../domain/documents/owing';
import { statusWords } from '../../domain/documents/status-words';
import { centsToDecimalString, formatCents, parseDollars, sumCents, lineAmount } from '../../domain/money';
import { useClients } from '../documents';
import { JobComplianceSection, jobHasSwms } from '../compliance';
import { ConfirmDialog } from '../../app/ui/Dialog';
import { AddPhotos } from '../../app/ui/AddPhotos';
import { PageHeader } from '../../app/ui/PageHeader';
import { jobDatesText } from './format';
import { JobForm, STAGE_LABELS } from './JobForm';
import { jobSiteText } from './link';
import {
  addHours,
  addJobPhotos,
  canonicalLocality,
  clientIdFor,
  deleteJob,
  deleteTime,
  removeJobPhoto,
  setLabourRate,
  startTimer,
  stopTimer,
  updateJob,
  pickJobFields,
} from './mutations';
import { useJobDetail, useLabourRate, type JobDetail } from './queries';
import { JobStatusBadge } from './StatusBadge';
import './jobs.css';

function downloadText(text: string, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function PhotoTile({ photo, onRemove }: { photo: JobPhoto; onRemove: () => void }) {
  const src = usePhotoUrl(photo.path);
  return (
    <figure className="jobs-photo" data-testid="job-photo">
      {src ? <img src={src} alt={`${STAGE_LABELS[photo.stage]} photo`} loading="lazy" /> : <div className="jobs-photo-empty" />}
      <figcaption className="row-between">
        <span className="badge badge-grey">{STAGE_LABELS[photo.stage]}</span>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRemove} aria-label={`Remove ${STAGE_LABELS[photo.stage]} photo`}>
          Remove
        </button>
      </figcaption>
    </figure>
  );
}

/** Re-renders every 30 s while a timer runs, so the running time moves on screen. */
function useTick(running: boolean) {
  const [, setN] = useState(0);
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setN((n) => n + 1), 30_000);
    return () => clearInterval(t);
  }, [running]);
}

function TimeSection({ userId, detail }: { userId: string; detail: JobDetail }) {
  const { job, times } = detail;
  const running = times.find((t) => !t.endedAt);
  useTick(Boolean(running));
  const rateInfo = useLabourRate(userId);
  const rate = rateInfo?.rateCents;
  const [day, setDay] = useState(() => todayIso(Date.now(), deviceTimeZone()));
  const [hours, setHours] = useState('1');
  const [rateText, setRateText] = useState<string | null>(null);
  const total = finishedMinutes(times);
  const lines = rate === undefined ? [] : labourLines(times, rate);
  const labourCents = sumCents(lines.map((l) => lineAmount(l.quantity, l.rateCents)));
  return (
    <section className="card stack" aria-labelledby="job-time-h">
      <h2 id="job-time-h">Time on the job</h2>
      {running ? (
        <div className="row-between jobs-timer" role="status">
          <span>
            Timer running since {new Date(running.startedAt).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' })} ·{' '}
            {formatMinutes(entryMinutes(running))}
          </span>
          <button type="button" className="btn btn-destructive" onClick={() => void stopTimer(userId, running.id)}>
            Stop timer
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => void startTimer(userId, job.id)}>
          Start timer
        </button>
      )}
      <form
        className="row jobs-add-hours"
        onSubmit={(e) => {
          e.preventDefault();
          const h = Number(hours);
          if (!Number.isFinite(h) || h <= 0 || h > 24) return toastError('Hours', 'Enter the hours worked, e.g. 1.5 (at most 24).');
          void addHours(userId, job.id, day, Math.round(h * 60)).then(() => toast({ title: `${formatMinutes(Math.round(h * 60))} added` }));
        }}
      >
        <TextField label="Day" type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        <TextField
          label="Hours"
          type="number"
          inputMode="decimal"
          min={0.25}
          step={0.25}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        />
        <button type="submit" className="btn btn-outline">
          Add hours
        </button>
      </form>
      <p>
        <strong data-testid="job-hours">{formatMinutes(total)}</strong> recorded
        {rate !== undefined && total > 0 && (
          <span className="muted">
            {' '}
            · labour {formatCents(labourCents)} at {formatCents(rate)}/hr ({decimalHours(total)} hr)
          </span>
        )}
      </p>
      {times.length > 0 && (
        <ul className="jobs-times" aria-label="Time entries">
          {times.map((t) => (
            <li key={t.id} className="row-between">
              <span>
                {new Date(t.startedAt).toLocaleDateString('en-AU', { day: 'numeric', month: 'short' })} ·{' '}
                {t.endedAt ? formatMinutes(entryMinutes(t)) : 'running'}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => void deleteTime(userId, t.id)}
                aria-label="Delete time entry"
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="row jobs-rate"
        onSubmit={(e) => {
          e.preventDefault();
          const cents = parseDollars(rateText ?? '');
          if (cents === null || cents <= 0) return toastError('Labour rate', 'Enter the rate in dollars per hour, e.g. 85.');
          void setLabourRate(userId, cents).then(() => {
            setRateText(null);
            toast({ title: `Labour rate ${formatCents(cents)}/hr` });
          });
        }}
      >
        <TextField
          label="Labour rate ($/hr)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={rateText ?? (rate === undefined ? '' : centsToDecimalString(rate))}
          onChange={(e) => setRateText(e.target.value)}
          hint={
            rateInfo?.source === 'price book'
              ? `From your price book’s “${rateInfo.item ?? 'Labour'}” item, until you set your own here.`
              : rateInfo?.source === 'default'
                ? 'Add a labour item per hour to your price book, or set your rate here.'
                : undefined
          }
        />
        {rateText !== null && (
          <button type="submit" className="btn btn-outline">
            Save rate
          </button>
        )}
      </form>
    </section>
  );
}

/** /jobs/:id — everything about one job on a phone, from the device (offline too). */
export default function JobPage() {
  const { id } = useParams();
  const userId = useSession((s) => s.user?.id);
  const detail = useJobDetail(userId, id);
  const clients = useClients(userId);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stage, setStage] = useState<JobPhotoStage>('before');
  const [invoiceAgain, setInvoiceAgain] = useState(false);

  if (detail === undefined) return <main className="page empty">Loading job…</main>;
  if (detail === null || !userId)
    return (
      <>
        <PageHeader title="Job" backTo="/jobs" />
        <main className="page empty">
          <p>This job isn't on this device.</p>
          <Link to="/jobs" className="btn btn-primary">
            Jobs
          </Link>
        </main>
      </>
    );
  const { job, quotes, invoices, lists } = detail;
  const client = clients?.find((c) => c.id === job.clientId);
  const site = jobSiteText(job);

  return (
    <>
      <PageHeader title={job.title} backTo="/jobs" />
      <main className="page stack jobs-detail">
        {editing ? (
          <JobForm
            initial={pickJobFields(job)}
            clients={clients}
            saving={saving}
            submitLabel="Save changes"
            onCancel={() => setEditing(false)}
            onSubmit={async (fields, _files, _stage, clientName) => {
              if (!fields.title.trim()) return toastError('Job title required', 'Give the job a title.');
              setSaving(true);
              try {
                await canonicalLocality(fields.locality);
                const clientId = await clientIdFor(userId, clientName, clients ?? [], job.clientId);
                await updateJob(userId, job, { ...fields, clientId, title: fields.title.trim() });
                setEditing(false);
              } catch (err) {
                toastError('Could not save the job', err instanceof Error ? err.message : String(err));
              } finally {
                setSaving(false);
              }
            }}
          />
        ) : (
          <section className="card stack" aria-label="Job summary">
            <div className="row-between">
              <JobStatusBadge status={job.status} />
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
                Edit
              </button>
            </div>
            <dl className="jobs-facts">
              <dt>Client</dt>
              <dd>{client ? client.name : 'No client'}</dd>
              <dt>Site</dt>
              <dd data-testid="job-site">{site || 'No site address'}</dd>
              <dt>Dates</dt>
              <dd data-testid="job-dates">{jobDatesText(job.scheduledStart, job.scheduledEnd) || 'Not scheduled'}</dd>
              {job.notes && (
                <>
                  <dt>Notes</dt>
                  <dd className="jobs-notes">{job.notes}</dd>
                </>
              )}
            </dl>
            <SelectField
              label="Set status"
              value={job.manualStatus}
              onChange={(e) =>
                void mutate('job.update', { id: job.id, patch: { manualStatus: e.target.value as ManualJobStatus } }, { userId })
              }
              options={MANUAL_JOB_STATUSES.map((s) => ({ value: s, label: JOB_STATUS_LABELS[s] }))}
              hint="Quoted, booked, invoiced and paid also follow the job's quotes and invoices."
            />
            <div className="row jobs-actions">
              <button
                type="button"
                className="btn btn-outline"
                disabled={!job.scheduledStart}
                title={job.scheduledStart ? undefined : 'Give the job a start date first'}
                onClick={() =>
                  job.scheduledStart &&
                  downloadText(
                    jobToIcs(
                      {
                        id: job.id,
                        title: job.title,
                        start: job.scheduledStart,
                        end: job.scheduledEnd,
                        location: site,
                        description: job.notes,
                      },
                      new Date(),
                      location.hostname || 'tradie-toolbox',
                    ),
                    icsFilename(job.title),
                    'text/calendar',
                  )
                }
              >
                Add to calendar
              </button>
              <Link className="btn btn-outline" to={job.state ? `/chat?state=${job.state}` : '/chat'}>
                Ask about this job
              </Link>
            </div>
          </section>
        )}

        <section className="card stack" aria-labelledby="job-docs-h">
          <h2 id="job-docs-h">Quotes, invoices and lists</h2>
          {invoices.length > 0 && (
            <p className="small" data-testid="job-money">
              Received {formatCents(moneySummary(invoices).receivedCents)} · owing {formatCents(moneySummary(invoices).owingCents)}
            </p>
          )}
          <div className="jobs-doc-buttons">
            <Link className="btn btn-outline" to={`/quote-generator?job=${job.id}`}>
              New quote
            </Link>
            <Link className="btn btn-outline" to={`/invoice-generator?job=${job.id}`}>
              New invoice
            </Link>
            <button
              type="button"
              className="btn btn-outline"
              onClick={async () => {
                await mutate(
                  'materialsList.create',
                  {
                    id: crypto.randomUUID(),
                    createdAt: new Date().toISOString(),
                    title: job.title,
                    description: site,
                    projectType: '',
                    items: [],
                    jobId: job.id,
                  },
                  { userId },
                );
                navigate('/materials');
              }}
            >
              New materials list
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => (invoices.length ? setInvoiceAgain(true) : navigate(`/invoice-generator?job=${job.id}&labour=1`))}
            >
              Invoice this job
            </button>
          </div>
          <ul className="jobs-docs">
            {quotes.map((q) => (
              <li key={q.id}>
                <Link to={`/quote-generator?edit=${q.id}`}>
                  Quote {q.jobNumber ?? ''} {q.title}
                </Link>{' '}
                <span className="muted small">
                  {statusWords(q.status)} · {formatCents(q.totalCents)}
                </span>
              </li>
            ))}
            {invoices.map((i) => (
              <li key={i.id}>
                <Link to={`/invoice-generator?edit=${i.id}`}>
                  Invoice {i.invoiceNumber} {i.title}
                </Link>{' '}
                <span className="muted small">
                  {statusWords(i.status)} · {formatCents(i.totalCents)}
                  {invoiceMoney(i).receivedCents > 0 && invoiceMoney(i).owingCents > 0
                    ? ` · received ${formatCents(invoiceMoney(i).receivedCents)} · owing ${formatCents(invoiceMoney(i).owingCents)}`
                    : ''}
                </span>
              </li>
            ))}
            {lists.map((l) => (
              <li key={l.id}>
                <Link to="/materials">Materials list: {l.title}</Link>
              </li>
            ))}
            {!quotes.length && !invoices.length && !lists.length && <li className="muted">Nothing yet.</li>}
          </ul>
        </section>

        <section className="card stack" aria-labelledby="job-photos-h">
          <h2 id="job-photos-h">Photos</h2>
          <AddPhotos
            className="jobs-photo-add"
            kindLabel="Stage"
            kinds={JOB_PHOTO_STAGES}
            kindNames={STAGE_LABELS}
            kind={stage}
            onKind={setStage}
            inputLabel="Add job photos"
            add={(files, s) => addJobPhotos(userId, job.id, files, s)}
          />
          {job.photos.length ? (
            <div className="jobs-photos">
              {JOB_PHOTO_STAGES.flatMap((s) => job.photos.filter((p) => p.stage === s)).map((p) => (
                <PhotoTile key={p.path} photo={p} onRemove={() => void removeJobPhoto(userId, job.id, p.path)} />
              ))}
            </div>
          ) : (
            <p className="muted small">No photos yet. Photos taken with no signal upload when you're back online.</p>
          )}
        </section>

        <TimeSection userId={userId} detail={detail} />

        <JobComplianceSection job={job} />
        <ConfirmDialog
          open={invoiceAgain}
          title="This job is already invoiced"
          message={
            <>
              <p>
                {invoices.length === 1 ? 'Its invoice' : `Its ${invoices.length} invoices`}:{' '}
                {invoices
                  .map((i) => `${i.invoiceNumber} (${formatCents(i.totalCents)}, ${statusWords(i.status).toLowerCase()})`)
                  .join('; ')}
                .
              </p>
              <p>A new invoice will charge all the time on the job again. Make another invoice anyway?</p>
            </>
          }
          confirmLabel="Make another invoice"
          destructive={false}
          onCancel={() => setInvoiceAgain(false)}
          onConfirm={() => navigate(`/invoice-generator?job=${job.id}&labour=1`)}
        />

        <button
          type="button"
          className="btn btn-ghost jobs-delete"
          onClick={async () => {
            const swms = await jobHasSwms(job.id);
            const kept = swms ? ' It has a SWMS: the SWMS and its sign-ons are kept for their retention period (WHS reg 303).' : '';
            if (!window.confirm(`Delete the job "${job.title}"? Its quotes and invoices stay.${kept}`)) return;
            await deleteJob(userId, job.id);
            navigate('/jobs', { replace: true });
          }}
        >
          Delete job
        </button>
      </main>
    </>
  );
}
