-- Shared sync scopes (docs/sync.md "Scopes"): rows many users write and many read, e.g. public marketplace listings.
-- The per-user lock that keeps the own-scope cursor safe does not order writers of different users, so a shared table
-- records the writing transaction's id (change_xid) beside its change number, and a pull only returns rows of
-- transactions older than its snapshot's xmin: every transaction below xmin has finished, so no row can later commit
-- below the cursor. A shared table takes this trigger and an index on (change_xid, change_no):
--
--   change_no bigint not null, change_xid xid8 not null, deleted_at timestamptz, updated_at timestamptz
--   create trigger <t>_sync_bump before insert or update on <t> for each row execute function sync_bump_shared();
--   create index <t>_scope_idx on <t> (change_xid, change_no);
create function sync_bump_shared() returns trigger language plpgsql as $$
begin
  new.change_no := nextval('sync_change_seq');
  new.change_xid := pg_current_xact_id();
  new.updated_at := now();
  return new;
end $$;
