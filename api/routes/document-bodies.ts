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
import type { ClientCreate, ClientPatch } from '../repos/clients';
import type { InvoiceCreate, InvoicePatch } from '../repos/invoices';
import type { QuoteCreate, QuotePatch } from '../repos/quotes';

/**
 * The REST edge of quotes, invoices and clients (spec §7). Bodies arrive in the spec's shapes — dollars as numbers or
 * strings (rate, subtotal, gstAmount, total), quantities as strings, validUntil as an ISO instant — or in the entity
 * shape of src/domain/schemas/documents.ts (integer cents). Dollars become cents here and nowhere else; totals sent by
 * the client are accepted and ignored, because the server computes them from the items. Then the entity schema
 * validates, so a failure names the field like every other 400 of the API.
 */

type Body = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isObject = (x: unknown): x is Body => typeof x === 'object' && x !== null && !Array.isArray(x);

function fail(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', `${field}: ${message}`, { field });
}

function parse<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, value);
  if (r.success) return r.output;
  const issue = r.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.');
  throw new AppError('VALIDATION_FAILED', field ? `${field}: ${issue.message}` : issue.message, { field });
}

/** Cents from `<key>Cents`, or from the dollar field `<dollarKey>` (number or "1,234.50"). */
function cents(body: Body, centsKey: string, dollarKey: string, field: string): number | null | undefined {
  if (body[centsKey] !== undefined) return body[centsKey] as number;
  const d = body[dollarKey];
  if (d === undefined) return undefined;
  if (d === null || d === '') return null;
  if (typeof d !== 'number' && typeof d !== 'string') fail(field, 'must be a dollar amount');
  const c = parseDollars(d);
  if (c === null) fail(field, 'must be a dollar amount');
  return c;
}

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

function items(raw: unknown, kind: 'quote' | 'invoice'): unknown {
  if (raw === undefined || !Array.isArray(raw)) return raw;
  return raw.map((item, i) => {
    if (!isObject(item)) return item;
    const out: Body = {
      // The spec's generator numbers items with timestamps; entity items are keyed by UUID.
      id: typeof item.id === 'string' && UUID.test(item.id) ? item.id : randomUUID(),
      description: item.description,
      quantity: quantity(item.quantity ?? 1),
      rateCents: cents(item, 'rateCents', 'rate', `items.${i}.rate`),
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
  'clientName',
  'clientEmail',
  'clientPhone',
  'projectAddress',
  'projectDescription',
  'selectedTrade',
  'gstIncluded',
  'status',
  'notes',
  'signature',
  'jobNumber',
] as const;

function quoteFields(body: Body): Body {
  const out = pick(body, QUOTE_KEYS);
  // The estimates screen sends `description` for the job description.
  if (out.projectDescription === undefined && typeof body.description === 'string') out.projectDescription = body.description;
  if (body.items !== undefined) out.items = items(body.items, 'quote');
  if (body.validUntil !== undefined) out.validUntil = calendarDate(body.validUntil);
  const deposit = cents(body, 'depositCents', 'deposit', 'deposit');
  if (deposit !== undefined) out.depositCents = deposit;
  return out;
}

const QuoteCreateSchema = v.omit(QuoteSchema, ['updatedAt', 'baseVersion']);
const QuotePatchSchema = v.partial(v.omit(QuoteSchema, ['id', 'createdAt', 'updatedAt', 'baseVersion']));
const baseVersionOf = (body: Body) =>
  parse(v.object({ baseVersion: QuoteSchema.entries.baseVersion }), { baseVersion: body.baseVersion ?? null }).baseVersion;

export function quoteCreateFromBody(raw: unknown, now: Date): QuoteCreate {
  if (!isObject(raw)) fail('body', 'must be a quote object');
  const fields = quoteFields(raw);
  return parse(QuoteCreateSchema, {
    clientName: '',
    clientEmail: '',
    clientPhone: '',
    projectAddress: '',
    projectDescription: '',
    selectedTrade: '',
    items: [],
    gstIncluded: true,
    validUntil: defaultQuoteValidUntil(now),
    status: 'draft',
    notes: '',
    ...fields,
    id: raw.id ?? randomUUID(),
    createdAt: raw.createdAt ?? now.toISOString(),
    subtotalCents: 0,
    gstAmountCents: 0,
    totalCents: 0,
  });
}

export function quotePatchFromBody(raw: unknown): { patch: QuotePatch; baseVersion: number | null | undefined } {
  if (!isObject(raw)) fail('body', 'must be a quote object');
  return { patch: parse(QuotePatchSchema, quoteFields(raw)), baseVersion: baseVersionOf(raw) };
}

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

function invoiceFields(body: Body): Body {
  const out = pick(body, INVOICE_KEYS);
  // The estimates screen says client where invoices say customer.
  if (out.customerName === undefined && body.clientName !== undefined) out.customerName = body.clientName;
  if (out.customerEmail === undefined && body.clientEmail !== undefined) out.customerEmail = body.clientEmail;
  if (body.items !== undefined) out.items = items(body.items, 'invoice');
  for (const k of ['invoiceDate', 'dueDate', 'paidDate'] as const) if (body[k] !== undefined) out[k] = calendarDate(body[k]);
  return out;
}

/** The chat's { invoice, items } or the flat shape. */
function flattenInvoice(raw: unknown): Body {
  if (!isObject(raw)) fail('body', 'must be an invoice object');
  if (isObject(raw.invoice)) return { ...raw.invoice, ...(raw.items !== undefined ? { items: raw.items } : {}) };
  return raw;
}

const InvoiceCreateSchema = v.omit(InvoiceSchema, ['updatedAt', 'baseVersion']);
const InvoicePatchSchema = v.partial(v.omit(InvoiceSchema, ['id', 'createdAt', 'updatedAt', 'baseVersion']));

export function invoiceCreateFromBody(raw: unknown, now: Date, defaultNumber: () => string): InvoiceCreate {
  const body = flattenInvoice(raw);
  const fields = invoiceFields(body);
  const invoiceNumber = fields.invoiceNumber ?? defaultNumber();
  return parse(InvoiceCreateSchema, {
    title: typeof invoiceNumber === 'string' ? `Invoice ${invoiceNumber}` : 'Invoice',
    customerName: '',
    customerEmail: '',
    customerAddress: '',
    invoiceDate: todayIso(now),
    items: [],
    status: 'draft',
    notes: '',
    ...fields,
    invoiceNumber,
    id: body.id ?? randomUUID(),
    createdAt: body.createdAt ?? now.toISOString(),
    subtotalCents: 0,
    gstCents: 0,
    totalCents: 0,
  });
}

export function invoicePatchFromBody(raw: unknown): { patch: InvoicePatch; baseVersion: number | null | undefined } {
  const body = flattenInvoice(raw);
  return { patch: parse(InvoicePatchSchema, invoiceFields(body)), baseVersion: baseVersionOf(body) };
}

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

const ClientCreateSchema = v.omit(ClientSchema, ['updatedAt', 'baseVersion']);
const ClientPatchSchema = v.partial(v.omit(ClientSchema, ['id', 'createdAt', 'updatedAt', 'baseVersion']));
const CLIENT_KEYS = ['name', 'email', 'phone', 'address'] as const;

export function clientCreateFromBody(raw: unknown, now: Date): ClientCreate {
  if (!isObject(raw)) fail('body', 'must be a client object');
  return parse(ClientCreateSchema, {
    email: '',
    phone: '',
    address: '',
    ...pick(raw, CLIENT_KEYS),
    id: raw.id ?? randomUUID(),
    createdAt: raw.createdAt ?? now.toISOString(),
  });
}

export function clientPatchFromBody(raw: unknown): { patch: ClientPatch; baseVersion: number | null | undefined } {
  if (!isObject(raw)) fail('body', 'must be a client object');
  return { patch: parse(ClientPatchSchema, pick(raw, CLIENT_KEYS)), baseVersion: baseVersionOf(raw) };
}

export function clientResponse(c: Client, totals: { totalJobs: number; totalRevenueCents: number }) {
  // Spec §9: revenue is shown in dollars; the cents figure is the exact one.
  return { ...c, totalJobs: totals.totalJobs, totalRevenueCents: totals.totalRevenueCents, totalRevenue: totals.totalRevenueCents / 100 };
}
