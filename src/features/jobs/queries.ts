import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, kvGet } from '../../data/local-db';
import { deriveJobStatus, type JobStatus } from '../../domain/jobs/status';
import type { JobRow, JobTimeRow } from '../../domain/jobs/rows';
import { labourRate } from '../../domain/jobs/labour';
import type { Quote, Invoice } from '../../domain/schemas/documents';
import type { MaterialsListRow } from '../../data/local-db';

export type JobView = JobRow & { status: JobStatus };

type QuoteLike = Pick<Quote, 'id' | 'status' | 'customerEvents' | 'title' | 'jobNumber' | 'totalCents'> & {
  jobId?: string | null;
  userId: string;
};
type InvoiceLike = Pick<Invoice, 'id' | 'status' | 'title' | 'invoiceNumber' | 'totalCents' | 'payments'> & {
  jobId?: string | null;
  userId: string;
};

/** The status shown: the one rule of src/domain/jobs/status.ts over the device's copy of the job's documents and time. */
function withStatus(job: JobRow, quotes: QuoteLike[], invoices: InvoiceLike[], times: number): JobView {
  return {
    ...job,
    status: deriveJobStatus({
      manualStatus: job.manualStatus,
      quotes: quotes.filter((q) => q.jobId === job.id),
      invoices: invoices.filter((i) => i.jobId === job.id),
      timeEntries: times,
    }),
  };
}

/**
 * The quotes and invoices of these jobs, by their jobId index (Dexie v11): only linked rows are in that index, so this
 * reads the jobs' few documents, never every quote and invoice on the device (issue 24: 70,000 of them on a big account).
 */
async function linkedDocs(userId: string, jobIds: string[]) {
  const db = getDb();
  const mine = <T extends { userId: string }>(r: T) => r.userId === userId;
  const [quotes, invoices] = await Promise.all([
    db.quotes.where('jobId').anyOf(jobIds).filter(mine).toArray(),
    db.invoices.where('jobId').anyOf(jobIds).filter(mine).toArray(),
  ]);
  return { quotes, invoices };
}

/** The jobs with their derived status: their documents and time entries read by the jobs' ids. */
async function withStatuses(userId: string, jobs: JobRow[]): Promise<JobView[]> {
  const ids = jobs.map((j) => j.id);
  const [docs, times] = await Promise.all([linkedDocs(userId, ids), getDb().jobTimes.where('jobId').anyOf(ids).toArray()]);
  const perJob = new Map<string, number>();
  for (const t of times) if (t.userId === userId) perJob.set(t.jobId, (perJob.get(t.jobId) ?? 0) + 1);
  return jobs.map((j) => withStatus(j, docs.quotes, docs.invoices, perJob.get(j.id) ?? 0));
}

const newestJobs = (userId: string) =>
  getDb().jobs.where('[userId+createdAt]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).reverse();

/** The user's jobs with their derived status, newest first, live from the device. undefined while loading. */
export function useJobs(userId: string | undefined): JobView[] | undefined {
  return useLiveQuery(async () => (userId ? withStatuses(userId, await newestJobs(userId).toArray()) : []), [userId]);
}

/**
 * The newest `limit` jobs (all of them when `limit` is null: a search or status filter looks at every job) and how
 * many there are, from the [userId+createdAt] index (issue 24: the list paints its first cards from one short read).
 */
export async function jobPage(userId: string, limit: number | null): Promise<{ rows: JobView[]; total: number }> {
  const [jobs, total] = await Promise.all([
    limit === null ? newestJobs(userId).toArray() : newestJobs(userId).limit(limit).toArray(),
    newestJobs(userId).count(),
  ]);
  return { rows: await withStatuses(userId, jobs), total };
}

/** jobPage, live. undefined while loading. */
export function useJobPage(userId: string | undefined, limit: number | null): { rows: JobView[]; total: number } | undefined {
  return useLiveQuery(async () => (userId ? jobPage(userId, limit) : { rows: [], total: 0 }), [userId, limit]);
}

export interface JobDetail {
  job: JobView;
  quotes: QuoteLike[];
  invoices: InvoiceLike[];
  lists: MaterialsListRow[];
  times: JobTimeRow[];
}

/** One job with its documents, lists and time; null when this device has no such job of this user. */
export function useJobDetail(userId: string | undefined, id: string | undefined): JobDetail | null | undefined {
  return useLiveQuery(async () => {
    if (!userId || !id) return null;
    const db = getDb();
    const job = await db.jobs.get(id);
    if (!job || job.userId !== userId) return null;
    const [docs, times, lists] = await Promise.all([
      linkedDocs(userId, [id]),
      db.jobTimes.where('jobId').equals(id).toArray(),
      db.materialsLists
        .where('userId')
        .equals(userId)
        .filter((l) => (l as MaterialsListRow & { jobId?: string | null }).jobId === id)
        .toArray(),
    ]);
    const { quotes, invoices } = docs;
    times.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
    return { job: withStatus(job, quotes, invoices, times.length), quotes, invoices, lists, times };
  }, [userId, id]);
}

/** The labour rate and where it comes from: the tradie's own (settings), the price book's labour item, or $85. */
export async function labourRateInfo(userId: string): Promise<ReturnType<typeof labourRate>> {
  const s = await kvGet<{ labourRateCents?: number | null }>('settings');
  const labourItems = await getDb()
    .priceItems.where('userId')
    .equals(userId)
    .filter((i) => /labou?r/i.test(i.description))
    .toArray();
  return labourRate(s?.labourRateCents, labourItems);
}

export const labourRateCents = async (userId: string) => (await labourRateInfo(userId)).rateCents;

export function useLabourRate(userId: string): ReturnType<typeof labourRate> | undefined {
  return useLiveQuery(() => labourRateInfo(userId), [userId]);
}
