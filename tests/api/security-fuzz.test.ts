import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HonoRequest } from 'hono/request';
import { createApi } from '../../api/app';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';

/**
 * Issue 19: every query parameter of every route, fed values that break naive parsing, answers anything but a 500.
 * Routes come from the app itself (as tests/api/auth-matrix.test.ts); parameter names from the route sources (every
 * `query('name')`, `q('name')`, `…Param(c, 'name')` and every key of a query schema), so a parameter added tomorrow
 * is fuzzed too. `GET /api/sync/pull-scope?cursor=1e5.0` answered 500 before (the pattern failed, BigInt ran anyway).
 */
const ROUTES_DIR = path.join(__dirname, '..', '..', 'api', 'routes');
function queryNames(): string[] {
  const names = new Set<string>();
  for (const f of fs.readdirSync(ROUTES_DIR).filter((x) => x.endsWith('.ts'))) {
    const src = fs.readFileSync(path.join(ROUTES_DIR, f), 'utf8');
    for (const m of src.matchAll(/\b(?:query|q)\(\s*'([a-z][\w-]*)'\s*\)/g)) names.add(m[1]);
    for (const m of src.matchAll(/Param\(c, '([A-Za-z]\w*)'\)/g)) names.add(m[1]);
    if (src.includes("'query'")) for (const m of src.matchAll(/^\s{2,10}([a-z][A-Za-z]*): (?:v\.|[A-Za-z]\w*[(,])/gm)) names.add(m[1]);
  }
  return [...names].sort();
}

/**
 * The query names each request read (`c.req.query('x')`, `c.req.queries('x')`; a bare `query()` — a validator reading
 * them all — counts as every name), so each name is sent alone only to the routes that read it. Sending all 41 names
 * alone to all 250 routes was 86% of this file's minutes and tested nothing more: a route that never reads a name
 * cannot fail on its value.
 */
const readNames = new Set<string>();
let readAll = false;
/**
 * storableInput (api/middleware/storable.ts) reads every query value of every request with a query string, for its
 * one check of values Postgres refuses: counted as a route's read, it made every route "read all" and undid the above
 * (every name alone to every route again, 230 s of CI). Its check is the same for one name or all of them, and the
 * all-names-at-once pass below sends it every name with every value. (Should the file move, its reads count as a
 * route's again: slower, never less covered.) Only the wrapper's direct caller counts: a route's own read happens inside
 * the middleware's `next()`, with the middleware further down the stack.
 */
const byStorableCheck = () => /middleware[\\/]storable\.[jt]s/.test(new Error().stack?.split('\n')[3] ?? '');
const { query: honoQuery, queries: honoQueries } = HonoRequest.prototype;
HonoRequest.prototype.query = function (this: HonoRequest, key?: string) {
  if (key === undefined) readAll ||= !byStorableCheck();
  else readNames.add(key);
  return (honoQuery as (this: HonoRequest, key?: string) => unknown).call(this, key);
} as typeof honoQuery;
HonoRequest.prototype.queries = function (this: HonoRequest, key?: string) {
  if (key === undefined) readAll ||= !byStorableCheck();
  else readNames.add(key);
  return (honoQueries as (this: HonoRequest, key?: string) => unknown).call(this, key);
} as typeof honoQueries;

/** Already URL-encoded values (so invalid UTF-8 and lone surrogates can be sent as bytes). */
const NASTY = [
  '',
  '%20',
  '-1',
  '1e5',
  '1e5.0',
  '1.5',
  '.5',
  'NaN',
  'Infinity',
  '-0',
  '99999999999999999999999999',
  '18446744073709551616.9007199254740993',
  '0x10',
  '%00',
  '%25',
  '%ED%A0%80',
  '%FF%FE',
  encodeURIComponent('[]'),
  encodeURIComponent('{"a":1}'),
  'true',
  '00000000-0000-0000-0000-000000000000',
  '2026-13-45',
  encodeURIComponent("'; drop table users; --"),
  encodeURIComponent('🔥'.repeat(50)),
  'a'.repeat(5000),
  encodeURIComponent('\u2028\u0085\u000b\u000c'),
];

describe.each(backends)('query fuzz over every API route (%s)', (kind) => {
  let server: TestServer;
  let user: TestClient;
  let routes: Array<{ method: string; path: string }>;
  const names = queryNames();
  beforeAll(async () => {
    server = await startTestServer(kind);
    user = (await signedInClient(server)).client;
    const seen = new Set<string>();
    routes = createApi(server.deps)
      .routes.filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'))
      .map((r) => ({ method: r.method, path: `/api${r.path === '/' ? '' : r.path}`.replace(/\/$/, '') }))
      .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
  });
  afterAll(() => server.close());

  async function call(method: string, p: string, query: string): Promise<number> {
    const url = `${p.replace(/:[A-Za-z]+(\{[^}]*\})?/g, randomUUID())}?${query}`;
    const hasBody = method !== 'GET' && method !== 'DELETE';
    const res = await server.app.request(url, {
      method,
      headers: { cookie: user.cookie, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      body: hasBody ? '{}' : undefined,
    });
    await res.body?.cancel().catch(() => {}); // live streams stay open otherwise
    return res.status;
  }

  it('finds the query parameters in the route sources (not an empty list by accident)', () => {
    for (const n of ['cursor', 'limit', 'scope', 'scopes', 'search', 'priceMin', 'exp', 'sig', 'done', 'tz', 'from'])
      expect(names).toContain(n);
  });

  it('answers no 500 to any nasty value in any query parameter of any route', async () => {
    const failures: string[] = [];
    let aloneRoutes = 0;
    // (Logout would end the session the rest of the run needs; it reads no query.)
    for (const r of routes.filter((x) => x.path !== '/api/auth/logout')) {
      // (503 is a deliberate answer: OpenID Connect is not configured here.)
      // Every parameter at once with each value, then each parameter alone with the values most likely to throw.
      readNames.clear();
      readAll = false;
      for (const value of NASTY) {
        const s = await call(r.method, r.path, names.map((n) => `${n}=${value}`).join('&'));
        if (s === 500) failures.push(`${r.method} ${r.path} all=${value.slice(0, 40)} → ${s}`);
      }
      if (readAll || readNames.size) aloneRoutes++;
      for (const n of readAll ? names : names.filter((x) => readNames.has(x))) {
        for (const value of ['1e5.0', '%ED%A0%80', '99999999999999999999999999', '%00']) {
          const s = await call(r.method, r.path, `${n}=${value}`);
          if (s === 500) failures.push(`${r.method} ${r.path} ${n}=${value} → ${s}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(aloneRoutes, 'no route was seen reading a query parameter: the recorder is broken').toBeGreaterThan(10);
  }, 600_000);

  it('GET /api/sync/pull-scope?cursor=1e5.0 → 400 naming the cursor', async () => {
    const { client } = await signedInClient(server);
    const res = await client.get('/api/sync/pull-scope?scope=marketplace:listings&cursor=1e5.0');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^cursor: /);
  });
});
