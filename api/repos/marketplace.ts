import type { Db, Sql } from '../db';
import type { LockedTx } from '../sync/tx';
import { wakeScope } from '../sync/tx';
import { AppError, notFound } from '../errors';
import { assertOwnUploadedObjects, setObjectsVisibility } from './objects';
import type { ListingFields } from '../../src/domain/sync/features/marketplace';
import { LISTINGS_SCOPE, type Sort } from '../../src/domain/marketplace';
import { resolveLocality, formatLocality } from '../../src/domain/marketplace/location';
import * as places from '../../src/domain/places';
import { isValidAbn } from '../../src/domain/abn';
import { touchKept } from './marketplace-kept';

export { LISTINGS_SCOPE }; // one constant: src/domain/marketplace

// A listing's photos are in use while the listing is not deleted (its definition's photoColumns; the orphan sweep deletes
// them after that).

export interface ListingRow {
  id: string;
  user_id: string;
  title: string;
  description: string;
  price_cents: number;
  category: string;
  condition: string | null;
  locality: string | null;
  state: string | null;
  postcode: string | null;
  lat: number | null;
  lon: number | null;
  photos: string[];
  status: 'live' | 'sold' | 'removed';
  removed_reason: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  seller_name: string;
  seller_email_verified: boolean;
  seller_abn: string | null;
  is_favorited?: boolean;
  distance_km?: number | null;
}

/** sellerVerified: a confirmed email address (users.email_verified_at) AND an ABN with valid check digits on the company record. */
export const sellerVerified = (r: Pick<ListingRow, 'seller_email_verified' | 'seller_abn'>) =>
  r.seller_email_verified && !!r.seller_abn && isValidAbn(r.seller_abn);

/** What every reader sees of a listing (the shared scope sends the same, without the per-viewer fields). */
export function toClientListing(r: ListingRow) {
  return {
    id: r.id,
    sellerId: r.user_id,
    title: r.title,
    description: r.description,
    price: r.price_cents / 100,
    priceCents: Number(r.price_cents),
    category: r.category,
    condition: r.condition,
    location: r.locality ? formatLocality({ name: r.locality, state: r.state as places.PlaceState, postcode: r.postcode! }) : '',
    lat: r.lat,
    lon: r.lon,
    photos: r.photos,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    sellerName: r.seller_name,
    // No ratings yet: the spec shows a rating but says nothing of where it comes from (see README "Marketplace").
    sellerRating: null as number | null,
    sellerVerified: sellerVerified(r),
  };
}

export function toViewerListing(r: ListingRow, viewerId: string) {
  return {
    ...toClientListing(r),
    isFavorited: !!r.is_favorited,
    isOwner: r.user_id === viewerId,
    ...(r.distance_km !== undefined ? { distanceKm: r.distance_km === null ? null : Math.round(r.distance_km * 10) / 10 } : {}),
  };
}

/** A typed locality to stored columns; '' is none. An unknown locality is a 400 naming `field`. */
export function locationColumns(text: string, field = 'location') {
  if (!text.trim()) return { locality: null, state: null, postcode: null, lat: null, lon: null };
  const l = resolveLocality(places, text);
  if (!l)
    throw new AppError('VALIDATION_FAILED', `${field}: not an Australian suburb or postcode we know (e.g. "Parramatta NSW 2150")`, {
      field,
    });
  return { locality: l.name, state: l.state, postcode: l.postcode, lat: l.lat, lon: l.lon };
}

/** Every photo must be the seller's own file, its bytes uploaded: a listing cannot show someone else's or a missing photo. */
async function assertOwnPhotos(tx: Db, userId: string, photos: readonly string[]) {
  await assertOwnUploadedObjects(
    tx,
    userId,
    photos.map((p) => p.slice('/api/objects/'.length)),
  );
}

/** Live listings one account may have at once (a seller with more is a shop, or a spammer). */
export const MAX_LIVE_LISTINGS = 50;

/** Under the user's sync lock (LockedTx), so two creates at once cannot both see room under the cap. */
async function assertRoomForLiveListing(tx: LockedTx, userId: string, exceptId: string) {
  const [r] = await tx<{ n: number }[]>`select count(*)::int as n from marketplace_listings
    where user_id = ${userId} and status = 'live' and deleted_at is null and id <> ${exceptId}`;
  if (r.n >= MAX_LIVE_LISTINGS)
    throw new AppError(
      'CONFLICT',
      `You already have ${MAX_LIVE_LISTINGS} live listings, the most one account can have. Mark some as sold or delete them first.`,
    );
}

/**
 * Makes photos private, except the ones another live listing of the same owner still shows (one photo may be on two
 * listings: deleting one must not break the other's images).
 */
async function makePhotosPrivate(tx: LockedTx, userId: string, listingId: string, photos: readonly string[]) {
  if (!photos.length) return;
  const still = await tx<{ p: string }[]>`select distinct p from marketplace_listings l, jsonb_array_elements_text(l.photos) p
    where l.user_id = ${userId} and l.id <> ${listingId} and l.status = 'live' and l.deleted_at is null
      and p in (select jsonb_array_elements_text(${JSON.stringify(photos)}::text::jsonb))`;
  const used = new Set(still.map((r) => r.p));
  await setObjectsVisibility(
    tx,
    userId,
    photos.filter((p) => !used.has(p)),
    'private',
  );
}

export async function listingOwnerStatus(sql: Db, id: string) {
  const [row] = await sql<{ user_id: string; status: string; deleted: boolean }[]>`
    select user_id, status, deleted_at is not null as deleted from marketplace_listings where id = ${id}`;
  return row ?? null;
}

export async function createListing(
  tx: LockedTx,
  userId: string,
  args: ListingFields & { id: string; createdAt?: string },
): Promise<boolean> {
  const loc = locationColumns(args.location);
  await assertOwnPhotos(tx, userId, args.photos);
  await assertRoomForLiveListing(tx, userId, args.id);
  const rows = await tx`
    insert into marketplace_listings (id, user_id, title, description, price_cents, category, condition,
      locality, state, postcode, lat, lon, photos, created_at)
    values (${args.id}, ${userId}, ${args.title}, ${args.description}, ${args.priceCents}, ${args.category}, ${args.condition},
      ${loc.locality}, ${loc.state}, ${loc.postcode}, ${loc.lat}, ${loc.lon}, ${tx.json(args.photos)}, ${args.createdAt ?? new Date().toISOString()})
    on conflict (id) do nothing returning id`;
  if (!rows.length) {
    // A replay of the same create is harmless; someone else's id is not.
    const existing = await listingOwnerStatus(tx, args.id);
    if (existing?.user_id !== userId) throw new AppError('CONFLICT', 'A listing with that id already exists');
    return false;
  }
  await setObjectsVisibility(tx, userId, args.photos, 'public');
  wakeScope(tx, LISTINGS_SCOPE);
  return true;
}

type Patch = Partial<ListingFields & { status: 'live' | 'sold' }>;

/** Only the owner's listing changes; anyone else's (or a deleted one) is "not found". */
export async function updateListing(tx: LockedTx, userId: string, id: string, patch: Patch): Promise<void> {
  const [cur] = await tx<ListingRow[]>`
    select * from marketplace_listings where id = ${id} and user_id = ${userId} and deleted_at is null for update`;
  if (!cur) throw notFound('Listing');
  if (cur.status === 'removed') throw new AppError('CONFLICT', 'This listing was taken down by an admin and cannot be changed');
  if (patch.photos) await assertOwnPhotos(tx, userId, patch.photos);
  const loc = patch.location !== undefined ? locationColumns(patch.location) : cur;
  const photos = patch.photos ?? cur.photos;
  const status = patch.status ?? cur.status;
  if (status === 'live' && cur.status !== 'live') await assertRoomForLiveListing(tx, userId, id);
  await tx`update marketplace_listings set
      title = ${patch.title ?? cur.title}, description = ${patch.description ?? cur.description},
      price_cents = ${patch.priceCents ?? cur.price_cents}, category = ${patch.category ?? cur.category},
      condition = ${patch.condition !== undefined ? patch.condition : cur.condition},
      locality = ${loc.locality}, state = ${loc.state}, postcode = ${loc.postcode}, lat = ${loc.lat}, lon = ${loc.lon},
      photos = ${tx.json(photos)}, status = ${status}
    where id = ${id}`;
  // Photos are public while the listing is live: dropped photos and a sold listing's photos go private.
  const dropped = cur.photos.filter((p) => !photos.includes(p));
  await makePhotosPrivate(tx, userId, id, dropped);
  if (status === 'live') await setObjectsVisibility(tx, userId, photos, 'public');
  else await makePhotosPrivate(tx, userId, id, photos);
  wakeScope(tx, LISTINGS_SCOPE);
}

/** Soft delete (a tombstone for every device); its photos go private and the orphan sweep deletes them later. */
export async function deleteListing(tx: LockedTx, userId: string, id: string): Promise<'deleted' | 'already'> {
  const [cur] = await tx<{ photos: string[]; deleted: boolean }[]>`
    select photos, deleted_at is not null as deleted from marketplace_listings where id = ${id} and user_id = ${userId} for update`;
  if (!cur) throw notFound('Listing');
  if (cur.deleted) return 'already';
  await tx`update marketplace_listings set deleted_at = now() where id = ${id}`;
  await makePhotosPrivate(tx, userId, id, cur.photos);
  wakeScope(tx, LISTINGS_SCOPE);
  return 'deleted';
}

/** Sets (not toggles) a favourite; the listing may be anyone's but must exist. */
export async function setFavorite(tx: LockedTx, userId: string, listingId: string, on: boolean): Promise<void> {
  const listing = await listingOwnerStatus(tx, listingId);
  if (!listing || listing.deleted) throw notFound('Listing');
  if (on) {
    await tx`insert into marketplace_favorites (user_id, id) values (${userId}, ${listingId})
      on conflict (user_id, id) do update set deleted_at = null where marketplace_favorites.deleted_at is not null`;
  } else {
    await tx`update marketplace_favorites set deleted_at = now() where user_id = ${userId} and id = ${listingId} and deleted_at is null`;
  }
  // the listing joins (or may leave) the set this user's devices keep offline
  await touchKept(tx, userId, [listingId]);
}

export async function isFavorite(sql: Db, userId: string, listingId: string): Promise<boolean> {
  const [row] = await sql`select 1 from marketplace_favorites where user_id = ${userId} and id = ${listingId} and deleted_at is null`;
  return !!row;
}

export interface SearchQuery {
  search?: string;
  category?: string;
  condition?: string;
  /** the viewer's locality, resolved */
  near?: { lat: number; lon: number };
  radiusKm?: number;
  priceMinCents?: number;
  priceMaxCents?: number;
  sort: Sort;
  favorites?: boolean;
  mine?: boolean;
  page: number;
  limit: number;
}

/** Great-circle distance in km in SQL (haversine, as src/domain/places distanceKm). */
const distanceSql = (sql: Db, p: { lat: number; lon: number }) => sql`
  case when l.lat is null then null else (2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(l.lat - ${p.lat}::float8) / 2), 2) +
    cos(radians(${p.lat}::float8)) * cos(radians(l.lat)) * power(sin(radians(l.lon - ${p.lon}::float8) / 2), 2))))) end`;

/**
 * The marketplace search, all in Postgres. Text: full-text match on title + description (english stemming, GIN index)
 * OR a trigram word match on the title (pg_trgm `<%`, GIN index: partial words and typos, "makit" → "Makita",
 * "genrator" → "Generator") OR a substring of the title (ILIKE, the same trigram index). Ranked by text relevance only
 * within the chosen sort's ties. Live listings only, except the viewer's own (`mine`).
 */
export async function searchListings(db: Db, viewerId: string, q: SearchQuery) {
  if (!q.search?.trim()) return searchIn(db, viewerId, q);
  // pg_trgm's default word-similarity threshold (0.6) misses one-letter slips in long words ("genrator" scores 0.58
  // against "generator"); 0.5 still keeps unrelated words out. `set local` lasts only for this transaction.
  const run = async (tx: Db) => {
    await tx`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`;
    return searchIn(tx, viewerId, q);
  };
  return 'begin' in db ? (db as Sql).begin(run) : run(db);
}

/**
 * Distance sort with no radius: the nearest page lies within some radius, so try growing boxes (each uses the lat/lon
 * index) and stop at the first that holds the whole page; the last try has no box (and the listings with no locality,
 * sorted last). Exact, because every listing outside radius r is farther than every listing inside it.
 */
const DISTANCE_STEPS_KM = [25, 100, 400, 1600];

async function searchIn(sql: Db, viewerId: string, q: SearchQuery) {
  if (q.sort === 'distance' && q.near && q.radiusKm === undefined) {
    for (const radiusKm of DISTANCE_STEPS_KM) {
      const res = await searchOnce(sql, viewerId, { ...q, radiusKm });
      if (res.hasMore) return res;
    }
  }
  return searchOnce(sql, viewerId, q);
}

async function searchOnce(sql: Db, viewerId: string, q: SearchQuery) {
  const text = q.search?.trim();
  const near = q.near;
  const dist = near ? distanceSql(sql, near) : null;
  const conds = [q.mine ? sql`l.user_id = ${viewerId} and l.status <> 'removed'` : sql`l.status = 'live'`, sql`l.deleted_at is null`];
  if (text) {
    conds.push(
      sql`(l.search @@ websearch_to_tsquery('english', ${text}) or ${text} <% l.title or l.title ilike ${'%' + text.replace(/[\\%_]/g, '\\$&') + '%'})`,
    );
  }
  if (q.category) conds.push(sql`l.category = ${q.category}`);
  if (q.condition) conds.push(sql`l.condition = ${q.condition}`);
  if (q.priceMinCents !== undefined) conds.push(sql`l.price_cents >= ${q.priceMinCents}`);
  if (q.priceMaxCents !== undefined) conds.push(sql`l.price_cents <= ${q.priceMaxCents}`);
  if (q.favorites) conds.push(sql`f.id is not null`);
  if (near && q.radiusKm !== undefined) {
    // A box first (a degree of latitude is ~111 km), then the exact distance.
    const dLat = q.radiusKm / 111;
    const dLon = Math.min(180, q.radiusKm / (111 * Math.max(0.01, Math.cos((near.lat * Math.PI) / 180))));
    conds.push(
      sql`l.lat between ${near.lat - dLat} and ${near.lat + dLat} and l.lon between ${near.lon - dLon} and ${near.lon + dLon} and ${dist!} <= ${q.radiusKm}`,
    );
  }
  const where = conds.reduce((acc, c) => sql`${acc} and ${c}`);
  const order =
    q.sort === 'price-low'
      ? sql`l.price_cents asc, l.created_at desc`
      : q.sort === 'price-high'
        ? sql`l.price_cents desc, l.created_at desc`
        : q.sort === 'distance' && dist
          ? sql`${dist} asc nulls last, l.created_at desc`
          : sql`l.created_at desc`;
  const offset = (q.page - 1) * q.limit;
  const rows = await sql<ListingRow[]>`
    select l.*, f.id is not null as is_favorited ${dist ? sql`, ${dist} as distance_km` : sql``}
    from marketplace_listing_feed l
    left join marketplace_favorites f on f.id = l.id and f.user_id = ${viewerId} and f.deleted_at is null
    where ${where}
    order by ${order}, l.id
    limit ${q.limit + 1} offset ${offset}`;
  return {
    listings: rows.slice(0, q.limit).map((r) => toViewerListing(r, viewerId)),
    page: q.page,
    limit: q.limit,
    hasMore: rows.length > q.limit,
  };
}

/** One listing: live or sold ones for anyone signed in; a taken-down one only for its owner. */
export async function getListing(sql: Db, viewerId: string, id: string) {
  const [row] = await sql<ListingRow[]>`
    select l.*, exists(select 1 from marketplace_favorites f where f.id = l.id and f.user_id = ${viewerId} and f.deleted_at is null) as is_favorited
    from marketplace_listing_feed l
    where l.id = ${id} and l.deleted_at is null and (l.status <> 'removed' or l.user_id = ${viewerId})`;
  return row ? { ...toViewerListing(row, viewerId), removedReason: row.user_id === viewerId ? row.removed_reason : null } : null;
}

export async function reportListing(sql: Db, reporterId: string, listingId: string, reason: string, details: string): Promise<boolean> {
  const rows = await sql`insert into marketplace_reports (listing_id, reporter_id, reason, details)
    values (${listingId}, ${reporterId}, ${reason}, ${details}) on conflict on constraint marketplace_reports_once do nothing returning id`;
  return rows.length > 0;
}

/** The admin's list: open reports, newest first, with the listing and who reported it. */
export async function openReports(sql: Db) {
  const rows = await sql<
    Array<{
      id: string;
      reason: string;
      details: string;
      created_at: Date;
      listing_id: string;
      title: string;
      status: string;
      seller_name: string;
      reporter_email: string;
    }>
  >`
    select r.id, r.reason, r.details, r.created_at, l.id as listing_id, l.title, l.status, l.seller_name, u.email as reporter_email
    from marketplace_reports r
    join marketplace_listing_feed l on l.id = r.listing_id
    join users u on u.id = r.reporter_id
    where r.resolved_at is null and l.deleted_at is null
    order by r.created_at desc limit 200`;
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    details: r.details,
    createdAt: r.created_at.toISOString(),
    listingId: r.listing_id,
    listingTitle: r.title,
    listingStatus: r.status,
    sellerName: r.seller_name,
    reporterEmail: r.reporter_email,
  }));
}

/** An admin takes a listing down: status 'removed' (off every device), photos private, its open reports resolved. */
export async function takeDown(tx: LockedTx, listingId: string, reason: string): Promise<void> {
  const [cur] = await tx<{ user_id: string; photos: string[] }[]>`
    update marketplace_listings set status = 'removed', removed_reason = ${reason}
    where id = ${listingId} and deleted_at is null returning user_id, photos`;
  if (!cur) throw notFound('Listing');
  await makePhotosPrivate(tx, cur.user_id, listingId, cur.photos);
  await tx`update marketplace_reports set resolved_at = now(), resolution = 'removed' where listing_id = ${listingId} and resolved_at is null`;
  wakeScope(tx, LISTINGS_SCOPE);
}

export async function dismissReport(sql: Db, reportId: string): Promise<boolean> {
  const rows =
    await sql`update marketplace_reports set resolved_at = now(), resolution = 'dismissed' where id = ${reportId} and resolved_at is null returning id`;
  return rows.length > 0;
}

/**
 * Re-sends a seller's live listings to every device (a bump of their change numbers): what a listing shows of its
 * seller (name, verified) is joined at pull time, so a change to the seller reaches devices only with a listing change.
 */
export async function resendSellerListings(tx: LockedTx, userId: string): Promise<void> {
  const rows = await tx`update marketplace_listings set updated_at = now()
    where user_id = ${userId} and deleted_at is null and status = 'live' returning id`;
  if (rows.length) wakeScope(tx, LISTINGS_SCOPE);
}
