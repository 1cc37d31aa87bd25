import { createMiddleware } from 'hono/factory';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv, Ctx } from '../context';
import { findSession } from '../repos/users';
import { sha256 } from '../services/crypto';
import { PROFILE_PROMPTED_COOKIE } from '../../src/domain/first-paint-documents';
import { VIEWER_COOKIE } from '../../src/domain/first-cards';

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

export function setSessionCookie(c: Ctx, token: string, expiresAt: Date, userId: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    expires: expiresAt,
  });
  setViewerCookie(c, userId, expiresAt);
}

/**
 * Who is signed in on this browser, readable by the page (the session cookie is not): a list's document paints the
 * device's snapshot of its first cards only for this user (src/domain/first-cards.ts). Not a credential: the user id.
 */
export function setViewerCookie(c: Ctx, userId: string, expiresAt: Date) {
  setCookie(c, VIEWER_COOKIE, userId, { sameSite: 'Lax', secure: isHttps(c), path: '/', expires: expiresAt });
}

const VIEWER_ID = new RegExp(`(?:^|;)\\s*${VIEWER_COOKIE}=([0-9a-f-]+)\\s*(?:;|$)`, 'i');
/** The viewer cookie's user id in a Cookie header, if any. */
export const viewerCookie = (cookieHeader: string | undefined): string | undefined =>
  cookieHeader ? VIEWER_ID.exec(cookieHeader)?.[1] : undefined;

export function clearSessionCookie(c: Ctx) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c) });
  // the next account signed in on this browser is prompted for its profile again (src/domain/first-paint-documents.ts)
  deleteCookie(c, PROFILE_PROMPTED_COOKIE, { path: '/' });
  clearViewerCookie(c);
}

export function clearViewerCookie(c: Ctx) {
  deleteCookie(c, VIEWER_COOKIE, { path: '/', secure: isHttps(c) });
}

function isHttps(c: Ctx) {
  return c.get('deps').env.APP_ORIGINS[0]?.startsWith('https:') || new URL(c.req.url).protocol === 'https:';
}
