import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

/**
 * One driver (postgres.js) for both databases.
 * - With DATABASE_URL: a normal pool against real Postgres.
 * - Without it: an embedded PGlite (Postgres compiled to WASM) persisted under DATA_DIR/pglite, served in-process
 *   over a private Unix socket by @electric-sql/pglite-socket, and reached by postgres.js with max: 1.
 *   PGlite is a single-session database: one connection keeps transactions (sql.begin) from interleaving,
 *   and postgres.js queues the rest. The same SQL, migrations and repos run on both.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Sql = postgres.Sql<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = postgres.TransactionSql<any>;
/** Anything that can run a query: the pool or a transaction. */
export type Db = Sql | Tx;

export interface Database {
  sql: Sql;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

function makeSql(urlOrOpts: string | postgres.Options<Record<string, never>>, extra: postgres.Options<Record<string, never>> = {}): Sql {
  const base: postgres.Options<Record<string, never>> = {
    onnotice: () => {},
    transform: { undefined: null },
    types: {
      // int8 -> number (cursors, counts); date -> string
      bigint: { to: 20, from: [20], serialize: (x: number) => String(x), parse: (x: string) => Number(x) },
      date: { to: 1082, from: [1082], serialize: (x: string) => x, parse: (x: string) => x },
    } as never,
    ...extra,
  };
  return (typeof urlOrOpts === 'string' ? postgres(urlOrOpts, base) : postgres({ ...base, ...urlOrOpts })) as Sql;
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const sql = makeSql(url, { max });
  await sql`select 1`;
  return { sql, kind: 'postgres', close: () => sql.end({ timeout: 5 }) };
}

/** Opens PGlite at dataDir (or in memory when dataDir is 'memory://'). */
export async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDirLock(dataDir);
  }
  let db;
  try {
    db = await PGlite.create(inMemory ? undefined : dataDir);
  } catch (err) {
    release();
    throw err;
  }
  // A short private socket path (Unix sockets are limited to ~100 characters).
  const socketPath = path.join(fs.mkdtempSync(path.join(process.platform === 'win32' ? '\\\\?\\pipe' : '/tmp', 'ttpg-')), '.s.PGSQL.5432');
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  const sql = makeSql({ path: socketPath, max: 1, user: 'postgres', database: 'postgres', idle_timeout: 0, fetch_types: false });
  await sql`select 1`;
  let closed = false;
  return {
    sql,
    kind: 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      await sql.end({ timeout: 5 }).catch(() => {});
      await server.stop().catch(() => {});
      await db.close().catch(() => {});
      fs.rmSync(path.dirname(socketPath), { recursive: true, force: true });
      release();
    },
  };
}

/**
 * Two processes must never open one PGlite directory: PGlite has no cross-process locking and would corrupt it.
 * A lock file holds the owner's pid; a stale lock (its process is gone) is taken over.
 */
function acquireDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'tradie-toolbox.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The database directory ${path.resolve(dataDir)} is in use by another Tradie Toolbox process (pid ${pid}). ` +
            'Stop that process, or start this one with a different DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pglite'));
}
