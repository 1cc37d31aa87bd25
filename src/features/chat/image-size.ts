/** Spec §9 Chat: attached photos are resized so the longest side is at most 800 px, then re-encoded as JPEG 0.7. */
export const IMAGE_MAX_SIDE = 800; // px
export const IMAGE_JPEG_QUALITY = 0.7;

/** The size to draw an image at: never upscaled, aspect ratio kept, whole pixels, at least 1 px each way. */
export function fitWithin(width: number, height: number, maxSide = IMAGE_MAX_SIDE): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new RangeError('Image has no size');
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Spec §5: only image files may be attached (by the browser's type, or the name when a phone leaves the type blank). */
export function isImageFile(file: { type: string; name: string }): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(jpe?g|png|gif|webp|heic|heif|bmp|avif)$/i.test(file.name);
}

/** The JPEG's name: the original name with .jpg, since the bytes are re-encoded. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '').trim() || 'photo';
  return `${base}.jpg`;
}
