import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The first paint's sign-in form posts here before the app's scripts arrive (issue 20). */
describe.each(backends)('sign-in form post on %s', (kind) => {
  let server: TestServer;
  let account: { email: string; password: string };
  beforeAll(async () => {
    server = await startTestServer(kind);
    const { email, password } = await signedInClient(server);
    account = { email, password };
  });
  afterAll(() => server.close());

  it('signs in: sets the session cookie and sends the browser to the app with a 303', async () => {
    const c = server.client();
    const res = await c.post('/api/auth/form-login', form(account), { ...FORM, origin: 'http://localhost:3000' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/landing');
    expect(res.headers.get('set-cookie')).toMatch(/tt_session=[^;]+;.*HttpOnly/);
    expect((await c.get('/api/auth/session')).body.user.email).toBe(account.email);
  });

  it('sends a wrong password back to the sign-in screen with the reason, and no session', async () => {
    const c = server.client();
    const res = await c.post('/api/auth/form-login', form({ ...account, password: 'not-the-password' }), FORM);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth?error=signin_failed');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await c.get('/api/auth/session')).body).toEqual({ user: null });
  });

  it('sends a missing or malformed email back with signin_invalid (not a 500)', async () => {
    for (const body of [form({ password: 'whatever-123' }), form({ email: 'not an email', password: 'whatever-123' }), '']) {
      const res = await server.client().post('/api/auth/form-login', body, FORM);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/auth?error=signin_invalid');
    }
  });

  it('goes only to the app: a "next" or "redirect" field in the post cannot choose where the browser goes', async () => {
    const body = form({ ...account, next: 'https://evil.example/', redirect: '//evil.example/' });
    const res = await server.client().post('/api/auth/form-login?next=https://evil.example/', body, FORM);
    expect(res.headers.get('location')).toBe('/landing');
  });

  it('refuses a post from another website (the Origin check of every write), with no session', async () => {
    const res = await server.client().post('/api/auth/form-login', form(account), { ...FORM, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ORIGIN_REJECTED');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('accepts only a form body', async () => {
    const res = await server.client().post('/api/auth/form-login', { email: account.email, password: account.password });
    expect(res.status).toBe(415);
  });

  // Last: it uses up this network's sign-in attempts.
  it('counts form posts against the same sign-in limit as the JSON call', async () => {
    const c = server.client();
    const wrong = form({ email: account.email, password: 'wrong-password-1' });
    let last = '';
    for (let i = 0; i < 30 && !last.includes('rate_limited'); i++) {
      last = (await c.post('/api/auth/form-login', wrong, FORM)).headers.get('location') ?? '';
    }
    expect(last).toBe('/auth?error=signin_rate_limited');
    const json = await c.post('/api/auth/login', { email: account.email, password: account.password });
    expect(json.status).toBe(429);
  });
});
