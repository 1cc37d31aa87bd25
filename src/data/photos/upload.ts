import type { LocalDb, OutboxRow } from '../local-db';
import { ApiError, apiFetch, errorMessage } from '../api';
import { photoIdsOfWrite } from '../../domain/sync/photos';
import { photoRetryDelay } from '../../domain/photos/limits';
import { getWifiOnly, networkAllowsUpload } from './network';
import type { PhotoRow } from './types';

export interface PhotoUploadOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
  now?: () => number;
  /** for tests: the connection to judge the Wi-Fi setting by */
  navigator?: unknown;
}

/** A photo the server says it already has is asked about again after this long: the orphan sweep may have removed it. */
const RECONFIRM_AFTER_MS = 60 * 60_000;

/** 4xx answers that retrying cannot fix (full storage, not an image, too big, an id clash). */
const permanent = (status: number) => status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;

async function send(opts: PhotoUploadOptions, method: string, path: string, body: BodyInit, type: string): Promise<unknown> {
  const blob = typeof body === 'string' ? new Blob([body], { type }) : body;
  const res = await apiFetch(method, path, blob, {
    quiet401: true,
    fetch: opts.fetch,
    baseUrl: opts.baseUrl,
    headers: { 'content-type': type },
  });
  return res.json();
}

/**
 * Uploads one photo through the signed upload flow. Idempotent end to end: the object id is the photo id, the server
 * answers `uploaded: true` for bytes it already has (then nothing is sent), and a PUT of the same photo twice is a no-op.
 */
export async function uploadPhoto(db: LocalDb, photo: PhotoRow, opts: PhotoUploadOptions = {}): Promise<void> {
  const ask = (await send(
    opts,
    'POST',
    '/api/objects/upload',
    JSON.stringify({ id: photo.id, size: photo.bytes }),
    'application/json',
  )) as {
    uploadURL: string | null;
    uploaded: boolean;
  };
  if (!ask.uploaded) {
    if (!ask.uploadURL) throw new ApiError(502, 'Upload URL is empty');
    await send(opts, 'PUT', ask.uploadURL, photo.blob, photo.contentType);
  }
  await db.photos.update(photo.id, {
    state: 'uploaded',
    uploadedAt: new Date((opts.now ?? Date.now)()).toISOString(),
    lastError: null,
    attempts: photo.attempts + 1,
    nextAttemptAt: 0,
  });
}

const message = (err: unknown, photo?: PhotoRow) => {
  // A 413 that is not the API's own JSON answer comes from a proxy in front of it (nginx allows 1 MB by default).
  if (err instanceof ApiError && err.status === 413 && !err.serverMessage && photo)
    return `the photo (${(photo.bytes / 1024 / 1024).toFixed(1)} MB) is larger than the server accepts (413 Request Entity Too Large)`;
  if (err instanceof ApiError) return errorMessage(err, err.message);
  return err instanceof Error ? err.message : String(err);
};

/**
 * The sync engine's hook, run before each push batch: uploads the photos the batch's mutations reference, oldest entry
 * first, and returns the entries that may be sent — the batch cut before the first entry whose photos are not on the
 * server yet (offline, waiting for Wi-Fi, or backing off after a server error). FIFO order is kept: what comes after
 * such an entry waits with it. A 401 or, for the first entry, a network error is thrown for the engine to handle as for
 * any push (pause for sign-in, or back off as offline).
 *
 * A photo the server refused for good (storage full, not an image) is marked failed and its entry is sent anyway: the
 * server then refuses the reference, and the person sees it under "needs attention" instead of a queue stuck forever.
 */
export async function uploadPhotosForBatch(
  db: LocalDb,
  userId: string,
  batch: OutboxRow[],
  opts: PhotoUploadOptions = {},
): Promise<OutboxRow[]> {
  const now = (opts.now ?? Date.now)();
  let allowed: boolean | undefined;
  for (let i = 0; i < batch.length; i++) {
    for (const id of photoIdsOfWrite(batch[i].name, batch[i].args)) {
      const photo = await db.photos.get(id);
      // Not made on this device (already on the server, e.g. an old logo), or another account's: nothing to do.
      if (!photo || photo.userId !== userId || photo.state === 'failed') continue;
      if (photo.state === 'uploaded' && now - Date.parse(photo.uploadedAt ?? '') < RECONFIRM_AFTER_MS) continue;
      allowed ??= networkAllowsUpload(await getWifiOnly(db, userId), opts.navigator);
      if (!allowed || photo.nextAttemptAt > now) return batch.slice(0, i);
      try {
        await uploadPhoto(db, photo, opts);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) throw err;
        if (err instanceof ApiError && permanent(err.status)) {
          await db.photos.update(id, { state: 'failed', attempts: photo.attempts + 1, lastError: message(err, photo).slice(0, 500) });
          continue;
        }
        if (err instanceof ApiError) {
          // The server had trouble: this photo backs off on its own clock (the photo scheduler wakes the drain).
          await db.photos.update(id, {
            attempts: photo.attempts + 1,
            nextAttemptAt: now + photoRetryDelay(photo.attempts + 1),
            lastError: message(err).slice(0, 500),
          });
        }
        // No connection is nobody's fault: no backoff for the photo, so it goes the moment the network is back.
        if (i === 0) throw err;
        return batch.slice(0, i);
      }
    }
  }
  return batch;
}
