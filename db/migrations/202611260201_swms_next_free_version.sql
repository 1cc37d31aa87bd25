-- Issue 22: two devices (or an offline device and the server) that each make "the next version" of one SWMS from the
-- same version both keep their edit. The first to reach the server keeps its number; a later one that asks for a
-- number already taken gets the next free number of that SWMS instead of being refused (it is a different edit, and
-- its sign-ons name it by id, so they stay with what was signed). Deleted versions keep their numbers: a number is
-- never given twice. The writers hold the user's sync lock (api/sync/tx.ts), so two inserts of one user never race;
-- the unique index swms_versions_swms_version_key stays the backstop. A row-level BEFORE trigger sees the rows that
-- earlier rows of the same multi-row insert wrote, so a batched push is numbered as one write after another.
create function swms_versions_next_free() returns trigger language plpgsql as $$
begin
  if exists (select 1 from swms_versions
             where user_id = new.user_id and swms_id = new.swms_id and version = new.version and id <> new.id) then
    select max(version) + 1 into new.version from swms_versions where user_id = new.user_id and swms_id = new.swms_id;
  end if;
  return new;
end $$;
create trigger swms_versions_next_free before insert on swms_versions for each row execute function swms_versions_next_free();
