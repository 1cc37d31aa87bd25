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

async function linkedDocs(userId: string) {
  const db = getDb();
  // Documents of a job are few; one pass over the user's quotes and invoices (no jobId index on shipped tables).
  const [quotes, invoices] = await Promise.all([
    db.quotes
      .where('userId')
      .equals(userId)
      .filter((q) => Boolean(q.jobId))
      .toArray(),
    db.invoices
      .where('userId')
      .equals(userId)
      .filter((i) => Boolean(i.jobId))
      .toArray(),
  ]);
  return { quotes, invoices };
}

/** The user's jobs with their derived status, newest first, live from the device. undefined while loading. */
export function useJobs(userId: string | undefined): JobView[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return [];
    const db = getDb();
    const [jobs, docs, times] = await Promise.all([
      db.jobs.where('[userId+createdAt]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).reverse().toArray(),
      linkedDocs(userId),
      db.jobTimes.where('userId').equals(userId).toArray(),
    ]);
    const perJob = new Map<string, number>();
    for (const t of times) perJob.set(t.jobId, (perJob.get(t.jobId) ?? 0) + 1);
    return jobs.map((j) => withStatus(j, docs.quotes, docs.invoices, perJob.get(j.id) ?? 0));
  }, [userId]);
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
      linkedDocs(userId),
      db.jobTimes.where('jobId').equals(id).toArray(),
      db.materialsLists
        .where('userId')
        .equals(userId)
        .filter((l) => (l as MaterialsListRow & { jobId?: string | null }).jobId === id)
        .toArray(),
    ]);
    const quotes = docs.quotes.filter((q) => q.jobId === id);
    const invoices = docs.invoices.filter((i) => i.jobId === id);
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
