import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, kvGet } from '../../../data/local-db';
import { localPhotoBlob } from '../../../data/photos/store';
import { objectIdFromPath } from '../../../domain/photos/naming';
import { AU_STATES, type AuState } from '../../../domain/thresholds';
import { sellerIsGstRegistered, type BusinessSource } from '../../../domain/documents/from-entities';
import type { CachedCompany, CachedProfile } from '../../profile';
import { realCompanyName } from '../../../domain/schemas/profile';

/** kv 'settings' as the profile feature stores it (GET /api/settings). */
interface CachedSettings {
  logoHeight?: number | null;
  logoMaxWidth?: number | null;
}

export interface BusinessRecords {
  loaded: boolean;
  profile: CachedProfile | null;
  /** null until the company profile has been set up (spec §5: invoices need one) */
  company: CachedCompany | null;
  settings: CachedSettings | null;
}

/**
 * The signed-in tradie's own records from the device (kv 'profile', 'company', 'settings'), so documents and the
 * compliance prompts work with no signal. A record left by another account on a shared device is ignored.
 */
export function useBusinessRecords(userId: string | undefined): BusinessRecords {
  const rows = useLiveQuery(async () => {
    const [profile, company, settings] = await Promise.all([
      kvGet<CachedProfile>('profile'),
      kvGet<CachedCompany | null>('company'),
      kvGet<CachedSettings>('settings'),
    ]);
    return { profile: profile ?? null, company: company ?? null, settings: settings ?? null };
  }, []);
  if (!rows || !userId) return { loaded: false, profile: null, company: null, settings: null };
  // A profile first edited offline may not carry its id yet; only a different id marks another account's record.
  const foreign = Boolean(rows.profile?.id) && rows.profile?.id !== userId;
  if (foreign) return { loaded: true, profile: null, company: null, settings: null };
  // A company first saved offline has no server id yet, but its name is enough to put on a document.
  const c = rows.company;
  const company = c && (c.id || c.name?.trim() || c.businessName?.trim()) ? c : null;
  return { loaded: true, profile: rows.profile, company, settings: rows.settings };
}

/** The seller's name as a tax invoice needs it; '' when none is set (the placeholder 'Company Name' does not count). */
export function businessName(r: Pick<BusinessRecords, 'profile' | 'company'>): string {
  const c = r.company;
  const name = realCompanyName(c?.name);
  return (c?.businessName || name || r.profile?.businessName || '').trim();
}

export function isGstRegistered(company: CachedCompany | null): boolean {
  return sellerIsGstRegistered(company);
}

export function profileState(profile: CachedProfile | null): AuState | null {
  const s = profile?.state;
  return s && (AU_STATES as readonly string[]).includes(s) ? (s as AuState) : null;
}

const LOGO_TIMEOUT_MS = 3000;

/** The logo's bytes if they can be had quickly (the HTTP cache or the network); a document without it beats none. */
async function fetchLogo(url: string | null | undefined): Promise<BusinessSource['logo']> {
  if (!url) return null;
  try {
    // photos: a logo chosen on this device is read from its own copy (offline, or not uploaded yet).
    const id = objectIdFromPath(url);
    const local = id ? await localPhotoBlob(getDb(), id) : null;
    const res = local ? null : await fetch(url, { credentials: 'include', signal: AbortSignal.timeout(LOGO_TIMEOUT_MS) });
    if (res && !res.ok) return null;
    const bytes = new Uint8Array(await (local ?? res!).arrayBuffer());
    // pdf-lib embeds PNG and JPEG only; the header says which this really is, whatever the server called it.
    const mime = bytes[0] === 0x89 && bytes[1] === 0x50 ? 'image/png' : bytes[0] === 0xff && bytes[1] === 0xd8 ? 'image/jpeg' : null;
    return mime ? { bytes, mime } : null;
  } catch {
    return null;
  }
}

/** Everything the shared document mapper needs for the seller block (company, profile, logo size, logo). */
export async function businessSource(r: BusinessRecords): Promise<BusinessSource> {
  return { company: r.company, profile: r.profile, settings: r.settings, logo: await fetchLogo(r.profile?.businessLogo) };
}
