import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { pdfText } from '../unit/documents/pdf-text';

const item = (name: string, extra: Record<string, unknown> = {}) => ({ id: randomUUID(), name, ...extra });
const newList = (extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  title: 'Deck job',
  description: 'Back deck',
  projectType: 'Decking',
  items: [item('Decking boards', { quantity: 40, unit: 'length' }), item('Screws'), item('Joist hangers', { quantity: 12 })],
  ...extra,
});

async function rowCounts(server: TestServer, listId: string) {
  const [r] = await server.db.sql<{ lists: number; items: number; live: number }[]>`
    select (select count(*)::int from materials_lists where id = ${listId}) as lists,
           (select count(*)::int from materials_items where list_id = ${listId}) as items,
           (select count(*)::int from materials_items where list_id = ${listId} and deleted_at is null) as live`;
  return r;
}

describe.each(backends)('materials lists API on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  let b: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    a = (await signedInClient(server)).client;
    b = (await signedInClient(server)).client;
  });

  describe('GET /api/materials-lists', () => {
    it('returns only the signed-in user’s lists, each with its items in order', async () => {
      const mine = newList();
      await a.post('/api/materials-lists', mine);
      await b.post('/api/materials-lists', newList({ title: 'Not yours' }));
      const res = await a.get('/api/materials-lists');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      expect(res.body[0]).toMatchObject({ id: mine.id, title: 'Deck job', description: 'Back deck', projectType: 'Decking' });
      expect(res.body[0].items.map((i: { name: string }) => i.name)).toEqual(['Decking boards', 'Screws', 'Joist hangers']);
    });

    it('answers 401 when signed out', async () => {
      const res = await server.client().get('/api/materials-lists');
      expect(res.status).toBe(401);
    });
  });

  describe('POST /api/materials-lists', () => {
    it('creates a list by hand with the new-item defaults: quantity 1, unit pc, not completed', async () => {
      const body = newList();
      const res = await a.post('/api/materials-lists', body);
      expect(res.status).toBe(201);
      expect(res.body.items[1]).toMatchObject({
        id: body.items[1].id,
        name: 'Screws',
        quantity: 1,
        unit: 'pc',
        notes: '',
        completed: false,
      });
    });

    it('is idempotent for the client id: a replayed create returns the same list and adds no rows', async () => {
      const body = newList();
      await a.post('/api/materials-lists', body);
      const again = await a.post('/api/materials-lists', { ...body, title: 'Replayed title', items: [] });
      expect(again.status).toBe(200);
      expect(again.body.title).toBe('Deck job');
      expect(await rowCounts(server, body.id)).toEqual({ lists: 1, items: 3, live: 3 });
    });

    it('refuses an id that belongs to another user’s list, leaving that list alone', async () => {
      const theirs = newList();
      await b.post('/api/materials-lists', theirs);
      const res = await a.post('/api/materials-lists', { ...theirs, title: 'Hijack' });
      expect(res.status).toBe(409);
      const [row] = await server.db.sql`select title from materials_lists where id = ${theirs.id}`;
      expect(row.title).toBe('Deck job');
    });

    it.each([
      [{ title: '   ' }, 'title: List name is required'],
      [{ id: 'not-a-uuid' }, 'id: must be a UUID'],
      [{ items: [{ name: '  ' }] }, 'items.0.name: Item name is required'],
      [{ items: [{ name: 'Nails', quantity: 0 }] }, 'items.0.quantity'],
      [{ items: [{ name: 'Nails', quantity: 1.5 }] }, 'items.0.quantity: quantity must be a whole number'],
    ])('rejects %j with a 400 naming the field and writes nothing', async (patch, message) => {
      const body = newList(patch);
      const res = await a.post('/api/materials-lists', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
      const rows = await server.db
        .sql`select 1 from materials_lists where title = ${body.title as string} and id::text = ${String(body.id)}`;
      expect(rows).toHaveLength(0);
    });
  });

  describe('POST /api/materials-lists/generate (built-in estimator)', () => {
    it('turns a recognised job into a saved list with quantities and the assumptions behind them', async () => {
      const id = randomUUID();
      const res = await a.post('/api/materials-lists/generate', { description: 'retile a 3 x 2.4 m bathroom floor', id });
      expect(res.status).toBe(201);
      expect(res.body.id).toBe(id);
      expect(res.body.items.length).toBeGreaterThan(2);
      expect(res.body.items.some((i: { unit: string }) => i.unit === 'm²')).toBe(true);
      expect(res.body.assumptions.length).toBeGreaterThan(0);
      expect(res.body.description).toContain('Assumptions:');
      const list = await a.get('/api/materials-lists');
      expect(list.body.map((l: { id: string }) => l.id)).toEqual([id]);
    });

    it('returns the list it already made when the same id is sent again, estimating nothing twice', async () => {
      const id = randomUUID();
      const first = await a.post('/api/materials-lists/generate', { description: 'replace 8 downlights', id });
      const second = await a.post('/api/materials-lists/generate', { description: 'replace 8 downlights', id });
      expect(second.status).toBe(200);
      expect(second.body.items.map((i: { id: string }) => i.id)).toEqual(first.body.items.map((i: { id: string }) => i.id));
      expect((await a.get('/api/materials-lists')).body).toHaveLength(1);
    });

    it('answers 422 with the estimator’s plain message when it cannot recognise the job, and saves nothing', async () => {
      const res = await a.post('/api/materials-lists/generate', { description: 'bake a sourdough loaf' });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('JOB_NOT_RECOGNISED');
      expect(res.body.error.message).toMatch(/couldn't recognise/);
      expect((await a.get('/api/materials-lists')).body).toHaveLength(0);
    });

    it.each([[{ description: '   ' }], [{}], [{ description: 'paint 3 bedrooms', id: 'x' }]])(
      'rejects %j with a 400 and saves nothing',
      async (body) => {
        const res = await a.post('/api/materials-lists/generate', body);
        expect(res.status).toBe(400);
        expect(res.body.error.message).toMatch(/^(description|id):/);
        expect((await a.get('/api/materials-lists')).body).toHaveLength(0);
      },
    );

    it('answers 401 when signed out', async () => {
      expect((await server.client().post('/api/materials-lists/generate', { description: 'paint 3 bedrooms' })).status).toBe(401);
    });
  });

  describe('PATCH /api/materials-lists/{id}', () => {
    it('replaces the item set: updates given items, adds new ones, soft-deletes the missing, and renames', async () => {
      const body = newList();
      await a.post('/api/materials-lists', body);
      const [boards, , hangers] = body.items;
      const res = await a.patch(`/api/materials-lists/${body.id}`, {
        title: 'Deck job (rev 2)',
        items: [
          { id: hangers.id, name: 'Joist hangers', completed: true },
          { id: boards.id, name: 'Decking boards', quantity: 44 },
          { name: 'Oil' },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body.title).toBe('Deck job (rev 2)');
      expect(
        res.body.items.map((i: { name: string; quantity: number; completed: boolean; unit: string }) => [
          i.name,
          i.quantity,
          i.unit,
          i.completed,
        ]),
      ).toEqual([
        ['Joist hangers', 12, 'pc', true],
        ['Decking boards', 44, 'length', false],
        ['Oil', 1, 'pc', false],
      ]);
      // The dropped item stays as a tombstone so other devices learn of the removal through the pull.
      expect(await rowCounts(server, body.id)).toEqual({ lists: 1, items: 4, live: 3 });
    });

    it.each([
      [{}, 'items'],
      [{ items: [{ name: '' }] }, 'items.0.name: Item name is required'],
      [{ title: '', items: [] }, 'title: List name is required'],
    ])('rejects %j with a 400 naming the field and changes nothing', async (patch, message) => {
      const body = newList();
      await a.post('/api/materials-lists', body);
      const res = await a.patch(`/api/materials-lists/${body.id}`, patch);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
      expect(await rowCounts(server, body.id)).toEqual({ lists: 1, items: 3, live: 3 });
    });

    it('answers 404 for another user’s list and changes nothing', async () => {
      const theirs = newList();
      await b.post('/api/materials-lists', theirs);
      const res = await a.patch(`/api/materials-lists/${theirs.id}`, { title: 'Mine now', items: [] });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Materials list not found' });
      expect(await rowCounts(server, theirs.id)).toEqual({ lists: 1, items: 3, live: 3 });
    });

    it('answers 404 for an id that is not a UUID and 401 when signed out', async () => {
      expect((await a.patch('/api/materials-lists/abc', { items: [] })).status).toBe(404);
      expect((await server.client().patch(`/api/materials-lists/${randomUUID()}`, { items: [] })).status).toBe(401);
    });
  });

  describe('DELETE /api/materials-lists/{id}', () => {
    it('soft-deletes the list and its items, and a repeated delete still succeeds', async () => {
      const body = newList();
      await a.post('/api/materials-lists', body);
      expect((await a.del(`/api/materials-lists/${body.id}`)).status).toBe(204);
      expect((await a.get('/api/materials-lists')).body).toHaveLength(0);
      expect(await rowCounts(server, body.id)).toEqual({ lists: 1, items: 3, live: 0 });
      expect((await a.del(`/api/materials-lists/${body.id}`)).status).toBe(204);
      // A replayed create of a deleted list does not bring it back.
      expect((await a.post('/api/materials-lists', body)).status).toBe(409);
    });

    it('answers 404 for another user’s list and leaves it in place; 401 when signed out', async () => {
      const theirs = newList();
      await b.post('/api/materials-lists', theirs);
      expect((await a.del(`/api/materials-lists/${theirs.id}`)).status).toBe(404);
      expect((await server.client().del(`/api/materials-lists/${theirs.id}`)).status).toBe(401);
      expect((await b.get('/api/materials-lists')).body).toHaveLength(1);
    });
  });

  describe('GET /api/materials-lists/{id}/download', () => {
    it('sends a PDF named {title}_materials.pdf with the business name, items, quantities and units', async () => {
      await a.post('/api/company', { businessName: 'Coastline Carpentry' });
      const body = newList({ title: 'Deck job' });
      await a.post('/api/materials-lists', body);
      const res = await a.get(`/api/materials-lists/${body.id}/download`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="Deck_job_materials.pdf"; filename*=UTF-8''Deck_job_materials.pdf`,
      );
      const text = await pdfText(res.body as Uint8Array);
      expect(text).toContain('Coastline Carpentry');
      expect(text).toContain('Deck job');
      expect(text).toContain('Decking boards\n40\nlength');
      expect(text).toContain('0 of 3 done');
    });

    it('answers 404 for another user’s list and 401 when signed out', async () => {
      const theirs = newList();
      await b.post('/api/materials-lists', theirs);
      expect((await a.get(`/api/materials-lists/${theirs.id}/download`)).status).toBe(404);
      expect((await server.client().get(`/api/materials-lists/${theirs.id}/download`)).status).toBe(401);
    });
  });
});

/** A tiny OpenAI-compatible provider on 127.0.0.1 answering /v1/chat/completions with whatever `content` holds. */
function startFakeAi() {
  const state = { content: '', requests: [] as Array<{ path: string; auth: string; body: any }> };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      state.requests.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', body: raw ? JSON.parse(raw) : null });
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: state.content } }],
        }),
      );
    });
  });
  return new Promise<{ state: typeof state; url: string; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ state, url: `http://127.0.0.1:${port}/v1`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

describe.each(backends)('materials generate with an AI provider on %s', (kind) => {
  let server: TestServer;
  let ai: Awaited<ReturnType<typeof startFakeAi>>;
  let a: TestClient;
  beforeAll(async () => {
    ai = await startFakeAi();
    server = await startTestServer(kind, {}, { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: ai.url, OPENAI_MODEL: 'test-model' });
  });
  afterAll(async () => {
    await server.close();
    await ai.close();
  });
  beforeEach(async () => {
    a = (await signedInClient(server)).client;
    ai.state.requests.length = 0;
  });

  it('asks the model for the estimator’s JSON shape and saves a valid answer', async () => {
    ai.state.content = JSON.stringify({
      recognised: true,
      title: 'Garden shed slab — 3 x 3 m',
      description: 'Pour a slab for a garden shed',
      projectType: 'Concreting',
      assumptions: ['100 mm thick slab'],
      items: [
        { name: 'Premix concrete (20 kg bag)', quantity: 60, unit: 'bag', notes: '0.9 m³ with 10% waste' },
        { name: 'SL72 mesh sheet', quantity: 2, unit: 'sheet' },
      ],
    });
    const res = await a.post('/api/materials-lists/generate', { description: 'pour a 3 x 3 m shed slab' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Garden shed slab — 3 x 3 m', projectType: 'Concreting', assumptions: ['100 mm thick slab'] });
    expect(res.body.items.map((i: { name: string; quantity: number; notes: string }) => [i.name, i.quantity, i.notes])).toEqual([
      ['Premix concrete (20 kg bag)', 60, '0.9 m³ with 10% waste'],
      ['SL72 mesh sheet', 2, ''],
    ]);
    const [req] = ai.state.requests;
    expect(req.auth).toBe('Bearer sk-test');
    expect(req.body.model).toBe('test-model');
    expect(req.body.messages.at(-1)).toEqual({ role: 'user', content: 'pour a 3 x 3 m shed slab' });
    expect(req.body.messages[0].content).toContain('"recognised": boolean');
    expect((await a.get('/api/materials-lists')).body).toHaveLength(1);
  });

  it.each([
    ['text that is not JSON', 'Sure! Here is your list: 60 bags of concrete'],
    [
      'JSON of the wrong shape',
      JSON.stringify({
        recognised: true,
        title: 'Slab',
        projectType: 'Concreting',
        items: [{ name: 'Concrete', quantity: 'lots', unit: 'bag' }],
      }),
    ],
    ['a recognised job with no items', JSON.stringify({ recognised: true, title: 'Slab', projectType: 'Concreting', items: [] })],
  ])('answers 502 with a clear message for %s, and saves nothing', async (_what, content) => {
    ai.state.content = content;
    const res = await a.post('/api/materials-lists/generate', { description: 'pour a 3 x 3 m shed slab' });
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('PROVIDER_ERROR');
    expect(res.body.error.message).toBe('The AI service gave an answer that is not a materials list. Please try again.');
    expect((await a.get('/api/materials-lists')).body).toHaveLength(0);
  });

  it('passes on the model’s own message with a 422 when it does not recognise the job', async () => {
    ai.state.content = JSON.stringify({
      recognised: false,
      title: 'Not a job',
      projectType: 'None',
      items: [],
      message: 'That is a recipe, not a building job.',
    });
    const res = await a.post('/api/materials-lists/generate', { description: 'bake bread' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('That is a recipe, not a building job.');
    expect((await a.get('/api/materials-lists')).body).toHaveLength(0);
  });
});
