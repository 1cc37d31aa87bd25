import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Sql } from './db';
import type { Env } from './env';
import type { Mailer } from './services/mail';
import type { ObjectStore } from './services/storage';
import type { RateLimiter } from './services/rate-limit';
import { AppError, unauthorized } from './errors';
import type { UserRow } from './repos/users';

export interface SessionUser {
  id: string;
  email: string;
  role: 'user' | 'admin';
  firstName: string | null;
  lastName: string | null;
  subscriptionStatus: string;
  subscriptionPlan: string | null;
  sessionId: string;
  /** the user's row as read with the session */
  row: UserRow;
}

export interface Deps {
  sql: Sql;
  dbKind: 'pglite' | 'postgres';
  env: Env;
  mailer: Mailer;
  store: ObjectStore;
  /** Signs upload URLs; shared by every API node (APP_SECRET) or kept under DATA_DIR for one node. */
  secret: string;
  limiters: {
    login: RateLimiter;
    sendCode: RateLimiter;
    verifyCode: RateLimiter;
    forgot: RateLimiter;
    reset: RateLimiter;
    register: RateLimiter;
    ai: RateLimiter;
  };
  log: (level: 'error' | 'info' | 'debug', msg: string, extra?: unknown) => void;
  now: () => Date;
}

export type AppEnv = { Variables: { deps: Deps; user: SessionUser | null } };
export type Ctx = Context<AppEnv>;

export function requireUser(c: Ctx): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

export function requireAdmin(c: Ctx): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'admin') throw new AppError('ADMIN_REQUIRED', 'Admin access required');
  return user;
}

export function clientIp(c: Ctx): string {
  const deps = c.get('deps');
  if (deps.env.TRUST_PROXY === '1') {
    const fwd = c.req.header('x-forwarded-for');
    if (fwd) return fwd.split(',')[0].trim();
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** Route middleware: 401 before anything else (validation included) when there is no session. */
export const authed = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});
