import type { StatementLine } from './types';

/**
 * A line's fingerprint: the same bank transaction gives the same fingerprint however often it is imported, from
 * whichever overlapping statement, so a credit is never matched (and paid) twice.
 * - With the bank's own id (OFX FITID, unique per account by the spec): account + FITID.
 * - Without one (CSV, QIF): date, amount, the description with its spacing and case flattened, and which occurrence of
 *   that same date/amount/description it is within the file — two genuine $50 credits from the same payer on one day
 *   stay two lines, while the same line seen again in an overlapping statement is the same.
 *   Limit: a statement that starts half-way through such a day can number those twins differently.
 */
function cyrb53(str: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** 106 bits as hex: two seeded 53-bit hashes (collisions are out of reach for a person's statements). */
export function hashKey(key: string): string {
  return cyrb53(key, 1).toString(16).padStart(14, '0') + cyrb53(key, 2).toString(16).padStart(14, '0');
}

const flat = (s: string) => s.toUpperCase().replace(/\s+/g, ' ').trim();

export type FingerprintedLine = StatementLine & { fingerprint: string };

export function fingerprintLines(lines: readonly StatementLine[]): FingerprintedLine[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    if (l.bankId) return { ...l, fingerprint: hashKey(`fitid|${l.bankId}`) };
    const base = `${l.date}|${l.amountCents}|${flat(l.description)}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { ...l, fingerprint: hashKey(`${base}|#${n}`) };
  });
}

/**
 * The id of the payment a confirmed line records on an invoice: made from the line's fingerprint and the invoice, so
 * confirming the same line again — on this device after a re-import, or on another device — is the same payment,
 * which the record-payment rule treats as a replay (src/domain/payments.ts addPayment). A UUID (version 8, RFC 9562)
 * from SHA-256.
 */
export async function paymentIdFor(fingerprint: string, invoiceId: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`bank|${fingerprint}|${invoiceId}`)));
  const b = digest.slice(0, 16);
  b[6] = (b[6] & 0x0f) | 0x80;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
