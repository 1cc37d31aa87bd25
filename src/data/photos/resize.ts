import { fitWithin, PHOTO_PRESETS, type PhotoKind } from '../../domain/photos/sizes';
import { PHOTO_INPUT_MAX_BYTES, PHOTO_UPLOAD_MAX_BYTES } from '../../domain/photos/limits';
import type { PreparedPhoto } from './types';

/** The person's file cannot become a photo; the message is shown as is. */
export class PhotoInputError extends Error {}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

/**
 * Decodes with createImageBitmap where the browser has it (off the main thread in Chromium and Firefox, and it applies
 * the EXIF rotation of phone photos); otherwise an <img> element, which every browser rotates by EXIF since 2020.
 */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bmp = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bmp, width: bmp.width, height: bmp.height, close: () => bmp.close() };
    } catch {
      /* an old engine that rejects the options or the format: try the element below */
    }
  }
  if (typeof document === 'undefined') throw new PhotoInputError('This image could not be read. Please try another photo.');
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => URL.revokeObjectURL(url) };
  } catch {
    URL.revokeObjectURL(url);
    throw new PhotoInputError('This image could not be read. Please try another photo.');
  }
}

/** Draws and encodes with OffscreenCanvas where there is one (also in a worker), else a <canvas> element. */
async function encode(src: Decoded, width: number, height: number, type: string, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (ctx) {
      draw(ctx, src.source, width, height, type);
      return canvas.convertToBlob({ type, quality });
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new PhotoInputError('This device could not resize the photo.');
  draw(ctx, src.source, width, height, type);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new PhotoInputError('This device could not resize the photo.'))), type, quality),
  );
}

function draw(
  ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  source: CanvasImageSource,
  w: number,
  h: number,
  type: string,
) {
  // JPEG has no transparency: a transparent PNG would turn black; paint white under it as paper would be.
  if (type === 'image/jpeg') {
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, w, h);
  }
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, w, h);
}

/**
 * Turns a picked or taken image into the photo we keep and upload: at most the preset's longest side, re-encoded (see
 * src/domain/photos/sizes.ts for the sizes and why). Runs before the Dexie transaction that stores it, since a
 * transaction cannot wait on a canvas.
 */
export async function preparePhoto(file: Blob, kind: PhotoKind = 'photo'): Promise<PreparedPhoto> {
  if (!file.type.startsWith('image/')) throw new PhotoInputError('Please select an image file');
  if (file.size > PHOTO_INPUT_MAX_BYTES) throw new PhotoInputError('This photo is too large to use (over 40 MB).');
  const preset = PHOTO_PRESETS[kind];
  const decoded = await decode(file);
  try {
    const size = fitWithin(decoded.width, decoded.height, preset.maxEdge);
    let blob = await encode(decoded, size.width, size.height, preset.type, preset.quality);
    // A browser that cannot encode the type hands back PNG; a photo then goes as JPEG through the element path.
    if (blob.type !== preset.type && typeof document !== 'undefined') {
      blob = await new Promise<Blob>((resolve, reject) => {
        const c = document.createElement('canvas');
        c.width = size.width;
        c.height = size.height;
        const ctx = c.getContext('2d');
        if (!ctx) return reject(new PhotoInputError('This device could not resize the photo.'));
        draw(ctx, decoded.source, size.width, size.height, preset.type);
        c.toBlob(
          (b) => (b ? resolve(b) : reject(new PhotoInputError('This device could not resize the photo.'))),
          preset.type,
          preset.quality,
        );
      });
    }
    if (blob.size > PHOTO_UPLOAD_MAX_BYTES) throw new PhotoInputError('File size must be less than 5MB');
    return { id: crypto.randomUUID(), blob, contentType: blob.type || preset.type, width: size.width, height: size.height };
  } finally {
    decoded.close();
  }
}
