import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { jpegOfSize } from './objects-builders';

/** Issue 19 "Storage quota": the limit holds when uploads arrive at once, and one URL sent twice is never a 500. */
describe.each(backends)('upload quota under concurrency (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { STORAGE_QUOTA_MB: '1' });
  });
  afterAll(() => server.close());

  const stored = async (userId: string) =>
    (
      await server.db.sql`select coalesce(sum(size_bytes), 0)::int as n from objects where user_id = ${userId} and uploaded_at is not null`
    )[0].n as number;

  it('8 uploads of 300 KB at once store at most the 1 MB quota; the rest get 413 STORAGE_QUOTA_EXCEEDED', async () => {
    const { client, user } = await signedInClient(server);
    const size = 300 * 1024;
    const urls = await Promise.all(
      Array.from(
        { length: 8 },
        async () => (await client.post('/api/objects/upload', { id: randomUUID(), size })).body.uploadURL as string,
      ),
    );
    const puts = await Promise.all(urls.map((u) => client.req('PUT', u, jpegOfSize(size), { 'content-type': 'image/jpeg' })));
    const statuses = puts.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 413)).toHaveLength(5);
    for (const r of puts.filter((p) => p.status === 413)) expect(r.body.error.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(await stored(user.id)).toBe(3 * size);
  });

  it('one signed URL sent twice at once: one 200, the other 200 or a clean 409 — never a 500 — and the size counted is the real one', async () => {
    for (let round = 0; round < 5; round++) {
      const { client, user } = await signedInClient(server);
      const size = 200 * 1024;
      const id = randomUUID();
      const url = (await client.post('/api/objects/upload', { id, size })).body.uploadURL as string;
      const puts = await Promise.all([0, 1].map(() => client.req('PUT', url, jpegOfSize(size), { 'content-type': 'image/jpeg' })));
      const statuses = puts.map((p) => p.status);
      expect(statuses, JSON.stringify(puts.map((p) => p.body))).toContain(200);
      for (const p of puts) expect([200, 409]).toContain(p.status);
      for (const p of puts.filter((x) => x.status === 409))
        expect(p.body.error.message).toBe('This file is being uploaded already. Try again in a moment.');
      expect(await stored(user.id)).toBe(size);
      const got = await client.get(`/api/objects/${id}`);
      expect(got.status).toBe(200);
    }
  });

  it('a failed store gives the held space back', async () => {
    const { client, user } = await signedInClient(server);
    const id = randomUUID();
    const url = (await client.post('/api/objects/upload', { id, size: 900 * 1024 })).body.uploadURL as string;
    const realPut = server.deps.store.put;
    server.deps.store.put = async () => {
      throw new Error('disk full');
    };
    try {
      expect((await client.req('PUT', url, jpegOfSize(900 * 1024), { 'content-type': 'image/jpeg' })).status).toBe(500);
    } finally {
      server.deps.store.put = realPut;
    }
    const [row] = await server.db.sql`select size_bytes, upload_started_at from objects where id = ${id}`;
    expect(row).toEqual({ size_bytes: null, upload_started_at: null });
    expect((await client.req('PUT', url, jpegOfSize(900 * 1024), { 'content-type': 'image/jpeg' })).status).toBe(200);
    expect(await stored(user.id)).toBe(900 * 1024);
  });
});
