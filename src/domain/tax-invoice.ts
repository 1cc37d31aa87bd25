/**
 * ATO tax invoice requirements (facts.md §6.3). A GST-registered seller issues a "Tax Invoice";
 * a seller not registered for GST must not call the document one and charges no GST.
 *
 * What a tax invoice must make clear, below $1,000: that it is a tax invoice, the seller's identity
 * and ABN, the issue date, each item's description, quantity and price, and the GST. From $1,000
 * (including GST) it must also show the buyer's identity or ABN.
 */
import { validateAbn } from './abn';
import { isIsoDate } from './dates';
import type { Cents } from './money';

/** The ATO page the rules come from ([A], ATO 2016 copy in the fact sheet). */
export const TAX_INVOICE_SOURCE_URL =
  'https://www.ato.gov.au/business/manage-your-invoices,-payments-and-records/getting-started/setting-up-your-invoices/if-you-are-registered-for-gst/';

/** $1,000 including GST: from here the buyer's name or ABN must appear. */
export const BUYER_IDENTITY_THRESHOLD_CENTS: Cents = 100_000;

export const TAX_INVOICE_TITLE = 'Tax Invoice';
export const PLAIN_INVOICE_TITLE = 'Invoice';

export const TAX_INVOICE_MESSAGES = {
  sellerName: 'Add your business name — a tax invoice must show who is selling.',
  sellerAbn: 'Add your ABN — a tax invoice must show it.',
  sellerAbnInvalid: 'Your ABN is not valid — please check the digits.',
  issueDate: 'Add the date the invoice is issued.',
  noItems: 'Add at least one item.',
  itemDescription: (n: number) => `Item ${n}: add a description of what was sold.`,
  itemQuantity: (n: number) => `Item ${n}: the quantity must be more than 0.`,
  itemPrice: (n: number) => `Item ${n}: add a price.`,
  buyerIdentity: "For tax invoices of $1,000 or more, add the buyer's name or ABN.",
  buyerAbnInvalid: "The buyer's ABN is not valid — please check the digits.",
} as const;

export interface Seller {
  name: string;
  abn?: string | null;
  gstRegistered: boolean;
}

export interface Buyer {
  name?: string | null;
  abn?: string | null;
}

export interface TaxInvoiceItem {
  description: string;
  quantity: number;
  rateCents: Cents;
  /** an earlier claim deducted on a final invoice is a GST-inclusive line below $0 */
  gstInclusive?: boolean | null;
}

export interface TaxInvoiceInput {
  seller: Seller;
  buyer: Buyer;
  issueDate: string | null | undefined;
  /** Including GST. */
  totalCents: Cents;
  items: readonly TaxInvoiceItem[];
}

export type TaxInvoiceProblemCode =
  | 'SELLER_NAME_REQUIRED'
  | 'SELLER_ABN_REQUIRED'
  | 'SELLER_ABN_INVALID'
  | 'ISSUE_DATE_REQUIRED'
  | 'ITEMS_REQUIRED'
  | 'ITEM_DESCRIPTION_REQUIRED'
  | 'ITEM_QUANTITY_INVALID'
  | 'ITEM_PRICE_REQUIRED'
  | 'BUYER_IDENTITY_REQUIRED'
  | 'BUYER_ABN_INVALID';

export interface TaxInvoiceProblem {
  code: TaxInvoiceProblemCode;
  /** Dotted path of the field to highlight, e.g. 'items.2.description'. */
  field: string;
  message: string;
}

export function documentTitle(seller: Pick<Seller, 'gstRegistered'>): string {
  return seller.gstRegistered ? TAX_INVOICE_TITLE : PLAIN_INVOICE_TITLE;
}

/** Only a GST-registered seller charges GST, so only its documents carry a GST line. */
export function showsGstLine(seller: Pick<Seller, 'gstRegistered'>): boolean {
  return seller.gstRegistered;
}

const blank = (s: string | null | undefined) => !s || s.trim() === '';

/**
 * Lists what stops this document being a valid tax invoice, in the order a person would fix it.
 * Empty for a seller who is not registered for GST: their document is an invoice, not a tax invoice.
 */
export function checkTaxInvoice(input: TaxInvoiceInput): TaxInvoiceProblem[] {
  if (!input.seller.gstRegistered) return [];
  const problems: TaxInvoiceProblem[] = [];
  const add = (code: TaxInvoiceProblemCode, field: string, message: string) => problems.push({ code, field, message });
  const m = TAX_INVOICE_MESSAGES;

  const { seller, buyer } = input;
  if (blank(seller.name)) add('SELLER_NAME_REQUIRED', 'seller.name', m.sellerName);
  if (blank(seller.abn)) add('SELLER_ABN_REQUIRED', 'seller.abn', m.sellerAbn);
  else if (!validateAbn(seller.abn as string).ok) add('SELLER_ABN_INVALID', 'seller.abn', m.sellerAbnInvalid);

  if (!isIsoDate(input.issueDate)) add('ISSUE_DATE_REQUIRED', 'issueDate', m.issueDate);

  if (input.items.length === 0) add('ITEMS_REQUIRED', 'items', m.noItems);
  input.items.forEach((item, i) => {
    const n = i + 1;
    if (blank(item.description)) add('ITEM_DESCRIPTION_REQUIRED', `items.${i}.description`, m.itemDescription(n));
    if (!(Number.isFinite(item.quantity) && item.quantity > 0)) add('ITEM_QUANTITY_INVALID', `items.${i}.quantity`, m.itemQuantity(n));
    if (!(Number.isFinite(item.rateCents) && (item.rateCents > 0 || (item.gstInclusive && item.rateCents < 0))))
      add('ITEM_PRICE_REQUIRED', `items.${i}.rateCents`, m.itemPrice(n));
  });

  const buyerAbnGiven = !blank(buyer.abn);
  const buyerAbnValid = buyerAbnGiven && validateAbn(buyer.abn as string).ok;
  // An ABN printed on a tax invoice must be right whatever the amount.
  if (buyerAbnGiven && !buyerAbnValid) add('BUYER_ABN_INVALID', 'buyer.abn', m.buyerAbnInvalid);
  if (input.totalCents >= BUYER_IDENTITY_THRESHOLD_CENTS && blank(buyer.name) && !buyerAbnGiven)
    add('BUYER_IDENTITY_REQUIRED', 'buyer.name', m.buyerIdentity);

  return problems;
}
