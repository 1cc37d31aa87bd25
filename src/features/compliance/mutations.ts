import { getDb } from '../../data/local-db';
import { mutate } from '../../data/sync/mutate';
import type { IsoDate } from '../../domain/dates';
import type { CertificateRow, SwmsVersionRow } from '../../domain/compliance/rows';
import { editPlan, templateOf, type SwmsContent } from '../../domain/compliance/swms';
import type { CertificateFields, RiskCheckFields } from '../../domain/sync/features/compliance';
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
 * Saves an edit of the SWMS. While nobody has signed the latest version it is changed in place; once anyone has,
 * the edit becomes the next version and the signed one is kept as signed (everyone signs the new one again).
 */
export async function editSwms(userId: string, latest: SwmsVersionRow, content: SwmsContent): Promise<'patch' | 'new-version'> {
  const signOns = await getDb().swmsSignOns.where('versionId').equals(latest.id).toArray();
  const plan = editPlan(latest, signOns);
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
