import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Ctx, Deps } from './context';
import { AppError } from './errors';
import { aiGate } from './middleware/ai';
import { originCheck } from './middleware/origin';
import { sessionMiddleware } from './middleware/session';
import { storableInput } from './middleware/storable';
import { protectRoutes } from './middleware/protect';
import { authRoutes, deliverEmailConfirmation } from './routes/auth';
import { authFormRoutes } from './routes/auth-form';
import { objectRoutes } from './routes/objects';
import { ssoRoutes } from './routes/sso';
import { userRoutes } from './routes/user';
import { syncRoutes } from './routes/sync';
import { materialsRoutes } from './routes/materials';
import { documentRoutes } from './routes/documents';
import { chatRoutes, MEDIA_BODY_LIMITS } from './routes/chat';
import { adminRoutes } from './routes/admin';
import { liveRoutes } from './routes/live';
import { marketplaceRoutes } from './routes/marketplace';
import { jobRoutes } from './routes/jobs';
import { cardPaymentRoutes } from './routes/payments-card';
import { priceBookRoutes } from './routes/price-book';
import { complianceRoutes } from './routes/compliance';
import { mountTypedRoutes } from './routes/typed';
import { documentDeliveryRoutes } from './routes/document-delivery';

const JSON_LIMIT = 2 * 1024 * 1024; // 2 MB: a resized chat photo as base64 fits; uploads have their own limit
const UPLOAD_LIMIT = 6 * 1024 * 1024;
const SYNC_PUSH_LIMIT = 8 * 1024 * 1024; // the engine splits batches at 4 MB; chat photos travel as data URLs

export function createApi(deps: Deps) {
  const api = new Hono<AppEnv>();

  api.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
    // API answers are per user and must never be stored by shared caches (or the service worker's runtime cache).
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  // Each body limit built once; a GET or HEAD carries no body to limit.
  const limited = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
      },
    });
  const limits = new Map<number, ReturnType<typeof limited>>();
  const limitFor = (maxSize: number) => limits.get(maxSize) ?? limits.set(maxSize, limited(maxSize)).get(maxSize)!;
  api.use('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const path = c.req.path;
    const maxSize = path.startsWith('/api/objects/put/')
      ? UPLOAD_LIMIT
      : path === '/api/sync/push'
        ? SYNC_PUSH_LIMIT
        : (MEDIA_BODY_LIMITS[path] ?? JSON_LIMIT);
    return limitFor(maxSize)(c, next);
  });
  api.use('*', originCheck);
  api.use('*', sessionMiddleware);
  // Calls that cost money at the AI provider: the routes that declare aiCall (api/middleware/ai.ts).
  api.use('*', aiGate(api));

  // One gate for every route that needs a session (all but PUBLIC_ROUTES): 401 before validation or any handler.
  // After the AI limiter, so signed-out callers hammering the paid paths are counted (by client IP) too.
  api.use('*', protectRoutes(api));
  // Values Postgres refuses (NUL, non-finite numbers) → 400, after the session gate (401 comes first).
  api.use('*', storableInput);
  // A new email address saved through REST or sync gets its confirmation link mailed after the write (on those two
  // paths only: the router picks them, no other request runs this).
  for (const path of ['/user', '/sync/push'])
    api.use(path, async (c, next) => {
      await next();
      const user = c.get('user');
      if (user && c.req.method === 'POST' && c.res.ok) deliverEmailConfirmation(c, user.id);
    });

  api.route('/', ssoRoutes);
  api.route('/auth', authRoutes);
  api.route('/auth', authFormRoutes); // the sign-in form before the app's scripts arrive (issue 20)
  api.route('/', userRoutes);
  api.route('/objects', objectRoutes);
  api.route('/', documentDeliveryRoutes);
  api.route('/sync', syncRoutes);
  api.route('/live', liveRoutes);
  api.route('/materials-lists', materialsRoutes);
  api.route('/', documentRoutes);
  api.route('/', chatRoutes);
  api.route('/admin', adminRoutes);
  api.route('/marketplace', marketplaceRoutes);
  api.route('/jobs', jobRoutes);
  api.route('/price-book', priceBookRoutes);
  api.route('/compliance', complianceRoutes);
  // the typed tables' REST sub-apps, each at its definition's `rest.path` (api/routes/typed.ts)
  mountTypedRoutes(api);
  api.route('/', cardPaymentRoutes);
  api.get('/health', (c) => c.json({ ok: true, db: deps.dbKind }));
  // Spec: the 404 page's Sign In goes to /api/login; our sign-in lives at /auth.
  api.get('/login', (c) => c.redirect('/auth', 302));

  // Every path under /api that no route took — any method — is a JSON 404 in the one error shape. A catch-all route,
  // not only notFound(): the server mounts this app beside the single-page app's `GET *`, and Hono would hand an
  // unknown GET /api/... to that (200 with index.html) before a sub-app's notFound ever ran.
  const noRoute = (c: Ctx) => c.json({ error: { code: 'NOT_FOUND', message: `No API route for ${c.req.method} ${c.req.path}` } }, 404);
  api.all('*', noRoute);
  api.notFound(noRoute);
  api.onError((err, c) => {
    if (err instanceof AppError) {
      if (err.code === 'RATE_LIMITED' || err.code === 'STORE_UNAVAILABLE') {
        const retry = (err.details as { retryAfter?: number } | undefined)?.retryAfter;
        if (retry) c.header('retry-after', String(retry));
      }
      const { fields, details } = err.extras;
      const body = { error: { code: err.code, message: err.message, ...fields }, ...(details === undefined ? {} : { details }) };
      return c.json(body, err.status as 400);
    }
    if (err instanceof HTTPException) {
      // Hono raises these for malformed JSON bodies and similar client mistakes.
      const status = err.status;
      const message = /json/i.test(err.message) ? 'Request body is not valid JSON' : err.message || 'Bad request';
      return c.json({ error: { code: /json/i.test(err.message) ? 'INVALID_JSON' : 'BAD_REQUEST', message } }, status);
    }
    if ((err as { code?: string }).code === '23505') {
      return c.json({ error: { code: 'CONFLICT', message: 'That already exists' } }, 409);
    }
    deps.log('error', `${c.req.method} ${c.req.path} failed`, err);
    return c.json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }, 500);
  });
  return api;
}

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.route('/api', createApi(deps));
  return app;
}
