import { describe, expect, it } from 'vitest';
import { renderDocx, renderPdf } from '../../../src/domain/documents';
import { payBlock } from '../../../src/domain/documents/pay-block';
import { makeBusiness, makeInvoice, makeLine, sampleLogo } from './builders';
import { pdfContentStreams, pdfPages, pdfText } from './pdf-text';
import { docxText } from './docx-text';

const startsWithPdfHeader = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-';

describe('invoice PDF', () => {
  it('titles a GST-registered seller\'s invoice "Tax Invoice" and shows the ATO-required details', async () => {
    const model = makeInvoice();
    const bytes = await renderPdf(model);
    expect(startsWithPdfHeader(bytes)).toBe(true);
    const lines = (await pdfText(bytes)).split('\n');
    expect(lines).toContain('Tax Invoice');
    expect(lines).toContain('Coastline Plumbing Pty Ltd');
    expect(lines).toContain('ABN 53 004 085 616');
    expect(lines).toContain('05/10/2025'); // issue date, en-AU
    expect(lines).toContain('Labour - licensed plumber');
    expect(lines).toContain('3.5'); // quantity
    expect(lines).toContain('$110.00'); // rate
    expect(lines).toContain('GST (10%)');
    expect(lines).toContain('$236.20'); // 10% of $2,362.00
    expect(lines).toContain('$2,598.20'); // total
  });

  it('titles a seller not registered for GST "Invoice" and prints no GST line at all', async () => {
    const model = makeInvoice({ business: makeBusiness({ gstRegistered: false }) });
    const lines = (await pdfText(await renderPdf(model))).split('\n');
    expect(lines).toContain('Invoice');
    expect(lines).not.toContain('Tax Invoice');
    expect(lines.filter((l) => /GST/.test(l))).toEqual([]);
    expect(lines).toContain('Total');
    expect(lines).toContain('$2,362.00');
  });

  it('prints the due date and the bank details to pay into, with the invoice number as reference', async () => {
    const text = await pdfText(await renderPdf(makeInvoice()));
    expect(text).toContain('Due date\n19/10/2025');
    expect(text).toContain('Please pay $2,598.20 by 19/10/2025.');
    expect(text).toContain('BSB\n062-000');
    expect(text).toContain('Account number\n1234 5678');
    expect(text).toContain('Reference\nINV-0042');
  });

  it('prints the PayID beside the bank details and asks only for what is still owing after a part payment (issue 12)', async () => {
    const text = await pdfText(await renderPdf(makeInvoice({ payId: 'jobs@coastline.example', paidCents: 100_000 })));
    expect(text).toContain('PayID\njobs@coastline.example');
    expect(text).toContain('Reference\nINV-0042');
    expect(text).toContain('Please pay $1,598.20 by 19/10/2025.');
  });

  it('prints the same pay block as the customer page and the emails (issue 23): heading, sentence, amount owing, PayID, bank, reference', async () => {
    const model = makeInvoice({ payId: 'jobs@coastline.example', paidCents: 100_000 });
    const block = payBlock(model, 159_820);
    const text = await pdfText(await renderPdf(model));
    expect(text).toContain(block.heading);
    expect(block.heading).toBe('How to pay: $1,598.20');
    expect(text.replace(/\n/g, ' ')).toContain(block.sentence);
    for (const v of block.values) expect(text).toContain(`${v.label}\n${v.shown}`);
    expect(block.values.map((v) => v.label)).toEqual(['Amount', 'PayID', 'BSB', 'Account number', 'Account name', 'Reference']);
    const word = docxText(await renderDocx(model)).paragraphs;
    expect(word).toEqual(expect.arrayContaining([block.heading, block.sentence, ...block.values.map((v) => `${v.label}\t${v.shown}`)]));
  });

  it('prints a payment note when the business has no bank details', async () => {
    const business = makeBusiness({ paymentDetails: { note: 'Pay by card on site or call the office.' } });
    const text = await pdfText(await renderPdf(makeInvoice({ business })));
    expect(text).toContain('Pay by card on site or call the office.');
    expect(text).not.toContain('BSB');
  });

  it('says when and how a paid invoice was paid and that nothing is owing', async () => {
    const model = makeInvoice({ status: 'paid', paidDate: '2025-10-12', paymentMethod: 'bank transfer' });
    const text = await pdfText(await renderPdf(model));
    expect(text).toContain('Paid on 12/10/2025 by bank transfer. Thank you.');
    expect(text).toContain('Balance due\n$0.00');
    expect(text).not.toContain('Please pay');
  });

  it('flows a 100-line invoice onto more pages, numbering each page and repeating the table header', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => makeLine(`Fitting number ${i + 1}`, 1, 1000 + i, 'ea'));
    const pages = await pdfPages(await renderPdf(makeInvoice({ lines })));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((runs, i) => {
      expect(runs).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(runs).toContain('Description');
      expect(runs).toContain('Amount');
    });
    const all = pages.flat();
    for (let i = 1; i <= 100; i++) expect(all).toContain(`Fitting number ${i}`);
    expect(pages[pages.length - 1]).toContain('Total (incl. GST)');
  });

  it('prints no page numbers on a one-page invoice', async () => {
    const pages = await pdfPages(await renderPdf(makeInvoice()));
    expect(pages).toHaveLength(1);
    expect(pages[0].some((r) => r.startsWith('Page '))).toBe(false);
  });

  it('splits a description too long for one page across pages instead of cutting it off', async () => {
    const words = Array.from({ length: 1500 }, (_, i) => `word${i}`).join(' ');
    const pages = await pdfPages(await renderPdf(makeInvoice({ lines: [makeLine(words, 1, 100)] })));
    expect(pages.length).toBeGreaterThan(1);
    const drawn = pages.flat().join(' ');
    expect(drawn).toContain('word0 ');
    expect(drawn).toContain('word1499');
  });

  it('draws the logo as an image and still renders when the logo bytes are not an image', async () => {
    const withLogo = makeInvoice({ business: makeBusiness({ logo: { bytes: sampleLogo(), mime: 'image/png' } }) });
    const [content] = await pdfContentStreams(await renderPdf(withLogo));
    expect(content).toMatch(/\/Image-\d+ Do/);

    const broken = makeInvoice({
      business: makeBusiness({ logo: { bytes: new Uint8Array([1, 2, 3, 4]), mime: 'image/png' } }),
    });
    const text = await pdfText(await renderPdf(broken));
    expect(text).toContain('Tax Invoice');
  });

  it('shows the customer and their ABN in the bill-to block', async () => {
    const model = makeInvoice({ customer: { name: 'Acme Builders', abn: '51824753556', address: '1 Main Rd' } });
    const text = await pdfText(await renderPdf(model));
    expect(text).toContain('Bill to\nAcme Builders\n1 Main Rd\nABN 51 824 753 556');
  });
});
