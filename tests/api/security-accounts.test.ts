import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../api/repos/admin';
import { hashPassword } from '../../api/services/crypto';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { lastMailTo } from '../helpers/auth';

/** Issue 19 "Accounts": nobody keeps a way in that they never proved, and a promotion never upgrades an old session. */
describe.each(backends)('account takeover rules on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { TRUST_PROXY: '1', ADMIN_EMAILS: 'squatted-boss@example.com' });
  });
  afterAll(() => server.close());

  const ip = () => ({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
  const code = (to: string) => /code is (\d{6})/.exec(lastMailTo(server, to).text)![1];

  it('an emailed-code sign-in voids the password, sessions, links and codes of whoever registered the address unproven', async () => {
    const email = 'squatted-boss@example.com';
    // The squatter registers the owner's (ADMIN_EMAILS) address first, keeps a session and asks for a reset link.
    const squatter = server.client();
    expect((await squatter.post('/api/auth/register', { email, password: 'squatters-pass' }, ip())).status).toBe(201);
    await server.client().post('/api/auth/forgot-password', { email }, ip());
    const link = decodeURIComponent(/token=([^\s]+)/.exec(lastMailTo(server, email).text)![1]);
    // The real owner signs in with a code mailed to their address.
    await server.client().post('/api/auth/send-code', { email }, ip());
    const owner = server.client();
    const res = await owner.post('/api/auth/verify-code', { email, code: code(email) }, ip());
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('admin');
    expect((await owner.get('/api/admin/users')).status).toBe(200);
    // The squatter is out: old session, password and the reset link all refused.
    expect((await squatter.get('/api/admin/users')).status).toBe(401);
    expect((await squatter.get('/api/auth/user')).status).toBe(401);
    expect((await server.client().post('/api/auth/login', { email, password: 'squatters-pass' }, ip())).status).toBe(401);
    expect((await server.client().post('/api/auth/reset-password', { token: link, password: 'taken-over-1' }, ip())).status).toBe(400);
  });

  it('the one who registered keeps the password when they use the code from their own session', async () => {
    const email = `own-${Date.now()}@example.com`;
    const me = server.client();
    expect((await me.post('/api/auth/register', { email, password: 'my-own-pass' }, ip())).status).toBe(201);
    await server.client().post('/api/auth/send-code', { email }, ip());
    expect((await me.post('/api/auth/verify-code', { email, code: code(email) }, ip())).status).toBe(200);
    expect((await server.client().post('/api/auth/login', { email, password: 'my-own-pass' }, ip())).status).toBe(200);
  });

  it('create-admin on an existing account ends every session it had, and spends its links and codes', async () => {
    const { client, email, password } = await signedInClient(server);
    const other = server.client();
    expect((await other.post('/api/auth/login', { email, password }, ip())).status).toBe(200);
    await server.client().post('/api/auth/send-code', { email }, ip());
    const pending = code(email);
    const { user, created } = await makeAdmin(server.db.sql, email, await hashPassword('operator-set-1'));
    expect(created).toBe(false);
    expect(user.role).toBe('admin');
    // Neither session from before the promotion is an admin session now: both are gone.
    expect((await client.get('/api/admin/users')).status).toBe(401);
    expect((await other.get('/api/admin/users')).status).toBe(401);
    expect((await server.client().post('/api/auth/verify-code', { email, code: pending }, ip())).status).toBe(401);
    const fresh = server.client();
    expect((await fresh.post('/api/auth/login', { email, password: 'operator-set-1' }, ip())).status).toBe(200);
    expect((await fresh.get('/api/admin/users')).status).toBe(200);
  });

  it('ADMIN_EMAILS promotion at sign-in ends the sessions taken out before it', async () => {
    const s2 = await startTestServer(kind, {}, { TRUST_PROXY: '1', ADMIN_EMAILS: 'later-boss@example.com' });
    try {
      const email = 'later-boss@example.com';
      const early = s2.client();
      expect((await early.post('/api/auth/register', { email, password: 'early-pass-1' })).status).toBe(201);
      await s2.client().post('/api/auth/send-code', { email });
      const c = /code is (\d{6})/.exec(s2.mail.filter((m) => m.to === email).at(-1)!.text)![1];
      const owner = s2.client();
      // Same person, a second device: the code used from a fresh client (no session) — the early session must not
      // become an admin session.
      expect((await owner.post('/api/auth/verify-code', { email, code: c })).body.user.role).toBe('admin');
      expect((await early.get('/api/admin/users')).status).toBe(401);
      expect((await owner.get('/api/admin/users')).status).toBe(200);
    } finally {
      await s2.close();
    }
  });
});
