import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { requireUser } from '../context';
import { AppError } from '../errors';
import { validate } from '../validate';
import { withUserTx } from '../sync/tx';
import { createPlainRow, getPlainRow, patchPlainRow, plainTable, softDeletePlainRow } from '../repos/plain-rows';
import * as repo from '../repos/compliance';
import { toDevice } from '../../src/domain/sync/plain';
import { queueDocumentEmail } from '../repos/document-emails';
import { uuidParam } from './document-http';
import {
  CertificateFields,
  RiskCheckFields,
  SwmsSignOnFields,
  SwmsTemplateFields,
  SwmsVersionFields,
} from '../../src/domain/sync/features/compliance';

/**
 * On-site compliance over REST (issue 22), on the same plain-row writes and checks as the sync mutators, under the
 * same per-user lock: a job's high-risk check, SWMS versions and sign-ons, certificate records; a job's compliance in
 * one read and the open certificates across jobs.
 */
const uuid = v.pipe(v.string(), v.uuid('must be a UUID'));
const isoInstant = v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'));
const stamp = { id: v.optional(uuid), createdAt: v.optional(isoInstant) };
const somePatch = <S extends v.GenericSchema<object>>(schema: S) =>
  v.pipe(
    schema,
    v.check((p: object) => Object.values(p).some((x) => x !== undefined), 'Send at least one field to change'),
  );

const CertificatePatch = somePatch(
  v.partial(
    v.object({
      completedOn: CertificateFields.entries.completedOn,
      dueOn: CertificateFields.entries.dueOn,
      lodgedOn: CertificateFields.entries.lodgedOn,
      details: CertificateFields.entries.details,
      photos: CertificateFields.entries.photos,
    }),
  ),
);
const EmailBody = v.object({ to: v.optional(v.pipe(v.string(), v.trim(), v.email('to: must be an email address'))) });
const VersionPatch = somePatch(v.object({ content: SwmsVersionFields.entries.content }));
const TemplatePatch = somePatch(v.partial(SwmsTemplateFields));

const T = {
  riskCheck: plainTable('riskCheck'),
  swmsVersion: plainTable('swmsVersion'),
  swmsSignOn: plainTable('swmsSignOn'),
  certificate: plainTable('certificate'),
  swmsTemplate: plainTable('swmsTemplate'),
};
type Kind = keyof typeof T;
const WORD: Record<Kind, string> = {
  riskCheck: 'High-risk check',
  swmsVersion: 'SWMS version',
  swmsSignOn: 'Sign-on',
  certificate: 'Certificate',
  swmsTemplate: 'SWMS template',
};
const notFoundOf = (kind: Kind) => new AppError('NOT_FOUND', `${WORD[kind]} not found`);

async function readOne(c: Context<AppEnv>, kind: 'swmsVersion' | 'certificate' | 'swmsTemplate') {
  const id = c.req.param('id') ?? '';
  const row = v.is(uuid, id) ? await getPlainRow(c.get('deps').sql, plainTable(kind), requireUser(c).id, id) : undefined;
  if (!row) throw notFoundOf(kind);
  return c.json(toDevice(kind, row as never));
}

async function create(c: Context<AppEnv>, kind: Kind, body: { id?: string; createdAt?: string }) {
  const { sql } = c.get('deps');
  const me = requireUser(c);
  const input = { ...body, id: body.id ?? randomUUID() };
  const result = await withUserTx(sql, me.id, (tx) => createPlainRow(tx, plainTable(kind), me.id, input));
  if (result.outcome === 'deleted') throw notFoundOf(kind);
  return c.json(toDevice(kind, result.row as never), result.outcome === 'created' ? 201 : 200);
}

export const complianceRoutes = new Hono<AppEnv>()
  .get('/jobs/:id', async (c) => c.json(await repo.jobCompliance(c.get('deps').sql, requireUser(c).id, uuidParam(c, 'Job'))))
  .get('/certificates', async (c) => c.json(await repo.openCertificates(c.get('deps').sql, requireUser(c).id)))
  .post('/risk-checks', validate('json', v.object({ ...stamp, ...RiskCheckFields.entries })), (c) =>
    create(c, 'riskCheck', c.req.valid('json')),
  )
  .post('/swms-versions', validate('json', v.object({ ...stamp, ...SwmsVersionFields.entries })), (c) =>
    create(c, 'swmsVersion', c.req.valid('json')),
  )
  .get('/swms-versions/:id', (c) => readOne(c, 'swmsVersion'))
  .patch('/swms-versions/:id', validate('json', VersionPatch), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = c.req.param('id');
    if (!v.is(uuid, id)) throw notFoundOf('swmsVersion');
    const row = await withUserTx(sql, me.id, (tx) => patchPlainRow(tx, T.swmsVersion, me.id, id, c.req.valid('json')));
    if (!row) throw notFoundOf('swmsVersion');
    return c.json(toDevice('swmsVersion', row));
  })
  .post('/sign-ons', validate('json', v.object({ ...stamp, ...SwmsSignOnFields.entries })), (c) =>
    create(c, 'swmsSignOn', c.req.valid('json')),
  )
  .post('/certificates', validate('json', v.object({ ...stamp, ...CertificateFields.entries })), (c) =>
    create(c, 'certificate', c.req.valid('json')),
  )
  .get('/certificates/:id', (c) => readOne(c, 'certificate'))
  .patch('/certificates/:id', validate('json', CertificatePatch), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = c.req.param('id');
    if (!v.is(uuid, id)) throw notFoundOf('certificate');
    const row = await withUserTx(sql, me.id, (tx) => patchPlainRow(tx, T.certificate, me.id, id, c.req.valid('json')));
    if (!row) throw notFoundOf('certificate');
    return c.json(toDevice('certificate', row));
  })
  // a business's reusable SWMS templates (categories, hazards and controls, PPE, plant; no site, no signatures)
  .get('/swms-templates', async (c) => c.json(await repo.listSwmsTemplates(c.get('deps').sql, requireUser(c).id)))
  .post('/swms-templates', validate('json', v.object({ ...stamp, ...SwmsTemplateFields.entries })), (c) =>
    create(c, 'swmsTemplate', c.req.valid('json')),
  )
  .get('/swms-templates/:id', (c) => readOne(c, 'swmsTemplate'))
  .patch('/swms-templates/:id', validate('json', TemplatePatch), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = c.req.param('id');
    if (!v.is(uuid, id)) throw notFoundOf('swmsTemplate');
    const row = await withUserTx(sql, me.id, (tx) => patchPlainRow(tx, T.swmsTemplate, me.id, id, c.req.valid('json')));
    if (!row) throw notFoundOf('swmsTemplate');
    return c.json(toDevice('swmsTemplate', row));
  })
  .delete('/swms-templates/:id', async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = c.req.param('id');
    const gone = v.is(uuid, id) ? await withUserTx(sql, me.id, (tx) => softDeletePlainRow(tx, T.swmsTemplate, me.id, id)) : false;
    if (!gone) throw notFoundOf('swmsTemplate');
    return c.body(null, 204);
  })
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
