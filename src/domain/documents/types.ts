/**
 * The view model every document renderer takes. The server maps its database rows to it and the client maps
 * its Dexie records to it, so a quote downloaded offline is the same document the server would send.
 * Money is integer cents; calendar dates are 'YYYY-MM-DD'; instants (signedAt, createdAt) are ISO strings.
 */
import type { Cents } from '../money';
import type { MaterialsItemFields } from '../sync/features/materials';

export type CalendarDate = string;

export interface BusinessDetails {
  name: string;
  abn?: string;
  /** the trade licence number (issue 18), printed under the ABN where set */
  licenceNumber?: string;
  gstRegistered: boolean;
  address?: string;
  phone?: string;
  email?: string;
  logo?: { bytes: Uint8Array; mime: 'image/png' | 'image/jpeg' };
  /** Points in the PDF (pixels in Word); default 48. */
  logoHeight?: number;
  /** Points in the PDF (pixels in Word); default 200. */
  logoMaxWidth?: number;
  paymentDetails?: { bsb?: string; accountNumber?: string; accountName?: string; note?: string };
}

export interface PartyDetails {
  name: string;
  email?: string;
  phone?: string;
  address?: string;
  abn?: string;
}

export interface LineModel {
  description: string;
  quantity: number;
  unit?: string;
  rateCents: Cents;
  amountCents: Cents;
}

export interface SignatureModel {
  pngBytes: Uint8Array;
  /** ISO instant. */
  signedAt: string;
  name?: string;
}

export interface QuoteDocModel {
  kind: 'quote';
  title: string;
  number?: string;
  issueDate: CalendarDate;
  validUntil?: CalendarDate | null;
  business: BusinessDetails;
  client: PartyDetails;
  projectAddress?: string;
  projectDescription?: string;
  trade?: string;
  lines: LineModel[];
  subtotalCents: Cents;
  gstCents: Cents;
  totalCents: Cents;
  gstIncluded: boolean;
  depositCents?: Cents;
  notes?: string;
  signature?: SignatureModel;
  complianceNotes?: string[];
  /** what the customer did on the quote's public page (issue 12), printed last: the electronic signing record */
  customerEvents?: Array<{
    kind: string;
    at: string;
    ip: string;
    name?: string | null;
    reason?: string | null;
    /** the revision answered and its content hash (issue 18) */
    revision?: number | null;
    contentHash?: string | null;
    /** how many times this address opened the page (counted, not one entry each) */
    views?: number;
  }>;
}

export interface InvoiceDocModel {
  kind: 'invoice';
  title: string;
  invoiceNumber: string;
  issueDate: CalendarDate;
  dueDate?: CalendarDate | null;
  business: BusinessDetails;
  customer: PartyDetails;
  lines: LineModel[];
  subtotalCents: Cents;
  gstCents: Cents;
  totalCents: Cents;
  status?: string;
  paidDate?: CalendarDate | null;
  paymentMethod?: string;
  notes?: string;
  /** paid so far (part payments), when any */
  paidCents?: Cents;
  payId?: string;
}

/** A synced materials item's fields (src/domain/sync/features/materials.ts), as loose as a document needs. */
export interface MaterialItemModel extends Pick<MaterialsItemFields, 'name' | 'unit' | 'completed'> {
  /** AI-made lists sometimes carry "2-3" or "as needed", so text is allowed. */
  quantity: MaterialsItemFields['quantity'] | string;
  notes?: MaterialsItemFields['notes'];
}

export interface MaterialsDocModel {
  kind: 'materials';
  title: string;
  description?: string;
  businessName?: string;
  /** ISO instant or 'YYYY-MM-DD'. */
  createdAt: string;
  items: MaterialItemModel[];
}

export type DocModel = QuoteDocModel | InvoiceDocModel | MaterialsDocModel;
export type PricedDocModel = QuoteDocModel | InvoiceDocModel;

export interface RenderOptions {
  /**
   * IANA zone used to show instants (signature time, a list's creation time). Defaults to the runtime's own
   * zone, which on a server is often UTC, so the server should pass the user's zone when it knows it.
   */
  timeZone?: string;
}
