import fs from 'node:fs';
import { freshPostgresDb, load, percentile, postgresAvailable, registerUser, startBuiltServer, type Figure } from './util';

/** A process's CPU (user + system) so far, ms, from /proc (Linux, 100 ticks a second); null where there is none. */
function processCpuMs(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * CPU per request beside throughput: on a shared 2-core machine req/s swing with the other jobs, while the CPU the
 * server process (and, on Postgres, the database's backends) spends per request is what the route costs.
 */
async function cpuOf(serverPid: number | undefined, databaseUrl: string | undefined) {
  let backends: () => Promise<number | null> = async () => null;
  if (databaseUrl) {
    const { default: postgres } = await import('postgres');
    backends = async () => {
      const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      try {
        const rows = await sql<{ pid: number }[]>`
          select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
        return rows.reduce((sum, r) => sum + (processCpuMs(r.pid) ?? 0), 0);
      } finally {
        await sql.end();
      }
    };
  }
  return async () => ({ server: processCpuMs(serverPid), db: await backends() });
}

/** Issue 2: GET /api/auth/user with a session beside a bare Hono route, on PGlite and Postgres; server start time. */
export async function benchApi(pgUrl: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  const backends: Array<['pglite' | 'postgres', Record<string, string>, (() => Promise<void>) | null]> = [['pglite', {}, null]];
  if (await postgresAvailable(pgUrl)) {
    const db = await freshPostgresDb(pgUrl);
    backends.push(['postgres', { DATABASE_URL: db.url }, db.drop]);
  }
  for (const [kind, env, cleanup] of backends) {
    const server = await startBuiltServer(env);
    try {
      figures.push({ section: 'api', name: `server start (${kind}, incl. migrations)`, value: Math.round(server.startMs), unit: 'ms' });
      const cookie = await registerUser(server.url);
      const bare = await load(`${server.url}/bench/bare`);
      // auth/user against its reference, interleaved (3 rounds of 2 s each) so that a busy machine's swings hit both
      const selectRps: number[] = [];
      const userRps: number[] = [];
      let user = { rps: 0, p99: 0, errors: 0 };
      const cpuNow = await cpuOf(server.proc.pid, env.DATABASE_URL);
      // µs of CPU per request, per round: [server, database backends]
      const selectCpu: Array<[number, number]> = [];
      const userCpu: Array<[number, number]> = [];
      const perRequest = (a: { server: number | null; db: number | null }, b: typeof a, requests: number): [number, number] => [
        ((b.server! - a.server!) * 1000) / requests,
        ((b.db ?? 0) - (a.db ?? 0)) * (1000 / requests),
      ];
      for (let round = 0; round < 3; round++) {
        let c0 = await cpuNow();
        const select = await load(`${server.url}/bench/select1`, { seconds: 2 });
        selectCpu.push(perRequest(c0, await cpuNow(), select.rps * 2));
        selectRps.push(select.rps);
        c0 = await cpuNow();
        user = await load(`${server.url}/api/auth/user`, { headers: { cookie }, seconds: 2 });
        userCpu.push(perRequest(c0, await cpuNow(), user.rps * 2));
        if (user.errors) throw new Error(`GET /api/auth/user had ${user.errors} errors`);
        userRps.push(user.rps);
      }
      const select1 = { rps: percentile(selectRps, 50) };
      user.rps = percentile(userRps, 50);
      if (user.errors) throw new Error(`GET /api/auth/user had ${user.errors} errors`);
      figures.push(
        { section: 'api', name: `bare Hono route (${kind} server)`, value: Math.round(bare.rps), unit: 'req/s' },
        { section: 'api', name: `bare Hono route p99 (${kind} server)`, value: bare.p99, unit: 'ms' },
        { section: 'api', name: `GET /api/auth/user (${kind})`, value: Math.round(user.rps), unit: 'req/s' },
        { section: 'api', name: `GET /api/auth/user p99 (${kind})`, value: user.p99, unit: 'ms' },
        { section: 'api', name: `auth/user ÷ bare throughput (${kind})`, value: (user.rps / bare.rps).toFixed(3) },
        { section: 'api', name: `route with one \`select 1\` (${kind} server, reference)`, value: Math.round(select1.rps), unit: 'req/s' },
        { section: 'api', name: `auth/user ÷ select-1 route throughput (${kind}, goal ≥ 0.6)`, value: (user.rps / select1.rps).toFixed(3) },
      );
      if ((await cpuNow()).server !== null) {
        const med = (xs: Array<[number, number]>, i: 0 | 1) =>
          percentile(
            xs.map((x) => x[i]),
            50,
          ).toFixed(0);
        figures.push({
          section: 'api',
          name: `CPU per request, auth/user / select-1 route (${kind}): server process${kind === 'postgres' ? ', Postgres backends' : ''}`,
          value: `${med(userCpu, 0)} / ${med(selectCpu, 0)} µs${kind === 'postgres' ? `, ${med(userCpu, 1)} / ${med(selectCpu, 1)} µs` : ''}`,
        });
      }
    } finally {
      // autocannon's last requests may still be in flight: let them finish before the server goes away.
      await new Promise((r) => setTimeout(r, 1500));
      await server.stop();
      await cleanup?.();
    }
  }
  return figures;
}
