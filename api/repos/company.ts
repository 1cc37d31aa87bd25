import type { Db } from '../db';
import { withUserTx, type LockedTx } from '../sync/tx';
import type { CompanyInput, SettingsInput } from '../../src/domain/schemas/profile';

export interface CompanyRow {
  id: string;
  user_id: string;
  name: string;
  business_name: string | null;
  address: string | null;
  abn: string | null;
  licence_number: string | null;
  phone: string | null;
  email: string | null;
  gst_registered: boolean;
  bsb: string | null;
  account_number: string | null;
  account_name: string | null;
  payment_note: string | null;
  payid: string | null;
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
    licenceNumber: r.licence_number,
    phone: r.phone,
    email: r.email,
    gstRegistered: r.gst_registered,
    bsb: r.bsb,
    accountNumber: r.account_number,
    accountName: r.account_name,
    paymentNote: r.payment_note,
    payId: r.payid,
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function getCompany(sql: Db, userId: string): Promise<CompanyRow | undefined> {
  const [r] = await sql<CompanyRow[]>`select * from companies where user_id = ${userId}`;
  return r;
}

export async function upsertCompany(sql: LockedTx, userId: string, input: CompanyInput & { abn?: string | null }): Promise<CompanyRow> {
  const cols = {
    name: input.name,
    business_name: input.businessName,
    address: input.address,
    abn: input.abn,
    licence_number: input.licenceNumber,
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
  invoice_prefix: string;
  invoice_next_number: number;
  quote_prefix: string;
  quote_next_number: number;
  payment_terms_days: number;
  reminder_days: number[];
  labour_rate_cents: number | null;
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
    // issue 12 (documents): numbering and payment terms, so a device offline knows the prefix and the default due date
    invoicePrefix: r.invoice_prefix,
    invoiceNextNumber: r.invoice_next_number,
    quotePrefix: r.quote_prefix,
    quoteNextNumber: r.quote_next_number,
    paymentTermsDays: r.payment_terms_days,
    reminderDays: r.reminder_days,
    // issue 13: jobs invoice their hours at this rate
    labourRateCents: r.labour_rate_cents,
  };
}

/**
 * Reads the settings row. Every account gets one at sign-up; an older account without one gets it here, created with
 * the spec's defaults under the user's sync lock (a plain read never bumps a change number).
 */
export async function getSettings(sql: Db, userId: string): Promise<SettingsRow> {
  const [r] = await sql<SettingsRow[]>`select * from settings where user_id = ${userId}`;
  return r ?? withUserTx(sql, userId, (tx) => ensureSettings(tx, userId));
}

async function ensureSettings(tx: LockedTx, userId: string): Promise<SettingsRow> {
  await tx`insert into settings (user_id) values (${userId}) on conflict (user_id) do nothing`;
  const [row] = await tx<SettingsRow[]>`select * from settings where user_id = ${userId}`;
  return row;
}

/** What a pull sends of settings: the user's one row, if it changed above the cursor (the owner is the row's id). */
export function fetchSettingsSince(sql: Db, userId: string, cursor: number) {
  return sql<Array<SettingsRow & { id: string; change_no: number }>>`
    select *, user_id as id from settings where user_id = ${userId} and change_no > ${cursor}`;
}

export async function updateSettings(sql: LockedTx, userId: string, s: SettingsInput): Promise<SettingsRow> {
  const cols = {
    notifications: s.notifications,
    auto_save: s.autoSave,
    default_state: s.defaultState,
    default_trade: s.defaultTrade,
    logo_height: s.logoHeight,
    logo_max_width: s.logoMaxWidth,
    logo_filter: s.logoFilter,
    logo_blend_mode: s.logoBlendMode,
    labour_rate_cents: s.labourRateCents,
  };
  const set = Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
  const current = await ensureSettings(sql, userId);
  if (Object.keys(set).length === 0) return current;
  const [r] = await sql<SettingsRow[]>`update settings set ${sql(set as Record<string, unknown>)}, updated_at = now()
    where user_id = ${userId} returning *`;
  return r;
}

/** The business's PayID (shown on invoices), or null. */
export async function getPayId(sql: Db, userId: string): Promise<string | null> {
  const [co] = await sql<{ payid: string | null }[]>`select payid from companies where user_id = ${userId}`;
  return co?.payid ?? null;
}

/** Numbering and payment-terms columns of the settings row (already in column names; undefined ones left out). */
export async function updateDocumentSettings(tx: LockedTx, userId: string, cols: Record<string, unknown>): Promise<void> {
  if (Object.keys(cols).length) await tx`update settings set ${tx(cols)} where user_id = ${userId}`;
}

export async function setPayId(tx: LockedTx, userId: string, payId: string | null): Promise<void> {
  await tx`insert into companies (user_id, payid) values (${userId}, ${payId})
    on conflict (user_id) do update set payid = excluded.payid`;
}
