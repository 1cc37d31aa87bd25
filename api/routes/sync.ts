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
import { entitiesChangedSince, inReadSnapshot, lastAppliedMutation } from '../repos/sync';

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
      const { lastMutationId, perEntity } = await inReadSnapshot(sql, async (tx) => {
        // The acknowledged count comes from the same snapshot: every mutation it covers committed with its rows, so the
        // client never drops an outbox entry whose effect is missing from the rows it is about to apply.
        const lastMutationId = q.clientId ? await lastAppliedMutation(tx, q.clientId, me.id) : 0;
        // One probe (an index lookup per table) finds the entities with any change above the cursor, so an everyday
        // pull with little or nothing new costs one query, not one per entity. Each of those returns its first `limit`
        // changes above the cursor; merged and cut to `limit`, they are exactly the first `limit` changes overall.
        const changed = await entitiesChangedSince(
          tx,
          pullEntities.map((e) => {
            const { table, owner } = SYNCED_ENTITIES[e.name as EntityName].server;
            return { name: e.name, table, owner };
          }),
          me.id,
          cursor,
        );
        const perEntity = await Promise.all(
          pullEntities
            .filter((e) => changed.has(e.name))
            .map(async (e) => (await e.fetch(tx, me.id, cursor, limit + 1)).map((row) => ({ e, row }))),
        );
        return { lastMutationId, perEntity };
      });
      const all = perEntity.flat().sort((a, b) => a.row.change_no - b.row.change_no);
      const page = all.slice(0, limit);
      const changes: PullChange[] = page.map(({ e, row }) =>
        row.deleted_at
          ? { entity: e.name, id: row.id, change: row.change_no, deleted: true }
          : { entity: e.name, id: row.id, change: row.change_no, deleted: false, data: e.toClient(row) as Record<string, unknown> },
      );
      return c.json({
        changes,
        cursor: page.length ? page[page.length - 1].row.change_no : cursor,
        hasMore: all.length > limit,
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
