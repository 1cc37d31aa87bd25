import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { gstInReceipt, setAsideCsv, setAsideFor, type Receipt } from '../../../src/domain/bank';

const r = (
  date: string,
  amountCents: number,
  invoiceTotalCents: number,
  invoiceGstCents: number,
  customerName = 'Mary Walsh',
): Receipt => ({
  invoiceNumber: 'INV-0003',
  customerName,
  date,
  amountCents,
  invoiceTotalCents,
  invoiceGstCents,
  method: 'Bank transfer',
});

describe('money set aside', () => {
  it('takes 1/11 of each receipt from a taxable invoice, nothing from an invoice without GST', () => {
    expect(gstInReceipt(r('2026-12-01', 121000, 121000, 11000))).toBe(11000);
    expect(gstInReceipt(r('2026-12-01', 50000, 121000, 11000))).toBe(4545); // part payment: 500 / 11
    expect(gstInReceipt(r('2026-12-01', 50000, 50000, 0))).toBe(0);
  });

  it('takes GST in proportion when the invoice has GST-free lines', () => {
    // $1,000 taxable + $500 GST-free: GST $100 in a $1,600 total
    expect(gstInReceipt(r('2026-12-01', 80000, 160000, 10000))).toBe(5000);
  });

  it('counts only payments received in the period, and adds the income-tax percentage of the rest', () => {
    const s = setAsideFor(
      [
        r('2026-11-30', 110000, 110000, 10000),
        r('2026-12-01', 121000, 121000, 11000),
        r('2026-12-31', 55000, 55000, 5000),
        r('2027-01-01', 9900, 9900, 900),
      ],
      '2026-12-01',
      '2026-12-31',
      2500,
    );
    expect(s).toMatchObject({ receivedCents: 176000, gstCents: 16000, incomeCents: 160000, incomeTaxCents: 40000, totalCents: 56000 });
  });

  it('exports the plain CSV with formula cells neutralised', () => {
    const csv = setAsideCsv(
      setAsideFor(
        [r('2026-12-01', 121000, 121000, 11000, '=HYPERLINK("http://x")'), r('2026-12-02', 1100, 1100, 100, '@SUM(A1)')],
        '2026-12-01',
        '2026-12-31',
        0,
      ),
    );
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[0]).toEqual(['Date received', 'Invoice number', 'Customer', 'Method', 'Received (incl. GST)', 'GST in receipt']);
    expect(rows[1]).toEqual(['01/12/2026', 'INV-0003', `'=HYPERLINK("http://x")`, 'Bank transfer', '1210.00', '110.00']);
    expect(rows[2][2]).toBe("'@SUM(A1)");
    expect(csv).toContain('GST collected (cash basis),110.00'.replace('110.00', '1210.00'.replace('1210.00', '111.00')));
  });
});
