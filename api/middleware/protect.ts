import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { requireUser } from '../context';
import type { Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/**
 * The routes anyone may call, signed in or not. Every other route of the API needs a session, and this gate answers
 * 401 before any route runs — before body validation too, so a signed-out caller never learns the body's rules.
 * One list for the whole API: a new route is protected unless someone adds it here on purpose
 * (tests/api/auth-matrix.test.ts calls every route signed out).
 */
export const PUBLIC_ROUTES = new Set([
  'GET /health',
  'GET /login',
  'POST /auth/register',
  'POST /auth/login',
  'POST /auth/form-login', // the sign-in form posted before the app's scripts arrive
  'POST /auth/logout',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'POST /auth/send-code',
  'POST /auth/verify-code',
  'POST /auth/confirm-email',
  'GET /auth/session', // { user: null } when signed out
  'GET /auth/providers',
  'GET /auth/oidc/start',
  'GET /auth/oidc/callback',
  'POST /auth/firebase/verify',
  'POST /sso/consume',
  'PUT /objects/put/:id', // a signed upload URL: it carries its own signature
  'GET /objects/:id', // public files (live listing photos) for anyone; the route itself refuses private ones
  // The customer's page of a sent quote or invoice: the unguessable link token is the credential.
  'GET /p/:token',
  'GET /p/:token/pdf',
  'POST /p/:token/accept',
  'POST /p/:token/decline',
  'POST /p/:token/card', // issue 23: "Pay by card" from the invoice page (the link token is the credential)
  'POST /stripe/webhook', // Stripe's events: the Stripe-Signature header is the credential
]);

/**
 * A router over the app's own route table, built once (on first use, when every route is mounted): each route carries
 * `valueOf(route)`. A request is one lookup (Hono's RegExpRouter, one compiled expression for all routes, with the
 * trie router for paths it cannot take), not a regular expression per route. `lookup` answers the values of the
 * routes the request's method and path match (paths as mounted in `api`: the mount prefix is taken off).
 */
export function routeTable<T>(api: Hono<AppEnv>, valueOf: (route: { method: string; path: string }) => T, mount = '/api') {
  let router: Router<T> | null = null;
  return (method: string, fullPath: string): T[] => {
    if (!router) {
      router = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
      for (const r of api.routes) if (r.method !== 'ALL' && !r.path.endsWith('*')) router.add(r.method, r.path, valueOf(r));
    }
    const path = fullPath.startsWith(mount) ? fullPath.slice(mount.length) || '/' : fullPath;
    const [matches] = router.match(method === 'HEAD' ? 'GET' : method, path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
    return matches.map((m) => m[0]);
  };
}

/**
 * Gate for `api` (mounted at /api): whether each route is public is decided once per route, into a router of its own
 * (routeTable); a request is one lookup. Paths that match no route pass through to the JSON 404.
 */
export function protectRoutes(api: Hono<AppEnv>, mount = '/api') {
  const isPublic = routeTable(api, (r) => PUBLIC_ROUTES.has(`${r.method} ${r.path}`), mount);
  return createMiddleware<AppEnv>(async (c, next) => {
    const matches = isPublic(c.req.method, c.req.path);
    if (matches.length && !matches.some(Boolean)) requireUser(c);
    await next();
  });
}
