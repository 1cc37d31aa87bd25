import { describe, expect, it } from 'vitest';
import { docxMime, documentFilename, pdfMime } from '../../../src/domain/documents';
import { makeInvoice, makeMaterials, makeQuote } from './builders';

describe('document filenames', () => {
  it('names quotes Quote_{client}_{date} with the date as YYYY-MM-DD', () => {
    expect(documentFilename(makeQuote(), 'pdf')).toBe('Quote_Priya_Nair_2025-10-05.pdf');
    expect(documentFilename(makeQuote(), 'docx')).toBe('Quote_Priya_Nair_2025-10-05.docx');
  });

  it('names invoices Invoice_{customer}_{date}', () => {
    expect(documentFilename(makeInvoice(), 'docx')).toBe('Invoice_Jordan_Smith_2025-10-05.docx');
  });

  it("keeps the spec's name, and adds the number only when another document of that client and day needs telling apart", () => {
    expect(documentFilename(makeInvoice(), 'pdf', { distinguish: false })).toBe('Invoice_Jordan_Smith_2025-10-05.pdf');
    expect(documentFilename(makeInvoice(), 'pdf', { distinguish: true })).toBe('Invoice_Jordan_Smith_2025-10-05_INV-0042.pdf');
    const second = makeInvoice({ invoiceNumber: 'INV-0043' });
    expect(documentFilename(second, 'docx', { distinguish: true })).toBe('Invoice_Jordan_Smith_2025-10-05_INV-0043.docx');
    expect(documentFilename(makeQuote(), 'pdf', { distinguish: true })).toBe('Quote_Priya_Nair_2025-10-05_Q-2025-0107.pdf');
    // a quote without a number keeps the spec's name
    expect(documentFilename(makeQuote({ number: undefined }), 'pdf', { distinguish: true })).toBe('Quote_Priya_Nair_2025-10-05.pdf');
  });

  it('names materials lists {title}_materials', () => {
    expect(documentFilename(makeMaterials({ title: 'Kitchen reno' }), 'pdf')).toBe('Kitchen_reno_materials.pdf');
  });

  it.each([
    ['drops path and shell characters', 'ACME / Sons: "Best" <Pty>?*|\\', 'Invoice_ACME_Sons_Best_Pty_2025-10-05.pdf'],
    ['folds accents', 'José Ñúñez', 'Invoice_Jose_Nunez_2025-10-05.pdf'],
    ['collapses runs of whitespace', '  Jo   Smith \t ', 'Invoice_Jo_Smith_2025-10-05.pdf'],
    ['falls back when nothing safe is left', '😀 / ?', 'Invoice_Customer_2025-10-05.pdf'],
    ['keeps hyphens and dots inside names', "O'Brien-Smith Pty. Ltd.", 'Invoice_OBrien-Smith_Pty._Ltd_2025-10-05.pdf'],
  ])('%s', (_rule, name, expected) => {
    expect(documentFilename(makeInvoice({ customer: { name } }), 'pdf')).toBe(expected);
  });

  it('keeps very long names to a sensible length', () => {
    const name = documentFilename(makeQuote({ client: { name: 'x'.repeat(500) } }), 'pdf');
    expect(name.length).toBeLessThan(120);
    expect(name.endsWith('_2025-10-05.pdf')).toBe(true);
  });

  it('exports the MIME types the endpoints send', () => {
    expect(pdfMime).toBe('application/pdf');
    expect(docxMime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });
});
