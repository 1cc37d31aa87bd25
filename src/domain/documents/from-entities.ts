/**
 * Saved quotes and invoices (src/domain/schemas/documents.ts) to document view models. The server calls this with
 * its rows and the logo from the object store; the client calls it with its Dexie rows and the cached logo, so a file
 * made offline is the one the server would email.
 *
 * Business details come from the company profile first (the tax-invoice identity), then the user profile, and the
 * logo size from settings (logoHeight, logoMaxWidth).
 */
import { DEFAULT_TIME_ZONE, isIsoDate, isoFromInstant } from '../dates';
import { lineExGst, lineRateExGst } from '../gst';
import { lineAmount } from '../money';
import type { Invoice, Quote, Signature } from '../schemas/documents';
import type { BusinessDetails, InvoiceDocModel, LineModel, QuoteDocModel, SignatureModel } from './types';
import { realCompanyName } from '../schemas/profile';

/** The company record as the API and the device keep it (GET /api/company, kv 'company'). */
export interface CompanySource {
  id?: string | null;
  name?: string | null;
  businessName?: string | null;
  abn?: string | null;
  licenceNumber?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  gstRegistered?: boolean | null;
  bsb?: string | null;
  accountNumber?: string | null;
  accountName?: string | null;
  paymentNote?: string | null;
  payId?: string | null;
}

export interface ProfileSource {
  businessName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  email?: string | null;
}

export interface SettingsSource {
  logoHeight?: number | null;
  logoMaxWidth?: number | null;
}

export interface BusinessSource {
  company?: CompanySource | null;
  profile?: ProfileSource | null;
  settings?: SettingsSource | null;
  logo?: { bytes: Uint8Array; mime: string } | null;
}

const text = (s: string | null | undefined): string | undefined => (s && s.trim() ? s.trim() : undefined);

function businessName(src: BusinessSource): string {
  const c = src.company;
  const companyName = realCompanyName(c?.name);
  const person = [text(src.profile?.firstName), text(src.profile?.lastName)].filter(Boolean).join(' ');
  return text(c?.businessName) ?? companyName ?? text(src.profile?.businessName) ?? (person || 'Your business');
}

const STATE_TIME_ZONES: Record<string, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};

/** Where the tradie works decides the date and the signing time printed on a document. */
export function stateTimeZone(state: string | null | undefined): string {
  return (state && STATE_TIME_ZONES[state]) || DEFAULT_TIME_ZONE;
}

/** A GST-registered seller unless the company says otherwise (the database default is registered). */
export function sellerIsGstRegistered(company: CompanySource | null | undefined): boolean {
  return company?.gstRegistered ?? true;
}

export function businessFromEntities(src: BusinessSource): BusinessDetails {
  const c = src.company ?? {};
  const logoMime = src.logo?.mime === 'image/png' || src.logo?.mime === 'image/jpeg' ? src.logo.mime : null;
  const payment = {
    bsb: text(c.bsb),
    accountNumber: text(c.accountNumber),
    accountName: text(c.accountName),
    note: text(c.paymentNote),
  };
  const hasPayment = Object.values(payment).some((v) => v !== undefined);
  return {
    name: businessName(src),
    abn: text(c.abn),
    licenceNumber: text(c.licenceNumber),
    gstRegistered: sellerIsGstRegistered(src.company),
    address: text(c.address),
    phone: text(c.phone) ?? text(src.profile?.phone),
    email: text(c.email) ?? text(src.profile?.email),
    logo: src.logo && logoMime ? { bytes: src.logo.bytes, mime: logoMime } : undefined,
    logoHeight: src.settings?.logoHeight ?? undefined,
    logoMaxWidth: src.settings?.logoMaxWidth ?? undefined,
    paymentDetails: hasPayment ? payment : undefined,
  };
}

/** The bytes of a `data:image/...;base64,` URL (a drawn signature), or null when it is not one. */
export function dataUrlBytes(dataUrl: string): { bytes: Uint8Array; mime: string } | null {
  const m = /^data:(image\/[\w.+-]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!m) return null;
  try {
    const bin = atob(m[2].replace(/\s+/g, ''));
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return { bytes, mime: m[1] };
  } catch {
    return null;
  }
}

function signatureModel(sig: Signature | null | undefined): SignatureModel | undefined {
  if (!sig) return undefined;
  const image = dataUrlBytes(sig.dataUrl);
  if (!image) return undefined;
  return { pngBytes: image.bytes, signedAt: sig.signedAt, name: text(sig.name) };
}

/** A quote's date is the day it was made where the tradie is. */
function dayOf(instant: string | null | undefined, timeZone: string): string {
  const ms = instant ? Date.parse(instant) : Number.NaN;
  return Number.isFinite(ms) ? isoFromInstant(ms, timeZone) : isoFromInstant(Date.now(), timeZone);
}

type QuoteLike = Pick<
  Quote,
  | 'title'
  | 'clientName'
  | 'clientEmail'
  | 'clientPhone'
  | 'projectAddress'
  | 'projectDescription'
  | 'selectedTrade'
  | 'items'
  | 'gstIncluded'
  | 'subtotalCents'
  | 'gstAmountCents'
  | 'totalCents'
  | 'validUntil'
  | 'notes'
  | 'createdAt'
> &
  Partial<Pick<Quote, 'depositCents' | 'signature' | 'jobNumber' | 'customerEvents'>>;

export function quoteDocModel(
  quote: QuoteLike,
  src: BusinessSource,
  opts: { timeZone?: string; complianceNotes?: string[] } = {},
): QuoteDocModel {
  const lines: LineModel[] = quote.items.map((i) => ({
    description: i.description,
    quantity: i.quantity,
    unit: i.unit,
    rateCents: i.rateCents,
    amountCents: lineAmount(i.quantity, i.rateCents),
  }));
  return {
    kind: 'quote',
    title: quote.title,
    number: text(quote.jobNumber),
    issueDate: dayOf(quote.createdAt, opts.timeZone ?? DEFAULT_TIME_ZONE),
    validUntil: quote.validUntil && isIsoDate(quote.validUntil) ? quote.validUntil : null,
    business: businessFromEntities(src),
    client: { name: quote.clientName, email: text(quote.clientEmail), phone: text(quote.clientPhone) },
    projectAddress: text(quote.projectAddress),
    projectDescription: text(quote.projectDescription),
    trade: text(quote.selectedTrade),
    lines,
    subtotalCents: quote.subtotalCents,
    gstCents: quote.gstAmountCents,
    totalCents: quote.totalCents,
    gstIncluded: quote.gstIncluded,
    depositCents: quote.depositCents ?? undefined,
    notes: text(quote.notes),
    signature: signatureModel(quote.signature),
    complianceNotes: opts.complianceNotes,
    customerEvents: quote.customerEvents?.length ? quote.customerEvents : undefined,
  };
}

type InvoiceLike = Pick<
  Invoice,
  | 'title'
  | 'invoiceNumber'
  | 'customerName'
  | 'customerEmail'
  | 'customerAddress'
  | 'invoiceDate'
  | 'items'
  | 'subtotalCents'
  | 'gstCents'
  | 'totalCents'
  | 'status'
  | 'notes'
> &
  Partial<Pick<Invoice, 'customerAbn' | 'dueDate' | 'paidDate' | 'paymentMethod' | 'payments'>>;

export function invoiceDocModel(invoice: InvoiceLike, src: BusinessSource): InvoiceDocModel {
  return {
    kind: 'invoice',
    title: invoice.title,
    invoiceNumber: invoice.invoiceNumber,
    issueDate: invoice.invoiceDate,
    dueDate: invoice.dueDate ?? null,
    business: businessFromEntities(src),
    customer: {
      name: invoice.customerName,
      email: text(invoice.customerEmail),
      address: text(invoice.customerAddress),
      abn: text(invoice.customerAbn),
    },
    // GST-inclusive lines (deposits, claims, deductions) show their GST-exclusive part, so the lines add to the subtotal.
    lines: invoice.items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      unit: i.unit ?? undefined,
      rateCents: lineRateExGst(i, sellerIsGstRegistered(src.company)),
      amountCents: lineExGst(i, sellerIsGstRegistered(src.company)),
    })),
    subtotalCents: invoice.subtotalCents,
    gstCents: invoice.gstCents,
    totalCents: invoice.totalCents,
    status: invoice.status,
    paidDate: invoice.paidDate ?? null,
    paymentMethod: text(invoice.paymentMethod),
    notes: text(invoice.notes),
    paidCents: (invoice.payments ?? []).reduce((sum, p) => sum + p.amountCents, 0) || undefined,
    payId: text(src.company?.payId),
  };
}
