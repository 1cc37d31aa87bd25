import type { Db } from '../db';
import type { LockedTx } from '../sync/tx';
import { AppError } from '../errors';
import * as places from '../../src/domain/places';
import { formatLocality, resolveLocality } from '../../src/domain/marketplace/location';
import { deriveJobStatus, type JobStatus, type ManualJobStatus } from '../../src/domain/jobs/status';
import { scheduleProblem, timeProblem, type JobFields, type JobPhoto, type TimeFields } from '../../src/domain/jobs/fields';
import type { JobRow as ClientJob, JobTimeRow as ClientJobTime } from '../../src/domain/jobs/rows';
import { assertOwnUploadedObjects } from './objects';
import { toDevice, type PgRowOf } from '../../src/domain/sync/plain';
import type { PlainChange } from './plain-hooks';

/**
 * Jobs and time entries (issue 13). Writes take LockedTx, so they run under the user's sync lock, from the REST
 * routes and the sync push alike. Every query names the owner: another user's job is "not found", never "forbidden".
 * Patches set only the fields they carry (last write wins per field, docs/sync.md).
 */
export interface JobDbRow {
  id: string;
  user_id: string;
  client_id: string | null;
  title: string;
  site_address: string;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  manual_status: ManualJobStatus;
  scheduled_start: string | null;
  scheduled_end: string | null;
  notes: string;
  photos: JobPhoto[];
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  change_no: number;
}
/** A time entry's Postgres row, derived from its typed columns (src/domain/sync/features/jobs.ts). */
export type JobTimeDbRow = PgRowOf<'jobTime'>;

const dateText = (d: string | Date | null) => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

export function toClientJob(r: JobDbRow): Omit<ClientJob, 'userId'> {
  return {
    id: r.id,
    title: r.title,
    clientId: r.client_id,
    siteAddress: r.site_address,
    locality:
      r.suburb && r.state && r.postcode
        ? formatLocality({ name: r.suburb, state: r.state as places.PlaceState, postcode: r.postcode })
        : '',
    suburb: r.suburb,
    state: r.state,
    postcode: r.postcode,
    manualStatus: r.manual_status,
    scheduledStart: dateText(r.scheduled_start),
    scheduledEnd: dateText(r.scheduled_end),
    notes: r.notes,
    photos: r.photos,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

/** A typed locality → stored columns; '' is none; an unknown one is a 400 naming `locality`. */
function siteColumns(text: string) {
  if (!text.trim()) return { suburb: null, state: null, postcode: null };
  const l = resolveLocality(places, text);
  if (!l)
    throw new AppError('VALIDATION_FAILED', 'locality: not an Australian suburb or postcode we know (e.g. "Parramatta NSW 2150")', {
      field: 'locality',
    });
  return { suburb: l.name, state: l.state, postcode: l.postcode };
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

export type JobCreate = JobFields & { id: string; createdAt?: string; photos?: JobPhoto[] };

/**
 * Creates a job. Idempotent for client ids: the same id again changes nothing (false), a deleted one stays deleted,
 * and another user's id is refused.
 */
export async function createJob(tx: LockedTx, userId: string, input: JobCreate): Promise<boolean> {
  const [existing] = await tx<{ user_id: string }[]>`select user_id from jobs where id = ${input.id}`;
  if (existing) {
    if (existing.user_id !== userId) throw new AppError('CONFLICT', 'That job id is already taken');
    return false;
  }
  assertSchedule(input.scheduledStart, input.scheduledEnd);
  await assertOwnClient(tx, userId, input.clientId);
  const photos = input.photos ?? [];
  await assertOwnPhotos(tx, userId, photos);
  const site = siteColumns(input.locality);
  await tx`insert into jobs (id, user_id, client_id, title, site_address, suburb, state, postcode, manual_status,
      scheduled_start, scheduled_end, notes, photos, created_at)
    values (${input.id}, ${userId}, ${input.clientId}, ${input.title}, ${input.siteAddress}, ${site.suburb}, ${site.state},
      ${site.postcode}, ${input.manualStatus}, ${input.scheduledStart}, ${input.scheduledEnd}, ${input.notes}, ${tx.json(photos)},
      ${input.createdAt ?? new Date().toISOString()})`;
  return true;
}

async function lockedJob(tx: LockedTx, userId: string, id: string) {
  const [row] = await tx<JobDbRow[]>`select * from jobs where id = ${id} and user_id = ${userId} and deleted_at is null for update`;
  return row;
}

/** Patches a live job of the user's; false when there is none (deleted, never made, or another user's). */
export async function updateJob(tx: LockedTx, userId: string, id: string, patch: Partial<JobFields>): Promise<boolean> {
  const cur = await lockedJob(tx, userId, id);
  if (!cur) return false;
  assertSchedule(
    patch.scheduledStart !== undefined ? patch.scheduledStart : dateText(cur.scheduled_start),
    patch.scheduledEnd !== undefined ? patch.scheduledEnd : dateText(cur.scheduled_end),
  );
  if (patch.clientId !== undefined) await assertOwnClient(tx, userId, patch.clientId);
  const cols: Record<string, unknown> = {
    title: patch.title,
    client_id: patch.clientId,
    site_address: patch.siteAddress,
    manual_status: patch.manualStatus,
    scheduled_start: patch.scheduledStart,
    scheduled_end: patch.scheduledEnd,
    notes: patch.notes,
    ...(patch.locality !== undefined ? siteColumns(patch.locality) : {}),
  };
  const set = Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await tx`update jobs set ${tx(set)} where id = ${id} and user_id = ${userId}`;
  return true;
}

export async function addJobPhoto(tx: LockedTx, userId: string, id: string, photo: JobPhoto): Promise<boolean> {
  const cur = await lockedJob(tx, userId, id);
  if (!cur) return false;
  if (cur.photos.some((p) => p.path === photo.path)) return true;
  await assertOwnPhotos(tx, userId, [photo]);
  await tx`update jobs set photos = ${tx.json([...cur.photos, photo])} where id = ${id} and user_id = ${userId}`;
  return true;
}

export async function removeJobPhoto(tx: LockedTx, userId: string, id: string, path: string): Promise<boolean> {
  const cur = await lockedJob(tx, userId, id);
  if (!cur) return false;
  if (!cur.photos.some((p) => p.path === path)) return true;
  await tx`update jobs set photos = ${tx.json(cur.photos.filter((p) => p.path !== path))} where id = ${id} and user_id = ${userId}`;
  return true;
}

/** Soft delete with its time entries; quotes, invoices and lists of the job stay (their link stays, harmless). */
export async function deleteJob(tx: LockedTx, userId: string, id: string): Promise<boolean> {
  const rows = await tx`update jobs set deleted_at = now() where id = ${id} and user_id = ${userId} and deleted_at is null returning id`;
  await tx`update job_times set deleted_at = now() where job_id = ${id} and user_id = ${userId} and deleted_at is null`;
  return rows.length > 0;
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
      ...toClientJob(r),
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
