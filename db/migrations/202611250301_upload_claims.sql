-- Issue 19 "Storage quota": an upload in progress holds its bytes against the quota from the moment it starts, so
-- eight uploads at once cannot each see the same free space. upload_started_at marks the claim (with size_bytes the
-- claimed size); a claim older than a few minutes is a request that died and no longer counts.
alter table objects add column upload_started_at timestamptz;
