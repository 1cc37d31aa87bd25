import { api, ApiError, NetworkError } from '../../data/api';
import { preparePhoto, PhotoInputError, writeWithPhotos } from '../../data/photos';
import { getWifiOnly, networkAllowsUpload } from '../../data/photos/network';
import { getDb } from '../../data/local-db';
import { mutate } from '../../data/sync/mutate';
import { syncNow } from '../../data/sync/scheduler';
import type { DrainResult } from '../../data/sync/engine';
import { useSession } from '../../app/session';
import { LOGO_MAX_BYTES } from '../../domain/constants';
import type { CompanyInput, ProfileInput } from '../../domain/schemas/profile';
import type { CachedCompany, CachedProfile } from './types';

const PROFILE_KEY = 'profile';
const COMPANY_KEY = 'company';
const SAVE_MUTATIONS = ['profile.update', 'company.update'];

/**
 * Puts the server's profile and company into the device cache. Unsent edits win: while the outbox still holds a
 * profile or company write, that record is left alone (the next sync pull brings the server copy with the edit applied).
 */
export async function refreshProfileFromServer(userId: string): Promise<'fresh' | 'offline' | 'failed'> {
  let profile: CachedProfile;
  let company: CachedCompany | null;
  try {
    [profile, company] = await Promise.all([api<CachedProfile>('GET', '/api/user'), api<CachedCompany | null>('GET', '/api/company')]);
  } catch (err) {
    if (err instanceof NetworkError || (err instanceof ApiError && err.status >= 500)) return 'offline';
    throw err;
  }
  if (profile.id !== userId) return 'failed';
  const db = getDb();
  await db.transaction('rw', [db.kv, db.outbox], async () => {
    const pending = await db.outbox.where('userId').equals(userId).toArray();
    if (!pending.some((m) => m.name === 'profile.update')) await db.kv.put({ key: PROFILE_KEY, value: profile });
    if (!pending.some((m) => m.name === 'company.update')) await db.kv.put({ key: COMPANY_KEY, value: company });
  });
  return 'fresh';
}

/**
 * Before issue 18 the licence number was kept on this device only (spec §3). It is now part of the company record,
 * synced and printed on quotes and invoices; an old device copy fills the profile form until the first save sends it.
 */
const licenseKey = (userId: string) => `tt.licenseNumber.${userId}`;
export function readLegacyLicenseNumber(userId: string): string {
  try {
    return localStorage.getItem(licenseKey(userId)) ?? '';
  } catch {
    return '';
  }
}
function forgetLegacyLicenseNumber(userId: string) {
  try {
    localStorage.removeItem(licenseKey(userId));
  } catch {
    /* storage blocked: nothing was kept there either */
  }
}

interface SaveIssue {
  source: 'profile' | 'company';
  field: string | null;
  message: string;
}
type SaveOutcome = { kind: 'synced' } | { kind: 'queued'; reason: DrainResult } | { kind: 'rejected'; issues: SaveIssue[] };

const hasKeys = (o: object) => Object.keys(o).length > 0;

/**
 * Saves the profile form: the writes land in Dexie with their outbox entries at once (so the save holds offline), then
 * we try to send them straight away to tell the person whether the server has them or refused one.
 */
export async function saveProfile(userId: string, patches: { profile: ProfileInput; company: CompanyInput }): Promise<SaveOutcome> {
  const db = getDb();
  const lastIssueId = (await db.syncIssues.toCollection().last())?.id ?? 0;
  const lastSeq = (await db.outbox.toCollection().last())?.seq ?? 0;
  if (hasKeys(patches.profile)) await mutate('profile.update', { patch: patches.profile }, { userId });
  if (hasKeys(patches.company)) await mutate('company.update', { patch: patches.company }, { userId });
  // The form showed the device-only copy (if any); what it saves is now in the company record or its outbox entry.
  forgetLegacyLicenseNumber(userId);
  await refreshSessionUser(userId);
  if (!hasKeys(patches.profile) && !hasKeys(patches.company)) return { kind: 'synced' };

  const result = await syncNow();
  // 'busy': another tab or the service worker is draining right now and will carry our writes; wait for it briefly.
  if ((result !== 'done' && result !== 'busy') || !(await waitForAck(userId, lastSeq))) return { kind: 'queued', reason: result };
  const issues = await db.syncIssues
    .where('id')
    .above(lastIssueId)
    .filter((i) => i.userId === userId && SAVE_MUTATIONS.includes(i.mutationName))
    .toArray();
  await refreshSessionUser(userId);
  if (!issues.length) return { kind: 'synced' };
  // Shown under the fields right here, so they need not also wait under "needs attention"; the device copy goes back
  // to the server's, while the form keeps what was typed so it can be corrected.
  await db.syncIssues.bulkDelete(issues.map((i) => i.id!));
  await refreshProfileFromServer(userId).catch((err: unknown) => console.warn('Profile refresh after a refused save failed', err));
  await refreshSessionUser(userId);
  return {
    kind: 'rejected',
    issues: issues.map((i) => {
      const m = /^([A-Za-z][\w.]*): (.+)$/s.exec(i.message);
      return { source: i.mutationName === 'profile.update' ? 'profile' : 'company', field: m?.[1] ?? null, message: m?.[2] ?? i.message };
    }),
  };
}

const ACK_WAIT_MS = 8000;
const ACK_POLL_MS = 200;

/** true once the server has acknowledged every profile/company write queued after `afterSeq`. */
async function waitForAck(userId: string, afterSeq: number): Promise<boolean> {
  const deadline = Date.now() + ACK_WAIT_MS;
  const outbox = getDb().outbox;
  for (;;) {
    const left = await outbox
      .where('seq')
      .above(afterSeq)
      .filter((m) => m.userId === userId && SAVE_MUTATIONS.includes(m.name))
      .count();
    if (left === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, ACK_POLL_MS));
  }
}

/** The session user (landing greeting, profile button) follows the device copy of the profile. */
async function refreshSessionUser(userId: string) {
  const { user, setUser } = useSession.getState();
  const cached = (await getDb().kv.get(PROFILE_KEY))?.value as Partial<CachedProfile> | undefined;
  if (!user || user.id !== userId || !cached || (cached.id && cached.id !== userId)) return;
  await setUser({ ...user, ...cached, id: user.id });
}

export type LogoOutcome = 'uploaded' | 'saved-offline' | 'waiting-for-wifi' | 'saved-pending';

/**
 * Spec §7 logo flow, offline first: the picked image is resized on the device (600 px PNG, src/domain/photos) and
 * stored in the same Dexie transaction as the profile.setLogo write that points the profile at it, so it shows at once
 * and survives a reload with no signal. The sync engine uploads it through the signed upload URL (POST
 * /api/objects/upload, then PUT) before it sends the write. Type and size are checked first (spec §5).
 */
export async function chooseLogo(userId: string, file: File): Promise<LogoOutcome> {
  if (!file.type.startsWith('image/')) throw new PhotoInputError('Please select an image file');
  if (file.size > LOGO_MAX_BYTES) throw new PhotoInputError('File size must be less than 5MB');
  const photo = await preparePhoto(file, 'logo');
  const [logo] = await writeWithPhotos({ userId, entity: 'profile.logo', entityId: userId }, [photo], async ([path]) => {
    await mutate('profile.setLogo', { logo: path }, { userId });
  });
  const { user, setUser } = useSession.getState();
  if (user && user.id === userId) await setUser({ ...user, businessLogo: logo });
  await syncNow();
  return waitForPhotoUpload(userId, photo.id);
}

const PHOTO_WAIT_MS = 8000;

/** Tells the person what became of the logo: uploaded now, or saved here and why it waits. */
async function waitForPhotoUpload(userId: string, photoId: string): Promise<LogoOutcome> {
  const db = getDb();
  const deadline = Date.now() + PHOTO_WAIT_MS;
  for (;;) {
    const row = await db.photos.get(photoId);
    if (!row || row.state === 'uploaded') return 'uploaded';
    if (row.state === 'failed') throw new PhotoInputError(row.lastError ?? 'Upload failed. Please try again.');
    if (!navigator.onLine) return 'saved-offline';
    if (!networkAllowsUpload(await getWifiOnly(db, userId))) return 'waiting-for-wifi';
    // Another tab or the service worker may be draining: it carries the photo; wait for it briefly.
    if (Date.now() > deadline) return 'saved-pending';
    await new Promise((r) => setTimeout(r, ACK_POLL_MS));
  }
}
