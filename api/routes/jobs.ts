import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, Ctx } from '../context';
import { requireUser } from '../context';
import { notFound } from '../errors';
import { validate } from '../validate';
import { withUserTx } from '../sync/tx';
import * as jobs from '../repos/jobs';
import { createPlainRow, patchPlainRow, plainTable, softDeletePlainRow } from '../repos/plain-rows';
import { JobFields, JobPhoto, MAX_JOB_PHOTOS } from '../../src/domain/jobs/fields';
import { uuidParam } from './document-http';
import { readPage, withNextCursor } from './document-page';

/**
 * Jobs (issue 13) over the same repo commands as the sync push (the one rows layer, api/repos/plain-rows.ts, with the
 * job's hooks), inside the same per-user lock (withUserTx).
 * GET /api/jobs pages newest first like /api/quotes (`limit`, `cursor`, X-Next-Cursor) with an optional `search`;
 * each job carries its derived `status`, the ids of its quotes, invoices and materials lists, and its time entries.
 * POST is idempotent for client ids (the same id again answers 200 with the stored job). Another user's job is 404.
 */
const F = JobFields.entries;
const CreateBody = v.object({
  id: v.optional(v.pipe(v.string(), v.uuid('must be a UUID'))),
  createdAt: v.optional(v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'))),
  title: F.title,
  clientId: v.optional(F.clientId, null),
  siteAddress: v.optional(F.siteAddress, ''),
  locality: v.optional(F.locality, ''),
  manualStatus: v.optional(F.manualStatus, 'enquiry'),
  scheduledStart: v.optional(F.scheduledStart, null),
  scheduledEnd: v.optional(F.scheduledEnd, null),
  notes: v.optional(F.notes, ''),
  photos: v.optional(
    v.pipe(v.array(JobPhoto, 'photos must be a list'), v.maxLength(MAX_JOB_PHOTOS, `at most ${MAX_JOB_PHOTOS} photos`)),
    [],
  ),
});
const PatchBody = v.pipe(
  v.partial(v.object({ ...JobFields.entries })),
  v.check((p) => Object.keys(p).length > 0, 'body: nothing to change'),
);
const ListQuery = v.object({ search: v.optional(v.pipe(v.string(), v.maxLength(200, 'search is too long'))) });

const jobTable = plainTable('job');

async function jobOr404(c: Ctx, id: string) {
  const job = await jobs.getJob(c.get('deps').sql, requireUser(c).id, id);
  if (!job) throw notFound('Job');
  return job;
}

export const jobRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ListQuery), async (c) => {
    const page = readPage(c);
    const search = c.req.valid('query').search?.trim() || undefined;
    const rows = await jobs.listJobs(c.get('deps').sql, requireUser(c).id, { ...page, search, limit: page.limit + 1 });
    const out = withNextCursor(
      c,
      rows.map((r) => ({ ...r, page_key: r.pageKey })),
      page.limit,
    );
    return c.json(out.map(({ page_key: _k, pageKey: _p, ...job }) => job));
  })
  .get('/:id', async (c) => c.json(await jobOr404(c, uuidParam(c, 'Job'))))
  .post('/', validate('json', CreateBody), async (c) => {
    const { sql, now } = c.get('deps');
    const me = requireUser(c);
    const body = c.req.valid('json');
    const id = body.id ?? randomUUID();
    const { outcome } = await withUserTx(sql, me.id, (tx) =>
      createPlainRow(tx, jobTable, me.id, { ...body, id, createdAt: body.createdAt ?? now().toISOString() }),
    );
    const job = await jobs.getJob(sql, me.id, id);
    // The same id again: the stored job (a deleted one stays deleted).
    if (!job) throw notFound('Job');
    return c.json(job, outcome === 'created' ? 201 : 200);
  })
  .patch('/:id', validate('json', PatchBody), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = uuidParam(c, 'Job');
    if (!(await withUserTx(sql, me.id, (tx) => patchPlainRow(tx, jobTable, me.id, id, c.req.valid('json'))))) throw notFound('Job');
    return c.json(await jobOr404(c, id));
  })
  .delete('/:id', async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = uuidParam(c, 'Job');
    if (!(await withUserTx(sql, me.id, (tx) => softDeletePlainRow(tx, jobTable, me.id, id)))) throw notFound('Job');
    return c.json({ success: true, id });
  });
