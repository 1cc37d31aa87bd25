import * as v from 'valibot';
import type { FieldErrors } from './validation';

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
