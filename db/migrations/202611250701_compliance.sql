-- Issue 22, on-site compliance: a job's high-risk check, its SWMS versions with their sign-ons, and its certificate
-- records. All are the user's own synced rows (docs/sync.md): change_no from sync_bump_change, soft delete, updated_at.
-- A job's (soft) delete leaves them: a SWMS is kept for its retention period (model WHS reg 303), a certificate record
-- is the tradie's evidence. The foreign keys include the owner, so a row can never name another user's job or version.
create table risk_checks (
  id uuid constraint risk_checks_pkey primary key,
  user_id uuid not null constraint risk_checks_user_id_fkey references users(id) on delete cascade,
  job_id uuid not null,
  state text not null constraint risk_checks_state_check check (state in ('NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT')),
  trade text not null default '',
  answers jsonb not null,
  categories jsonb not null default '[]',
  checked_on date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null,
  constraint risk_checks_job_owner_fkey foreign key (user_id, job_id) references jobs (user_id, id) on delete cascade
);
create trigger risk_checks_sync_bump before insert or update on risk_checks for each row execute function sync_bump_change();
create index risk_checks_user_change_idx on risk_checks (user_id, change_no);
create index risk_checks_job_idx on risk_checks (job_id);

create table swms_versions (
  id uuid constraint swms_versions_pkey primary key,
  user_id uuid not null constraint swms_versions_user_id_fkey references users(id) on delete cascade,
  swms_id uuid not null,
  job_id uuid not null,
  version integer not null constraint swms_versions_version_check check (version >= 1),
  content jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null,
  constraint swms_versions_job_owner_fkey foreign key (user_id, job_id) references jobs (user_id, id) on delete cascade
);
create unique index swms_versions_user_id_id_key on swms_versions (user_id, id);
-- one row per version number of a SWMS: two devices starting "version 2" offline cannot both land
create unique index swms_versions_swms_version_key on swms_versions (user_id, swms_id, version);
create trigger swms_versions_sync_bump before insert or update on swms_versions for each row execute function sync_bump_change();
create index swms_versions_user_change_idx on swms_versions (user_id, change_no);
create index swms_versions_job_idx on swms_versions (job_id);

create table swms_sign_ons (
  id uuid constraint swms_sign_ons_pkey primary key,
  user_id uuid not null constraint swms_sign_ons_user_id_fkey references users(id) on delete cascade,
  swms_id uuid not null,
  version_id uuid not null,
  name text not null constraint swms_sign_ons_name_check check (length(name) between 1 and 120),
  signed_on date not null,
  signature text not null constraint swms_sign_ons_signature_check check (length(signature) <= 200000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null,
  constraint swms_sign_ons_version_owner_fkey foreign key (user_id, version_id) references swms_versions (user_id, id) on delete cascade
);
create trigger swms_sign_ons_sync_bump before insert or update on swms_sign_ons for each row execute function sync_bump_change();
create index swms_sign_ons_user_change_idx on swms_sign_ons (user_id, change_no);
create index swms_sign_ons_version_idx on swms_sign_ons (version_id);

create table certificates (
  id uuid constraint certificates_pkey primary key,
  user_id uuid not null constraint certificates_user_id_fkey references users(id) on delete cascade,
  job_id uuid not null,
  rule_id text not null,
  state text not null constraint certificates_state_check check (state in ('NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT')),
  work text not null constraint certificates_work_check check (work in ('electrical', 'plumbing', 'gas')),
  completed_on date,
  due_on date,
  lodged_on date,
  details jsonb not null,
  -- server only: the day the "due soon" reminder email went out, so it is sent once
  reminded_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null,
  constraint certificates_job_owner_fkey foreign key (user_id, job_id) references jobs (user_id, id) on delete cascade
);
create trigger certificates_sync_bump before insert or update on certificates for each row execute function sync_bump_change();
create index certificates_user_change_idx on certificates (user_id, change_no);
create index certificates_job_idx on certificates (job_id);
-- the reminder sweep: open certificates with a due date
create index certificates_open_due_idx on certificates (due_on) where deleted_at is null and lodged_on is null and due_on is not null;
