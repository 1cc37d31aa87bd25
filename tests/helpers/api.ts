import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createApp } from '../../api/app';
import type { Deps } from '../../api/context';
import { openPglite, openPostgres, type Database } from '../../api/db';
import { buildDeps } from '../../api/deps';
import { readEnv } from '../../api/env';
import { migrate } from '../../api/migrate';
import type { Mailer, MailMessage } from '../../api/services/mail';

/**
 * API tests run against PGlite always, and against real Postgres when TEST_DATABASE_URL is set
 * (CI sets it and fails if it is missing, so the Postgres run can never be skipped silently).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
if (process.env.CI && !TEST_DATABASE_URL) {
  throw new Error('CI must run the API tests against Postgres too: set TEST_DATABASE_URL');
}
export const backends: Array<'pglite' | 'postgres'> = ['pglite', ...(TEST_DATABASE_URL ? (['postgres'] as const) : [])];

export interface TestServer {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  db: Database;
  mail: MailMessage[];
  close(): Promise<void>;
  client(): TestClient;
}

/** An empty test database (for tests of the migrations themselves; others want `openMigratedTestDatabase`). */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  return openDatabaseFrom(kind, null);
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A test database with every migration applied, copied from the run's template (tests/setup-global.ts) instead of
 * migrated from scratch: a PGlite started from the migrated cluster's tar, or a Postgres database created from the
 * migrated template database.
 */
export async function openMigratedTestDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') {
    pgliteTemplate ??= fs.promises.readFile(inject('pgliteTemplate')).then((tar) => new Blob([tar]));
    return openPglite('memory://', { loadDataDir: await pgliteTemplate });
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('no Postgres template database: is TEST_DATABASE_URL set for the run (tests/setup-global.ts)?');
  return openDatabaseFrom(kind, template);
}

async function openDatabaseFrom(kind: 'pglite' | 'postgres', template: string | null): Promise<Database> {
  if (kind === 'pglite') return openPglite('memory://');
  const name = `tt_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 4);
  return {
    ...db,
    async close() {
      await db.close();
      const a = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** The connection URL of a test database on the Postgres server (for a second connection or another API process). */
export async function databaseUrlOf(db: Database): Promise<string> {
  const [{ current_database: name }] = await db.sql<{ current_database: string }[]>`select current_database()`;
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startTestServer(
  kind: 'pglite' | 'postgres',
  overrides: Partial<Deps> = {},
  envOverrides: Record<string, string> = {},
): Promise<TestServer> {
  const db = await openMigratedTestDatabase(kind);
  await migrate(db.sql); // finds every migration applied (the template's); kept so a test database is never behind
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-api-'));
  const env = readEnv({
    DATA_DIR: dataDir,
    APP_ORIGIN: 'http://localhost:3000',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...envOverrides,
  });
  const mail: MailMessage[] = [];
  const mailer: Mailer = { transport: 'database', send: async (m) => void mail.push(m) };
  const deps = await buildDeps(env, db, { mailer, ...overrides });
  const app = createApp(deps);
  return {
    app,
    deps,
    db,
    mail,
    close: async () => {
      // (optional chaining: the helper also runs against older builds when proving a test fails before its fix)
      await deps.background?.idle();
      for (const hook of deps.closeHooks ?? []) await hook();
      // as the server does: the live bus first (its last wake-ups go out), then the database
      await deps.live?.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    client: () => new TestClient(app, async () => deps.background?.idle()),
  };
}

export interface Res<T = any> {
  status: number;
  body: T;
  headers: Headers;
  raw: Response;
}

/** A tiny cookie-keeping client over app.request, like one browser. */
export class TestClient {
  cookie = '';
  /** `settle` waits for work the server runs after answering (queued mail), so a test sees its effects. */
  constructor(
    private app: ReturnType<typeof createApp>,
    private settle: () => Promise<void> = async () => {},
  ) {}

  async req<T = any>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      if (typeof body === 'string' || body instanceof Uint8Array) init.body = body as BodyInit;
      else {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
    }
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    const raw = await this.app.request(url, init);
    await this.settle();
    const set = raw.headers.get('set-cookie');
    if (set) {
      const m = /tt_session=([^;]*)/.exec(set);
      if (m) this.cookie = m[1] ? `tt_session=${m[1]}` : '';
    }
    const type = raw.headers.get('content-type') ?? '';
    const parsed = type.includes('json')
      ? await raw.json()
      : type.startsWith('text')
        ? await raw.text()
        : new Uint8Array(await raw.arrayBuffer());
    return { status: raw.status, body: parsed as T, headers: raw.headers, raw };
  }
  get = <T = any>(url: string, h?: Record<string, string>) => this.req<T>('GET', url, undefined, h);
  post = <T = any>(url: string, body?: unknown, h?: Record<string, string>) => this.req<T>('POST', url, body ?? {}, h);
  put = <T = any>(url: string, body?: unknown, h?: Record<string, string>) => this.req<T>('PUT', url, body ?? {}, h);
  patch = <T = any>(url: string, body?: unknown, h?: Record<string, string>) => this.req<T>('PATCH', url, body ?? {}, h);
  del = <T = any>(url: string, h?: Record<string, string>) => this.req<T>('DELETE', url, undefined, h);
}

let counter = 0;
/** Registers a fresh user and returns a signed-in client. */
export async function signedInClient(server: TestServer, opts: { email?: string; password?: string } = {}) {
  const client = server.client();
  const email = opts.email ?? `user${++counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = opts.password ?? 'correct horse battery';
  const res = await client.post('/api/auth/register', { email, password });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, email, password, user: res.body.user as { id: string; email: string } };
}
