import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIVE_LISTINGS } from '../../api/repos/marketplace';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { tinyJpeg } from './objects-builders';

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

  it('marketplace contact: 30 messages at once from one buyer store exactly 10 messages; the rest get 429', async () => {
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
    const [{ n }] = await server.db.sql`select count(*)::int as n from marketplace_messages where listing_id = ${body.id}`;
    expect(n).toBe(10);
    expect(res.find((r) => r.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it(`live listings: ${MAX_LIVE_LISTINGS} per account, also when ${MAX_LIVE_LISTINGS + 5} are created at once; a sold one may not go live past the cap`, async () => {
    const { client } = await signedInClient(server);
    const res = await Promise.all(
      Array.from({ length: MAX_LIVE_LISTINGS + 5 }, (_, i) =>
        client.post('/api/marketplace/listings', listingBody({ title: `Drill ${i}` })),
      ),
    );
    expect(res.filter((r) => r.status === 201)).toHaveLength(MAX_LIVE_LISTINGS);
    const refused = res.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(5);
    expect(refused[0].status).toBe(409);
    expect(refused[0].body.error.message).toBe(
      `You already have ${MAX_LIVE_LISTINGS} live listings, the most one account can have. Mark some as sold or delete them first.`,
    );
    // Selling one frees a place; putting it back live when full again is refused.
    const one = res.find((r) => r.status === 201)!.body.id as string;
    expect((await client.req('PATCH', `/api/marketplace/listings/${one}`, { status: 'sold' })).status).toBe(200);
    expect((await client.post('/api/marketplace/listings', listingBody())).status).toBe(201);
    expect((await client.req('PATCH', `/api/marketplace/listings/${one}`, { status: 'live' })).status).toBe(409);
  });

  it('deleting a listing keeps a photo public while another live listing of the seller uses it', async () => {
    const seller = await signedInClient(server);
    const buyer = await signedInClient(server);
    const id = randomUUID();
    const up = await seller.client.post('/api/objects/upload', { id, size: tinyJpeg().byteLength });
    expect((await seller.client.req('PUT', up.body.uploadURL, tinyJpeg(), { 'content-type': 'image/jpeg' })).status).toBe(200);
    const photo = `/api/objects/${id}`;
    const first = listingBody({ photos: [photo] });
    const second = listingBody({ photos: [photo] });
    expect((await seller.client.post('/api/marketplace/listings', first)).status).toBe(201);
    expect((await seller.client.post('/api/marketplace/listings', second)).status).toBe(201);
    expect((await buyer.client.get(photo)).status).toBe(200);
    expect((await seller.client.req('DELETE', `/api/marketplace/listings/${first.id}`)).status).toBe(204);
    expect((await buyer.client.get(photo)).status).toBe(200);
    // Sold (not live): now nothing live shows it, so it goes private.
    expect((await seller.client.req('PATCH', `/api/marketplace/listings/${second.id}`, { status: 'sold' })).status).toBe(200);
    expect((await buyer.client.get(photo)).status).toBe(404);
  });

  it('refuses a listing whose photo was reserved but whose bytes never arrived (a proxy answered 413), saying why', async () => {
    const { client } = await signedInClient(server);
    const id = randomUUID();
    expect((await client.post('/api/objects/upload', { id, size: 1_200_000 })).status).toBe(200); // reserved, never PUT
    const body = listingBody({ photos: [`/api/objects/${id}`] });
    const res = await client.post('/api/marketplace/listings', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'photos: a photo has not reached the server (its upload never finished), so this change was not saved. Upload the photo again, or remove it.',
    );
    expect((await client.get(`/api/marketplace/listings/${body.id}`)).status).toBe(404);
    // The same through sync: the mutation is refused with the same reason, not applied.
    const { push } = await import('./documents-builders');
    const syncListing = () => ({
      id: randomUUID(),
      createdAt: new Date().toISOString(),
      title: 'Stihl chainsaw',
      description: 'MS 250',
      priceCents: 32000,
      category: 'Tools',
      condition: 'Used - Good',
      location: 'Newcastle NSW 2300',
    });
    const { results } = await push(client, [
      { name: 'marketplaceListing.create', args: { ...syncListing(), photos: [`/api/objects/${id}`] } },
    ]);
    expect(results[0].status).not.toBe('applied');
    expect(JSON.stringify(results[0])).toContain('a photo has not reached the server');
  });
});
