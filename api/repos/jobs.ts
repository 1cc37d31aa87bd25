import type { Db } from '../db';
import type { LockedTx } from '../sync/tx';
import { AppError } from '../errors';
import * as places from '../../src/domain/places';
import { formatLocality, resolveLocality } from '../../src/domain/marketplace/location';
import { deriveJobStatus, type JobStatus } from '../../src/domain/jobs/status';
import { scheduleProblem, timeProblem, type JobPhoto, type TimeFields } from '../../src/domain/jobs/fields';
import type { JobRow as ClientJob, JobTimeRow as ClientJobTime } from '../../src/domain/jobs/rows';
import { assertOwnUploadedObjects } from './objects';
import { toDevice, type FieldsOf, type PgRowOf } from '../../src/domain/sync/plain';
import type { PlainChange } from './plain-hooks';

/**
 * Jobs and time entries (issue 13). A job is a typed table (src/domain/sync/features/jobs.ts jobColumns): its create,
 * patch and delete are the one rows layer's (api/repos/plain-rows.ts) with the hooks below; its named actions (a photo
 * added or removed) are here. Writes take LockedTx, so they run under the user's sync lock, from the REST routes and
 * the sync push alike. Every query names the owner: another user's job is "not found", never "forbidden".
 */
export type JobDbRow = PgRowOf<'job'>;
/** A time entry's Postgres row, derived from its typed columns (src/domain/sync/features/jobs.ts). */
export type JobTimeDbRow = PgRowOf<'jobTime'>;

const dateText = (d: string | Date | null) => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** A typed locality → the stored locality (canonical) and its parts; '' is none; an unknown one is a 400 naming `locality`. */
function siteColumns(text: string) {
  if (!text.trim()) return { locality: '', suburb: null, state: null, postcode: null };
  const l = resolveLocality(places, text);
  if (!l)
    throw new AppError('VALIDATION_FAILED', 'locality: not an Australian suburb or postcode we know (e.g. "Parramatta NSW 2150")', {
      field: 'locality',
    });
  return { locality: formatLocality(l), suburb: l.name, state: l.state, postcode: l.postcode };
}

async function assertOwnClient(tx: Db, userId: string, clientId: string | null | undefined) {
  if (!clientId) return;
  const [row] = await tx`select 1 from clients where id = ${clientId} and user_id = ${userId}`;
  if (!row) throw new AppError('VALIDATION_FAILED', 'clientId: no client of yours has this id', { field: 'clientId' });
}

/** Every photo must be one of the user's own files, its bytes uploaded (api/repos/objects.ts assertOwnUploadedObjects). */
async function assertOwnPhotos(tx: Db, userId: string, photos: readonly JobPhoto[]) {
  await assertOwnUploadedObjects(
    tx,
    userId,
    photos.map((p) => p.path.slice('/api/objects/'.length)),
  );
}

function assertSchedule(start: string | null, end: string | null) {
  const problem = scheduleProblem(start, end);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { field: problem.split(':')[0] });
}

async function lockedJob(tx: LockedTx, userId: string, id: string) {
  const [row] = await tx<JobDbRow[]>`select * from jobs where id = ${id} and user_id = ${userId} and deleted_at is null for update`;
  return row;
}

/**
 * The rules of a job (its definition's `check`): the schedule does not run backwards (on a patch, against the stored
 * row; a gone row is left alone, a delete wins), the client is the user's, and so is every photo of a create.
 */
export async function checkJob(tx: LockedTx, userId: string, change: PlainChange<FieldsOf<'job'>>): Promise<void> {
  if (change.on === 'create') {
    const { row } = change;
    assertSchedule(row.scheduledStart, row.scheduledEnd);
    await assertOwnClient(tx, userId, row.clientId);
    await assertOwnPhotos(tx, userId, row.photos ?? []);
    return;
  }
  const { id, patch } = change;
  const cur = await lockedJob(tx, userId, id);
  if (!cur) return;
  assertSchedule(
    patch.scheduledStart !== undefined ? patch.scheduledStart : dateText(cur.scheduled_start),
    patch.scheduledEnd !== undefined ? patch.scheduledEnd : dateText(cur.scheduled_end),
  );
  if (patch.clientId !== undefined) await assertOwnClient(tx, userId, patch.clientId);
}

/** A job's site (its definition's `derived`): the typed locality resolved, with its suburb, state and postcode. */
export async function deriveJobSite(_tx: LockedTx, _userId: string, change: PlainChange<FieldsOf<'job'>>) {
  const locality = change.on === 'create' ? change.row.locality : change.patch.locality;
  return locality === undefined ? {} : siteColumns(locality);
}

/** A job's delete takes its time entries; quotes, invoices and lists of the job stay (their link stays, harmless). */
export async function deleteJobTimes(tx: LockedTx, userId: string, id: string): Promise<void> {
  await tx`update job_times set deleted_at = now() where job_id = ${id} and user_id = ${userId} and deleted_at is null`;
}

/** The action job.addPhoto: one photo added (again: no change); false when the user has no such live job. */
export async function addJobPhoto(tx: LockedTx, userId: string, id: string, photo: JobPhoto): Promise<boolean> {
  const cur = await lockedJob(tx, userId, id);
  if (!cur) return false;
  if (cur.photos.some((p) => p.path === photo.path)) return true;
  await assertOwnPhotos(tx, userId, [photo]);
  await tx`update jobs set photos = ${tx.json([...cur.photos, photo])} where id = ${id} and user_id = ${userId}`;
  return true;
}

/** The action job.removePhoto: one photo taken off (one it does not have: no change). */
export async function removeJobPhoto(tx: LockedTx, userId: string, id: string, path: string): Promise<boolean> {
  const cur = await lockedJob(tx, userId, id);
  if (!cur) return false;
  if (!cur.photos.some((p) => p.path === path)) return true;
  await tx`update jobs set photos = ${tx.json(cur.photos.filter((p) => p.path !== path))} where id = ${id} and user_id = ${userId}`;
  return true;
}

/**
 * The rules of a time entry (jobTime is a plain entity; api/repos/plain-hooks.ts): a new one names a live job of the
 * user, and its times make sense — on a patch, against the stored row (a gone row is left alone: a delete wins).
 */
export async function checkTime(tx: LockedTx, userId: string, change: PlainChange<TimeFields & { jobId: string }>): Promise<void> {
  let startedAt: string;
  let endedAt: string | null;
  if (change.on === 'create') {
    const [job] = await tx`select 1 from jobs where id = ${change.row.jobId} and user_id = ${userId} and deleted_at is null`;
    if (!job) throw new AppError('VALIDATION_FAILED', 'jobId: no job of yours has this id', { field: 'jobId' });
    ({ startedAt, endedAt } = change.row);
  } else {
    const { id, patch } = change;
    const [cur] = await tx<
      JobTimeDbRow[]
    >`select * from job_times where id = ${id} and user_id = ${userId} and deleted_at is null for update`;
    if (!cur) return;
    startedAt = patch.startedAt ?? cur.started_at.toISOString();
    endedAt = patch.endedAt !== undefined ? patch.endedAt : (cur.ended_at?.toISOString() ?? null);
  }
  const problem = timeProblem(startedAt, endedAt);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { field: 'endedAt' });
}

// ---------- reads (REST) ----------

export type JobView = Omit<ClientJob, 'userId'> & {
  status: JobStatus;
  quoteIds: string[];
  invoiceIds: string[];
  materialsListIds: string[];
  time: Array<Omit<ClientJobTime, 'userId'>>;
};

/** The job with what derives its status: its live quotes, invoices, lists and time entries. */
async function withLinks(sql: Db, userId: string, rows: JobDbRow[]): Promise<JobView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [quotes, invoices, lists, times] = await Promise.all([
    sql<{ id: string; job_id: string; status: string; customer_events: { kind: string }[] | null }[]>`
      select id, job_id, status, customer_events from quotes where user_id = ${userId} and deleted_at is null and job_id in ${sql(ids)}`,
    sql<{ id: string; job_id: string; status: string }[]>`
      select id, job_id, status from invoices where user_id = ${userId} and deleted_at is null and job_id in ${sql(ids)}`,
    sql<{ id: string; job_id: string }[]>`
      select id, job_id from materials_lists where user_id = ${userId} and deleted_at is null and job_id in ${sql(ids)}`,
    sql<
      JobTimeDbRow[]
    >`select * from job_times where user_id = ${userId} and deleted_at is null and job_id in ${sql(ids)} order by started_at`,
  ]);
  return rows.map((r) => {
    const q = quotes.filter((x) => x.job_id === r.id);
    const i = invoices.filter((x) => x.job_id === r.id);
    const t = times.filter((x) => x.job_id === r.id);
    return {
      ...toDevice('job', r),
      status: deriveJobStatus({
        manualStatus: r.manual_status,
        quotes: q.map((x) => ({ status: x.status, customerEvents: x.customer_events })),
        invoices: i,
        timeEntries: t.length,
      }),
      quoteIds: q.map((x) => x.id),
      invoiceIds: i.map((x) => x.id),
      materialsListIds: lists.filter((x) => x.job_id === r.id).map((x) => x.id),
      time: t.map((r) => toDevice('jobTime', r)),
    };
  });
}

export async function getJob(sql: Db, userId: string, id: string): Promise<JobView | undefined> {
  const rows = await sql<JobDbRow[]>`select * from jobs where id = ${id} and user_id = ${userId} and deleted_at is null`;
  return (await withLinks(sql, userId, rows))[0];
}

/** A page of the user's live jobs, newest first; `after` is the last job of the previous page. */
export async function listJobs(
  sql: Db,
  userId: string,
  page: { limit: number; after?: { createdAt: string; id: string }; search?: string },
): Promise<Array<JobView & { pageKey: string }>> {
  const like = page.search ? `%${page.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await sql<(JobDbRow & { page_key: string })[]>`select *, created_at::text as page_key from jobs
    where user_id = ${userId} and deleted_at is null
    ${page.after ? sql`and (created_at, id) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)` : sql``}
    ${like ? sql`and (title ilike ${like} or site_address ilike ${like} or coalesce(suburb, '') ilike ${like} or notes ilike ${like})` : sql``}
    order by created_at desc, id desc limit ${page.limit}`;
  const views = await withLinks(sql, userId, rows);
  return views.map((v, i) => ({ ...v, pageKey: rows[i].page_key }));
}
