import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { storeKinds, type StoreUnderTest } from './objects-s3';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { sweepObjects } from '../../api/services/object-sweep';
import { tinyJpeg, tinyPng } from './objects-builders';

/** The same table over both stores: the default disk store and a real S3 server (s3rver) through aws4fetch. */
describe.each(storeKinds)('object store: %s', (_name, start) => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await start();
  });
  afterAll(() => s.close());

  it('reads back exactly the bytes and content type it stored', async () => {
    const key = `users/${randomUUID()}/${randomUUID()}`;
    const bytes = tinyPng();
    await s.store.put(key, bytes, 'image/png');
    const got = await s.store.get(key);
    expect(got?.contentType).toBe('image/png');
    expect(Buffer.from(got!.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it('answers null for a key it never stored', async () => {
    expect(await s.store.get(`users/${randomUUID()}/${randomUUID()}`)).toBeNull();
  });

  it('overwrites a key in place (a re-sent upload is the same object)', async () => {
    const key = `users/${randomUUID()}/${randomUUID()}`;
    await s.store.put(key, tinyPng(), 'image/png');
    await s.store.put(key, tinyJpeg(), 'image/jpeg');
    expect((await s.store.get(key))?.contentType).toBe('image/jpeg');
  });

  it('deletes, and deleting again or deleting a missing key is not an error', async () => {
    const key = `users/${randomUUID()}/${randomUUID()}`;
    await s.store.put(key, tinyPng(), 'image/png');
    await s.store.delete(key);
    expect(await s.store.get(key)).toBeNull();
    await expect(s.store.delete(key)).resolves.toBeUndefined();
  });

  it('refuses a key that could escape its folder', async () => {
    await expect(s.store.put('../etc/passwd', tinyPng(), 'image/png')).rejects.toThrow(/unsafe object key/);
  });
});

/** Upload, read and delete through the API, configured by S3_* or not, on both databases. */
describe.each(backends)('uploads through the API on %s', (db) => {
  describe.each(storeKinds)('with the %s store', (_name, start) => {
    let s: StoreUnderTest;
    let server: TestServer;
    beforeAll(async () => {
      s = await start();
      server = await startTestServer(db, {}, s.env);
    });
    afterAll(async () => {
      await server.close();
      await s.close();
    });

    it('uploads through the signed URL, reads it back, and the sweep deletes it once nothing uses it', async () => {
      expect(server.deps.store.kind).toBe(s.kind);
      const { client } = await signedInClient(server);
      const id = randomUUID();
      const up = await client.post('/api/objects/upload', { id, size: tinyJpeg().byteLength });
      expect(up.status).toBe(200);
      expect((await client.req('PUT', up.body.uploadURL, tinyJpeg(), { 'content-type': 'image/jpeg' })).status).toBe(200);
      const read = await client.get(`/api/objects/${id}`);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(read.body as Uint8Array).equals(Buffer.from(tinyJpeg()))).toBe(true);

      const [row] = await server.db.sql`select storage_key from objects where id = ${id}`;
      expect(await server.deps.store.get(row.storage_key as string)).not.toBeNull();
      const later = new Date(Date.now() + 25 * 3600_000);
      const swept = await sweepObjects(server.deps, later);
      expect(swept.filesDeleted).toBeGreaterThanOrEqual(1);
      expect(await server.deps.store.get(row.storage_key as string)).toBeNull();
      expect((await client.get(`/api/objects/${id}`)).status).toBe(404);
    });
  });
});
