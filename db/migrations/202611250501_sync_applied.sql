-- Writes that are not replay-safe by their row id (quote and invoice edits, sends, payments … — every mutation the
-- push does not batch), recorded by their origin: the device's first clientId:mutationId, which it keeps when it
-- renumbers its queue. A server that no longer knows a device's counter (restored from a backup, sync_clients lost)
-- answers the device's next push with a gap from 0; the device moves its queue to a fresh client numbered from 1, and
-- a write whose first answer was lost comes back under a new id. Its origin is here if it was applied: it is
-- answered as a duplicate, not applied twice. Restored with the data it describes, so the two always agree.
-- Rows older than 90 days are dropped by the push that records new ones.
create table sync_applied (
  user_id uuid not null constraint sync_applied_user_id_fkey references users(id) on delete cascade,
  origin text not null,
  applied_at timestamptz not null default now(),
  constraint sync_applied_pkey primary key (user_id, origin)
);
