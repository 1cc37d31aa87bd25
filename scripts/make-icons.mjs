// Draws the app icons (a white toolbox on the brand orange) and writes them as PNGs with a tiny encoder on node:zlib,
// so the icons can be regenerated anywhere Node runs. Run: node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const ORANGE = [0xf9, 0x73, 0x16];
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4; // per axis: 16 samples a pixel smooth the edges

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** RGBA pixels → PNG (8-bit, colour type 6, filter 0 on every row). */
function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Shapes in unit coordinates (0..1 across the glyph box); each answers "is this point inside?".
const roundRect = (x0, y0, x1, y1, r) => (x, y) => {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
const not = (f) => (x, y) => !f(x, y);
const and =
  (...fs) =>
  (x, y) =>
    fs.every((f) => f(x, y));
const or =
  (...fs) =>
  (x, y) =>
    fs.some((f) => f(x, y));

/** The toolbox: a body with a lid seam, a carry handle, and a latch cut out of the seam. */
const toolbox = or(
  and(roundRect(0.05, 0.3, 0.95, 0.9, 0.08), not(roundRect(0.05, 0.5, 0.95, 0.55, 0)), not(roundRect(0.43, 0.47, 0.57, 0.6, 0.02))),
  roundRect(0.45, 0.49, 0.55, 0.58, 0.015),
  and(roundRect(0.3, 0.1, 0.7, 0.34, 0.08), not(roundRect(0.39, 0.18, 0.61, 0.34, 0.03))),
);

/**
 * @param size pixels
 * @param glyphScale share of the icon the glyph box spans
 * @param cornerRadius share of the icon; 0 fills the square (maskable and Apple icons get their shape from the OS)
 */
function drawIcon(size, glyphScale, cornerRadius) {
  const bg = roundRect(0, 0, 1, 1, cornerRadius);
  const g0 = (1 - glyphScale) / 2;
  const px = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let inBg = 0;
      let inGlyph = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const u = (x + (sx + 0.5) / SAMPLES) / size;
          const v = (y + (sy + 0.5) / SAMPLES) / size;
          if (!bg(u, v)) continue;
          inBg++;
          if (toolbox((u - g0) / glyphScale, (v - g0) / glyphScale)) inGlyph++;
        }
      }
      const n = SAMPLES * SAMPLES;
      const t = inBg ? inGlyph / inBg : 0;
      const o = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) px[o + c] = Math.round(ORANGE[c] + (WHITE[c] - ORANGE[c]) * t);
      px[o + 3] = Math.round((255 * inBg) / n);
    }
  }
  return encodePng(size, px);
}

const outDir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'public', 'icons');
fs.mkdirSync(outDir, { recursive: true });
const icons = [
  ['icon-192.png', 192, 0.62, 0.22],
  ['icon-512.png', 512, 0.62, 0.22],
  // Maskable: the OS crops to any shape inside the centre circle of 80 % diameter, so the glyph stays within it.
  ['icon-maskable-512.png', 512, 0.5, 0],
  ['apple-touch-icon.png', 180, 0.6, 0],
];
for (const [name, size, scale, radius] of icons) {
  fs.writeFileSync(path.join(outDir, name), drawIcon(size, scale, radius));
  console.log(`wrote public/icons/${name}`);
}
