import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../api/db';
import { readEnv } from '../../api/env';
import { migrate } from '../../api/migrate';

describe('configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ OPENAI_BASE_URL: 'not a url' }, 'OPENAI_BASE_URL'],
    [{ S3_ENDPOINT: 'https://s3.example.com' }, 'S3_'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %j with a message naming the variable', (env, name) => {
    expect(() => readEnv(env)).toThrow(name);
  });

  it('fills defaults for a newcomer with no configuration', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', APP_ORIGINS: ['http://localhost:3000'] });
    expect(env.DATABASE_URL).toBeUndefined();
  });
});

describe('embedded database', () => {
  it('refuses a second opener of one data directory with a clear message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-lock-'));
    const lock = path.join(dir, 'tradie-toolbox.lock');
    // Another live process (our parent: alive, not us) holds the directory.
    fs.writeFileSync(lock, String(process.ppid));
    await expect(openPglite(dir)).rejects.toThrow(/in use by another Tradie Toolbox process/);
    // A stale lock (its process is gone) is taken over.
    fs.writeFileSync(lock, '999999');
    const db = await openPglite(dir);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await db.close();
    expect(fs.existsSync(lock)).toBe(false);
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
    const db = await openPglite('memory://');
    await migrate(db.sql);
    await db.sql`insert into schema_migrations (name) values ('209912310000_from_the_future.sql')`;
    await expect(migrate(db.sql)).rejects.toThrow(/not on disk: 209912310000_from_the_future.sql/);
    await db.close();
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
