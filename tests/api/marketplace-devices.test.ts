import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { Device } from '../helpers/device';
import { drainOutbox } from '../../src/data/sync/engine';

/** Syncs until `ready` holds (another transaction on a shared Postgres may delay shared rows, never lose them). */
async function syncUntil(device: Device, ready: () => Promise<boolean>) {
  const deadline = Date.now() + 15_000;
  do expect(await drainOutbox({ db: device.db, fetch: device.fetch as typeof fetch })).toBe('done');
  while (!(await ready()) && Date.now() < deadline);
}

describe.each(backends)('marketplace on devices (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('a listing posted offline waits on the phone, goes live when back online, and reaches another user’s device, readable offline there', async () => {
    const seller = await signedInClient(server);
    const buyer = await signedInClient(server);
    const phone = new Device(server, seller.client.cookie, seller.user.id);
    const other = new Device(server, buyer.client.cookie, buyer.user.id);
    await phone.signIn();
    await other.signIn();
    const id = randomUUID();
    phone.network = 'down';
    await phone.mutate('marketplaceListing.create', {
      id,
      createdAt: new Date().toISOString(),
      title: 'Stihl chainsaw',
      description: 'MS 250',
      priceCents: 32000,
      category: 'Tools',
      condition: 'Used - Good',
      location: 'Newcastle NSW 2300',
      photos: [],
    });
    expect(await phone.db.marketplaceListings.get(id)).toMatchObject({ title: 'Stihl chainsaw', pending: true, ownerId: seller.user.id });
    expect(await phone.sync()).toBe('offline');
    phone.network = 'up';
    await syncUntil(phone, async () => (await phone.db.marketplaceListings.get(id))?.pending === undefined);
    expect(await phone.db.marketplaceListings.get(id)).toMatchObject({ location: 'Newcastle NSW 2300', lat: expect.any(Number) });

    // the buyer keeps the listings around Newcastle offline (issue 21: the server picks the set from their area)
    expect((await buyer.client.put('/api/marketplace/area', { area: { location: 'Newcastle NSW 2300', radiusKm: 25 } })).status).toBe(200);
    await syncUntil(other, async () => (await other.db.marketplaceListings.get(id)) !== undefined);
    other.network = 'down';
    expect(await other.db.marketplaceListings.get(id)).toMatchObject({
      title: 'Stihl chainsaw',
      priceCents: 32000,
      ownerId: seller.user.id,
    });
    // Only the owner queues changes to a listing; a favourite is the buyer's own row and queues offline.
    await expect(other.mutate('marketplaceListing.update', { id, patch: { title: 'Mine' } })).rejects.toThrow(/owner/);
    await expect(other.mutate('marketplaceListing.delete', { id })).rejects.toThrow(/owner/);
    await other.mutate('marketplaceFavorite.set', { id, favorited: true });
    expect(await other.db.marketplaceFavorites.get(id)).toBeDefined();
    other.network = 'up';
    await syncUntil(other, async () => (await other.db.outbox.count()) === 0);
    expect((await buyer.client.get(`/api/marketplace/listings/${id}`)).body).toMatchObject({ isFavorited: true, title: 'Stihl chainsaw' });

    // Sold by the seller: gone from the buyer's device at the next sync.
    await phone.mutate('marketplaceListing.update', { id, patch: { status: 'sold' } });
    await syncUntil(phone, async () => (await phone.db.outbox.count()) === 0);
    await syncUntil(other, async () => (await other.db.marketplaceListings.get(id)) === undefined);
    expect(await other.db.marketplaceListings.get(id)).toBeUndefined();
  });
});
