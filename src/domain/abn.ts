/**
 * Australian Business Number check-digit validation (ABR "ABN format" rule, facts.md §6.1).
 * A passing checksum only proves the number is well formed, not that it was issued or is active:
 * that needs ABN Lookup.
 */

export const ABN_MESSAGES = {
  length: 'ABN must have 11 digits',
  invalid: 'This ABN is not valid — please check the digits',
} as const;

export type AbnResult = { ok: true; abn: string } | { ok: false; message: string };

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;
const MODULUS = 89;

/** Validates an ABN typed with or without spaces; on success `abn` is the 11 bare digits. */
export function validateAbn(input: string): AbnResult {
  const digits = input.replace(/\s+/g, '');
  if (!/^\d{11}$/.test(digits)) return { ok: false, message: ABN_MESSAGES.length };

  const values = [...digits].map(Number);
  // The ABR derives the two check digits as (remainder + 10), so a real ABN never starts with 0;
  // a leading 0 would also make the first weighted term negative.
  if (values[0] === 0) return { ok: false, message: ABN_MESSAGES.invalid };
  values[0] -= 1;

  // "10000000000" sums to 0 after the subtraction and would pass the bare checksum.
  if (values.every((d) => d === 0)) return { ok: false, message: ABN_MESSAGES.invalid };

  const sum = values.reduce((acc, d, i) => acc + d * WEIGHTS[i], 0);
  return sum % MODULUS === 0 ? { ok: true, abn: digits } : { ok: false, message: ABN_MESSAGES.invalid };
}

export function isValidAbn(input: string): boolean {
  return validateAbn(input).ok;
}

/** Groups an ABN the way the ATO prints it ("51 824 753 556"); other input is returned trimmed, unchanged. */
export function formatAbn(input: string): string {
  const digits = input.replace(/\s+/g, '');
  if (!/^\d{11}$/.test(digits)) return input.trim();
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}
