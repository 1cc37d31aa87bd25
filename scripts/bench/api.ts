import { freshPostgresDb, load, percentile, postgresAvailable, registerUser, startBuiltServer, type Figure } from './util';

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
      for (let round = 0; round < 3; round++) {
        selectRps.push((await load(`${server.url}/bench/select1`, { seconds: 2 })).rps);
        user = await load(`${server.url}/api/auth/user`, { headers: { cookie }, seconds: 2 });
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
    } finally {
      // autocannon's last requests may still be in flight: let them finish before the server goes away.
      await new Promise((r) => setTimeout(r, 1500));
      await server.stop();
      await cleanup?.();
    }
  }
  return figures;
}
