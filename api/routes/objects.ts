import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { authed, requireUser } from '../context';
import { AppError, notFound, unauthorized } from '../errors';
import { hmac, safeEqual } from '../services/crypto';
import { validate } from '../validate';
import * as objects from '../repos/objects';
import { formatBytes, PHOTO_UPLOAD_MAX_BYTES, QUOTA_ERROR_CODE } from '../../src/domain/photos/limits';
import { isUuid, objectPath } from '../../src/domain/photos/naming';

const UPLOAD_TTL_MS = 10 * 60 * 1000; // a signed upload URL lives 10 minutes

/** Image types we accept, recognised by their first bytes, not by what the client claims. */
export function sniffImageType(b: Uint8Array): string | null {
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 6 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38) return 'image/gif';
  if (b.length >= 12 && String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP')
    return 'image/webp';
  return null;
}

export { findOwnedObjectId } from '../repos/objects';

const sign = (secret: string, id: string, exp: number) => hmac(secret, `upload:${id}:${exp}`);

/**
 * POST /api/objects/upload. The spec's client sends {} and gets a fresh object. The device's photo path sends the
 * photo's own id (and its size, for the quota): asking again for the same id is the same object, and `uploaded: true`
 * tells the device the bytes are already here, so it never sends them twice.
 */
const UploadRequestSchema = v.object({
  id: v.optional(v.pipe(v.string('id must be a UUID'), v.check(isUuid, 'id must be a UUID'))),
  size: v.optional(
    v.pipe(
      v.number('size must be a number of bytes'),
      v.integer('size must be a whole number of bytes'),
      v.minValue(1, 'size must be at least 1 byte'),
      v.maxValue(PHOTO_UPLOAD_MAX_BYTES, 'File size must be less than 5MB'),
    ),
  ),
});

function quotaError(used: number, quota: number) {
  return new AppError(
    QUOTA_ERROR_CODE,
    `Your storage is full: ${formatBytes(used)} of ${formatBytes(quota)} used. Remove some photos or files, then try again.`,
  );
}

export const objectRoutes = new Hono<AppEnv>()
  .post('/upload', authed, validate('json', UploadRequestSchema), async (c) => {
    const { sql, secret, now, env } = c.get('deps');
    const me = requireUser(c);
    const body = c.req.valid('json');
    const id = body.id?.toLowerCase() ?? null;
    const existing = id ? await objects.getObject(sql, id) : null;
    if (existing && existing.user_id !== me.id) throw new AppError('CONFLICT', 'id: this file id is already in use');
    if (existing?.uploaded_at) {
      // Already here: a retry after a lost answer. No URL to spend and nothing counted twice against the quota.
      return c.json({ uploadURL: null, objectPath: objectPath(existing.id), uploaded: true });
    }
    const quota = env.STORAGE_QUOTA_MB * 1024 * 1024;
    const used = await objects.usedBytes(sql, me.id);
    if (used + (body.size ?? 1) > quota) throw quotaError(used, quota);
    const row = await objects.reserveObject(sql, me.id, id);
    if (!row) throw new AppError('CONFLICT', 'id: this file id is already in use');
    const exp = now().getTime() + UPLOAD_TTL_MS;
    const uploadURL = `/api/objects/put/${row.id}?exp=${exp}&sig=${sign(secret, row.id, exp)}`;
    return c.json({ uploadURL, objectPath: objectPath(row.id), uploaded: false });
  })
  // The browser PUTs the file straight to the signed URL (like an S3 presigned URL): the signature is the authority.
  .put('/put/:id', async (c) => {
    const { sql, secret, store, now, env } = c.get('deps');
    const id = c.req.param('id').toLowerCase();
    const exp = Number(c.req.query('exp'));
    const sig = c.req.query('sig') ?? '';
    if (!isUuid(id) || !exp || !safeEqual(sig, sign(secret, id, exp))) throw new AppError('FORBIDDEN', 'Upload URL is not valid');
    if (exp < now().getTime()) throw new AppError('FORBIDDEN', 'Upload URL has expired. Please try again.');
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > PHOTO_UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'File size must be less than 5MB');
    const claimed = (c.req.header('content-type') ?? '').split(';')[0].trim();
    if (!claimed.startsWith('image/')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please select an image file');
    const obj = await objects.getObject(sql, id);
    if (!obj) throw notFound('Object');
    // The same photo sent again (the answer to the first PUT was lost): accepted, nothing stored twice.
    if (obj.uploaded_at) return c.json({ objectPath: objectPath(id), uploaded: true });
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > PHOTO_UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'File size must be less than 5MB');
    const actual = sniffImageType(bytes);
    if (!actual) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please select an image file');
    // Checked again with the real size (the size given for the URL was only the client's word), and held atomically:
    // uploads running at once cannot each see the same free space.
    const quota = env.STORAGE_QUOTA_MB * 1024 * 1024;
    const claim = await objects.claimUpload(sql, id, bytes.byteLength, quota);
    if (claim.kind === 'uploaded') return c.json({ objectPath: objectPath(id), uploaded: true });
    if (claim.kind === 'busy') throw new AppError('CONFLICT', 'This file is being uploaded already. Try again in a moment.');
    if (claim.kind === 'over-quota') throw quotaError(claim.used, quota);
    try {
      await store.put(obj.storage_key, bytes, actual);
    } catch (err) {
      await objects.releaseUpload(sql, id);
      throw err;
    }
    await objects.markUploaded(sql, id, actual, bytes.byteLength);
    return c.json({ objectPath: objectPath(id), uploaded: true });
  })
  /**
   * Public files (photos of a live listing) are read by anyone, signed in or not; the rest only by their owner.
   * Another user gets 404, exactly as for a file that does not exist, so ids cannot be probed.
   */
  .get('/:id', async (c) => {
    const { sql, store } = c.get('deps');
    const id = c.req.param('id').toLowerCase();
    const me = c.get('user');
    const obj = isUuid(id) ? await objects.getObject(sql, id) : null;
    const isPublic = obj?.visibility === 'public' && obj.uploaded_at !== null;
    if (!isPublic) {
      if (!me) throw unauthorized();
      if (!obj || obj.user_id !== me.id || !obj.uploaded_at) throw notFound('Object');
    }
    const file = await store.get(obj!.storage_key);
    if (!file) throw notFound('Object');
    return c.body(file.bytes as unknown as ArrayBuffer, 200, {
      'content-type': file.contentType,
      // A public file may be made private again (a listing taken down): shared caches keep it an hour at most.
      'cache-control': isPublic ? 'public, max-age=3600' : 'private, max-age=31536000, immutable',
      // The service worker files public images apart from the signed-in user's (sw/caching.ts).
      'x-object-visibility': isPublic ? 'public' : 'private',
      'x-content-type-options': 'nosniff',
    });
  });
