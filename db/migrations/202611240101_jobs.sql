-- Issue 13: jobs, time on the job, and the links from quotes, invoices and materials lists to their job.
-- Own synced tables (docs/sync.md): user_id, change_no (sync_bump_change), deleted_at tombstones, updated_at.
-- References that name another row carry the owner, as in 202611230303_owner_foreign_keys.sql: the database refuses a
-- job naming another user's client, or a quote naming another user's job, even if a code path forgot the check.

create table jobs (
  id uuid constraint jobs_pkey primary key,
  user_id uuid not null constraint jobs_user_id_fkey references users(id) on delete cascade,
  client_id uuid,
  title text not null constraint jobs_title_check check (length(title) between 1 and 200),
  site_address text not null default '',
  -- the site's locality, resolved from the Australian locality data (src/domain/places); null when not given
  suburb text,
  state text constraint jobs_state_check check (state in ('NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT')),
  postcode text,
  -- what the tradie set by hand; the status shown is derived from it and the job's documents (src/domain/jobs/status.ts)
  manual_status text not null default 'enquiry'
    constraint jobs_manual_status_check check (manual_status in ('enquiry', 'booked', 'in_progress', 'done')),
  scheduled_start date,
  scheduled_end date,
  notes text not null default '',
  -- [{ "path": "/api/objects/{id}", "stage": "before" | "during" | "after" }]
  photos jsonb not null default '[]' constraint jobs_photos_check check (jsonb_typeof(photos) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null,
  constraint jobs_schedule_check check (scheduled_end is null or (scheduled_start is not null and scheduled_end >= scheduled_start))
);
create trigger jobs_sync_bump before insert or update on jobs for each row execute function sync_bump_change();
create index jobs_user_change_idx on jobs (user_id, change_no);
create index jobs_user_created_idx on jobs (user_id, created_at desc, id desc) where deleted_at is null;
create unique index jobs_user_id_id_key on jobs (user_id, id);
alter table jobs add constraint jobs_client_owner_fkey
  foreign key (user_id, client_id) references clients (user_id, id) on delete set null (client_id);

create table job_times (
  id uuid constraint job_times_pkey primary key,
  user_id uuid not null constraint job_times_user_id_fkey references users(id) on delete cascade,
  job_id uuid not null,
  started_at timestamptz not null,
  -- null while the timer runs
  ended_at timestamptz,
  note text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null,
  constraint job_times_job_owner_fkey foreign key (user_id, job_id) references jobs (user_id, id) on delete cascade,
  constraint job_times_order_check check (ended_at is null or ended_at >= started_at)
);
create trigger job_times_sync_bump before insert or update on job_times for each row execute function sync_bump_change();
create index job_times_user_change_idx on job_times (user_id, change_no);
create index job_times_job_idx on job_times (job_id);

-- A document or list made from a job names it.
alter table quotes add column job_id uuid;
alter table invoices add column job_id uuid;
alter table materials_lists add column job_id uuid;
alter table quotes add constraint quotes_job_owner_fkey
  foreign key (user_id, job_id) references jobs (user_id, id) on delete set null (job_id);
alter table invoices add constraint invoices_job_owner_fkey
  foreign key (user_id, job_id) references jobs (user_id, id) on delete set null (job_id);
alter table materials_lists add constraint materials_lists_job_owner_fkey
  foreign key (user_id, job_id) references jobs (user_id, id) on delete set null (job_id);
create index quotes_job_idx on quotes (job_id) where job_id is not null;
create index invoices_job_idx on invoices (job_id) where job_id is not null;
create index materials_lists_job_idx on materials_lists (job_id) where job_id is not null;

-- The default labour rate for time invoiced from a job: the spec's $85/hr.
alter table settings add column labour_rate_cents integer not null default 8500
  constraint settings_labour_rate_check check (labour_rate_cents between 0 and 10000000);
