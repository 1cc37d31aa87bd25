import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../api/db';
import { readEnv } from '../../api/env';
import { migrate } from '../../api/migrate';
import { copyMigratedPglite } from '../helpers/nodes';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ OPENAI_BASE_URL: 'not a url' }, 'OPENAI_BASE_URL'],
    [{ S3_ENDPOINT: 'https://s3.example.com' }, 'S3_'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ OIDC_ISSUER: 'https://accounts.google.com' }, 'OIDC_'],
    [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }, 'OIDC_ISSUER'],
    [{ SSO_SHARED_SECRET: 'short' }, 'SSO_SHARED_SECRET'],
    [{ ID_TOKEN_JWKS_URL: 'nope' }, 'ID_TOKEN_JWKS_URL'],
  ])('refuses %j with a message naming the variable', (env, name) => {
    expect(() => readEnv(env)).toThrow(name);
  });

  it('fills defaults for a newcomer with no configuration', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', APP_ORIGINS: ['http://localhost:3000'] });
    expect(env.DATABASE_URL).toBeUndefined();
  });
});

// The lock tests open a copy of the migrated template cluster: what they prove is the lock, and initdb in WebAssembly
// (3–5 s a directory) would be most of their time. 'persists data across a restart' starts from an empty directory, as
// a first `npm start` does.
describe('embedded database', () => {
  it('refuses a second opener of one data directory while the first lives, with a clear message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-lock-'));
    await copyMigratedPglite(dir);
    const db = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(/in use by another Tradie Toolbox process/);
    await db.close();
    const again = await openPglite(dir);
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 180_000);

  it('a lock does not trust PIDs: an old pid file naming a live process does not block start-up', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-lock-'));
    await copyMigratedPglite(dir);
    // The old lock format with a live pid (our parent) — what PID reuse after a crash looked like.
    fs.writeFileSync(path.join(dir, 'tradie-toolbox.lock'), String(process.ppid));
    const db = await openPglite(dir);
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 180_000);

  it('the kernel releases the lock when the owner is killed, and no socket directory is left in the temp folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-lock-'));
    await copyMigratedPglite(dir);
    const tmpBefore = fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('ttpg-'));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fixtures', 'open-pglite.ts'), dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('open') && resolve());
      child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
    await expect(openPglite(dir)).rejects.toThrow(/in use by another Tradie Toolbox process/);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const db = await openPglite(dir);
    expect((await db.sql`select 1 as one`)[0].one).toBe(1);
    await db.close();
    const tmpAfter = fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('ttpg-'));
    expect(tmpAfter.filter((f) => !tmpBefore.includes(f))).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 180_000);

  it('persists data across a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-persist-'));
    let db = await openPglite(dir);
    await migrate(db.sql);
    await db.sql`insert into users (email) values ('kept@example.com')`;
    await db.close();
    db = await openPglite(dir);
    const rows = await db.sql`select email from users`;
    expect(rows.map((r) => r.email)).toEqual(['kept@example.com']);
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 180_000);
});

describe('migrations', () => {
  it('applies each migration once, in order', async () => {
    const db = await openPglite('memory://');
    const first = await migrate(db.sql);
    expect(first.length).toBeGreaterThan(0);
    expect(first).toEqual([...first].sort());
    expect(await migrate(db.sql)).toEqual([]);
    await db.close();
  });

  it('refuses to start when the database has a migration that is not on disk', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-future-'));
    await copyMigratedPglite(dir); // every migration applied
    const db = await openPglite(dir);
    expect(await migrate(db.sql)).toEqual([]);
    await db.sql`insert into schema_migrations (name) values ('209912310000_from_the_future.sql')`;
    await expect(migrate(db.sql)).rejects.toThrow(/not on disk: 209912310000_from_the_future.sql/);
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rolls back a failing migration whole', async () => {
    const db = await openPglite('memory://');
    await migrate(db.sql, [{ name: '0001_ok.sql', sql: 'create table t1 (id int)' }]);
    await expect(
      migrate(db.sql, [
        { name: '0001_ok.sql', sql: '' },
        { name: '0002_bad.sql', sql: 'create table t2 (id int); select * from nope' },
      ]),
    ).rejects.toThrow();
    const [t2] = await db.sql`select to_regclass('t2') as t`;
    expect(t2.t).toBeNull();
    const names = (await db.sql`select name from schema_migrations`).map((r) => r.name);
    expect(names).toEqual(['0001_ok.sql']);
    await db.close();
  });
});
