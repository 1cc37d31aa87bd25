import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../context';
import { authed, requireUser } from '../context';
import { trackStream, type LiveEvent } from '../services/live';
import { sessionExists } from '../repos/users';

const HEARTBEAT_MS = 25_000; // below the usual 30-60 s idle timeout of proxies and load balancers
/** Streams one user may hold open on one node (a phone, a tablet, a few tabs); past it the oldest closes. */
export const LIVE_STREAMS_PER_USER = 10;

/**
 * GET /api/live — server-sent events that tell this device to pull. `ready` on connect (the device pulls to catch up
 * on anything it missed while disconnected), then `change` whenever the user's rows (or a shared scope it reads,
 * ?scopes=a,b) changed on any API node. The event carries no row data; the pull does, with its own authorisation.
 */
export const liveRoutes = new Hono<AppEnv>().get('/', authed, (c) => {
  const me = requireUser(c);
  const { live, sql } = c.get('deps');
  const scopes = new Set((c.req.query('scopes') ?? '').split(',').filter((s) => /^[\w:.-]{1,100}$/.test(s)));
  c.header('cache-control', 'no-store');
  c.header('x-accel-buffering', 'no'); // nginx: do not buffer the stream
  return streamSSE(c, async (stream) => {
    const queue: LiveEvent[] = [];
    let wake = () => {};
    let done = false;
    const end = () => {
      done = true;
      wake();
    };
    const unsubscribe = live.subscribe((e) => {
      // This session signed out (on any node): the stream ends at once.
      if (e.endSession !== undefined) {
        if (e.userId === me.id && e.endSession === me.sessionId) end();
        return;
      }
      if (e.userId === me.id || (e.scope !== undefined && scopes.has(e.scope))) {
        queue.push(e);
        wake();
      }
    });
    const untrack = trackStream(me.id, LIVE_STREAMS_PER_USER, end);
    // A session ended any other way (reset, access removed, expiry) is noticed at the next wake-up or heartbeat:
    // no wake-up ever reaches a stream whose session is gone.
    const sessionLive = async () => {
      if (!(await sessionExists(sql, me.sessionId))) done = true;
      return !done;
    };
    stream.onAbort(() => {
      done = true;
      wake();
    });
    void live.closed.then(() => {
      done = true;
      wake();
    });
    try {
      await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
      while (!done) {
        if (!queue.length) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
        if (done || !(await sessionLive())) break;
        if (!queue.length) {
          await stream.write(': keep-alive\n\n');
          continue;
        }
        for (const e of queue.splice(0)) {
          await stream.writeSSE({ event: 'change', data: JSON.stringify({ origin: e.origin ?? null, scope: e.scope ?? null, at: e.at }) });
        }
      }
    } finally {
      unsubscribe();
      untrack();
    }
  });
});
