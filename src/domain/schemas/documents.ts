/**
 * Quotes, invoices and clients as both the device (Dexie) and the server (Postgres) store them.
 * Money is integer cents; calendar dates are 'YYYY-MM-DD'; instants are ISO timestamps.
 * Optional fields accept null as well as a missing key, because a Postgres row brings back null
 * where a Dexie row simply lacks the key.
 *
 * Estimates are quotes: one entity, with the estimates screen's statuses folded into the quote statuses.
 */
import * as v from 'valibot';
import { isValidAbn, ABN_MESSAGES } from '../abn';
import { addDaysIso, DEFAULT_TIME_ZONE, type Instant, isIsoDate, todayIso } from '../dates';
import { computeTotals, type LineInput } from '../gst';
import type { Cents } from '../money';
import { uuidSchema } from '../ids';

export const QUOTE_UNITS = ['ea', 'm', 'm²', 'm³', 'kg', 'hr', 'day', 'lm', 'sqm', 'pack'] as const;
// spec §4: quotes use draft/sent/accepted/rejected, the estimates screen draft/sent/viewed/approved.
export const QUOTE_STATUSES = ['draft', 'sent', 'viewed', 'approved', 'accepted', 'rejected'] as const;
// issue 12: part_paid once a payment short of the total is recorded
export const INVOICE_STATUSES = ['draft', 'sent', 'viewed', 'part_paid', 'paid', 'overdue'] as const;
export const CLAIM_KINDS = ['deposit', 'progress', 'final'] as const;
export const CUSTOMER_EVENT_KINDS = ['viewed', 'accepted', 'declined'] as const;
export const QUOTE_VALIDITY_DAYS = 30;
export const MIN_QUOTE_QUANTITY = 0.1;

/** A quote line's unit: one of QUOTE_UNITS or the tradie's own word. */
export type QuoteUnit = string;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

// ---------- field schemas ----------

const id = (label: string) => uuidSchema(`${label} must be a UUID`);
const text = (label: string, max = 500) => v.pipe(v.string(), v.maxLength(max, `${label} is too long`));
const required = (label: string, max = 500) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(max, `${label} is too long`));
const optionalEmail = (label: string) =>
  v.union(
    [v.literal(''), v.pipe(v.string(), v.trim(), v.email(`${label} must be a valid email address`))],
    `${label} must be a valid email address`,
  );
const cents = (label: string) =>
  v.pipe(v.number(), v.safeInteger(`${label} must be whole cents`), v.minValue(0, `${label} cannot be negative`));
const positiveCents = (label: string) =>
  v.pipe(v.number(), v.safeInteger(`${label} must be whole cents`), v.minValue(1, `${label} must be more than $0`));
const isoDate = (label: string) =>
  v.pipe(
    v.string(),
    v.check((s: string) => isIsoDate(s), `${label} must be a date (YYYY-MM-DD)`),
  );
const timestamp = (label: string) => v.pipe(v.string(), v.isoTimestamp(`${label} must be an ISO timestamp`));
const abn = v.pipe(
  v.string(),
  v.check(isValidAbn, ABN_MESSAGES.invalid),
  v.transform((s) => s.replace(/\s+/g, '')),
);
/** The server's row version this edit was based on; lets the sync layer spot a conflicting edit. */
const baseVersion = v.nullish(v.pipe(v.number(), v.safeInteger(), v.minValue(0)));

const isTenth = (q: number) => Math.abs(q * 10 - Math.round(q * 10)) < 1e-9;

// ---------- entities ----------

export const QuoteItemSchema = v.object({
  id: id('Item id'),
  description: required('Item description', 2000),
  quantity: v.pipe(
    v.number('Quantity must be a number'),
    v.minValue(MIN_QUOTE_QUANTITY, 'Quantity must be at least 0.1'),
    v.check(isTenth, 'Quantity must be in steps of 0.1'),
  ),
  /** Free text; the spec's QUOTE_UNITS are what the editor suggests (issue 18). */
  unit: v.pipe(
    v.string('Unit is required'),
    v.trim(),
    v.minLength(1, 'Unit is required'),
    v.maxLength(20, 'Unit must be at most 20 characters'),
  ),
  rateCents: positiveCents('Rate'),
});

export const SignatureSchema = v.object({
  dataUrl: v.pipe(
    v.string(),
    v.startsWith('data:image/', 'Signature must be an image'),
    v.maxLength(2_000_000, 'Signature image is too large'),
  ),
  signedAt: timestamp('Signed at'),
  name: v.nullish(text('Signer name', 200)),
  /** the revision and content hash the customer saw and signed (src/domain/documents/revision.ts); server-kept */
  revision: v.nullish(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  contentHash: v.nullish(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'Content hash must be 64 hex digits'))),
  ip: v.nullish(text('IP address', 100)),
  consent: v.nullish(text('Consent text', 1000)),
});

/** What the customer did on the public page of a quote or invoice (issue 12): the audit trail the tradie sees. */
export const CustomerEventSchema = v.object({
  kind: v.picklist(CUSTOMER_EVENT_KINDS),
  at: timestamp('Event time'),
  ip: text('IP address', 100),
  userAgent: v.nullish(text('Browser', 300)),
  name: v.nullish(text('Name', 200)),
  reason: v.nullish(text('Reason', 2000)),
  /** the revision answered (issue 18): the audit trail belongs to its revision */
  revision: v.nullish(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  contentHash: v.nullish(text('Content hash', 64)),
  /** views: how many times this address opened the page (counted, not one entry each); lastAt: the latest */
  views: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  lastAt: v.optional(timestamp('Last viewed')),
});

/** Home-warranty (domestic building) insurance, recorded before a deposit is taken where the state requires it. */
export const WarrantyInsuranceSchema = v.object({
  insurer: required('Insurer', 200),
  policyNumber: required('Policy or certificate number', 100),
  recordedAt: timestamp('Recorded at'),
});

export const QuoteSchema = v.object({
  id: id('Quote id'),
  title: required('Quote title', 200),
  clientId: v.nullish(id('Client id')),
  /** the job this quote was made from (issue 13) */
  jobId: v.nullish(id('Job id')),
  clientName: text('Client name', 200),
  clientEmail: optionalEmail('Client email'),
  clientPhone: text('Client phone', 50),
  projectAddress: text('Project address'),
  projectDescription: text('Project description', 5000),
  selectedTrade: text('Trade', 100),
  /** issue 21: "e.g. 3 days", saved with the quote (absent on quotes made before it) */
  estimatedDuration: v.optional(text('Estimated duration', 100)),
  items: v.array(QuoteItemSchema),
  gstIncluded: v.boolean(),
  subtotalCents: cents('Subtotal'),
  gstAmountCents: cents('GST'),
  totalCents: cents('Total'),
  depositCents: v.nullish(cents('Deposit')),
  validUntil: v.nullable(isoDate('Valid until')),
  status: v.picklist(QUOTE_STATUSES, 'Unknown quote status'),
  notes: text('Notes', 5000),
  signature: v.nullish(SignatureSchema),
  convertedInvoiceId: v.nullish(id('Converted invoice id')),
  jobNumber: v.nullish(text('Job number', 50)),
  // Set by the server only (the customer's page, the insurance action); ignored when a device sends them.
  customerEvents: v.nullish(v.array(CustomerEventSchema)),
  declineReason: v.nullish(text('Decline reason', 2000)),
  warrantyInsurance: v.nullish(WarrantyInsuranceSchema),
  /** server-kept: up by one with each change of what the customer sees (issue 18) */
  revision: v.nullish(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  /** server-kept: when it was last sent, and when its email went out */
  sentAt: v.nullish(timestamp('Sent at')),
  emailSentAt: v.nullish(timestamp('Email sent at')),
  createdAt: timestamp('Created at'),
  updatedAt: timestamp('Updated at'),
  baseVersion,
});

export const InvoiceItemSchema = v.pipe(
  v.object({
    id: id('Item id'),
    description: required('Item description', 2000),
    // issue 18: decimal quantities like the quote's (2.5 hr), up to 3 decimals, the precision line amounts are worked in
    quantity: v.pipe(
      v.number('Quantity must be a number'),
      v.minValue(0.001, 'Quantity must be more than 0'),
      v.check((q) => Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6, 'Quantity can have at most 3 decimals'),
    ),
    /** Free text (a unit the quote's list suggests, or the tradie's own); the invoice's Unit column. */
    unit: v.nullish(text('Unit', 20)),
    /** a deduction (an earlier claim on the final invoice) is the one line with a rate below $0 */
    rateCents: v.pipe(v.number(), v.safeInteger('Rate must be whole cents'), v.notValue(0, 'Rate must be more than $0')),
    /** the rate is GST-inclusive: a deposit, a claim, or an earlier claim deducted (src/domain/gst.ts states the rule) */
    gstInclusive: v.nullish(v.boolean()),
  }),
  v.forward(
    v.check((i) => i.rateCents > 0 || i.gstInclusive === true, 'Rate must be more than $0'),
    ['rateCents'],
  ),
);

export const PaymentSchema = v.object({
  id: id('Payment id'),
  date: isoDate('Payment date'),
  amountCents: positiveCents('Payment amount'),
  method: required('Payment method', 100),
  reference: v.nullish(text('Payment reference', 100)),
});

/** What an invoice made from an accepted quote claims: a deposit, a progress claim or the final balance. */
export const ClaimSchema = v.object({
  kind: v.picklist(CLAIM_KINDS, 'Claim must be deposit, progress or final'),
  /** the percentage of the quote asked for, in hundredths of a percent (2500 = 25%), when asked as a percentage */
  percentBasisPoints: v.nullish(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(10_000))),
  /** the quote lines claimed, when claimed by lines */
  lineIds: v.nullish(v.array(id('Line id'))),
});

export const InvoiceSchema = v.object({
  id: id('Invoice id'),
  title: required('Invoice title', 200),
  companyId: v.nullish(id('Company id')),
  clientId: v.nullish(id('Client id')),
  /** the job this invoice was made from (issue 13) */
  jobId: v.nullish(id('Job id')),
  invoiceNumber: required('Invoice number', 50),
  customerName: text('Customer name', 200),
  customerEmail: optionalEmail('Customer email'),
  customerAddress: text('Customer address'),
  customerAbn: v.nullish(v.union([v.literal(''), abn], ABN_MESSAGES.invalid)),
  invoiceDate: isoDate('Invoice date'),
  dueDate: v.nullish(isoDate('Due date')),
  items: v.array(InvoiceItemSchema),
  subtotalCents: cents('Subtotal'),
  gstCents: cents('GST'),
  totalCents: cents('Total'),
  status: v.picklist(INVOICE_STATUSES, 'Unknown invoice status'),
  paidDate: v.nullish(isoDate('Paid date')),
  paymentMethod: v.nullish(text('Payment method', 100)),
  sourceQuoteId: v.nullish(id('Source quote id')),
  notes: text('Notes', 5000),
  paymentTermsDays: v.nullish(v.pipe(v.number(), v.safeInteger('Payment terms must be whole days'), v.minValue(0), v.maxValue(365))),
  claim: v.nullish(ClaimSchema),
  // Server-kept: payments arrive through invoice.recordPayment, events from the customer's page.
  payments: v.nullish(v.array(PaymentSchema)),
  paidCents: v.nullish(v.number()),
  customerEvents: v.nullish(v.array(CustomerEventSchema)),
  /** server-kept: when it was last sent, and when its email went out */
  sentAt: v.nullish(timestamp('Sent at')),
  emailSentAt: v.nullish(timestamp('Email sent at')),
  createdAt: timestamp('Created at'),
  updatedAt: timestamp('Updated at'),
  baseVersion,
});

export const ClientSchema = v.object({
  id: id('Client id'),
  name: required('Client name', 200),
  email: optionalEmail('Client email'),
  phone: text('Client phone', 50),
  address: text('Client address'),
  createdAt: timestamp('Created at'),
  updatedAt: timestamp('Updated at'),
  baseVersion,
});

export type QuoteItem = v.InferOutput<typeof QuoteItemSchema>;
export type Signature = v.InferOutput<typeof SignatureSchema>;
export type Quote = v.InferOutput<typeof QuoteSchema>;
export type InvoiceItem = v.InferOutput<typeof InvoiceItemSchema>;
export type Invoice = v.InferOutput<typeof InvoiceSchema>;
export type Client = v.InferOutput<typeof ClientSchema>;
export type Payment = v.InferOutput<typeof PaymentSchema>;
export type Claim = v.InferOutput<typeof ClaimSchema>;
export type CustomerEvent = v.InferOutput<typeof CustomerEventSchema>;

// ---------- totals ----------

export interface QuoteTotals {
  subtotalCents: Cents;
  gstAmountCents: Cents;
  totalCents: Cents;
}

export interface InvoiceTotals {
  subtotalCents: Cents;
  gstCents: Cents;
  totalCents: Cents;
}

/** A quote charges GST only when it says gstIncluded (spec §9). */
export function recomputeQuoteTotals<T extends { items: readonly LineInput[]; gstIncluded: boolean }>(quote: T): T & QuoteTotals {
  const { subtotalCents, gstCents, totalCents } = computeTotals(quote.items, quote.gstIncluded);
  return { ...quote, subtotalCents, gstAmountCents: gstCents, totalCents };
}

/**
 * Invoices always carry GST for a GST-registered seller (spec §9 "Invoice GST is always applied");
 * a seller not registered for GST must not charge it.
 */
export function recomputeInvoiceTotals<T extends { items: readonly LineInput[] }>(
  invoice: T,
  seller: { gstRegistered: boolean } = { gstRegistered: true },
): T & InvoiceTotals {
  return { ...invoice, ...computeTotals(invoice.items, seller.gstRegistered) };
}

/** Default validity: 30 days from today where the tradie is. */
export function defaultQuoteValidUntil(now: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  return addDaysIso(todayIso(now, timeZone), QUOTE_VALIDITY_DAYS);
}

// ---------- form validation (spec §5, exact texts) ----------

export interface ToastText {
  title: string;
  description?: string;
}

export const QUOTE_TITLE_REQUIRED: ToastText = { title: 'Quote Title Required' };
export const QUOTE_MISSING_INFORMATION: ToastText = {
  title: 'Missing Information',
  description: 'Please fill in client name, project address, and add at least one item.',
};
export const ITEM_DESCRIPTION_AND_RATE = 'Please fill in item description and rate';
export const ITEM_INCOMPLETE: ToastText = { title: ITEM_DESCRIPTION_AND_RATE };
export const COMPANY_SETUP_REQUIRED: ToastText = {
  title: 'Company Setup Required',
  description: 'Please set up your company profile first.',
};
// The spec names these invoice checks but gives no text; these follow the quote wording.
export const INVOICE_TITLE_REQUIRED: ToastText = { title: 'Invoice Title Required' };
export const INVOICE_MISSING_INFORMATION: ToastText = {
  title: 'Missing Information',
  description: 'Please fill in customer name and add at least one item.',
};

export type FormCheck = { ok: true } | ({ ok: false } & ToastText);

const isBlank = (s: string | null | undefined) => !s || s.trim() === '';
const fail = (t: ToastText): FormCheck => ({ ok: false, ...t });

export function validateQuoteForSave(draft: {
  title: string;
  clientName: string;
  projectAddress: string;
  items: readonly unknown[];
}): FormCheck {
  if (isBlank(draft.title)) return fail(QUOTE_TITLE_REQUIRED);
  if (isBlank(draft.clientName) || isBlank(draft.projectAddress) || draft.items.length === 0) return fail(QUOTE_MISSING_INFORMATION);
  return { ok: true };
}

/** Adding a line (quote or invoice): a description and a rate above $0. */
export function validateQuoteItem(item: { description: string; rateCents: Cents | null | undefined }): FormCheck {
  const rate = item.rateCents;
  if (isBlank(item.description) || rate === null || rate === undefined || !(rate > 0)) return fail(ITEM_INCOMPLETE);
  return { ok: true };
}

/**
 * Invoice save: title, then a company profile, then a customer and at least one described item.
 * Lines with a blank description are dropped (spec §5); `items` is what should be saved.
 */
export function validateInvoiceForSave<I extends { description: string }>(
  draft: { title: string; customerName: string; items: readonly I[] },
  company: { id: string } | null | undefined,
): { ok: true; items: I[] } | ({ ok: false } & ToastText) {
  if (isBlank(draft.title)) return { ok: false, ...INVOICE_TITLE_REQUIRED };
  if (!company || isBlank(company.id)) return { ok: false, ...COMPANY_SETUP_REQUIRED };
  const items = draft.items.filter((i) => !isBlank(i.description));
  if (isBlank(draft.customerName) || items.length === 0) return { ok: false, ...INVOICE_MISSING_INFORMATION };
  return { ok: true, items };
}

/** Quote quantity input: minimum 0.1, step 0.1, and 1 when it is not a number (spec §5). */
export function parseQuoteQuantity(input: string | number): number {
  const n = typeof input === 'number' ? input : Number.parseFloat(input);
  if (!Number.isFinite(n)) return 1;
  return Math.max(MIN_QUOTE_QUANTITY, Math.round(n * 10) / 10);
}

/** Invoice quantity input (issue 18: like the quote's, decimals allowed): up to 3 decimals, more than 0; 1 when not a number. */
export function parseInvoiceQuantity(input: string | number): number {
  const n = typeof input === 'number' ? input : Number.parseFloat(input);
  const q = Math.round(n * 1000) / 1000;
  return Number.isFinite(q) && q > 0 ? q : 1;
}
