import { useId } from 'react';
import { TextAreaField, TextField } from '../../app/ui/Field';
import type { FieldErrors } from '../auth';
import type { ProfileFormValues, TextFieldName } from './form';

type Bind = (name: TextFieldName) => { value: string; error?: string; onChange: (e: { target: { value: string } }) => void };

/** The company record printed on quotes and tax invoices: ABN, contact details, GST registration and bank details. */
export function BusinessDetails({
  values,
  errors,
  text,
  setGst,
}: {
  values: ProfileFormValues;
  errors: FieldErrors;
  text: Bind;
  setGst: (b: boolean) => void;
}) {
  const gstId = useId();
  return (
    <section className="card" aria-labelledby="business-title">
      <h2 id="business-title" className="profile-card-title">
        Business details for quotes and invoices
      </h2>
      <p className="muted small">These print on every quote and invoice you send.</p>
      <TextField label="ABN" inputMode="numeric" autoComplete="off" hint="11 digits, e.g. 51 824 753 556" {...text('abn')} />
      <TextAreaField label="Business address" autoComplete="street-address" rows={2} {...text('address')} />
      <div className="profile-two">
        <TextField label="Business phone" type="tel" inputMode="tel" autoComplete="tel" {...text('businessPhone')} />
        <TextField
          label="Business email"
          type="email"
          inputMode="email"
          autoCapitalize="none"
          autoComplete="email"
          {...text('businessEmail')}
        />
      </div>
      <div className="field">
        <label className="checkbox-row" htmlFor={gstId}>
          <input id={gstId} type="checkbox" checked={values.gstRegistered} onChange={(e) => setGst(e.target.checked)} />
          <span>
            <span className="label">Registered for GST</span>
            <span className="hint checkbox-hint">Only a GST-registered business may charge GST and issue tax invoices.</span>
          </span>
        </label>
        {errors.gstRegistered && <p className="field-error">{errors.gstRegistered}</p>}
      </div>
      <h3 className="profile-subtitle">Payment details</h3>
      <div className="profile-two">
        <TextField label="BSB" inputMode="numeric" autoComplete="off" placeholder="000-000" {...text('bsb')} />
        <TextField label="Account number" inputMode="numeric" autoComplete="off" {...text('accountNumber')} />
      </div>
      <TextField label="Account name" autoComplete="off" {...text('accountName')} />
      <TextAreaField label="Payment note" rows={2} hint="For example: Payment due within 14 days." {...text('paymentNote')} />
    </section>
  );
}
