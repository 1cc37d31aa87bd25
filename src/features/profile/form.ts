import { formatAbn, validateAbn } from '../../domain/abn';
import { STATES, YEARS_MAX, YEARS_MIN } from '../../domain/constants';
import { CompanySchema, ProfileSchema, splitFullName, type CompanyInput, type ProfileInput } from '../../domain/schemas/profile';
import { diffFields } from '../../domain/sync/merge';
import { fieldErrors, type FieldErrors } from '../auth';
import type { CachedCompany, CachedProfile } from './types';

export interface ProfileFormValues {
  fullName: string;
  email: string;
  phone: string;
  businessName: string;
  state: string;
  trade: string;
  licenseNumber: string;
  yearsExperience: number;
  abn: string;
  address: string;
  businessPhone: string;
  businessEmail: string;
  gstRegistered: boolean;
  bsb: string;
  accountNumber: string;
  accountName: string;
  paymentNote: string;
}
export type TextFieldName = { [K in keyof ProfileFormValues]: ProfileFormValues[K] extends string ? K : never }[keyof ProfileFormValues];

const s = (x: string | null | undefined) => x ?? '';
const orNull = (x: string) => (x.trim() === '' ? null : x.trim());

/** What the form starts with: the cached records, with the slider default and sensible business prefills. */
/**
 * `legacyLicence` is a licence number an older version kept on this device only; it fills the field until the company
 * record has one, so the next save sends it to the server (issue 18).
 */
export function initialValues(profile: CachedProfile, company: CachedCompany | null, legacyLicence = ''): ProfileFormValues {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return {
    fullName,
    email: s(profile.email),
    phone: s(profile.phone),
    businessName: s(profile.businessName ?? company?.businessName),
    state: s(profile.state),
    trade: s(profile.trade),
    licenseNumber: s(company?.licenceNumber) || legacyLicence,
    yearsExperience: clampYears(profile.yearsExperience ?? YEARS_MIN), // spec §9: default 1
    abn: company?.abn ? formatAbn(company.abn) : '',
    address: s(company?.address),
    // A sole trader's business phone and email are usually their own: prefill so quotes have contact details.
    businessPhone: s(company?.phone ?? profile.phone),
    businessEmail: s(company?.email ?? profile.email),
    gstRegistered: company?.gstRegistered ?? true,
    bsb: s(company?.bsb),
    accountNumber: s(company?.accountNumber),
    accountName: s(company?.accountName),
    paymentNote: s(company?.paymentNote),
  };
}

function clampYears(n: number): number {
  return Math.min(YEARS_MAX, Math.max(YEARS_MIN, Math.round(n)));
}

/** Spec §9: '1 Year', 'N Years', '50+ Years' at the top of the slider. */
export function yearsLabel(n: number): string {
  if (n >= YEARS_MAX) return `${YEARS_MAX}+ Years`;
  return n === 1 ? '1 Year' : `${n} Years`;
}

type ProfileFields = Required<{ [K in keyof ProfileInput]: ProfileInput[K] }>;

function desiredProfile(v: ProfileFormValues): ProfileFields {
  const { firstName, lastName } = splitFullName(v.fullName);
  return {
    firstName: orNull(firstName),
    lastName: orNull(lastName),
    email: v.email.trim(),
    phone: orNull(v.phone),
    businessName: orNull(v.businessName),
    state: (orNull(v.state) as ProfileFields['state']) ?? null,
    trade: orNull(v.trade),
    yearsExperience: v.yearsExperience,
  };
}

function desiredCompany(v: ProfileFormValues): CompanyInput {
  const abn = v.abn.trim();
  const check = abn ? validateAbn(abn) : null;
  const out: CompanyInput = {
    businessName: orNull(v.businessName),
    address: orNull(v.address),
    abn: check?.ok ? check.abn : orNull(abn),
    licenceNumber: orNull(v.licenseNumber),
    phone: orNull(v.businessPhone),
    email: orNull(v.businessEmail),
    gstRegistered: v.gstRegistered,
    bsb: orNull(v.bsb),
    accountNumber: orNull(v.accountNumber),
    accountName: orNull(v.accountName),
    paymentNote: orNull(v.paymentNote),
  };
  // The company's display name follows the business name; an empty one keeps whatever is there.
  if (out.businessName) out.name = out.businessName;
  return out;
}

function baseProfile(p: CachedProfile): ProfileFields {
  return {
    firstName: p.firstName ?? null,
    lastName: p.lastName ?? null,
    email: p.email,
    phone: p.phone ?? null,
    businessName: p.businessName ?? null,
    state: (p.state as ProfileFields['state']) ?? null,
    trade: p.trade ?? null,
    yearsExperience: p.yearsExperience ?? null,
  };
}

function baseCompany(c: CachedCompany | null, want: CompanyInput): CompanyInput {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(want)) out[k] = c?.[k as keyof CachedCompany] ?? null;
  return out as CompanyInput;
}

/**
 * The two patches a save sends: only the fields that differ from the records the form was opened with, so an edit made
 * meanwhile on another device to a field not touched here survives.
 */
export function buildPatches(values: ProfileFormValues, base: { profile: CachedProfile; company: CachedCompany | null }) {
  const wantCompany = desiredCompany(values);
  return {
    profile: diffFields(baseProfile(base.profile), desiredProfile(values)) as ProfileInput,
    company: diffFields(baseCompany(base.company, wantCompany), wantCompany) as CompanyInput,
  };
}

/** Server and schema field names → the form input that shows the message. */
const PROFILE_FIELD: Record<string, keyof ProfileFormValues> = {
  firstName: 'fullName',
  lastName: 'fullName',
  email: 'email',
  phone: 'phone',
  businessName: 'businessName',
  state: 'state',
  trade: 'trade',
  yearsExperience: 'yearsExperience',
};
const COMPANY_FIELD: Record<string, keyof ProfileFormValues> = {
  name: 'businessName',
  businessName: 'businessName',
  address: 'address',
  abn: 'abn',
  licenceNumber: 'licenseNumber',
  phone: 'businessPhone',
  email: 'businessEmail',
  bsb: 'bsb',
  accountNumber: 'accountNumber',
  accountName: 'accountName',
  paymentNote: 'paymentNote',
};

export function formFieldFor(source: 'profile' | 'company', field: string): keyof ProfileFormValues | undefined {
  return (source === 'profile' ? PROFILE_FIELD : COMPANY_FIELD)[field];
}

/** Everything the server would refuse, checked before anything is stored, so errors sit under their fields. */
export function validateProfileForm(values: ProfileFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const put = (source: 'profile' | 'company', raw: FieldErrors) => {
    for (const [k, msg] of Object.entries(raw)) {
      const f = formFieldFor(source, k);
      if (f && msg && !errors[f]) errors[f] = msg;
    }
  };
  put('profile', fieldErrors(ProfileSchema, desiredProfile(values)));
  put('company', fieldErrors(CompanySchema, desiredCompany(values)));
  if (!values.email.trim()) errors.email = 'Please enter a valid email address';
  if (values.state && !(STATES as readonly string[]).includes(values.state)) errors.state = 'Please choose a state or territory';
  const abn = values.abn.trim();
  if (abn) {
    const check = validateAbn(abn);
    if (!check.ok) errors.abn = check.message;
  }
  return errors;
}
