/**
 * The chat's Create Invoice dialog (spec §3 "the chat invoice dialog's variant", §5 "Invoice export from chat"):
 * the invoice shape without title and status, numbers and money as the dialog sends them (strings or numbers).
 * The dialog and the server apply the same rules here: a non-blank customer name, a company profile, only items with
 * a description, quantity an integer, rate a decimal, amount = quantity x rate (recomputed, never trusted).
 */
import * as v from 'valibot';
import { DEFAULT_TIME_ZONE, isIsoDate, isoFromInstant } from '../dates';
import { computeTotals } from '../gst';
import { lineAmount, parseDollars, type Cents } from '../money';
import { chatInvoiceNumber } from '../numbering';
import type { ChatDocument } from './document';

export const COMPANY_REQUIRED_MESSAGE = 'Company details are required. Please set up your company profile first.';
export const CUSTOMER_REQUIRED_MESSAGE = 'Customer name is required';
export const ITEMS_REQUIRED_MESSAGE = 'Add at least one item with a description';

const numberish = v.union([v.number(), v.pipe(v.string(), v.maxLength(30))], 'must be a number');

export const ChatInvoiceItemSchema = v.object({
  description: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  quantity: v.optional(numberish, 1),
  rate: v.optional(numberish, 0),
  /** Shown in the dialog; recomputed here. */
  amount: v.optional(numberish),
});

export const ChatInvoiceDataSchema = v.object({
  companyId: v.nullish(v.string()),
  invoiceNumber: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50, 'Invoice number is too long'))),
  customerName: v.optional(v.pipe(v.string(), v.maxLength(200, 'Customer name is too long')), ''),
  customerAddress: v.optional(v.pipe(v.string(), v.maxLength(500, 'Customer address is too long')), ''),
  customerEmail: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  invoiceDate: v.optional(v.string()),
  dueDate: v.nullish(v.string()),
  notes: v.optional(v.pipe(v.string(), v.maxLength(5000)), ''),
  items: v.pipe(v.array(ChatInvoiceItemSchema, 'items must be a list'), v.maxLength(200, 'At most 200 items')),
  subtotal: v.optional(numberish),
  gst: v.optional(numberish),
  total: v.optional(numberish),
});
export type ChatInvoiceData = v.InferInput<typeof ChatInvoiceDataSchema>;

export interface ChatInvoiceLine {
  description: string;
  quantity: number;
  rateCents: Cents;
  amountCents: Cents;
}

export interface PreparedChatInvoice {
  invoiceNumber: string;
  customerName: string;
  customerAddress: string;
  customerEmail: string;
  invoiceDate: string;
  dueDate: string | null;
  notes: string;
  items: ChatInvoiceLine[];
  subtotalCents: Cents;
  gstCents: Cents;
  totalCents: Cents;
}

export type PrepareResult = { ok: true; invoice: PreparedChatInvoice } | { ok: false; field: string; message: string };

/** "3", "3.7" (→ 3), 3 → 3; anything else, or under 1, counts as 1 (spec §5: quantity is parsed as an integer). */
export function parseChatQuantity(input: string | number | undefined): number {
  const n = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(String(input ?? ''), 10);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** "85", "$1,200.50", 85.5 → cents; not a number → 0 (spec §5: rate is parsed as a decimal). */
export function parseChatRate(input: string | number | undefined): Cents {
  const c = parseDollars(typeof input === 'number' ? input : String(input ?? '').trim());
  return c !== null && c > 0 ? c : 0;
}

/**
 * Applies the chat invoice rules. `hasCompany` is whether the user has a company profile; GST is applied unless the
 * seller is known not to be registered. `now` (ms) gives the default number INV-{year}-{last 6 digits} and date.
 */
export function prepareChatInvoice(
  data: v.InferOutput<typeof ChatInvoiceDataSchema>,
  opts: { hasCompany: boolean; gstRegistered?: boolean; now: number; timeZone?: string },
): PrepareResult {
  if (!data.customerName.trim()) return { ok: false, field: 'customerName', message: CUSTOMER_REQUIRED_MESSAGE };
  if (!opts.hasCompany) return { ok: false, field: 'company', message: COMPANY_REQUIRED_MESSAGE };
  const items = data.items
    .filter((i) => i.description.trim() !== '')
    .map((i) => {
      const quantity = parseChatQuantity(i.quantity);
      const rateCents = parseChatRate(i.rate);
      return { description: i.description.trim(), quantity, rateCents, amountCents: lineAmount(quantity, rateCents) };
    });
  if (items.length === 0) return { ok: false, field: 'items', message: ITEMS_REQUIRED_MESSAGE };
  const tz = opts.timeZone ?? DEFAULT_TIME_ZONE;
  const date = data.invoiceDate && isIsoDate(data.invoiceDate) ? data.invoiceDate : isoFromInstant(opts.now, tz);
  const totals = computeTotals(items, opts.gstRegistered ?? true);
  return {
    ok: true,
    invoice: {
      invoiceNumber: data.invoiceNumber || chatInvoiceNumber(opts.now, tz),
      customerName: data.customerName.trim(),
      customerAddress: data.customerAddress.trim(),
      customerEmail: data.customerEmail.trim(),
      invoiceDate: date,
      dueDate: data.dueDate && isIsoDate(data.dueDate) ? data.dueDate : null,
      notes: data.notes,
      items,
      ...totals,
    },
  };
}

/**
 * A chat-parsed document as the Create Invoice dialog's starting values. Fractional quantities (2.5 hours) do not fit
 * an invoice's whole-number quantity, so such a line becomes 1 x its total, with the quantity kept in the description.
 */
export function chatDocumentToInvoiceData(doc: ChatDocument): v.InferOutput<typeof ChatInvoiceDataSchema> {
  return {
    invoiceNumber: undefined,
    customerName: doc.customer.name,
    customerAddress: doc.customer.address,
    customerEmail: '',
    invoiceDate: doc.date,
    notes: [doc.project.description, ...doc.project.specifications].filter(Boolean).join('\n'),
    items: doc.items.map((i) =>
      Number.isInteger(i.quantity)
        ? { description: i.description, quantity: i.quantity, rate: i.unitPriceCents / 100 }
        : { description: `${i.description} (${i.quantity} ${i.unit})`, quantity: 1, rate: i.totalCents / 100 },
    ),
  };
}
