-- Issue 21, "offline copy that scales": a device keeps the listings its person can use — within their chosen area (by
-- region), their own, their favourites and the ones they opened — not every live listing in Australia. The server
-- decides the set from the user's settings; the scope 'marketplace:listings' (api/repos/marketplace-kept.ts) sends
-- the set's changes and a tombstone when a listing leaves it (docs/sync.md "Scopes").

-- A region is a half-degree cell of latitude and longitude (about 55 km × 45 km at Sydney): "-68:302". The same
-- formula is src/domain/marketplace/area.ts regionOf.
create function marketplace_region(lat double precision, lon double precision) returns text language sql immutable as $$
  select case when lat is null or lon is null then null else floor(lat * 2)::int::text || ':' || floor(lon * 2)::int::text end
$$;

-- A listing's region, and every region it moved out of (a device keeping that region must hear that it left).
alter table marketplace_listings add column region text, add column left_regions text[] not null default '{}';
create function marketplace_listings_region() returns trigger language plpgsql as $$
begin
  new.region := marketplace_region(new.lat, new.lon);
  if tg_op = 'UPDATE' and old.region is not null and new.region is distinct from old.region
     and not (old.region = any(new.left_regions)) then
    new.left_regions := new.left_regions || old.region;
  end if;
  return new;
end $$;
create trigger marketplace_listings_region before insert or update on marketplace_listings
  for each row execute function marketplace_listings_region();
update marketplace_listings set region = marketplace_region(lat, lon);
create index marketplace_listings_region_scope_idx on marketplace_listings (region, change_xid, change_no);
create index marketplace_listings_moved_scope_idx on marketplace_listings (change_xid, change_no) where cardinality(left_regions) > 0;

-- The area a user keeps offline: a locality and a radius, and the regions that cover it (computed by the server).
create table marketplace_areas (
  user_id uuid constraint marketplace_areas_pkey primary key
    constraint marketplace_areas_user_id_fkey references users(id) on delete cascade,
  location text not null,
  lat double precision not null,
  lon double precision not null,
  radius_km integer not null constraint marketplace_areas_radius_check check (radius_km between 1 and 500),
  regions text[] not null,
  updated_at timestamptz not null default now()
);

-- The listings a user opened (the newest 100 are kept; older ones leave the set).
create table marketplace_opened (
  user_id uuid not null constraint marketplace_opened_user_id_fkey references users(id) on delete cascade,
  listing_id uuid not null constraint marketplace_opened_listing_fkey references marketplace_listings(id) on delete cascade,
  opened_at timestamptz not null default now(),
  constraint marketplace_opened_pkey primary key (user_id, listing_id)
);

-- A change to a user's set that is not a change of the listing (a favourite set or cleared, a listing opened or
-- forgotten, the area moved): one row per user and listing, bumped like a shared row, so the pull sends the listing's
-- current state for that user — its data when it is in the set, a tombstone when it is not.
create table marketplace_kept_changes (
  user_id uuid not null constraint marketplace_kept_changes_user_id_fkey references users(id) on delete cascade,
  listing_id uuid not null constraint marketplace_kept_changes_listing_fkey references marketplace_listings(id) on delete cascade,
  updated_at timestamptz not null default now(),
  change_no bigint not null,
  change_xid xid8 not null,
  constraint marketplace_kept_changes_pkey primary key (user_id, listing_id)
);
create trigger marketplace_kept_changes_sync_bump before insert or update on marketplace_kept_changes
  for each row execute function sync_bump_shared();
create index marketplace_kept_changes_scope_idx on marketplace_kept_changes (user_id, change_xid, change_no);
