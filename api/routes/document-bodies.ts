import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { AppError } from '../errors';
import { DEFAULT_TIME_ZONE, isIsoDate, isoFromInstant, todayIso } from '../../src/domain/dates';
import { centsToDecimalString, lineAmount, parseDollars } from '../../src/domain/money';
import {
  ClientSchema,
  defaultQuoteValidUntil,
  InvoiceSchema,
  QuoteSchema,
  type Client,
  type Invoice,
  type Quote,
} from '../../src/domain/schemas/documents';
import type { ClientCreate } from '../repos/clients';
import type { InvoiceCreate } from '../repos/invoices';
import type { QuoteCreate } from '../repos/quotes';
import { issueMessage } from '../../src/domain/validation';
import { isUuid } from '../../src/domain/ids';

/**
 * The REST edge of quotes, invoices and clients (spec §7), as valibot pipes for `validate('json', …)`. Bodies arrive
 * in the spec's shapes — dollars as numbers or strings (rate, deposit; totals are ignored), quantities as strings,
 * validUntil as an ISO instant — or in the entity shape of src/domain/schemas/documents.ts (integer cents). Each pipe
 * has three steps: the body must be an object; the spec's shape becomes the entity's (dollars → cents here and nowhere
 * else, a bad amount named by its spec field); the entity schema validates, so a failure names the field like every
 * other 400 of the API. Only the defaults that need the request's clock (createdAt, validUntil, invoiceDate) are left
 * to the handler (`completeQuote`, `completeInvoice`, `completeClient`).
 */

type Body = Record<string, unknown>;

const isObject = (x: unknown): x is Body => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A body that is not a JSON object fails as "body: must be …". */
const objectBody = (what: string) =>
  v.rawCheck<unknown>(({ dataset, addIssue }) => {
    if (dataset.typed && !isObject(dataset.value)) {
      addIssue({ message: `must be ${what}`, path: [{ type: 'object', origin: 'value', input: {}, key: 'body', value: dataset.value }] });
    }
  });

const DOLLARS = 'must be a dollar amount';

/**
 * Reads the spec's dollar fields into cents while mapping a body: `<key>Cents` as sent, else the dollar field (number
 * or "1,234.50") in integer cents, '' or null as null. A bad amount is an issue on the dollar field's own path.
 */
class Cents {
  readonly issues: { message: string; path: [v.IssuePathItem, ...v.IssuePathItem[]] }[] = [];

  read(obj: Body, centsKey: string, dollarKey: string, at: v.IssuePathItem[] = []): number | null | undefined {
    if (obj[centsKey] !== undefined) return obj[centsKey] as number;
    const d = obj[dollarKey];
    if (d === undefined) return undefined;
    if (d === null || d === '') return null;
    const c = typeof d === 'number' || typeof d === 'string' ? parseDollars(d) : null;
    if (c === null) {
      const field: v.IssuePathItem = { type: 'object', origin: 'value', input: obj, key: dollarKey, value: d };
      this.issues.push({ message: DOLLARS, path: [at[0] ?? field, ...at.slice(1), ...(at.length ? [field] : [])] });
    }
    return c;
  }
}

/** The pipe step that turns a spec-shaped body into entity fields; any bad dollar amount fails the step. */
const mapBody = <T>(map: (body: Body, cents: Cents) => T) =>
  v.rawTransform<unknown, T>(({ dataset, addIssue, NEVER }) => {
    const cents = new Cents();
    const out = map(dataset.value as Body, cents);
    for (const issue of cents.issues) addIssue(issue);
    return cents.issues.length ? NEVER : out;
  });

function quantity(q: unknown): unknown {
  if (typeof q === 'string' && q.trim() !== '' && Number.isFinite(Number(q))) return Number(q);
  return q;
}

/** 'YYYY-MM-DD' as is; an ISO instant as the calendar date where the tradie is. */
function calendarDate(x: unknown): unknown {
  if (typeof x !== 'string' || isIsoDate(x)) return x;
  const ms = Date.parse(x);
  return Number.isFinite(ms) && /T/.test(x) ? isoFromInstant(ms, DEFAULT_TIME_ZONE) : x;
}

function items(raw: unknown, kind: 'quote' | 'invoice', cents: Cents): unknown {
  if (raw === undefined || !Array.isArray(raw)) return raw;
  return raw.map((item: unknown, i) => {
    if (!isObject(item)) return item;
    const at: v.IssuePathItem[] = [
      { type: 'object', origin: 'value', input: {}, key: 'items', value: raw },
      { type: 'array', origin: 'value', input: raw, key: i, value: item },
    ];
    const out: Body = {
      // The spec's generator numbers items with timestamps; entity items are keyed by UUID.
      id: typeof item.id === 'string' && isUuid(item.id) ? item.id : randomUUID(),
      description: item.description,
      quantity: quantity(item.quantity ?? 1),
      rateCents: cents.read(item, 'rateCents', 'rate', at),
    };
    if (kind === 'quote') out.unit = item.unit ?? 'ea';
    return out;
  });
}

function pick(body: Body, keys: readonly string[]): Body {
  return Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
}

// ---------- quotes ----------

const QUOTE_KEYS = [
  'title',
  'clientId',
  'jobId',
  'clientName',
  'clientEmail',
  'clientPhone',
  'projectAddress',
  'projectDescription',
  'selectedTrade',
  'estimatedDuration',
  'gstIncluded',
  'status',
  'notes',
  'signature',
  'jobNumber',
] as const;

function quoteFields(body: Body, cents: Cents): Body {
  const out = pick(body, QUOTE_KEYS);
  // The estimates screen sends `description` for the job description.
  if (out.projectDescription === undefined && typeof body.description === 'string') out.projectDescription = body.description;
  if (body.items !== undefined) out.items = items(body.items, 'quote', cents);
  if (body.validUntil !== undefined) out.validUntil = calendarDate(body.validUntil);
  const deposit = cents.read(body, 'depositCents', 'deposit');
  if (deposit !== undefined) out.depositCents = deposit;
  return out;
}

const quote = v.omit(QuoteSchema, ['updatedAt', 'baseVersion']).entries;

/** POST /quotes. Totals are zero here; the repository computes them from the items. */
export const QuoteCreateBody = v.pipe(
  v.unknown(),
  objectBody('a quote object'),
  mapBody((body, cents) => ({
    clientName: '',
    clientEmail: '',
    clientPhone: '',
    projectAddress: '',
    projectDescription: '',
    selectedTrade: '',
    estimatedDuration: '',
    items: [],
    gstIncluded: true,
    status: 'draft',
    notes: '',
    ...quoteFields(body, cents),
    id: body.id ?? randomUUID(),
    createdAt: body.createdAt,
    subtotalCents: 0,
    gstAmountCents: 0,
    totalCents: 0,
  })),
  v.object({ ...quote, validUntil: v.optional(quote.validUntil), createdAt: v.optional(quote.createdAt) }),
);

export function completeQuote(input: v.InferOutput<typeof QuoteCreateBody>, now: Date): QuoteCreate {
  return {
    ...input,
    validUntil: input.validUntil === undefined ? defaultQuoteValidUntil(now) : input.validUntil,
    createdAt: input.createdAt ?? now.toISOString(),
  };
}

/** PUT /quotes/:id: the patch's fields and baseVersion (validated last, as the entity schema orders it). */
export const QuotePatchBody = v.pipe(
  v.unknown(),
  objectBody('a quote object'),
  mapBody((body, cents) => ({ ...quoteFields(body, cents), baseVersion: body.baseVersion ?? null })),
  v.partial(v.omit(QuoteSchema, ['id', 'createdAt', 'updatedAt'])),
);

/** The entity, plus the spec's dollar strings (subtotal, gstAmount, total; item rate and amount). */
export function quoteResponse(q: Quote) {
  return {
    ...q,
    subtotal: centsToDecimalString(q.subtotalCents),
    gstAmount: centsToDecimalString(q.gstAmountCents),
    total: centsToDecimalString(q.totalCents),
    items: q.items.map((i) => ({
      ...i,
      rate: centsToDecimalString(i.rateCents),
      amount: centsToDecimalString(lineAmount(i.quantity, i.rateCents)),
    })),
  };
}

// ---------- invoices ----------

const INVOICE_KEYS = [
  'title',
  'clientId',
  'jobId',
  'invoiceNumber',
  'customerName',
  'customerEmail',
  'customerAddress',
  'customerAbn',
  'status',
  'paymentMethod',
  'sourceQuoteId',
  'notes',
] as const;

/** The chat's { invoice, items } or the flat shape. */
function flatten(body: Body): Body {
  if (isObject(body.invoice)) return { ...body.invoice, ...(body.items !== undefined ? { items: body.items } : {}) };
  return body;
}

function invoiceFields(body: Body, cents: Cents): Body {
  const out = pick(body, INVOICE_KEYS);
  // The estimates screen says client where invoices say customer.
  if (out.customerName === undefined && body.clientName !== undefined) out.customerName = body.clientName;
  if (out.customerEmail === undefined && body.clientEmail !== undefined) out.customerEmail = body.clientEmail;
  if (body.items !== undefined) out.items = items(body.items, 'invoice', cents);
  for (const k of ['invoiceDate', 'dueDate', 'paidDate'] as const) if (body[k] !== undefined) out[k] = calendarDate(body[k]);
  return out;
}

const invoice = v.omit(InvoiceSchema, ['updatedAt', 'baseVersion']).entries;

/** POST /invoices. With no invoiceNumber the handler gives the business's next one (and the title follows it). */
export const InvoiceCreateBody = v.pipe(
  v.unknown(),
  objectBody('an invoice object'),
  mapBody((raw, cents) => {
    const body = flatten(raw);
    return {
      customerName: '',
      customerEmail: '',
      customerAddress: '',
      items: [],
      status: 'draft',
      notes: '',
      ...invoiceFields(body, cents),
      id: body.id ?? randomUUID(),
      createdAt: body.createdAt,
      subtotalCents: 0,
      gstCents: 0,
      totalCents: 0,
    };
  }),
  v.object({
    ...invoice,
    title: v.optional(invoice.title),
    invoiceNumber: v.optional(invoice.invoiceNumber),
    invoiceDate: v.optional(invoice.invoiceDate),
    createdAt: v.optional(invoice.createdAt),
  }),
);

export function completeInvoice(input: v.InferOutput<typeof InvoiceCreateBody>, now: Date, defaultNumber: () => string): InvoiceCreate {
  const invoiceNumber = input.invoiceNumber ?? defaultNumber();
  return {
    ...input,
    title: input.title ?? `Invoice ${invoiceNumber}`,
    invoiceNumber,
    invoiceDate: input.invoiceDate ?? todayIso(now),
    createdAt: input.createdAt ?? now.toISOString(),
  };
}

/** PUT /invoices/:id. */
export const InvoicePatchBody = v.pipe(
  v.unknown(),
  objectBody('an invoice object'),
  mapBody((raw, cents) => {
    const body = flatten(raw);
    return { ...invoiceFields(body, cents), baseVersion: body.baseVersion ?? null };
  }),
  v.partial(v.omit(InvoiceSchema, ['id', 'createdAt', 'updatedAt'])),
);

export function invoiceResponse(inv: Invoice) {
  return {
    ...inv,
    subtotal: centsToDecimalString(inv.subtotalCents),
    gst: centsToDecimalString(inv.gstCents),
    total: centsToDecimalString(inv.totalCents),
    items: inv.items.map((i) => ({
      ...i,
      rate: centsToDecimalString(i.rateCents),
      amount: centsToDecimalString(lineAmount(i.quantity, i.rateCents)),
    })),
  };
}

// ---------- clients ----------

const CLIENT_KEYS = ['name', 'email', 'phone', 'address'] as const;
const client = v.omit(ClientSchema, ['updatedAt', 'baseVersion']).entries;

export const ClientCreateBody = v.pipe(
  v.unknown(),
  objectBody('a client object'),
  mapBody((body) => ({
    email: '',
    phone: '',
    address: '',
    ...pick(body, CLIENT_KEYS),
    id: body.id ?? randomUUID(),
    createdAt: body.createdAt,
  })),
  v.object({ ...client, createdAt: v.optional(client.createdAt) }),
);

export function completeClient(input: v.InferOutput<typeof ClientCreateBody>, now: Date): ClientCreate {
  return { ...input, createdAt: input.createdAt ?? now.toISOString() };
}

export const ClientPatchBody = v.pipe(
  v.unknown(),
  objectBody('a client object'),
  mapBody((body) => ({ ...pick(body, CLIENT_KEYS), baseVersion: body.baseVersion ?? null })),
  v.partial(v.omit(ClientSchema, ['id', 'createdAt', 'updatedAt'])),
);

export function clientResponse(c: Client, totals: { totalJobs: number; totalRevenueCents: number }) {
  // Spec §9: revenue is shown in dollars; the cents figure is the exact one.
  return { ...c, totalJobs: totals.totalJobs, totalRevenueCents: totals.totalRevenueCents, totalRevenue: totals.totalRevenueCents / 100 };
}

/** The same pipes outside the middleware (a download's document sent inside its body): a failure is the same 400. */
export function parseBody<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, value);
  if (r.success) return r.output;
  const { field, message } = issueMessage(r.issues);
  throw new AppError('VALIDATION_FAILED', message, { field });
}
