import * as v from 'valibot';
import { CLAIM_KINDS, ClientSchema, InvoiceSchema, PaymentSchema, QuoteSchema, SignatureSchema } from '../../schemas/documents';
import { uuidSchema } from '../../ids';
import { col } from '../columns';
import { isPlausibleLinkToken, LINK_TOKEN_MESSAGE } from '../../documents/link-token';

/**
 * Quotes (estimates are quotes: one table), invoices and clients. Creates carry the whole row with its client-made
 * id; updates carry a patch of changed fields plus the server version the edit was based on (baseVersion), so an
 * edit made on two devices while both were offline is reported as a conflict instead of silently overwritten.
 * Their create, update and delete are derived from their typed columns (clientColumns, quoteColumns, invoiceColumns). Actions (send, sign, convert, markPaid) are their own mutations: they have effects beyond the row (email, a new
 * invoice) that the server performs once.
 */
const uuid = uuidSchema();
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)'));

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

const Q = QuoteSchema.entries;
/**
 * A quote's typed columns: quotes are a typed table with the `versioned` option (src/domain/sync/entities.ts). Its
 * totals are derived from the lines on both sides; what the customer's page, the actions and the server keep
 * (customer events, the decline reason, warranty insurance, the revision, when it was sent) is read-only: devices
 * receive it and no write from a device carries it.
 */
export const quoteColumns = {
  title: col.text('title', Q.title),
  clientId: col.field('client_id', 'uuid', Q.clientId, true),
  jobId: col.field('job_id', 'uuid', Q.jobId, true),
  clientName: col.text('client_name', Q.clientName),
  clientEmail: col.text('client_email', Q.clientEmail),
  clientPhone: col.text('client_phone', Q.clientPhone),
  projectAddress: col.text('project_address', Q.projectAddress),
  projectDescription: col.text('project_description', Q.projectDescription),
  selectedTrade: col.text('selected_trade', Q.selectedTrade),
  estimatedDuration: col.field('estimated_duration', 'text', Q.estimatedDuration, false),
  items: col.jsonb('items', Q.items),
  gstIncluded: col.bool('gst_included', Q.gstIncluded),
  subtotalCents: col.cents('subtotal_cents', Q.subtotalCents),
  gstAmountCents: col.cents('gst_amount_cents', Q.gstAmountCents),
  totalCents: col.cents('total_cents', Q.totalCents),
  depositCents: col.field('deposit_cents', 'bigint', Q.depositCents, true),
  validUntil: col.field('valid_until', 'date', Q.validUntil, true),
  status: col.text('status', Q.status),
  notes: col.text('notes', Q.notes),
  signature: col.field('signature', 'jsonb', Q.signature, true),
  convertedInvoiceId: col.field('converted_invoice_id', 'uuid', Q.convertedInvoiceId, true),
  jobNumber: col.field('job_number', 'text', Q.jobNumber, true),
  customerEvents: col.field('customer_events', 'jsonb', Q.customerEvents, false),
  declineReason: col.field('decline_reason', 'text', Q.declineReason, true),
  warrantyInsurance: col.field('warranty_insurance', 'jsonb', Q.warrantyInsurance, true),
  revision: col.field('revision', 'integer', Q.revision, false),
  sentAt: col.field('sent_at', 'timestamptz', Q.sentAt, true),
  emailSentAt: col.field('email_sent_at', 'timestamptz', Q.emailSentAt, true),
};

const I = InvoiceSchema.entries;
/**
 * An invoice's typed columns (a typed table with the `versioned` option, as the quote's): totals derived on both sides
 * (GST by the seller's registration); the company, payments, what is paid, customer events and when it was sent are
 * read-only, kept by the server; the overdue reminders sent are the server's own (serverColumns).
 */
export const invoiceColumns = {
  title: col.text('title', I.title),
  companyId: col.field('company_id', 'uuid', I.companyId, true),
  clientId: col.field('client_id', 'uuid', I.clientId, true),
  jobId: col.field('job_id', 'uuid', I.jobId, true),
  invoiceNumber: col.text('invoice_number', I.invoiceNumber),
  customerName: col.text('customer_name', I.customerName),
  customerEmail: col.text('customer_email', I.customerEmail),
  customerAddress: col.text('customer_address', I.customerAddress),
  customerAbn: col.field('customer_abn', 'text', I.customerAbn, true),
  invoiceDate: col.date('invoice_date', I.invoiceDate),
  dueDate: col.field('due_date', 'date', I.dueDate, true),
  items: col.jsonb('items', I.items),
  subtotalCents: col.cents('subtotal_cents', I.subtotalCents),
  gstCents: col.cents('gst_cents', I.gstCents),
  totalCents: col.cents('total_cents', I.totalCents),
  status: col.text('status', I.status),
  paidDate: col.field('paid_date', 'date', I.paidDate, true),
  paymentMethod: col.field('payment_method', 'text', I.paymentMethod, true),
  sourceQuoteId: col.field('source_quote_id', 'uuid', I.sourceQuoteId, true),
  notes: col.text('notes', I.notes),
  paymentTermsDays: col.field('payment_terms_days', 'integer', I.paymentTermsDays, true),
  claim: col.field('claim', 'jsonb', I.claim, true),
  payments: col.field('payments', 'jsonb', I.payments, false),
  paidCents: col.field('paid_cents', 'bigint', I.paidCents, false),
  customerEvents: col.field('customer_events', 'jsonb', I.customerEvents, false),
  sentAt: col.field('sent_at', 'timestamptz', I.sentAt, true),
  emailSentAt: col.field('email_sent_at', 'timestamptz', I.emailSentAt, true),
};

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
