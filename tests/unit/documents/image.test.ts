import { describe, expect, it } from 'vitest';
import { fitImage, sniffImage } from '../../../src/domain/documents/image';
import { makePng } from './builders';

/** The start of a baseline JPEG: SOI, an APP0 segment, then SOF0 with height 300 and width 640. */
const jpegHeader = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00,
]);

describe('logo and signature images', () => {
  it('reads the real type and size from the bytes, whatever the stored mime type says', () => {
    expect(sniffImage(makePng(30, 12, () => [0, 0, 0, 255]))).toEqual({ type: 'png', width: 30, height: 12 });
    expect(sniffImage(jpegHeader)).toEqual({ type: 'jpg', width: 640, height: 300 });
  });

  it('rejects bytes that are neither PNG nor JPEG', () => {
    expect(sniffImage(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });

  it('scales to the logo height and shrinks a wide logo to the maximum width, keeping its shape', () => {
    expect(fitImage({ width: 100, height: 50 }, 48, 200)).toEqual({ width: 96, height: 48 });
    expect(fitImage({ width: 1000, height: 100 }, 48, 200)).toEqual({ width: 200, height: 20 });
  });
});
