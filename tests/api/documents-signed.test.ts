import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { Device } from '../helpers/device';
import { push, quoteArgs, quoteItem, setUpBusiness } from './documents-builders';
import { pdfText } from '../unit/documents/pdf-text';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The revision and content hash the customer's page carries in its accept form. */
function seen(html: string): { revision: string; contentHash: string } {
  const revision = /name="revision" value="(\d+)"/.exec(html)?.[1];
  const contentHash = /name="contentHash" value="([0-9a-f]{64})"/.exec(html)?.[1];
  if (!revision || !contentHash) throw new Error('the page carries no revision');
  return { revision, contentHash };
}

/** Signed means signed (issue 18): acceptance binds a revision; a signed revision never changes under the signature. */
describe.each(backends)('signed quotes on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  async function sentQuote(client: TestClient) {
    // 4 hr labour at $110 + $4,429.38 of fittings = $4,869.38 + GST = $5,356.32 (Margaret's quote)
    const q = quoteArgs({
      clientName: 'Margaret',
      jobNumber: `Q-${randomUUID().slice(0, 6)}`,
      items: [quoteItem('Labour', 4, 11_000), quoteItem('Fittings', 1, 442_938)],
      status: 'draft',
    });
    const link = { id: randomUUID(), token: randomBytes(32).toString('base64url') };
    const r = await push(client, [
      { name: 'quote.create', args: q },
      { name: 'quote.send', args: { id: q.id, to: null, link } },
    ]);
    expect(r.results.map((x) => x.status)).toEqual(['applied', 'applied']);
    return { q: q as typeof q & { jobNumber: string }, page: `/api/p/${link.token}` };
  }

  async function accept(page: string, name = 'Margaret') {
    const anon = server.client();
    const html = (await anon.get(page)).body as string;
    return anon.req('POST', `${page}/accept`, form({ name, signature: PNG, consent: 'yes', ...seen(html) }), FORM);
  }

  const labour5 = () => [quoteItem('Labour', 5, 11_000), quoteItem('Fittings', 1, 442_938)];

  it('an edit of an accepted, signed quote through REST is refused with the way forward; the link still shows what was signed', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const { q, page } = await sentQuote(client);
    expect((await accept(page)).status).toBe(303);
    const before = (await client.get(`/api/quotes/${q.id}`)).body;
    expect(before).toMatchObject({ status: 'accepted', totalCents: 535_632, revision: 1 });
    expect(before.signature).toMatchObject({ name: 'Margaret', revision: 1, ip: '203.0.113.9' });
    expect(before.signature.contentHash).toMatch(/^[0-9a-f]{64}$/);

    const res = await client.put(`/api/quotes/${q.id}`, { items: labour5() });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('QUOTE_SIGNED');
    expect(res.body.error.message).toContain('was accepted and signed by Margaret, so what they signed cannot change');
    expect(res.body.error.message).toContain('Revise and send again');
    const after = (await client.get(`/api/quotes/${q.id}`)).body;
    expect(after).toMatchObject({ totalCents: 535_632, revision: 1, status: 'accepted' });
    const html = (await server.client().get(page)).body as string;
    expect(html).toContain('$5,356.32');
    expect(html).not.toContain('$5,477.32');
    // what the customer never sees still changes (the trade, the job's insurance…)
    expect((await client.put(`/api/quotes/${q.id}`, { selectedTrade: 'Plumber' })).status).toBe(200);
    // the signed PDF prints the content hash the customer signed, with name, time, IP and consent
    const text = await pdfText((await server.client().get(`${page}/pdf`)).body);
    expect(text).toContain(before.signature.contentHash);
    expect(text).toMatch(/Accepted by Margaret on .* from IP address 203\.0\.113\.9, revision 1, content hash/);
    expect(text).toContain('I agree to sign this quote electronically');
  });

  it('the licence number syncs with the company, prints on the quote and is part of its content hash', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const { page } = await sentQuote(client);
    const before = seen((await server.client().get(page)).body as string);
    expect(await pdfText((await server.client().get(`${page}/pdf`)).body)).not.toContain('Licence No.');

    // through sync, as the profile form sends it
    const r = await push(client, [{ name: 'company.update', args: { patch: { licenceNumber: ' PL 123456 ' } } }]);
    expect(r.results[0]).toMatchObject({ status: 'applied' });
    expect((await client.get('/api/company')).body).toMatchObject({ licenceNumber: 'PL 123456' });
    const pull = await client.get('/api/sync/pull?cursor=0');
    expect(JSON.stringify(pull.body)).toContain('"licenceNumber":"PL 123456"');

    const html = (await server.client().get(page)).body as string;
    expect(seen(html).contentHash).not.toBe(before.contentHash);
    expect(await pdfText((await server.client().get(`${page}/pdf`)).body)).toContain('Licence No. PL 123456');
    // an accept of what was shown before the licence was printed is refused
    const stale = await server
      .client()
      .req('POST', `${page}/accept`, form({ name: 'Margaret', signature: PNG, consent: 'yes', ...before }), FORM);
    expect(stale.status).not.toBe(303);

    // through REST too, and cleared again
    expect((await client.post('/api/company', { licenceNumber: 'EC 9' })).body).toMatchObject({ licenceNumber: 'EC 9' });
    expect((await client.post('/api/company', { licenceNumber: null })).body).toMatchObject({ licenceNumber: null });
    expect((await client.post('/api/company', { licenceNumber: 'x'.repeat(51) })).status).toBe(400);
  });

  it('through sync the same edit is refused with code QUOTE_SIGNED (was: re-priced with the signature kept)', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const { q, page } = await sentQuote(client);
    await accept(page);
    const r = await push(client, [{ name: 'quote.update', args: { id: q.id, patch: { items: [quoteItem('Everything', 1, 999_900)] } } }]);
    expect(r.results[0]).toMatchObject({ status: 'rejected', code: 'QUOTE_SIGNED' });
    expect((await client.get(`/api/quotes/${q.id}`)).body.totalCents).toBe(535_632);
  });

  it('an offline device that edits a quote the customer accepted meanwhile learns it at sync, in the sync panel', async () => {
    const { client, user } = await signedInClient(server);
    await setUpBusiness(client);
    const { q, page } = await sentQuote(client);
    const phone = new Device(server, client.cookie, user.id);
    await phone.signIn();
    expect(await phone.sync()).toBe('done');
    expect(await accept(page)).toMatchObject({ status: 303 });
    // the phone still thinks "sent" and edits offline
    const base = (await phone.db.quotes.get(q.id))?.baseVersion as number;
    await phone.mutate('quote.update', { id: q.id, baseVersion: base, patch: { items: labour5() } });
    expect((await phone.db.quotes.get(q.id))?.totalCents).toBe(547_732);
    expect(await phone.sync()).toBe('done');
    const issues = await phone.db.syncIssues.toArray();
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ mutationName: 'quote.update', code: 'QUOTE_SIGNED' });
    expect(issues[0].message).toContain('accepted and signed by Margaret');
    // the device's copy is the signed one again, not a silent overwrite either way
    expect(await phone.db.quotes.get(q.id)).toMatchObject({ status: 'accepted', totalCents: 535_632 });
    expect((await client.get(`/api/quotes/${q.id}`)).body.totalCents).toBe(535_632);
    // and once it knows, the device refuses the edit itself (no outbox entry the server must refuse)
    const known = (await phone.db.quotes.get(q.id))?.baseVersion as number;
    await phone.mutate('quote.update', { id: q.id, baseVersion: known, patch: { items: labour5() } });
    expect((await phone.db.quotes.get(q.id))?.totalCents).toBe(535_632);
  });

  it('accepting with a stale revision is refused: "This quote changed since you opened it", and the current one is shown', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const { q, page } = await sentQuote(client);
    const anon = server.client();
    const opened = seen((await anon.get(page)).body as string);
    expect(opened.revision).toBe('1');
    // the tradie changes the price while the customer has the page open
    expect((await client.put(`/api/quotes/${q.id}`, { items: labour5() })).status).toBe(200);
    expect((await client.get(`/api/quotes/${q.id}`)).body.revision).toBe(2);
    const stale = await anon.req('POST', `${page}/accept`, form({ name: 'Margaret', signature: PNG, consent: 'yes', ...opened }), FORM);
    expect(stale.status).toBe(409);
    expect(stale.body).toContain('This quote changed since you opened it');
    expect(stale.body).toContain('$5,477.32'); // the current one, to accept
    expect(seen(stale.body).revision).toBe('2');
    // a form without a revision (an old page) is refused the same way
    const bare = await anon.req('POST', `${page}/accept`, form({ name: 'Margaret', signature: PNG, consent: 'yes' }), FORM);
    expect(bare.status).toBe(409);
    expect((await client.get(`/api/quotes/${q.id}`)).body.status).toBe('viewed'); // not accepted
    // a business detail changing changes the hash too, though not the revision
    const current = seen(stale.body);
    await setUpBusiness(client, { name: 'Renamed Plumbing Pty Ltd' });
    const renamed = await anon.req('POST', `${page}/accept`, form({ name: 'Margaret', signature: PNG, consent: 'yes', ...current }), FORM);
    expect(renamed.status).toBe(409);
    const ok = await anon.req(
      'POST',
      `${page}/accept`,
      form({ name: 'Margaret', signature: PNG, consent: 'yes', ...seen(renamed.body) }),
      FORM,
    );
    expect(ok.status).toBe(303);
    const stored = (await client.get(`/api/quotes/${q.id}`)).body;
    expect(stored).toMatchObject({ status: 'accepted', totalCents: 547_732, signature: { revision: 2 } });
    expect(stored.customerEvents.at(-1)).toMatchObject({ kind: 'accepted', revision: 2, contentHash: stored.signature.contentHash });
  });

  it('on accept the business is emailed and the customer gets the signed PDF and how to pay the deposit; on decline the business is told', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const { q, page } = await sentQuote(client);
    await client.put(`/api/quotes/${q.id}`, { clientEmail: 'margaret@example.com', depositCents: 50_000 });
    server.mail.length = 0;
    expect((await accept(page)).status).toBe(303);
    const toBusiness = server.mail.find((m) => m.to === 'jobs@coastline.example')!;
    expect(toBusiness.subject).toBe(`Quote ${q.jobNumber} accepted by Margaret`);
    expect(toBusiness.text).toContain('accepted and signed quote');
    const toCustomer = server.mail.find((m) => m.to === 'margaret@example.com')!;
    expect(toCustomer.text).toContain('Deposit to pay now: $500.00.');
    expect(toCustomer.text).toContain('Pay by bank transfer to BSB 062-000, account 12345678.');
    expect(toCustomer.text).toContain(`Use the payment reference ${q.jobNumber}`);
    const pdf = toCustomer.attachments![0]!;
    expect(await pdfText(pdf.content as Uint8Array)).toMatch(/Accepted by Margaret on .* from IP address 203\.0\.113\.9, revision 2/);
    // the accepted page says how to pay the deposit
    const html = (await server.client().get(page)).body as string;
    expect(html).toContain('Paying the deposit');
    expect(html).toContain('Deposit to pay now: $500.00.');

    const other = await sentQuote(client);
    server.mail.length = 0;
    const anon = server.client();
    const fields = seen((await anon.get(other.page)).body as string);
    expect((await anon.req('POST', `${other.page}/decline`, form({ reason: 'Too dear', ...fields }), FORM)).status).toBe(303);
    expect(server.mail.map((m) => [m.to, m.subject])).toEqual([
      ['jobs@coastline.example', `Quote ${other.q.jobNumber} declined by Margaret`],
    ]);
    expect(server.mail[0]!.text).toContain('Their reason: Too dear');
  });
});
