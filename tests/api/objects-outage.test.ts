import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Store } from '../../api/services/storage';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { tinyJpeg } from './objects-builders';
import { S3_BUCKET, S3_KEYS } from './objects-s3';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as new (o: Record<string, unknown>) => S3rverInstance;

/** Issue 19: a stalled or stopped S3 answers 503 with Retry-After within the time box, and works again once it is back. */
describe.each(backends)('object store outages (%s)', (kind) => {
  let server: TestServer;
  let dir: string;
  let s3: S3rverInstance | null = null;
  let port = 0;
  const startS3 = async () => {
    s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory: dir, configureBuckets: [{ name: S3_BUCKET }] });
    port = (await s3.run()).port;
  };
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-s3-outage-'));
    await startS3();
    server = await startTestServer(kind);
    server.deps.store = await s3Store({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: S3_BUCKET,
      region: 'us-east-1',
      ...S3_KEYS,
      timeoutMs: 1500,
    });
  });
  afterAll(async () => {
    await s3?.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const upload = async (client: Awaited<ReturnType<typeof signedInClient>>['client']) => {
    const id = randomUUID();
    const up = await client.post('/api/objects/upload', { id, size: tinyJpeg().byteLength });
    return { id, put: () => client.req('PUT', up.body.uploadURL, tinyJpeg(), { 'content-type': 'image/jpeg' }) };
  };

  it('S3 stopped: the upload and the download answer 503 with Retry-After; restarted, the same upload goes through', async () => {
    const { client } = await signedInClient(server);
    const stored = await upload(client);
    expect((await stored.put()).status).toBe(200);
    await s3!.close();
    s3 = null;
    const pending = await upload(client);
    const down = await pending.put();
    expect(down.status).toBe(503);
    expect(down.body.error).toEqual({
      code: 'STORE_UNAVAILABLE',
      message: 'File storage is not answering right now. Please try again in a minute.',
    });
    expect(down.headers.get('retry-after')).toBe('30');
    const read = await client.get(`/api/objects/${stored.id}`);
    expect(read.status).toBe(503);
    await startS3();
    expect((await pending.put()).status).toBe(200);
    expect((await client.get(`/api/objects/${stored.id}`)).status).toBe(200);
  });

  it('a stalled store (accepts, never answers) is given up within the time box: 503, not a hung request', async () => {
    const sockets: net.Socket[] = [];
    const stall = net.createServer((s) => void sockets.push(s));
    await new Promise<void>((r) => stall.listen(0, '127.0.0.1', r));
    const realStore = server.deps.store;
    server.deps.store = await s3Store({
      endpoint: `http://127.0.0.1:${(stall.address() as net.AddressInfo).port}`,
      bucket: S3_BUCKET,
      region: 'us-east-1',
      ...S3_KEYS,
      timeoutMs: 1500,
    });
    try {
      const { client } = await signedInClient(server);
      const pending = await upload(client);
      const t0 = Date.now();
      const res = await pending.put();
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(Date.now() - t0).toBeLessThan(5000);
    } finally {
      server.deps.store = realStore;
      for (const s of sockets) s.destroy();
      stall.close();
    }
  });
});
