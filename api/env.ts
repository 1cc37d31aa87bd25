import * as v from 'valibot';
import { DEFAULT_ORPHAN_UPLOAD_HOURS, DEFAULT_STORAGE_QUOTA_MB } from '../src/domain/photos/limits';
import { issueMessage } from '../src/domain/validation';

/** Reads and validates configuration once at start. An invalid value stops the server with a message naming it. */
const optionalUrl = (name: string) => v.optional(v.pipe(v.string(), v.url(`${name} must be a URL`)));

const EnvSchema = v.object({
  PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'PORT must be a whole number'), v.transform(Number), v.minValue(0), v.maxValue(65535)),
    '3000',
  ),
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  APP_ORIGIN: v.optional(v.string()),
  APP_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'APP_SECRET must be at least 32 characters'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Tradie Toolbox <no-reply@tradietoolbox.local>'),
  // The first delay before a failed quote/invoice email is retried (ms; doubles each time, at most 120 of them apart).
  EMAIL_RETRY_BASE_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'EMAIL_RETRY_BASE_MS must be a whole number of milliseconds'),
      v.transform(Number),
      v.minValue(100, 'EMAIL_RETRY_BASE_MS must be at least 100'),
    ),
    '60000',
  ),
  OPENAI_API_KEY: v.optional(v.string()),
  OPENAI_BASE_URL: optionalUrl('OPENAI_BASE_URL'),
  OPENAI_MODEL: v.optional(v.string(), 'gpt-4o-mini'),
  OPENAI_IMAGE_MODEL: v.optional(v.string(), 'gpt-image-1'),
  OPENAI_TRANSCRIBE_MODEL: v.optional(v.string(), 'whisper-1'),
  BRIA_API_KEY: v.optional(v.string()),
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
  S3_BUCKET: v.optional(v.string()),
  S3_REGION: v.optional(v.string(), 'auto'),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  // photos: per-user storage quota (MB) and how long an upload no row uses is kept (hours); see README "Photos".
  STORAGE_QUOTA_MB: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'STORAGE_QUOTA_MB must be a whole number'), v.transform(Number), v.minValue(1)),
    String(DEFAULT_STORAGE_QUOTA_MB),
  ),
  ORPHAN_UPLOAD_HOURS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'ORPHAN_UPLOAD_HOURS must be a whole number'), v.transform(Number), v.minValue(1)),
    String(DEFAULT_ORPHAN_UPLOAD_HOURS),
  ),
  SESSION_TTL_DAYS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'SESSION_TTL_DAYS must be a whole number'), v.transform(Number), v.minValue(1)),
    '30',
  ),
  // How many reverse proxies in front of us append to X-Forwarded-For: 0 = none (use the socket address), 1 = take the
  // rightmost entry (the one our proxy appended), N = the Nth from the right.
  TRUST_PROXY: v.optional(
    v.pipe(v.string(), v.regex(/^\d$/, 'TRUST_PROXY must be a number of proxy hops from 0 to 9'), v.transform(Number)),
    '0',
  ),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://'))),
  // OpenID Connect sign-in ("Sign in with Google" or any provider): all three or none.
  OIDC_ISSUER: optionalUrl('OIDC_ISSUER'),
  OIDC_CLIENT_ID: v.optional(v.string()),
  OIDC_CLIENT_SECRET: v.optional(v.string()),
  OIDC_PROVIDER_NAME: v.optional(v.pipe(v.string(), v.maxLength(40, 'OIDC_PROVIDER_NAME must be at most 40 characters'))),
  // POST /api/auth/firebase/verify: whose ID tokens we accept (default: the OIDC provider and client above).
  ID_TOKEN_ISSUER: optionalUrl('ID_TOKEN_ISSUER'),
  ID_TOKEN_AUDIENCE: v.optional(v.string()),
  ID_TOKEN_JWKS_URL: optionalUrl('ID_TOKEN_JWKS_URL'),
  // SSO hand-over from the partner website: the HS256 secret both sides hold, and the partner's issuer name.
  SSO_SHARED_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'SSO_SHARED_SECRET must be at least 32 characters'))),
  SSO_ISSUER: v.optional(v.string(), 'tradie-toolbox-website'),
  // Card payments on the invoice page (issue 23): both keys or neither; STRIPE_API_BASE points the client elsewhere (tests).
  STRIPE_SECRET_KEY: v.optional(v.string()),
  STRIPE_WEBHOOK_SECRET: v.optional(v.string()),
  STRIPE_API_BASE: optionalUrl('STRIPE_API_BASE'),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'error', 'info', 'debug'], 'LOG_LEVEL must be silent, error, info or debug'), 'info'),
  // Accounts registering or signing in with these addresses become admins (bootstrap and browser tests).
  ADMIN_EMAILS: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
      v.check((list) => list.every((e) => /^[^\s@]+@[^\s@]+$/.test(e)), 'ADMIN_EMAILS must be a comma-separated list of email addresses'),
    ),
    '',
  ),
});

export type Env = v.InferOutput<typeof EnvSchema> & { APP_ORIGINS: string[] };

export class ConfigError extends Error {}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, val]) => val !== undefined && val !== ''));
  const result = v.safeParse(EnvSchema, cleaned);
  if (!result.success) {
    const { field, message } = issueMessage(result.issues);
    throw new ConfigError(`Invalid configuration: ${field ? message : `configuration: ${message}`}`);
  }
  const env = result.output;
  const s3Keys = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: S3_*: set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none',
    );
  }
  const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    throw new ConfigError('Invalid configuration: OIDC_*: set all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none');
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration: STRIPE_*: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither');
  }
  const origins = (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const o of origins) {
    try {
      new URL(o);
    } catch {
      throw new ConfigError(`Invalid configuration: APP_ORIGIN: "${o}" is not a URL`);
    }
  }
  return { ...env, APP_ORIGINS: origins.map((o) => new URL(o).origin) };
}
