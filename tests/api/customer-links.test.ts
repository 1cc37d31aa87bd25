import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { Device } from '../helpers/device';
import { BUSINESS, push, quoteArgs, invoiceArgs, setUpBusiness } from './documents-builders';
import { pdfPages, pdfText } from '../unit/documents/pdf-text';
import { sampleLogo } from '../unit/documents/builders';

const token = () => randomBytes(32).toString('base64url');
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' };

describe.each(backends)('customer links on %s (issue 12)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  async function sentQuote(client: TestClient, overrides: Record<string, unknown> = {}) {
    const q = quoteArgs({ clientEmail: 'jo@example.com', jobNumber: `Q-${randomUUID().slice(0, 6)}`, ...overrides });
    const link = { id: randomUUID(), token: token() };
    const { results } = await push(client, [
      { name: 'quote.create', args: q },
      { name: 'quote.send', args: { id: q.id, to: 'jo@example.com', link } },
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    return { q, link, page: `/api/p/${link.token}` };
  }

  it('Send emails the confirmed address a link to a public page of the quote, as the PDF shows it, with the PDF', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    server.mail.length = 0;
    const { q, page } = await sentQuote(client);
    expect(server.mail).toHaveLength(1);
    expect(server.mail[0].to).toBe('jo@example.com');
    expect(server.mail[0].text).toContain(`View, accept or decline it online: http://localhost:3000${page}`);
    const anon = server.client();
    const res = await anon.get(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    const html = res.body as string;
    expect(html).toContain(BUSINESS);
    expect(html).toContain('ABN 53 004 085 616');
    expect(html).toContain((q as Record<string, unknown>).jobNumber as string);
    expect(html).toContain('Copper pipe');
    expect(html).toContain('Accept and sign');
    expect(html).not.toMatch(/<script[^>]+src=/); // no app bundle
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">'); // sized for a phone
    expect(Buffer.byteLength(html)).toBeLessThan(40_000); // light: the page, its CSS and the signature pad script
    const pdf = await anon.get(`${page}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(pdf.body)).toContain('Copper pipe');
    // Only the token's hash is stored.
    const rows = await server.db.sql`select token_hash from document_links where document_id = ${q.id}`;
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(page.slice(7));
  });

  it("the page shows the business's logo", async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const up = await client.post('/api/objects/upload');
    expect((await client.req('PUT', up.body.uploadURL, sampleLogo(), { 'content-type': 'image/png' })).status).toBe(200);
    expect((await client.put('/api/user/logo', { logoURL: up.body.objectPath })).status).toBe(200);
    const { page } = await sentQuote(client);
    const html = (await server.client().get(page)).body as string;
    expect(html).toMatch(/<div class="biz"><img src="data:image\/png;base64,[A-Za-z0-9+/=]{20,}" alt="">/);
  });

  it('accepting records name, signature, consent, time and IP; the tradie’s device pulls "accepted" and the signed PDF ends with the record', async () => {
    const { client, user } = await signedInClient(server);
    await setUpBusiness(client);
    const { q, page } = await sentQuote(client);
    const device = new Device(server, client.cookie, user.id);
    await device.signIn();
    expect(await device.sync()).toBe('done');
    expect((await device.db.quotes.get(q.id))?.status).toBe('sent');

    const anon = server.client();
    const opened = (await anon.get(page, { 'x-forwarded-for': '203.0.113.7' })).body as string;
    // the accept form carries the revision and content hash shown (issue 18)
    const revision = /name="revision" value="(\d+)"/.exec(opened)![1]!;
    const contentHash = /name="contentHash" value="([0-9a-f]{64})"/.exec(opened)![1]!;
    const missingConsent = await anon.req('POST', `${page}/accept`, form({ name: 'Jo Customer', signature: PNG }), FORM);
    expect(missingConsent.status).toBe(400);
    expect(missingConsent.body).toContain('Please tick the box to agree to sign electronically.');
    const noSignature = await anon.req('POST', `${page}/accept`, form({ name: 'Jo Customer', consent: 'yes' }), FORM);
    expect(noSignature.body).toContain('Please sign in the box before accepting.');
    const ok = await anon.req(
      'POST',
      `${page}/accept`,
      form({ name: 'Jo Customer', signature: PNG, consent: 'yes', revision, contentHash }),
      FORM,
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`${page}?done=accepted`);

    const stored = (await client.get(`/api/quotes/${q.id}`)).body;
    expect(stored.status).toBe('accepted');
    expect(stored.signature).toMatchObject({ name: 'Jo Customer', dataUrl: PNG });
    expect(stored.customerEvents.map((e: { kind: string }) => e.kind)).toEqual(['viewed', 'accepted']);
    expect(stored.customerEvents[1]).toMatchObject({ name: 'Jo Customer', ip: '203.0.113.7' });

    expect(await device.sync()).toBe('done');
    const pulled = await device.db.quotes.get(q.id);
    expect(pulled).toMatchObject({ status: 'accepted', signature: { name: 'Jo Customer' } });

    const again = await anon.req('POST', `${page}/accept`, form({ name: 'Someone Else', signature: PNG, consent: 'yes' }), FORM);
    expect(again.status).toBe(409); // answered once; the page says so and offers no form
    expect(again.body).toContain('This quote has already been accepted.');
    expect(again.body).not.toContain('Accept and sign');

    const signed = (await anon.get(`${page}/pdf`)).body;
    const text = await pdfText(signed);
    const tail = text.slice(text.lastIndexOf('Electronic acceptance record'));
    expect(tail).toContain('Accepted by Jo Customer on');
    expect(tail).toContain('from IP address 203.0.113.7');
    // The customer's answer and the consent they gave are on the signed PDF's last page; who viewed the link, and from
    // where, is the business's record only (issue 19: anyone holding the link would see every viewer's address).
    const last = (await pdfPages(signed)).at(-1)!.join(' ');
    expect(last).toContain('Electronic acceptance record');
    expect(last).not.toMatch(/Viewed on/);
    expect(last).toMatch(/Accepted by Jo Customer on .* from IP address 203\.0\.113\.7/);
    expect(last).toContain('I agree to sign this quote electronically');
    // The tradie's own PDF of the quote carries the whole record, views included.
    const own = await client.post('/api/generate-quote-pdf', { quoteId: q.id });
    expect(own.status).toBe(200);
    const ownLast = (await pdfPages(own.body)).at(-1)!.join(' ');
    expect(ownLast).toMatch(/Viewed on .* from IP address 203\.0\.113\.7/);
    expect(ownLast).toMatch(/Accepted by Jo Customer on .* from IP address 203\.0\.113\.7/);
  });

  it('declining needs a reason, which the tradie sees', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const { q, page } = await sentQuote(client);
    const anon = server.client();
    expect((await anon.req('POST', `${page}/decline`, form({ reason: '  ' }), FORM)).status).toBe(400);
    const res = await anon.req('POST', `${page}/decline`, form({ reason: 'Went with a cheaper quote' }), FORM);
    expect(res.status).toBe(303);
    const stored = (await client.get(`/api/quotes/${q.id}`)).body;
    expect(stored).toMatchObject({ status: 'rejected', declineReason: 'Went with a cheaper quote' });
    expect(stored.customerEvents.at(-1)).toMatchObject({ kind: 'declined', reason: 'Went with a cheaper quote', ip: '203.0.113.7' });
  });

  it('an unknown token is 404, a revoked link 410, an expired quote 410, each saying so', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const anon = server.client();
    const unknown = await anon.get(`/api/p/${token()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('This link is not valid');
    expect((await anon.get('/api/p/short')).status).toBe(404);

    const { q, page } = await sentQuote(client);
    await push(client, [{ name: 'quote.revokeLinks', args: { id: q.id } }]);
    const revoked = await anon.get(page);
    expect(revoked.status).toBe(410);
    expect(revoked.body).toContain(`This link was withdrawn by ${BUSINESS}`);
    expect((await anon.req('POST', `${page}/accept`, form({ name: 'Jo', signature: PNG, consent: 'yes' }), FORM)).status).toBe(410);
    expect((await client.get(`/api/quotes/${q.id}`)).body.status).toBe('sent');

    const expired = await sentQuote(client, { validUntil: '2020-01-31' });
    const res = await anon.get(expired.page);
    expect(res.status).toBe(410);
    expect(res.body).toContain('This quote expired on 31/01/2020');
  });

  it("a link cannot be made for another business's document, and one business's link shows only its own document", async () => {
    const a = await signedInClient(server);
    const b = await signedInClient(server);
    await setUpBusiness(a.client);
    await setUpBusiness(b.client, { name: 'Other Sparkies' });
    const { q } = await sentQuote(a.client);
    const link = { id: randomUUID(), token: token() };
    await push(b.client, [{ name: 'quote.send', args: { id: q.id, to: 'x@example.com', link } }]);
    expect((await server.client().get(`/api/p/${link.token}`)).status).toBe(404);
    const rows = await server.db.sql`select * from document_links where id = ${link.id}`;
    expect(rows).toHaveLength(0);
  });

  it('an invoice page shows how to pay (BSB, account, reference = invoice number, PayID) and what is still owing', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    await client.put('/api/document-settings', { payId: 'jobs@coastline.example' });
    const inv = invoiceArgs({ invoiceNumber: 'INV-0042', customerEmail: 'jo@example.com' });
    const link = { id: randomUUID(), token: token() };
    await push(client, [
      { name: 'invoice.create', args: inv },
      { name: 'invoice.send', args: { id: inv.id, to: 'jo@example.com', link } },
      {
        name: 'invoice.recordPayment',
        args: { id: inv.id, payment: { id: randomUUID(), date: '2026-11-21', amountCents: 20_000, method: 'Bank transfer' } },
      },
    ]);
    const html = (await server.client().get(`/api/p/${link.token}`)).body as string;
    expect(html).toContain('BSB');
    expect(html).toContain('062-000');
    expect(html).toContain('12345678');
    expect(html).toMatch(/Reference<\/dt><dd[^>]*><span[^>]*>INV-0042<\/span>/);
    expect(html).toMatch(/PayID<\/dt><dd[^>]*><span[^>]*>jobs@coastline.example<\/span>/);
    // $500 + $220 labour = $720 + GST $72 = $792, less $200 paid.
    expect(html).toContain('How to pay: $592.00');
    // once: the page's own block (with Copy buttons) replaces the printed one, and nothing points to a missing section
    expect(html.match(/How to pay: /g)).toHaveLength(1);
    expect(html).not.toContain('Still owing');
    expect(html).not.toContain('"Payment details"');
    expect(html).not.toContain('Accept and sign');
  });
});
