import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { pdfContentStreams, pdfText } from '../unit/documents/pdf-text';
import { docxText } from '../unit/documents/docx-text';
import { sampleLogo } from '../unit/documents/builders';
import { BUSINESS, invoiceArgs, invoiceItem, quoteArgs, setUpBusiness, VALID_ABN_SPACED } from './documents-builders';

/** Uploads a PNG logo the way the profile screen does: signed upload URL, PUT, then PUT /api/user/logo. */
async function uploadLogo(client: TestClient) {
  const up = await client.post('/api/objects/upload');
  const put = await client.req('PUT', up.body.uploadURL, sampleLogo(), { 'content-type': 'image/png' });
  expect(put.status).toBe(200);
  expect((await client.put('/api/user/logo', { logoURL: up.body.objectPath })).status).toBe(200);
}

const bytesOf = (res: { body: unknown }) => res.body as Uint8Array;
const startsWithPdf = (b: Uint8Array) => new TextDecoder().decode(b.slice(0, 5)) === '%PDF-';

describe.each(backends)('document downloads on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  let b: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    a = (await signedInClient(server)).client;
    b = (await signedInClient(server)).client;
    await setUpBusiness(a);
    await setUpBusiness(b, { name: 'Other Trades' });
  });

  const saveInvoice = async (overrides: Record<string, unknown> = {}) =>
    (await a.post('/api/invoices', invoiceArgs({ customerName: 'Jo Citizen', invoiceDate: '2026-11-20', ...overrides }))).body;

  it('makes a tax invoice PDF with real text: business, ABN, "Tax Invoice", GST and total, and the logo', async () => {
    const inv = await saveInvoice();
    const withoutLogo = bytesOf(await a.post('/api/generate-invoice-pdf', { invoiceId: inv.id }));
    expect((await pdfContentStreams(withoutLogo)).join('\n')).not.toMatch(/\/Image-\d+ Do/);
    await uploadLogo(a);
    const res = await a.post('/api/generate-invoice-pdf', { invoiceId: inv.id });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Invoice_Jo_Citizen_2026-11-20_${inv.invoiceNumber}.pdf"; filename*=UTF-8''Invoice_Jo_Citizen_2026-11-20_${inv.invoiceNumber}.pdf`,
    );
    const bytes = bytesOf(res);
    expect(startsWithPdf(bytes)).toBe(true);
    const text = await pdfText(bytes);
    for (const s of [BUSINESS, VALID_ABN_SPACED, 'Tax Invoice', '$72.00', '$792.00', inv.invoiceNumber]) expect(text).toContain(s);
    expect((await pdfContentStreams(bytes)).join('\n')).toMatch(/\/Image-\d+ Do/); // the logo from the object store
  });

  it('makes the same invoice as a Word file whose document XML holds the same facts', async () => {
    const inv = await saveInvoice();
    for (const path of ['/api/generate-invoice-word', '/api/export/invoice-word']) {
      const res = await a.post(path, { invoiceId: inv.id });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="Invoice_Jo_Citizen_2026-11-20_${inv.invoiceNumber}\\.docx"; filename\\*=UTF-8''`),
      );
      const { text } = docxText(bytesOf(res));
      // inv.invoiceNumber: the same number on screen, PDF and Word (issue 12).
      for (const s of [BUSINESS, VALID_ABN_SPACED, 'Tax Invoice', '$72.00', '$792.00', inv.invoiceNumber]) expect(text).toContain(s);
    }
  });

  it('renders an invoice sent in the body, recomputing the totals instead of trusting them', async () => {
    const res = await a.post('/api/generate-invoice-pdf', {
      invoice: {
        invoiceNumber: 'INV-9',
        customerName: 'Body Customer',
        invoiceDate: '2026-11-21',
        items: [{ description: 'Service', quantity: '1', rate: '100.00' }],
      },
      company: { name: 'Ignored Pty Ltd' },
      subtotal: '1.00',
      gst: '0.10',
      total: '1.10',
    });
    expect(res.status).toBe(200);
    const text = await pdfText(bytesOf(res));
    expect(text).toContain('$110.00');
    expect(text).not.toContain('$1.10');
    expect(text).toContain(BUSINESS); // the account's business, not the body's
  });

  it('titles a non-registered business\'s document "Invoice" with no GST line', async () => {
    await setUpBusiness(a, { gstRegistered: false, abn: null });
    const inv = await saveInvoice();
    const text = await pdfText(bytesOf(await a.post('/api/generate-invoice-pdf', { invoiceId: inv.id })));
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('Invoice');
    expect(text).not.toContain('GST');
    expect(text).toContain('$720.00');
  });

  it('makes a quote PDF from the generator body (dollars) and from a saved quote, named Quote_{client}_{date}', async () => {
    const fromBody = await a.post('/api/generate-quote-pdf', {
      quote: {
        title: 'Deck',
        clientName: 'Sam Lee',
        projectAddress: '2 Hill St',
        gstIncluded: true,
        createdAt: '2026-11-20T01:00:00.000Z',
        items: [{ description: 'Boards', quantity: 2, unit: 'lm', rate: 50 }],
      },
      subtotal: 100,
      gstAmount: 10,
      total: 110,
    });
    expect(fromBody.status).toBe(200);
    // a quote from the generator before it has a number keeps the spec's name
    expect(fromBody.headers.get('content-disposition')).toBe(
      `attachment; filename="Quote_Sam_Lee_2026-11-20.pdf"; filename*=UTF-8''Quote_Sam_Lee_2026-11-20.pdf`,
    );
    const text = await pdfText(bytesOf(fromBody));
    for (const s of [BUSINESS, 'Quote', 'Boards', '$10.00', '$110.00']) expect(text).toContain(s);

    const saved = (await a.post('/api/quotes', quoteArgs({ clientName: 'Jo Citizen', jobNumber: 'Q-0042' }))).body;
    for (const path of ['/api/generate-quote-docx', '/api/generate-quote-word']) {
      const res = await a.post(path, { quote: { id: saved.id } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="Quote_Jo_Citizen_\\d{4}-\\d{2}-\\d{2}_${saved.jobNumber}\\.docx"; filename\\*=UTF-8''`),
      );
      const { text: docText } = docxText(bytesOf(res));
      for (const s of [BUSINESS, 'Bathroom re-pipe', '$42.00', '$462.00']) expect(docText).toContain(s);
    }
  });

  it('prints the signature and its time on a signed quote', async () => {
    const { sampleSignature } = await import('../unit/documents/builders');
    const q = quoteArgs();
    await a.post('/api/quotes', q);
    const dataUrl = `data:image/png;base64,${Buffer.from(sampleSignature()).toString('base64')}`;
    await a.post('/api/sync/push', {
      clientId: `c-${randomUUID()}`,
      mutations: [
        { id: 1, name: 'quote.sign', args: { id: q.id, signature: { dataUrl, signedAt: '2026-11-20T03:00:00.000Z', name: 'Jo Citizen' } } },
      ],
    });
    const text = await pdfText(bytesOf(await a.post('/api/generate-quote-pdf', { quoteId: q.id })));
    expect(text).toContain('Signed by Jo Citizen on');
  });

  it.each([
    ['/api/generate-quote-pdf', 'quoteId', 'Quote not found'],
    ['/api/generate-quote-docx', 'quoteId', 'Quote not found'],
    ['/api/generate-invoice-pdf', 'invoiceId', 'Invoice not found'],
    ['/api/export/invoice-word', 'invoiceId', 'Invoice not found'],
  ])("%s answers 404 for another user's document and 401 when signed out", async (path, key, message) => {
    const id = key === 'quoteId' ? (await a.post('/api/quotes', quoteArgs())).body.id : (await saveInvoice()).id;
    const other = await b.post(path, { [key]: id });
    expect(other.status).toBe(404);
    expect(other.body.error).toMatchObject({ code: 'NOT_FOUND', message });
    expect((await server.client().post(path, { [key]: id })).status).toBe(401);
  });

  it('rejects a body document that fails validation with a 400 naming the field', async () => {
    const res = await a.post('/api/generate-quote-pdf', { quote: { title: '', items: [] } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('title: Quote title is required');
    const inv = await a.post('/api/generate-invoice-word', { invoice: { customerName: 'X', items: [invoiceItem('Tap', 0, 100)] } });
    expect(inv.status).toBe(400);
    expect(inv.body.error.message).toContain('items.0.quantity');
  });
});
