import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { findSession, selectOne } from './repos/users';
import { SESSION_COOKIE } from './middleware/session';
import { sha256 } from './services/crypto';
import {
  documentFor,
  FIRST_PAINT_DOCUMENTS,
  LANDING_PROFILE_PROMPT_DOCUMENT,
  PROFILE_PROMPTED_COOKIE,
  profileIncomplete,
} from '../src/domain/first-paint-documents';
import { compress } from 'hono/compress';
import type { AppEnv } from './context';
import { createApi } from './app';
import { openDatabase, type Database } from './db';
import { buildDeps } from './deps';
import { runOverdueReminders, startEmailRetry } from './services/document-mail';
import { ConfigError, readEnv } from './env';
import { migrate } from './migrate';
import { startObjectSweeper } from './services/object-sweep';
import { closeConnections, keepConnectionsAlive } from './connections';

/** Finds the built client (dist/client) from either the bundle (dist/server) or the sources (api/). */
function findClientDir(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.join(here, '..', 'client'), path.join(here, '..', 'dist', 'client')]) {
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
  }
  return null;
}

export async function startServer(source: Record<string, string | undefined> = process.env) {
  const started = performance.now();
  const env = readEnv(source);
  const db: Database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(db.sql);
  } catch (err) {
    await db.close();
    throw err;
  }
  const deps = await buildDeps(env, db);
  const app = new Hono<AppEnv>();
  // Compression, with `Vary: Accept-Encoding` set before the route answers: hono's compress adds it to a finished
  // response otherwise, which turns @hono/node-server's lightweight response into a real one with a body stream on
  // every JSON answer, compressed or not (~20% of the server's CPU under load on GET /api/auth/user, profiled).
  const gzip = compress();
  app.use('*', (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    return gzip(c, next);
  });
  // `npm run bench` compares the API with a bare Hono route in the same process.
  // …and with a route that makes one round trip to the database (the repo's selectOne): the reference of GET /api/auth/user.
  if (source.BENCH_ROUTES === '1') {
    app.get('/bench/bare', (c) => c.text('ok'));
    app.get('/bench/select1', async (c) => {
      await selectOne(deps.sql);
      return c.json({ ok: true });
    });
  }
  app.route('/api', createApi(deps));

  const clientDir = findClientDir();
  if (clientDir) {
    const rel = path.relative(process.cwd(), clientDir) || '.';
    app.use(
      '*',
      serveStatic({
        root: rel,
        // the build's gzipped copies of the hashed scripts and stylesheets (vite.config.ts precompressAssets), sent as
        // they are: the compression above skips a response that is already encoded
        precompressed: true,
        onFound: (p, c) => {
          // Hashed assets never change; the worker, manifest and HTML must be revalidated so updates arrive.
          c.header('cache-control', p.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
          c.header('Vary', 'Accept-Encoding'); // once: serveStatic appends it to the one set above for a .gz copy
        },
      }),
    );
    // A missing hashed asset is a 404, never the HTML page (a stale tab asking for an old chunk must fail clearly).
    app.get('/assets/*', (c) => c.text('Not found', 404));
    // Single-page app: every other GET is a client route, answered with its document: /auth and /landing have their
    // own, with the screen built in (src/domain/first-paint-documents.ts), the rest index.html. A document is re-read
    // when a rebuild replaces it, so a running server never hands out a page whose hashed assets are gone.
    const documents = new Map<string, { mtimeMs: number; html: string }>();
    // A new account's landing has the profile prompt in its first paint, once per browser session (a session cookie).
    const landingDocument = async (c: Context<AppEnv>) => {
      const token = getCookie(c, SESSION_COOKIE);
      if (!token || getCookie(c, PROFILE_PROMPTED_COOKIE)) return FIRST_PAINT_DOCUMENTS['/landing'];
      const user = await findSession(deps.sql, sha256(token));
      if (!user || !profileIncomplete({ firstName: user.firstName, state: user.row.state, trade: user.row.trade }))
        return FIRST_PAINT_DOCUMENTS['/landing'];
      setCookie(c, PROFILE_PROMPTED_COOKIE, '1', { path: '/', sameSite: 'Lax' });
      return LANDING_PROFILE_PROMPT_DOCUMENT;
    };
    app.get('*', async (c) => {
      let name = documentFor(new URL(c.req.url));
      if (name === FIRST_PAINT_DOCUMENTS['/landing']) name = await landingDocument(c);
      const file = path.join(clientDir, name);
      const { mtimeMs } = fs.statSync(file);
      let doc = documents.get(file);
      if (doc?.mtimeMs !== mtimeMs) documents.set(file, (doc = { mtimeMs, html: fs.readFileSync(file, 'utf8') }));
      c.header('cache-control', 'no-cache');
      return c.html(doc.html);
    });
  } else {
    deps.log('info', 'No built client found (run `npm run build`); serving the API only.');
  }

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST });
  keepConnectionsAlive(server);
  const stopSweeper = startObjectSweeper(deps); // photos: orphaned uploads
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`;

  // Build the knowledge-base index now rather than on the first question (~100 ms of CPU).
  setTimeout(() => {
    void import('../src/domain/kb').then((kb) => kb.searchKnowledgeBase('licence', { limit: 1 })).catch(() => {});
  }, 0);

  // Overdue reminders (issue 12): hourly, and once shortly after start. unref: never keeps the process alive.
  const reminders = setInterval(() => void runOverdueReminders(deps).catch((err) => deps.log('error', 'reminders failed', err)), 3_600_000);
  reminders.unref();
  // Quote and invoice emails that failed (the mail server was down) are retried with backoff for 24 h.
  const stopEmailRetry = startEmailRetry(deps);
  setTimeout(() => void runOverdueReminders(deps).catch((err) => deps.log('error', 'reminders failed', err)), 60_000).unref();

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(reminders);
      stopEmailRetry();
      stopSweeper();
      await deps.live.close(); // ends the open live streams, which would otherwise keep server.close() waiting
      await closeConnections(server, deps.log);
      await deps.background.idle();
      for (const hook of deps.closeHooks) await hook();
      await db.close();
    })());
  return {
    url,
    port,
    linkOrigin: env.APP_ORIGIN || env.PORT !== 0 ? (env.APP_ORIGINS[0] ?? url) : url,
    close,
    deps,
    db,
    startMs: performance.now() - started,
  };
}

/** A LAN address of this computer (for "open it on your phone"), or null. */
function lanAddress(): string | null {
  for (const list of Object.values(os.networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return null;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    const s = await startServer();
    // Print the address the app's links (emails, customer links) use, so the one you open is the one they point at.
    console.log(`Tradie Toolbox is running at ${s.linkOrigin} (database: ${s.db.kind}, started in ${Math.round(s.startMs)} ms)`);
    if (new URL(s.linkOrigin).origin !== new URL(s.url).origin)
      console.log(`  Links in emails use ${s.linkOrigin} (APP_ORIGIN); the server listens on ${s.url}.`);
    const lan = lanAddress();
    if (!process.env.APP_ORIGIN && lan)
      console.log(`  On a phone on the same Wi-Fi: HOST=0.0.0.0 APP_ORIGIN=http://${lan}:${s.port} npm start, then open that address.`);
    const stop = async (signal: string) => {
      console.log(`${signal}: closing the server and database…`);
      await s.close();
      process.exit(0);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));
  } catch (err) {
    if (err instanceof ConfigError) console.error(err.message);
    else console.error(`Tradie Toolbox could not start: ${(err as Error).message}`);
    process.exit(1);
  }
}
