import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { contentDisposition } from '../../src/domain/documents';
import { invoiceArgs, push, quoteArgs, setUpBusiness } from './documents-builders';

/**
 * Issue 18: every download carries the document's number in its name, and the server says the name twice — `filename`
 * in ASCII for old clients and `filename*` in UTF-8 — with the same naming function the device uses.
 */
const CUSTOMER = 'José Ñúñez';

/** The UTF-8 name a header's filename* carries, and its ASCII filename. */
function namesOf(header: string | null) {
  const m = /^(attachment|inline); filename="([\x20-\x7e]+)"; filename\*=UTF-8''([A-Za-z0-9%._~!$&+,;=:@-]+)$/.exec(header ?? '');
  expect(m, `Content-Disposition: ${header}`).not.toBeNull();
  return { type: m![1], ascii: m![2], utf8: decodeURIComponent(m![3]) };
}

describe.each(backends)('download names on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    a = (await signedInClient(server)).client;
    await setUpBusiness(a);
  });
  afterAll(() => server.close());

  it('names an invoice PDF and Word file Invoice_{customer}_{date}_{number}, in UTF-8 and in ASCII', async () => {
    const inv = (await a.post('/api/invoices', invoiceArgs({ customerName: CUSTOMER, invoiceDate: '2026-11-20' }))).body;
    for (const [path, ext] of [
      ['/api/generate-invoice-pdf', 'pdf'],
      ['/api/generate-invoice-word', 'docx'],
      ['/api/export/invoice-word', 'docx'],
    ]) {
      const res = await a.post(path, { invoiceId: inv.id });
      expect(res.status).toBe(200);
      const names = namesOf(res.headers.get('content-disposition'));
      expect(names).toEqual({
        type: 'attachment',
        utf8: `Invoice_José_Ñúñez_2026-11-20_${inv.invoiceNumber}.${ext}`,
        ascii: `Invoice_Jose_Nunez_2026-11-20_${inv.invoiceNumber}.${ext}`,
      });
    }
  });

  it('two invoices for one customer on one day download under two names', async () => {
    const names = new Set<string>();
    for (const invoiceNumber of ['INV-0001', 'INV-0002']) {
      const inv = (await a.post('/api/invoices', invoiceArgs({ customerName: 'Jo', invoiceDate: '2026-11-20', invoiceNumber }))).body;
      const res = await a.post('/api/generate-invoice-pdf', { invoiceId: inv.id });
      names.add(namesOf(res.headers.get('content-disposition')).utf8);
    }
    expect([...names]).toEqual(['Invoice_Jo_2026-11-20_INV-0001.pdf', 'Invoice_Jo_2026-11-20_INV-0002.pdf']);
  });

  it('names a saved quote’s PDF and Word file with its number, and the customer’s link PDF the same (inline)', async () => {
    const jobNumber = `Q-${randomUUID().slice(0, 6)}`;
    const q = quoteArgs({ clientName: CUSTOMER, clientEmail: 'jo@example.com', jobNumber });
    const link = { id: randomUUID(), token: randomBytes(32).toString('base64url') };
    const { results } = await push(a, [
      { name: 'quote.create', args: q },
      { name: 'quote.send', args: { id: q.id, to: 'jo@example.com', link } },
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const seen: string[] = [];
    for (const path of ['/api/generate-quote-pdf', '/api/generate-quote-word']) {
      const res = await a.post(path, { quote: { id: q.id } });
      expect(res.status).toBe(200);
      const names = namesOf(res.headers.get('content-disposition'));
      expect(names.utf8).toMatch(new RegExp(`^Quote_José_Ñúñez_\\d{4}-\\d{2}-\\d{2}_${jobNumber}\\.(pdf|docx)$`));
      expect(names.ascii).toBe(names.utf8.replace('José_Ñúñez', 'Jose_Nunez'));
      seen.push(names.utf8);
    }
    const pub = await server.client().get(`/api/p/${link.token}/pdf`);
    expect(pub.status).toBe(200);
    expect(namesOf(pub.headers.get('content-disposition'))).toMatchObject({ type: 'inline', utf8: seen[0] });
  });

  it('names a materials list PDF {title}_materials, and the accounting export by its range', async () => {
    const list = { id: randomUUID(), title: 'Terrasse Müller', description: 'Back deck', projectType: 'Decking', items: [] };
    expect((await a.post('/api/materials-lists', list)).status).toBe(201);
    const pdf = await a.get(`/api/materials-lists/${list.id}/download`);
    expect(pdf.status).toBe(200);
    expect(namesOf(pdf.headers.get('content-disposition'))).toEqual({
      type: 'attachment',
      utf8: 'Terrasse_Müller_materials.pdf',
      ascii: 'Terrasse_Muller_materials.pdf',
    });
    for (const format of ['xero', 'myob', 'plain']) {
      const csv = await a.get(`/api/export/invoices.csv?from=2026-11-01&to=2026-11-30&format=${format}`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toBe(contentDisposition(`invoices-${format}-2026-11-01-to-2026-11-30.csv`));
    }
  });

  it('names the chat’s invoice PDF by the same function as the device', async () => {
    const res = await a.post('/api/chat-invoice/pdf', {
      invoiceData: { customerName: CUSTOMER, items: [{ description: 'Labour', quantity: 2, rate: 85 }] },
    });
    expect(res.status).toBe(200);
    const names = namesOf(res.headers.get('content-disposition'));
    expect(names.utf8).toMatch(/^Invoice_José_Ñúñez_\d{4}-\d{2}-\d{2}(_[\w-]+)?\.pdf$/);
  });
});
