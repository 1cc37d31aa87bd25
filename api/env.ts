import * as v from 'valibot';

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
  SESSION_TTL_DAYS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'SESSION_TTL_DAYS must be a whole number'), v.transform(Number), v.minValue(1)),
    '30',
  ),
  TRUST_PROXY: v.optional(v.picklist(['0', '1'], 'TRUST_PROXY must be 0 or 1'), '0'),
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
    const issue = result.issues[0];
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? 'configuration';
    throw new ConfigError(`Invalid configuration: ${key}: ${issue.message}`);
  }
  const env = result.output;
  const s3Keys = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: S3_*: set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none',
    );
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
