import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Deps } from './context';
import type { Env } from './env';
import type { Database } from './db';
import { databaseMailer, smtpMailer } from './services/mail';
import { diskStore, s3Store } from './services/storage';
import { createRateLimiter } from './services/rate-limit';

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

export async function buildDeps(env: Env, db: Database, overrides: Partial<Deps> = {}): Promise<Deps> {
  const log = overrides.log ?? makeLog(env.LOG_LEVEL);
  const mailer =
    overrides.mailer ??
    (env.SMTP_URL ? await smtpMailer(db.sql, env.SMTP_URL, env.MAIL_FROM) : databaseMailer(db.sql, (l) => log('info', l)));
  const store =
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
  return {
    sql: db.sql,
    dbKind: db.kind,
    env,
    mailer,
    store,
    secret: overrides.secret ?? loadSecret(env),
    limiters: overrides.limiters ?? {
      login: createRateLimiter({
        limit: 10,
        windowMs: 15 * minute,
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      }),
      register: createRateLimiter({
        limit: 100,
        windowMs: 60 * minute,
        message: 'Too many sign-ups from this network. Please try again later.',
      }),
      sendCode: createRateLimiter({
        limit: 5,
        windowMs: 15 * minute,
        message: 'Too many code requests. Please wait 15 minutes and try again.',
      }),
      verifyCode: createRateLimiter({
        limit: 10,
        windowMs: 15 * minute,
        message: 'Too many code attempts. Please wait 15 minutes and try again.',
      }),
      forgot: createRateLimiter({
        limit: 5,
        windowMs: 15 * minute,
        message: 'Too many reset requests. Please wait 15 minutes and try again.',
      }),
      ai: createRateLimiter({
        limit: 100,
        windowMs: 10 * minute,
        message: 'You have asked the assistant a lot in a short time. Please wait a few minutes and try again.',
      }),
      reset: createRateLimiter({
        limit: 10,
        windowMs: 15 * minute,
        message: 'Too many reset attempts. Please wait 15 minutes and try again.',
      }),
    },
    log,
    now: overrides.now ?? (() => new Date()),
  };
}
