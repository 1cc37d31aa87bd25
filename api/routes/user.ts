import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { authed, requireUser } from '../context';
import { AppError } from '../errors';
import { validate } from '../validate';
import { CompanySchema, ProfileSchema, SettingsSchema } from '../../src/domain/schemas/profile';
import { validateAbn } from '../../src/domain/abn';
import * as users from '../repos/users';
import * as company from '../repos/company';
import { findOwnedObjectId } from './objects';

/** Spec §7 "User, company, settings, logo". Every query is scoped to the signed-in user. */
export const userRoutes = new Hono<AppEnv>()
  .get('/user', async (c) => {
    const u = await users.getUser(c.get('deps').sql, requireUser(c).id);
    if (!u) throw new AppError('UNAUTHORIZED', 'Unauthorized: no session');
    return c.json(users.toProfile(u));
  })
  .post('/user', authed, validate('json', ProfileSchema), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const body = c.req.valid('json');
    if (body.email) {
      const other = await users.findUserByEmail(sql, body.email);
      if (other && other.id !== me.id) throw new AppError('EMAIL_TAKEN', 'email: another account already uses this email');
    }
    const u = await users.updateProfile(sql, me.id, body);
    return c.json(users.toProfile(u));
  })
  .put(
    '/user/logo',
    authed,
    validate('json', v.object({ logoURL: v.pipe(v.string('logoURL is required'), v.minLength(1, 'logoURL is required')) })),
    async (c) => {
      const { sql } = c.get('deps');
      const me = requireUser(c);
      const id = await findOwnedObjectId(sql, me.id, c.req.valid('json').logoURL);
      if (!id) throw new AppError('BAD_REQUEST', 'logoURL: Upload completed but no file URL received');
      const objectPath = `/api/objects/${id}`;
      await users.setLogo(sql, me.id, objectPath);
      return c.json({ objectPath, logoURL: objectPath });
    },
  )
  .get('/company', async (c) => {
    const { sql } = c.get('deps');
    const row = await company.getCompany(sql, requireUser(c).id);
    return c.json(row ? company.toCompany(row) : null);
  })
  .post('/company', authed, validate('json', CompanySchema), async (c) => {
    const { sql } = c.get('deps');
    const body = c.req.valid('json');
    let abn = body.abn;
    if (abn) {
      const check = validateAbn(abn);
      if (!check.ok) throw new AppError('VALIDATION_FAILED', `abn: ${check.message}`, { field: 'abn' });
      abn = check.abn;
    }
    const row = await company.upsertCompany(sql, requireUser(c).id, { ...body, abn });
    return c.json(company.toCompany(row));
  })
  .get('/settings', async (c) => c.json(company.toSettings(await company.getSettings(c.get('deps').sql, requireUser(c).id))))
  .post('/settings', authed, validate('json', SettingsSchema), async (c) => {
    const row = await company.updateSettings(c.get('deps').sql, requireUser(c).id, c.req.valid('json'));
    return c.json(company.toSettings(row));
  });
