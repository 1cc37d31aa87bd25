import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openPglite, openPostgres, type Database } from '../../api/db';
import { migrate } from '../../api/migrate';

export interface Figure {
  section: string;
  name: string;
  value: number | string;
  unit?: string;
}

export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

export async function timeIt(fn: () => Promise<unknown> | unknown): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

export interface RunningServer {
  url: string;
  startMs: number;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the built server (dist/server/server.mjs) as its own process, so load and server don't share a thread. */
export async function startBuiltServer(env: Record<string, string>, script = 'dist/server/server.mjs'): Promise<RunningServer> {
  const port = 4400 + Math.floor(Math.random() * 500);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-'));
  const t0 = performance.now();
  const proc = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      BENCH_ROUTES: '1',
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (proc.exitCode !== null) throw new Error('server exited during start');
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const startMs = performance.now() - t0;
  return {
    url,
    startMs,
    proc,
    async stop() {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function registerUser(url: string): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1' }),
  });
  if (res.status !== 201) throw new Error(`register failed ${res.status}`);
  return /tt_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
}

export async function load(
  url: string,
  opts: { headers?: Record<string, string>; method?: string; body?: string; seconds?: number; connections?: number } = {},
) {
  const result = await autocannon({
    url,
    method: (opts.method ?? 'GET') as 'GET',
    headers: opts.headers,
    body: opts.body,
    duration: opts.seconds ?? 5,
    connections: opts.connections ?? 20,
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function postgresAvailable(url: string): Promise<boolean> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** A fresh database on the Postgres server for one bench run. */
export async function freshPostgresDb(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: postgres } = await import('postgres');
  const name = `tt_bench_${Date.now()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** Runs one bench on a fresh in-memory PGlite, then on a fresh Postgres database when the server is there (BENCH_DATABASES picks one). */
export async function onEachDatabase(
  pgAdminUrl: string,
  benchOn: (kind: 'pglite' | 'postgres', db: Database) => Promise<Figure[]>,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  // BENCH_DATABASES=postgres (or pglite) runs one of the two (profiling one database's figures)
  const only = process.env.BENCH_DATABASES;
  if (!only || only === 'pglite') {
    const lite = await openPglite('memory://');
    try {
      await migrate(lite.sql);
      figures.push(...(await benchOn('pglite', lite)));
    } finally {
      await lite.close();
    }
  }
  if ((only && only !== 'postgres') || !(await postgresAvailable(pgAdminUrl))) return figures;
  const fresh = await freshPostgresDb(pgAdminUrl);
  const db = await openPostgres(fresh.url, 20);
  try {
    await migrate(db.sql);
    figures.push(...(await benchOn('postgres', db)));
  } finally {
    await db.close();
    await fresh.drop();
  }
  return figures;
}
