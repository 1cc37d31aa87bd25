import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { confirmedClient } from '../helpers/auth';
import { startTestProvider, type TestProvider } from '../helpers/oidc-provider';

/** Sign-in through a real OpenID Provider (oidc-provider on loopback) and the partner website's SSO hand-over. */
const APP = 'http://localhost:3000';
const SSO_SECRET = 'a-shared-secret-of-at-least-32-characters!';
const SSO_ISSUER = 'tradie-website';

describe.each(backends)('identity providers and SSO on %s', (kind) => {
  let provider: TestProvider;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startTestProvider({
      clients: [
        { clientId: 'tradie-toolbox', clientSecret: 'tt-secret', redirectUris: [`${APP}/api/auth/oidc/callback`] },
        { clientId: 'other-app', clientSecret: 'other-secret', redirectUris: ['http://127.0.0.1:9/cb'] },
        { clientId: 'tt-mobile', clientSecret: 'mobile-secret', redirectUris: ['http://127.0.0.1:9/cb'] },
      ],
      accounts: [
        { email: 'google-user@example.com', emailVerified: true, givenName: 'Gail', familyName: 'Smith' },
        { email: 'owner@example.com', emailVerified: false },
        { email: 'mobile@example.com', emailVerified: true },
        { email: 'google-user2@example.com', emailVerified: true },
        { email: 'google-user3@example.com', emailVerified: true },
      ],
    });
    server = await startTestServer(
      kind,
      {},
      {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'tradie-toolbox',
        OIDC_CLIENT_SECRET: 'tt-secret',
        OIDC_PROVIDER_NAME: 'Google',
        ID_TOKEN_AUDIENCE: 'tt-mobile',
        SSO_SHARED_SECRET: SSO_SECRET,
        SSO_ISSUER,
      },
    );
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  /** Browser-like: our start URL → the provider's login form → back to our callback with the flow cookie. */
  async function oidcSignIn(email: string, tamper?: (u: URL) => void) {
    const c = server.client();
    const start = await c.get('/api/auth/oidc/start');
    expect(start.status).toBe(302);
    const flowCookie = /tt_oidc=[^;]+/.exec(start.headers.get('set-cookie') ?? '')![0];
    const back = await provider.login(start.headers.get('location')!, email);
    expect(back.origin + back.pathname).toBe(`${APP}/api/auth/oidc/callback`);
    tamper?.(back);
    const res = await c.get(back.pathname + back.search, { cookie: flowCookie });
    return { c, res };
  }

  describe('OpenID Connect sign-in (authorization code + PKCE, state, nonce)', () => {
    it('tells the auth screen which provider button to show', async () => {
      expect((await server.client().get('/api/auth/providers')).body).toEqual({
        oidc: { name: 'Google', startUrl: '/api/auth/oidc/start' },
      });
    });

    it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
      const res = await server.client().get('/api/auth/oidc/start');
      const url = new URL(res.headers.get('location')!);
      expect(url.origin).toBe(provider.issuer);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      for (const p of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(p)).toMatch(/^[\w-]{20,}$/);
      expect(url.searchParams.get('redirect_uri')).toBe(`${APP}/api/auth/oidc/callback`);
      expect(res.headers.get('set-cookie')).toMatch(/tt_oidc=.*HttpOnly/i);
    });

    it('creates the account from a verified email, starts our session and goes to /landing', async () => {
      const { c, res } = await oidcSignIn('google-user@example.com');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/landing');
      const me = await c.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ email: 'google-user@example.com', firstName: 'Gail', emailVerified: true });
      // Signing in again finds the same account.
      const again = await oidcSignIn('google-user@example.com');
      expect((await again.c.get('/api/auth/user')).body.user.id).toBe(me.body.user.id);
    });

    it('refuses a callback whose state was changed, and a callback without the flow cookie', async () => {
      const { c, res } = await oidcSignIn('google-user@example.com', (u) => u.searchParams.set('state', 'forged-state-value-123456'));
      expect(res.headers.get('location')).toBe('/auth?error=oidc_failed');
      expect((await c.get('/api/auth/user')).status).toBe(401);
      const start = await server.client().get('/api/auth/oidc/start');
      const back = await provider.login(start.headers.get('location')!, 'google-user@example.com');
      const noCookie = await server.client().get(back.pathname + back.search);
      expect(noCookie.headers.get('location')).toBe('/auth?error=oidc_failed');
    });

    it('never links to an existing password account by an email the provider has not verified', async () => {
      const owner = await server.client().post('/api/auth/register', { email: 'owner@example.com', password: 'owners-password' });
      expect(owner.status).toBe(201);
      const { c, res } = await oidcSignIn('owner@example.com');
      expect(res.headers.get('location')).toBe('/auth?error=oidc_failed');
      expect((await c.get('/api/auth/user')).status).toBe(401);
      expect((await server.client().post('/api/auth/login', { email: 'owner@example.com', password: 'owners-password' })).status).toBe(200);
    });
  });

  describe('an account someone else pre-registered with the address (account pre-hijacking)', () => {
    it('the verified owner signing in through the provider voids the password and sessions of whoever registered it unproven', async () => {
      // The attacker registers the victim's address with a password of their own and keeps a session; nobody ever
      // proved the address. Then the real owner signs in with Google, whose email is verified.
      const squat = await server.client().post('/api/auth/register', { email: 'google-user2@example.com', password: 'attackers-pass' });
      expect(squat.status).toBe(201);
      const attacker = server.client();
      expect((await attacker.post('/api/auth/login', { email: 'google-user2@example.com', password: 'attackers-pass' })).status).toBe(200);
      const { c, res } = await oidcSignIn('google-user2@example.com');
      expect(res.headers.get('location')).toBe('/landing');
      expect((await c.get('/api/auth/user')).body.user.id).toBe(squat.body.user.id);
      // The attacker is out, and their password no longer opens the account.
      expect((await attacker.get('/api/auth/user')).status).toBe(401);
      expect(
        (await server.client().post('/api/auth/login', { email: 'google-user2@example.com', password: 'attackers-pass' })).status,
      ).toBe(401);
    });

    it('an account whose address was already proven keeps its password when the provider signs it in', async () => {
      await confirmedClient(server, 'google-user3@example.com', 'owners-own-pass');
      const { res } = await oidcSignIn('google-user3@example.com');
      expect(res.headers.get('location')).toBe('/landing');
      expect(
        (await server.client().post('/api/auth/login', { email: 'google-user3@example.com', password: 'owners-own-pass' })).status,
      ).toBe(200);
    });
  });

  describe('POST /api/auth/firebase/verify (bearer ID token, jose + JWKS)', () => {
    const verify = (token?: string) =>
      server.client().post('/api/auth/firebase/verify', undefined, token === undefined ? {} : { authorization: `Bearer ${token}` });

    it('starts a session for a valid token with a verified email', async () => {
      const token = await provider.idToken('tt-mobile', 'mobile@example.com');
      const c = server.client();
      const res = await c.post('/api/auth/firebase/verify', undefined, { authorization: `Bearer ${token}` });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe('mobile@example.com');
      expect((await c.get('/api/auth/user')).status).toBe(200);
    });

    it('refuses a token issued for another audience', async () => {
      const token = await provider.idToken('other-app', 'mobile@example.com');
      const res = await verify(token);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('The identity token is invalid or expired');
    });

    it('refuses a token from another issuer, even one for our audience with a verified email', async () => {
      const stranger = await startTestProvider({
        clients: [{ clientId: 'tt-mobile', clientSecret: 'mobile-secret', redirectUris: ['http://127.0.0.1:9/cb'] }],
        accounts: [{ email: 'mobile@example.com', emailVerified: true }],
      });
      try {
        const res = await verify(await stranger.idToken('tt-mobile', 'mobile@example.com'));
        expect(res.status).toBe(401);
        expect(res.body.error.message).toBe('The identity token is invalid or expired');
      } finally {
        await stranger.close();
      }
    });

    it('refuses an expired token', async () => {
      provider.setIdTokenTtl(1);
      const token = await provider.idToken('tt-mobile', 'mobile@example.com');
      provider.setIdTokenTtl(600);
      await new Promise((r) => setTimeout(r, 2100));
      expect((await verify(token)).status).toBe(401);
    });

    it('refuses a token whose signature was tampered with, and one whose email is not verified', async () => {
      const token = await provider.idToken('tt-mobile', 'mobile@example.com');
      const [h, p] = token.split('.');
      const forged = JSON.parse(Buffer.from(p, 'base64url').toString());
      forged.email = 'google-user@example.com';
      expect((await verify(`${h}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${token.split('.')[2]}`)).status).toBe(401);
      const unverified = await provider.idToken('tt-mobile', 'owner@example.com');
      const res = await verify(unverified);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toMatch(/not verified/);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await verify()).status).toBe(401);
    });
  });

  describe('POST /api/sso/consume (one-time hand-over code)', () => {
    const mint = (claims: Record<string, unknown>, opts: { secret?: string; ttl?: number; iat?: number } = {}) => {
      const iat = opts.iat ?? Math.floor(Date.now() / 1000);
      return new SignJWT({ email: 'partner-user@example.com', email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(SSO_ISSUER)
        .setAudience(APP)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + (opts.ttl ?? 60))
        .sign(new TextEncoder().encode(opts.secret ?? SSO_SECRET));
    };
    const consume = (c: TestClient, body: unknown) => c.post('/api/sso/consume', body);

    it('signs the user in once, answers in the spec shape, and refuses the replayed code', async () => {
      const code = await mint({ state: 'st-1', returnTo: '/chat?q=hello' });
      const c = server.client();
      const res = await consume(c, { code, state: 'st-1' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, error: null, customToken: null, returnTo: '/chat?q=hello' });
      expect((await c.get('/api/auth/user')).body.user.email).toBe('partner-user@example.com');
      const replay = await consume(server.client(), { code, state: 'st-1' });
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ success: false, error: 'SSO authentication failed', customToken: null, returnTo: null });
    });

    it.each(['https://evil.example', '//evil.example/landing', '/\\evil.example', 'javascript:alert(1)'])(
      'never redirects off our origin: returnTo %s becomes /landing',
      async (returnTo) => {
        const res = await consume(server.client(), { code: await mint({ state: 's', returnTo }), state: 's' });
        expect(res.body).toMatchObject({ success: true, returnTo: '/landing' });
      },
    );

    it('is bound to state: the right code with another state fails', async () => {
      const res = await consume(server.client(), { code: await mint({ state: 'mine' }), state: 'someone-elses' });
      expect(res.body.error).toBe('SSO authentication failed');
    });

    it('refuses a code that expired, one that lives too long, and one signed with another secret', async () => {
      const old = await mint({ state: 's' }, { iat: Math.floor(Date.now() / 1000) - 600, ttl: 60 });
      const long = await mint({ state: 's' }, { ttl: 3600 });
      const forged = await mint({ state: 's' }, { secret: 'not-the-shared-secret-but-long-enough-1234' });
      for (const code of [old, long, forged]) expect((await consume(server.client(), { code, state: 's' })).status).toBe(401);
    });

    it('refuses an unverified email, so it cannot take over the password account with that address', async () => {
      const res = await consume(server.client(), {
        code: await mint({ state: 's', email: 'owner@example.com', email_verified: false }),
        state: 's',
      });
      expect(res.body.success).toBe(false);
    });

    it.each([[{}], [{ code: 'x' }], [{ state: 'y' }], [{ code: '', state: '' }]])(
      'answers "Missing SSO parameters" to %j',
      async (body) => {
        const res = await consume(server.client(), body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, error: 'Missing SSO parameters', customToken: null, returnTo: null });
      },
    );
  });
});

describe('with an identity provider that cannot be reached', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' });
  });
  afterAll(() => server.close());

  it('sends the browser back to the sign-in screen with a message instead of an error page', async () => {
    const res = await server.client().get('/api/auth/oidc/start');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?error=oidc_failed');
  });
});

describe('without an identity provider configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('shows no provider button and refuses the provider routes with 503', async () => {
    expect((await server.client().get('/api/auth/providers')).body).toEqual({ oidc: null });
    expect((await server.client().get('/api/auth/oidc/start')).status).toBe(503);
    expect((await server.client().post('/api/auth/firebase/verify', undefined, { authorization: 'Bearer a.b.c' })).status).toBe(503);
  });
});
