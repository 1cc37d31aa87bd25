import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { authed, requireUser } from '../context';
import { AppError } from '../errors';
import { validate } from '../validate';
import { CompanySchema, ProfileSchema, SettingsSchema } from '../../src/domain/schemas/profile';
import * as users from '../repos/users';
import * as company from '../repos/company';
import { findOwnedObjectId } from './objects';
import { withUserTx } from '../sync/tx';
import { saveCompany, saveProfile } from '../sync/features/profile';

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
    const u = await withUserTx(sql, me.id, (tx) => saveProfile(tx, me.id, body));
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
      await withUserTx(sql, me.id, (tx) => users.setLogo(tx, me.id, objectPath));
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
    const me = requireUser(c);
    const row = await withUserTx(sql, me.id, (tx) => saveCompany(tx, me.id, body));
    return c.json(company.toCompany(row));
  })
  .get('/settings', async (c) => c.json(company.toSettings(await company.getSettings(c.get('deps').sql, requireUser(c).id))))
  .post('/settings', authed, validate('json', SettingsSchema), async (c) => {
    const me = requireUser(c);
    const row = await withUserTx(c.get('deps').sql, me.id, (tx) => company.updateSettings(tx, me.id, c.req.valid('json')));
    return c.json(company.toSettings(row));
  });
