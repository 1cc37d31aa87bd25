import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { authMatrix } from '../helpers/auth';

describe.each(backends)('auth API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  authMatrix(() => server, [{ method: 'GET', path: '/api/auth/user' }]);

  it('registers, sets an HttpOnly SameSite=Lax session cookie, and returns the user', async () => {
    const c = server.client();
    const res = await c.post('/api/auth/register', { email: 'Reg@Example.com', password: 'longenough' });
    expect(res.status).toBe(201);
    expect(res.body.user.id).toMatch(/[0-9a-f-]{36}/);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await c.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('Reg@Example.com');
  });

  it('answers the start-up session check with the user, or with user null (not a 401) when signed out', async () => {
    const c = server.client();
    const out = await c.get('/api/auth/session');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ user: null });
    await c.post('/api/auth/register', { email: 'session-check@example.com', password: 'longenough' });
    const me = await c.get('/api/auth/session');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('session-check@example.com');
    await c.post('/api/auth/logout', {});
    expect((await c.get('/api/auth/session')).body).toEqual({ user: null });
  });

  it('names the signed-in user in a readable viewer cookie beside the session, and clears it at sign-out', async () => {
    const c = server.client();
    const res = await c.post('/api/auth/register', { email: 'viewer-cookie@example.com', password: 'longenough' });
    const id = res.body.user.id as string;
    const viewer = res.headers.getSetCookie().find((h) => h.startsWith('tt_viewer='));
    expect(viewer).toMatch(new RegExp(`^tt_viewer=${id};`));
    expect(viewer).not.toMatch(/HttpOnly/i); // the list documents' script reads it (src/domain/first-cards.ts)
    expect(viewer).toMatch(/SameSite=Lax/);
    const out = await c.post('/api/auth/logout', {});
    expect(out.headers.getSetCookie().find((h) => h.startsWith('tt_viewer='))).toMatch(/Max-Age=0/);
  });

  it('gives a session begun without the viewer cookie one at the start-up check, and takes a stale one away', async () => {
    const c = server.client();
    const res = await c.post('/api/auth/register', { email: 'viewer-later@example.com', password: 'longenough' });
    const id = res.body.user.id as string;
    const session = c.cookie;
    const check = await c.get('/api/auth/session');
    expect(check.headers.getSetCookie().find((h) => h.startsWith('tt_viewer='))).toMatch(new RegExp(`^tt_viewer=${id};`));
    // already right: nothing set
    c.cookie = `${session}; tt_viewer=${id}`;
    expect((await c.get('/api/auth/session')).headers.getSetCookie()).toEqual([]);
    // another account's name left on a browser with this session: replaced
    c.cookie = `${session}; tt_viewer=0b6c8a52-3f7e-4a8e-9a57-0d7f2a3c1e01`;
    expect((await c.get('/api/auth/session')).headers.getSetCookie().find((h) => h.startsWith('tt_viewer='))).toMatch(
      new RegExp(`^tt_viewer=${id};`),
    );
    // no session: the name goes
    c.cookie = `tt_viewer=${id}`;
    const gone = await c.get('/api/auth/session');
    expect(gone.body).toEqual({ user: null });
    expect(gone.headers.getSetCookie().find((h) => h.startsWith('tt_viewer='))).toMatch(/Max-Age=0/);
  });

  it('stores the password hashed with scrypt and the session token hashed', async () => {
    const { email } = await signedInClient(server);
    const [u] = await server.db.sql`select password_hash from users where email = ${email}`;
    expect(u.password_hash).toMatch(/^scrypt\$/);
    const [s] = await server.db.sql`select token_hash from sessions s join users u on u.id = s.user_id where u.email = ${email}`;
    expect(s.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second account with the same email, whatever the case', async () => {
    const { email } = await signedInClient(server);
    const res = await server.client().post('/api/auth/register', { email: email.toUpperCase(), password: 'longenough' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('EMAIL_TAKEN');
  });

  it.each([
    [{ email: 'nope', password: 'longenough' }, 'email: Please enter a valid email address'],
    [{ email: 'a@b.co', password: 'short' }, 'password: Password must be at least 6 characters'],
    [{ email: 'a@b.co' }, 'password'],
    [{ email: 42, password: 'longenough' }, 'email'],
  ])('rejects login body %j with a 400 naming the field', async (body, message) => {
    const res = await server.client().post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).toContain(message);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await server.client().req('POST', '/api/auth/login', '{"email":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_JSON');
  });

  it('answers an oversize body with a 413 and writes nothing', async () => {
    const before = await server.db.sql`select count(*)::int as n from users`;
    const big = JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(3 * 1024 * 1024) });
    const res = await server.client().req('POST', '/api/auth/register', big, { 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    const after = await server.db.sql`select count(*)::int as n from users`;
    expect(after[0].n).toBe(before[0].n);
  });

  it('signs in with the right password and says "Invalid email or password" otherwise', async () => {
    const { email, password } = await signedInClient(server);
    const good = await server.client().post('/api/auth/login', { email, password });
    expect(good.status).toBe(200);
    expect(good.body.user.email).toBe(email);
    const bad = await server.client().post('/api/auth/login', { email, password: 'wrong-password' });
    expect(bad.status).toBe(401);
    expect(bad.body.error.message).toBe('Invalid email or password');
    const unknown = await server.client().post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever' });
    expect(unknown.status).toBe(401);
  });

  it('logout deletes the session so the old cookie no longer works', async () => {
    const { client } = await signedInClient(server);
    const oldCookie = client.cookie;
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    const res = await server.client().get('/api/auth/user', { cookie: oldCookie });
    expect(res.status).toBe(401);
  });

  it('finds the session cookie among other cookies, and only a cookie of exactly that name', async () => {
    const { client, user: me } = await signedInClient(server);
    const token = /^tt_session=(.+)$/.exec(client.cookie)![1];
    const user = (cookie: string) => server.client().get('/api/auth/user', { cookie });
    for (const cookie of [`a=1; tt_session=${token}`, `tt_session=${token}; b="x y"`, `a=1;tt_session=${token} ;b=2`]) {
      const res = await user(cookie);
      expect(res.status, cookie).toBe(200);
      expect(res.body.user.id).toBe(me.id);
    }
    for (const cookie of [`xtt_session=${token}`, `tt_session_old=${token}`, `tt_session="${token}"x`, `tt_session=${token}%00`])
      expect((await user(cookie)).status, cookie).toBe(401);
  });

  it('answers 401 to a signed-out user check', async () => {
    const res = await server.client().get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const { client } = await signedInClient(server);
    const res = await client.post('/api/user', { firstName: 'Evil' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ORIGIN_REJECTED');
    const crossSite = await client.post('/api/user', { firstName: 'Evil' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const same = await client.post('/api/user', { firstName: 'Good' }, { origin: 'http://localhost:3000' });
    expect(same.status).toBe(200);
  });

  it('redirects GET /api/login to /auth', async () => {
    const res = await server.client().get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth');
  });

  describe('password reset', () => {
    it('answers the same whether or not the email exists, and mails a link only to real accounts', async () => {
      const { email } = await signedInClient(server);
      const sent = server.mail.length;
      const a = await server.client().post('/api/auth/forgot-password', { email });
      const b = await server.client().post('/api/auth/forgot-password', { email: 'ghost@example.com' });
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body).toEqual(b.body);
      expect(server.mail.length).toBe(sent + 1);
      expect(server.mail.at(-1)!.text).toMatch(/\/reset-password\?token=/);
    });

    it('resets once with a valid token, signs out other sessions, and refuses the token the second time', async () => {
      const { client, email } = await signedInClient(server);
      await server.client().post('/api/auth/forgot-password', { email });
      const token = decodeURIComponent(/token=([^\s]+)/.exec(server.mail.at(-1)!.text)![1]);
      const res = await server.client().post('/api/auth/reset-password', { token, password: 'brand-new-pass' });
      expect(res.status).toBe(200);
      expect((await client.get('/api/auth/user')).status).toBe(401);
      expect((await server.client().post('/api/auth/login', { email, password: 'brand-new-pass' })).status).toBe(200);
      const again = await server.client().post('/api/auth/reset-password', { token, password: 'another-pass' });
      expect(again.status).toBe(400);
    });

    it('refuses an expired reset token', async () => {
      const { email, user } = await signedInClient(server);
      await server.client().post('/api/auth/forgot-password', { email });
      const token = decodeURIComponent(/token=([^\s]+)/.exec(server.mail.at(-1)!.text)![1]);
      await server.db.sql`update auth_tokens set expires_at = now() - interval '1 minute' where user_id = ${user.id}`;
      const res = await server.client().post('/api/auth/reset-password', { token, password: 'brand-new-pass' });
      expect(res.status).toBe(400);
    });

    it('stores reset tokens hashed', async () => {
      const { email, user } = await signedInClient(server);
      await server.client().post('/api/auth/forgot-password', { email });
      const token = decodeURIComponent(/token=([^\s]+)/.exec(server.mail.at(-1)!.text)![1]);
      const rows = await server.db.sql`select token_hash from auth_tokens where user_id = ${user.id}`;
      expect(rows.map((r) => r.token_hash)).not.toContain(token);
    });

    it('needs a new password of at least 8 characters', async () => {
      const res = await server.client().post('/api/auth/reset-password', { token: 'x', password: 'short' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('Password must be at least 8 characters');
    });
  });

  describe('sign-in codes', () => {
    const lastCode = () => /code is (\d{6})/.exec(server.mail.at(-1)!.text)![1];

    it('signs in with the emailed code, once', async () => {
      const { email } = await signedInClient(server);
      await server.client().post('/api/auth/send-code', { email });
      const code = lastCode();
      const c = server.client();
      const res = await c.post('/api/auth/verify-code', { email, code });
      expect(res.status).toBe(200);
      expect((await c.get('/api/auth/user')).status).toBe(200);
      const reuse = await server.client().post('/api/auth/verify-code', { email, code });
      expect(reuse.status).toBe(401);
      expect(reuse.body.error.message).toBe('The code you entered is invalid or expired');
    });

    it('allows at most 5 tries of a code', async () => {
      const { email } = await signedInClient(server);
      await server.client().post('/api/auth/send-code', { email });
      const code = lastCode();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await server.client().post('/api/auth/verify-code', { email, code: wrong })).status).toBe(401);
      expect((await server.client().post('/api/auth/verify-code', { email, code })).status).toBe(401);
    });

    it('expires a code after 10 minutes', async () => {
      const { email, user } = await signedInClient(server);
      await server.client().post('/api/auth/send-code', { email });
      const code = lastCode();
      await server.db.sql`update auth_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id} and kind = 'code'`;
      expect((await server.client().post('/api/auth/verify-code', { email, code })).status).toBe(401);
    });
  });
});

describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it.each([
    ['/api/auth/login', { email: 'rl@example.com', password: 'wrong-pass' }, 10],
    ['/api/auth/forgot-password', { email: 'rl@example.com' }, 5],
    ['/api/auth/send-code', { email: 'rl@example.com' }, 5],
    ['/api/auth/verify-code', { email: 'rl@example.com', code: '123456' }, 10],
  ])('%s answers 429 with a message after %s tries', async (url, body, limit) => {
    for (let i = 0; i < limit; i++) expect((await server.client().post(url, body)).status).not.toBe(429);
    const res = await server.client().post(url, body);
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/Too many/);
  });
});
