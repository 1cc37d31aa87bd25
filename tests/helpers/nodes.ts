import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openPglite } from '../../api/db';

/**
 * The command line of a real API server process: node running this run's bundle of api/server.ts, built from the current
 * sources as `npm run build` builds the one `npm start` runs (tests/setup-global.ts).
 */
export function apiServerArgs(): string[] {
  return [inject('apiServer')];
}

/**
 * Gives a server's DATA_DIR the embedded database already migrated (in its `pglite` folder, where the server opens
 * it), for tests about something other than a first start: a server on an empty DATA_DIR runs initdb inside WebAssembly
 * and then every migration (6–9 s of CPU on a 2-core machine) before it listens. The server still runs `migrate()` on
 * it (it finds every migration applied). A start on an empty DATA_DIR is what the browser tests' servers do
 * (tests/e2e, playwright.config.ts).
 */
export async function seedMigratedPglite(dataDir: string): Promise<void> {
  await copyMigratedPglite(path.join(dataDir, 'pglite'));
}

/**
 * Makes `pgdata` (a PGlite data directory, as `openPglite` takes it) a copy of this run's migrated template cluster
 * (tests/setup-global.ts), unpacked by PGlite once into a folder beside the template's tar and copied from there.
 */
export async function copyMigratedPglite(pgdata: string): Promise<void> {
  const tar = inject('pgliteTemplate');
  const unpacked = `${tar.replace(/\.tar$/, '')}.dir`;
  if (!fs.existsSync(unpacked)) {
    // unpacked under another name and renamed: a worker that starts meanwhile never copies half a cluster
    const part = `${unpacked}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const db = await openPglite(part, { loadDataDir: new Blob([await fs.promises.readFile(tar)]) });
    await db.close();
    try {
      fs.renameSync(part, unpacked);
    } catch {
      fs.rmSync(part, { recursive: true, force: true }); // another worker's is there already
    }
  }
  fs.cpSync(unpacked, pgdata, { recursive: true });
}

/**
 * A real API process (`node <bundle of api/server.ts>`, see `apiServerArgs`), for tests that need several nodes on one database or a
 * process to kill. Each test takes its ports from `freePort()`, so two copies of the suite (a helper's run beside CI) never
 * meet on a fixed port.
 */
export interface ApiNode {
  url: string;
  proc: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const handedOut = new Set<number>();

/**
 * A port nothing listens on now, from the OS (bound to port 0 and released), never one this process was given before (the
 * OS may offer a released port again): a node restarted in a test keeps its port.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

export async function startApiNode(opts: {
  port: number;
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<ApiNode> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tt-node-'));
  const url = `http://127.0.0.1:${opts.port}`;
  const proc = spawn(process.execPath, apiServerArgs(), {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGIN: url,
      APP_SECRET: 'a-test-secret-shared-by-every-node-0123456789',
      LOG_LEVEL: 'error',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`API node exited: ${out}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`API node did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    proc,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A cookie-keeping HTTP client for a real node. */
export class NodeClient {
  cookie = '';
  constructor(readonly base: string) {}
  async req(method: string, p: string, body?: unknown) {
    const res = await fetch(`${this.base}${p}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    const m = set && /tt_session=([^;]*)/.exec(set);
    if (m) this.cookie = `tt_session=${m[1]}`;
    const text = await res.text();
    return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  }
}
