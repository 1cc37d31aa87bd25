import * as v from 'valibot';
import { STATES, YEARS_MAX, YEARS_MIN } from '../constants';

const text = (max: number) => v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`)));

/** POST /api/user body (spec §7). */
export const ProfileSchema = v.object({
  firstName: text(100),
  lastName: text(100),
  phone: text(40),
  email: v.optional(v.pipe(v.string(), v.trim(), v.email('Please enter a valid email address'))),
  businessName: text(200),
  state: v.nullish(v.picklist(STATES, `must be one of ${STATES.join(', ')}`)),
  trade: text(100),
  yearsExperience: v.nullish(
    v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(YEARS_MIN), v.maxValue(YEARS_MAX)),
  ),
});
export type ProfileInput = v.InferOutput<typeof ProfileSchema>;

/** The company record behind the profile: business details printed on quotes and invoices. */
export const CompanySchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'Business name is required'), v.maxLength(200))),
  businessName: text(200),
  address: text(500),
  abn: text(20),
  /** issue 18: printed on quotes and invoices where set (several states require it on contracts) */
  licenceNumber: text(50),
  phone: text(40),
  email: v.nullish(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.email('Please enter a valid email address'))])),
  gstRegistered: v.optional(v.boolean('must be true or false')),
  bsb: v.nullish(v.pipe(v.string(), v.trim(), v.regex(/^(\d{3}-?\d{3})?$/, 'BSB must be 6 digits'))),
  accountNumber: v.nullish(v.pipe(v.string(), v.trim(), v.regex(/^\d{0,10}$/, 'Account number must be up to 10 digits'))),
  accountName: text(200),
  paymentNote: text(500),
});
export type CompanyInput = v.InferOutput<typeof CompanySchema>;

export const SettingsSchema = v.object({
  notifications: v.optional(v.boolean()),
  autoSave: v.optional(v.boolean()),
  defaultState: v.optional(v.picklist(STATES, `must be one of ${STATES.join(', ')}`)),
  defaultTrade: v.optional(v.pipe(v.string(), v.maxLength(100))),
  logoHeight: v.optional(v.pipe(v.number(), v.integer(), v.minValue(16), v.maxValue(200))),
  logoMaxWidth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(32), v.maxValue(600))),
  logoFilter: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(/^[\w\s().,%-]*$/, 'must be a CSS filter'))),
  logoBlendMode: v.optional(v.picklist(['normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten'])),
  /** issue 13: the default labour rate for time invoiced from a job, in cents per hour (spec default $85) */
  labourRateCents: v.optional(
    v.pipe(v.number(), v.safeInteger('must be whole cents'), v.minValue(0, 'cannot be negative'), v.maxValue(10_000_000, 'is too large')),
  ),
});
export type SettingsInput = v.InferOutput<typeof SettingsSchema>;

/** Spec §3: Full Name splits on the first whitespace into firstName and the rest as lastName. */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const trimmed = full.trim();
  const m = /^(\S+)\s+([\s\S]+)$/.exec(trimmed);
  return m ? { firstName: m[1], lastName: m[2].trim() } : { firstName: trimmed, lastName: '' };
}

/** The old company form's placeholder (spec §5): a company with this name has no name yet, and it is never printed. */
export const PLACEHOLDER_COMPANY_NAME = 'Company Name';

/** The company's own name, trimmed; undefined when it is blank or the placeholder. */
export function realCompanyName(name: string | null | undefined): string | undefined {
  const trimmed = name?.trim();
  return trimmed && trimmed !== PLACEHOLDER_COMPANY_NAME ? trimmed : undefined;
}

/** Spec §5: profile complete = company has phone and email, and a name other than the placeholder 'Company Name'. */
export function isProfileComplete(
  company: { name?: string | null; phone?: string | null; email?: string | null } | null | undefined,
): boolean {
  return Boolean(company && company.phone && company.email && realCompanyName(company.name));
}

/** Spec §5: the completion percentage counts name, email, phone, business name. */
export function profileCompletion(p: {
  firstName?: string | null;
  email?: string | null;
  phone?: string | null;
  businessName?: string | null;
}): number {
  const filled = [p.firstName, p.email, p.phone, p.businessName].filter((x) => x && String(x).trim()).length;
  return Math.round((filled / 4) * 100);
}
