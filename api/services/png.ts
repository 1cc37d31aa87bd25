import { crc32, inflateSync } from 'node:zlib';

/**
 * Checks that a drawn signature really is a PNG we can decode, of bounded size: every chunk's CRC, a header with sane
 * dimensions, and image data that inflates to exactly the pixels the header promises (so a "PNG" that is random bytes,
 * a zip bomb or a 50 000 px canvas is refused before it is stored in the quote and drawn into every PDF).
 */
export const SIGNATURE_MAX_BYTES = 256 * 1024;
export const SIGNATURE_MAX_WIDTH = 2000;
export const SIGNATURE_MAX_HEIGHT = 1000;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bits per pixel for each colour type at bit depth 1 sample: channels. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

export type PngCheck = { ok: true; width: number; height: number } | { ok: false; reason: string };

export function checkSignaturePng(dataUrl: string): PngCheck {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!m) return { ok: false, reason: 'not a PNG data URL' };
  if (m[1].length > Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 4) return { ok: false, reason: 'too large' };
  const b = Buffer.from(m[1], 'base64');
  if (b.length > SIGNATURE_MAX_BYTES) return { ok: false, reason: 'too large' };
  if (b.length < 8 + 25 + 12 || !b.subarray(0, 8).equals(SIGNATURE)) return { ok: false, reason: 'not a PNG' };
  let at = 8;
  let width = 0;
  let height = 0;
  let depth = 0;
  let colour = 0;
  let interlace = 0;
  const idat: Buffer[] = [];
  let sawEnd = false;
  let first = true;
  while (at < b.length) {
    if (at + 12 > b.length) return { ok: false, reason: 'truncated chunk' };
    const len = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (at + 12 + len > b.length) return { ok: false, reason: 'truncated chunk' };
    const data = b.subarray(at + 8, at + 8 + len);
    if (crc32(b.subarray(at + 4, at + 8 + len)) !== b.readUInt32BE(at + 8 + len)) return { ok: false, reason: `bad CRC in ${type}` };
    if (first) {
      if (type !== 'IHDR' || len !== 13) return { ok: false, reason: 'no header' };
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      depth = data[8];
      colour = data[9];
      interlace = data[12];
      if (!DEPTHS[colour]?.includes(depth) || data[10] !== 0 || data[11] !== 0 || interlace > 1)
        return { ok: false, reason: 'unsupported PNG header' };
      if (width < 1 || height < 1 || width > SIGNATURE_MAX_WIDTH || height > SIGNATURE_MAX_HEIGHT)
        return { ok: false, reason: `dimensions ${width}×${height} outside 1–${SIGNATURE_MAX_WIDTH}×1–${SIGNATURE_MAX_HEIGHT}` };
      first = false;
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') {
      sawEnd = true;
      at += 12 + len;
      break;
    }
    at += 12 + len;
  }
  if (!sawEnd || at !== b.length) return { ok: false, reason: 'no end chunk' };
  if (!idat.length) return { ok: false, reason: 'no image data' };
  const bpp = CHANNELS[colour] * depth;
  const rowBytes = (w: number) => 1 + Math.ceil((w * bpp) / 8);
  let expected = 0;
  if (interlace === 0) expected = height * rowBytes(width);
  else {
    // Adam7: seven reduced images, each with its own rows.
    const passes = [
      [0, 0, 8, 8],
      [4, 0, 8, 8],
      [0, 4, 4, 8],
      [2, 0, 4, 4],
      [0, 2, 2, 4],
      [1, 0, 2, 2],
      [0, 1, 1, 2],
    ];
    for (const [x0, y0, dx, dy] of passes) {
      const w = Math.ceil((width - x0) / dx);
      const h = Math.ceil((height - y0) / dy);
      if (w > 0 && h > 0) expected += h * rowBytes(w);
    }
  }
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
  } catch {
    return { ok: false, reason: 'image data does not decode' };
  }
  if (raw.length !== expected) return { ok: false, reason: 'image data does not match its size' };
  return { ok: true, width, height };
}
