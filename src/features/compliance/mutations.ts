import { getDb } from '../../data/local-db';
import { preparePhoto, writeWithPhotos, type PreparedPhoto } from '../../data/photos';
import { allWriteTables, mutate } from '../../data/sync/mutate';
import { versionIsUnsent } from './unsent';
import type { IsoDate } from '../../domain/dates';
import type { CertificateRow, SwmsVersionRow } from '../../domain/compliance/rows';
import { editPlan, templateOf, type SwmsContent } from '../../domain/compliance/swms';
import { MAX_CERT_PHOTOS, type CertificateFields, type CertPhotoKind, type RiskCheckFields } from '../../domain/sync/features/compliance';
import { diffFields } from '../../domain/sync/merge';

/**
 * On-site compliance writes (issue 22): each goes to the device first with its outbox entry (works with no signal);
 * the sync engine sends it on. One rule lives here beyond the rows: an edit after a signature makes a new version.
 */
const now = () => new Date().toISOString();
const pick = <T extends object>(row: T, like: object) => Object.fromEntries(Object.keys(like).map((k) => [k, row[k as keyof T]]));

/** One high-risk check per job (its id is the job's id), created the first time and patched after. */
export async function saveRiskCheck(userId: string, fields: RiskCheckFields): Promise<void> {
  const existing = await getDb().riskChecks.get(fields.jobId);
  if (!existing) {
    await mutate('riskCheck.create', { id: fields.jobId, createdAt: now(), ...fields }, { userId });
    return;
  }
  const { state, trade, answers, categories, checkedOn } = fields;
  const next = { state, trade, answers, categories, checkedOn };
  const patch = diffFields({ ...next, ...pick(existing, next) }, next);
  if (Object.keys(patch).length) await mutate('riskCheck.update', { id: fields.jobId, patch }, { userId });
}

export async function startSwms(userId: string, jobId: string, content: SwmsContent): Promise<string> {
  const id = crypto.randomUUID();
  await mutate('swmsVersion.create', { id, createdAt: now(), swmsId: crypto.randomUUID(), jobId, version: 1, content }, { userId });
  return id;
}

/**
 * Saves an edit of the SWMS. While the latest version is unsigned and unsent (only on this device) it is changed in
 * place; otherwise the edit becomes the next version and the earlier one is kept as it was (everyone signs the new one
 * again). Read and written in one transaction, so a drain cannot send the version between the look and the write.
 */
export async function editSwms(userId: string, latest: SwmsVersionRow, content: SwmsContent): Promise<'patch' | 'new-version'> {
  const db = getDb();
  return db.transaction('rw', allWriteTables(db), async () => {
    const signOns = await db.swmsSignOns.where('versionId').equals(latest.id).toArray();
    const plan = editPlan(latest, signOns, await versionIsUnsent(userId, latest.id));
    if (plan === 'patch') {
      await mutate('swmsVersion.update', { id: latest.id, patch: { content } }, { userId });
    } else {
      await mutate(
        'swmsVersion.create',
        { id: crypto.randomUUID(), createdAt: now(), swmsId: latest.swmsId, jobId: latest.jobId, version: latest.version + 1, content },
        { userId },
      );
    }
    return plan;
  });
}

/** Saves a SWMS's categories, hazards and controls, PPE and plant as a named template of the business. */
export async function saveSwmsTemplate(userId: string, name: string, content: SwmsContent): Promise<string> {
  const id = crypto.randomUUID();
  await mutate('swmsTemplate.create', { id, createdAt: now(), name: name.trim(), content: templateOf(content) }, { userId });
  return id;
}

export async function deleteSwmsTemplate(userId: string, id: string): Promise<void> {
  await mutate('swmsTemplate.delete', { id }, { userId });
}

export async function signOn(userId: string, version: SwmsVersionRow, name: string, signedOn: IsoDate, signature: string) {
  await mutate(
    'swmsSignOn.create',
    { id: crypto.randomUUID(), createdAt: now(), swmsId: version.swmsId, versionId: version.id, name: name.trim(), signedOn, signature },
    { userId },
  );
}

export async function createCertificate(userId: string, fields: CertificateFields): Promise<string> {
  const id = crypto.randomUUID();
  await mutate('certificate.create', { id, createdAt: now(), ...fields }, { userId });
  return id;
}

type CertificatePatch = Partial<Pick<CertificateFields, 'completedOn' | 'dueOn' | 'lodgedOn' | 'details'>>;
export async function updateCertificate(userId: string, row: CertificateRow, next: CertificatePatch): Promise<void> {
  const before = { completedOn: row.completedOn, dueOn: row.dueOn, lodgedOn: row.lodgedOn, details: row.details };
  const patch = diffFields(before, { ...before, ...next });
  if (Object.keys(patch).length) await mutate('certificate.update', { id: row.id, patch }, { userId });
}

/** A record's photos (rows stored before photos existed have none). */
export const certificatePhotos = (row: Pick<CertificateRow, 'photos'>) => row.photos ?? [];

/**
 * Adds photos to a certificate record: resized on the device, stored in IndexedDB in the same transaction as the
 * record's update, uploaded before the update is pushed (works with no signal).
 */
export async function addCertificatePhotos(userId: string, certId: string, files: readonly File[], kind: CertPhotoKind): Promise<void> {
  await attachCertificatePhotos(userId, certId, await Promise.all(files.map((f) => preparePhoto(f))), kind);
}

/** The write behind addCertificatePhotos, for photos already resized (what the device stores and uploads). */
export async function attachCertificatePhotos(userId: string, certId: string, photos: readonly PreparedPhoto[], kind: CertPhotoKind) {
  const current = await getDb().certificates.get(certId);
  if (!current) throw new Error('Certificate not found on this device');
  if (certificatePhotos(current).length + photos.length > MAX_CERT_PHOTOS)
    throw new Error(`A certificate record holds at most ${String(MAX_CERT_PHOTOS)} photos`);
  await writeWithPhotos({ userId, entity: 'certificate', entityId: certId }, photos, async (paths) => {
    // read again inside the transaction: the list this write extends is the one stored now
    const row = await getDb().certificates.get(certId);
    const next = [...certificatePhotos(row ?? current), ...paths.map((path) => ({ path, kind }))];
    await mutate('certificate.update', { id: certId, patch: { photos: next } }, { userId });
  });
}

export async function removeCertificatePhoto(userId: string, certId: string, path: string): Promise<void> {
  const row = await getDb().certificates.get(certId);
  if (!row) return;
  const next = certificatePhotos(row).filter((p) => p.path !== path);
  await mutate('certificate.update', { id: certId, patch: { photos: next } }, { userId });
}
