import { describe, expect, it } from 'vitest';
import { fitWithin, isImageFile, jpegName } from '../../../src/features/chat/image-size';
import { historyHref, readChatParams, withParams } from '../../../src/features/chat/params';

describe('attached photo size', () => {
  it.each([
    [4032, 3024, 800, 600],
    [3024, 4032, 600, 800],
    [1000, 1000, 800, 800],
    [640, 480, 640, 480],
    [8000, 10, 800, 1],
  ])('fits %ix%i within 800 px on the longest side as %ix%i, never upscaling', (w, h, ew, eh) => {
    expect(fitWithin(w, h)).toEqual({ width: ew, height: eh });
  });

  it('refuses an image with no size', () => {
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
  });

  it.each([
    [{ type: 'image/jpeg', name: 'a.jpg' }, true],
    [{ type: 'image/heic', name: 'IMG_1.HEIC' }, true],
    [{ type: '', name: 'IMG_1.HEIC' }, true],
    [{ type: 'application/pdf', name: 'plan.pdf' }, false],
    [{ type: '', name: 'notes.txt' }, false],
    [{ type: 'text/plain', name: 'photo.jpg' }, false],
  ])('accepts only images: %o → %s', (file, ok) => {
    expect(isImageFile(file)).toBe(ok);
  });

  it('names the re-encoded file .jpg', () => {
    expect(jpegName('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});

describe('/chat query parameters', () => {
  it('reads every parameter of the spec', () => {
    const id = '0b8f6d1e-3a52-4c4f-9a7e-2f1d7c5b9e10';
    expect(readChatParams(new URLSearchParams(`id=${id}&viewMode=history&history=true&invoice=true&q=hi&profile=1`))).toEqual({
      id,
      viewMode: 'history',
      history: true,
      invoice: true,
      q: 'hi',
      profile: true,
      state: null,
    });
  });

  it('defaults to an active new chat', () => {
    expect(readChatParams(new URLSearchParams(''))).toEqual({
      id: null,
      viewMode: 'active',
      history: false,
      invoice: false,
      q: null,
      profile: false,
      state: null,
    });
  });

  it('takes a state hint ("Ask about this job": the job site\'s state) only when it is an Australian state', () => {
    expect(readChatParams(new URLSearchParams('state=wa')).state).toBe('WA');
    expect(readChatParams(new URLSearchParams('state=Atlantis')).state).toBeNull();
  });

  it('ignores an id that cannot name a conversation and a blank question', () => {
    const p = readChatParams(new URLSearchParams('id=../../admin&q=%20%20&viewMode=weird&history=1'));
    expect(p).toMatchObject({ id: null, q: null, viewMode: 'active', history: false });
  });

  it('removes a parameter without touching the others', () => {
    expect(withParams(new URLSearchParams('id=1&q=hello&invoice=true'), { q: null }).toString()).toBe('id=1&invoice=true');
  });

  it('opens a past conversation read only', () => {
    expect(historyHref('abc')).toBe('/chat?id=abc&viewMode=history');
  });
});
