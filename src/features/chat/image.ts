/**
 * Attached images (spec §3 "Attached image": file, base64, preview): drawn on a canvas at most 800 px on the longest
 * side and re-encoded as JPEG 0.7 (spec §9), which also drops the photo's EXIF (GPS position) before it leaves the
 * phone. The preview is the data URL; base64 is the same bytes without the prefix.
 */
import { IMAGE_PREVIEW_MAX } from '../../domain/chat/schemas';
import { fitWithin, IMAGE_JPEG_QUALITY, IMAGE_MAX_SIDE, jpegName } from './image-size';

export interface AttachedImage {
  name: string;
  mimeType: 'image/jpeg';
  /** data:image/jpeg;base64,… */
  dataUrl: string;
  base64: string;
}

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number; close(): void }> {
  if ('createImageBitmap' in window) {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      /* some formats only decode through <img> */
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => {} };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function encode(source: CanvasImageSource, width: number, height: number, maxSide: number, quality: number): string {
  const size = fitWithin(width, height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  // JPEG has no transparency: a white ground keeps a transparent PNG's background from turning black.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.drawImage(source, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', quality);
}

export async function prepareImage(file: Blob, name: string): Promise<AttachedImage> {
  const decoded = await decode(file);
  try {
    let dataUrl = encode(decoded.source, decoded.width, decoded.height, IMAGE_MAX_SIDE, IMAGE_JPEG_QUALITY);
    // A very detailed photo can stay large even at 800 px; it must fit one stored message, so step down until it does.
    for (const [side, q] of [
      [800, 0.55],
      [640, 0.5],
      [480, 0.45],
    ] as const) {
      if (dataUrl.length <= IMAGE_PREVIEW_MAX) break;
      dataUrl = encode(decoded.source, decoded.width, decoded.height, side, q);
    }
    return { name: jpegName(name), mimeType: 'image/jpeg', dataUrl, base64: dataUrl.slice(dataUrl.indexOf(',') + 1) };
  } finally {
    decoded.close();
  }
}
