import { isoFromInstant } from '../../../domain/dates';
import { quoteDocModel } from '../../../domain/documents/from-entities';
import type { QuoteDocModel } from '../../../domain/documents';
import { businessSource, type BusinessRecords } from '../common/business';
import { deviceTimeZone } from '../common/download';

/** The calendar day a document was made on, where the tradie is. */
export function issueDateOf(createdAt: string | null | undefined): string {
  const ms = createdAt ? Date.parse(createdAt) : NaN;
  return isoFromInstant(Number.isFinite(ms) ? ms : Date.now(), deviceTimeZone());
}

export type QuoteForDocument = Parameters<typeof quoteDocModel>[0];

/** The quote as the shared renderer takes it (the same mapping the server uses, so offline files match). */
export async function makeQuoteModel(q: QuoteForDocument, records: BusinessRecords): Promise<QuoteDocModel> {
  return quoteDocModel(q, await businessSource(records), { timeZone: deviceTimeZone() });
}
