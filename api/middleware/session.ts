import { createMiddleware } from 'hono/factory';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv, Ctx } from '../context';
import { findSession } from '../repos/users';
import { sha256 } from '../services/crypto';
import { PROFILE_PROMPTED_COOKIE } from '../../src/domain/first-paint-documents';

export const SESSION_COOKIE = 'tt_session';

/**
 * The session token in a Cookie header. Tokens are base64url (randomToken), so a value needs no unquoting or decoding,
 * and one that is not base64url is no session: one regular expression instead of parsing every cookie of the header
 * (hono's getCookie, ~2 µs of every signed-in request, profiled on GET /api/auth/user).
 */
const SESSION_TOKEN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=([A-Za-z0-9_-]+)\\s*(?:;|$)`);
export const sessionToken = (cookieHeader: string | undefined): string | undefined =>
  cookieHeader ? SESSION_TOKEN.exec(cookieHeader)?.[1] : undefined;

/** Loads the signed-in user (or null) from the session cookie. The token is stored hashed. */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const token = sessionToken(c.req.header('cookie'));
  c.set('user', token ? await findSession(c.get('deps').sql, sha256(token)) : null);
  await next();
});

export function setSessionCookie(c: Ctx, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Ctx) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c) });
  // the next account signed in on this browser is prompted for its profile again (src/domain/first-paint-documents.ts)
  deleteCookie(c, PROFILE_PROMPTED_COOKIE, { path: '/' });
}

function isHttps(c: Ctx) {
  return c.get('deps').env.APP_ORIGINS[0]?.startsWith('https:') || new URL(c.req.url).protocol === 'https:';
}
