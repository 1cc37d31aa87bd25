/**
 * Signed means signed (issue 18). A quote's content — what the customer sees: lines, totals, GST treatment, deposit,
 * terms, validity, the parties — has a revision number (kept by the server, up by one with each change of that
 * content) and a content hash (SHA-256 of `revisionContent`, with the business's details). The customer's page and its
 * accept form carry both; an acceptance of anything but the current content is refused.
 *
 * Once the customer has accepted (or the quote carries a signature), that revision is immutable: an edit of its
 * content is refused with the way forward — a variation, or "Revise and send again", a copy that goes back to the
 * customer — so a signature is never shown under content the customer did not see. Fields the customer never sees
 * (status, job, insurance, the invoice it became) still change.
 */
import type { Quote } from '../schemas/documents';

export const QUOTE_CONTENT_FIELDS = [
  'title',
  'clientName',
  'clientEmail',
  'clientPhone',
  'projectAddress',
  'projectDescription',
  'items',
  'gstIncluded',
  'depositCents',
  'validUntil',
  'notes',
  'jobNumber',
] as const satisfies readonly (keyof Quote)[];

type ContentField = (typeof QUOTE_CONTENT_FIELDS)[number];
type QuoteContent = Pick<Quote, ContentField | 'subtotalCents' | 'gstAmountCents' | 'totalCents'>;

export const QUOTE_CHANGED_MESSAGE =
  'This quote changed since you opened it. The current quote is shown below: please check it, then accept again.';

export const SIGNED_QUOTE_CODE = 'QUOTE_SIGNED';

/** The refusal of an edit to what a customer signed, with the way forward. */
export function signedQuoteMessage(quote: Pick<Quote, 'signature' | 'jobNumber' | 'title'>): string {
  const who = quote.signature?.name?.trim();
  const ref = quote.jobNumber?.trim() || `"${quote.title}"`;
  return (
    `Quote ${ref} was accepted and signed${who ? ` by ${who}` : ''}, so what they signed cannot change. ` +
    'To change the work or the price, make a variation, or use "Revise and send again" to send a new revision for them to accept.'
  );
}

/** The device's refusal of the same edit, before anything is queued; the screen shows its message as it is. */
export class SignedQuoteError extends Error {}

/** Accepted by the customer, or signed: its content is locked. */
export function quoteIsSigned(quote: Pick<Quote, 'status' | 'signature'>): boolean {
  return quote.status === 'accepted' || Boolean(quote.signature);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The content fields a patch really changes (a device sends the whole form; unchanged values are no change). */
export function changedContentFields(before: Partial<Quote>, patch: Partial<Quote>): ContentField[] {
  return QUOTE_CONTENT_FIELDS.filter((f) => f in patch && patch[f] !== undefined && !same(before[f], patch[f]));
}

export interface RevisionBusiness {
  name: string;
  abn: string | null;
  licenceNumber?: string | null;
}

/** The canonical text whose SHA-256 is the content hash: fixed key order, only what the customer sees. */
export function revisionContent(quote: QuoteContent, business: RevisionBusiness): string {
  return JSON.stringify({
    business: { name: business.name, abn: business.abn ?? null, licenceNumber: business.licenceNumber ?? null },
    title: quote.title,
    jobNumber: quote.jobNumber ?? null,
    client: { name: quote.clientName, email: quote.clientEmail, phone: quote.clientPhone },
    projectAddress: quote.projectAddress,
    projectDescription: quote.projectDescription,
    items: quote.items.map((i) => [i.description, i.quantity, i.unit, i.rateCents]),
    gstIncluded: quote.gstIncluded,
    totals: [quote.subtotalCents, quote.gstAmountCents, quote.totalCents],
    depositCents: quote.depositCents ?? null,
    validUntil: quote.validUntil ?? null,
    notes: quote.notes,
  });
}

/** The first 12 hex digits, as printed beside the full hash for people to compare by eye. */
export const shortHash = (hash: string) => hash.slice(0, 12);
