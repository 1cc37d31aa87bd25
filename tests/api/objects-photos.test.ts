import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { sweepObjects } from '../../api/services/object-sweep';
import { registerObjectReferrer, setObjectsVisibility, tableReferrer, unregisterObjectReferrer } from '../../api/repos/objects';
import { readEnv } from '../../api/env';
import { jpegOfSize, tinyJpeg, tinyPng } from './objects-builders';

const HOUR = 3600_000;

async function uploadPhoto(client: TestClient, bytes: Uint8Array = tinyJpeg(), id: string = randomUUID()) {
  const up = await client.post('/api/objects/upload', { id, size: bytes.byteLength });
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  const put = await client.req('PUT', up.body.uploadURL, bytes, { 'content-type': 'image/jpeg' });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return { id, path: `/api/objects/${id}` };
}

describe.each(backends)('photos on the server (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { STORAGE_QUOTA_MB: '1' });
  });
  afterAll(() => server.close());

  describe('one photo id is one object', () => {
    it('answers the same object for the same client-made id, and "uploaded" once its bytes are in', async () => {
      const { client } = await signedInClient(server);
      const id = randomUUID();
      const first = await client.post('/api/objects/upload', { id, size: 300 });
      const again = await client.post('/api/objects/upload', { id, size: 300 });
      expect(first.body).toMatchObject({ objectPath: `/api/objects/${id}`, uploaded: false });
      expect(again.body).toMatchObject({ objectPath: `/api/objects/${id}`, uploaded: false });
      expect((await client.req('PUT', again.body.uploadURL, tinyJpeg(), { 'content-type': 'image/jpeg' })).status).toBe(200);
      const after = await client.post('/api/objects/upload', { id, size: 300 });
      expect(after.body).toEqual({ uploadURL: null, objectPath: `/api/objects/${id}`, uploaded: true });
      const [{ n }] = await server.db.sql`select count(*)::int as n from objects where id = ${id}`;
      expect(n).toBe(1);
    });

    it('accepts the same photo PUT again as a no-op: the first bytes stay, nothing is counted twice', async () => {
      const { client, user } = await signedInClient(server);
      const id = randomUUID();
      const up = await client.post('/api/objects/upload', { id });
      expect((await client.req('PUT', up.body.uploadURL, tinyJpeg(), { 'content-type': 'image/jpeg' })).status).toBe(200);
      const again = await client.req('PUT', up.body.uploadURL, tinyPng(), { 'content-type': 'image/png' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ objectPath: `/api/objects/${id}`, uploaded: true });
      expect((await client.get(`/api/objects/${id}`)).headers.get('content-type')).toBe('image/jpeg');
      const [{ used }] = await server.db.sql`select sum(size_bytes)::int as used from objects where user_id = ${user.id}`;
      expect(used).toBe(tinyJpeg().byteLength);
    });

    it("refuses another user's photo id with 409 and never hands out a URL for it", async () => {
      const a = await signedInClient(server);
      const b = await signedInClient(server);
      const { id } = await uploadPhoto(a.client);
      const res = await b.client.post('/api/objects/upload', { id });
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: 'CONFLICT', message: 'id: this file id is already in use' });
    });

    it('names the field when the id or size is not valid', async () => {
      const { client } = await signedInClient(server);
      expect((await client.post('/api/objects/upload', { id: 'photo-1' })).body.error).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'id: id must be a UUID',
      });
      expect((await client.post('/api/objects/upload', { size: 6 * 1024 * 1024 })).body.error.message).toBe(
        'size: File size must be less than 5MB',
      );
    });
  });

  describe('per-user storage quota (STORAGE_QUOTA_MB=1 here)', () => {
    it('refuses a new upload URL past the quota with 413 STORAGE_QUOTA_EXCEEDED and a message saying how full', async () => {
      const { client } = await signedInClient(server);
      await uploadPhoto(client, jpegOfSize(700 * 1024));
      const res = await client.post('/api/objects/upload', { id: randomUUID(), size: 400 * 1024 });
      expect(res.status).toBe(413);
      expect(res.body.error).toEqual({
        code: 'STORAGE_QUOTA_EXCEEDED',
        message: 'Your storage is full: 700 KB of 1 MB used. Remove some photos or files, then try again.',
      });
      // Small enough still fits.
      expect((await client.post('/api/objects/upload', { id: randomUUID(), size: 100 * 1024 })).status).toBe(200);
    });

    it('checks the real size at upload too, so a client that understates it stores nothing', async () => {
      const { client, user } = await signedInClient(server);
      await uploadPhoto(client, jpegOfSize(700 * 1024));
      const id = randomUUID();
      const up = await client.post('/api/objects/upload', { id, size: 1 });
      const put = await client.req('PUT', up.body.uploadURL, jpegOfSize(400 * 1024), { 'content-type': 'image/jpeg' });
      expect(put.status).toBe(413);
      expect(put.body.error.code).toBe('STORAGE_QUOTA_EXCEEDED');
      const [row] = await server.db.sql`select uploaded_at from objects where id = ${id}`;
      expect(row.uploaded_at).toBeNull();
      const [{ used }] = await server.db.sql`select sum(size_bytes)::int as used from objects where user_id = ${user.id}`;
      expect(used).toBe(700 * 1024);
    });

    it('is per user: one full account does not stop another', async () => {
      const a = await signedInClient(server);
      const b = await signedInClient(server);
      await uploadPhoto(a.client, jpegOfSize(1000 * 1024));
      expect((await a.client.post('/api/objects/upload', { id: randomUUID(), size: 100 * 1024 })).status).toBe(413);
      expect((await b.client.post('/api/objects/upload', { id: randomUUID(), size: 100 * 1024 })).status).toBe(200);
    });

    it('still confirms an already-uploaded photo when the account is full (a retry is not a new file)', async () => {
      const { client } = await signedInClient(server);
      const { id } = await uploadPhoto(client, jpegOfSize(1020 * 1024));
      const res = await client.post('/api/objects/upload', { id, size: 1020 * 1024 });
      expect(res.status).toBe(200);
      expect(res.body.uploaded).toBe(true);
    });

    it('is read from STORAGE_QUOTA_MB, 1024 by default, and a bad value stops the server naming it', () => {
      expect(readEnv({}).STORAGE_QUOTA_MB).toBe(1024);
      expect(readEnv({}).ORPHAN_UPLOAD_HOURS).toBe(24);
      expect(() => readEnv({ STORAGE_QUOTA_MB: 'lots' })).toThrow('STORAGE_QUOTA_MB: STORAGE_QUOTA_MB must be a whole number');
      expect(() => readEnv({ ORPHAN_UPLOAD_HOURS: '-1' })).toThrow(/ORPHAN_UPLOAD_HOURS/);
    });
  });

  describe('who can read a file', () => {
    it('serves a private file to its owner only: another user gets 404, a signed-out request 401', async () => {
      const a = await signedInClient(server);
      const b = await signedInClient(server);
      const { path } = await uploadPhoto(a.client);
      const own = await a.client.get(path);
      expect(own.status).toBe(200);
      expect(own.headers.get('x-object-visibility')).toBe('private');
      expect(own.headers.get('cache-control')).toContain('private');
      expect((await b.client.get(path)).status).toBe(404);
      expect((await server.client().get(path)).status).toBe(401);
      // Same answer as for an id that does not exist: ids cannot be probed.
      expect((await b.client.get(`/api/objects/${randomUUID()}`)).status).toBe(404);
    });

    it('serves a file its owning row made public to anyone, signed in or not, until the row makes it private again', async () => {
      const a = await signedInClient(server);
      const b = await signedInClient(server);
      const { path } = await uploadPhoto(a.client);
      expect(await setObjectsVisibility(server.db.sql, a.user.id, [path], 'public')).toBe(1);
      const anon = await server.client().get(path);
      expect(anon.status).toBe(200);
      expect(anon.headers.get('x-object-visibility')).toBe('public');
      expect(anon.headers.get('cache-control')).toBe('public, max-age=3600');
      expect((await b.client.get(path)).status).toBe(200);
      await setObjectsVisibility(server.db.sql, a.user.id, [path], 'private');
      expect((await b.client.get(path)).status).toBe(404);
    });

    it("does not let one user make another user's file public", async () => {
      const a = await signedInClient(server);
      const b = await signedInClient(server);
      const { path } = await uploadPhoto(a.client);
      expect(await setObjectsVisibility(server.db.sql, b.user.id, [path], 'public')).toBe(0);
      expect((await b.client.get(path)).status).toBe(404);
    });
  });

  describe('orphaned uploads are cleaned up after ORPHAN_UPLOAD_HOURS', () => {
    const exists = async (id: string) => (await server.db.sql`select 1 from objects where id = ${id}`).length === 1;

    it('keeps an unreferenced upload inside the grace period and deletes it (bytes and row) after', async () => {
      const { client } = await signedInClient(server);
      const { id, path } = await uploadPhoto(client);
      const [row] = await server.db.sql`select storage_key from objects where id = ${id}`;
      await sweepObjects(server.deps, new Date(Date.now() + 23 * HOUR));
      expect(await exists(id)).toBe(true);
      await sweepObjects(server.deps, new Date(Date.now() + 25 * HOUR));
      expect(await exists(id)).toBe(false);
      expect(await server.deps.store.get(row.storage_key as string)).toBeNull();
      expect((await client.get(path)).status).toBe(404);
    });

    it('deletes an upload URL whose bytes never came', async () => {
      const { client } = await signedInClient(server);
      const id = randomUUID();
      await client.post('/api/objects/upload', { id });
      await sweepObjects(server.deps, new Date(Date.now() + 25 * HOUR));
      expect(await exists(id)).toBe(false);
    });

    it('keeps the business logo, and deletes the old one once it is replaced', async () => {
      const { client } = await signedInClient(server);
      const first = await uploadPhoto(client);
      expect((await client.put('/api/user/logo', { logoURL: first.path })).status).toBe(200);
      await sweepObjects(server.deps, new Date(Date.now() + 25 * HOUR));
      expect(await exists(first.id)).toBe(true);
      expect((await client.get(first.path)).status).toBe(200);

      const second = await uploadPhoto(client);
      expect((await client.put('/api/user/logo', { logoURL: second.path })).status).toBe(200);
      await sweepObjects(server.deps, new Date(Date.now() + 50 * HOUR));
      expect(await exists(first.id)).toBe(false);
      expect(await exists(second.id)).toBe(true);
    });

    it('deletes the files of a deleted row (a table registered with tableReferrer, as listings and jobs will be)', async () => {
      await server.db.sql`create table if not exists photo_owner_rows (id uuid primary key, photos text[], deleted_at timestamptz)`;
      registerObjectReferrer('test.photo_owner_rows', tableReferrer('photo_owner_rows', 'photos', 'array'));
      try {
        const { client } = await signedInClient(server);
        const p1 = await uploadPhoto(client);
        const p2 = await uploadPhoto(client);
        const rowId = randomUUID();
        await server.db
          .sql`insert into photo_owner_rows (id, photos) values (${rowId}, (select array_agg(x) from jsonb_array_elements_text(${JSON.stringify([p1.path, p2.path])}::text::jsonb) x))`;
        await sweepObjects(server.deps, new Date(Date.now() + 25 * HOUR));
        expect([await exists(p1.id), await exists(p2.id)]).toEqual([true, true]);
        await server.db.sql`update photo_owner_rows set deleted_at = now() where id = ${rowId}`;
        await sweepObjects(server.deps, new Date(Date.now() + 26 * HOUR));
        expect([await exists(p1.id), await exists(p2.id)]).toEqual([false, false]);
      } finally {
        unregisterObjectReferrer('test.photo_owner_rows');
      }
    });
  });
});
