import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgresDb, postgresAvailable, registerUser, startBuiltServer, type Figure, type RunningServer } from './util';

/**
 * Resident memory of the built server once it is idle: started, migrated, one account registered and signed in
 * (so the request path has run), then left alone for IDLE_MS. Read from /proc (Linux), PGlite beside Postgres.
 */
const S = 'memory';
const IDLE_MS = 3000;

function rssMiB(pid: number): { rss: number; anon: number; file: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024, file: kb('RssFile') / 1024 };
}

async function idleRss(server: RunningServer) {
  await registerUser(server.url);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  return rssMiB(server.proc.pid!);
}

const line = (m: { rss: number; anon: number; file: number }) =>
  `${m.rss.toFixed(0)} MiB (anonymous ${m.anon.toFixed(0)}, file-backed ${m.file.toFixed(0)})`;

export async function benchMemory(pgUrl: string): Promise<Figure[]> {
  if (process.platform !== 'linux') return [{ section: S, name: 'idle RSS', value: 'not measured (reads /proc, Linux only)' }];
  const figures: Figure[] = [];
  // First start (PGlite runs initdb in a WebAssembly instance of its own), then a restart on the same data directory.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-mem-'));
  try {
    for (const label of ['first start, new data directory', 'restart on that data directory']) {
      const pglite = await startBuiltServer({ DATA_DIR: dataDir });
      try {
        figures.push({ section: S, name: `server idle RSS on PGlite, ${label}`, value: line(await idleRss(pglite)) });
      } finally {
        await pglite.stop();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (!(await postgresAvailable(pgUrl))) {
    figures.push({ section: S, name: 'server idle RSS on Postgres', value: `not measured (no Postgres at ${pgUrl})` });
    return figures;
  }
  const db = await freshPostgresDb(pgUrl);
  const pg = await startBuiltServer({ DATABASE_URL: db.url });
  try {
    figures.push({ section: S, name: 'server idle RSS on Postgres (the server process only)', value: line(await idleRss(pg)) });
  } finally {
    await pg.stop();
    await db.drop();
  }
  return figures;
}
