import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors';

/** Object storage behind one interface: local disk under DATA_DIR by default, any S3-compatible store in production. */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

const safeKey = (key: string) => {
  if (!/^[\w./-]+$/.test(key) || key.includes('..')) throw new Error(`unsafe object key ${key}`);
  return key;
};

export function diskStore(root: string): ObjectStore {
  const file = (key: string) => path.join(root, safeKey(key));
  return {
    kind: 'disk',
    async put(key, bytes, contentType) {
      const f = file(key);
      await fs.mkdir(path.dirname(f), { recursive: true });
      // Write then rename so a reader never sees half a file; each write has its own temporary files, so two writes
      // of one key at once never write (or rename away) the same temporary file.
      const tmp = `${f}.${randomUUID()}.tmp`;
      try {
        await fs.writeFile(`${tmp}.type`, contentType);
        await fs.writeFile(tmp, bytes);
        await fs.rename(`${tmp}.type`, `${f}.type`);
        await fs.rename(tmp, f);
      } finally {
        await fs.rm(tmp, { force: true });
        await fs.rm(`${tmp}.type`, { force: true });
      }
    },
    async get(key) {
      try {
        const [bytes, contentType] = await Promise.all([fs.readFile(file(key)), fs.readFile(`${file(key)}.type`, 'utf8')]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
      await fs.rm(`${file(key)}.type`, { force: true });
    },
  };
}

/** How long one S3 call may take before the request gives up with 503 (a stalled store must not hang every node). */
export const S3_TIMEOUT_MS = 15_000;
/** What the 503 tells the client to wait, in seconds. */
export const STORE_RETRY_AFTER_S = 30;

const storeUnavailable = (what: string, err: unknown) =>
  new AppError('STORE_UNAVAILABLE', 'File storage is not answering right now. Please try again in a minute.', {
    retryAfter: STORE_RETRY_AFTER_S,
    cause: `${what}: ${err instanceof Error ? err.message : String(err)}`,
  });

export async function s3Store(opts: {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  timeoutMs?: number;
}): Promise<ObjectStore> {
  const { AwsClient } = await import('aws4fetch');
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    region: opts.region,
    service: 's3',
    // A couple of quick retries of a failed call; the time box below bounds them all (aws4fetch's default is 10).
    retries: 2,
  });
  // Path-style addressing works with AWS, R2, MinIO and most S3-compatible stores.
  const url = (key: string) => `${opts.endpoint.replace(/\/$/, '')}/${opts.bucket}/${safeKey(key)}`;
  const timeoutMs = opts.timeoutMs ?? S3_TIMEOUT_MS;
  /** Every call is time-boxed (headers and body alike); a timeout or a refused connection is a 503 with Retry-After. */
  const call = async <T>(what: string, key: string, init: RequestInit, read: (res: Response) => Promise<T>): Promise<T> => {
    const target = url(key); // an unsafe key is a programming error, not an outage: thrown as is
    const signal = AbortSignal.timeout(timeoutMs);
    let res: Response;
    try {
      res = await client.fetch(target, { ...init, signal });
    } catch (err) {
      throw storeUnavailable(`S3 ${what} ${key}`, err);
    }
    try {
      return await read(res);
    } catch (err) {
      if (err instanceof AppError || !(signal.aborted || (err as Error).name === 'AbortError')) throw err;
      throw storeUnavailable(`S3 ${what} ${key}`, err);
    }
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await call(
        'PUT',
        key,
        { method: 'PUT', body: bytes as unknown as BodyInit, headers: { 'content-type': contentType } },
        async (res) => {
          if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`);
        },
      );
    },
    async get(key) {
      return call('GET', key, {}, async (res) => {
        if (res.status === 404) return null;
        if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
        return {
          bytes: new Uint8Array(await res.arrayBuffer()),
          contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        };
      });
    },
    async delete(key) {
      await call('DELETE', key, { method: 'DELETE' }, async (res) => {
        if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
      });
    },
  };
}
