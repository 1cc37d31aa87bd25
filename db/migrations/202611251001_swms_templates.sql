-- Issue 22 (gap): a business's reusable SWMS templates — the categories, hazards and controls, PPE and plant of a
-- SWMS, saved under a name to start the next job's SWMS from. No job and no signatures: the user's own synced rows
-- (docs/sync.md): change_no from sync_bump_change, soft delete, updated_at.
create table swms_templates (
  id uuid constraint swms_templates_pkey primary key,
  user_id uuid not null constraint swms_templates_user_id_fkey references users(id) on delete cascade,
  name text not null constraint swms_templates_name_check check (length(name) between 1 and 120),
  content jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null
);
create trigger swms_templates_sync_bump before insert or update on swms_templates for each row execute function sync_bump_change();
create index swms_templates_user_change_idx on swms_templates (user_id, change_no);
