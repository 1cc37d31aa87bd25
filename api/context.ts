import type { LiveBus } from './services/live';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Sql } from './db';
import type { Env } from './env';
import type { Mailer } from './services/mail';
import type { ObjectStore } from './services/storage';
import type { RateLimiter } from './services/rate-limit';
import type { Background } from './services/background';
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
    /** all sign-in attempts from one IP, whatever the email (password spraying) */
    loginIp: RateLimiter;
    sendCode: RateLimiter;
    verifyCode: RateLimiter;
    forgot: RateLimiter;
    reset: RateLimiter;
    register: RateLimiter;
    ai: RateLimiter;
    /**
     * marketplace reports of people, per reporter (an admin reads each). Messages are limited by counting the stored
     * messages under the sender's lock instead (api/repos/marketplace-inbox.ts).
     */
    report: RateLimiter;
    /** the public customer-link routes, per network */
    publicLink: RateLimiter;
  };
  /** Work that must not delay the answer (mail after forgot-password and send-code); tests await `idle()`. */
  background: Background;
  /** Called once when the server stops (the Redis connection of the rate limits). */
  closeHooks: Array<() => Promise<void>>;
  log: (level: 'error' | 'info' | 'debug', msg: string, extra?: unknown) => void;
  now: () => Date;
  /** wakes devices after commits (api/services/live.ts) */
  live: LiveBus;
}

/** aiChecked: the request is on a route that declared aiCall and passed its checks (api/middleware/ai.ts). */
export type AppEnv = { Variables: { deps: Deps; user: SessionUser | null; aiChecked?: boolean } };
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

/**
 * The client's IP for rate limits, the one function every limiter uses. Without TRUST_PROXY it is the socket's peer.
 * Behind N trusted proxies it is the Nth X-Forwarded-For entry from the right: each proxy appends the address it
 * saw, so the entries to the left of that are whatever the client chose to send and prove nothing.
 */
export function clientIp(c: Ctx): string {
  const hops = c.get('deps').env.TRUST_PROXY;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress ?? 'local';
  if (hops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the request did not come through all of them; the leftmost we have is the best we know.
    if (chain.length) return chain[Math.max(0, chain.length - hops)];
  }
  return peer;
}

/** Route middleware: 401 before anything else (validation included) when there is no session. */
export const authed = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});
