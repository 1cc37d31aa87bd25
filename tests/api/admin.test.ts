import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { authMatrix, confirmedClient } from '../helpers/auth';

const ADMIN_EMAIL = 'boss@example.com';
const DAY_MS = 86_400_000;
const REMOVED = 'Your access has been removed. Please contact support.';

describe.each(backends)('admin API on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { ADMIN_EMAILS: `someone@example.com, ${ADMIN_EMAIL.toUpperCase()}` });
    // A listed address becomes admin once confirmed: here by signing in with a code mailed to it.
    admin = (await confirmedClient(server, ADMIN_EMAIL, 'admin-password-1')).client;
  });
  afterAll(() => server.close());

  const userRow = async (email: string) => {
    const [u] = await server.db.sql`select * from users where lower(email) = lower(${email})`;
    return u;
  };
  const sessionCount = async (userId: string) =>
    (await server.db.sql`select count(*)::int as n from sessions where user_id = ${userId}`)[0].n as number;
  const snapshotUsers = () =>
    server.db
      .sql`select id, email, password_hash, role, subscription_status, subscription_plan, subscription_end_date from users order by id`;
  const freshEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

  describe('ADMIN_EMAILS bootstrap', () => {
    it('makes an account with a listed, confirmed address an admin on the admin plan, whatever the case', async () => {
      const u = await userRow(ADMIN_EMAIL);
      expect(u.role).toBe('admin');
      expect(u.subscription_plan).toBe('admin');
      expect(u.subscription_status).toBe('active');
    });

    it('leaves everybody else an ordinary, inactive user', async () => {
      const { email } = await signedInClient(server);
      const u = await userRow(email);
      expect(u.role).toBe('user');
      expect(u.subscription_status).toBe('inactive');
    });

    it('promotes an existing account when it signs in with a listed address', async () => {
      const { email, password } = await signedInClient(server, { email: freshEmail('later') });
      // As if the address was added to the list after the account was made.
      await server.db.sql`update users set email = 'someone@example.com', email_verified_at = now() where lower(email) = lower(${email})`;
      const res = await server.client().post('/api/auth/login', { email: 'someone@example.com', password });
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe('admin');
    });
  });

  authMatrix(
    () => server,
    [
      { method: 'GET', path: '/api/admin/users', admin: true },
      { method: 'POST', path: '/api/admin/create-user', body: { email: 'x' }, admin: true },
      { method: 'POST', path: '/api/admin/activate-test-user', body: { durationDays: 0 }, admin: true },
      { method: 'POST', path: '/api/admin/remove-access', body: { userId: 'nope' }, admin: true },
      { method: 'POST', path: '/api/admin/reset-password', body: { userId: 'nope' }, admin: true },
    ],
  );

  describe('access control', () => {
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/users', undefined],
      ['POST', '/api/admin/create-user', { email: 'made-by-nobody@example.com', password: 'longenough' }],
      ['POST', '/api/admin/activate-test-user', { email: ADMIN_EMAIL, durationDays: 30 }],
      ['POST', '/api/admin/remove-access', { userId: randomUUID() }],
      ['POST', '/api/admin/reset-password', { userId: randomUUID(), newPassword: 'longenough' }],
    ];

    it.each(calls)('%s %s answers 401 when signed out, even with a bad body', async (method, url) => {
      const res = await server.client().req(method, url, method === 'GET' ? undefined : { nonsense: true });
      expect(res.status).toBe(401);
    });

    it.each(calls)('%s %s answers 403 "Admin access required" to a normal user and changes nothing', async (method, url, body) => {
      const { client, user } = await signedInClient(server);
      // The target of remove/reset is a real account here, so a missing check would show as a change.
      const target = body && typeof body === 'object' && 'userId' in body ? { ...body, userId: user.id } : body;
      const before = await snapshotUsers();
      const res = await client.req(method, url, target);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'ADMIN_REQUIRED', message: 'Admin access required' });
      expect(await snapshotUsers()).toEqual(before);
      expect(await sessionCount(user.id)).toBe(1);
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists every account newest first with exactly the admin-view fields', async () => {
      const first = await signedInClient(server);
      const second = await signedInClient(server);
      const res = await admin.get('/api/admin/users');
      expect(res.status).toBe(200);
      const emails = res.body.users.map((u: { email: string }) => u.email);
      expect(emails.indexOf(second.email)).toBeLessThan(emails.indexOf(first.email));
      expect(emails).toContain(ADMIN_EMAIL);
      const row = res.body.users.find((u: { email: string }) => u.email === first.email);
      expect(Object.keys(row).sort()).toEqual(
        ['createdAt', 'email', 'firstName', 'id', 'lastName', 'subscriptionEndDate', 'subscriptionPlan', 'subscriptionStatus'].sort(),
      );
      expect(row).toMatchObject({ id: first.user.id, subscriptionStatus: 'inactive', subscriptionPlan: null, subscriptionEndDate: null });
      expect(Number.isNaN(Date.parse(row.createdAt))).toBe(false);
    });

    it('shows an active test account whose end date has passed as expired', async () => {
      const { email, user } = await signedInClient(server);
      await server.db.sql`update users set subscription_status = 'active', subscription_plan = 'test_account',
        subscription_end_date = ${new Date(Date.now() - DAY_MS)} where id = ${user.id}`;
      const res = await admin.get('/api/admin/users');
      expect(res.body.users.find((u: { email: string }) => u.email === email).subscriptionStatus).toBe('expired');
    });
  });

  describe('POST /api/admin/create-user', () => {
    it('creates an inactive user with a hashed password who can sign in at once', async () => {
      const email = freshEmail('created');
      const res = await admin.post('/api/admin/create-user', { email, password: 'given-password', firstName: ' Kim ', lastName: 'Lee' });
      expect(res.status).toBe(201);
      expect(res.body.user).toEqual({ email, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const u = await userRow(email);
      expect(u).toMatchObject({ id: res.body.user.id, role: 'user', subscription_status: 'inactive', first_name: 'Kim', last_name: 'Lee' });
      expect(u.password_hash).toMatch(/^scrypt\$/);
      const login = await server.client().post('/api/auth/login', { email, password: 'given-password' });
      expect(login.status).toBe(200);
    });

    it('refuses an email that is already taken, in any case, with a 409', async () => {
      const { email } = await signedInClient(server);
      const res = await admin.post('/api/admin/create-user', { email: email.toUpperCase(), password: 'longenough' });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('EMAIL_TAKEN');
    });

    it.each([
      [{ password: 'longenough' }, 'email: Email and password are required'],
      [{ email: 'no-at-sign', password: 'longenough' }, 'email: Please enter a valid email address'],
      [{ email: 'x@example.com' }, 'password: Email and password are required'],
      [{ email: 'x@example.com', password: '' }, 'password: Email and password are required'],
      [{ email: 'x@example.com', password: 'short' }, 'password: Password must be at least 8 characters long'],
      [{ email: 'x@example.com', password: 'longenough', firstName: 'y'.repeat(101) }, 'firstName'],
    ])('rejects %j with a 400 naming the field and writes nothing', async (body, message) => {
      const before = await snapshotUsers();
      const res = await admin.post('/api/admin/create-user', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
      expect(await snapshotUsers()).toEqual(before);
    });
  });

  describe('POST /api/admin/activate-test-user', () => {
    it('finds the user by email and makes them an active test account until now + the given days', async () => {
      const { email } = await signedInClient(server);
      const t0 = Date.now();
      const res = await admin.post('/api/admin/activate-test-user', { email: email.toUpperCase(), durationDays: 30 });
      expect(res.status).toBe(200);
      expect(res.body.message).toContain(email);
      const u = await userRow(email);
      expect(u.subscription_status).toBe('active');
      expect(u.subscription_plan).toBe('test_account');
      const end = new Date(u.subscription_end_date).getTime();
      expect(end).toBeGreaterThanOrEqual(t0 + 30 * DAY_MS);
      expect(end).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    });

    it('grants 365 days when no duration is given', async () => {
      const { email } = await signedInClient(server);
      const res = await admin.post('/api/admin/activate-test-user', { email });
      expect(res.status).toBe(200);
      const days = (new Date((await userRow(email)).subscription_end_date).getTime() - Date.now()) / DAY_MS;
      expect(Math.round(days)).toBe(365);
    });

    it('ends the sessions a test user already has when their access ends', async () => {
      const { email, user } = await signedInClient(server);
      await admin.post('/api/admin/activate-test-user', { email, durationDays: 1 });
      const [s] = await server.db.sql`select expires_at from sessions where user_id = ${user.id}`;
      expect(new Date(s.expires_at).getTime()).toBeLessThanOrEqual(Date.now() + DAY_MS);
    });

    it('answers 404 "User not found" for an unknown email', async () => {
      const res = await admin.post('/api/admin/activate-test-user', { email: 'ghost@example.com', durationDays: 5 });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('User not found');
    });

    it('will not turn an admin into a test account', async () => {
      const res = await admin.post('/api/admin/activate-test-user', { email: ADMIN_EMAIL, durationDays: 5 });
      expect(res.status).toBe(409);
      expect((await userRow(ADMIN_EMAIL)).subscription_plan).toBe('admin');
    });

    it.each([
      [{ email: undefined, durationDays: 30 }, 'email: Email is required'],
      [{ email: '  ', durationDays: 30 }, 'email: Email is required'],
      [{ durationDays: 0 }, 'durationDays: durationDays must be at least 1 day'],
      [{ durationDays: 1826 }, 'durationDays: durationDays must be at most 1825 days'],
      [{ durationDays: 1.5 }, 'durationDays: durationDays must be a whole number'],
      [{ durationDays: '30' }, 'durationDays: durationDays must be a whole number'],
    ])('rejects %j with a 400 naming the field and changes nothing', async (partial, message) => {
      const { email } = await signedInClient(server);
      const before = await snapshotUsers();
      const res = await admin.post('/api/admin/activate-test-user', { email, ...partial });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
      expect(await snapshotUsers()).toEqual(before);
    });
  });

  describe('POST /api/admin/remove-access', () => {
    async function activeTestUser() {
      const u = await signedInClient(server);
      await admin.post('/api/admin/activate-test-user', { email: u.email, durationDays: 30 });
      return u;
    }

    it('cancels an active user, ends their subscription now and signs them out everywhere', async () => {
      const { client, email, password, user } = await activeTestUser();
      const second = server.client();
      expect((await second.post('/api/auth/login', { email, password })).status).toBe(200);
      const res = await admin.post('/api/admin/remove-access', { userId: user.id });
      expect(res.status).toBe(200);
      expect(res.body.message).toContain(email);
      const u = await userRow(email);
      expect(u.subscription_status).toBe('cancelled');
      expect(new Date(u.subscription_end_date).getTime()).toBeLessThanOrEqual(Date.now());
      expect(await sessionCount(user.id)).toBe(0);
      expect((await client.get('/api/auth/user')).status).toBe(401);
      expect((await second.get('/api/user')).status).toBe(401);
    });

    it('stops a removed user signing in again, with password or code, with a 403 that says so', async () => {
      const { email, password, user } = await activeTestUser();
      await admin.post('/api/admin/remove-access', { userId: user.id });
      const login = await server.client().post('/api/auth/login', { email, password });
      expect(login.status).toBe(403);
      expect(login.body.error.message).toBe(REMOVED);
      // A wrong password still says only "invalid": the removal is not revealed to someone without the password.
      expect((await server.client().post('/api/auth/login', { email, password: 'not-the-password' })).status).toBe(401);
      await server.client().post('/api/auth/send-code', { email });
      const code = /\b(\d{6})\b/.exec(server.mail.at(-1)!.subject)![1];
      const viaCode = await server.client().post('/api/auth/verify-code', { email, code });
      expect(viaCode.status).toBe(403);
      expect(await sessionCount(user.id)).toBe(0);
    });

    it('lets a removed user back in once they are activated again', async () => {
      const { email, password, user } = await activeTestUser();
      await admin.post('/api/admin/remove-access', { userId: user.id });
      await admin.post('/api/admin/activate-test-user', { email, durationDays: 10 });
      expect((await server.client().post('/api/auth/login', { email, password })).status).toBe(200);
    });

    it('protects admin-plan accounts from removal', async () => {
      const { user } = await signedInClient(server);
      await server.db.sql`update users set subscription_status = 'active', subscription_plan = 'admin' where id = ${user.id}`;
      const res = await admin.post('/api/admin/remove-access', { userId: user.id });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Admin accounts cannot have their access removed');
      expect((await server.db.sql`select subscription_status from users where id = ${user.id}`)[0].subscription_status).toBe('active');
      expect(await sessionCount(user.id)).toBe(1);
    });

    it('refuses users without active access with a 409 and changes nothing', async () => {
      const { user } = await signedInClient(server);
      const res = await admin.post('/api/admin/remove-access', { userId: user.id });
      expect(res.status).toBe(409);
      expect((await server.db.sql`select subscription_status from users where id = ${user.id}`)[0].subscription_status).toBe('inactive');
      expect(await sessionCount(user.id)).toBe(1);
    });

    it('answers 404 for an unknown user and 400 naming userId for a malformed one', async () => {
      expect((await admin.post('/api/admin/remove-access', { userId: randomUUID() })).status).toBe(404);
      const bad = await admin.post('/api/admin/remove-access', { userId: 'abc' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toContain('userId');
    });
  });

  describe('POST /api/admin/reset-password', () => {
    it('sets the new password and ends the old sessions', async () => {
      const { client, email, password, user } = await signedInClient(server);
      const res = await admin.post('/api/admin/reset-password', { userId: user.id, newPassword: 'brand-new-pass' });
      expect(res.status).toBe(200);
      expect(res.body.message).toContain(email);
      expect((await client.get('/api/auth/user')).status).toBe(401);
      expect((await server.client().post('/api/auth/login', { email, password })).status).toBe(401);
      expect((await server.client().post('/api/auth/login', { email, password: 'brand-new-pass' })).status).toBe(200);
    });

    it("keeps the acting admin's own session when they reset their own password", async () => {
      const other = server.client();
      expect((await other.post('/api/auth/login', { email: ADMIN_EMAIL, password: 'admin-password-1' })).status).toBe(200);
      const me = (await admin.get('/api/auth/user')).body.user;
      const res = await admin.post('/api/admin/reset-password', { userId: me.id, newPassword: 'admin-password-1' });
      expect(res.status).toBe(200);
      expect((await admin.get('/api/admin/users')).status).toBe(200);
      expect((await other.get('/api/auth/user')).status).toBe(401);
    });

    it.each([
      [{ newPassword: '' }, 'newPassword: New password is required'],
      [{}, 'newPassword: New password is required'],
      [{ newPassword: 'seven77' }, 'newPassword: Password must be at least 8 characters long'],
      [{ userId: 'nope', newPassword: 'longenough' }, 'userId'],
    ])('rejects %j with a 400 naming the field and changes nothing', async (partial, message) => {
      const { user } = await signedInClient(server);
      const before = await snapshotUsers();
      const res = await admin.post('/api/admin/reset-password', { userId: user.id, ...partial });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
      expect(await snapshotUsers()).toEqual(before);
      expect(await sessionCount(user.id)).toBe(1);
    });

    it('answers 404 "User not found" for an unknown user', async () => {
      const res = await admin.post('/api/admin/reset-password', { userId: randomUUID(), newPassword: 'longenough' });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('User not found');
    });
  });

  describe('sign-in rules', () => {
    it('caps a test session at the end date; after it an expired account still signs in (its documents stay reachable)', async () => {
      const { email, password, user } = await signedInClient(server);
      await admin.post('/api/admin/activate-test-user', { email, durationDays: 2 });
      const ok = server.client();
      expect((await ok.post('/api/auth/login', { email, password })).status).toBe(200);
      const [{ max }] = await server.db.sql`select max(expires_at) as max from sessions where user_id = ${user.id}`;
      const [{ subscription_end_date: end }] = await server.db.sql`select subscription_end_date from users where id = ${user.id}`;
      expect(new Date(max).getTime()).toBeLessThanOrEqual(new Date(end).getTime());
      await server.db.sql`update users set subscription_end_date = ${new Date(Date.now() - 1000)} where id = ${user.id}`;
      const late = await server.client().post('/api/auth/login', { email, password });
      expect(late.status).toBe(200);
      expect(late.body.user.subscriptionStatus).toBe('expired');
    });

    it.each(['cancelled'])('refuses sign-in to a %s (access removed) account but lets inactive ones in', async (status) => {
      const { email, password, user } = await signedInClient(server);
      expect((await server.client().post('/api/auth/login', { email, password })).status).toBe(200);
      await server.db.sql`update users set subscription_status = ${status} where id = ${user.id}`;
      expect((await server.client().post('/api/auth/login', { email, password })).status).toBe(403);
    });
  });
});
