import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { requireUser } from '../context';
import { notFound } from '../errors';
import { validate } from '../validate';
import { withUserTx } from '../sync/tx';
import * as pb from '../repos/price-book';
import { uuidParam } from './document-http';
import { PriceKitFields } from '../../src/domain/sync/features/price-book';

/**
 * The price book's kits over REST (issue 13), on the same repo functions as the sync mutators and under the same per-user
 * lock. Ids may be made by the client (a retried create returns the row it made). Items are a typed table: their REST
 * sub-app (/api/price-book/items) is derived from their definition (api/routes/typed.ts).
 */
const uuid = v.pipe(v.string(), v.uuid('must be a UUID'));
const isoInstant = v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'));

const NewKit = v.object({ id: v.optional(uuid), createdAt: v.optional(isoInstant), ...PriceKitFields.entries });
const KitPatch = v.pipe(
  v.partial(PriceKitFields),
  v.check((p) => p.name !== undefined || p.items !== undefined, 'Send the name or the items to change'),
);
export const priceBookRoutes = new Hono<AppEnv>()
  .get('/kits', async (c) => c.json((await pb.listKits(c.get('deps').sql, requireUser(c).id)).map(pb.toClientKit)))
  .post('/kits', validate('json', NewKit), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const { id = randomUUID(), ...body } = c.req.valid('json');
    const { created } = await withUserTx(sql, me.id, (tx) => pb.createKit(tx, me.id, { id, ...body }));
    const row = await pb.getKit(sql, me.id, id);
    if (!row) throw notFound('Kit');
    return c.json(pb.toClientKit(row), created ? 201 : 200);
  })
  .get('/kits/:id', async (c) => {
    const row = await pb.getKit(c.get('deps').sql, requireUser(c).id, uuidParam(c, 'Kit'));
    if (!row) throw notFound('Kit');
    return c.json(pb.toClientKit(row));
  })
  .patch('/kits/:id', validate('json', KitPatch), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = uuidParam(c, 'Kit');
    if (!(await withUserTx(sql, me.id, (tx) => pb.updateKit(tx, me.id, id, c.req.valid('json'))))) throw notFound('Kit');
    const row = await pb.getKit(sql, me.id, id);
    if (!row) throw notFound('Kit');
    return c.json(pb.toClientKit(row));
  })
  .delete('/kits/:id', async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = uuidParam(c, 'Kit');
    if (!(await withUserTx(sql, me.id, (tx) => pb.deleteKit(tx, me.id, id)))) throw notFound('Kit');
    return c.body(null, 204);
  });
