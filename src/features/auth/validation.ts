import { ApiError, errorMessage } from '../../data/api';
import type * as FormSchemas from './form-schemas';

export type FieldErrors = Record<string, string | undefined>;

/**
 * Checks one of the sign-in screens' forms (schemas in form-schemas.ts). valibot and the schemas load on the first
 * keystroke or submit rather than with the screen: they are not needed to show it (issue 8, sign-in JS budget).
 */
export async function checkForm(form: AuthForm, value: unknown): Promise<FieldErrors> {
  const { checkFormNow } = await loadFormSchemas();
  return checkFormNow(form, value);
}

export type AuthForm = 'login' | 'register' | 'emailOnly' | 'verifyCode';

let formSchemas: Promise<typeof FormSchemas> | undefined;
/** Starts loading the form checks (called on the first edit, so they are there by the time the form is sent). */
export const loadFormSchemas = () =>
  (formSchemas ??= import('./form-schemas').catch((err: unknown) => {
    formSchemas = undefined; // a failed load is tried again on the next submit
    throw err;
  }));

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

/** The API names the failing field as "field: message"; this splits it so the message can sit under that field. */
export function serverFieldError(err: unknown): { field: string; message: string } | null {
  if (!(err instanceof ApiError) || !err.serverMessage) return null;
  const m = /^([A-Za-z][\w.]*): (.+)$/s.exec(err.serverMessage);
  return m ? { field: m[1], message: m[2] } : null;
}

/** errorMessage without the API's "field: " prefix, which reads oddly in a toast. */
export function toastMessage(err: unknown, fallback: string): string {
  return serverFieldError(err)?.message ?? errorMessage(err, fallback);
}
