import { describe, expect, it } from 'vitest';
import { renderDocx, renderPdf } from '../../../src/domain/documents';
import { businessFromEntities } from '../../../src/domain/documents/from-entities';
import { revisionContent } from '../../../src/domain/documents/revision';
import { makeBusiness, makeInvoice, makeQuote } from './builders';
import { docxText } from './docx-text';
import { pdfText } from './pdf-text';

/** Issue 18: the tradie's licence number, synced with the company record, is printed on quotes and invoices where set. */
describe('licence number on documents', () => {
  const licensed = makeBusiness({ licenceNumber: 'PL 123456' });

  it('comes from the company record, trimmed, and is left out when blank', () => {
    expect(businessFromEntities({ company: { name: 'Co', licenceNumber: ' PL 123456 ' } }).licenceNumber).toBe('PL 123456');
    expect(businessFromEntities({ company: { name: 'Co', licenceNumber: '  ' } }).licenceNumber).toBeUndefined();
  });

  it.each([
    ['quote', () => makeQuote({ business: licensed })],
    ['invoice', () => makeInvoice({ business: licensed })],
  ] as const)('prints it under the ABN on the %s PDF and Word file', async (_kind, make) => {
    const pdf = await pdfText(await renderPdf(make()));
    expect(pdf).toMatch(/ABN 53 004 085 616\nLicence No\. PL 123456/);
    const { paragraphs } = docxText(await renderDocx(make()));
    expect(paragraphs).toContain('Licence No. PL 123456');
  });

  it('prints nothing when not set', async () => {
    expect(await pdfText(await renderPdf(makeQuote()))).not.toContain('Licence');
    expect(docxText(await renderDocx(makeInvoice())).text).not.toContain('Licence');
  });

  it("is part of a quote's content hash text", () => {
    const quote = {
      title: 'Q',
      jobNumber: null,
      clientName: 'M',
      clientEmail: '',
      clientPhone: '',
      projectAddress: '',
      projectDescription: '',
      items: [],
      gstIncluded: true,
      depositCents: null,
      validUntil: null,
      notes: '',
      subtotalCents: 0,
      gstAmountCents: 0,
      totalCents: 0,
    } as unknown as Parameters<typeof revisionContent>[0];
    const without = revisionContent(quote, { name: 'Co', abn: null });
    const withLicence = revisionContent(quote, { name: 'Co', abn: null, licenceNumber: 'PL 1' });
    expect(withLicence).not.toBe(without);
    expect(withLicence).toContain('PL 1');
  });
});
