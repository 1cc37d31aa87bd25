import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { invoiceArgs, quoteArgs, setUpBusiness } from './documents-builders';

describe.each(backends)('GET /api/quotes and /api/invoices in pages on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    a = (await signedInClient(server)).client;
    await setUpBusiness(a);
  });
  afterAll(() => server.close());

  for (const [path, make] of [
    ['/api/quotes', () => quoteArgs()],
    ['/api/invoices', () => invoiceArgs()],
  ] as const) {
    it(`${path} pages newest first with a cursor, every row once, and the body stays a plain list`, async () => {
      const ids: string[] = [];
      // Some share a creation instant (to the millisecond): the cursor must still neither skip nor repeat them.
      const sameInstant = new Date().toISOString();
      for (let i = 0; i < 13; i++) {
        const res = await a.post(path, { ...make(), ...(i % 3 === 0 ? { createdAt: sameInstant } : {}) });
        expect(res.status).toBe(201);
        ids.push(res.body.id);
      }
      const seen: string[] = [];
      let url = `${path}?limit=5`;
      for (let pages = 0; pages < 10; pages++) {
        const res = await a.get(url);
        expect(res.status).toBe(200);
        expect(Array.isArray(res.body)).toBe(true);
        seen.push(...res.body.map((x: { id: string }) => x.id));
        const next = res.headers.get('x-next-cursor');
        if (!next) break;
        expect(res.headers.get('link')).toContain('rel="next"');
        url = `${path}?limit=5&cursor=${next}`;
      }
      expect(seen).toHaveLength(13);
      expect(new Set(seen)).toEqual(new Set(ids));
      const all = (await a.get(path)).body as Array<{ createdAt: string }>;
      expect(all).toHaveLength(13); // under the default page (100)
      const times = all.map((x) => Date.parse(x.createdAt));
      expect(times).toEqual([...times].sort((x, y) => y - x));
    });
  }

  it('refuses a made-up cursor or a bad limit with a 400', async () => {
    expect((await a.get('/api/quotes?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await a.get('/api/invoices?limit=lots')).status).toBe(400);
  });
});
