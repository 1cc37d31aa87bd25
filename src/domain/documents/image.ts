/**
 * Reads an image's real type and pixel size from its header. The stored mime type can be wrong (a JPEG
 * saved as .png), and Word needs the size up front to keep the aspect ratio.
 */
export interface ImageInfo {
  type: 'png' | 'jpg';
  width: number;
  height: number;
}

export function sniffImage(bytes: Uint8Array): ImageInfo | null {
  if (isPng(bytes)) {
    // IHDR is always the first chunk: width and height are big-endian u32 at offsets 16 and 20.
    if (bytes.length < 24) return null;
    const width = readU32(bytes, 16);
    const height = readU32(bytes, 20);
    return width > 0 && height > 0 ? { type: 'png', width, height } : null;
  }
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegInfo(bytes);
  return null;
}

function isPng(b: Uint8Array): boolean {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return b.length >= 8 && sig.every((v, i) => b[i] === v);
}

function readU32(b: Uint8Array, at: number): number {
  return ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
}

function readU16(b: Uint8Array, at: number): number {
  return (b[at] << 8) | b[at + 1];
}

/** Walks the JPEG markers to the first start-of-frame, which holds the size. */
function jpegInfo(b: Uint8Array): ImageInfo | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isStartOfFrame) {
      const height = readU16(b, i + 5);
      const width = readU16(b, i + 7);
      return width > 0 && height > 0 ? { type: 'jpg', width, height } : null;
    }
    i += 2 + readU16(b, i + 2);
  }
  return null;
}

/** Scales to the wanted height, then shrinks to fit the maximum width, keeping the aspect ratio. */
export function fitImage(
  info: { width: number; height: number },
  targetHeight: number,
  maxWidth: number,
): { width: number; height: number } {
  let height = targetHeight;
  let width = (info.width / info.height) * height;
  if (width > maxWidth) {
    width = maxWidth;
    height = (info.height / info.width) * width;
  }
  return { width, height };
}
