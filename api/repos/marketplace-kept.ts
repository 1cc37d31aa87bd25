import type { Db, Tx } from '../db';
import type { LockedTx } from '../sync/tx';
import { AppError } from '../errors';
import type { ScopeRow } from './sync';
import * as places from '../../src/domain/places';
import { formatLocality, resolveLocality } from '../../src/domain/marketplace/location';
import { KEEP_OPENED, regionsWithin } from '../../src/domain/marketplace/area';

/**
 * The listings a person keeps offline (issue 21, docs/sync.md "Scopes"): their area's (the regions that cover their
 * chosen locality and radius), their own, their favourites and the newest 100 they opened. The server decides the set
 * from the user's settings; a device never pulls the rest of Australia, which it searches online.
 *
 * The scope's stream is the union of
 * - changes of listings in the set, or that moved out of one of the user's regions (left_regions: a tombstone),
 * - the user's own set changes (marketplace_kept_changes: a favourite set or cleared, a listing opened or forgotten,
 *   the area moved), each sending the listing's state for this user now,
 * ordered by (change_xid, change_no) below the snapshot's watermark like every shared scope. A listing in the set
 * travels with its data; one that is not (sold, deleted, taken down, or no longer in the set) as a tombstone.
 */

/**
 * A list of short words (regions, ids) as one text parameter, made a text[] by the database (the test and production
 * connections do not fetch array types, so a JS array is not sent as one).
 */
const list = (sql: Db, xs: readonly string[]) => sql`string_to_array(${xs.join(',')}, ',')`;

export interface Area {
  location: string;
  radiusKm: number;
}

/** The user's kept area, or null when none was chosen (then only their own, favourites and opened are kept). */
export async function getArea(sql: Db, userId: string): Promise<Area | null> {
  const [r] = await sql<{ location: string; radius_km: number }[]>`
    select location, radius_km from marketplace_areas where user_id = ${userId}`;
  return r ? { location: r.location, radiusKm: r.radius_km } : null;
}

/**
 * Sets (or clears, with null) the area a user keeps. Listings whose region enters or leaves the set are recorded as
 * set changes, so each of the user's devices receives the new region's listings and a tombstone for the old one's.
 */
export async function setArea(tx: LockedTx, userId: string, area: Area | null): Promise<Area | null> {
  let next: { location: string; lat: number; lon: number; radius_km: number; regions: string[] } | null = null;
  if (area) {
    const l = resolveLocality(places, area.location);
    if (!l)
      throw new AppError('VALIDATION_FAILED', 'location: not an Australian suburb or postcode we know (e.g. "Parramatta NSW 2150")', {
        field: 'location',
      });
    next = {
      location: formatLocality(l),
      lat: l.lat,
      lon: l.lon,
      radius_km: area.radiusKm,
      regions: regionsWithin(l.lat, l.lon, area.radiusKm),
    };
  }
  const [old] = await tx<{ regions: string }[]>`
    select array_to_string(regions, ',') as regions from marketplace_areas where user_id = ${userId} for update`;
  const before = old?.regions ? old.regions.split(',') : [];
  const after = next?.regions ?? [];
  if (next)
    await tx`insert into marketplace_areas (user_id, location, lat, lon, radius_km, regions)
      values (${userId}, ${next.location}, ${next.lat}, ${next.lon}, ${next.radius_km}, ${list(tx, next.regions)})
      on conflict (user_id) do update set location = excluded.location, lat = excluded.lat, lon = excluded.lon,
        radius_km = excluded.radius_km, regions = excluded.regions, updated_at = now()`;
  else await tx`delete from marketplace_areas where user_id = ${userId}`;
  const entered = after.filter((r) => !before.includes(r));
  const left = before.filter((r) => !after.includes(r));
  if (entered.length || left.length)
    await tx`insert into marketplace_kept_changes (user_id, listing_id)
      select ${userId}, id from marketplace_listings where region = any(${list(tx, [...entered, ...left])})
      on conflict (user_id, listing_id) do update set updated_at = now()`;
  return next && { location: next.location, radiusKm: next.radius_km };
}

/** Records set changes for these listings (the pull sends each one's state for this user as it is then). */
export async function touchKept(tx: LockedTx, userId: string, listingIds: readonly string[]): Promise<void> {
  if (!listingIds.length) return;
  await tx`insert into marketplace_kept_changes (user_id, listing_id)
    select ${userId}, id from marketplace_listings where id = any(${list(tx, listingIds)}::uuid[])
    on conflict (user_id, listing_id) do update set updated_at = now()`;
}

/**
 * A listing the user opened joins their set (the newest KEEP_OPENED stay; an older one leaves it). Opening it again
 * only moves it up. Returns whether the set changed.
 */
export async function recordOpened(tx: LockedTx, userId: string, listingId: string): Promise<boolean> {
  const [added] = await tx<{ inserted: boolean }[]>`
    insert into marketplace_opened (user_id, listing_id) values (${userId}, ${listingId})
    on conflict (user_id, listing_id) do update set opened_at = now()
    returning (xmax = 0) as inserted`;
  if (!added.inserted) return false;
  const evicted = await tx<{ listing_id: string }[]>`
    delete from marketplace_opened where user_id = ${userId} and listing_id in (
      select listing_id from marketplace_opened where user_id = ${userId} order by opened_at desc, listing_id offset ${KEEP_OPENED})
    returning listing_id`;
  await touchKept(tx, userId, [listingId, ...evicted.map((r) => r.listing_id)]);
  return true;
}

/** One page of the kept scope's stream for this user (see above): rows of marketplace_listing_scope plus `kept`. */
export async function keptRowsAfter(
  tx: Tx,
  userId: string,
  q: { from: { xid: bigint; change: number }; xmin: string; limit: number },
): Promise<Array<ScopeRow & { kept: boolean }>> {
  const after = tx`(x.change_xid, x.change_no) > (${q.from.xid.toString()}::xid8, ${q.from.change}) and x.change_xid < ${q.xmin}::xid8`;
  // Each part reads its own index in stream order and stops at the page size; the page is the first `limit` of them.
  const rows = await tx<Array<ScopeRow & { kept: boolean; stream_no: number }>>`
    with area as (select coalesce((select regions from marketplace_areas where user_id = ${userId}), '{}'::text[]) as regions),
    mine as (
      select id from marketplace_favorites where user_id = ${userId} and deleted_at is null
      union select listing_id from marketplace_opened where user_id = ${userId}),
    stream as (
      (select x.id, x.change_xid, x.change_no from marketplace_listings x, area
        where x.region = any(area.regions) and ${after} order by x.change_xid, x.change_no limit ${q.limit})
      union all
      (select x.id, x.change_xid, x.change_no from marketplace_listings x, area
        where cardinality(x.left_regions) > 0 and x.left_regions && area.regions and ${after}
        order by x.change_xid, x.change_no limit ${q.limit})
      union all
      (select x.id, x.change_xid, x.change_no from marketplace_listings x
        where (x.user_id = ${userId} or x.id in (select id from mine)) and ${after}
        order by x.change_xid, x.change_no limit ${q.limit})
      union all
      (select x.listing_id, x.change_xid, x.change_no from marketplace_kept_changes x
        where x.user_id = ${userId} and ${after} order by x.change_xid, x.change_no limit ${q.limit})
    ),
    page as (select distinct on (change_xid, change_no) * from stream order by change_xid, change_no limit ${q.limit})
    select s.*, p.change_no as stream_no, p.change_xid::text as xid_text,
      (s.deleted_at is null and (s.user_id = ${userId} or l.region = any(area.regions) or s.id in (select id from mine))) as kept
    from page p
    join marketplace_listing_scope s on s.id = p.id
    join marketplace_listings l on l.id = p.id
    cross join area
    order by p.change_xid, p.change_no`;
  // the cursor follows the stream (a set change has its own number), not the listing's last change
  return rows.map((r) => ({ ...r, change_no: r.stream_no }));
}
