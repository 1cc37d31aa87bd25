import type { Db } from '../db';
import type { LockedTx } from '../sync/tx';
import { AppError } from '../errors';
import { assertOwnUploadedObjects } from './objects';
import type { PlainChange } from './plain-hooks';
import type { CertificateFields, RiskCheckFields, SwmsSignOnFields, SwmsVersionFields } from '../../src/domain/sync/features/compliance';
import { toDevice, type PgRowOf } from '../../src/domain/sync/plain';

/**
 * On-site compliance (issue 22): high-risk checks, SWMS versions and sign-ons, certificate records. Their writes are
 * plain rows (api/repos/plain-rows.ts); this file holds their row mappers, the checks beyond the row, the reads of the
 * REST routes and the certificate reminder sweep.
 */
// Postgres rows derived from the typed columns (src/domain/sync/features/compliance.ts); devices get toDevice(name, row).
export type RiskCheckDbRow = PgRowOf<'riskCheck'>;
export type SwmsVersionDbRow = PgRowOf<'swmsVersion'>;
export type SwmsSignOnDbRow = PgRowOf<'swmsSignOn'>;
export type CertificateDbRow = PgRowOf<'certificate'>;

const toClientRiskCheck = (r: RiskCheckDbRow) => toDevice('riskCheck', r);
const toClientSwmsVersion = (r: SwmsVersionDbRow) => toDevice('swmsVersion', r);
const toClientSwmsSignOn = (r: SwmsSignOnDbRow) => toDevice('swmsSignOn', r);
const toClientCertificate = (r: CertificateDbRow) => toDevice('certificate', r);

// ---------- checks (run by the plain writes, sync push and REST alike) ----------

async function requireLiveJob(tx: LockedTx, userId: string, jobId: string): Promise<void> {
  const [job] = await tx`select 1 from jobs where id = ${jobId} and user_id = ${userId} and deleted_at is null`;
  if (!job) throw new AppError('VALIDATION_FAILED', 'jobId: no job of yours has this id', { field: 'jobId' });
}

export async function checkRiskCheck(tx: LockedTx, userId: string, change: PlainChange<RiskCheckFields>): Promise<void> {
  if (change.on === 'create') await requireLiveJob(tx, userId, change.row.jobId);
}

/** A record names a live job of yours; its photos are your own files whose bytes are in (uploaded before the write). */
export async function checkCertificate(tx: LockedTx, userId: string, change: PlainChange<CertificateFields>): Promise<void> {
  if (change.on === 'create') await requireLiveJob(tx, userId, change.row.jobId);
  const photos = change.on === 'create' ? change.row.photos : change.patch.photos;
  if (photos?.length)
    await assertOwnUploadedObjects(
      tx,
      userId,
      photos.map((p) => p.path.slice('/api/objects/'.length)),
    );
}

/**
 * A new version names a live job (version 1) or a SWMS of yours on that job (later versions). A number another edit
 * took first is not refused: the insert trigger (db/migrations/202611260201_swms_next_free_version.sql) gives it the
 * next free number, so two devices editing the same version apart end as two versions, never one over the other.
 * A version is changed in place only while nobody has signed it and it has not gone to the principal contractor
 * (emailed since it was made); after that an edit is a new version, so each signature and each copy sent stays
 * with what was signed or sent.
 */
export async function checkSwmsVersion(tx: LockedTx, userId: string, change: PlainChange<SwmsVersionFields>): Promise<void> {
  if (change.on === 'create') {
    const { jobId, swmsId, version } = change.row;
    const [first] = await tx`select 1 from swms_versions where user_id = ${userId} and swms_id = ${swmsId} limit 1`;
    if (!first && version === 1) await requireLiveJob(tx, userId, jobId);
    else {
      const [same] = await tx`select 1 from swms_versions where user_id = ${userId} and swms_id = ${swmsId} and job_id = ${jobId} limit 1`;
      if (!same) throw new AppError('VALIDATION_FAILED', 'swmsId: no SWMS of yours has this id for this job', { field: 'swmsId' });
    }
    return;
  }
  const [signed] =
    await tx`select 1 from swms_sign_ons where version_id = ${change.id} and user_id = ${userId} and deleted_at is null limit 1`;
  if (signed) throw new AppError('CONFLICT', 'This SWMS version has been signed; an edit makes a new version');
  const [sent] = await tx`
    select 1 from swms_versions v join document_emails e
      on e.user_id = v.user_id and e.document_kind = 'swms' and e.document_id = v.swms_id and e.created_at >= v.created_at
    where v.id = ${change.id} and v.user_id = ${userId} limit 1`;
  if (sent) throw new AppError('CONFLICT', 'This SWMS version has been sent to the principal contractor; an edit makes a new version');
}

export async function checkSwmsSignOn(tx: LockedTx, userId: string, change: PlainChange<SwmsSignOnFields>): Promise<void> {
  if (change.on !== 'create') return;
  const [version] = await tx<{ swms_id: string }[]>`
    select swms_id from swms_versions where id = ${change.row.versionId} and user_id = ${userId} and deleted_at is null`;
  if (!version || version.swms_id !== change.row.swmsId)
    throw new AppError('VALIDATION_FAILED', 'versionId: no SWMS version of yours has this id', { field: 'versionId' });
}

// ---------- reads (REST) ----------

/** A job's SWMS: every version (oldest first) with its sign-ons, and the job's high-risk check. */
export async function jobCompliance(sql: Db, userId: string, jobId: string) {
  const [job] = await sql`select 1 from jobs where id = ${jobId} and user_id = ${userId}`;
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  const [risk] = await sql<RiskCheckDbRow[]>`
    select * from risk_checks where job_id = ${jobId} and user_id = ${userId} and deleted_at is null order by created_at limit 1`;
  const versions = await sql<SwmsVersionDbRow[]>`
    select * from swms_versions where job_id = ${jobId} and user_id = ${userId} and deleted_at is null order by swms_id, version`;
  const signOns = versions.length
    ? await sql<SwmsSignOnDbRow[]>`
        select * from swms_sign_ons where user_id = ${userId} and deleted_at is null
          and version_id in ${sql(versions.map((v) => v.id))} order by created_at`
    : [];
  const certs = await sql<CertificateDbRow[]>`
    select * from certificates where job_id = ${jobId} and user_id = ${userId} and deleted_at is null order by created_at`;
  return {
    riskCheck: risk ? toClientRiskCheck(risk) : null,
    versions: versions.map((v) => ({
      ...toClientSwmsVersion(v),
      signOns: signOns.filter((s) => s.version_id === v.id).map(toClientSwmsSignOn),
    })),
    certificates: certs.map(toClientCertificate),
  };
}

/** A job's completed certificate records (tested / completed on set), oldest first: the customer's copies. */
export async function completedCertificatesOfJob(sql: Db, userId: string, jobId: string) {
  const rows = await sql<CertificateDbRow[]>`
    select * from certificates where user_id = ${userId} and job_id = ${jobId} and deleted_at is null and completed_on is not null
    order by created_at`;
  return rows.map(toClientCertificate);
}

/** The business's SWMS templates, by name. */
/** The user's open certificates (not lodged) across jobs, soonest due first. */
export async function openCertificates(sql: Db, userId: string) {
  const rows = await sql<CertificateDbRow[]>`
    select * from certificates where user_id = ${userId} and deleted_at is null and lodged_on is null
    order by due_on nulls last, created_at`;
  return rows.map(toClientCertificate);
}

// ---------- reminders ----------

export interface DueCertificate {
  id: string;
  userId: string;
  email: string;
  ruleId: string;
  dueOn: string;
  siteAddress: string;
}

/**
 * Open certificates due on or before `until` that have not been reminded yet, claimed for this run (reminded_on is set
 * in the same statement, so two API nodes never send the same reminder twice): one email per certificate.
 */
export async function claimDueCertificates(sql: Db, today: string, until: string, limit = 100): Promise<DueCertificate[]> {
  const rows = await sql<{ id: string; user_id: string; email: string; rule_id: string; due_on: string; site: string }[]>`
    update certificates c set reminded_on = ${today}
    from users u
    where u.id = c.user_id and c.deleted_at is null and c.lodged_on is null and c.due_on is not null and c.due_on <= ${until}
      and c.reminded_on is null
      and c.id in (
        select id from certificates where deleted_at is null and lodged_on is null and due_on <= ${until}
          and reminded_on is null order by due_on limit ${limit})
    returning c.id, c.user_id, u.email, c.rule_id, c.due_on, c.details->>'siteAddress' as site`;
  return rows.map((r) => ({ id: r.id, userId: r.user_id, email: r.email, ruleId: r.rule_id, dueOn: r.due_on, siteAddress: r.site ?? '' }));
}

/** A reminder that could not be sent goes back to the queue (the next run tries again). */
export async function releaseReminder(sql: Db, id: string): Promise<void> {
  await sql`update certificates set reminded_on = null where id = ${id}`;
}

/** A SWMS's versions (oldest first) with their sign-ons, for its PDF; empty when it is not the user's. */
export async function swmsForPdf(sql: Db, userId: string, swmsId: string) {
  const versions = await sql<SwmsVersionDbRow[]>`
    select * from swms_versions where swms_id = ${swmsId} and user_id = ${userId} and deleted_at is null order by version`;
  const signOns = versions.length
    ? await sql<SwmsSignOnDbRow[]>`
        select * from swms_sign_ons where swms_id = ${swmsId} and user_id = ${userId} and deleted_at is null order by created_at`
    : [];
  return { versions: versions.map(toClientSwmsVersion), signOns: signOns.map(toClientSwmsSignOn) };
}
