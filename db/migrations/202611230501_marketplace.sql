-- Issue 9, the Tradie Marketplace. Listings are the first real shared sync scope (docs/sync.md "Scopes"): every
-- signed-in device pulls public listings by (change_xid, change_no); only the owner writes a listing.
-- Search: a full-text column (english stemming: "drills" finds "drill") with a GIN index, plus pg_trgm on the title
-- for partial words and typos ("makit" finds "Makita"), also GIN-indexed. PGlite loads pg_trgm as an extension
-- (api/db.ts); real Postgres ships it in contrib.
create extension if not exists pg_trgm;

create table marketplace_listings (
  id uuid constraint marketplace_listings_pkey primary key,
  user_id uuid not null constraint marketplace_listings_user_id_fkey references users(id) on delete cascade,
  title text not null constraint marketplace_listings_title_check check (length(title) between 1 and 120),
  description text not null default '',
  price_cents bigint not null constraint marketplace_listings_price_check check (price_cents between 0 and 10000000000),
  category text not null constraint marketplace_listings_category_check
    check (category in ('Tools', 'Equipment', 'Vehicles', 'Trailers', 'Materials', 'Other')),
  condition text constraint marketplace_listings_condition_check
    check (condition in ('New', 'Used - Like New', 'Used - Good', 'Used - Fair')),
  -- The seller's locality, resolved from the Australian locality data (src/domain/places); null when not given.
  locality text,
  state text,
  postcode text,
  lat double precision,
  lon double precision,
  photos jsonb not null default '[]' constraint marketplace_listings_photos_check check (jsonb_typeof(photos) = 'array'),
  status text not null default 'live' constraint marketplace_listings_status_check check (status in ('live', 'sold', 'removed')),
  removed_reason text,
  search tsvector generated always as (to_tsvector('english', title || ' ' || description)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null,
  change_xid xid8 not null
);
create trigger marketplace_listings_sync_bump before insert or update on marketplace_listings
  for each row execute function sync_bump_shared();
create index marketplace_listings_scope_idx on marketplace_listings (change_xid, change_no);
create index marketplace_listings_user_idx on marketplace_listings (user_id);
create index marketplace_listings_search_idx on marketplace_listings using gin (search);
create index marketplace_listings_title_trgm_idx on marketplace_listings using gin (title gin_trgm_ops);
create index marketplace_listings_newest_idx on marketplace_listings (created_at desc) where status = 'live' and deleted_at is null;
-- Distance: a latitude/longitude box first (this index), then the exact great-circle distance.
create index marketplace_listings_latlon_idx on marketplace_listings (lat, lon) where status = 'live' and deleted_at is null;
create index marketplace_listings_price_idx on marketplace_listings (price_cents) where status = 'live' and deleted_at is null;

-- What a listing shows: the listing with its seller's name and what "verified" is made of (a confirmed email address
-- and an ABN on the company record; the ABN's check digits are tested in code, src/domain/abn.ts).
create view marketplace_listing_feed as
  select l.*, coalesce(nullif(c.business_name, ''), nullif(u.business_name, ''), nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), 'Seller') as seller_name,
         u.email_verified_at is not null as seller_email_verified, c.abn as seller_abn
  from marketplace_listings l
  join users u on u.id = l.user_id
  left join companies c on c.user_id = l.user_id;

-- A user's favourites: their own synced rows (id = listing id, so one per user and listing, and a toggle made
-- offline on two devices lands on the same row). Un-favouriting is a soft delete, so other devices learn of it.
create table marketplace_favorites (
  user_id uuid not null constraint marketplace_favorites_user_id_fkey references users(id) on delete cascade,
  id uuid not null constraint marketplace_favorites_listing_fkey references marketplace_listings(id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null,
  constraint marketplace_favorites_pkey primary key (user_id, id)
);
create trigger marketplace_favorites_sync_bump before insert or update on marketplace_favorites
  for each row execute function sync_bump_change();
create index marketplace_favorites_user_change_idx on marketplace_favorites (user_id, change_no);

-- Reports from readers; an admin reviews them and may take the listing down (status 'removed').
create table marketplace_reports (
  id uuid constraint marketplace_reports_pkey primary key default gen_random_uuid(),
  listing_id uuid not null constraint marketplace_reports_listing_fkey references marketplace_listings(id) on delete cascade,
  reporter_id uuid not null constraint marketplace_reports_reporter_fkey references users(id) on delete cascade,
  reason text not null constraint marketplace_reports_reason_check check (reason in ('spam', 'scam', 'wrong-category')),
  details text not null default '',
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolution text constraint marketplace_reports_resolution_check check (resolution in ('removed', 'dismissed')),
  constraint marketplace_reports_once unique (listing_id, reporter_id)
);
create index marketplace_reports_open_idx on marketplace_reports (created_at) where resolved_at is null;

-- Messages from a buyer to a seller, relayed by email (no phone number or address is published). Kept for the rate
-- limit and so a seller's reply-to can be checked later.
create table marketplace_messages (
  id uuid constraint marketplace_messages_pkey primary key default gen_random_uuid(),
  listing_id uuid not null constraint marketplace_messages_listing_fkey references marketplace_listings(id) on delete cascade,
  sender_id uuid not null constraint marketplace_messages_sender_fkey references users(id) on delete cascade,
  body text not null,
  created_at timestamptz not null default now()
);
create index marketplace_messages_sender_idx on marketplace_messages (sender_id, created_at);

-- The shared scope 'public:listings' reads this: what the feed shows, where a listing that is no longer live (sold,
-- taken down or deleted) travels as a tombstone, so every device drops it.
create view marketplace_listing_scope as
  select f.id, f.user_id, f.title, f.description, f.price_cents, f.category, f.condition, f.locality, f.state, f.postcode,
         f.lat, f.lon, f.photos, f.status, f.removed_reason, f.created_at, f.updated_at, f.change_no, f.change_xid,
         f.seller_name, f.seller_email_verified, f.seller_abn,
         case when f.status <> 'live' then coalesce(f.deleted_at, f.updated_at) else f.deleted_at end as deleted_at
  from marketplace_listing_feed f;
