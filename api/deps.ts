import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Deps } from './context';
import type { Env } from './env';
import type { Database } from './db';
import { databaseMailer, smtpMailer } from './services/mail';
import { diskStore, s3Store } from './services/storage';
import { createRateLimiter, type LimitStore } from './services/rate-limit';
import { createBackground } from './services/background';
import { memoryBus, postgresBus, registerLiveBus } from './services/live';
import { registerEffectRunner } from './sync/tx';
import { deliverDocumentEmails } from './services/document-mail';

/** Signs upload URLs. Several API nodes must share APP_SECRET; one node keeps a generated one under DATA_DIR. */
function loadSecret(env: Env): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  const file = path.join(env.DATA_DIR, 'app-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function makeLog(level: Env['LOG_LEVEL']): Deps['log'] {
  const order = { silent: 0, error: 1, info: 2, debug: 3 };
  return (lvl, msg, extra) => {
    if (order[lvl] > order[level]) return;
    const line = `[${new Date().toISOString()}] ${lvl}: ${msg}`;
    if (lvl === 'error') console.error(line, extra ?? '');
    else console.log(line, extra === undefined ? '' : extra);
  };
}

/**
 * Where rate limits are counted: Redis when REDIS_URL is set, else the shared Postgres when DATABASE_URL is set (every
 * API node sees the same counts), else process memory — only the embedded PGlite default, which is one process.
 */
/** host:port of a Redis URL, without the password it may hold. */
function redisHost(url: string): string {
  try {
    const u = new URL(url);
    return u.host || url;
  } catch {
    return '(unparseable URL)';
  }
}

async function limitStore(env: Env, db: Database, closeHooks: Array<() => Promise<void>>): Promise<LimitStore> {
  if (env.REDIS_URL) {
    const { Redis } = await import('ioredis');
    // No offline queue: when Redis is down a limit check fails at once (500) instead of hanging the request.
    const client = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    try {
      await client.connect();
    } catch (err) {
      client.disconnect();
      // Name the setting: "Connection is closed." alone does not tell the operator what to fix.
      throw new Error(
        `REDIS_URL: cannot connect to Redis at ${redisHost(env.REDIS_URL)} (${(err as Error).message}). Start Redis or fix REDIS_URL; without REDIS_URL the rate limits are kept in the database.`,
        { cause: err },
      );
    }
    closeHooks.push(async () => void (await client.quit().catch(() => client.disconnect())));
    return { kind: 'redis', client };
  }
  if (db.kind === 'postgres') return { kind: 'postgres', sql: db.sql };
  return { kind: 'memory' };
}

export async function buildDeps(env: Env, db: Database, overrides: Partial<Deps> = {}): Promise<Deps> {
  const log = overrides.log ?? makeLog(env.LOG_LEVEL);
  const mailer =
    overrides.mailer ??
    (env.SMTP_URL ? await smtpMailer(db.sql, env.SMTP_URL, env.MAIL_FROM) : databaseMailer(db.sql, (l) => log('info', l)));
  const objects =
    overrides.store ??
    (env.S3_ENDPOINT
      ? await s3Store({
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET!,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        })
      : diskStore(path.join(env.DATA_DIR, 'objects')));
  const minute = 60_000;
  const closeHooks: Array<() => Promise<void>> = [];
  const store = overrides.limiters ? ({ kind: 'memory' } as const) : await limitStore(env, db, closeHooks);
  const limiter = (name: string, limit: number, windowMs: number, message: string) =>
    createRateLimiter({ name, limit, windowMs, message }, store);
  const live = overrides.live ?? (db.kind === 'postgres' ? await postgresBus(db.sql) : memoryBus());
  registerLiveBus(db.sql, live);
  const deps: Deps = {
    live,
    sql: db.sql,
    dbKind: db.kind,
    env,
    mailer,
    store: objects,
    secret: overrides.secret ?? loadSecret(env),
    limiters: overrides.limiters ?? {
      login: limiter('login', 10, 15 * minute, 'Too many sign-in attempts. Please wait 15 minutes and try again.'),
      // Password spraying tries one password on many accounts: the per-account limit never sees it.
      loginIp: limiter('login-ip', 30, 15 * minute, 'Too many sign-in attempts from this network. Please wait 15 minutes and try again.'),
      register: limiter('register', 100, 60 * minute, 'Too many sign-ups from this network. Please try again later.'),
      sendCode: limiter('send-code', 5, 15 * minute, 'Too many code requests. Please wait 15 minutes and try again.'),
      verifyCode: limiter('verify-code', 10, 15 * minute, 'Too many code attempts. Please wait 15 minutes and try again.'),
      forgot: limiter('forgot', 5, 15 * minute, 'Too many reset requests. Please wait 15 minutes and try again.'),
      ai: limiter('ai', 100, 10 * minute, 'You have asked the assistant a lot in a short time. Please wait a few minutes and try again.'),
      reset: limiter('reset', 10, 15 * minute, 'Too many reset attempts. Please wait 15 minutes and try again.'),
      // Reports of people (an admin reads each): per reporter, in the shared store so it holds across nodes.
      report: limiter('report', 10, 60 * minute, 'You have sent a lot of reports this hour. Please try again later.'),
      // The customer-link pages and actions anyone with a link can reach: per network.
      publicLink: limiter('public-link', 300, 10 * minute, 'Too many requests from this network. Please wait a few minutes and try again.'),
    },
    background: overrides.background ?? createBackground(log),
    closeHooks,
    log,
    now: overrides.now ?? (() => new Date()),
  };
  // Effects a command returns (api/sync/tx.ts afterCommit) run here, after its transaction commits.
  registerEffectRunner(db.sql, {
    // queued emails go out
    'document-emails': (effect) => deliverDocumentEmails(deps, effect.userId),
    // a push is a chance to retry this user's deliveries that failed earlier (the mail server was down)
    'user-pushed': (effect) => deliverDocumentEmails(deps, effect.userId),
  });
  return deps;
}
