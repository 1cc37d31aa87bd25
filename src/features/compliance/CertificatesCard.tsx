import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast, toastError } from '../../app/toast/store';
import { AddPhotos } from '../../app/ui/AddPhotos';
import { TextAreaField, TextField } from '../../app/ui/Field';
import { usePhotoUrl } from '../../data/photos';
import type { State } from '../../domain/constants';
import { formatDateAU, todayIso } from '../../domain/dates';
import { dueDateFor } from '../../domain/compliance/business-days';
import {
  certificateName,
  certificateRulesFor,
  deadlineStatement,
  deadlineUnverified,
  dueStatus,
  UNVERIFIED_NOTE,
  worksOfTrade,
} from '../../domain/compliance/certificates';
import { CERT_WORKS, type CertWork } from '../../domain/compliance/cert-works';
import type { CertificateRow } from '../../domain/compliance/rows';
import { ruleById } from '../../domain/compliance/rules-lookup';
import {
  CERT_PHOTO_KINDS,
  CERT_PHOTO_LABELS,
  type CertificateDetails,
  type CertificatePhoto,
  type CertPhotoKind,
} from '../../domain/sync/features/compliance';
import { addCertificatePhotos, certificatePhotos, createCertificate, removeCertificatePhoto, updateCertificate } from './mutations';
import { downloadCertificatePdf } from './output';
import { RuleSourceLink } from './RuleSourceLink';

export interface CertificateJob {
  id: string;
  site: string;
  customerName: string;
  customerEmail: string;
  notes: string;
}

function DueBadge({ cert }: { cert: CertificateRow }) {
  if (cert.lodgedOn) return <span className="badge badge-green">Lodged {formatDateAU(cert.lodgedOn)}</span>;
  if (!cert.dueOn) return <span className="badge badge-grey">Set the test date</span>;
  const s = dueStatus(cert.dueOn, todayIso());
  return (
    <span className={`badge ${s.overdue ? 'badge-red' : s.daysLeft <= 2 ? 'badge-amber' : 'badge-grey'}`}>
      {s.overdue ? `Overdue: ${s.label}` : s.label}
      {deadlineUnverified(cert.ruleId) ? ` (${UNVERIFIED_NOTE})` : ''}
    </span>
  );
}

function CertificatePhotoTile({ photo, onRemove }: { photo: CertificatePhoto; onRemove: () => void }) {
  const src = usePhotoUrl(photo.path);
  const label = CERT_PHOTO_LABELS[photo.kind];
  return (
    <figure className="compliance-photo" data-testid="certificate-photo">
      {src ? <img src={src} alt={`${label} photo`} loading="lazy" /> : <div className="compliance-photo-empty" />}
      <figcaption className="row-between">
        <span className="badge badge-grey">{label}</span>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRemove} aria-label={`Remove ${label} photo`}>
          Remove
        </button>
      </figcaption>
    </figure>
  );
}

/** Photos of the test results and the installation: taken with no signal, they upload before the record syncs. */
function CertificatePhotos({ userId, cert }: { userId: string; cert: CertificateRow }) {
  const [kind, setKind] = useState<CertPhotoKind>('test');
  const photos = certificatePhotos(cert);
  return (
    <div className="stack" aria-label="Certificate photos">
      <AddPhotos
        className="compliance-photo-add"
        kindLabel="Photo of"
        kinds={CERT_PHOTO_KINDS}
        kindNames={CERT_PHOTO_LABELS}
        kind={kind}
        onKind={setKind}
        inputLabel="Add certificate photos"
        add={(files, k) => addCertificatePhotos(userId, cert.id, files, k)}
      />
      {photos.length ? (
        <div className="compliance-photos">
          {CERT_PHOTO_KINDS.flatMap((k) => photos.filter((p) => p.kind === k)).map((p) => (
            <CertificatePhotoTile key={p.path} photo={p} onRemove={() => void removeCertificatePhoto(userId, cert.id, p.path)} />
          ))}
        </div>
      ) : (
        <p className="muted small">
          No photos yet. They go in the customer’s PDF; taken with no signal, they upload when you’re back online.
        </p>
      )}
    </div>
  );
}

function CertificateRecord({
  userId,
  cert,
  licence,
  businessName,
}: {
  userId: string;
  cert: CertificateRow;
  licence: string;
  businessName: string;
}) {
  const rule = ruleById(cert.ruleId);
  const [d, setD] = useState<CertificateDetails>(cert.details);
  const [completed, setCompleted] = useState(cert.completedOn ?? '');
  const set = (k: keyof CertificateDetails, value: string) => setD({ ...d, [k]: value });
  const due = completed ? dueDateFor(rule, completed, cert.state) : null;
  async function save(extra: { lodgedOn?: string | null } = {}) {
    try {
      await updateCertificate(userId, cert, { details: d, completedOn: completed || null, dueOn: due, ...extra });
      toast({ title: extra.lodgedOn ? `${certificateName(cert.ruleId)} marked lodged` : 'Certificate saved' });
    } catch (err) {
      toastError('Could not save the certificate', err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <details className="compliance-cert" open={!cert.lodgedOn}>
      <summary className="row-between">
        <strong>{certificateName(cert.ruleId)}</strong> <DueBadge cert={cert} />
      </summary>
      <div className="stack">
        <p className="small">
          {deadlineStatement(rule)} {cert.dueOn ? <strong>Due by {formatDateAU(cert.dueOn)}.</strong> : null} <RuleSourceLink rule={rule} />
        </p>
        <TextField
          label="Tested / completed on"
          type="date"
          value={completed}
          onChange={(e) => setCompleted(e.target.value)}
          hint={
            due
              ? `Due by ${formatDateAU(due)}${rule.unverified ? ` (${UNVERIFIED_NOTE})` : ''}`
              : rule.value.kind === 'days'
                ? `The days count from ${rule.value.from}.`
                : undefined
          }
        />
        <TextField label="Certificate number" value={d.serialNumber} onChange={(e) => set('serialNumber', e.target.value)} />
        <TextField
          label="Licence number"
          value={d.licenceNumber}
          placeholder={licence || 'Your licence number'}
          hint={licence && !d.licenceNumber ? 'From your profile on this device' : undefined}
          onChange={(e) => set('licenceNumber', e.target.value)}
        />
        <TextField label="Customer" value={d.customerName} onChange={(e) => set('customerName', e.target.value)} />
        <TextField label="Customer email" type="email" value={d.customerEmail} onChange={(e) => set('customerEmail', e.target.value)} />
        <TextField label="Site" value={d.siteAddress} onChange={(e) => set('siteAddress', e.target.value)} />
        <TextAreaField label="Work done" rows={3} value={d.workDescription} onChange={(e) => set('workDescription', e.target.value)} />
        <TextAreaField label="Tests and results" rows={3} value={d.tests} onChange={(e) => set('tests', e.target.value)} />
        <TextAreaField label="Appliances and equipment" rows={2} value={d.appliances} onChange={(e) => set('appliances', e.target.value)} />
        <CertificatePhotos userId={userId} cert={cert} />
        <div className="row wrap">
          <button type="button" className="btn btn-primary" onClick={() => void save()}>
            Save certificate
          </button>
          {!cert.lodgedOn ? (
            <button type="button" className="btn btn-outline" onClick={() => void save({ lodgedOn: todayIso() })}>
              Mark lodged today
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() =>
              void downloadCertificatePdf(businessName, { ...cert, details: d, completedOn: completed || null }, licence, due)
                .then(({ missingPhotos }) => {
                  if (missingPhotos)
                    toast({
                      title: `${String(missingPhotos)} photo${missingPhotos === 1 ? '' : 's'} left out of the PDF`,
                      description: 'They are not on this device yet; make the PDF again when you’re online.',
                    });
                })
                .catch((err: unknown) => toastError('Could not make the PDF', err instanceof Error ? err.message : String(err)))
            }
          >
            PDF for the customer
          </button>
        </div>
      </div>
    </details>
  );
}

/** Certificate tasks for the job's state and work, each a record filled in the field (offline), with its deadline. */
export function CertificatesCard(props: {
  userId: string;
  job: CertificateJob;
  state: State | null;
  trade: string;
  licence: string;
  businessName: string;
  certificates: CertificateRow[];
}) {
  const [works, setWorks] = useState<CertWork[]>(worksOfTrade(props.trade));
  const state = props.state;
  const rules = state ? certificateRulesFor({ state, works, on: todayIso() }) : [];
  const started = new Set(props.certificates.map((c) => c.ruleId));
  return (
    <section className="card stack compliance-card" aria-labelledby="certs-h">
      <div className="row-between">
        <h2 id="certs-h">Compliance certificates</h2>
        <Link to="/certificates" className="small">
          All open certificates
        </Link>
      </div>
      {!state ? (
        <p className="muted small">Add the site’s suburb to the job (or answer the high-risk check) to see the state’s certificates.</p>
      ) : null}
      <fieldset className="row wrap">
        <legend className="small">Work on this job</legend>
        {CERT_WORKS.map((w) => (
          <label key={w} className="compliance-check">
            <input
              type="checkbox"
              checked={works.includes(w)}
              onChange={(e) => setWorks(e.target.checked ? [...works, w] : works.filter((x) => x !== w))}
            />{' '}
            {w}
          </label>
        ))}
      </fieldset>
      {rules
        .filter((r) => !started.has(r.id))
        .map((r) => (
          <div key={r.id} className="stack compliance-task">
            <p className="small">
              <strong>{certificateName(r.id)}</strong>: {deadlineStatement(r)} <RuleSourceLink rule={r} />
            </p>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() =>
                void createCertificate(props.userId, {
                  jobId: props.job.id,
                  ruleId: r.id,
                  state: state!,
                  work: works.find((w) => r.work.includes(w)) ?? works[0] ?? 'electrical',
                  completedOn: null,
                  dueOn: null,
                  lodgedOn: null,
                  details: {
                    licenceNumber: '',
                    customerName: props.job.customerName,
                    customerEmail: props.job.customerEmail,
                    siteAddress: props.job.site,
                    workDescription: props.job.notes.slice(0, 4000),
                    tests: '',
                    appliances: '',
                    serialNumber: '',
                  },
                  photos: [],
                }).catch((err: unknown) => toastError('Could not start the certificate', err instanceof Error ? err.message : String(err)))
              }
            >
              Start {certificateName(r.id)}
            </button>
          </div>
        ))}
      {props.certificates.map((c) => (
        <CertificateRecord key={c.id} userId={props.userId} cert={c} licence={props.licence} businessName={props.businessName} />
      ))}
      <p className="small muted">
        We do not lodge with the regulator (their systems need your own account): the record makes lodging a copy, and we remind you before
        the deadline.
      </p>
    </section>
  );
}
