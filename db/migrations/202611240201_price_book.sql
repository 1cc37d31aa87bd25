-- Issue 13, the price book: saved items (by hand or from supplier price files), kits of items, and the column mapping
-- remembered per supplier. All three are the user's own synced rows (docs/sync.md): change_no from sync_bump_change,
-- soft delete, updated_at. A kit's lines are their own table so that the database itself refuses a line naming another
-- user's item: the foreign keys include the owner (as in 202611230303_owner_foreign_keys.sql).
create table price_items (
  id uuid constraint price_items_pkey primary key,
  user_id uuid not null constraint price_items_user_id_fkey references users(id) on delete cascade,
  description text not null constraint price_items_description_check check (length(description) between 1 and 500),
  code text not null default '' constraint price_items_code_check check (length(code) <= 100),
  supplier text not null default '' constraint price_items_supplier_check check (length(supplier) <= 120),
  unit text not null constraint price_items_unit_check check (unit in ('ea', 'm', 'm²', 'm³', 'kg', 'hr', 'day', 'lm', 'sqm', 'pack')),
  cost_cents bigint not null constraint price_items_cost_check check (cost_cents between 0 and 10000000000),
  sell_cents bigint not null constraint price_items_sell_check check (sell_cents between 1 and 10000000000),
  gst_free boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null
);
create unique index price_items_user_id_id_key on price_items (user_id, id);
create index price_items_user_change_idx on price_items (user_id, change_no);
-- GET /api/price-book/items: the user's live items A–Z, and "same supplier + code" lookups
create index price_items_user_description_idx on price_items (user_id, lower(description), id) where deleted_at is null;
create index price_items_user_supplier_code_idx on price_items (user_id, lower(supplier), lower(code)) where deleted_at is null;
-- search: substring of description, code or supplier (pg_trgm, loaded by 202611230501_marketplace.sql)
create index price_items_search_trgm_idx on price_items
  using gin ((lower(description || ' ' || code || ' ' || supplier)) gin_trgm_ops) where deleted_at is null;
create trigger price_items_sync_bump before insert or update on price_items for each row execute function sync_bump_change();

create table price_kits (
  id uuid constraint price_kits_pkey primary key,
  user_id uuid not null constraint price_kits_user_id_fkey references users(id) on delete cascade,
  name text not null constraint price_kits_name_check check (length(name) between 1 and 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null
);
create unique index price_kits_user_id_id_key on price_kits (user_id, id);
create index price_kits_user_change_idx on price_kits (user_id, change_no);
create trigger price_kits_sync_bump before insert or update on price_kits for each row execute function sync_bump_change();

-- Lines are replaced whole with the kit (the kit row's change number moves, so the pull sends the kit with its lines).
create table price_kit_items (
  user_id uuid not null,
  kit_id uuid not null,
  position integer not null constraint price_kit_items_position_check check (position >= 0),
  price_item_id uuid not null,
  quantity numeric(12, 1) not null constraint price_kit_items_quantity_check check (quantity >= 0.1 and quantity <= 100000),
  constraint price_kit_items_pkey primary key (kit_id, position),
  constraint price_kit_items_kit_owner_fkey foreign key (user_id, kit_id) references price_kits (user_id, id) on delete cascade,
  constraint price_kit_items_item_owner_fkey foreign key (user_id, price_item_id) references price_items (user_id, id) on delete cascade
);
create index price_kit_items_item_idx on price_kit_items (user_id, price_item_id);

create table supplier_mappings (
  id uuid constraint supplier_mappings_pkey primary key,
  user_id uuid not null constraint supplier_mappings_user_id_fkey references users(id) on delete cascade,
  supplier text not null constraint supplier_mappings_supplier_check check (length(supplier) between 1 and 120),
  columns jsonb not null constraint supplier_mappings_columns_check check (jsonb_typeof(columns) = 'object'),
  markup_basis_points integer not null default 0 constraint supplier_mappings_markup_check check (markup_basis_points between 0 and 100000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null
);
create index supplier_mappings_user_change_idx on supplier_mappings (user_id, change_no);
create trigger supplier_mappings_sync_bump before insert or update on supplier_mappings for each row execute function sync_bump_change();
