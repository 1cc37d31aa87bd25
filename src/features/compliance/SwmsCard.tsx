import { useRef, useState } from 'react';
import { toast, toastError } from '../../app/toast/store';
import { api, errorMessage } from '../../data/api';
import { SelectField, TextAreaField, TextField } from '../../app/ui/Field';
import { formatDateAU, todayIso } from '../../domain/dates';
import type { CategoryKey } from '../../domain/compliance/high-risk';
import type { SwmsSignOnRow, SwmsVersionRow } from '../../domain/compliance/rows';
import {
  contentFromTemplate,
  latestReviewDate,
  missingSignatures,
  suggestedRows,
  suggestionSource,
  type SwmsContent,
} from '../../domain/compliance/swms';
import { SignaturePad, type SignaturePadHandle } from '../documents';
import { deleteSwmsTemplate, editSwms, saveSwmsTemplate, signOn, startSwms } from './mutations';
import { useSwmsTemplates, useVersionUnsent } from './queries';
import { downloadSwmsPdf, downloadSwmsWord } from './output';

export interface SwmsJob {
  id: string;
  title: string;
  site: string;
  notes: string;
}

/** A SWMS started from the categories that apply, with suggested hazards and controls and the job's site. */
export function firstDraft(job: SwmsJob, categories: CategoryKey[]): SwmsContent {
  return {
    title: job.title,
    work: job.notes.slice(0, 2000),
    categories,
    siteAddress: job.site,
    principalContractor: '',
    principalContractorEmail: '',
    emergencyContacts: 'Emergency 000',
    ppe: '',
    plant: '',
    rows: suggestedRows(categories),
    reviewDate: latestReviewDate(todayIso()),
  };
}

/** What saving does to the version being edited: nothing to warn of (a new draft, or a version only on this phone), or a new version. */
type EditNotice = 'none' | 'signed' | 'sent';

function Editor(props: { initial: SwmsContent; onSave: (c: SwmsContent) => Promise<void>; onCancel: () => void; notice: EditNotice }) {
  const [c, setC] = useState(props.initial);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof SwmsContent>(k: K, value: SwmsContent[K]) => setC({ ...c, [k]: value });
  const setRow = (i: number, k: 'category' | 'hazard' | 'controls' | 'monitoring', value: string) =>
    set(
      'rows',
      c.rows.map((r, j) => (j === i ? { ...r, [k]: value } : r)),
    );
  const maxReview = latestReviewDate(todayIso());
  return (
    <form
      className="stack"
      aria-label="Edit SWMS"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!c.title.trim()) return toastError('SWMS title required', 'Name the work, e.g. “Roof access for switchboard upgrade”.');
        if (c.reviewDate > maxReview)
          return toastError('Review date too far away', `Review it by ${formatDateAU(maxReview)} at the latest.`);
        setSaving(true);
        try {
          await props.onSave(c);
        } finally {
          setSaving(false);
        }
      }}
    >
      {props.notice === 'signed' ? (
        <p className="compliance-warn">This version has been signed. Saving makes a new version and everyone signs again.</p>
      ) : props.notice === 'sent' ? (
        <p className="compliance-warn">This version has left this phone (synced or sent). Saving makes a new version.</p>
      ) : null}
      <TextField label="SWMS title" value={c.title} onChange={(e) => set('title', e.target.value)} />
      <TextAreaField label="The work (in plain words)" rows={2} value={c.work} onChange={(e) => set('work', e.target.value)} />
      <TextField label="Site address" value={c.siteAddress} onChange={(e) => set('siteAddress', e.target.value)} />
      <TextField label="Principal contractor" value={c.principalContractor} onChange={(e) => set('principalContractor', e.target.value)} />
      <TextField
        label="Principal contractor email"
        type="email"
        value={c.principalContractorEmail}
        onChange={(e) => set('principalContractorEmail', e.target.value)}
      />
      <TextAreaField
        label="Emergency contacts"
        rows={2}
        value={c.emergencyContacts}
        onChange={(e) => set('emergencyContacts', e.target.value)}
      />
      <TextField label="PPE" value={c.ppe} onChange={(e) => set('ppe', e.target.value)} />
      <TextField label="Plant and equipment" value={c.plant} onChange={(e) => set('plant', e.target.value)} />
      {c.rows.map((r, i) => (
        <fieldset key={i} className="stack compliance-row">
          <legend>{r.category || `Hazard ${String(i + 1)}`}</legend>
          <TextAreaField label="Hazard and risk" rows={2} value={r.hazard} onChange={(e) => setRow(i, 'hazard', e.target.value)} />
          <TextAreaField
            label="Control measures (most effective first)"
            rows={5}
            value={r.controls}
            onChange={(e) => setRow(i, 'controls', e.target.value)}
          />
          <TextAreaField
            label="How it is monitored and reviewed"
            rows={2}
            value={r.monitoring}
            onChange={(e) => setRow(i, 'monitoring', e.target.value)}
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() =>
              set(
                'rows',
                c.rows.filter((_, j) => j !== i),
              )
            }
          >
            Remove this hazard
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => set('rows', [...c.rows, { category: 'Other', hazard: '', controls: '', monitoring: '' }])}
      >
        Add a hazard
      </button>
      <TextField label="Review by" type="date" max={maxReview} value={c.reviewDate} onChange={(e) => set('reviewDate', e.target.value)} />
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          Save SWMS
        </button>
        <button type="button" className="btn btn-ghost" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function SignOnForm({ userId, version }: { userId: string; version: SwmsVersionRow }) {
  const pad = useRef<SignaturePadHandle>(null);
  const [name, setName] = useState('');
  const [hasInk, setHasInk] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="stack"
      aria-label="Sign on"
      onSubmit={async (e) => {
        e.preventDefault();
        const signature = pad.current?.toDataUrl();
        if (!name.trim()) return toastError('Name required', 'Each worker signs with their own name.');
        if (!signature) return toastError('Signature required', 'Sign in the box, or use “Sign with typed name”.');
        setBusy(true);
        try {
          await signOn(userId, version, name, todayIso(), signature);
          toast({ title: `${name.trim()} signed version ${String(version.version)}` });
          setName('');
          pad.current?.clear();
        } catch (err) {
          toastError('Could not save the sign-on', err instanceof Error ? err.message : String(err));
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="small muted">Each worker reads the SWMS (or has it read to them), then signs. Date: {formatDateAU(todayIso())}</p>
      <TextField label="Worker’s name" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      <SignaturePad ref={pad} label="Worker’s signature" onChange={setHasInk} />
      <div className="row">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => pad.current?.drawText(name)} disabled={!name.trim()}>
          Sign with typed name
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => pad.current?.clear()} disabled={!hasInk}>
          Clear
        </button>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Sign on
      </button>
    </form>
  );
}

/** Start the job's SWMS from one of the business's templates (its hazards, controls, PPE and plant; this job's site). */
function StartFromTemplate(props: { job: SwmsJob; userId: string; onChosen: (draft: SwmsContent, name: string) => void }) {
  const templates = useSwmsTemplates(props.userId);
  const [chosen, setChosen] = useState('');
  if (!templates?.length) return null;
  const template = templates.find((t) => t.id === chosen) ?? templates[0]!;
  return (
    <form
      className="stack"
      aria-label="Start from a template"
      onSubmit={(e) => {
        e.preventDefault();
        props.onChosen(contentFromTemplate(template.content, props.job, todayIso()), template.name);
      }}
    >
      <SelectField
        label="Your SWMS templates"
        value={template.id}
        onChange={(e) => setChosen(e.target.value)}
        options={templates.map((t) => ({ value: t.id, label: t.name }))}
      />
      <div className="row">
        <button type="submit" className="btn btn-outline">
          Start from template
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={async () => {
            if (!window.confirm(`Delete the template “${template.name}”? SWMS already started from it stay as they are.`)) return;
            await deleteSwmsTemplate(props.userId, template.id);
            setChosen('');
          }}
        >
          Delete template
        </button>
      </div>
    </form>
  );
}

/** Save the SWMS as a named template of the business: its categories, hazards, controls, PPE and plant. */
function SaveAsTemplate(props: { userId: string; content: SwmsContent }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  if (!open)
    return (
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => {
          setName(props.content.title);
          setOpen(true);
        }}
      >
        Save as template
      </button>
    );
  return (
    <form
      className="stack"
      aria-label="Save as template"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!name.trim()) return toastError('Template name required', 'Name it for the work, e.g. “Roof work, single storey”.');
        try {
          await saveSwmsTemplate(props.userId, name.slice(0, 120), props.content);
          toast({ title: `Saved as template “${name.trim()}”`, description: 'Site details and signatures are not part of it.' });
          setOpen(false);
        } catch (err) {
          toastError('Could not save the template', err instanceof Error ? err.message : String(err));
        }
      }}
    >
      <TextField label="Template name" autoComplete="off" maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
      <p className="small muted">Keeps the categories, hazards and controls, PPE and plant; not this job’s site details or signatures.</p>
      <div className="row">
        <button type="submit" className="btn btn-primary btn-sm">
          Save template
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The job's SWMS: write it fast, sign on, every version kept with its signatures, PDF for the principal contractor. */
export function SwmsCard(props: {
  userId: string;
  job: SwmsJob;
  flagged: CategoryKey[];
  versions: SwmsVersionRow[];
  signOns: SwmsSignOnRow[];
  businessName: string;
}) {
  const { versions, signOns } = props;
  const [editing, setEditing] = useState(false);
  // a new SWMS is a draft on screen until it is saved: version 1 is made then, with what was written
  const [draft, setDraft] = useState<SwmsContent | null>(null);
  const latest = versions[versions.length - 1];
  const unsent = useVersionUnsent(props.userId, latest?.id);
  if (!latest && draft) {
    return (
      <section className="card stack compliance-card" aria-labelledby="swms-h">
        <h2 id="swms-h">Safe Work Method Statement</h2>
        <Editor
          initial={draft}
          notice="none"
          onCancel={() => setDraft(null)}
          onSave={async (content) => {
            try {
              await startSwms(props.userId, props.job.id, content);
              setDraft(null);
              toast({ title: 'SWMS saved as version 1' });
            } catch (err) {
              toastError('Could not save the SWMS', err instanceof Error ? err.message : String(err));
            }
          }}
        />
      </section>
    );
  }
  if (!latest) {
    if (!props.flagged.length) return null;
    return (
      <section className="card stack compliance-card" aria-labelledby="swms-h">
        <h2 id="swms-h">Safe Work Method Statement</h2>
        <p>
          Start from the high-risk work above: hazards and controls are suggested from Safe Work Australia’s codes of practice, and you edit
          freely.
        </p>
        <ul className="small muted">
          {props.flagged.map((k) => (
            <li key={k}>{suggestionSource(k)}</li>
          ))}
        </ul>
        <button type="button" className="btn btn-primary" onClick={() => setDraft(firstDraft(props.job, props.flagged))}>
          Write SWMS
        </button>
        <StartFromTemplate
          userId={props.userId}
          job={props.job}
          onChosen={(content, name) => {
            setDraft(content);
            toast({ title: `SWMS started from “${name}”`, description: 'Edit it for this job and save.' });
          }}
        />
      </section>
    );
  }
  const latestSigns = signOns.filter((s) => s.versionId === latest.id);
  const missing = missingSignatures(versions, signOns);
  return (
    <section className="card stack compliance-card" aria-labelledby="swms-h">
      <div className="row-between">
        <h2 id="swms-h">SWMS · version {latest.version}</h2>
        {!editing ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
            Edit SWMS
          </button>
        ) : null}
      </div>
      {editing ? (
        <Editor
          initial={latest.content}
          notice={latestSigns.length > 0 ? 'signed' : unsent === false ? 'sent' : 'none'}
          onCancel={() => setEditing(false)}
          onSave={async (content) => {
            try {
              const plan = await editSwms(props.userId, latest, content);
              setEditing(false);
              toast({
                title: plan === 'new-version' ? `Saved as version ${String(latest.version + 1)}` : 'SWMS saved',
                description: plan === 'new-version' ? 'Everyone signs the new version again.' : undefined,
              });
            } catch (err) {
              toastError('Could not save the SWMS', err instanceof Error ? err.message : String(err));
            }
          }}
        />
      ) : (
        <div className="stack">
          <p>
            <strong>{latest.content.title}</strong>
            <br />
            <span className="small muted">
              {latest.content.siteAddress} · review by {formatDateAU(latest.content.reviewDate)}
            </span>
          </p>
          <ul className="compliance-findings">
            {latest.content.rows.map((r, i) => (
              <li key={i}>
                <strong>{r.category}</strong>: {r.hazard}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="stack" aria-label="Sign-ons">
        <h3>Signed version {latest.version}</h3>
        {latestSigns.length ? (
          <ul data-testid="swms-signed">
            {latestSigns.map((s) => (
              <li key={s.id}>
                {s.name} · {formatDateAU(s.signedOn)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted small">Nobody has signed this version yet.</p>
        )}
        {missing.length ? (
          <p className="compliance-warn" data-testid="swms-missing">
            Still to sign version {latest.version}: {missing.join(', ')}
          </p>
        ) : null}
      </div>
      {!editing ? <SignOnForm userId={props.userId} version={latest} /> : null}
      {versions.length > 1 ? (
        <details>
          <summary>Earlier versions ({versions.length - 1})</summary>
          <ul>
            {versions.slice(0, -1).map((v) => (
              <li key={v.id}>
                Version {v.version} ({formatDateAU(v.createdAt.slice(0, 10))}):{' '}
                {signOns
                  .filter((s) => s.versionId === v.id)
                  .map((s) => s.name)
                  .join(', ') || 'not signed'}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <button
        type="button"
        className="btn btn-outline"
        onClick={() =>
          void downloadSwmsPdf(props.businessName, versions, signOns).catch((err: unknown) =>
            toastError('Could not make the PDF', err instanceof Error ? err.message : String(err)),
          )
        }
      >
        PDF for the principal contractor
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() =>
          void downloadSwmsWord(props.businessName, versions, signOns).catch((err: unknown) =>
            toastError('Could not make the Word file', err instanceof Error ? err.message : String(err)),
          )
        }
      >
        Word file
      </button>
      {!editing ? <SaveAsTemplate userId={props.userId} content={latest.content} /> : null}
      {latest.content.principalContractorEmail.trim() ? (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={async () => {
            if (!navigator.onLine) return toastError('No signal', 'Email the SWMS when you are back online; the PDF works now.');
            try {
              const res = await api<{ to: string; version: number }>('POST', `/api/compliance/swms/${latest.swmsId}/email`, {});
              toast({
                title: `SWMS version ${String(res.version)} emailed to ${res.to}`,
                description:
                  res.version < latest.version ? 'The newest version is still syncing: send again once it shows Synced.' : undefined,
              });
            } catch (err) {
              toastError('Could not email the SWMS', errorMessage(err, 'Try again in a moment.'));
            }
          }}
        >
          Email to {latest.content.principalContractorEmail.trim()}
        </button>
      ) : null}
    </section>
  );
}
