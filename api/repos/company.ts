import type { Db } from '../db';
import type { CompanyInput, SettingsInput } from '../../src/domain/schemas/profile';

export interface CompanyRow {
  id: string;
  user_id: string;
  name: string;
  business_name: string | null;
  address: string | null;
  abn: string | null;
  phone: string | null;
  email: string | null;
  gst_registered: boolean;
  bsb: string | null;
  account_number: string | null;
  account_name: string | null;
  payment_note: string | null;
  updated_at: Date;
}

/** Spec §3 Company: id, name, address, ein (shown as ABN), phone, email, businessName; plus GST and payment details. */
export function toCompany(r: CompanyRow) {
  return {
    id: r.id,
    name: r.name,
    businessName: r.business_name,
    address: r.address,
    ein: r.abn,
    abn: r.abn,
    phone: r.phone,
    email: r.email,
    gstRegistered: r.gst_registered,
    bsb: r.bsb,
    accountNumber: r.account_number,
    accountName: r.account_name,
    paymentNote: r.payment_note,
    updatedAt: r.updated_at.toISOString(),
  };
}
export type Company = ReturnType<typeof toCompany>;

export async function getCompany(sql: Db, userId: string): Promise<CompanyRow | undefined> {
  const [r] = await sql<CompanyRow[]>`select * from companies where user_id = ${userId}`;
  return r;
}

export async function upsertCompany(sql: Db, userId: string, input: CompanyInput & { abn?: string | null }): Promise<CompanyRow> {
  const cols = {
    name: input.name,
    business_name: input.businessName,
    address: input.address,
    abn: input.abn,
    phone: input.phone,
    email: input.email === '' ? null : input.email,
    gst_registered: input.gstRegistered,
    bsb: input.bsb,
    account_number: input.accountNumber,
    account_name: input.accountName,
    payment_note: input.paymentNote,
  };
  const set = Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
  const keys = Object.keys(set);
  if (keys.length === 0) {
    const [r] = await sql<CompanyRow[]>`insert into companies (user_id) values (${userId})
      on conflict (user_id) do update set updated_at = companies.updated_at returning *`;
    return r;
  }
  const [r] = await sql<CompanyRow[]>`
    insert into companies ${sql({ user_id: userId, ...set } as Record<string, unknown>)}
    on conflict (user_id) do update set ${sql(set as Record<string, unknown>, ...keys)}, updated_at = now()
    returning *`;
  return r;
}

export interface SettingsRow {
  user_id: string;
  notifications: boolean;
  auto_save: boolean;
  default_state: string;
  default_trade: string;
  logo_height: number;
  logo_max_width: number;
  logo_filter: string;
  logo_blend_mode: string;
}

export function toSettings(r: SettingsRow) {
  return {
    userId: r.user_id,
    notifications: r.notifications,
    autoSave: r.auto_save,
    defaultState: r.default_state,
    defaultTrade: r.default_trade,
    logoHeight: r.logo_height,
    logoMaxWidth: r.logo_max_width,
    logoFilter: r.logo_filter,
    logoBlendMode: r.logo_blend_mode,
  };
}

/** Reads the settings row, creating it with the spec's defaults the first time (a read never bumps its change number). */
export async function getSettings(sql: Db, userId: string): Promise<SettingsRow> {
  const [r] = await sql<SettingsRow[]>`select * from settings where user_id = ${userId}`;
  if (r) return r;
  await sql`insert into settings (user_id) values (${userId}) on conflict (user_id) do nothing`;
  const [created] = await sql<SettingsRow[]>`select * from settings where user_id = ${userId}`;
  return created;
}

export async function updateSettings(sql: Db, userId: string, s: SettingsInput): Promise<SettingsRow> {
  const cols = {
    notifications: s.notifications,
    auto_save: s.autoSave,
    default_state: s.defaultState,
    default_trade: s.defaultTrade,
    logo_height: s.logoHeight,
    logo_max_width: s.logoMaxWidth,
    logo_filter: s.logoFilter,
    logo_blend_mode: s.logoBlendMode,
  };
  const set = Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
  await getSettings(sql, userId);
  if (Object.keys(set).length === 0) return getSettings(sql, userId);
  const [r] = await sql<SettingsRow[]>`update settings set ${sql(set as Record<string, unknown>)}, updated_at = now()
    where user_id = ${userId} returning *`;
  return r;
}
