-- Offline sync (see SYNC.md): per-client mutation counters, a server-side change cursor, soft deletes.

-- One row per (device, user): the last mutation id applied from that client. Replays at or below it are skipped.
create table sync_clients (
  id text constraint sync_clients_pkey primary key,
  user_id uuid not null constraint sync_clients_user_id_fkey references users(id) on delete cascade,
  last_mutation_id bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sync_clients_user_id_idx on sync_clients (user_id);

-- The pull cursor: every change to a synced row takes the next number. Writers of one user are serialised by an
-- advisory lock (see api/sync/tx.ts), so a user's change numbers commit in order and a pull never skips one.
create sequence sync_change_seq;

create function sync_bump_change() returns trigger language plpgsql as $$
begin
  new.change_no := nextval('sync_change_seq');
  new.updated_at := now();
  return new;
end $$;

alter table users add column change_no bigint not null default nextval('sync_change_seq');
alter table companies add column change_no bigint not null default nextval('sync_change_seq');
alter table settings add column change_no bigint not null default nextval('sync_change_seq');
create trigger users_sync_bump before update on users for each row execute function sync_bump_change();
create trigger companies_sync_bump before insert or update on companies for each row execute function sync_bump_change();
create trigger settings_sync_bump before insert or update on settings for each row execute function sync_bump_change();
create index users_change_no_idx on users (id, change_no);
create index companies_user_change_idx on companies (user_id, change_no);
create index settings_user_change_idx on settings (user_id, change_no);

create table materials_lists (
  id uuid constraint materials_lists_pkey primary key,
  user_id uuid not null constraint materials_lists_user_id_fkey references users(id) on delete cascade,
  title text not null,
  description text not null default '',
  project_type text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null
);
create index materials_lists_user_change_idx on materials_lists (user_id, change_no);
create trigger materials_lists_sync_bump before insert or update on materials_lists for each row execute function sync_bump_change();

create table materials_items (
  id uuid constraint materials_items_pkey primary key,
  user_id uuid not null constraint materials_items_user_id_fkey references users(id) on delete cascade,
  list_id uuid not null constraint materials_items_list_id_fkey references materials_lists(id) on delete cascade,
  name text not null,
  quantity integer not null default 1 constraint materials_items_quantity_check check (quantity >= 1),
  unit text not null default 'pc',
  notes text not null default '',
  completed boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null
);
create index materials_items_user_change_idx on materials_items (user_id, change_no);
create index materials_items_list_idx on materials_items (list_id);
create trigger materials_items_sync_bump before insert or update on materials_items for each row execute function sync_bump_change();
