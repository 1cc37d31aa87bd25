import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast, toastError, toastFailure } from '../../app/toast/store';
import { SelectField, TextField } from '../../app/ui/Field';
import { STATE_NAMES, STATES, TRADES } from '../../domain/constants';
import { profileCompletion, splitFullName } from '../../domain/schemas/profile';
import { hasErrors, type FieldErrors } from '../auth';
import { BusinessDetails } from './BusinessDetails';
import { buildPatches, formFieldFor, initialValues, validateProfileForm, type ProfileFormValues, type TextFieldName } from './form';
import { readLegacyLicenseNumber, saveProfile } from './mutations';
import type { CachedCompany, CachedProfile } from './types';
import { YearsSlider } from './YearsSlider';

const STATE_OPTIONS = STATES.map((s) => ({ value: s, label: `${STATE_NAMES[s]} (${s})` }));

const MIRRORED: Partial<Record<keyof ProfileFormValues, 'businessPhone' | 'businessEmail'>> = {
  phone: 'businessPhone',
  email: 'businessEmail',
};

const QUEUED_TEXT: Record<string, string> = {
  offline: "Saved on this device. It will be sent when you're back online.",
  'needs-auth': 'Saved on this device. Sign in again to send it to the server.',
};

export function ProfileForm({ userId, profile, company }: { userId: string; profile: CachedProfile; company: CachedCompany | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [base, setBase] = useState({ profile, company });
  const [values, setValues] = useState(() => initialValues(profile, company, readLegacyLicenseNumber(userId)));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  // Newer device data (a sync pull, another tab) replaces the form only while nothing has been typed into it.
  const sourceKey = `${profile.updatedAt}|${company?.updatedAt ?? ''}`;
  useEffect(() => {
    if (dirty) return;
    setBase({ profile, company });
    setValues(initialValues(profile, company, readLegacyLicenseNumber(userId)));
    // Keyed on the records' updatedAt on purpose: re-seed on new data only, not on every render.
  }, [sourceKey]);

  function set<K extends keyof ProfileFormValues>(name: K, value: ProfileFormValues[K]) {
    setValues((v) => {
      const next = { ...v, [name]: value };
      // The business phone and email follow the personal ones until they are given values of their own.
      const linked = MIRRORED[name];
      if (linked && (v[linked] === '' || v[linked] === v[name])) next[linked] = value as string;
      return next;
    });
    setDirty(true);
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }
  const text = (name: TextFieldName) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  function showErrors(next: FieldErrors) {
    setErrors(next);
    // After the re-render, bring the first problem into view for the person on a phone.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateProfileForm(values);
    if (hasErrors(invalid)) {
      showErrors(invalid);
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      const patches = buildPatches(values, base);
      const outcome = await saveProfile(userId, patches);
      if (outcome.kind === 'rejected') {
        const next: FieldErrors = {};
        const unplaced: string[] = [];
        for (const issue of outcome.issues) {
          const field = issue.field ? formFieldFor(issue.source, issue.field) : undefined;
          if (field) next[field] = issue.message;
          else unplaced.push(issue.message);
        }
        setFormError(unplaced.length ? unplaced.join(' ') : null);
        showErrors(next);
        toastError('Error', 'Failed to save profile');
        return;
      }
      setBase({
        profile: { ...base.profile, ...patches.profile } as CachedProfile,
        company: { ...(base.company ?? {}), ...patches.company } as CachedCompany,
      });
      setDirty(false);
      toast({
        title: 'Profile Saved',
        description:
          outcome.kind === 'synced'
            ? 'Your profile has been updated.'
            : (QUEUED_TEXT[outcome.reason] ?? 'Saved on this device. It will be sent to the server shortly.'),
      });
    } catch (err) {
      // Schema failures are caught by validateProfileForm first; what remains here is storage trouble (quota, a closed DB).
      toastFailure('Saving the profile', err, 'Error', 'Failed to save profile');
    } finally {
      setSaving(false);
    }
  }

  const { firstName } = splitFullName(values.fullName);
  const completion = profileCompletion({ firstName, email: values.email, phone: values.phone, businessName: values.businessName });
  const tradeOptions = values.trade && !(TRADES as readonly string[]).includes(values.trade) ? [...TRADES, values.trade] : TRADES;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="stack" aria-label="Profile">
      <section className="card" aria-labelledby="details-title">
        <div className="row-between">
          <h2 id="details-title" className="profile-card-title">
            Your details
          </h2>
          <span className="muted small">{completion}% complete</span>
        </div>
        <div className="progress profile-progress" aria-hidden="true">
          <span style={{ width: `${completion}%` }} />
        </div>
        <TextField label="Full Name" autoComplete="name" {...text('fullName')} />
        <TextField label="Email Address" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" {...text('email')} />
        <TextField label="Phone Number" type="tel" autoComplete="tel" inputMode="tel" {...text('phone')} />
        <TextField label="Business/Company Name" autoComplete="organization" {...text('businessName')} />
        <div className="profile-two">
          <SelectField label="State/Territory" options={STATE_OPTIONS} placeholder="Select state or territory" {...text('state')} />
          <SelectField label="Primary Trade" options={tradeOptions} placeholder="Select your trade" {...text('trade')} />
        </div>
        <TextField
          label="Licence Number (optional)"
          autoComplete="off"
          hint="Printed on your quotes and invoices."
          {...text('licenseNumber')}
        />
        <YearsSlider value={values.yearsExperience} onChange={(n) => set('yearsExperience', n)} />
      </section>

      <BusinessDetails values={values} errors={errors} text={text} setGst={(b) => set('gstRegistered', b)} />

      {formError && (
        <p className="banner banner-danger" role="alert">
          {formError}
        </p>
      )}
      <div className="profile-savebar" data-bottom-bar>
        <button type="submit" className="btn btn-primary btn-block" disabled={saving}>
          {saving ? 'Saving…' : 'Save Profile'}
        </button>
      </div>
    </form>
  );
}
