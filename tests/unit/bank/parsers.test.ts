import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BANK_MAPPINGS, guessBankMapping, parseStatement, readCsvRows, sniffStatement, StatementError } from '../../../src/domain/bank';

const sample = (name: string) => readFileSync(new URL(`../../fixtures/bank/${name}`, import.meta.url), 'utf8');
const simple = (text: string) => parseStatement(text).lines.map((l) => [l.date, l.amountCents, l.description]);

describe('bank statement files, each bank and format', () => {
  it.each([
    ['commbank.csv', 'commbank'],
    ['westpac.csv', 'westpac'],
    ['nab.csv', 'nab'],
    ['anz.csv', 'anz'],
  ])('recognises %s as %s by its layout', (file, bank) => {
    const kind = sniffStatement(sample(file));
    expect(kind.kind === 'csv' && kind.bank).toBe(bank);
  });

  it('reads CommBank: no header, signed amounts with +, balance last', () => {
    expect(simple(sample('commbank.csv'))).toEqual([
      ['2026-12-12', 121000, 'Direct Credit 301500 M WALSH INV-0003'],
      ['2026-12-11', -6435, 'BUNNINGS 123000 HOBART'],
      ['2026-12-10', 55000, 'Transfer from CBA A JONES'],
      ['2026-12-10', 55000, 'Transfer from CBA A JONES'],
      ['2026-12-09', -1200, 'Account Fee'],
    ]);
  });

  it('reads Westpac: separate debit and credit columns, quoted narrative with a comma', () => {
    expect(simple(sample('westpac.csv'))).toEqual([
      ['2026-12-12', 121000, 'DEPOSIT ONLINE 2345678 M WALSH INV 3'],
      ['2026-12-11', -6435, 'EFTPOS BUNNINGS HOBART AU'],
      ['2026-12-10', 33000, 'DEPOSIT-OSKO PAYMENT 123 NGUYEN, T'],
    ]);
  });

  it('reads NAB: "12 Dec 26" dates, details then merchant then type', () => {
    expect(simple(sample('nab.csv'))).toEqual([
      ['2026-12-12', 121000, 'M WALSH INV0003 INTER-BANK CREDIT'],
      ['2026-12-11', -6435, 'BUNNINGS 123 HOBART Bunnings Warehouse EFTPOS DEBIT'],
    ]);
  });

  it('reads ANZ: three columns, no header', () => {
    expect(simple(sample('anz.csv'))).toEqual([
      ['2026-12-12', 121000, 'ANZ M-BANKING PAYMENT TRANSFER 123456 FROM M WALSH INV-0003'],
      ['2026-12-11', -6435, 'EFTPOS BUNNINGS HOBART'],
    ]);
  });

  it('reads OFX 1.x SGML (unclosed elements, entities, dates with a time zone) with FITID and account', () => {
    const s = parseStatement(sample('statement.ofx'));
    expect(s.format).toBe('ofx');
    expect(s.account).toBe('12345678');
    expect(s.lines).toEqual([
      {
        date: '2026-12-12',
        amountCents: 121000,
        description: 'M WALSH Direct Credit INV-0003',
        payee: 'M WALSH',
        bankId: '12345678:2026121200001',
      },
      {
        date: '2026-12-11',
        amountCents: -6435,
        description: 'BUNNINGS 123 HOBART & CO',
        payee: 'BUNNINGS 123 HOBART & CO',
        bankId: '12345678:2026121100007',
      },
    ]);
  });

  it('reads OFX 2.x XML (QFX) the same way', () => {
    const s = parseStatement(sample('statement.qfx'));
    expect(s.lines.map((l) => [l.date, l.amountCents, l.payee, l.bankId])).toEqual([
      ['2026-12-12', 121000, 'M WALSH', '12345678:2026121200001'],
      ['2026-12-13', 33000, 'T NGUYEN', '12345678:2026121300002'],
    ]);
  });

  it('reads QIF with Australian day-first dates and thousands separators', () => {
    expect(simple(sample('statement.qif'))).toEqual([
      ['2026-12-12', 121000, 'M WALSH Direct Credit INV-0003'],
      ['2026-12-13', -6435, 'BUNNINGS 123 HOBART'],
    ]);
  });

  it("reads Quicken's own QIF: month first, apostrophe century, padded days", () => {
    expect(simple(sample('quicken-us.qif'))).toEqual([
      ['2006-12-25', 50000, 'PAYCHECK'],
      ['2007-01-05', -2028, 'YOUR LOCAL SUPERMARKET'],
    ]);
  });

  it('skips a line it cannot read with the reason, and keeps the rest', () => {
    const s = parseStatement('12/12/2026,"+10.00","A"\r\n31/02/2026,"+5.00","B"\r\n13/12/2026,"abc","C"\r\n');
    expect(s.lines).toHaveLength(1);
    expect(s.skipped).toEqual(['line 2: "31/02/2026" is not a date', 'line 3: the amount is not a number']);
  });

  it('asks for a mapping for another bank, and reads it with one', () => {
    const text = 'Posted,Details,Money in,Money out\r\n2026-12-12,M WALSH INV-0003,1210.00,\r\n2026-12-13,Fuel,,80.00\r\n';
    expect(() => parseStatement(text)).toThrow(StatementError);
    const mapping = guessBankMapping(readCsvRows(text));
    expect(mapping).toEqual({ hasHeader: true, date: 0, amount: null, credit: 2, debit: 3, description: [1], monthFirst: false });
    expect(parseStatement(text, mapping).lines.map((l) => l.amountCents)).toEqual([121000, -8000]);
  });

  it('refuses a mapping that points outside the file', () => {
    expect(() => parseStatement('a,b\r\n', { ...BANK_MAPPINGS.anz, description: [7] })).toThrow(
      'Pick the column that holds the description.',
    );
  });
});
