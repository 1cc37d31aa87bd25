import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Deps } from './context';
import { AppError } from './errors';
import { originCheck } from './middleware/origin';
import { sessionMiddleware } from './middleware/session';
import { authRoutes } from './routes/auth';
import { objectRoutes } from './routes/objects';
import { userRoutes } from './routes/user';
import { syncRoutes } from './routes/sync';
import { materialsRoutes } from './routes/materials';
import { documentRoutes } from './routes/documents';
import { chatRoutes, MEDIA_BODY_LIMITS } from './routes/chat';
import { adminRoutes } from './routes/admin';

const JSON_LIMIT = 2 * 1024 * 1024; // 2 MB: a resized chat photo as base64 fits; uploads have their own limit
const UPLOAD_LIMIT = 6 * 1024 * 1024;
const SYNC_PUSH_LIMIT = 8 * 1024 * 1024; // the engine splits batches at 4 MB; chat photos travel as data URLs
/** Calls that cost money at the AI provider: limited per user when a provider is configured. */
const AI_PATHS = new Set([
  '/api/chat/stream',
  '/api/analyze-image',
  '/api/transcribe',
  '/api/images/generate',
  '/api/images/edit',
  '/api/bria/transform-interior',
  '/api/materials-lists/generate',
]);

export function createApi(deps: Deps) {
  const api = new Hono<AppEnv>();

  api.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  api.use('*', async (c, next) => {
    await next();
    // API answers are per user and must never be stored by shared caches (or the service worker's runtime cache).
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  api.use('*', (c, next) =>
    bodyLimit({
      maxSize: c.req.path.startsWith('/api/objects/put/')
        ? UPLOAD_LIMIT
        : c.req.path === '/api/sync/push'
          ? SYNC_PUSH_LIMIT
          : (MEDIA_BODY_LIMITS[c.req.path] ?? JSON_LIMIT),
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
      },
    })(c, next),
  );
  api.use('*', originCheck);
  api.use('*', sessionMiddleware);
  api.use('*', async (c, next) => {
    if (c.req.method === 'POST' && AI_PATHS.has(c.req.path) && (deps.env.OPENAI_API_KEY || deps.env.BRIA_API_KEY)) {
      deps.limiters.ai.hit(c.get('user')?.id ?? `ip:${c.req.header('x-forwarded-for') ?? 'local'}`);
    }
    await next();
  });

  api.route('/auth', authRoutes);
  api.route('/', userRoutes);
  api.route('/objects', objectRoutes);
  api.route('/sync', syncRoutes);
  api.route('/materials-lists', materialsRoutes);
  api.route('/', documentRoutes);
  api.route('/', chatRoutes);
  api.route('/admin', adminRoutes);
  api.get('/health', (c) => c.json({ ok: true, db: deps.dbKind }));
  // Spec: the 404 page's Sign In goes to /api/login; our sign-in lives at /auth.
  api.get('/login', (c) => c.redirect('/auth', 302));

  api.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: `No API route for ${c.req.method} ${c.req.path}` } }, 404));
  api.onError((err, c) => {
    if (err instanceof AppError) {
      if (err.code === 'RATE_LIMITED') {
        const retry = (err.details as { retryAfter?: number } | undefined)?.retryAfter;
        if (retry) c.header('retry-after', String(retry));
      }
      return c.json({ error: { code: err.code, message: err.message } }, err.status as 400);
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
