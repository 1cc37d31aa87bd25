import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtVerify } from 'jose';
import * as v from 'valibot';
import type { AppEnv, Ctx } from '../context';
import { clientIp } from '../context';
import { AppError } from '../errors';
import { withUserTx } from '../sync/tx';
import * as users from '../repos/users';
import * as ssoRedemptions from '../repos/sso-redemptions';
import { hmac, safeEqual } from '../services/crypto';
import {
  identityFromClaims,
  idTokenSettings,
  oidc,
  oidcConfiguration,
  oidcEnabled,
  oidcProviderName,
  verifyIdToken,
  type ExternalIdentity,
} from '../services/oidc';
import { admit } from './auth';

/**
 * Ways in through someone else's proof of identity (spec §1, §4 SSO, §7 Auth):
 * - GET /api/auth/oidc/start → the provider → GET /api/auth/oidc/callback: OpenID Connect authorization code flow
 *   with PKCE, state and nonce (openid-client), then our own session cookie and /landing.
 * - POST /api/auth/firebase/verify: a bearer ID token verified with jose against the issuer's JWKS.
 * - POST /api/sso/consume: the partner website's one-time hand-over code (see README "Single sign-on hand-over").
 * Each finds or creates the account by a VERIFIED email only; an unverified one is refused, so nobody can take over a
 * password account by claiming its address at a provider that never checked it.
 */

const FLOW_COOKIE = 'tt_oidc';
const FLOW_TTL_S = 600;
/** A hand-over code lives at most this long, whatever exp its issuer wrote. */
const SSO_MAX_AGE_S = 120;
export const SSO_MESSAGES = { missing: 'Missing SSO parameters', failed: 'SSO authentication failed' } as const;

class SignInRefused extends Error {
  /** what the caller is told (the message itself is for the log) */
  constructor(
    message: string,
    readonly userMessage = 'Sign-in with your identity provider failed',
  ) {
    super(message);
  }
}

/** The ID-token claims every way in through a provider needs (README "Identity providers: required claims"). */
const CLAIMS_NEEDED = 'The token must carry "email" and "email_verified": true (ask the provider for the "email" scope).';

/** Find or create the account of a verified external identity, then the same admission as every other way in. */
async function signInExternal(c: Ctx, id: ExternalIdentity) {
  const { sql } = c.get('deps');
  if (!id.email)
    throw new SignInRefused(
      `no email claim in the identity token (issuer ${id.issuer}, subject ${id.subject})`,
      `Your identity provider did not send an email address. ${CLAIMS_NEEDED}`,
    );
  if (!/^[^\s@]+@[^\s@]+$/.test(id.email) || id.email.length > 254)
    throw new SignInRefused(
      `the email claim is not a usable address (issuer ${id.issuer}, subject ${id.subject})`,
      `The email address your identity provider sent is not a usable address. ${CLAIMS_NEEDED}`,
    );
  if (!id.emailVerified)
    throw new SignInRefused(
      `email_verified is not true for ${id.email} (issuer ${id.issuer})`,
      'Your identity provider has not verified this email address',
    );
  let user = await users.findUserByEmail(sql, id.email);
  // No password: this account signs in through its provider (or sets a password with "Forgot password").
  user ??= await users.createUser(sql, { email: id.email, passwordHash: null, firstName: id.firstName, lastName: id.lastName });
  const userId = user.id;
  const verified = await withUserTx(sql, userId, async (tx) => {
    if (await users.dropUnprovenCredentials(tx, userId))
      c.get('deps').log('info', `unproven password of ${userId} dropped at provider sign-in`);
    return users.markEmailVerified(tx, userId);
  });
  return admit(c, verified);
}

/** Signed (HMAC with the app secret), short-lived cookie holding the flow's PKCE verifier, state and nonce. */
function writeFlow(c: Ctx, flow: { verifier: string; state: string; nonce: string }) {
  const payload = Buffer.from(JSON.stringify({ ...flow, exp: Date.now() + FLOW_TTL_S * 1000 })).toString('base64url');
  setCookie(c, FLOW_COOKIE, `${payload}.${hmac(c.get('deps').secret, payload)}`, {
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET navigation, which Lax cookies accompany.
    sameSite: 'Lax',
    secure: c.get('deps').env.APP_ORIGINS[0].startsWith('https:'),
    path: '/api/auth/oidc',
    maxAge: FLOW_TTL_S,
  });
}

function readFlow(c: Ctx): { verifier: string; state: string; nonce: string } | null {
  const raw = getCookie(c, FLOW_COOKIE);
  deleteCookie(c, FLOW_COOKIE, { path: '/api/auth/oidc' }); // one use
  const [payload, mac] = (raw ?? '').split('.');
  if (!payload || !mac || !safeEqual(mac, hmac(c.get('deps').secret, payload))) return null;
  const flow = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { verifier: string; state: string; nonce: string; exp: number };
  return flow.exp > Date.now() ? flow : null;
}

const callbackUrl = (c: Ctx) => `${c.get('deps').env.APP_ORIGINS[0]}/api/auth/oidc/callback`;

/** returnTo may only be a path on our own origin: anything else (another site, //host, \host) becomes /landing. */
export function safeReturnTo(value: unknown, origin: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/landing';
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return '/landing';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/landing';
  }
}

const ConsumeSchema = v.object({ code: v.optional(v.unknown()), state: v.optional(v.unknown()) });

export const ssoRoutes = new Hono<AppEnv>()
  /** Which extra sign-in buttons the auth screen shows. */
  .get('/auth/providers', (c) => {
    const { env } = c.get('deps');
    return c.json({ oidc: oidcEnabled(env) ? { name: oidcProviderName(env), startUrl: '/api/auth/oidc/start' } : null });
  })
  .get('/auth/oidc/start', async (c) => {
    const { env, limiters } = c.get('deps');
    if (!oidcEnabled(env)) throw new AppError('NOT_CONFIGURED', 'Sign-in with an identity provider is not set up on this server');
    await limiters.login.hit(`oidc|${clientIp(c)}`);
    let config;
    try {
      config = await oidcConfiguration(env);
    } catch (err) {
      // The provider is unreachable or misconfigured: back to the sign-in screen with a message, not a 500 page.
      c.get('deps').log('error', 'OIDC discovery failed', err);
      return c.redirect('/auth?error=oidc_failed', 302);
    }
    const flow = { verifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
    writeFlow(c, flow);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl(c),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return c.redirect(url.href, 302);
  })
  .get('/auth/oidc/callback', async (c) => {
    const { env, log } = c.get('deps');
    if (!oidcEnabled(env)) throw new AppError('NOT_CONFIGURED', 'Sign-in with an identity provider is not set up on this server');
    const flow = readFlow(c);
    try {
      if (!flow) throw new SignInRefused('no sign-in in progress (cookie missing, tampered or expired)');
      const config = await oidcConfiguration(env);
      // The URL the provider sent the browser to, on our public origin (we may sit behind a proxy).
      const current = new URL(callbackUrl(c));
      current.search = new URL(c.req.url).search;
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      let identity = identityFromClaims(tokens.claims()!);
      if (!identity.email) {
        // Providers that keep email out of the ID token answer it at their userinfo endpoint (same subject checked).
        const info = await oidc.fetchUserInfo(config, tokens.access_token, identity.subject);
        identity = identityFromClaims({ ...info, iss: identity.issuer });
      }
      await signInExternal(c, identity);
      return c.redirect('/landing', 302);
    } catch (err) {
      log('info', `OIDC sign-in refused: ${(err as Error).message}`);
      const reason = err instanceof AppError && err.status === 403 ? 'access_removed' : 'oidc_failed';
      return c.redirect(`/auth?error=${reason}`, 302);
    }
  })
  .post('/auth/firebase/verify', async (c) => {
    const { env, limiters, log } = c.get('deps');
    if (!idTokenSettings(env)) throw new AppError('NOT_CONFIGURED', 'Identity-token sign-in is not set up on this server');
    await limiters.login.hit(`idtoken|${clientIp(c)}`);
    const m = /^Bearer\s+([A-Za-z0-9_.-]+)$/.exec(c.req.header('authorization') ?? '');
    if (!m) throw new AppError('UNAUTHORIZED', 'An identity token is required as a Bearer authorization header');
    let identity: ExternalIdentity;
    try {
      identity = await verifyIdToken(env, m[1]);
    } catch (err) {
      log('info', `ID token refused: ${(err as Error).message}`);
      throw new AppError('INVALID_CREDENTIALS', 'The identity token is invalid or expired');
    }
    try {
      const u = await signInExternal(c, identity);
      return c.json({ user: users.toProfile(u) });
    } catch (err) {
      if (err instanceof SignInRefused) {
        log('info', `ID token sign-in refused: ${err.message}`);
        throw new AppError('INVALID_CREDENTIALS', err.userMessage);
      }
      throw err;
    }
  })
  /**
   * Spec §7: { code, state } → { success, error, customToken, returnTo }. This call answers in the spec's shape, not
   * the API's { error: { code, message } }: the SSO screen shows `error` as is. customToken is always null — our
   * session cookie, set here, is the sign-in (there is no hosted identity provider session to hand a token to).
   */
  .post('/sso/consume', async (c) => {
    const { env, sql, limiters, log } = c.get('deps');
    const fail = (error: string, status: 400 | 401 | 503) => c.json({ success: false, error, customToken: null, returnTo: null }, status);
    const body = v.safeParse(ConsumeSchema, await c.req.json().catch(() => ({})));
    const code = body.success ? body.output.code : undefined;
    const state = body.success ? body.output.state : undefined;
    if (typeof code !== 'string' || !code || typeof state !== 'string' || !state || code.length > 4096 || state.length > 512) {
      return fail(SSO_MESSAGES.missing, 400);
    }
    if (!env.SSO_SHARED_SECRET) return fail(SSO_MESSAGES.failed, 503);
    await limiters.loginIp.hit(clientIp(c));
    try {
      const origin = env.APP_ORIGINS[0];
      const { payload } = await jwtVerify(code, new TextEncoder().encode(env.SSO_SHARED_SECRET), {
        algorithms: ['HS256'],
        issuer: env.SSO_ISSUER,
        audience: origin,
        maxTokenAge: `${SSO_MAX_AGE_S}s`,
        requiredClaims: ['jti', 'exp', 'iat', 'email', 'state'],
      });
      // Bound to state: the code only works together with the state its issuer put in it.
      if (typeof payload.state !== 'string' || !safeEqual(payload.state, state)) throw new SignInRefused('state does not match');
      if ((payload.exp as number) - (payload.iat as number) > SSO_MAX_AGE_S) throw new SignInRefused('code lives too long');
      const identity = identityFromClaims(payload);
      // Single use: the first redemption records the jti; a replay finds it taken.
      const fresh = await ssoRedemptions.recordRedemption(sql, String(payload.jti), new Date((payload.exp as number) * 1000 + 3_600_000));
      if (!fresh) throw new SignInRefused('code already used');
      if (Math.random() < 0.01) await ssoRedemptions.sweepRedemptions(sql);
      const u = await signInExternal(c, identity);
      await ssoRedemptions.setRedemptionUser(sql, String(payload.jti), u.id);
      return c.json({ success: true, error: null, customToken: null, returnTo: safeReturnTo(payload.returnTo, origin) });
    } catch (err) {
      if (err instanceof AppError && err.code === 'RATE_LIMITED') throw err;
      log('info', `SSO hand-over refused: ${(err as Error).message}`);
      return fail(SSO_MESSAGES.failed, 401);
    }
  });
