import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { requireUser } from '../context';
import { notFound } from '../errors';
import { validate } from '../validate';
import { withUserTx } from '../sync/tx';
import * as pb from '../repos/price-book';
import { toDevice } from '../../src/domain/sync/plain';
import { uuidParam } from './document-http';
import { PriceItemFields, PriceKitFields } from '../../src/domain/sync/features/price-book';

/**
 * The price book over REST (issue 13), on the same repo functions as the sync mutators and under the same per-user lock.
 * Ids may be made by the client (a retried create returns the row it made); money is integer cents.
 */
const F = PriceItemFields.entries;
const uuid = v.pipe(v.string(), v.uuid('must be a UUID'));
const isoInstant = v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'));

const NewItem = v.object({
  id: v.optional(uuid),
  createdAt: v.optional(isoInstant),
  description: F.description,
  code: v.optional(F.code, ''),
  supplier: v.optional(F.supplier, ''),
  unit: v.optional(F.unit, 'ea'),
  costCents: v.optional(F.costCents, 0),
  sellCents: F.sellCents,
  gstFree: v.optional(F.gstFree, false),
});
const ItemPatch = v.pipe(
  v.partial(PriceItemFields),
  v.check((p) => Object.values(p).some((x) => x !== undefined), 'Send at least one field to change'),
);
const NewKit = v.object({ id: v.optional(uuid), createdAt: v.optional(isoInstant), ...PriceKitFields.entries });
const KitPatch = v.pipe(
  v.partial(PriceKitFields),
  v.check((p) => p.name !== undefined || p.items !== undefined, 'Send the name or the items to change'),
);
const pageNumber = (label: string, max: number, fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,6}$/, `${label} must be a whole number`),
    v.transform(Number),
    v.minValue(1, `${label} must be at least 1`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );
const ListQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.maxLength(200, 'search must be at most 200 characters')), ''),
  page: pageNumber('page', 100_000, '1'),
  limit: pageNumber('limit', 200, '50'),
});

export const priceBookRoutes = new Hono<AppEnv>()
  .get('/items', validate('query', ListQuery), async (c) => {
    const { search, page, limit } = c.req.valid('query');
    const { items, total } = await pb.listItems(c.get('deps').sql, requireUser(c).id, { search, offset: (page - 1) * limit, limit });
    return c.json({ items: items.map((r) => toDevice('priceItem', r)), total, page, limit });
  })
  .post('/items', validate('json', NewItem), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const { id = randomUUID(), ...body } = c.req.valid('json');
    const { row, created } = await withUserTx(sql, me.id, (tx) => pb.createItem(tx, me.id, { id, ...body }));
    return c.json(toDevice('priceItem', row), created ? 201 : 200);
  })
  .get('/items/:id', async (c) => {
    const row = await pb.getItem(c.get('deps').sql, requireUser(c).id, uuidParam(c, 'Price item'));
    if (!row) throw notFound('Price item');
    return c.json(toDevice('priceItem', row));
  })
  .patch('/items/:id', validate('json', ItemPatch), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = uuidParam(c, 'Price item');
    const row = await withUserTx(sql, me.id, (tx) => pb.updateItem(tx, me.id, id, c.req.valid('json')));
    if (!row) throw notFound('Price item');
    return c.json(toDevice('priceItem', row));
  })
  .delete('/items/:id', async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = uuidParam(c, 'Price item');
    if (!(await withUserTx(sql, me.id, (tx) => pb.deleteItem(tx, me.id, id)))) throw notFound('Price item');
    return c.body(null, 204);
  })
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
