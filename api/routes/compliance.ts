import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { requireUser } from '../context';
import { AppError } from '../errors';
import { validate } from '../validate';
import { withUserTx } from '../sync/tx';
import * as repo from '../repos/compliance';
import { queueDocumentEmail } from '../repos/document-emails';
import { uuidParam } from './document-http';

/**
 * On-site compliance over REST (issue 22): a job's compliance in one read, the open certificates across jobs, a SWMS
 * with its versions and sign-ons, and its email to the principal contractor. The high-risk check, SWMS versions,
 * sign-ons, certificate records and SWMS templates are typed tables: their REST sub-apps (/api/compliance/risk-checks,
 * /swms-versions, /sign-ons, /certificates, /swms-templates) are derived from their definitions (api/routes/typed.ts).
 */
const uuid = v.pipe(v.string(), v.uuid('must be a UUID'));
const EmailBody = v.object({ to: v.optional(v.pipe(v.string(), v.trim(), v.email('to: must be an email address'))) });

export const complianceRoutes = new Hono<AppEnv>()
  .get('/jobs/:id', async (c) => c.json(await repo.jobCompliance(c.get('deps').sql, requireUser(c).id, uuidParam(c, 'Job'))))
  .get('/certificates', async (c) => c.json(await repo.openCertificates(c.get('deps').sql, requireUser(c).id)))
  .get('/swms/:id', async (c) => {
    const id = c.req.param('id');
    const swms = v.is(uuid, id) ? await repo.swmsForPdf(c.get('deps').sql, requireUser(c).id, id) : { versions: [], signOns: [] };
    if (!swms.versions.length) throw new AppError('NOT_FOUND', 'SWMS not found');
    return c.json(swms);
  })
  // the SWMS PDF to the principal contractor, through the document email outbox (delivered after the commit)
  .post('/swms/:id/email', validate('json', EmailBody), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = c.req.param('id');
    const { versions } = v.is(uuid, id) ? await repo.swmsForPdf(sql, me.id, id) : { versions: [] };
    const latest = versions[versions.length - 1];
    if (!latest) throw new AppError('NOT_FOUND', 'SWMS not found');
    const to = c.req.valid('json').to ?? latest.content.principalContractorEmail.trim();
    if (!to) throw new AppError('VALIDATION_FAILED', 'to: add the principal contractor’s email to the SWMS first', { field: 'to' });
    await withUserTx(sql, me.id, (tx) => queueDocumentEmail(tx, me.id, 'swms', id, to));
    return c.json({ queued: true, to, version: latest.version }, 202);
  });
