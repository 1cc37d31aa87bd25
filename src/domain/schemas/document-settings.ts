/** Numbering and payment settings of the documents (issue 12), shared by the settings screen and the API. */
import * as v from 'valibot';

const noNul = (label: string) => v.check((s: string) => !s.includes('\u0000'), `${label} cannot contain a NUL character`);
const prefix = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    noNul(label),
    v.maxLength(12, `${label} can be at most 12 characters`),
    v.regex(/^[A-Za-z0-9/_-]*[A-Za-z/_-]$|^$/, `${label} must end in a letter, '-', '/' or '_' (e.g. INV-)`),
  );
const nextNumber = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.safeInteger(`${label} must be a whole number`),
    v.minValue(1, `${label} must be at least 1`),
    v.maxValue(99_999_999, `${label} is too large`),
  );

export const DocumentSettingsSchema = v.object({
  invoicePrefix: v.optional(prefix('Invoice prefix')),
  invoiceNextNumber: v.optional(nextNumber('Next invoice number')),
  quotePrefix: v.optional(prefix('Quote prefix')),
  quoteNextNumber: v.optional(nextNumber('Next quote number')),
  paymentTermsDays: v.optional(
    v.pipe(
      v.number('Payment terms must be a number of days'),
      v.safeInteger('Payment terms must be whole days'),
      v.minValue(0, 'Payment terms cannot be negative'),
      v.maxValue(365, 'Payment terms can be at most 365 days'),
    ),
  ),
  reminderDays: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.number('Reminder days must be numbers'),
          v.safeInteger('Reminder days must be whole days'),
          v.minValue(1, 'A reminder is at least 1 day after the due date'),
          v.maxValue(365, 'A reminder is at most 365 days after the due date'),
        ),
        'Reminder days must be a list of days',
      ),
      v.maxLength(5, 'At most 5 reminders'),
    ),
  ),
  payId: v.optional(v.nullable(v.pipe(v.string('PayID must be text'), noNul('PayID'), v.trim(), v.maxLength(100, 'PayID is too long')))),
});

export interface DocumentSettings {
  invoicePrefix: string;
  invoiceNextNumber: number;
  quotePrefix: string;
  quoteNextNumber: number;
  paymentTermsDays: number;
  reminderDays: number[];
  payId: string | null;
}

export const DEFAULT_PAYMENT_TERMS_DAYS = 14;
