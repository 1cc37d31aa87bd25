import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { authMatrix, type MatrixRoute } from '../helpers/auth';
import { importedItemId } from '../../src/domain/price-book/ids';

const item = (extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  description: 'Copper pipe 15 mm',
  code: 'CU15',
  supplier: 'Reece',
  unit: 'm',
  costCents: 850,
  sellCents: 1063,
  ...extra,
});

async function countItems(server: TestServer, where: { description?: string; id?: string }) {
  const [r] = await server.db.sql<{ n: number }[]>`select count(*)::int as n from price_items
    where ${where.id ? server.db.sql`id::text = ${where.id}` : server.db.sql`description = ${where.description ?? ''}`}`;
  return r.n;
}

const ROUTES: MatrixRoute[] = [
  { method: 'GET', path: '/api/price-book/items' },
  { method: 'POST', path: '/api/price-book/items', body: { description: 42 } },
  {
    method: 'GET',
    path: '/api/price-book/items/:id',
    owned: async (c) => (await c.post('/api/price-book/items', item())).body.id,
  },
  {
    method: 'PATCH',
    path: '/api/price-book/items/:id',
    body: { sellCents: 'x' },
    owned: async (c) => (await c.post('/api/price-book/items', item())).body.id,
    validBody: { sellCents: 999 },
  },
  {
    method: 'DELETE',
    path: '/api/price-book/items/:id',
    owned: async (c) => (await c.post('/api/price-book/items', item())).body.id,
  },
  { method: 'GET', path: '/api/price-book/kits' },
  { method: 'POST', path: '/api/price-book/kits', body: { name: '' } },
  {
    method: 'GET',
    path: '/api/price-book/kits/:id',
    owned: async (c) => {
      const it = (await c.post('/api/price-book/items', item())).body.id;
      return (await c.post('/api/price-book/kits', { name: 'Kit', items: [{ priceItemId: it, quantity: 1 }] })).body.id;
    },
  },
  {
    method: 'PATCH',
    path: '/api/price-book/kits/:id',
    body: { name: 7 },
    owned: async (c) => {
      const it = (await c.post('/api/price-book/items', item())).body.id;
      return (await c.post('/api/price-book/kits', { name: 'Kit', items: [{ priceItemId: it, quantity: 1 }] })).body.id;
    },
    validBody: { name: 'Renamed' },
  },
  {
    method: 'DELETE',
    path: '/api/price-book/kits/:id',
    owned: async (c) => {
      const it = (await c.post('/api/price-book/items', item())).body.id;
      return (await c.post('/api/price-book/kits', { name: 'Kit', items: [{ priceItemId: it, quantity: 1 }] })).body.id;
    },
  },
];

describe.each(backends)('price book API on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  let b: TestClient;
  let aUserId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    const first = await signedInClient(server);
    a = first.client;
    aUserId = first.user.id;
    b = (await signedInClient(server)).client;
  });

  authMatrix(() => server, ROUTES);

  it('creates an item with integer cents and the defaults (unit ea, cost 0, not GST-free), and a replayed create adds nothing', async () => {
    const body = { id: randomUUID(), description: '  Downlight 10 W  ', sellCents: 4500 };
    const res = await a.post('/api/price-book/items', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: body.id,
      description: 'Downlight 10 W',
      unit: 'ea',
      costCents: 0,
      sellCents: 4500,
      gstFree: false,
    });
    const again = await a.post('/api/price-book/items', { ...body, description: 'Other' });
    expect(again.status).toBe(200);
    expect(again.body.description).toBe('Downlight 10 W');
    expect(await countItems(server, { id: body.id })).toBe(1);
  });

  it.each([
    [{ description: '   ' }, 'description: Description is required'],
    [{ unit: 'x'.repeat(21) }, 'unit: Unit must be at most 20 characters'],
    [{ unit: '  ' }, 'unit: Unit is required'],
    [{ sellCents: 0 }, 'sellCents: Sell rate must be more than $0'],
    [{ costCents: 12.5 }, 'costCents: Cost must be whole cents'],
    [{ costCents: -1 }, 'costCents: Cost cannot be negative'],
    [{ gstFree: 'yes' }, 'gstFree'],
    [{ description: 'Pipe\u0000' }, 'description'],
  ])('rejects %j with a 400 naming the field, and writes nothing', async (patch, message) => {
    const body = item({ description: `bad-${randomUUID()}`, ...patch });
    const res = await a.post('/api/price-book/items', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
    expect(await countItems(server, { id: body.id as string })).toBe(0);
  });

  it('keeps a supplier’s own unit word (LEN, ROLL, PR) as written: units are free text', async () => {
    for (const unit of ['LEN', 'ROLL', 'PR']) {
      const res = await a.post('/api/price-book/items', item({ unit, description: `Unit ${unit}` }));
      expect(res.status).toBe(201);
      expect(res.body.unit).toBe(unit);
    }
    const created = (await a.post('/api/price-book/items', item())).body;
    const res = await a.patch(`/api/price-book/items/${created.id}`, { unit: 'BOX' });
    expect(res.status).toBe(200);
    expect(res.body.unit).toBe('BOX');
  });

  it('lists only the user’s own live items, A–Z, paged, with a search where every word must appear', async () => {
    for (const d of ['Copper pipe 15 mm', 'Copper elbow 15 mm', 'PVC pipe 100 mm', 'Downlight 10 W']) {
      await a.post('/api/price-book/items', item({ description: d, code: d.slice(0, 4).toUpperCase() }));
    }
    await b.post('/api/price-book/items', item({ description: 'Copper pipe (not yours)' }));
    const all = await a.get('/api/price-book/items?limit=2&page=2');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.items.map((i: { description: string }) => i.description)).toEqual(['Downlight 10 W', 'PVC pipe 100 mm']);
    const found = await a.get('/api/price-book/items?search=pipe%20COPP');
    expect(found.body.items.map((i: { description: string }) => i.description)).toEqual(['Copper pipe 15 mm']);
    const bad = await a.get('/api/price-book/items?limit=500');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('limit');
  });

  it('PATCH changes only the fields sent; DELETE leaves a tombstone and the item is then 404', async () => {
    const created = (await a.post('/api/price-book/items', item())).body;
    const res = await a.patch(`/api/price-book/items/${created.id}`, { sellCents: 1200, gstFree: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ description: 'Copper pipe 15 mm', sellCents: 1200, gstFree: true, costCents: 850 });
    const bad = await a.patch(`/api/price-book/items/${created.id}`, { unit: 'a very long unit word indeed' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('unit');
    expect((await a.del(`/api/price-book/items/${created.id}`)).status).toBe(204);
    expect((await a.get(`/api/price-book/items/${created.id}`)).status).toBe(404);
    const [row] = await server.db.sql`select deleted_at from price_items where id = ${created.id}`;
    expect(row.deleted_at).not.toBeNull();
  });

  it('makes a kit from the user’s items with quantities, and refuses a line naming another user’s item (400 naming it, nothing written)', async () => {
    const mine = (await a.post('/api/price-book/items', item())).body.id;
    const theirs = (await b.post('/api/price-book/items', item())).body.id;
    const kit = await a.post('/api/price-book/kits', { name: 'Standard downlight install', items: [{ priceItemId: mine, quantity: 2.5 }] });
    expect(kit.status).toBe(201);
    expect(kit.body).toMatchObject({ name: 'Standard downlight install', items: [{ priceItemId: mine, quantity: 2.5 }] });
    const id = randomUUID();
    const refused = await a.post('/api/price-book/kits', {
      id,
      name: 'Sneaky',
      items: [
        { priceItemId: mine, quantity: 1 },
        { priceItemId: theirs, quantity: 1 },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('items.1.priceItemId');
    expect(await server.db.sql`select 1 from price_kits where id = ${id}`).toHaveLength(0);
    const badQty = await a.post('/api/price-book/kits', { name: 'Q', items: [{ priceItemId: mine, quantity: 0.25 }] });
    expect(badQty.status).toBe(400);
    expect(badQty.body.error.message).toContain('items.0.quantity');
    const renamed = await a.patch(`/api/price-book/kits/${kit.body.id}`, { items: [{ priceItemId: mine, quantity: 4 }] });
    expect(renamed.body.items).toEqual([{ priceItemId: mine, quantity: 4 }]);
    expect((await a.get('/api/price-book/kits')).body).toHaveLength(1);
    expect((await b.get('/api/price-book/kits')).body).toHaveLength(0);
  });

  it('the database itself refuses a kit line naming another user’s item (owner-including foreign key)', async () => {
    const theirs = (await b.post('/api/price-book/items', item())).body.id;
    const kit = (
      await a.post('/api/price-book/kits', {
        name: 'K',
        items: [{ priceItemId: (await a.post('/api/price-book/items', item())).body.id, quantity: 1 }],
      })
    ).body.id;
    await expect(
      server.db
        .sql`insert into price_kit_items (user_id, kit_id, position, price_item_id, quantity) values (${aUserId}, ${kit}, 5, ${theirs}, 1)`,
    ).rejects.toThrow(/price_kit_items_item_owner_fkey/);
  });

  it('priceItem.import through the sync push writes a batch whole, overwrites by id, brings back a deleted item, and the pull sends it', async () => {
    const clientId = randomUUID();
    const id1 = importedItemId(aUserId, 'Reece', 'CU15');
    const id2 = importedItemId(aUserId, 'Reece', 'CU20');
    const lines = [
      {
        id: id1,
        description: 'Copper pipe 15 mm',
        code: 'CU15',
        supplier: 'Reece',
        unit: 'm',
        costCents: 850,
        sellCents: 1063,
        gstFree: false,
      },
      {
        id: id2,
        description: 'Copper pipe 20 mm',
        code: 'CU20',
        supplier: 'Reece',
        unit: 'm',
        costCents: 1150,
        sellCents: 1438,
        gstFree: false,
      },
    ];
    const createdAt = new Date().toISOString();
    const push = await a.post('/api/sync/push', {
      clientId,
      mutations: [{ id: 1, name: 'priceItem.import', args: { createdAt, items: lines } }],
    });
    expect(push.body.results).toEqual([{ id: 1, status: 'applied' }]);
    await a.del(`/api/price-book/items/${id2}`);
    const again = await a.post('/api/sync/push', {
      clientId,
      mutations: [{ id: 2, name: 'priceItem.import', args: { createdAt, items: [{ ...lines[0], costCents: 900 }, lines[1]] } }],
    });
    expect(again.body.results).toEqual([{ id: 2, status: 'applied' }]);
    const list = await a.get('/api/price-book/items');
    expect(list.body.items.map((i: { costCents: number }) => i.costCents)).toEqual([900, 1150]);
    const pull = await a.get('/api/sync/pull?cursor=0');
    const pulled = pull.body.changes.filter((c: { entity: string }) => c.entity === 'priceItem');
    expect(pulled.map((c: { id: string }) => c.id).sort()).toEqual([id1, id2].sort());
    // another user's ids in an import are refused, and nothing of that batch is written
    const bClient = randomUUID();
    const hijack = await b.post('/api/sync/push', {
      clientId: bClient,
      mutations: [{ id: 1, name: 'priceItem.import', args: { createdAt, items: [{ ...lines[0], description: 'Hijack' }] } }],
    });
    expect(hijack.body.results[0]).toMatchObject({ status: 'rejected', code: 'CONFLICT' });
    expect((await a.get(`/api/price-book/items/${id1}`)).body.description).toBe('Copper pipe 15 mm');
  });

  it('a pushed import with a NUL character is rejected for that mutation only, naming the field', async () => {
    const clientId = randomUUID();
    const bad = {
      id: randomUUID(),
      description: 'Bad\u0000',
      code: 'X',
      supplier: 'S',
      unit: 'ea',
      costCents: 1,
      sellCents: 2,
      gstFree: false,
    };
    const res = await a.post('/api/sync/push', {
      clientId,
      mutations: [
        { id: 1, name: 'priceItem.import', args: { createdAt: new Date().toISOString(), items: [bad] } },
        {
          id: 2,
          name: 'supplierMapping.set',
          args: {
            id: randomUUID(),
            supplier: 'S',
            columns: {
              code: 'Code',
              description: 'Desc',
              unit: 'UOM',
              cost: 'Cost',
              sell: 'RRP',
              units: { len: '', roll: 'm' },
              sellIncludesGst: true,
            },
            markupBasisPoints: 2500,
          },
        },
      ],
    });
    expect(res.body.results[0]).toMatchObject({ status: 'rejected', code: 'VALIDATION_FAILED' });
    expect(res.body.results[0].message).toContain('items.0.description');
    expect(res.body.results[1]).toEqual({ id: 2, status: 'applied' });
    const pull = await a.get('/api/sync/pull?cursor=0');
    expect(pull.body.changes.find((c: { entity: string }) => c.entity === 'supplierMapping').data).toMatchObject({
      supplier: 'S',
      markupBasisPoints: 2500,
      columns: { code: 'Code', cost: 'Cost', units: { len: '', roll: 'm' }, sellIncludesGst: true },
    });
  });
});
