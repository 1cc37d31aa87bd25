import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, Ctx } from '../context';
import { requireAdmin, requireUser } from '../context';
import { AppError, notFound } from '../errors';
import { validate } from '../validate';
import { withUserTx } from '../sync/tx';
import * as market from '../repos/marketplace';
import * as inbox from '../repos/marketplace-inbox';
import * as kept from '../repos/marketplace-kept';
import { KEEP_RADII } from '../../src/domain/marketplace/area';
import { MessageBody, PERSON_REPORT_REASONS } from '../../src/domain/marketplace/inbox';
import { ListingFields } from '../../src/domain/sync/features/marketplace';
import { CATEGORIES, CONDITIONS, REPORT_REASONS, SORTS, priceToCents, type Sort } from '../../src/domain/marketplace';
import * as places from '../../src/domain/places';
import { resolveLocality } from '../../src/domain/marketplace/location';
import { uuidSchema } from '../../src/domain/ids';

/**
 * Spec §7 Marketplace, over the same repo functions as the sync mutators (api/sync/features/marketplace.ts). Anyone
 * signed in reads live listings; only the owner changes one (anyone else gets 404, as for a listing that is not there).
 */
const F = ListingFields.entries;
const uuid = uuidSchema();
const REQUIRED = 'Please fill in title, price, and category';
/** The Post dialog sends price as a number of dollars (step 0.01); stored as integer cents. */
const Price = v.pipe(
  v.number(REQUIRED),
  v.check((n) => priceToCents(n) !== null, 'must be an amount of dollars of at least 0 with at most 2 decimals'),
);

const CreateBody = v.object(
  {
    id: v.optional(uuid),
    title: F.title,
    description: v.optional(F.description, ''),
    price: Price,
    category: v.picklist(CATEGORIES, `${REQUIRED} (category must be one of ${CATEGORIES.join(', ')})`),
    condition: v.optional(v.nullable(F.condition.wrapped), null),
    location: v.optional(F.location, ''),
    photos: v.optional(F.photos, []),
    // A missing title, price or category is named with the spec's text (the key issue takes the object's message).
  },
  REQUIRED,
);
const PatchBody = v.object({
  title: v.optional(F.title),
  description: v.optional(F.description),
  price: v.optional(Price),
  category: v.optional(F.category),
  condition: v.optional(F.condition),
  location: v.optional(F.location),
  photos: v.optional(F.photos),
  status: v.optional(v.picklist(['live', 'sold'] as const, 'must be live or sold')),
});
const ReportBody = v.object({
  reason: v.picklist(REPORT_REASONS, `must be one of ${REPORT_REASONS.join(', ')}`),
  details: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(1000),
      v.check((x) => !x.includes('\u0000'), 'cannot contain a NUL character'),
    ),
    '',
  ),
});
const ContactBody = v.object({ id: v.optional(uuid), message: MessageBody });
const PersonReportBody = v.object({
  reason: v.picklist(PERSON_REPORT_REASONS, `must be one of ${PERSON_REPORT_REASONS.join(', ')}`),
  details: ReportBody.entries.details,
  listingId: v.optional(v.nullable(uuid), null),
});
const TakeDownBody = v.object({ reason: v.optional(v.pipe(v.string(), v.maxLength(500)), 'Taken down by an admin') });

const AreaBody = v.object({
  area: v.nullable(
    v.object({
      location: v.pipe(
        v.string('location: must be a suburb or postcode'),
        v.trim(),
        v.minLength(1, 'location: must be a suburb or postcode'),
        v.maxLength(120, 'location: must be at most 120 characters'),
      ),
      radiusKm: v.picklist(KEEP_RADII, `radiusKm: must be one of ${KEEP_RADII.join(', ')}`),
    }),
  ),
});

const bad = (field: string, message: string) => new AppError('VALIDATION_FAILED', `${field}: ${message}`, { field });

function listingId(c: Ctx): string {
  const id = c.req.param('id') ?? '';
  if (!v.is(uuid, id)) throw notFound('Listing');
  return id;
}

/** A person's id in the path (block, report): any signed-in user may name any person, as from a conversation. */
function personId(c: Ctx): string {
  const id = c.req.param('id') ?? '';
  if (!v.is(uuid, id)) throw notFound('User', 'Person not found');
  return id;
}

function dollarsParam(c: Ctx, name: string): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  const cents = priceToCents(Number(raw));
  if (cents === null || !/^\d+(\.\d+)?$/.test(raw.trim())) throw bad(name, 'must be an amount of dollars, e.g. 150 or 99.95');
  return cents;
}

/** GET query → SearchQuery, every parameter checked (a 400 names it). */
export function parseSearch(c: Ctx): market.SearchQuery {
  const q = (name: string) => {
    const raw = c.req.query(name);
    if (raw?.includes('\u0000')) throw bad(name, 'cannot contain a NUL character');
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const search = q('search');
  if (search && search.length > 200) throw bad('search', 'must be at most 200 characters');
  const category = q('category');
  if (category && category !== 'all' && !(CATEGORIES as readonly string[]).includes(category))
    throw bad('category', `must be one of ${CATEGORIES.join(', ')}`);
  const condition = q('condition');
  if (condition && condition !== 'all' && !(CONDITIONS as readonly string[]).includes(condition))
    throw bad('condition', `must be one of ${CONDITIONS.join(', ')}`);
  const sort = (q('sort') ?? 'newest') as Sort;
  if (!(SORTS as readonly string[]).includes(sort)) throw bad('sort', `must be one of ${SORTS.join(', ')}`);
  const location = q('location');
  let near: { lat: number; lon: number } | undefined;
  if (location) {
    if (location.length > 120) throw bad('location', 'must be at most 120 characters');
    const l = resolveLocality(places, location);
    if (!l) throw bad('location', 'not an Australian suburb or postcode we know (e.g. "Parramatta NSW 2150")');
    near = { lat: l.lat, lon: l.lon };
  }
  if (sort === 'distance' && !near) throw bad('location', 'needed to sort by distance');
  const radius = q('radiusKm');
  let radiusKm: number | undefined;
  if (radius !== undefined) {
    radiusKm = Number(radius);
    if (!Number.isFinite(radiusKm) || radiusKm <= 0 || radiusKm > 5000)
      throw bad('radiusKm', 'must be a distance in km between 1 and 5000');
    if (!near) throw bad('location', 'needed with radiusKm');
  }
  const priceMinCents = dollarsParam(c, 'priceMin');
  const priceMaxCents = dollarsParam(c, 'priceMax');
  if (priceMinCents !== undefined && priceMaxCents !== undefined && priceMinCents > priceMaxCents)
    throw bad('priceMax', 'must not be below priceMin');
  const page = Number(q('page') ?? 1);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw bad('page', 'must be a whole number from 1');
  const limit = Number(q('limit') ?? 24);
  if (!Number.isInteger(limit) || limit < 1 || limit > 60) throw bad('limit', 'must be a whole number from 1 to 60');
  const flag = (name: string) => {
    const x = q(name);
    if (x !== undefined && x !== 'true' && x !== 'false') throw bad(name, 'must be true or false');
    return x === 'true';
  };
  return {
    search,
    category: category === 'all' ? undefined : category,
    condition: condition === 'all' ? undefined : condition,
    near,
    radiusKm,
    priceMinCents,
    priceMaxCents,
    sort,
    favorites: flag('favorites'),
    mine: flag('mine'),
    page,
    limit,
  };
}

async function readListing(c: Ctx, id: string) {
  const listing = await market.getListing(c.get('deps').sql, requireUser(c).id, id);
  if (!listing) throw notFound('Listing');
  return listing;
}

export const marketplaceRoutes = new Hono<AppEnv>()
  .get('/listings', async (c) => {
    const me = requireUser(c);
    return c.json(await market.searchListings(c.get('deps').sql, me.id, parseSearch(c)));
  })
  .post('/listings', validate('json', CreateBody), async (c) => {
    const { sql, now } = c.get('deps');
    const me = requireUser(c);
    const { price, id = randomUUID(), ...body } = c.req.valid('json');
    const created = await withUserTx(sql, me.id, (tx) =>
      market.createListing(tx, me.id, { ...body, id, priceCents: priceToCents(price)!, createdAt: now().toISOString() }),
    );
    return c.json(await readListing(c, id), created ? 201 : 200);
  })
  .get('/listings/:id', async (c) => {
    const listing = await readListing(c, listingId(c));
    // an opened listing is kept on the user's devices (issue 21: the offline set), unless it is their own
    if (!listing.isOwner && listing.status === 'live') {
      const me = requireUser(c);
      await withUserTx(c.get('deps').sql, me.id, (tx) => kept.recordOpened(tx, me.id, listing.id));
    }
    return c.json(listing);
  })
  /** The area this user keeps offline (issue 21): a locality and a radius in km; null when none was chosen. */
  .get('/area', async (c) => c.json({ area: await kept.getArea(c.get('deps').sql, requireUser(c).id) }))
  .put('/area', validate('json', AreaBody), async (c) => {
    const me = requireUser(c);
    const { area } = c.req.valid('json');
    return c.json({ area: await withUserTx(c.get('deps').sql, me.id, (tx) => kept.setArea(tx, me.id, area)) });
  })
  .patch('/listings/:id', validate('json', PatchBody), async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = listingId(c);
    const { price, ...patch } = c.req.valid('json');
    await withUserTx(sql, me.id, (tx) =>
      market.updateListing(tx, me.id, id, { ...patch, ...(price !== undefined ? { priceCents: priceToCents(price)! } : {}) }),
    );
    return c.json(await readListing(c, id));
  })
  .post('/listings/:id/sold', async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = listingId(c);
    await withUserTx(sql, me.id, (tx) => market.updateListing(tx, me.id, id, { status: 'sold' }));
    return c.json(await readListing(c, id));
  })
  .delete('/listings/:id', async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = listingId(c);
    await withUserTx(sql, me.id, (tx) => market.deleteListing(tx, me.id, id));
    return c.body(null, 204);
  })
  .post('/listings/:id/favorite', async (c) => {
    const { sql } = c.get('deps');
    const me = requireUser(c);
    const id = listingId(c);
    const isFavorited = await withUserTx(sql, me.id, async (tx) => {
      const next = !(await market.isFavorite(tx, me.id, id));
      await market.setFavorite(tx, me.id, id, next);
      return next;
    });
    return c.json({ isFavorited });
  })
  .post('/listings/:id/report', validate('json', ReportBody), async (c) => {
    const me = requireUser(c);
    const id = listingId(c);
    const { reason, details } = c.req.valid('json');
    const listing = await readListing(c, id);
    if (listing.isOwner) throw new AppError('BAD_REQUEST', 'You cannot report your own listing');
    const created = await market.reportListing(c.get('deps').sql, me.id, id, reason, details);
    return c.json({ reported: true }, created ? 201 : 200);
  })
  /**
   * Contact: the buyer's first message (or another) in the listing's conversation — the same write as the outbox's
   * marketplaceMessage.send. It lands in the seller's inbox (live, if their app is open); an email goes only if it is
   * still unread after a while, and it never shows either side's email address. At most 10 an hour per sender, counted
   * from the stored messages under the sender's lock (api/repos/marketplace-inbox.ts), so it holds across API nodes.
   */
  .post('/listings/:id/contact', validate('json', ContactBody), async (c) => {
    const me = requireUser(c);
    const listing = listingId(c);
    const { message, id = randomUUID() } = c.req.valid('json');
    await withUserTx(c.get('deps').sql, me.id, (tx) =>
      inbox.sendMessage(tx, me.id, { id, listingId: listing, buyerId: me.id, body: message }),
    );
    return c.json({ sent: true, id }, 202);
  })
  /** The people this user blocked (the conversation screen offers "Unblock"). */
  .get('/people/blocked', async (c) => c.json({ ids: await inbox.blockedIds(c.get('deps').sql, requireUser(c).id) }))
  .post('/people/:id/block', async (c) => {
    await inbox.block(c.get('deps').sql, requireUser(c).id, personId(c));
    return c.json({ blocked: true });
  })
  .delete('/people/:id/block', async (c) => {
    await inbox.unblock(c.get('deps').sql, requireUser(c).id, personId(c));
    return c.json({ blocked: false });
  })
  .post('/people/:id/report', validate('json', PersonReportBody), async (c) => {
    const deps = c.get('deps');
    const me = requireUser(c);
    // Reports go to a person an admin reads: the shared limiter keeps one account from flooding them (across nodes).
    await deps.limiters.report.hit(me.id);
    const created = await inbox.reportPerson(deps.sql, me.id, personId(c), c.req.valid('json'));
    return c.json({ reported: true }, created ? 201 : 200);
  })
  .get('/admin/person-reports', async (c) => {
    requireAdmin(c);
    return c.json(await inbox.openPersonReports(c.get('deps').sql));
  })
  .post('/admin/person-reports/:id/dismiss', async (c) => {
    requireAdmin(c);
    const id = c.req.param('id');
    if (!v.is(uuid, id) || !(await inbox.dismissPersonReport(c.get('deps').sql, id))) throw notFound('Report');
    return c.json({ dismissed: true });
  })
  .get('/admin/reports', async (c) => {
    requireAdmin(c);
    return c.json(await market.openReports(c.get('deps').sql));
  })
  .post('/admin/listings/:id/take-down', validate('json', TakeDownBody), async (c) => {
    requireAdmin(c);
    const { sql } = c.get('deps');
    const id = listingId(c);
    const owner = await market.listingOwnerStatus(sql, id);
    if (!owner || owner.deleted) throw notFound('Listing');
    await withUserTx(sql, owner.user_id, (tx) => market.takeDown(tx, id, c.req.valid('json').reason));
    return c.json({ removed: true });
  })
  .post('/admin/reports/:id/dismiss', async (c) => {
    requireAdmin(c);
    const id = c.req.param('id');
    if (!v.is(uuid, id) || !(await market.dismissReport(c.get('deps').sql, id))) throw notFound('Report');
    return c.json({ dismissed: true });
  });
