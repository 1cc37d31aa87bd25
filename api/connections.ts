import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';

/** How long an idle keep-alive connection stays open: longer than the 60 s of nginx's and load balancers' upstream pools. */
export const KEEP_ALIVE_MS = 65_000;
/** How long requests still running at shutdown are given before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 5_000;

const isHttp1 = (server: ServerType): server is Server => 'closeAllConnections' in server;

/**
 * An idle keep-alive connection is closed by the server only after any client or proxy in front (nginx's upstream
 * keepalive, a load balancer's 60 s idle timeout, a pooled client) has given up on it. With Node's 5 s default a client
 * reusing a connection just as the server closes it gets a reset (seen: an e2e poll's GET answered ECONNRESET).
 */
export function keepConnectionsAlive(server: ServerType, ms = KEEP_ALIVE_MS) {
  if (!isHttp1(server)) return;
  server.keepAliveTimeout = ms;
  server.headersTimeout = ms + 1_000;
}

/**
 * Stops listening and waits for the requests still running. Node closes the idle keep-alive connections when `close()`
 * is called, but not one whose request ends later: with a long keep-alive it would stay open (and `close()` waiting)
 * for the whole timeout. So idle connections are closed again every 100 ms, and whatever is still open after the grace
 * is cut: a client holding a connection can't keep the process from stopping.
 */
export async function closeConnections(
  server: ServerType,
  log: (level: 'info' | 'error', msg: string) => void,
  graceMs = SHUTDOWN_GRACE_MS,
) {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if (!isHttp1(server)) return closed;
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const grace = setTimeout(() => {
    server.getConnections((_err, count) => log('info', `shutdown: cutting ${count} connection(s) still open after ${graceMs} ms`));
    server.closeAllConnections();
  }, graceMs);
  await closed;
  clearInterval(sweep);
  clearTimeout(grace);
}
