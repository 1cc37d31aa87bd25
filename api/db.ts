import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
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

/**
 * Postgres settings for the embedded database. Postgres' default shared_buffers (PGlite sizes it at 160 MiB) sits in
 * PGlite's WebAssembly memory and was ~145 MiB of the server's idle RSS; a single-session database of one business's
 * records needs far less, and evicted pages still come from the OS file cache. (The WASM memory cannot start below
 * the module's own 128 MiB, so `initialMemory` is left alone.) Measured by the `memory` section of `npm run bench`.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** What a PGlite database adds: its whole data directory as a tar (a test template, see tests/setup-global.ts). */
export interface PgliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>;
}

/**
 * Opens PGlite at dataDir (or in memory when dataDir is 'memory://'). `loadDataDir` starts it from a tar made by
 * `dumpDataDir` instead of an empty cluster (the tests' migrated template: no initdb, no migrations per database).
 */
export async function openPglite(dataDir: string, opts: { loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm (the marketplace search's partial words and typos) is a PGlite extension loaded at open, as on Postgres.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const inMemory = dataDir.startsWith('memory://');
  let lock: DirLock = { socketPath: privateSocketPath(null), release: async () => {} };
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = await acquireDirLock(dataDir);
  }
  let db;
  try {
    db = await PGlite.create(inMemory ? undefined : dataDir, {
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      extensions: { pg_trgm },
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
  } catch (err) {
    await lock.release();
    throw err;
  }
  const socketPath = lock.socketPath;
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  const sql = makeSql({ path: socketPath, max: 1, user: 'postgres', database: 'postgres', idle_timeout: 0, fetch_types: false });
  await sql`select 1`;
  const maintenance = setInterval(() => void analyzeChangedTables(sql).catch(() => {}), PGLITE_ANALYZE_EVERY_MS);
  maintenance.unref();
  let closed = false;
  return {
    sql,
    kind: 'pglite',
    dumpDataDir: () => db.dumpDataDir('none'),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(maintenance);
      await sql.end({ timeout: 5 }).catch(() => {});
      await server.stop().catch(() => {});
      await db.close().catch(() => {});
      if (!socketPath.startsWith('\0')) fs.rmSync(socketPath, { force: true });
      await lock.release();
    },
  };
}

/**
 * PGlite runs no autovacuum (one process, no background workers), so nothing ever gathers the planner's statistics:
 * a table filled after the migrations is planned as if it held a few rows. A sync pull's `where user_id = $1 and
 * change_no > $2 order by change_no limit $3` then reads every row above the cursor and sorts them (bitmap scan +
 * top-N sort) instead of walking the (owner, change_no) index for the page it needs — a first sync of 10,000 rows read
 * 10,000, 8,000, 6,000 … rows per page. Every minute the tables changed enough since their last ANALYZE (autovacuum's
 * own rule: 50 rows + 10%) are analysed, as autovacuum would on Postgres.
 *
 * Nor does anything vacuum: dead rows are never reclaimed and no page is ever marked all-visible, so an index-only scan
 * still visits the table for every entry (the pull's change probe: 2,001 heap fetches a page). The same pass vacuums
 * the tables autovacuum would (dead rows past 50 + 20%, or rows inserted since the last vacuum past 1,000 + 20%):
 * the probe at 10,000 rows then reads the index alone (~2.3 against ~3.2 ms of PGlite's time a page, 27 Nov; the pull
 * has no probe since 28 Nov — one page statement, api/repos/pull-json.ts pullPageSql — but its merge still walks those
 * indexes).
 * Returns the tables analysed.
 */
const PGLITE_ANALYZE_EVERY_MS = 60_000;
export async function analyzeChangedTables(sql: Sql): Promise<string[]> {
  // this session's own counts reach the statistics views when it next goes idle, at most once a second unless forced
  await sql`select pg_stat_force_next_flush()`;
  const due = await sql<{ name: string; vac: boolean; ana: boolean }[]>`
    select name, vac, ana from (
      select quote_ident(schemaname) || '.' || quote_ident(relname) as name,
        n_dead_tup > 50 + 0.2 * greatest(n_live_tup, 0) or n_ins_since_vacuum > 1000 + 0.2 * greatest(n_live_tup, 0) as vac,
        n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0) as ana
      from pg_stat_user_tables) t
    where vac or ana`;
  for (const { name, vac, ana } of due)
    await sql.unsafe(vac && ana ? `vacuum (analyze) ${name}` : vac ? `vacuum ${name}` : `analyze ${name}`);
  return due.filter((t) => t.ana).map((t) => t.name);
}

interface DirLock {
  /** where the PGlite socket server listens */
  socketPath: string;
  release(): Promise<void>;
}

/** Linux has abstract Unix sockets: names with no file behind them, gone the moment the owning process dies. */
const ABSTRACT = process.platform === 'linux';

/**
 * The private socket the in-process PGlite server listens on. On Linux an abstract socket (nothing on disk, so a
 * crash leaves nothing behind); elsewhere one fixed file per data directory in the temp folder (a crash leaves at most
 * that one file, which the next start under the lock replaces).
 */
function privateSocketPath(key: string | null): string {
  const name = `ttpg-${key ?? randomBytes(8).toString('hex')}`;
  return ABSTRACT ? `\0${name}` : path.join(os.tmpdir(), `${name}.sock`);
}

function listen(server: net.Server, where: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(where, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function canConnect(where: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(where);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/**
 * Two processes must never open one PGlite directory: PGlite has no cross-process locking and would corrupt it.
 * The lock is a listening Unix socket named after the directory, so the kernel releases it when the process dies
 * (crash, SIGKILL, power loss) and nothing depends on PIDs, which the system reuses. On Linux it is an abstract socket;
 * elsewhere a socket file in the data directory: a file nobody listens on any more (connect refused) is stale.
 */
async function acquireDirLock(dataDir: string): Promise<DirLock> {
  const key = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 24);
  const where = ABSTRACT ? `\0tradie-toolbox-lock-${key}` : path.join(dataDir, 'tradie-toolbox.lock.sock');
  const inUse = () =>
    new Error(
      `The database directory ${path.resolve(dataDir)} is in use by another Tradie Toolbox process. ` +
        'Stop that process, or start this one with a different DATA_DIR.',
    );
  const server = net.createServer((conn) => conn.destroy());
  try {
    await listen(server, where);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    if (ABSTRACT || (await canConnect(where))) throw inUse();
    fs.rmSync(where, { force: true }); // left by a process that died; nobody answers on it
    await listen(server, where).catch(() => {
      throw inUse();
    });
  }
  server.unref(); // the lock must not keep the process alive on its own
  // The earlier lock format (a pid file) is obsolete: remove it so it cannot confuse anyone.
  fs.rmSync(path.join(dataDir, 'tradie-toolbox.lock'), { force: true });
  const socketPath = privateSocketPath(key);
  if (!ABSTRACT) fs.rmSync(socketPath, { force: true });
  return {
    socketPath,
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pglite'));
}

/**
 * A list of values as one Postgres array parameter, in the array's text form (`{"a","b"}`), for `= any($1::uuid[])`
 * and the like: one statement text whatever the list's length. `in ${sql(list)}` makes a new statement for every length
 * — postgres.js prepares and keeps each on every connection, so those caches (and each backend's) grow without bound.
 * (postgres.js's own array parameters need the array types it reads at connect, which the PGlite connection skips.)
 */
export function arrayParam(xs: ReadonlyArray<string | number>): string {
  return `{${xs.map((x) => (typeof x === 'number' ? String(x) : `"${x.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}
