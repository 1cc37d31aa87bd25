import { describe, expect, it } from 'vitest';
import { renderDocx } from '../../../src/domain/documents';
import { makeBusiness, makeInvoice, makeLine, makeMaterials, makeQuote, sampleLogo, sampleSignature } from './builders';
import { docxParts, docxText } from './docx-text';

describe('Word documents', () => {
  it('writes a zip with the parts Word needs', async () => {
    const bytes = await renderDocx(makeInvoice());
    expect(String.fromCharCode(bytes[0], bytes[1])).toBe('PK');
    const parts = Object.keys(docxParts(bytes));
    expect(parts).toEqual(expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/styles.xml']));
  });

  it('gives a tax invoice the same required details as the PDF', async () => {
    const { paragraphs, xml } = docxText(await renderDocx(makeInvoice()));
    expect(paragraphs).toEqual(
      expect.arrayContaining([
        'Tax Invoice',
        'Coastline Plumbing Pty Ltd',
        'ABN 53 004 085 616',
        '05/10/2025',
        'Labour - licensed plumber',
        '3.5',
        '$110.00',
        'GST (10%)',
        '$236.20',
        '$2,598.20',
        'Please pay $2,598.20 by 19/10/2025.',
        'BSB\t062-000',
      ]),
    );
    // A real table whose header row repeats on each page.
    expect(xml).toContain('<w:tbl>');
    expect(xml).toMatch(/<w:tblHeader\/>|<w:tblHeader w:val="(true|1)"\/>/);
  });

  it('titles a non-registered seller\'s Word invoice "Invoice" with no GST line', async () => {
    const { paragraphs, text } = docxText(await renderDocx(makeInvoice({ business: makeBusiness({ gstRegistered: false }) })));
    expect(paragraphs).toContain('Invoice');
    expect(paragraphs).not.toContain('Tax Invoice');
    expect(text).not.toMatch(/GST/);
    expect(paragraphs).toContain('$2,362.00');
  });

  it('puts the quote validity, project, deposit and signature caption in the Word quote', async () => {
    const model = makeQuote({ signature: { pngBytes: sampleSignature(), signedAt: '2025-10-05T23:00:00Z', name: 'P. Nair' } });
    const bytes = await renderDocx(model, { timeZone: 'Australia/Sydney' });
    const { paragraphs } = docxText(bytes);
    expect(paragraphs).toEqual(
      expect.arrayContaining([
        'Quote',
        'Valid until',
        '04/11/2025',
        'Trade: Plumbing',
        'Deposit required',
        '$500.00',
        'Work over $5,000 needs a written contract (NSW).',
        'Signed by P. Nair on 06/10/2025, 10:00 am AEDT',
      ]),
    );
    expect(Object.keys(docxParts(bytes)).some((p) => p.startsWith('word/media/'))).toBe(true);
  });

  it('embeds the logo and keeps GST out of a quote that excludes it', async () => {
    const model = makeQuote({ gstIncluded: false, business: makeBusiness({ logo: { bytes: sampleLogo(), mime: 'image/png' } }) });
    const bytes = await renderDocx(model);
    expect(Object.keys(docxParts(bytes)).filter((p) => p.startsWith('word/media/'))).toHaveLength(1);
    expect(docxText(bytes).text).not.toMatch(/GST/);
  });

  it('puts a "Page N of M" field in the footer', async () => {
    const parts = docxParts(await renderDocx(makeInvoice({ lines: Array.from({ length: 100 }, (_, i) => makeLine(`Part ${i}`, 1, 100)) })));
    const footer = Object.entries(parts).find(([name]) => /^word\/footer\d*\.xml$/.test(name));
    expect(footer).toBeDefined();
    const xml = new TextDecoder().decode(footer![1]);
    expect(xml).toContain('PAGE');
    expect(xml).toContain('NUMPAGES');
  });

  it('writes a materials checklist with ticked and empty boxes and progress', async () => {
    const { paragraphs } = docxText(await renderDocx(makeMaterials(), { timeZone: 'Australia/Sydney' }));
    expect(paragraphs).toEqual(expect.arrayContaining(['Deck build - 4.8 x 3.6 m', 'Created 05/10/2025    2 of 4 done']));
    expect(paragraphs.filter((p) => p === '\u2611')).toHaveLength(2);
    expect(paragraphs.filter((p) => p === '\u2610')).toHaveLength(2);
  });

  it('strips control characters that would make the XML invalid', async () => {
    const { xml } = docxText(await renderDocx(makeInvoice({ notes: 'bad\u0007bell\u0000' })));
    expect(xml).toContain('badbell');
    // eslint-disable-next-line no-control-regex -- the test looks for exactly these control characters
    expect(xml).not.toMatch(/[\u0000-\u0008]/);
  });
});
