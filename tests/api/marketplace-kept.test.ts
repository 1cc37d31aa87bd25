import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { LISTINGS_SCOPE } from '../../src/domain/marketplace';
import { regionOf, regionsWithin } from '../../src/domain/marketplace/area';

/**
 * Issue 21, "offline copy that scales": a device keeps the listings its person can use — their area's (by region),
 * their own, favourites and opened — decided by the server from their settings; a listing leaving the set is a
 * tombstone, and a person with no area who opened nothing pulls none of anyone else's listings.
 */
type Change = { id: string; deleted: boolean; data?: { title: string } };

/** Pulls the kept scope from `cursor` until the server has nothing more; the last state of each listing seen. */
async function pullAll(client: TestClient, cursor: string) {
  const seen = new Map<string, Change>();
  for (;;) {
    const res = await client.get(`/api/sync/pull-scope?scope=${LISTINGS_SCOPE}&cursor=${cursor}&limit=3`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const c of res.body.changes as Change[]) seen.set(c.id, c);
    cursor = res.body.cursor;
    if (!res.body.hasMore) return { seen, cursor };
  }
}

/** Pulls until `done` holds for what arrived (a pull can lag a commit by the watermark), for at most 10 s. */
async function pullUntil(client: TestClient, cursor: string, done: (seen: Map<string, Change>) => boolean) {
  const all = new Map<string, Change>();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const page = await pullAll(client, cursor);
    for (const [id, c] of page.seen) all.set(id, c);
    cursor = page.cursor;
    if (done(all) || Date.now() > deadline) return { seen: all, cursor };
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('kept-area regions', () => {
  it('covers the radius with half-degree cells, the same formula as the database', () => {
    // Parramatta -33.81, 151.00: its own cell is among those within any radius
    expect(regionOf(-33.81, 151.0)).toBe('-68:302');
    expect(regionsWithin(-33.81, 151.0, 10)).toContain('-68:302');
    expect(regionsWithin(-33.81, 151.0, 25).length).toBeLessThan(regionsWithin(-33.81, 151.0, 250).length);
    expect(regionsWithin(-33.81, 151.0, 250)).not.toContain(regionOf(-37.81, 144.96)); // Melbourne is ~700 km away
  });
});

describe.each(backends)('the kept listings scope on %s', (kind) => {
  let server: TestServer;
  let seller: TestClient;
  let reader: TestClient;
  let readerId: string;
  const post = async (c: TestClient, title: string, location: string) => {
    const id = randomUUID();
    const res = await c.post('/api/marketplace/listings', { id, title, price: 100, category: 'Tools', location });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return id;
  };
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.sql`delete from marketplace_listings`;
    seller = (await signedInClient(server)).client;
    const r = await signedInClient(server);
    reader = r.client;
    readerId = r.user.id;
  });

  it('sends a user with an area only that area’s listings plus their own, favourites and opened; leaving the set sends a removal', async () => {
    const parramatta = await post(seller, 'Drill in Parramatta', 'Parramatta NSW 2150');
    const melbourne = await post(seller, 'Ladder in Melbourne', 'Melbourne VIC 3000');
    const perth = await post(seller, 'Saw in Perth', 'Perth WA 6000');
    const brisbane = await post(seller, 'Trailer in Brisbane', 'Brisbane QLD 4000');
    const darwin = await post(seller, 'Generator in Darwin', 'Darwin NT 0800');
    const hobart = await post(reader, 'My own compressor in Hobart', 'Hobart TAS 7000');

    const area = await reader.put('/api/marketplace/area', { area: { location: 'Parramatta 2150', radiusKm: 25 } });
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    expect(area.body.area).toEqual({ location: 'Parramatta NSW 2150', radiusKm: 25 });
    expect((await reader.get('/api/marketplace/area')).body.area).toEqual({ location: 'Parramatta NSW 2150', radiusKm: 25 });
    expect((await reader.post(`/api/marketplace/listings/${perth}/favorite`)).body.isFavorited).toBe(true);
    expect((await reader.get(`/api/marketplace/listings/${brisbane}`)).status).toBe(200); // opened

    const want = [parramatta, perth, brisbane, hobart].sort();
    let { seen, cursor } = await pullUntil(reader, '0.0', (s) => want.every((id) => s.get(id)?.deleted === false));
    expect(
      [...seen.values()]
        .filter((c) => !c.deleted)
        .map((c) => c.id)
        .sort(),
    ).toEqual(want);
    expect(seen.has(melbourne)).toBe(false);
    expect(seen.has(darwin)).toBe(false);
    expect(seen.get(hobart)).toMatchObject({ deleted: false, data: { title: 'My own compressor in Hobart' } });

    // un-favourite: Perth leaves the set — a removal
    expect((await reader.post(`/api/marketplace/listings/${perth}/favorite`)).body.isFavorited).toBe(false);
    ({ seen, cursor } = await pullUntil(reader, cursor, (s) => s.get(perth)?.deleted === true));
    expect(seen.get(perth)?.deleted).toBe(true);
    expect(seen.has(parramatta)).toBe(false); // nothing else changed for this reader

    // the area moves to Melbourne: Parramatta's listing goes, Melbourne's comes; opened and own stay
    await reader.put('/api/marketplace/area', { area: { location: 'Melbourne VIC 3000', radiusKm: 10 } });
    ({ seen, cursor } = await pullUntil(reader, cursor, (s) => s.get(parramatta)?.deleted === true && s.get(melbourne)?.deleted === false));
    expect(seen.get(parramatta)?.deleted).toBe(true);
    expect(seen.get(melbourne)).toMatchObject({ deleted: false, data: { title: 'Ladder in Melbourne' } });
    expect(seen.has(brisbane)).toBe(false);
    expect(seen.has(hobart)).toBe(false);

    // a listing of the area that moves away (the seller edits its location): a removal for this reader
    expect((await seller.patch(`/api/marketplace/listings/${melbourne}`, { location: 'Darwin NT 0800' })).status).toBe(200);
    ({ seen, cursor } = await pullUntil(reader, cursor, (s) => s.get(melbourne)?.deleted === true));
    expect(seen.get(melbourne)?.deleted).toBe(true);

    // a new listing in the area arrives; a sold one in the set is removed; one elsewhere never arrives
    const carlton = await post(seller, 'Nail gun in Carlton', 'Carlton VIC 3053');
    const elsewhere = await post(seller, 'Tile cutter in Cairns', 'Cairns QLD 4870');
    await seller.post(`/api/marketplace/listings/${brisbane}/sold`);
    ({ seen, cursor } = await pullUntil(reader, cursor, (s) => s.get(carlton)?.deleted === false && s.get(brisbane)?.deleted === true));
    expect(seen.get(carlton)?.deleted).toBe(false);
    expect(seen.get(brisbane)?.deleted).toBe(true);
    expect(seen.has(elsewhere)).toBe(false);

    // clearing the area removes its listings; the user's own stays (no change sent for it)
    await reader.put('/api/marketplace/area', { area: null });
    ({ seen } = await pullUntil(reader, cursor, (s) => s.get(carlton)?.deleted === true));
    expect(seen.get(carlton)?.deleted).toBe(true);
    expect(seen.has(hobart)).toBe(false);
    const [{ n }] = await server.db.sql`select count(*)::int as n from marketplace_areas where user_id = ${readerId}`;
    expect(n).toBe(0);
  });

  it('sends a user with no area who opened nothing none of the 60 listings of others (a device that never opens the marketplace)', async () => {
    for (let i = 0; i < 60; i++) {
      await server.db.sql`insert into marketplace_listings (id, user_id, title, price_cents, category, locality, state, postcode, lat, lon)
        select ${randomUUID()}, id, ${`Listing ${i}`}, 100, 'Tools', 'Parramatta', 'NSW', '2150', -33.81, 151.0 from users
        where id <> ${readerId} limit 1`;
    }
    const own = await post(reader, 'Mine', 'Parramatta NSW 2150');
    const { seen } = await pullUntil(reader, '0.0', (s) => s.has(own));
    expect([...seen.keys()]).toEqual([own]);
  });

  it('refuses an unknown place or radius with a 400 naming the field', async () => {
    const bad = await reader.put('/api/marketplace/area', { area: { location: 'Nowhereville', radiusKm: 25 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^location:/);
    const radius = await reader.put('/api/marketplace/area', { area: { location: 'Parramatta 2150', radiusKm: 7 } });
    expect(radius.status).toBe(400);
    expect(radius.body.error.message).toMatch(/radiusKm/);
  });
});
