import * as v from 'valibot';
import { CLAIM_KINDS, ClientSchema, InvoiceSchema, PaymentSchema, QuoteSchema, SignatureSchema } from '../../schemas/documents';
import { uuidSchema } from '../../ids';
import { col } from '../columns';
import { isPlausibleLinkToken, LINK_TOKEN_MESSAGE } from '../../documents/link-token';

/**
 * Quotes (estimates are quotes: one table), invoices and clients. Creates carry the whole row with its client-made
 * id; updates carry a patch of changed fields plus the server version the edit was based on (baseVersion), so an
 * edit made on two devices while both were offline is reported as a conflict instead of silently overwritten.
 * Clients' create, update and delete are derived from their typed columns (clientColumns). Actions (send, sign, convert, markPaid) are their own mutations: they have effects beyond the row (email, a new
 * invoice) that the server performs once.
 */
const uuid = uuidSchema();
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)'));
const base = v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)));

/**
 * Send (issue 12): `to` is the address the tradie confirmed (null: mark sent and share the link some other way; absent:
 * the document's own email, as before). `link` is a customer link made on the device — its id and the secret token,
 * 32 random bytes base64url; the server keeps only the token's SHA-256, and emails the link when `to` is set.
 */
const email = v.pipe(v.string(), v.trim(), v.email('must be a valid email address'), v.maxLength(254));
const SendArgs = v.object({
  id: uuid,
  to: v.optional(v.nullable(email)),
  link: v.nullish(v.object({ id: uuid, token: v.pipe(v.string(), v.check(isPlausibleLinkToken, LINK_TOKEN_MESSAGE)) })),
});
const text = (label: string, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} is too long`),
    v.check((x) => !x.includes('\u0000'), `${label} cannot contain a NUL character`),
  );

const QuoteFields = v.omit(QuoteSchema, ['id', 'createdAt', 'updatedAt', 'baseVersion']);
const InvoiceFields = v.omit(InvoiceSchema, ['id', 'createdAt', 'updatedAt', 'baseVersion']);

/**
 * A client's typed columns: clients are a typed table with the `versioned` option (src/domain/sync/entities.ts), so
 * their create, update (with its baseVersion) and delete are derived.
 */
export const clientColumns = {
  name: col.text('name', ClientSchema.entries.name),
  email: col.text('email', ClientSchema.entries.email),
  phone: col.text('phone', ClientSchema.entries.phone),
  address: col.text('address', ClientSchema.entries.address),
};

export const documentMutations = {
  'quote.create': v.object({ ...v.omit(QuoteSchema, ['updatedAt', 'baseVersion']).entries }),
  'quote.update': v.object({ id: uuid, baseVersion: base, patch: v.partial(QuoteFields) }),
  'quote.delete': v.object({ id: uuid }),
  'invoice.create': v.object({ ...v.omit(InvoiceSchema, ['updatedAt', 'baseVersion']).entries }),
  'invoice.update': v.object({ id: uuid, baseVersion: base, patch: v.partial(InvoiceFields) }),
  'invoice.delete': v.object({ id: uuid }),
} satisfies Record<string, v.GenericSchema>;

/**
 * A quote's named actions (members of its definition, src/domain/sync/entities.ts): each has effects beyond the row
 * (an email, a new invoice, a customer link) that the server performs once. Device half: src/data/sync/features/
 * documents.ts quoteLocalActions; server half: api/sync/features/documents.ts quoteServerActions.
 */
export const quoteActions = {
  /** marks the quote sent and, when it has a client email, emails the PDF (server side, once) */
  send: SendArgs,
  sign: v.object({ id: uuid, signature: SignatureSchema }),
  /** an approved estimate becomes a new draft invoice with the lines copied; the estimate stays, linked */
  convert: v.object({
    id: uuid,
    invoiceId: uuid,
    invoiceNumber: v.pipe(v.string(), v.trim(), v.nonEmpty('Invoice number is required'), v.maxLength(50)),
    invoiceDate: isoDate,
  }),
  /** the quote's customer links stop working */
  revokeLinks: v.object({ id: uuid }),
  /** a deposit, progress claim or final invoice made from an accepted quote (src/domain/payments.ts claimInvoice) */
  claim: v.object({
    id: uuid,
    invoiceId: uuid,
    invoiceNumber: v.pipe(v.string(), v.trim(), v.nonEmpty('Invoice number is required'), v.maxLength(50)),
    invoiceDate: isoDate,
    paymentTermsDays: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(365)),
    kind: v.picklist(CLAIM_KINDS),
    amountCents: v.nullish(v.pipe(v.number(), v.safeInteger('must be whole cents'), v.minValue(1, 'must be more than $0'))),
    percentBasisPoints: v.nullish(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(10_000, 'cannot be more than 100%'))),
    lineIds: v.nullish(v.array(uuid)),
  }),
  /** home-warranty insurance recorded on a quote, before money is taken where the state requires it */
  recordInsurance: v.object({
    id: uuid,
    insurer: text('Insurer', 200),
    policyNumber: text('Policy number', 100),
    recordedAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
} satisfies Record<string, v.GenericSchema>;

/** An invoice's named actions (members of its definition, as the quote's). */
export const invoiceActions = {
  send: SendArgs,
  /**
   * a payment reminder emailed now (issue 23) with the pay link the device holds (its token, as when sending; the
   * server keeps only its hash) and the pay block: what is still owing, bank details, PayID, reference
   */
  remind: v.object({
    id: uuid,
    to: v.optional(v.nullable(email)),
    link: v.object({ id: uuid, token: v.pipe(v.string(), v.check(isPlausibleLinkToken, LINK_TOKEN_MESSAGE)) }),
  }),
  /** the invoice's customer links stop working */
  revokeLinks: v.object({ id: uuid }),
  /** a full or part payment; the same payment id again changes nothing */
  recordPayment: v.object({ id: uuid, payment: PaymentSchema }),
  markPaid: v.object({
    id: uuid,
    paidDate: isoDate,
    paymentMethod: v.pipe(v.string(), v.trim(), v.nonEmpty('Payment method is required'), v.maxLength(100)),
  }),
} satisfies Record<string, v.GenericSchema>;
