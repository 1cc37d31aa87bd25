import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { signedInClient, startTestServer, type TestServer } from '../../helpers/api';
import { Device } from '../../helpers/device';
import { setDbForTests } from '../../../src/data/local-db';
import { mutate } from '../../../src/data/sync/mutate';
import { pruneUploadedPhotos, writeWithPhotos } from '../../../src/data/photos/store';
import { setWifiOnly } from '../../../src/data/photos/network';
import type { PreparedPhoto } from '../../../src/data/photos/types';
import { tinyPng } from '../../api/objects-builders';

/**
 * The device's photo path against the real API in-process (PGlite), on a fake-indexeddb device: photos stored with
 * their write, uploaded before it is pushed, exactly once, in order, with the Wi-Fi setting and retries.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite', {}, { STORAGE_QUOTA_MB: '1' });
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

async function newDevice() {
  const { client, user } = await signedInClient(server);
  const d = new Device(server, client.cookie, user.id);
  await d.signIn();
  setDbForTests(d.db);
  return { d, client, user };
}

function photo(bytes: Uint8Array = tinyPng(24, 24)): PreparedPhoto {
  return { id: randomUUID(), blob: new Blob([bytes as BlobPart], { type: 'image/png' }), contentType: 'image/png', width: 24, height: 24 };
}

/** What the logo screen does: the photo and the profile.setLogo write in one transaction. */
async function chooseLogo(d: Device, p = photo()) {
  setDbForTests(d.db);
  const [path] = await writeWithPhotos({ userId: d.userId, entity: 'profile.logo', entityId: d.userId }, [p], async ([path]) => {
    await mutate('profile.setLogo', { logo: path }, { userId: d.userId });
  });
  return { p, path };
}

async function addClient(d: Device, name: string) {
  setDbForTests(d.db);
  const id = randomUUID();
  await mutate('client.create', { id, name, email: '', phone: '', address: '', createdAt: new Date().toISOString() } as never, {
    userId: d.userId,
  });
  return id;
}

const objectRows = (userId: string) => server.db.sql`select id, size_bytes, uploaded_at from objects where user_id = ${userId}`;
const serverLogo = async (userId: string) => (await server.db.sql`select business_logo from users where id = ${userId}`)[0].business_logo;

describe('a photo taken offline', () => {
  it('is stored with the write that uses it, or not at all', async () => {
    const { d } = await newDevice();
    const p = photo();
    await expect(
      writeWithPhotos({ userId: d.userId, entity: 'profile.logo', entityId: d.userId }, [p], async () => {
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await d.db.photos.count()).toBe(0);
    await chooseLogo(d);
    expect(await d.db.photos.count()).toBe(1);
    expect((await d.db.outbox.toArray()).map((m) => m.name)).toEqual(['profile.setLogo']);
  });

  it('waits on the device while offline, then is uploaded before the write that references it', async () => {
    const { d, user } = await newDevice();
    const { p, path } = await chooseLogo(d);
    d.network = 'down';
    expect(await d.sync()).toBe('offline');
    expect((await d.db.photos.get(p.id))?.state).toBe('waiting');
    expect(await d.db.outbox.count()).toBe(1);
    // No backoff for being offline: it goes the moment the network is back.
    expect((await d.db.photos.get(p.id))?.nextAttemptAt).toBe(0);

    d.network = 'up';
    d.requests = [];
    expect(await d.sync()).toBe('done');
    expect(d.requests.slice(0, 3)).toEqual(['POST /api/objects/upload', `PUT /api/objects/put/${p.id}`, 'POST /api/sync/push']);
    expect((await d.db.photos.get(p.id))?.state).toBe('uploaded');
    expect(await d.db.outbox.count()).toBe(0);
    expect(await serverLogo(user.id)).toBe(path);
    const rows = await objectRows(user.id);
    expect(rows.map((r) => r.id)).toEqual([p.id]);
    expect(rows[0].size_bytes).toBe(p.blob.size);
  });

  it('is never uploaded twice: when the answer to the PUT is lost, the retry asks first and sends nothing again', async () => {
    const { d, user } = await newDevice();
    const { p } = await chooseLogo(d);
    const base = d.fetch;
    let lost = false;
    d.fetch = async (url, init) => {
      const res = await base(url, init);
      if (!lost && init?.method === 'PUT') {
        lost = true;
        throw new TypeError('Failed to fetch (response lost)');
      }
      return res;
    };
    expect(await d.sync()).toBe('offline');
    expect((await d.db.photos.get(p.id))?.state).toBe('waiting');
    d.requests = [];
    expect(await d.sync()).toBe('done');
    expect(d.requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
    expect((await d.db.photos.get(p.id))?.state).toBe('uploaded');
    expect(await objectRows(user.id)).toHaveLength(1);
  });

  it('holds back only the writes from the first one whose photo is not up, keeping their order', async () => {
    const { d, user } = await newDevice();
    vi.stubGlobal('navigator', { connection: { type: 'cellular' } });
    await setWifiOnly(d.db, d.userId, true);
    await addClient(d, 'Before the logo');
    const { p, path } = await chooseLogo(d);
    await addClient(d, 'After the logo');
    expect(await d.sync()).toBe('done');
    const names = async () => (await server.db.sql`select name from clients where user_id = ${user.id} order by name`).map((r) => r.name);
    expect(await names()).toEqual(['Before the logo']);
    expect((await d.db.outbox.toArray()).map((m) => m.name)).toEqual(['profile.setLogo', 'client.create']);
    expect((await d.db.photos.get(p.id))?.state).toBe('waiting');
    expect(await objectRows(user.id)).toHaveLength(0);

    vi.stubGlobal('navigator', { connection: { type: 'wifi' } });
    expect(await d.sync()).toBe('done');
    expect(await names()).toEqual(['After the logo', 'Before the logo']);
    expect(await serverLogo(user.id)).toBe(path);
  });

  it('backs off on its own clock after a server error, and the writes before it still go', async () => {
    const { d, user } = await newDevice();
    await addClient(d, 'Sent anyway');
    const { p } = await chooseLogo(d);
    const base = d.fetch;
    d.fetch = async (url, init) => (String(url).startsWith('/api/objects/upload') ? new Response('{}', { status: 503 }) : base(url, init));
    const before = Date.now();
    expect(await d.sync()).toBe('done');
    const row = await d.db.photos.get(p.id);
    expect(row?.state).toBe('waiting');
    expect(row?.attempts).toBe(1);
    expect(row!.nextAttemptAt).toBeGreaterThanOrEqual(before + 4000);
    expect((await server.db.sql`select name from clients where user_id = ${user.id}`).map((r) => r.name)).toEqual(['Sent anyway']);
    // Still backing off: not even asked.
    d.fetch = base;
    d.requests = [];
    await d.sync();
    expect(d.requests.filter((r) => r.includes('/api/objects/'))).toEqual([]);
    // Backoff over: up it goes, then the logo write.
    await d.db.photos.update(p.id, { nextAttemptAt: Date.now() - 1 });
    expect(await d.sync()).toBe('done');
    expect((await d.db.photos.get(p.id))?.state).toBe('uploaded');
    expect(await d.db.outbox.count()).toBe(0);
  });

  it('when the server refuses it for good (storage full), marks it failed and lets its write be refused under "needs attention"', async () => {
    const { d, client } = await newDevice();
    // Fill the 1 MB quota from another device of the same account.
    const fill = await client.post('/api/objects/upload', { id: randomUUID(), size: 1000 * 1024 });
    const big = new Uint8Array(1000 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await client.req('PUT', fill.body.uploadURL, big, { 'content-type': 'image/jpeg' })).status).toBe(200);
    const padded = new Uint8Array(100 * 1024);
    padded.set(tinyPng(24, 24));
    const { p } = await chooseLogo(d, photo(padded));
    await addClient(d, 'Not stuck behind it');
    expect(await d.sync()).toBe('done');
    const row = await d.db.photos.get(p.id);
    expect(row?.state).toBe('failed');
    expect(row?.lastError).toMatch(/^Your storage is full/);
    expect(await d.db.outbox.count()).toBe(0);
    const issues = await d.db.syncIssues.toArray();
    expect(issues.map((i) => [i.mutationName, i.message])).toEqual([
      ['profile.setLogo', 'logo: the photo did not reach the server. Please choose it again.'],
    ]);
  });

  it('is uploaded again if the server swept it while the write that uses it was still waiting', async () => {
    const { d, user } = await newDevice();
    const { p, path } = await chooseLogo(d);
    // Uploaded long ago, but the write never went (a lapsed session for a day); meanwhile the sweep removed the file.
    await d.db.photos.update(p.id, { state: 'uploaded', uploadedAt: new Date(Date.now() - 2 * 3600_000).toISOString() });
    expect(await objectRows(user.id)).toHaveLength(0);
    expect(await d.sync()).toBe('done');
    expect(await objectRows(user.id)).toHaveLength(1);
    expect(await serverLogo(user.id)).toBe(path);
  });
});

describe('device storage', () => {
  it('forgets device copies uploaded over 30 days ago, but never a waiting photo or one an unsent write still uses', async () => {
    const { d } = await newDevice();
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    const recent = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const sent = await chooseLogo(d); // its write is still queued: kept
    const other = photo();
    const waiting = photo();
    const fresh = photo();
    await writeWithPhotos({ userId: d.userId, entity: 'job', entityId: randomUUID() }, [other, waiting, fresh], async () => {});
    await d.db.photos.update(sent.p.id, { state: 'uploaded', uploadedAt: old });
    await d.db.photos.update(other.id, { state: 'uploaded', uploadedAt: old });
    await d.db.photos.update(fresh.id, { state: 'uploaded', uploadedAt: recent });
    expect(await pruneUploadedPhotos(d.db)).toBe(1);
    expect((await d.db.photos.toCollection().primaryKeys()).sort()).toEqual([sent.p.id, waiting.id, fresh.id].sort());
  });
});
