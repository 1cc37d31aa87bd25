import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { authed, requireUser } from '../context';
import { AppError } from '../errors';
import { validate } from '../validate';
import { MAX_PULL_PAGE, PushSchema, type PullChange } from '../../src/domain/schemas/sync';
import { pullEntities } from '../sync/entities';
import { SYNCED_ENTITIES, type EntityName } from '../../src/domain/sync/entities';
import { pullScope, ScopeCursor, sharedScope } from '../sync/scopes';
import { applyPush, SyncGap } from '../sync/push';
import { changesAhead, inReadSnapshot, lastAppliedMutation } from '../repos/sync';

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
      const { sql } = c.get('deps');
      const me = requireUser(c);
      const q = c.req.valid('query');
      const cursor = Number(q.cursor);
      const limit = Math.min(Math.max(Number(q.limit), 1), MAX_PULL_PAGE);
      // One snapshot for everything a page reads (repeatable read fixes it at the first statement): read at different
      // moments, a transaction committing a list (change n) and an item (n + 1) between two reads could hand the device
      // the item without the list, and the cursor would pass the list for good (tests/api/sync-pull-snapshot.test.ts).
      const { lastMutationId, perEntity, hasMore } = await inReadSnapshot(sql, async (tx) => {
        // The acknowledged count comes from the same snapshot: every mutation it covers committed with its rows, so the
        // client never drops an outbox entry whose effect is missing from the rows it is about to apply.
        // One query over the change-number indexes says which entities hold the page's changes and how many each;
        // each then fetches exactly its first n changes above the cursor, which merged are the first `limit` overall.
        // Both reads go out together (pipelined on the snapshot's connection): one round trip.
        const [lastMutationId, ahead] = await Promise.all([
          q.clientId ? lastAppliedMutation(tx, q.clientId, me.id) : 0,
          changesAhead(
            tx,
            pullEntities.map((e) => {
              const { table, owner } = SYNCED_ENTITIES[e.name as EntityName].server;
              return { name: e.name, table, owner };
            }),
            me.id,
            cursor,
            limit,
          ),
        ]);
        const perEntity = await Promise.all(
          pullEntities
            .filter((e) => ahead.counts.has(e.name))
            .map(async (e) => (await e.fetch(tx, me.id, cursor, ahead.counts.get(e.name)!)).map((row) => ({ e, row }))),
        );
        return { lastMutationId, perEntity, hasMore: ahead.hasMore };
      });
      const page = perEntity.flat().sort((a, b) => a.row.change_no - b.row.change_no);
      const changes: PullChange[] = page.map(({ e, row }) =>
        row.deleted_at
          ? { entity: e.name, id: row.id, change: row.change_no, deleted: true }
          : { entity: e.name, id: row.id, change: row.change_no, deleted: false, data: e.toClient(row) as Record<string, unknown> },
      );
      return c.json({
        changes,
        cursor: page.length ? page[page.length - 1].row.change_no : cursor,
        hasMore,
        lastMutationId,
      });
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
