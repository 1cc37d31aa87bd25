import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toast, toastError } from '../../app/toast/store';
import { useClients } from '../documents';
import { PageHeader } from '../../app/ui/PageHeader';
import { emptyJobFields, JobForm } from './JobForm';
import { canonicalLocality, clientIdFor, createJob } from './mutations';
import './jobs.css';

/** /jobs/new: saved on the device first (photos too), so it works with no signal. */
export default function NewJobPage() {
  const userId = useSession((s) => s.user?.id);
  const clients = useClients(userId);
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  return (
    <>
      <PageHeader title="New job" backTo="/jobs" />
      <main className="page stack">
        <JobForm
          initial={emptyJobFields()}
          clients={clients}
          saving={saving}
          withPhotos
          submitLabel="Save job"
          onSubmit={async (fields, files, stage, clientName) => {
            if (!userId) return;
            if (!fields.title.trim()) return toastError('Job title required', 'Give the job a title.');
            setSaving(true);
            try {
              // the site is checked before a new client is written, so a refused job leaves no stray client
              await canonicalLocality(fields.locality);
              const clientId = await clientIdFor(userId, clientName, clients ?? [], null);
              const id = await createJob(userId, { ...fields, clientId, title: fields.title.trim() }, files, stage);
              toast({
                title: 'Job saved',
                description: navigator.onLine ? undefined : "Saved on this device. It will sync when you're back online.",
              });
              navigate(`/jobs/${id}`, { replace: true });
            } catch (err) {
              toastError('Could not save the job', err instanceof Error ? err.message.replace(/^[\w.]+: /, '') : String(err));
            } finally {
              setSaving(false);
            }
          }}
        />
      </main>
    </>
  );
}
