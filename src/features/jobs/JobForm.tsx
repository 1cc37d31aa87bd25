import { useEffect, useRef, useState } from 'react';
import { SelectField, TextAreaField, TextField } from '../../app/ui/Field';
import { JOB_PHOTO_STAGES, type JobFields, type JobPhotoStage } from '../../domain/jobs/fields';
import { JOB_STATUS_LABELS, MANUAL_JOB_STATUSES, type ManualJobStatus } from '../../domain/jobs/status';
import type { ClientRow } from '../documents';

export const STAGE_LABELS: Record<JobPhotoStage, string> = { before: 'Before', during: 'During', after: 'After' };

export function emptyJobFields(): JobFields {
  return {
    title: '',
    clientId: null,
    siteAddress: '',
    locality: '',
    manualStatus: 'enquiry',
    scheduledStart: null,
    scheduledEnd: null,
    notes: '',
  };
}

/** The job's fields as typed; photos only when making a new job (the job screen adds them later). */
export function JobForm({
  initial,
  clients,
  saving,
  submitLabel,
  withPhotos,
  onSubmit,
  onCancel,
}: {
  initial: JobFields;
  clients: readonly ClientRow[] | undefined;
  saving: boolean;
  submitLabel: string;
  withPhotos?: boolean;
  /** clientName: the client field as typed; the caller resolves it (clientChoice) to a saved client or a new one */
  onSubmit: (fields: JobFields, files: File[], stage: JobPhotoStage, clientName: string) => void;
  onCancel?: () => void;
}) {
  const [f, setF] = useState<JobFields>(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [stage, setStage] = useState<JobPhotoStage>('before');
  const set = <K extends keyof JobFields>(k: K, v: JobFields[K]) => setF((x) => ({ ...x, [k]: v }));
  const [clientName, setClientName] = useState('');
  // the saved client's name once the clients are read (they load after the form opens)
  const named = useRef(false);
  useEffect(() => {
    if (named.current || !clients) return;
    named.current = true;
    const c = clients.find((x) => x.id === initial.clientId);
    if (c) setClientName(c.name);
  }, [clients, initial.clientId]);
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(f, files, stage, clientName);
      }}
    >
      <section className="card stack" aria-labelledby="job-details-h">
        <h2 id="job-details-h">Job</h2>
        <TextField
          label="Job title *"
          value={f.title}
          onChange={(e) => set('title', e.target.value)}
          placeholder="e.g. Bathroom retile"
          maxLength={200}
        />
        <TextField
          label="Client"
          list="job-client-names"
          value={clientName}
          autoComplete="off"
          maxLength={200}
          placeholder="Pick a saved client or type a new one"
          hint={
            clientName.trim() && !clients?.some((c) => c.name.trim().toLowerCase() === clientName.trim().toLowerCase())
              ? 'A new client: saved with the job.'
              : undefined
          }
          onChange={(e) => {
            const name = e.target.value;
            setClientName(name);
            const c = clients?.find((x) => x.name.trim().toLowerCase() === name.trim().toLowerCase());
            if (c?.address) setF((x) => ({ ...x, siteAddress: x.siteAddress || c.address }));
          }}
        />
        <datalist id="job-client-names">
          {clients?.map((c) => (
            <option key={c.id} value={c.name}>
              {c.email || undefined}
            </option>
          ))}
        </datalist>
        <SelectField
          label="Status"
          value={f.manualStatus}
          onChange={(e) => set('manualStatus', e.target.value as ManualJobStatus)}
          options={MANUAL_JOB_STATUSES.map((s) => ({ value: s, label: JOB_STATUS_LABELS[s] }))}
          hint="Quoted, invoiced and paid follow the job's quotes and invoices."
        />
      </section>
      <section className="card stack" aria-labelledby="job-site-h">
        <h2 id="job-site-h">Site</h2>
        <TextField
          label="Site address"
          value={f.siteAddress}
          onChange={(e) => set('siteAddress', e.target.value)}
          placeholder="12 Smith St"
        />
        <TextField
          label="Suburb or postcode"
          value={f.locality}
          onChange={(e) => set('locality', e.target.value)}
          placeholder="Parramatta NSW 2150"
          hint="The site's state sets the compliance prompts for this job's quotes."
        />
      </section>
      <section className="card stack" aria-labelledby="job-dates-h">
        <h2 id="job-dates-h">Dates</h2>
        <div className="row jobs-dates">
          <TextField
            label="Start"
            type="date"
            value={f.scheduledStart ?? ''}
            onChange={(e) => set('scheduledStart', e.target.value || null)}
          />
          <TextField label="End" type="date" value={f.scheduledEnd ?? ''} onChange={(e) => set('scheduledEnd', e.target.value || null)} />
        </div>
        <TextAreaField label="Notes" value={f.notes} onChange={(e) => set('notes', e.target.value)} />
      </section>
      {withPhotos && (
        <section className="card stack" aria-labelledby="job-photos-new-h">
          <h2 id="job-photos-new-h">Photos</h2>
          <SelectField
            label="Stage"
            value={stage}
            onChange={(e) => setStage(e.target.value as JobPhotoStage)}
            options={JOB_PHOTO_STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s] }))}
          />
          <label className="btn btn-outline">
            {files.length ? `${files.length} photo${files.length === 1 ? '' : 's'} chosen` : 'Take or choose photos'}
            <input
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              aria-label="Job photos"
              onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
            />
          </label>
        </section>
      )}
      <div className="row jobs-actions">
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
