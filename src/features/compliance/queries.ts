import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../data/local-db';
import { versionIsUnsent } from './unsent';
import type { CertificateRow, RiskCheckRow, SwmsSignOnRow, SwmsTemplateRow, SwmsVersionRow } from '../../domain/compliance/rows';
import type { JobRow } from '../../domain/jobs/rows';

export interface JobCompliance {
  riskCheck: RiskCheckRow | null;
  /** oldest first */
  versions: SwmsVersionRow[];
  signOns: SwmsSignOnRow[];
  certificates: CertificateRow[];
}

/** A job's high-risk check, SWMS versions with their sign-ons, and certificates, from the device (live). */
export function useJobCompliance(userId: string, jobId: string): JobCompliance | undefined {
  return useLiveQuery(async () => {
    const db = getDb();
    const [riskCheck, versions, certificates] = await Promise.all([
      db.riskChecks.get(jobId),
      db.swmsVersions.where('jobId').equals(jobId).toArray(),
      db.certificates.where('jobId').equals(jobId).toArray(),
    ]);
    const mine = versions.filter((v) => v.userId === userId).sort((a, b) => a.version - b.version);
    const signOns = mine.length
      ? await db.swmsSignOns
          .where('versionId')
          .anyOf(mine.map((v) => v.id))
          .toArray()
      : [];
    return {
      riskCheck: riskCheck && riskCheck.userId === userId ? riskCheck : null,
      versions: mine,
      signOns: signOns.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      certificates: certificates.filter((c) => c.userId === userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    };
  }, [userId, jobId]);
}

export interface OpenCertificate {
  certificate: CertificateRow;
  job: JobRow | undefined;
}

/** Certificates not yet lodged, across the user's jobs, soonest due first (no date last). */
export function useOpenCertificates(userId: string | undefined): OpenCertificate[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return [];
    const db = getDb();
    const open = (await db.certificates.where('userId').equals(userId).toArray()).filter((c) => !c.lodgedOn);
    const jobs = await db.jobs.bulkGet([...new Set(open.map((c) => c.jobId))]);
    const byId = new Map(jobs.filter((j): j is JobRow => Boolean(j)).map((j) => [j.id, j]));
    return open
      .sort((a, b) => (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999'))
      .map((certificate) => ({ certificate, job: byId.get(certificate.jobId) }));
  }, [userId]);
}

/** Whether a job has a SWMS on this device (the job's delete asks first). */
export async function jobHasSwms(jobId: string): Promise<boolean> {
  return (await getDb().swmsVersions.where('jobId').equals(jobId).count()) > 0;
}

/** The business's SWMS templates on this device, by name (live). */
export function useSwmsTemplates(userId: string): SwmsTemplateRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await getDb().swmsTemplates.where('userId').equals(userId).toArray();
    return rows.sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }));
  }, [userId]);
}

/**
 * Whether a SWMS version is still only on this device (its create waits in the outbox): the one case an edit changes
 * it in place (mutations.ts editSwms). Undefined while loading or with no version.
 */
export function useVersionUnsent(userId: string, versionId: string | undefined): boolean | undefined {
  return useLiveQuery(async () => (versionId ? versionIsUnsent(userId, versionId) : undefined), [userId, versionId]);
}
