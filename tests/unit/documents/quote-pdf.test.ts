import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../../src/domain/documents';
import { makeQuote, sampleSignature } from './builders';
import { pdfContentStreams, pdfText } from './pdf-text';

describe('quote PDF', () => {
  it('is headed "Quote" and shows how long the price holds', async () => {
    const lines = (await pdfText(await renderPdf(makeQuote()))).split('\n');
    expect(lines).toContain('Quote');
    expect(lines).not.toContain('Tax Invoice');
    expect(lines).toContain('Q-2025-0107');
    expect(lines.join('\n')).toContain('Valid until\n04/11/2025');
  });

  it('applies a GST line only when the quote says gstIncluded', async () => {
    const withGst = await pdfText(await renderPdf(makeQuote({ gstIncluded: true })));
    expect(withGst).toContain('GST (10%)\n$236.20');
    expect(withGst).toContain('Total (incl. GST)\n$2,598.20');

    const withoutGst = await pdfText(await renderPdf(makeQuote({ gstIncluded: false })));
    expect(withoutGst).not.toMatch(/GST/);
    expect(withoutGst).toContain('Total\n$2,362.00');
  });

  it('prints the project, deposit, compliance notes and notes', async () => {
    const text = await pdfText(await renderPdf(makeQuote()));
    expect(text).toContain('Project\nTrade: Plumbing\n7 Ocean Parade, Thirroul NSW 2515');
    expect(text).toContain('Deposit required\n$500.00');
    expect(text).toContain('Compliance notes');
    expect(text).toContain('Work over $5,000 needs a written contract (NSW).');
    expect(text).toContain('Price assumes clear access to the work area.\nExcludes tiling and electrical work.');
  });

  it('shows the signature image with "Signed by … on …" in the zone it is asked for', async () => {
    const model = makeQuote({
      signature: { pngBytes: sampleSignature(), signedAt: '2025-10-05T14:30:00Z', name: 'Priya Nair' },
    });
    const bytes = await renderPdf(model, { timeZone: 'Australia/Perth' });
    expect(await pdfText(bytes)).toContain('Signed by Priya Nair on 05/10/2025, 10:30 pm AWST');
    const [content] = await pdfContentStreams(bytes);
    expect(content).toMatch(/\/Image-\d+ Do/);
  });

  it('names the client as signer when the signature has no name, and omits acceptance when unsigned', async () => {
    const signed = makeQuote({ signature: { pngBytes: sampleSignature(), signedAt: '2025-10-05T23:00:00Z' } });
    expect(await pdfText(await renderPdf(signed, { timeZone: 'Australia/Sydney' }))).toContain(
      'Signed by Priya Nair on 06/10/2025, 10:00 am AEDT',
    );
    const unsigned = await pdfText(await renderPdf(makeQuote()));
    expect(unsigned).not.toContain('Signed by');
    expect(unsigned).not.toContain('Acceptance');
  });
});
