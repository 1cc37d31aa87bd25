import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';

/** Issue 19 "Limits that hold under concurrency": each with real parallel requests, on PGlite and Postgres. */
export const listingBody = (extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  title: 'Makita 18V cordless drill',
  description: 'Two batteries and charger, barely used',
  price: 150,
  category: 'Tools',
  condition: 'Used - Like New',
  location: 'Parramatta NSW 2150',
  ...extra,
});

describe.each(backends)('limits under concurrency on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('marketplace contact: 30 messages at once from one buyer relay exactly 10 emails; the rest get 429', async () => {
    const seller = await signedInClient(server);
    const buyer = await signedInClient(server);
    const body = listingBody();
    expect((await seller.client.post('/api/marketplace/listings', body)).status).toBe(201);
    server.mail.length = 0;
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => buyer.client.post(`/api/marketplace/listings/${body.id}/contact`, { message: `hello ${i}` })),
    );
    expect(res.filter((r) => r.status === 202)).toHaveLength(10);
    expect(res.filter((r) => r.status === 429)).toHaveLength(20);
    expect(server.mail.filter((m) => m.to === seller.email)).toHaveLength(10);
    expect(res.find((r) => r.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
