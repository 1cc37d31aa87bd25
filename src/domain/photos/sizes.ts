/**
 * How big a photo is when it leaves the phone. Pure: the device resizer (src/data/photos/resize.ts) and the tests use it.
 *
 * Photos: longest side 1600 px, JPEG quality 0.8. Why:
 * - 1600 px fills a phone screen at 3x density (390 CSS px × 3 = 1170 px) with room to pinch-zoom on a serial plate or
 *   a crack in a slab, and prints sharp at A5 on a job report.
 * - At quality 0.8 a 12-megapixel phone photo (3-6 MB) comes out at about 200-450 KB: on 4G in the bush (often
 *   1-5 Mbit/s up) that is one to three seconds per photo instead of half a minute, and 1 GB of quota holds thousands.
 * - JPEG, not WebP: pdf-lib and docx embed only JPEG and PNG (job photos and logos go on PDFs), Safari's canvas cannot
 *   encode WebP, and WebP's ~25 % saving at this size is not worth a second format on the server.
 * - Always re-encoded, even when already small: that drops EXIF, including the GPS position of a customer's house.
 *
 * Logos: longest side 600 px (printed at most 200 CSS px wide, so 3x is enough), PNG to keep a transparent background.
 */
export type PhotoKind = 'photo' | 'logo';

export interface PhotoPreset {
  maxEdge: number; // px, longest side
  type: 'image/jpeg' | 'image/png';
  quality: number; // 0..1, JPEG only
}

export const PHOTO_PRESETS: Record<PhotoKind, PhotoPreset> = {
  photo: { maxEdge: 1600, type: 'image/jpeg', quality: 0.8 },
  logo: { maxEdge: 600, type: 'image/png', quality: 1 },
};

/** The size to draw at: never upscaled, aspect kept, each side at least 1 px. */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new Error('An image needs a width and a height');
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
