import type { Db } from '../db';
import { AU_STATES, type AuState } from '../../src/domain/thresholds';
import { sellerIsGstRegistered } from '../../src/domain/documents/from-entities';
import { getCompany, toCompany, toSettings, type CompanyRow, type SettingsRow } from './company';
import { getUser, toProfile, type UserRow } from './users';
import { realCompanyName } from '../../src/domain/schemas/profile';

/** Who is selling: what the GST rule, the tax-invoice check, the deposit cap and the documents need. */
export interface Seller {
  userId: string;
  companyId: string | null;
  /** The name a tax invoice shows; '' when the business has none yet. */
  name: string;
  abn: string | null;
  /** printed on documents and part of a quote's content hash (issue 18) */
  licenceNumber: string | null;
  gstRegistered: boolean;
  /** The profile's state, for the residential building prompts; null when not set. */
  state: AuState | null;
  user: UserRow;
  company: CompanyRow | undefined;
}

export async function getSeller(db: Db, userId: string): Promise<Seller> {
  const [user, company] = await Promise.all([getUser(db, userId), getCompany(db, userId)]);
  if (!user) throw new Error(`user ${userId} is missing`);
  const companyName = realCompanyName(company?.name) ?? '';
  const name = (company?.business_name || companyName || user.business_name || '').trim();
  const state = (AU_STATES as readonly string[]).includes(user.state ?? '') ? (user.state as AuState) : null;
  return {
    userId,
    companyId: company?.id ?? null,
    name,
    abn: company?.abn ?? null,
    licenceNumber: company?.licence_number?.trim() || null,
    gstRegistered: sellerIsGstRegistered(company ? { gstRegistered: company.gst_registered } : null),
    state,
    user,
    company,
  };
}

/** The company, profile and settings as the documents module takes them (the same shapes the device caches). */
export async function sellerSources(
  db: Db,
  seller: Seller,
): Promise<{
  company: ReturnType<typeof toCompany> | null;
  profile: ReturnType<typeof toProfile>;
  settings: ReturnType<typeof toSettings> | null;
}> {
  // A plain read: getSettings upserts, which would bump the settings row's change number on every document.
  const [row] = await db<SettingsRow[]>`select * from settings where user_id = ${seller.userId}`;
  return {
    company: seller.company ? toCompany(seller.company) : null,
    profile: toProfile(seller.user),
    settings: row ? toSettings(row) : null,
  };
}
