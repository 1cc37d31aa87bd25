import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../api/db';
import { migrate, readMigrations } from '../api/migrate';
// @ts-expect-error: a plain .mjs build script, no types
import { buildServer } from '../scripts/build-server.mjs';

/**
 * Migrated template databases, made once per vitest run instead of once per test database.
 *
 * A fresh in-memory PGlite runs initdb inside WebAssembly (about 3 s of CPU) and then the 35 migrations (1.5–3 s);
 * started from a tar of an already-migrated cluster it takes about 0.7 s. On Postgres, `create database … template`
 * copies a migrated database instead of running every migration again. `openMigratedTestDatabase` in
 * tests/helpers/api.ts opens them; `migrate()` still runs on each (it finds nothing to apply), so the tests see the
 * same schema and the same schema_migrations rows as before. Tests of migrations themselves keep opening empty
 * databases (`openTestDatabase`).
 *
 * The PGlite tar is cached under node_modules/.cache, named by a hash of the migrations, the migration runner and
 * the PGlite version, so a change to any of them makes a new one. The Postgres template is this run's own database,
 * dropped at the end.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** path of the migrated PGlite data directory tar */
    pgliteTemplate: string;
    /** name of the migrated Postgres template database, or '' without TEST_DATABASE_URL */
    postgresTemplate: string;
    /** path of this run's bundle of api/server.ts, the server the tests start as real processes */
    apiServer: string;
  }
}

const root = path.resolve(__dirname, '..');

function templateKey(): string {
  const hash = createHash('sha256');
  for (const m of readMigrations()) hash.update(m.name).update('\0').update(m.sql).update('\0');
  hash.update(fs.readFileSync(path.join(root, 'api/migrate.ts')));
  hash.update(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const dir = path.join(root, 'node_modules/.cache/tradie-toolbox-tests');
  const file = path.join(dir, `pglite-${templateKey()}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(dir, { recursive: true });
  const db = await openPglite('memory://');
  try {
    await migrate(db.sql);
    const tar = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
    // written under another name and renamed: a run that starts meanwhile never reads half a file
    const part = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(part, tar);
    fs.renameSync(part, file);
  } finally {
    await db.close();
  }
  return file;
}

async function postgresTemplate(url: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `tt_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  // no other session may be connected to a template while a database is copied from it: this one ends here
  const db = await openPostgres(dbUrl.toString(), 1);
  try {
    await migrate(db.sql);
  } finally {
    await db.close();
  }
  return {
    name,
    async drop() {
      const a = postgres(url, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * The server the tests start as real processes (tests/helpers/nodes.ts): api/server.ts bundled as `npm run build` bundles
 * it for `npm start` (scripts/build-server.mjs), from the current sources, once per run. Node starts the bundle in about a
 * second; `node --import tsx api/server.ts` took about three (tsx's loader resolves and compiles ~500 modules one by one
 * in every process), and tests that kill and restart servers paid that on every start. It sits in .tmp/, one level
 * below the repository like api/server.ts, so it finds the built client (dist/client) where the sources' server does.
 */
async function apiServerBundle(): Promise<{ file: string; remove(): void }> {
  const file = path.join(root, '.tmp', `api-server-${process.pid}-${randomBytes(4).toString('hex')}.mjs`);
  await buildServer(path.relative(root, file));
  return {
    file,
    remove() {
      for (const f of [file, `${file}.map`]) fs.rmSync(f, { force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const [pglite, pg, server] = await Promise.all([pgliteTemplate(), url ? postgresTemplate(url) : null, apiServerBundle()]);
  project.provide('pgliteTemplate', pglite);
  project.provide('postgresTemplate', pg?.name ?? '');
  project.provide('apiServer', server.file);
  return async () => {
    server.remove();
    await pg?.drop();
  };
}
