import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../data/local-db';
import { labourLines } from '../../domain/jobs/labour';
import type { JobRow } from '../../domain/jobs/rows';
import { centsToDecimalString } from '../../domain/money';
import { AU_STATES, type AuState } from '../../domain/thresholds';
import { labourRateCents } from './queries';

/**
 * How a quote, invoice or materials list is made from a job (issue 13): the generators open with ?job={id}, fill the
 * client and site from the job, save the document with jobId, and take the job site's state for the compliance
 * prompts instead of the profile's. "Invoice this job" (?job={id}&labour=1) adds the job's finished hours as labour
 * lines at the labour rate of the settings.
 */

/** The job a document belongs to (live), null when none or not this user's, undefined while loading. */
export function useLinkedJob(userId: string | undefined, jobId: string | null | undefined): JobRow | null | undefined {
  return useLiveQuery(async () => {
    if (!userId || !jobId) return null;
    const job = await getDb().jobs.get(jobId);
    return job && job.userId === userId ? job : null;
  }, [userId, jobId]);
}

/** The state of the job's site, when it has one. */
export function jobState(job: JobRow | null | undefined): AuState | null {
  const s = job?.state;
  return s && (AU_STATES as readonly string[]).includes(s) ? (s as AuState) : null;
}

/** "12 Smith St, Parramatta NSW 2150" */
export function jobSiteText(job: Pick<JobRow, 'siteAddress' | 'locality'>): string {
  return [job.siteAddress.trim(), job.locality.trim()].filter(Boolean).join(', ');
}

/** Runs `fill` once, when the job and the form are both there (a new document only). */
export function useFillFromJobOnce(ready: boolean, fill: () => void | Promise<void>) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !ready) return;
    done.current = true;
    void fill();
  }, [ready, fill]);
}

export interface InvoiceLabourDraft {
  id: string;
  description: string;
  quantity: string;
  rate: string;
  unit: string | null;
}

/** The job's finished time as one invoice line draft at the labour rate (settings, else the price book's labour item). */
export async function labourDrafts(jobId: string): Promise<InvoiceLabourDraft[]> {
  const job = await getDb().jobs.get(jobId);
  if (!job) return [];
  const [times, rate] = await Promise.all([getDb().jobTimes.where('jobId').equals(jobId).toArray(), labourRateCents(job.userId)]);
  return labourLines(times, rate).map((l) => ({
    id: crypto.randomUUID(),
    description: l.description,
    quantity: String(l.quantity),
    rate: centsToDecimalString(l.rateCents),
    unit: l.unit,
  }));
}
