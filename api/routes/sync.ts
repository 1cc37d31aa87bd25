import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { authed, requireUser } from '../context';
import { AppError } from '../errors';
import { validate } from '../validate';
import { MAX_PULL_PAGE, PushSchema } from '../../src/domain/schemas/sync';
import { pullPage } from '../sync/pull';
import { pullScope, ScopeCursor, sharedScope } from '../sync/scopes';
import { applyPush, SyncGap } from '../sync/push';

/** A change number: a whole number a JS number holds exactly (the sequence will never come near 2^53). */
const CursorParam = v.pipe(
  v.string(),
  v.regex(/^\d{1,16}$/, 'cursor must be a whole number'),
  v.check((s) => Number(s) <= Number.MAX_SAFE_INTEGER, `cursor must be at most ${Number.MAX_SAFE_INTEGER}`),
);

export const syncRoutes = new Hono<AppEnv>()
  /**
   * Applies a FIFO batch from one client in one transaction: ids at or below the client's last are skipped (a replay
   * is harmless), a gap is refused, and a mutation that fails business validation is consumed and reported so it
   * never blocks the ones behind it.
   */
  .post('/push', authed, validate('json', PushSchema), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const { clientId, mutations } = c.req.valid('json');
    try {
      return c.json(await applyPush(sql, me.id, clientId, mutations, c.get('deps').log));
    } catch (err) {
      if (!(err instanceof SyncGap)) throw err;
      const message = `Missing changes after ${err.last}: send from ${err.last + 1}`;
      throw new AppError('SYNC_GAP', message, undefined, { fields: { lastMutationId: err.last } });
    }
  })
  /** Rows changed since the cursor, tombstones included, in change order; plus this client's last applied mutation. */
  .get(
    '/pull',
    authed,
    validate(
      'query',
      v.object({
        cursor: v.optional(CursorParam, '0'),
        clientId: v.optional(v.pipe(v.string(), v.maxLength(100))),
        limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'limit must be a whole number up to 999999')), String(MAX_PULL_PAGE)),
      }),
    ),
    async (c) => {
      const q = c.req.valid('query');
      const limit = Math.min(Math.max(Number(q.limit), 1), MAX_PULL_PAGE);
      // the answer's JSON text is made by pullPage (mostly by Postgres): sent as it is
      const body = await pullPage(c.get('deps').sql, requireUser(c).id, { cursor: Number(q.cursor), clientId: q.clientId, limit });
      return c.body(body, 200, { 'content-type': 'application/json' });
    },
  )
  /**
   * A shared scope's rows after its cursor (docs/sync.md "Scopes"): rows other users own, readable by everyone the
   * scope is for, each with its owner id so the device never queues a change to a row it does not own.
   */
  .get(
    '/pull-scope',
    authed,
    validate(
      'query',
      v.object({
        scope: v.pipe(v.string('scope is required'), v.maxLength(100)),
        cursor: v.optional(ScopeCursor, '0.0'),
        limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'limit must be a whole number up to 999999')), String(MAX_PULL_PAGE)),
      }),
    ),
    async (c) => {
      const q = c.req.valid('query');
      const scope = sharedScope(q.scope);
      if (!scope) throw new AppError('BAD_REQUEST', `scope: no shared scope is called "${q.scope}"`);
      const limit = Math.min(Math.max(Number(q.limit), 1), MAX_PULL_PAGE);
      return c.json(await pullScope(c.get('deps').sql, scope, requireUser(c).id, q.cursor, limit));
    },
  );
