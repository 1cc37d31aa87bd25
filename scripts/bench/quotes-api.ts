import { randomUUID } from 'node:crypto';
import { quoteArgs, quoteItem } from '../../tests/api/documents-builders';
import { freshPostgresDb, load, percentile, postgresAvailable, registerUser, startBuiltServer, type Figure } from './util';

const QUOTES = 1000;
const BATCH = 200;
const SEQUENTIAL = 30;

/** 1,000 quotes made the way devices make them: quote.create mutations through POST /api/sync/push. */
async function seedQuotes(url: string, cookie: string) {
  const clientId = `bench-${randomUUID()}`;
  for (let start = 0; start < QUOTES; start += BATCH) {
    const mutations = Array.from({ length: BATCH }, (_, i) => ({
      id: start + i + 1,
      name: 'quote.create',
      args: quoteArgs({
        title: `Job ${start + i + 1}`,
        clientName: `Client ${(start + i) % 97}`,
        items: [quoteItem('Labour', 2.5, 11_000, 'hr'), quoteItem('Copper pipe', 10, 1_450, 'm'), quoteItem('Mixer tap', 1, 24_900)],
        createdAt: new Date(Date.UTC(2026, 0, 1) + (start + i) * 60_000).toISOString(),
      }),
    }));
    const res = await fetch(`${url}/api/sync/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ clientId, mutations }),
    });
    const body = (await res.json()) as { results?: Array<{ status: string; message?: string }> };
    const bad = body.results?.find((r) => r.status !== 'applied');
    if (!res.ok || bad) throw new Error(`seeding quotes: ${res.status} ${JSON.stringify(bad ?? body).slice(0, 200)}`);
  }
}

/** Issue 4: GET /api/quotes for a user with 1,000 quotes, one request at a time and under load, per backend. */
export async function benchQuotesApi(pgUrl: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  const backends: Array<['pglite' | 'postgres', Record<string, string>, (() => Promise<void>) | null]> = [['pglite', {}, null]];
  if (await postgresAvailable(pgUrl)) {
    const db = await freshPostgresDb(pgUrl);
    backends.push(['postgres', { DATABASE_URL: db.url }, db.drop]);
  } else {
    figures.push({ section: 'quotes-api', name: 'Postgres', value: `not reachable at ${pgUrl}; PGlite only` });
  }
  for (const [kind, env, cleanup] of backends) {
    const server = await startBuiltServer(env);
    try {
      const cookie = await registerUser(server.url);
      await seedQuotes(server.url, cookie);
      const get = async () => {
        const res = await fetch(`${server.url}/api/quotes`, { headers: { cookie } });
        if (!res.ok) throw new Error(`GET /api/quotes ${res.status}`);
        return res.text();
      };
      const first = await get();
      const count = (JSON.parse(first) as unknown[]).length;
      if (count !== QUOTES) throw new Error(`GET /api/quotes returned ${count} quotes, expected ${QUOTES}`);
      for (let i = 0; i < 3; i++) await get();
      const one: number[] = [];
      for (let i = 0; i < SEQUENTIAL; i++) {
        const t = performance.now();
        await get();
        one.push(performance.now() - t);
      }
      const loaded = await load(`${server.url}/api/quotes`, { headers: { cookie }, connections: 10, seconds: 5 });
      // Requests autocannon gave up on at the end are still being answered; let them finish before the server stops.
      await new Promise((r) => setTimeout(r, 1500));
      const s = 'quotes-api';
      figures.push(
        {
          section: s,
          name: `GET /api/quotes, 1,000 quotes: response size (${kind})`,
          value: (Buffer.byteLength(first) / 1024).toFixed(0),
          unit: 'KiB JSON',
        },
        { section: s, name: `GET /api/quotes, one at a time p50 (${kind})`, value: percentile(one, 50).toFixed(1), unit: 'ms' },
        {
          section: s,
          name: `GET /api/quotes, one at a time p99 (${kind}, ${SEQUENTIAL} requests)`,
          value: percentile(one, 99).toFixed(1),
          unit: 'ms',
        },
        { section: s, name: `GET /api/quotes, 10 connections for 5 s (${kind})`, value: loaded.rps.toFixed(1), unit: 'req/s' },
        { section: s, name: `GET /api/quotes under load p50 (${kind})`, value: loaded.p50, unit: 'ms' },
        { section: s, name: `GET /api/quotes under load p99 (${kind})`, value: loaded.p99, unit: 'ms' },
      );
      if (loaded.errors)
        figures.push({ section: s, name: `GET /api/quotes under load: errors or non-2xx (${kind})`, value: loaded.errors });
    } finally {
      await server.stop();
      await cleanup?.();
    }
  }
  return figures;
}
