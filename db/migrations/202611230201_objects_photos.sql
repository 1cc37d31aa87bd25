-- Photos and other files, offline (issue "Sync core v2"):
-- * visibility: set by the row that owns the file. 'public' files (live marketplace listing photos) can be read by
--   anyone; 'private' ones (logos, job photos) only by their owner.
-- * checked_at: when the orphan sweep last found a live row referencing the file; the sweep walks the least recently
--   checked files first, so every file is looked at in turn without scanning the whole table each time.
-- * The id of a device-made photo is the client's UUID, so a re-upload of the same photo is the same row.

alter table objects add column visibility text not null default 'private'
  constraint objects_visibility_check check (visibility in ('private', 'public'));
alter table objects add column checked_at timestamptz;

-- Quota: the sum of a user's stored bytes.
create index objects_user_uploaded_idx on objects (user_id) include (size_bytes) where uploaded_at is not null;
-- The sweep: files older than the grace period, least recently checked first.
create index objects_sweep_idx on objects (checked_at nulls first, created_at);
