/**
 * A photo (or other image file) made on this device. The bytes live in IndexedDB until the server has them, so a photo
 * taken with no signal shows at once, survives a reload or a closed tab, and is uploaded later, exactly once.
 */
export type PhotoState =
  /** not on the server yet; the drainer uploads it before any write that references it */
  | 'waiting'
  /** on the server (the bytes stay here too, so it shows offline) */
  | 'uploaded'
  /** the server refused it for good (full storage, not an image): shown under "needs attention" by the write using it */
  | 'failed';

export interface PhotoRow {
  /** client-made UUID; also the server's object id ('/api/objects/{id}') */
  id: string;
  userId: string;
  /** what uses it, e.g. 'profile.logo', 'listing', 'job' */
  entity: string;
  entityId: string;
  blob: Blob;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  state: PhotoState;
  attempts: number;
  /** ms since the epoch: not retried before this (backoff); 0 = now */
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: string;
  uploadedAt: string | null;
}

/** A resized photo, ready to be stored with the write that uses it. */
export interface PreparedPhoto {
  id: string;
  blob: Blob;
  contentType: string;
  width: number;
  height: number;
}
