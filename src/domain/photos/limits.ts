/** Limits of the photo path, shared by the device, the worker and the server. */

/** A file the person picks may be this big before we resize it (a 48-megapixel phone photo is ~15-25 MB). */
export const PHOTO_INPUT_MAX_BYTES = 40 * 1024 * 1024;
/** What one upload may be after resizing; also the spec's 5 MB logo limit (spec §9). */
export const PHOTO_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Per-user storage quota when STORAGE_QUOTA_MB is not set: 1 GiB ≈ 3,000 resized photos. */
export const DEFAULT_STORAGE_QUOTA_MB = 1024;
/** An upload no live row references is deleted after this many hours (ORPHAN_UPLOAD_HOURS). */
export const DEFAULT_ORPHAN_UPLOAD_HOURS = 24;

/** Per-photo retry: 5 s, 10 s, 20 s … capped at 10 minutes, with ±20 % jitter so many phones do not retry together. */
export const PHOTO_RETRY_BASE_MS = 5_000;
export const PHOTO_RETRY_MAX_MS = 10 * 60_000;
export function photoRetryDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(PHOTO_RETRY_MAX_MS, PHOTO_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export const QUOTA_ERROR_CODE = 'STORAGE_QUOTA_EXCEEDED';

/** "1.2 GB", "340 MB", for the quota message. */
export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GB`;
  if (n >= 1024 ** 2) return `${Math.round(n / 1024 ** 2)} MB`;
  return `${Math.max(1, Math.round(n / 1024))} KB`;
}
