import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_PRESETS } from '../../../src/domain/photos/sizes';
import { formatBytes, photoRetryDelay, PHOTO_RETRY_MAX_MS } from '../../../src/domain/photos/limits';
import { objectIdFromPath, objectPath, storageKey } from '../../../src/domain/photos/naming';
import { photoIdsOfWrite } from '../../../src/domain/sync/photos';
import { networkAllowsUpload, canTellWifi } from '../../../src/data/photos/network';
import { deriveBadgeStatus } from '../../../src/features/sync/status';

const ID = '0b7f3c1e-5a2d-4c4b-9a8e-1f2e3d4c5b6a';
const ID2 = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

describe('photo sizes', () => {
  it('shrinks a 12-megapixel phone photo to 1600 px on its longest side, keeping the aspect', () => {
    expect(fitWithin(4032, 3024, PHOTO_PRESETS.photo.maxEdge)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, PHOTO_PRESETS.photo.maxEdge)).toEqual({ width: 1200, height: 1600 });
  });
  it('never enlarges a small image', () => {
    expect(fitWithin(24, 24, 600)).toEqual({ width: 24, height: 24 });
  });
  it('keeps a very thin image at least 1 px wide', () => {
    expect(fitWithin(10000, 2, 1600)).toEqual({ width: 1600, height: 1 });
  });
  it('sends photos as JPEG (PDFs embed only JPEG and PNG) and logos as PNG (transparency)', () => {
    expect(PHOTO_PRESETS.photo).toEqual({ maxEdge: 1600, type: 'image/jpeg', quality: 0.8 });
    expect(PHOTO_PRESETS.logo.type).toBe('image/png');
  });
});

describe('photo names', () => {
  it('derives the object path and storage key from the client-made photo id', () => {
    expect(objectPath(ID.toUpperCase())).toBe(`/api/objects/${ID}`);
    expect(storageKey('u1', ID)).toBe(`users/u1/${ID}`);
    expect(objectIdFromPath(`/api/objects/${ID}`)).toBe(ID);
    expect(objectIdFromPath(`/api/objects/${ID}/x`)).toBeNull();
    expect(objectIdFromPath('https://evil.example/logo.png')).toBeNull();
  });
  it('finds the files a write names in its photo fields, as its schema declares them, once each and in order', () => {
    const listing = { id: ID, createdAt: '2026-11-26T00:00:00.000Z', title: 'Ladder', description: `see /api/objects/${ID2}` };
    expect(photoIdsOfWrite('marketplaceListing.create', { ...listing, photos: [`/api/objects/${ID2}`, `/api/objects/${ID}`] })).toEqual([
      ID2,
      ID,
    ]);
    expect(photoIdsOfWrite('profile.setLogo', { logo: `/api/objects/${ID}` })).toEqual([ID]);
    expect(photoIdsOfWrite('profile.setLogo', { logo: null })).toEqual([]);
    expect(photoIdsOfWrite('job.addPhoto', { id: ID2, photo: { path: `/api/objects/${ID}`, stage: 'before' } })).toEqual([ID]);
    expect(photoIdsOfWrite('certificate.update', { id: ID2, patch: { photos: [{ path: `/api/objects/${ID}`, kind: 'test' }] } })).toEqual([
      ID,
    ]);
  });
  it('reads a path typed into a text field as text, not as a photo to upload', () => {
    expect(photoIdsOfWrite('job.update', { id: ID, patch: { notes: `photo at /api/objects/${ID2}` } })).toEqual([]);
    expect(photoIdsOfWrite('marketplaceListing.update', { id: ID, patch: { description: `/api/objects/${ID2}` } })).toEqual([]);
    expect(photoIdsOfWrite('no.suchWrite', { logo: `/api/objects/${ID}` })).toEqual([]);
  });
});

describe('photo retries', () => {
  it('backs off 5 s, 10 s, 20 s … up to 10 minutes, with jitter of ±20 %', () => {
    expect(photoRetryDelay(1, () => 0.5)).toBe(5000);
    expect(photoRetryDelay(2, () => 0.5)).toBe(10000);
    expect(photoRetryDelay(3, () => 0)).toBe(16000);
    expect(photoRetryDelay(30, () => 1)).toBe(Math.round(PHOTO_RETRY_MAX_MS * 1.2));
  });
  it('words the quota in KB, MB and GB', () => {
    expect([formatBytes(2048), formatBytes(5 * 1024 ** 2), formatBytes(1.5 * 1024 ** 3)]).toEqual(['2 KB', '5 MB', '1.5 GB']);
  });
});

describe('"Upload photos on Wi-Fi only"', () => {
  const nav = (type?: string) => ({ connection: type === undefined ? undefined : { type } });
  it('holds photos on mobile data or a tethered phone where the browser tells the connection type', () => {
    expect(networkAllowsUpload(true, nav('cellular'))).toBe(false);
    expect(networkAllowsUpload(true, nav('bluetooth'))).toBe(false);
    expect(networkAllowsUpload(true, nav('wifi'))).toBe(true);
    expect(networkAllowsUpload(true, nav('ethernet'))).toBe(true);
  });
  it('uploads on any connection where the browser cannot tell (Safari, Firefox, desktop Chrome)', () => {
    expect(canTellWifi(nav())).toBe(false);
    expect(canTellWifi(nav('unknown'))).toBe(false);
    expect(networkAllowsUpload(true, nav())).toBe(true);
  });
  it('uploads on mobile data when the setting is off', () => {
    expect(networkAllowsUpload(false, nav('cellular'))).toBe(true);
  });
});

describe('sync badge with photos', () => {
  const state = { phase: 'idle' as const, lastError: null, lastSyncedAt: null, retryAt: null };
  it('says "2 photos waiting", offline or online, and names the changes in the detail', () => {
    const off = deriveBadgeStatus({ online: false, pending: 1, issues: 0, photos: 2, state });
    expect(off.label).toBe('Offline · 2 photos waiting');
    expect(off.detail).toBe(
      'Offline. 1 change and 2 photos are saved on this phone and safe there; they are sent when you are back online.',
    );
    const on = deriveBadgeStatus({ online: true, pending: 1, issues: 0, photos: 1, state });
    expect(on.label).toBe('1 photo waiting');
  });
  it('counts every waiting change when more wait than the photos (a photo rides with its change)', () => {
    const s = deriveBadgeStatus({ online: false, pending: 3, issues: 0, photos: 1, state });
    expect(s.label).toBe('Offline · 3 waiting');
    expect(s.detail).toBe('Offline. 3 changes and 1 photo are saved on this phone and safe there; they are sent when you are back online.');
  });
  it('is unchanged with no photos waiting', () => {
    expect(deriveBadgeStatus({ online: true, pending: 3, issues: 0, photos: 0, state }).label).toBe('3 waiting');
  });
});
