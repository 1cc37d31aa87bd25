import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from './db';

/** Finds db/migrations whether we run from api/ (tsx, tests) or from the bundled dist/server/. */
export function findMigrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'db', 'migrations');
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('db/migrations not found');
}

export interface Migration {
  name: string;
  sql: string;
}

export function readMigrations(dir = findMigrationsDir()): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Forward-only migrations, each applied in its own transaction. Refuses to run when the database has applied a
 * migration that is not on disk (a newer build ran against this database, or a file was renamed).
 */
export async function migrate(sql: Sql, migrations = readMigrations()): Promise<string[]> {
  await sql`create table if not exists schema_migrations (name text constraint schema_migrations_pkey primary key, applied_at timestamptz not null default now())`;
  const applied = (await sql<{ name: string }[]>`select name from schema_migrations order by name`).map((r) => r.name);
  const onDisk = new Set(migrations.map((m) => m.name));
  const unknown = applied.filter((n) => !onDisk.has(n));
  if (unknown.length) {
    throw new Error(`The database has migrations that are not on disk: ${unknown.join(', ')}. Refusing to start with an older build.`);
  }
  const done: string[] = [];
  for (const m of migrations) {
    if (applied.includes(m.name)) continue;
    await sql.begin(async (tx) => {
      // Several API nodes may start at once against one Postgres: one migrates, the others wait.
      await tx`select pg_advisory_xact_lock(727274)`;
      const [already] = await tx`select 1 from schema_migrations where name = ${m.name}`;
      if (already) return;
      await tx.unsafe(m.sql);
      await tx`insert into schema_migrations (name) values (${m.name})`;
      done.push(m.name);
    });
  }
  return done;
}
