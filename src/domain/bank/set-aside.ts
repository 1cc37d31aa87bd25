import Papa from 'papaparse';
import type { IsoDate } from '../dates';
import { formatCalendarDate } from '../documents/format';
import { gstInInclusive } from '../gst';
import { centsToDecimalString, roundHalfUpDiv, type Cents } from '../money';

/**
 * Money set aside for a period: the GST in the payments received (cash basis — the ATO's "accounting for GST on a
 * cash basis": GST is reported in the period the payment is received, 1/11 of each GST-inclusive receipt from a
 * taxable sale) plus, when the tradie sets one, a percentage of the rest for income tax. The figure to move to a
 * separate account.
 *
 * A receipt from an invoice with GST-free lines carries GST in proportion (the invoice's GST ÷ its total), which is
 * exactly 1/11 when every line is taxable; a receipt from an invoice with no GST carries none.
 */
export interface Receipt {
  invoiceNumber: string;
  customerName: string;
  date: IsoDate;
  amountCents: Cents;
  invoiceTotalCents: Cents;
  invoiceGstCents: Cents;
  method: string;
}

export interface SetAsideRow extends Receipt {
  gstCents: Cents;
}

export interface SetAside {
  from: IsoDate;
  to: IsoDate;
  rows: SetAsideRow[];
  receivedCents: Cents;
  gstCents: Cents;
  /** received less GST: what the income-tax percentage applies to */
  incomeCents: Cents;
  incomeTaxBasisPoints: number;
  incomeTaxCents: Cents;
  totalCents: Cents;
}

export function gstInReceipt(r: Pick<Receipt, 'amountCents' | 'invoiceTotalCents' | 'invoiceGstCents'>): Cents {
  if (r.invoiceGstCents <= 0 || r.invoiceTotalCents <= 0) return 0;
  // Fully taxable (GST is 1/11 of the total, to the cent of rounding): the ATO's 1/11.
  if (Math.abs(r.invoiceGstCents * 11 - r.invoiceTotalCents) <= 11) return gstInInclusive(r.amountCents);
  return roundHalfUpDiv(r.amountCents * r.invoiceGstCents, r.invoiceTotalCents);
}

export function setAsideFor(receipts: readonly Receipt[], from: IsoDate, to: IsoDate, incomeTaxBasisPoints: number): SetAside {
  const rows = receipts
    .filter((r) => r.date >= from && r.date <= to)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.invoiceNumber.localeCompare(b.invoiceNumber)))
    .map((r) => ({ ...r, gstCents: gstInReceipt(r) }));
  const receivedCents = rows.reduce((s, r) => s + r.amountCents, 0);
  const gstCents = rows.reduce((s, r) => s + r.gstCents, 0);
  const incomeCents = receivedCents - gstCents;
  const bp = Math.max(0, Math.min(10_000, Math.round(incomeTaxBasisPoints)));
  const incomeTaxCents = roundHalfUpDiv(incomeCents * bp, 10_000);
  return {
    from,
    to,
    rows,
    receivedCents,
    gstCents,
    incomeCents,
    incomeTaxBasisPoints: bp,
    incomeTaxCents,
    totalCents: gstCents + incomeTaxCents,
  };
}

export const SET_ASIDE_COLUMNS = [
  'Date received',
  'Invoice number',
  'Customer',
  'Method',
  'Received (incl. GST)',
  'GST in receipt',
] as const;

/**
 * The plain CSV: one row per receipt, then the totals. Cells a spreadsheet would run as a formula (starting with
 * = + - @, tab or carriage return) are neutralised by papaparse's escapeFormulae (a leading apostrophe).
 */
export function setAsideCsv(s: SetAside): string {
  const money = centsToDecimalString;
  const data: string[][] = s.rows.map((r) => [
    formatCalendarDate(r.date),
    r.invoiceNumber,
    r.customerName,
    r.method,
    money(r.amountCents),
    money(r.gstCents),
  ]);
  data.push([], ['Period', `${formatCalendarDate(s.from)} to ${formatCalendarDate(s.to)}`]);
  data.push(['Received', money(s.receivedCents)], ['GST collected (cash basis)', money(s.gstCents)]);
  data.push([`Income tax set aside (${s.incomeTaxBasisPoints / 100}% of ${money(s.incomeCents)})`, money(s.incomeTaxCents)]);
  data.push(['Set aside in total', money(s.totalCents)]);
  return Papa.unparse({ fields: [...SET_ASIDE_COLUMNS], data }, { newline: '\r\n', escapeFormulae: true });
}
