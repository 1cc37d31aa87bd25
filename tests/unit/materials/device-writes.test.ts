import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInClient, startTestServer, type TestServer } from '../../helpers/api';
import { Device } from '../../helpers/device';
import { setDbForTests } from '../../../src/data/local-db';
import { toEditable } from '../../../src/features/materials/edit-diff';
import { createListByHand, generateList, saveListEdits, setItemCompleted } from '../../../src/features/materials/mutations';
import { readMaterialsLists } from '../../../src/features/materials/queries';
import type { EditableItem } from '../../../src/features/materials/types';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllGlobals();
  setDbForTests(null);
});

async function newDevice() {
  const { client, user } = await signedInClient(server);
  const device = new Device(server, client.cookie, user.id);
  await device.signIn();
  setDbForTests(device.db);
  return { device, userId: user.id };
}

const draftItem = (name: string, position: number, extra: Partial<EditableItem> = {}): EditableItem => ({
  id: crypto.randomUUID(),
  name,
  quantity: 1,
  unit: 'pc',
  notes: '',
  completed: false,
  position,
  ...extra,
});

async function listOnDevice(userId: string, title = 'Deck') {
  await createListByHand(userId, {
    title,
    description: '',
    items: [draftItem('Boards', 0, { quantity: 40 }), draftItem('Screws', 1), draftItem('Oil', 2)],
  });
  const [list] = await readMaterialsLists(userId);
  return list;
}

const serverItems = (listId: string) =>
  server.db.sql<
    { name: string; completed: boolean; deleted_at: Date | null }[]
  >`select name, completed, deleted_at from materials_items where list_id = ${listId} order by position`;

describe('materials writes on a device', () => {
  it('a Save queues each change in one transaction and the server ends with exactly the draft', async () => {
    const { device, userId } = await newDevice();
    const list = await listOnDevice(userId);
    const before = toEditable(list);
    const after = {
      ...before,
      title: 'Back deck',
      items: [{ ...before.items[0], completed: true }, before.items[2], draftItem('Joist hangers', 3, { quantity: 12 })],
    };
    expect(await saveListEdits(userId, before, after)).toBe(4);
    expect((await device.outbox()).map((o) => o.name)).toEqual([
      'materialsList.create',
      'materialsList.update',
      'materialsItem.delete',
      'materialsItem.upsert',
      'materialsItem.upsert',
    ]);
    const [local] = await readMaterialsLists(userId);
    expect(local.title).toBe('Back deck');
    expect(local.items.map((i) => [i.name, i.completed])).toEqual([
      ['Boards', true],
      ['Oil', false],
      ['Joist hangers', false],
    ]);

    expect(await device.sync()).toBe('done');
    expect(await device.outbox()).toEqual([]);
    const rows = await serverItems(list.id);
    expect(rows.filter((r) => !r.deleted_at).map((r) => [r.name, r.completed])).toEqual([
      ['Boards', true],
      ['Oil', false],
      ['Joist hangers', false],
    ]);
    const [{ title }] = await server.db.sql`select title from materials_lists where id = ${list.id}`;
    expect(title).toBe('Back deck');
  });

  it('a Save with one invalid change stores none of its changes, on the device or in the outbox', async () => {
    const { device, userId } = await newDevice();
    const list = await listOnDevice(userId);
    const before = toEditable(list);
    const after = { ...before, items: [{ ...before.items[0], completed: true }, before.items[1], { ...before.items[2], quantity: 0 }] };
    await expect(saveListEdits(userId, before, after)).rejects.toThrow(/quantity/);
    const [local] = await readMaterialsLists(userId);
    expect(local.items.map((i) => i.completed)).toEqual([false, false, false]);
    expect((await device.outbox()).map((o) => o.name)).toEqual(['materialsList.create']);
  });

  it('a quick tick outside edit mode is saved at once as its own change', async () => {
    const { device, userId } = await newDevice();
    const list = await listOnDevice(userId);
    await setItemCompleted(userId, list.items[1], true);
    const [local] = await readMaterialsLists(userId);
    expect(local.items.map((i) => i.completed)).toEqual([false, true, false]);
    expect(await device.sync()).toBe('done');
    expect((await serverItems(list.id)).map((r) => r.completed)).toEqual([false, true, false]);
  });
});

describe('AI Generate from a device', () => {
  it('offline, the built-in estimator makes the list on the device and it reaches the server on the next sync', async () => {
    const { device, userId } = await newDevice();
    vi.stubGlobal('navigator', { onLine: false });
    const outcome = await generateList(userId, '  build a 6 x 3 m timber deck ');
    expect(outcome).toMatchObject({ kind: 'saved', madeOn: 'device' });
    expect(outcome.kind === 'saved' && outcome.assumptions.length).toBeGreaterThan(0);
    const [local] = await readMaterialsLists(userId);
    expect(local.items.length).toBeGreaterThan(2);
    expect(await device.sync()).toBe('done');
    expect((await serverItems(local.id)).length).toBe(local.items.length);
  });

  it('offline, a job it cannot recognise says so and saves nothing', async () => {
    const { device, userId } = await newDevice();
    vi.stubGlobal('navigator', { onLine: false });
    const outcome = await generateList(userId, 'walk the dog');
    expect(outcome).toMatchObject({ kind: 'not-recognised', message: expect.stringContaining("couldn't recognise") });
    expect(await readMaterialsLists(userId)).toEqual([]);
    expect(await device.outbox()).toEqual([]);
  });

  it('online, the server makes the list, the device stores it with the server’s ids, and a sync adds no duplicate', async () => {
    const { device, userId } = await newDevice();
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => device.fetch(`http://localhost${url}`, init));
    const outcome = await generateList(userId, 'replace 8 downlights');
    expect(outcome).toMatchObject({ kind: 'saved', madeOn: 'server' });
    expect(await device.outbox()).toEqual([]);
    const [local] = await readMaterialsLists(userId);
    const [serverCopy] = (await (
      await server.app.request('/api/materials-lists', { headers: { cookie: device.cookie } })
    ).json()) as Array<{ id: string; items: Array<{ id: string }> }>;
    expect(local.id).toBe(serverCopy.id);
    expect(local.items.map((i) => i.id).sort()).toEqual(serverCopy.items.map((i) => i.id).sort());
    expect(await device.sync()).toBe('done');
    const lists = await readMaterialsLists(userId);
    expect(lists).toHaveLength(1);
    expect(lists[0].items).toHaveLength(serverCopy.items.length);
  });

  it('online but with the server out of reach, it falls back to the estimator on the device', async () => {
    const { userId } = await newDevice();
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await generateList(userId, 'paint 3 bedrooms')).toMatchObject({ kind: 'saved', madeOn: 'device' });
  });

  it('online, an unrecognised job comes back as the server’s plain message and nothing is stored', async () => {
    const { device, userId } = await newDevice();
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => device.fetch(`http://localhost${url}`, init));
    expect(await generateList(userId, 'bake a cake')).toMatchObject({
      kind: 'not-recognised',
      message: expect.stringContaining("couldn't recognise"),
    });
    expect(await readMaterialsLists(userId)).toEqual([]);
  });
});

describe('AI Generate when the subscription has lapsed', () => {
  // A provider is configured (at an address nothing listens on), so the server gates the paid call with 402.
  let paid: TestServer;
  beforeAll(async () => {
    paid = await startTestServer('pglite', {}, { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
  });
  afterAll(() => paid.close());

  it('the built-in estimator makes the list on the device and the dialog is told AI is paused', async () => {
    const { client, user } = await signedInClient(paid);
    await paid.db.sql`update users set subscription_status = 'active', subscription_plan = 'test_account',
      subscription_end_date = now() - interval '1 day' where id = ${user.id}`;
    const device = new Device(paid, client.cookie, user.id);
    await device.signIn();
    setDbForTests(device.db);
    const statuses: number[] = [];
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const res = await device.fetch(`http://localhost${url}`, init);
      if (url.includes('/generate')) statuses.push(res.status);
      return res;
    });
    expect(await generateList(user.id, 'build a 6 x 3 m timber deck')).toMatchObject({ kind: 'saved', madeOn: 'device', aiPaused: true });
    expect(statuses).toEqual([402]);
    expect((await readMaterialsLists(user.id))[0].items.length).toBeGreaterThan(3);
    expect(await device.sync()).toBe('done');
    const [row] = await paid.db.sql<{ n: number }[]>`select count(*)::int as n from materials_lists where user_id = ${user.id}`;
    expect(row.n).toBe(1);
  });
});
