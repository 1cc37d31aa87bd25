-- Issue 20 (one synced-rows layer): a job is one typed table (src/domain/sync/features/jobs.ts jobColumns), so the
-- locality devices show and edit ("Parramatta NSW 2150") is a column of its own, as the server resolved it; suburb,
-- state and postcode stay, derived from it on each write (api/repos/jobs.ts deriveJobSite).
alter table jobs add column locality text not null default '';
update jobs set locality = suburb || ' ' || state || ' ' || postcode
  where suburb is not null and state is not null and postcode is not null;
