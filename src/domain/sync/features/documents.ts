import * as v from 'valibot';
import { ClientSchema, InvoiceSchema, QuoteSchema, SignatureSchema } from '../../schemas/documents';

/**
 * Quotes (estimates are quotes: one table), invoices and clients. Creates carry the whole row with its client-made
 * id; updates carry a patch of changed fields plus the server version the edit was based on (baseVersion), so an
 * edit made on two devices while both were offline is reported as a conflict instead of silently overwritten.
 * Actions (send, sign, convert, markPaid) are their own mutations: they have effects beyond the row (email, a new
 * invoice) that the server performs once.
 */
const uuid = v.pipe(v.string(), v.uuid('must be a UUID'));
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)'));
const base = v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)));

const QuoteFields = v.omit(QuoteSchema, ['id', 'createdAt', 'updatedAt', 'baseVersion']);
const InvoiceFields = v.omit(InvoiceSchema, ['id', 'createdAt', 'updatedAt', 'baseVersion']);
const ClientFields = v.omit(ClientSchema, ['id', 'createdAt', 'updatedAt', 'baseVersion']);

export const documentMutations = {
  'quote.create': v.object({ ...v.omit(QuoteSchema, ['updatedAt', 'baseVersion']).entries }),
  'quote.update': v.object({ id: uuid, baseVersion: base, patch: v.partial(QuoteFields) }),
  'quote.delete': v.object({ id: uuid }),
  /** marks the quote sent and, when it has a client email, emails the PDF (server side, once) */
  'quote.send': v.object({ id: uuid }),
  'quote.sign': v.object({ id: uuid, signature: SignatureSchema }),
  /** an approved estimate becomes a new draft invoice with the lines copied; the estimate stays, linked */
  'quote.convert': v.object({
    id: uuid,
    invoiceId: uuid,
    invoiceNumber: v.pipe(v.string(), v.trim(), v.nonEmpty('Invoice number is required'), v.maxLength(50)),
    invoiceDate: isoDate,
  }),
  'invoice.create': v.object({ ...v.omit(InvoiceSchema, ['updatedAt', 'baseVersion']).entries }),
  'invoice.update': v.object({ id: uuid, baseVersion: base, patch: v.partial(InvoiceFields) }),
  'invoice.delete': v.object({ id: uuid }),
  'invoice.send': v.object({ id: uuid }),
  'invoice.markPaid': v.object({
    id: uuid,
    paidDate: isoDate,
    paymentMethod: v.pipe(v.string(), v.trim(), v.nonEmpty('Payment method is required'), v.maxLength(100)),
  }),
  'client.create': v.object({ ...v.omit(ClientSchema, ['updatedAt', 'baseVersion']).entries }),
  'client.update': v.object({ id: uuid, baseVersion: base, patch: v.partial(ClientFields) }),
  'client.delete': v.object({ id: uuid }),
} satisfies Record<string, v.GenericSchema>;
