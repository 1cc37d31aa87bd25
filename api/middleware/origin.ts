import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes: an unsafe request that a browser marks as coming from another origin
 * is refused. Browsers send Origin on every cross-origin POST/PUT/PATCH/DELETE; requests with no Origin and no
 * Sec-Fetch-Site come from non-browser clients, which cannot ride a victim's cookie.
 * Signed upload URLs are exempt: they carry their own signature, like an S3 presigned URL.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE.has(c.req.method) || c.req.path.startsWith('/api/objects/put/')) return next();
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  if (origin) {
    const allowed = new Set([...c.get('deps').env.APP_ORIGINS, new URL(c.req.url).origin]);
    if (origin === 'null' || !allowed.has(origin)) {
      throw new AppError('ORIGIN_REJECTED', 'Request refused: it came from another website');
    }
  } else if (fetchSite === 'cross-site') {
    throw new AppError('ORIGIN_REJECTED', 'Request refused: it came from another website');
  }
  return next();
});
