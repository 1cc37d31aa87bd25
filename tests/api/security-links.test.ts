import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VIEW_EVENTS, OTHER_VIEWERS } from '../../api/repos/document-money';
import { checkSignaturePng } from '../../api/services/png';
import { isPlausibleLinkToken } from '../../src/domain/documents/link-token';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { pdfText } from '../unit/documents/pdf-text';
import { push, quoteArgs, setUpBusiness } from './documents-builders';
import { tinyPng } from './objects-builders';

const token = () => randomBytes(32).toString('base64url');
const dataUrl = (b: Uint8Array) => `data:image/png;base64,${Buffer.from(b).toString('base64')}`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = (ip: string) => ({ 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip });

describe('signature PNG check (decoded, bounded)', () => {
  it('accepts a real PNG and refuses what only looks like one', () => {
    expect(checkSignaturePng(dataUrl(tinyPng(300, 120)))).toEqual({ ok: true, width: 300, height: 120 });
    expect(checkSignaturePng('data:image/png;base64,AAAA').ok).toBe(false);
    const bytes = Buffer.from(tinyPng(20, 10));
    bytes[bytes.length - 20] ^= 0xff; // flip a byte inside the image data: the CRC no longer holds
    expect(checkSignaturePng(dataUrl(bytes))).toMatchObject({ ok: false });
    expect(checkSignaturePng(dataUrl(tinyPng(5000, 10)))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^dimensions 5000×10/),
    });
    expect(checkSignaturePng(`data:image/png;base64,${'A'.repeat(400_000)}`)).toEqual({ ok: false, reason: 'too large' });
  });
});

describe('link tokens that cannot have come from 32 random bytes', () => {
  it('refuses AAAA…A, a wrong last character and too few distinct characters; accepts real ones', () => {
    expect(isPlausibleLinkToken('A'.repeat(43))).toBe(false);
    expect(isPlausibleLinkToken('ab'.repeat(21) + 'A')).toBe(false);
    expect(isPlausibleLinkToken(token().slice(0, 42) + 'B')).toBe(false);
    for (let i = 0; i < 2000; i++) expect(isPlausibleLinkToken(token())).toBe(true);
  });
});

describe.each(backends)('customer-link protections on %s (issue 19)', (kind) => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { TRUST_PROXY: '1' });
    client = (await signedInClient(server)).client;
    await setUpBusiness(client);
  });
  afterAll(() => server.close());

  async function sentQuote(link = { id: randomUUID(), token: token() }) {
    const q = quoteArgs({ clientEmail: 'jo@example.com', jobNumber: `Q-${randomUUID().slice(0, 6)}` });
    const { results } = await push(client, [
      { name: 'quote.create', args: q },
      { name: 'quote.send', args: { id: q.id, to: null, link } },
    ]);
    return { q, results, page: `/api/p/${link.token}` };
  }
  const events = async (id: string) => (await server.db.sql`select customer_events from quotes where id = ${id}`)[0].customer_events;

  it('the server refuses a link token that cannot have come from 32 random bytes', async () => {
    const { results } = await sentQuote({ id: randomUUID(), token: 'A'.repeat(43) });
    expect(results[1].status).not.toBe('applied');
    expect((await server.client().get(`/api/p/${'A'.repeat(43)}`)).status).toBe(404);
  });

  it('the public page and its PDF never list viewers’ IP addresses; the business still has them', async () => {
    const { q, page } = await sentQuote();
    await server.client().get(page, { 'x-forwarded-for': '198.51.100.23' });
    await server.client().get(page, { 'x-forwarded-for': '198.51.100.24' });
    const html = (await server.client().get(page, { 'x-forwarded-for': '198.51.100.25' })).body as string;
    expect(html).not.toContain('198.51.100.23');
    expect(html).not.toContain('IP address 198.51');
    const pdf = await pdfText((await server.client().get(`${page}/pdf`, { 'x-forwarded-for': '198.51.100.26' })).body);
    expect(pdf).not.toContain('198.51.100');
    expect((await events(q.id)).map((e: { ip: string }) => e.ip)).toContain('198.51.100.23');
  });

  it('repeat views are counted, and views from many addresses keep the audit bounded', async () => {
    const { q, page } = await sentQuote();
    const res = await Promise.all(
      Array.from({ length: 40 }, (_, i) => server.client().get(page, { 'x-forwarded-for': `192.0.2.${(i % 25) + 1}` })),
    );
    expect(res.every((r) => r.status === 200)).toBe(true);
    const ev = (await events(q.id)) as Array<{ kind: string; ip: string; views?: number }>;
    const viewed = ev.filter((e) => e.kind === 'viewed');
    expect(viewed).toHaveLength(MAX_VIEW_EVENTS + 1);
    // The first ten addresses to arrive have an entry each (a refresh within the hour adds nothing); every view from
    // the other fifteen addresses is counted in the shared entry: their first visits, and refreshes of theirs (which
    // arrive in any order at once) — so between 15 and 15 + 15.
    expect(viewed.slice(0, MAX_VIEW_EVENTS).every((e) => (e.views ?? 1) === 1 && e.ip !== OTHER_VIEWERS)).toBe(true);
    expect(viewed.at(-1)!.ip).toBe(OTHER_VIEWERS);
    expect(viewed.at(-1)!.views).toBeGreaterThanOrEqual(15);
    expect(viewed.at(-1)!.views).toBeLessThanOrEqual(30);
  });

  it('a signature that is not a decodable PNG is refused, a real one accepted', async () => {
    const { q, page } = await sentQuote();
    const anon = server.client();
    // the accept form carries the revision and content hash the customer saw (issue 18)
    const opened = String((await anon.get(page)).body);
    const revision = /name="revision" value="(\d+)"/.exec(opened)![1]!;
    const contentHash = /name="contentHash" value="([0-9a-f]{64})"/.exec(opened)![1]!;
    const fake = await anon.req(
      'POST',
      `${page}/accept`,
      form({ name: 'Jo', signature: 'data:image/png;base64,AAAAAAAA', consent: 'yes', revision, contentHash }),
      FORM('203.0.113.9'),
    );
    expect(fake.status).toBe(400);
    expect(fake.body).toContain('The signature could not be read (not a PNG). Please sign again.');
    const huge = await anon.req(
      'POST',
      `${page}/accept`,
      form({ name: 'Jo', signature: dataUrl(tinyPng(4000, 50)), consent: 'yes', revision, contentHash }),
      FORM('203.0.113.9'),
    );
    expect(huge.status).toBe(400);
    const ok = await anon.req(
      'POST',
      `${page}/accept`,
      form({ name: 'Jo', signature: dataUrl(tinyPng(300, 100)), consent: 'yes', revision, contentHash }),
      FORM('203.0.113.9'),
    );
    expect(ok.status).toBe(303);
    expect((await server.db.sql`select status from quotes where id = ${q.id}`)[0].status).toBe('accepted');
  });

  it('rate-limits the public routes per network', async () => {
    const { page } = await sentQuote();
    const ip = '233.252.0.77';
    let limited = 0;
    for (let i = 0; i < 310 && !limited; i++) {
      const r = await server.client().get(`${page}/nonexistent-${i}`, { 'x-forwarded-for': ip });
      if (r.status === 429) limited = i;
    }
    expect(limited).toBe(300);
    // another network is not affected
    expect((await server.client().get(page, { 'x-forwarded-for': '233.252.0.78' })).status).toBe(200);
  });
});
