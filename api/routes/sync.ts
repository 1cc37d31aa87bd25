import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { authed, requireUser } from '../context';
import type { Tx } from '../db';
import { AppError } from '../errors';
import { validate } from '../validate';
import { MAX_PULL_PAGE, PushSchema, type PullChange, type PushResponse, type PushResult } from '../../src/domain/schemas/sync';
import { applyMutation } from '../sync/mutators';
import { pullEntities } from '../sync/entities';
import { withUserTx } from '../sync/tx';
import { deliverDocumentEmails } from '../services/document-mail';

/** Locks (creating if new) the client's counter row; a client id belongs to one user for life. */
async function lockClient(tx: Tx, clientId: string, userId: string): Promise<number> {
  await tx`insert into sync_clients (id, user_id) values (${clientId}, ${userId}) on conflict (id) do nothing`;
  const [row] = await tx<
    { user_id: string; last_mutation_id: number }[]
  >`select user_id, last_mutation_id from sync_clients where id = ${clientId} for update`;
  if (row.user_id !== userId) throw new AppError('FORBIDDEN', "This device's sync queue belongs to another account");
  return row.last_mutation_id;
}

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
    const response = await withUserTx(sql, me.id, async (tx): Promise<PushResponse | { gap: number }> => {
      let last = await lockClient(tx, clientId, me.id);
      const results: PushResult[] = [];
      for (const m of mutations) {
        if (m.id <= last) {
          results.push({ id: m.id, status: 'duplicate' });
          continue;
        }
        if (m.id > last + 1) return { gap: last };
        try {
          await tx.savepoint((sp) => applyMutation(sp as unknown as Tx, me.id, m.name, m.args));
          results.push({ id: m.id, status: 'applied' });
        } catch (err) {
          if (!(err instanceof AppError)) throw err; // the database failed: roll back the batch, the client retries
          results.push({ id: m.id, status: 'rejected', code: err.code, message: err.message });
        }
        last = m.id;
      }
      await tx`update sync_clients set last_mutation_id = ${last}, updated_at = now() where id = ${clientId}`;
      return { lastMutationId: last, results };
    });
    // Emails queued by this push (a quote or invoice sent) go out only now that it has committed.
    if (!('gap' in response) && response.results.some((r) => r.status === 'applied')) await deliverDocumentEmails(c.get('deps'), me.id);
    if ('gap' in response) {
      return c.json(
        {
          error: {
            code: 'SYNC_GAP',
            message: `Missing changes after ${response.gap}: send from ${response.gap + 1}`,
            lastMutationId: response.gap,
          },
        },
        409,
      );
    }
    return c.json(response);
  })
  /** Rows changed since the cursor, tombstones included, in change order; plus this client's last applied mutation. */
  .get(
    '/pull',
    authed,
    validate(
      'query',
      v.object({
        cursor: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'cursor must be a whole number')), '0'),
        clientId: v.optional(v.pipe(v.string(), v.maxLength(100))),
        limit: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'limit must be a whole number')), String(MAX_PULL_PAGE)),
      }),
    ),
    async (c) => {
      const { sql } = c.get('deps');
      const me = requireUser(c);
      const q = c.req.valid('query');
      const cursor = Number(q.cursor);
      const limit = Math.min(Math.max(Number(q.limit), 1), MAX_PULL_PAGE);
      // Read the acknowledged count first: every mutation it covers had committed before the changes are read, so the
      // client never drops an outbox entry whose effect is missing from the rows it is about to apply.
      let lastMutationId = 0;
      if (q.clientId) {
        const [client] = await sql<
          { last_mutation_id: number }[]
        >`select last_mutation_id from sync_clients where id = ${q.clientId} and user_id = ${me.id}`;
        lastMutationId = client?.last_mutation_id ?? 0;
      }
      // Each entity returns its first `limit` changes above the cursor; merged and cut to `limit`, they are exactly the
      // first `limit` changes overall, so the new cursor never skips one.
      const perEntity = await Promise.all(
        pullEntities.map(async (e) => (await e.fetch(sql, me.id, cursor, limit + 1)).map((row) => ({ e, row }))),
      );
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
  );
