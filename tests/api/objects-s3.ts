import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { diskStore, s3Store, type ObjectStore } from '../../api/services/storage';

/**
 * A real S3 server for the tests: @20minutes/s3rver (v4 runs on Node 20; v5 wants Node 24), on a free loopback port,
 * files in a temporary folder. It checks AWS Signature V4 like S3 does, so the store's signing is tested for real.
 */
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (opts: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

export const S3_BUCKET = 'tt-objects';
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's built-in account

export interface StoreUnderTest {
  kind: 'disk' | 's3';
  store: ObjectStore;
  /** env for startTestServer when the API should use this store through its configuration */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3(): Promise<StoreUnderTest> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const store = await s3Store({ endpoint, bucket: S3_BUCKET, region: 'us-east-1', ...S3_KEYS });
  return {
    kind: 's3',
    store,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    },
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function startDisk(): StoreUnderTest {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-disk-store-'));
  return {
    kind: 'disk',
    store: diskStore(dir),
    env: {},
    async close() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const storeKinds = [
  ['disk', async () => startDisk()],
  ['s3', startS3],
] as const;
