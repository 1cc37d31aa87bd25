import { describe, expect, it } from 'vitest';
import {
  certificateFilename,
  contentDisposition,
  docxMime,
  documentFilename,
  exportFilename,
  pdfMime,
  swmsFilename,
} from '../../../src/domain/documents';
import { makeInvoice, makeMaterials, makeQuote } from './builders';

describe('document filenames', () => {
  it('names quotes Quote_{client}_{date}_{number} with the date as YYYY-MM-DD', () => {
    expect(documentFilename(makeQuote(), 'pdf')).toBe('Quote_Priya_Nair_2025-10-05_Q-2025-0107.pdf');
    expect(documentFilename(makeQuote(), 'docx')).toBe('Quote_Priya_Nair_2025-10-05_Q-2025-0107.docx');
    // a quote without a number keeps the spec's name
    expect(documentFilename(makeQuote({ number: undefined }), 'pdf')).toBe('Quote_Priya_Nair_2025-10-05.pdf');
  });

  it('names invoices Invoice_{customer}_{date}_{number}: two of one day never share a name (issue 18)', () => {
    expect(documentFilename(makeInvoice(), 'docx')).toBe('Invoice_Jordan_Smith_2025-10-05_INV-0042.docx');
    expect(documentFilename(makeInvoice({ invoiceNumber: 'INV-0043' }), 'pdf')).toBe('Invoice_Jordan_Smith_2025-10-05_INV-0043.pdf');
  });

  it('names materials lists {title}_materials, SWMS by version, certificates by number, exports by range', () => {
    expect(documentFilename(makeMaterials({ title: 'Kitchen reno' }), 'pdf')).toBe('Kitchen_reno_materials.pdf');
    expect(swmsFilename('Roof access', 2, 'docx')).toBe('SWMS-Roof_access-v2.docx');
    expect(certificateFilename('Certificate of Compliance', '1 Main St', 'CCEW 12345')).toBe(
      'Certificate_of_Compliance-1_Main_St-CCEW_12345.pdf',
    );
    expect(certificateFilename('Gas compliance', '', null)).toBe('Gas_compliance-job.pdf');
    expect(exportFilename('xero', '2026-07-01', '2026-09-30')).toBe('invoices-xero-2026-07-01-to-2026-09-30.csv');
  });

  it.each([
    ['drops path and shell characters', 'ACME / Sons: "Best" <Pty>?*|\\', 'Invoice_ACME_Sons_Best_Pty_2025-10-05_INV-0042.pdf'],
    ['keeps accented letters', 'José Ñúñez', 'Invoice_José_Ñúñez_2025-10-05_INV-0042.pdf'],
    ['keeps letters of any script', '王伟', 'Invoice_王伟_2025-10-05_INV-0042.pdf'],
    ['collapses runs of whitespace', '  Jo   Smith \t ', 'Invoice_Jo_Smith_2025-10-05_INV-0042.pdf'],
    ['falls back when nothing safe is left', '😀 / ?', 'Invoice_Customer_2025-10-05_INV-0042.pdf'],
    ['keeps hyphens and dots inside names', "O'Brien-Smith Pty. Ltd.", 'Invoice_OBrien-Smith_Pty._Ltd_2025-10-05_INV-0042.pdf'],
  ])('%s', (_rule, name, expected) => {
    expect(documentFilename(makeInvoice({ customer: { name } }), 'pdf')).toBe(expected);
  });

  it('keeps very long names to a sensible length', () => {
    const name = documentFilename(makeQuote({ client: { name: 'x'.repeat(500) } }), 'pdf');
    expect(name.length).toBeLessThan(140);
    expect(name.endsWith('_2025-10-05_Q-2025-0107.pdf')).toBe(true);
  });

  it.each([
    [
      'Invoice_Jo_2025-10-05_INV-0042.pdf',
      `attachment; filename="Invoice_Jo_2025-10-05_INV-0042.pdf"; filename*=UTF-8''Invoice_Jo_2025-10-05_INV-0042.pdf`,
    ],
    [
      'Invoice_José_Ñúñez_2025-10-05_INV-0042.pdf',
      `attachment; filename="Invoice_Jose_Nunez_2025-10-05_INV-0042.pdf"; filename*=UTF-8''Invoice_Jos%C3%A9_%C3%91%C3%BA%C3%B1ez_2025-10-05_INV-0042.pdf`,
    ],
    [
      'Invoice_王伟_2025-10-05_INV-1.pdf',
      `attachment; filename="Invoice_2025-10-05_INV-1.pdf"; filename*=UTF-8''Invoice_%E7%8E%8B%E4%BC%9F_2025-10-05_INV-1.pdf`,
    ],
    ['Quote_Jo_(2).pdf', `attachment; filename="Quote_Jo_2.pdf"; filename*=UTF-8''Quote_Jo_%282%29.pdf`],
  ])('Content-Disposition of %s: an ASCII filename and the UTF-8 filename*', (name, header) => {
    expect(contentDisposition(name)).toBe(header);
  });

  it('exports the MIME types the endpoints send', () => {
    expect(pdfMime).toBe('application/pdf');
    expect(docxMime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });
});
