import { AppError } from '../errors';

/**
 * Conflict detection for quotes, invoices and clients. Each row has a version that goes up by one with every change
 * a user makes, and remembers the version at which each field last changed (field_versions).
 *
 * An edit carries the version it was based on. When the row has moved on since, the edit conflicts only if it touches
 * a field that changed meanwhile: two devices editing different fields both survive (last write wins per field, as
 * everywhere else in sync), while two devices changing the same field offline is reported, naming the field, instead
 * of one silently overwriting the other. An edit without a base version (the REST API, old clients) just applies.
 *
 * The device raises its copy's baseVersion by one with each change it queues (src/data/sync/plain.ts, the actions),
 * mirroring the server, so a run of offline edits on one device never conflicts with itself.
 */
export type FieldVersions = Record<string, number>;

const FIELD_WORDS: Record<string, string> = {
  items: 'the items',
  gstIncluded: 'GST',
  depositCents: 'the deposit',
  validUntil: 'the valid-until date',
  convertedInvoiceId: 'the conversion to an invoice',
  invoiceNumber: 'the invoice number',
  customerAbn: "the customer's ABN",
  paidDate: 'the paid date',
};

/** 'clientName' → 'client name'. */
export function fieldWords(field: string): string {
  return FIELD_WORDS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

export function fieldsChangedSince(fieldVersions: FieldVersions, baseVersion: number): string[] {
  return Object.entries(fieldVersions)
    .filter(([, v]) => v > baseVersion)
    .map(([k]) => k)
    .sort();
}

/** Throws CONFLICT when a stale edit touches a field changed on another device since its base version. */
export function assertNoConflict(
  /** the entity in the message's words: 'quote', 'client', 'price item' */
  what: string,
  row: { version: number; field_versions: FieldVersions },
  baseVersion: number | null | undefined,
  patchFields: readonly string[],
): void {
  if (baseVersion === null || baseVersion === undefined || baseVersion >= row.version) return;
  const changed = fieldsChangedSince(row.field_versions ?? {}, baseVersion);
  const clashing = changed.filter((f) => patchFields.includes(f));
  if (clashing.length === 0) return;
  const list = clashing.map(fieldWords).join(', ');
  throw new AppError(
    'CONFLICT',
    `This ${what} was changed on another device (${list}) after you started editing it. ` +
      `Your change was not saved: open the ${what}, check ${clashing.length > 1 ? 'those fields' : 'that field'} and make your change again.`,
  );
}

/** The field_versions after a change of `fields` that takes the row to `version`. */
export function bumpFields(fieldVersions: FieldVersions, fields: readonly string[], version: number): FieldVersions {
  const next = { ...(fieldVersions ?? {}) };
  for (const f of fields) next[f] = version;
  return next;
}

/** The keys of a patch that actually carry a value (undefined means "not changed"). */
export function patchKeys(patch: object): string[] {
  return Object.entries(patch)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
}
