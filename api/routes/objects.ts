import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireUser } from '../context';
import type { Db } from '../db';
import { AppError, notFound } from '../errors';
import { hmac, safeEqual } from '../services/crypto';
import { LOGO_MAX_BYTES } from '../../src/domain/constants';

const UPLOAD_TTL_MS = 10 * 60 * 1000; // a signed upload URL lives 10 minutes
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Image types we accept, recognised by their first bytes, not by what the client claims. */
export function sniffImageType(b: Uint8Array): string | null {
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 6 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38) return 'image/gif';
  if (b.length >= 12 && String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP')
    return 'image/webp';
  return null;
}

/** Accepts '/api/objects/{id}', the signed upload URL, or an absolute URL of either; returns the id if the user owns it. */
export async function findOwnedObjectId(sql: Db, userId: string, url: string): Promise<string | null> {
  const m = /\/api\/objects\/(?:put\/)?([0-9a-f-]{36})/i.exec(url);
  if (!m || !UUID.test(m[1])) return null;
  const [row] = await sql`select id from objects where id = ${m[1]} and user_id = ${userId} and uploaded_at is not null`;
  return row ? (row.id as string) : null;
}

const sign = (secret: string, id: string, exp: number) => hmac(secret, `upload:${id}:${exp}`);

export const objectRoutes = new Hono<AppEnv>()
  .post('/upload', async (c) => {
    const { sql, secret, now } = c.get('deps');
    const me = requireUser(c);
    const [row] = await sql<{ id: string }[]>`insert into objects (user_id, storage_key) values (${me.id}, '') returning id`;
    await sql`update objects set storage_key = ${`users/${me.id}/${row.id}`} where id = ${row.id}`;
    const exp = now().getTime() + UPLOAD_TTL_MS;
    const uploadURL = `/api/objects/put/${row.id}?exp=${exp}&sig=${sign(secret, row.id, exp)}`;
    return c.json({ uploadURL, objectPath: `/api/objects/${row.id}` });
  })
  // The browser PUTs the file straight to the signed URL (like an S3 presigned URL): the signature is the authority.
  .put('/put/:id', async (c) => {
    const { sql, secret, store, now } = c.get('deps');
    const id = c.req.param('id');
    const exp = Number(c.req.query('exp'));
    const sig = c.req.query('sig') ?? '';
    if (!UUID.test(id) || !exp || !safeEqual(sig, sign(secret, id, exp))) throw new AppError('FORBIDDEN', 'Upload URL is not valid');
    if (exp < now().getTime()) throw new AppError('FORBIDDEN', 'Upload URL has expired. Please try again.');
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'File size must be less than 5MB');
    const claimed = (c.req.header('content-type') ?? '').split(';')[0].trim();
    if (!claimed.startsWith('image/')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please select an image file');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'File size must be less than 5MB');
    const actual = sniffImageType(bytes);
    if (!actual) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please select an image file');
    const [obj] = await sql<
      { storage_key: string; uploaded_at: Date | null }[]
    >`select storage_key, uploaded_at from objects where id = ${id}`;
    if (!obj) throw notFound('Object');
    if (obj.uploaded_at) throw new AppError('CONFLICT', 'This upload URL has already been used');
    await store.put(obj.storage_key, bytes, actual);
    await sql`update objects set content_type = ${actual}, size_bytes = ${bytes.byteLength}, uploaded_at = now() where id = ${id}`;
    return c.json({ objectPath: `/api/objects/${id}` });
  })
  .get('/:id', async (c) => {
    const { sql, store } = c.get('deps');
    const me = requireUser(c);
    const id = c.req.param('id');
    if (!UUID.test(id)) throw notFound('Object');
    const [obj] = await sql<
      { storage_key: string }[]
    >`select storage_key from objects where id = ${id} and user_id = ${me.id} and uploaded_at is not null`;
    const file = obj && (await store.get(obj.storage_key));
    if (!file) throw notFound('Object');
    return c.body(file.bytes as unknown as ArrayBuffer, 200, {
      'content-type': file.contentType,
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
