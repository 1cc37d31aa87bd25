import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../context';
import { authed, requireUser } from '../context';
import { randomUUID } from 'node:crypto';
import { LIVE_NODE_ID, type LiveEvent } from '../services/live';
import { sessionExists } from '../repos/users';
import { beatLiveStream, closeLiveStream, openLiveStream } from '../repos/live-streams';

const HEARTBEAT_MS = 25_000; // below the usual 30-60 s idle timeout of proxies and load balancers
/**
 * Streams one user may hold open over all nodes (a phone, a tablet, a few tabs); past it the oldest closes, whichever
 * node holds it (issue 19: counted in live_streams, the closing node told over the live bus).
 */
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
    const streamId = randomUUID();
    const unsubscribe = live.subscribe((e) => {
      // Past the user's cap over all nodes, and this stream is among the oldest: it ends.
      if (e.closeStreams !== undefined) {
        if (e.userId === me.id && e.closeStreams.includes(streamId)) end();
        return;
      }
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
    let beatAt = Date.now();
    // A session ended any other way (reset, access removed, expiry) is noticed at the next wake-up or heartbeat:
    // no wake-up ever reaches a stream whose session is gone.
    const sessionLive = async () => {
      if (!(await sessionExists(sql, me.sessionId))) done = true;
      return !done;
    };
    // The heartbeat that keeps this stream counted; its row gone means another node closed it past the cap (a lost
    // NOTIFY only delays that until here).
    const stillOpen = async () => {
      if (done || Date.now() - beatAt < HEARTBEAT_MS - 1000) return !done;
      beatAt = Date.now();
      if (!(await beatLiveStream(sql, me.id, streamId))) done = true;
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
      const excess = await openLiveStream(sql, { id: streamId, userId: me.id, nodeId: LIVE_NODE_ID }, LIVE_STREAMS_PER_USER);
      // in chunks: a NOTIFY payload holds under 8000 bytes (hundreds opened at once can put many past the cap)
      for (let i = 0; i < excess.length; i += 100) await live.publish({ userId: me.id, closeStreams: excess.slice(i, i + 100) });
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
        if (done || !(await sessionLive()) || !(await stillOpen())) break;
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
      await closeLiveStream(sql, me.id, streamId).catch(() => {}); // a node going down: the row stops counting in 90 s
    }
  });
});
