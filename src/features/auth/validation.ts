import * as v from 'valibot';
import { ApiError, errorMessage } from '../../data/api';

export type FieldErrors = Record<string, string | undefined>;

/** The first message per field of a valibot schema, for showing under each input (spec §5). */
export function fieldErrors(schema: v.GenericSchema, value: unknown): FieldErrors {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const nested = v.flatten(result.issues).nested ?? {};
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(nested)) {
    if (messages?.length) out[key] = messages[0];
  }
  return out;
}

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
