/**
 * Accounting export (issue 12): a business's invoices and payments for a date range, as CSV files an accountant imports.
 *
 * - Xero: the sales-invoice import template (Business → Invoices → Import; the 29 columns of SalesInvoiceTemplate.csv,
 *   in its order). One row per invoice line; required columns are starred in Xero's template and keep the star in the
 *   header, as the template has it. Dates DD/MM/YYYY; UnitAmount is GST-exclusive (choose "Tax exclusive" when
 *   importing); TaxAmount is each line's GST, spread so the lines add up to the invoice's GST to the cent (left to
 *   itself Xero rounds per line and can be a cent out); Total is the invoice's total incl. GST on each of its lines;
 *   TaxType is the Australian rate name "GST on Income", or "BAS Excluded" for a seller not registered for GST;
 *   AccountCode 200 is Sales in Xero's default Australian chart.
 * - MYOB AccountRight: the Sales (Service) import fields. One row per invoice line and an empty row between invoices,
 *   as MYOB's multi-line import files do; Amount is GST-exclusive and Inc-Tax Amount inclusive; Tax Code GST or FRE;
 *   Account # 4-1000 is the income account of MYOB's sample chart (change it in the import assistant's mapping).
 * - Plain: one row per invoice with its totals, paid and owing, and one row per payment, for anyone's spreadsheet.
 *
 * Money is cents inside; every amount is written as dollars with two decimals and no symbol.
 */
import Papa from 'papaparse';
import { formatCalendarDate } from '../documents/format';
import { centsToDecimalString, lineAmount, type Cents } from '../money';
import { gstInInclusive, gstOn, lineExGst, lineRateExGst } from '../gst';
import type { Invoice, Payment } from '../schemas/documents';
import { statusWords } from '../documents/status-words';
import { safeCell } from './csv-cell';

export type ExportInvoice = Pick<
  Invoice,
  | 'invoiceNumber'
  | 'customerName'
  | 'customerEmail'
  | 'customerAddress'
  | 'invoiceDate'
  | 'dueDate'
  | 'items'
  | 'subtotalCents'
  | 'gstCents'
  | 'totalCents'
  | 'status'
  | 'title'
> & { payments?: readonly Payment[] | null };

export const XERO_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

export const MYOB_COLUMNS = [
  'Co./Last Name',
  'First Name',
  'Addr 1 - Line 1',
  'Addr 1 - Line 2',
  'Addr 1 - Line 3',
  'Addr 1 - Line 4',
  'Inclusive',
  'Invoice No.',
  'Date',
  'Customer PO',
  'Description',
  'Account No.',
  'Amount',
  'Inc-Tax Amount',
  'Job',
  'Comment',
  'Journal Memo',
  'Tax Code',
  'Non-GST Amount',
  'GST Amount',
  'Sale Status',
  'Terms - Payment is Due',
  ' - Balance Due Days',
  'Amount Paid',
  'Payment Method',
] as const;

export const PLAIN_COLUMNS = [
  'Record',
  'Invoice number',
  'Customer',
  'Customer email',
  'Invoice date',
  'Due date',
  'Status',
  'Subtotal (excl. GST)',
  'GST',
  'Total (incl. GST)',
  'Paid',
  'Owing',
  'Payment date',
  'Payment amount',
  'Payment method',
  'Payment reference',
] as const;

export interface ExportOptions {
  gstRegistered: boolean;
  xeroAccountCode?: string;
  myobAccount?: string;
}

const money = (c: Cents) => centsToDecimalString(c);
const date = (d: string | null | undefined) => (d ? formatCalendarDate(d) : '');
const paid = (i: ExportInvoice) => (i.payments ?? []).reduce((s, p) => s + p.amountCents, 0);
const addressLines = (a: string) => {
  const lines = a
    .split(/\r?\n|,\s*/)
    .map((l) => l.trim())
    .filter(Boolean);
  return [lines[0] ?? '', lines[1] ?? '', lines[2] ?? '', lines.slice(3).join(', ')];
};
/** Columns holding numbers this module writes itself (amounts, quantities): the only cells not neutralised. */
const NUMBER_COLUMNS = new Set<string>([
  'Total',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  'TaxAmount',
  'Amount',
  'Inc-Tax Amount',
  'Non-GST Amount',
  'GST Amount',
  'Amount Paid',
  'Subtotal (excl. GST)',
  'GST',
  'Total (incl. GST)',
  'Paid',
  'Owing',
  'Payment amount',
]);
const csv = (columns: readonly string[], rows: (string | number)[][]) =>
  Papa.unparse(
    {
      fields: [...columns],
      data: rows.map((r) => r.map((v, i) => (NUMBER_COLUMNS.has(columns[i]!) ? String(v) : safeCell(v)))),
    },
    { newline: '\r\n' },
  );

/**
 * Each line's GST-exclusive amount and GST, with the rounding difference on the last line, so the lines add up to the
 * invoice's subtotal and GST exactly (the invoice rounds GST once, on its subtotal).
 */
function lineTaxes(inv: ExportInvoice, gstRegistered: boolean): { ex: Cents[]; gst: Cents[] } {
  const ex = inv.items.map((l) => lineExGst(l, gstRegistered));
  const gst = inv.items.map((l, i) =>
    !gstRegistered ? 0 : l.gstInclusive ? gstInInclusive(lineAmount(l.quantity, l.rateCents)) : gstOn(ex[i]!),
  );
  if (gst.length) gst[gst.length - 1] += inv.gstCents - gst.reduce((s, g) => s + g, 0);
  return { ex, gst };
}

const STATE = /^(.*?)[\s,]+(NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s+(\d{4})$/i;

/**
 * An Australian address typed on one line or several ("12 Smith St, Parramatta NSW 2150") as Xero's contact columns:
 * street lines, then suburb in POCity, state in PORegion, postcode in POPostalCode, country Australia. An address
 * without a recognisable "suburb STATE postcode" ending stays in the street lines as typed.
 */
export function xeroAddress(a: string): { lines: string[]; city: string; region: string; postcode: string; country: string } {
  const parts = a
    .split(/\r?\n|,\s*/)
    .map((l) => l.trim())
    .filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  const m = STATE.exec(last);
  if (!m) {
    const [l1 = '', l2 = '', l3 = '', ...rest] = parts;
    return { lines: [l1, l2, l3, rest.join(', ')], city: '', region: '', postcode: '', country: '' };
  }
  const street = parts.slice(0, -1);
  // "Parramatta NSW 2150" on its own, or "12 Smith St Parramatta NSW 2150" with no comma: the suburb is m[1] either way
  let city = m[1]!.trim();
  if (!city && street.length > 1) city = street.pop()!;
  const [l1 = '', l2 = '', l3 = '', ...rest] = street;
  return { lines: [l1, l2, l3, rest.join(', ')], city, region: m[2]!.toUpperCase(), postcode: m[3]!, country: 'Australia' };
}

export function xeroCsv(invoices: readonly ExportInvoice[], opts: ExportOptions): string {
  const tax = opts.gstRegistered ? 'GST on Income' : 'BAS Excluded';
  const rows = invoices.flatMap((inv) => {
    const { gst } = lineTaxes(inv, opts.gstRegistered);
    const addr = xeroAddress(inv.customerAddress);
    return inv.items.map((line, i) => {
      const [a1, a2, a3, a4] = addr.lines;
      return [
        inv.customerName,
        inv.customerEmail,
        a1,
        a2,
        a3,
        a4,
        addr.city,
        addr.region,
        addr.postcode,
        addr.country,
        inv.invoiceNumber,
        inv.title,
        date(inv.invoiceDate),
        date(inv.dueDate ?? inv.invoiceDate),
        money(inv.totalCents),
        '',
        line.description,
        String(line.quantity),
        money(lineRateExGst(line, opts.gstRegistered)),
        '',
        opts.xeroAccountCode ?? '200',
        tax,
        money(gst[i]),
        '',
        '',
        '',
        '',
        'AUD',
        '',
      ];
    });
  });
  return csv(XERO_COLUMNS, rows);
}

/** One invoice's lines, then an empty row: MYOB reads the empty row as the end of that sale. */
export function myobCsv(invoices: readonly ExportInvoice[], opts: ExportOptions): string {
  const rows: (string | number)[][] = [];
  for (const inv of invoices) {
    const { ex: lines, gst } = lineTaxes(inv, opts.gstRegistered);
    const [a1, a2, a3, a4] = addressLines(inv.customerAddress);
    const terms = inv.dueDate ? Math.max(0, Math.round((Date.parse(inv.dueDate) - Date.parse(inv.invoiceDate)) / 86_400_000)) : 0;
    inv.items.forEach((line, i) => {
      rows.push([
        inv.customerName,
        '',
        a1,
        a2,
        a3,
        a4,
        '',
        inv.invoiceNumber,
        date(inv.invoiceDate),
        '',
        line.description,
        opts.myobAccount ?? '4-1000',
        money(lines[i]),
        money(lines[i] + gst[i]),
        '',
        inv.title,
        `Sale; ${inv.customerName}`,
        opts.gstRegistered ? 'GST' : 'FRE',
        opts.gstRegistered ? '0.00' : money(lines[i]),
        money(gst[i]),
        'I',
        '2',
        String(terms),
        i === 0 ? money(paid(inv)) : '',
        '',
      ]);
    });
    rows.push(MYOB_COLUMNS.map(() => ''));
  }
  return csv(MYOB_COLUMNS, rows);
}

/** Payments in the range are listed even when their invoice was dated before it (money in, for the BAS). */
export function plainCsv(invoices: readonly ExportInvoice[], payments: readonly { invoice: ExportInvoice; payment: Payment }[]): string {
  const rows: (string | number)[][] = invoices.map((inv) => [
    'Invoice',
    inv.invoiceNumber,
    inv.customerName,
    inv.customerEmail,
    date(inv.invoiceDate),
    date(inv.dueDate),
    statusWords(inv.status),
    money(inv.subtotalCents),
    money(inv.gstCents),
    money(inv.totalCents),
    money(paid(inv)),
    money(Math.max(0, inv.totalCents - paid(inv))),
    '',
    '',
    '',
    '',
  ]);
  for (const { invoice, payment } of payments) {
    rows.push([
      'Payment',
      invoice.invoiceNumber,
      invoice.customerName,
      invoice.customerEmail,
      date(invoice.invoiceDate),
      date(invoice.dueDate),
      statusWords(invoice.status),
      '',
      '',
      '',
      '',
      '',
      date(payment.date),
      money(payment.amountCents),
      payment.method,
      payment.reference ?? '',
    ]);
  }
  return csv(PLAIN_COLUMNS, rows);
}
