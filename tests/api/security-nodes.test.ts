import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../helpers/api';
import { apiServerArgs } from '../helpers/nodes';

/**
 * Two real API processes on one Postgres: a rate limit must hold across them (before issue 10 each node counted in
 * its own memory, so two nodes allowed twice the attempts). Ports 4441–4444 (this helper's range).
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function startNode(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, apiServerArgs(), {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const url = `http://127.0.0.1:${env.PORT}/api/health`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`API node exited: ${err}`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API node did not start: ${err}`);
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

describe.each([
  ['Postgres', {}],
  ['Redis (REDIS_URL)', { REDIS_URL }],
] as const)('rate limits shared by two API nodes through %s', (_store, extraEnv) => {
  const ports = _store === 'Postgres' ? [4441, 4442] : [4443, 4444];
  let nodes: ChildProcess[] = [];
  let dbName = '';
  let dataDir = '';

  beforeAll(async () => {
    if (!TEST_DATABASE_URL) return;
    dbName = `tt_nodes_${randomBytes(5).toString('hex')}`;
    const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${dbName}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-nodes-'));
    // Behind one (pretend) proxy, so each run signs in from its own address: the per-network limit (30 per 15 min)
    // lives in the shared Redis across runs, and runs minutes apart must not spend each other's allowance.
    const shared = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, APP_SECRET: 'x'.repeat(40), TRUST_PROXY: '1', ...extraEnv };
    // One after the other: the first applies the migrations.
    nodes = [await startNode({ ...shared, PORT: String(ports[0]) })];
    nodes.push(await startNode({ ...shared, PORT: String(ports[1]) }));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(nodes.map(stop));
    if (!TEST_DATABASE_URL) return;
    const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.runIf(TEST_DATABASE_URL)(
    'the per-account login limit (10) holds across both nodes, not 10 per node',
    async () => {
      const email = `shared-${randomUUID()}@example.com`;
      const ip = `10.${randomBytes(3).join('.')}`;
      const login = (port: number) =>
        fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ email, password: 'wrong-password' }),
        });
      const statuses: number[] = [];
      // Alternate: five attempts reach each node.
      for (let i = 0; i < 10; i++) statuses.push((await login(ports[i % 2])).status);
      expect(statuses.every((s) => s === 401)).toBe(true);
      const eleventh = await login(ports[0]);
      const twelfth = await login(ports[1]);
      expect(eleventh.status).toBe(429);
      expect(twelfth.status).toBe(429);
      expect(Number(twelfth.headers.get('retry-after'))).toBeGreaterThan(0);
    },
    60_000,
  );

  it.runIf(TEST_DATABASE_URL)(
    'the marketplace contact limit (10 an hour, counted from stored messages) holds across both nodes: 20 messages at once, 10 stored',
    async () => {
      const signUp = async (port: number) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${randomBytes(3).join('.')}` },
          body: JSON.stringify({ email: `n-${randomUUID()}@example.com`, password: 'long-enough-1' }),
        });
        return /tt_session=[^;]*/.exec(res.headers.get('set-cookie')!)![0];
      };
      const call = (port: number, cookie: string, p: string, body: unknown) =>
        fetch(`http://127.0.0.1:${port}${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        });
      const seller = await signUp(ports[0]);
      const buyer = await signUp(ports[1]);
      const id = randomUUID();
      const made = await call(ports[0], seller, '/api/marketplace/listings', {
        id,
        title: 'Ladder',
        description: 'Aluminium, 3 m',
        price: 80,
        category: 'Tools',
        condition: 'Used - Good',
        location: 'Parramatta NSW 2150',
      });
      expect(made.status, await made.clone().text()).toBe(201);
      const res = await Promise.all(
        Array.from({ length: 20 }, (_, i) => call(ports[i % 2], buyer, `/api/marketplace/listings/${id}/contact`, { message: `hi ${i}` })),
      );
      const statuses = res.map((r) => r.status);
      expect(statuses.filter((s) => s === 202)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    },
    60_000,
  );
});

describe('a node started with REDIS_URL while Redis is down', () => {
  it('stops with a message naming REDIS_URL', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-noredis-'));
    try {
      // Port 1 on loopback: nothing listens there.
      await expect(startNode({ PORT: '4421', DATA_DIR: dataDir, REDIS_URL: 'redis://:secret-pass@127.0.0.1:1' })).rejects.toThrow(
        /REDIS_URL: cannot connect to Redis at 127\.0\.0\.1:1/,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
