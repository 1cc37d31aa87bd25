-- Quotes (estimates are quotes), invoices and clients: synced tables (see 202611210002_sync.sql) plus a row version
-- for conflict detection and a queue of document emails sent after commit.
--
-- version: starts at 1 and goes up by one with every change a user makes (edits and actions), written explicitly by
-- api/repos/documents.ts rather than by a trigger, so bookkeeping (email_sent_at) never looks like a user edit.
-- field_versions: the version at which each field last changed, so a stale edit can name what changed meanwhile.

create table clients (
  id uuid constraint clients_pkey primary key,
  user_id uuid not null constraint clients_user_id_fkey references users(id) on delete cascade,
  name text not null,
  email text not null default '',
  phone text not null default '',
  address text not null default '',
  version integer not null default 1,
  field_versions jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null
);
create index clients_user_change_idx on clients (user_id, change_no);
create trigger clients_sync_bump before insert or update on clients for each row execute function sync_bump_change();

create table quotes (
  id uuid constraint quotes_pkey primary key,
  user_id uuid not null constraint quotes_user_id_fkey references users(id) on delete cascade,
  -- no foreign key: clients are soft-deleted and may arrive after the quote from another device
  client_id uuid,
  title text not null,
  client_name text not null default '',
  client_email text not null default '',
  client_phone text not null default '',
  project_address text not null default '',
  project_description text not null default '',
  selected_trade text not null default '',
  items jsonb not null default '[]' constraint quotes_items_check check (jsonb_typeof(items) = 'array'),
  gst_included boolean not null default true,
  subtotal_cents bigint not null default 0 constraint quotes_subtotal_cents_check check (subtotal_cents >= 0),
  gst_amount_cents bigint not null default 0 constraint quotes_gst_amount_cents_check check (gst_amount_cents >= 0),
  total_cents bigint not null default 0 constraint quotes_total_cents_check check (total_cents >= 0),
  deposit_cents bigint constraint quotes_deposit_cents_check check (deposit_cents >= 0),
  valid_until date,
  status text not null default 'draft'
    constraint quotes_status_check check (status in ('draft', 'sent', 'viewed', 'approved', 'accepted', 'rejected')),
  notes text not null default '',
  signature jsonb,
  converted_invoice_id uuid,
  job_number text,
  sent_at timestamptz,
  email_sent_at timestamptz,
  version integer not null default 1,
  field_versions jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null
);
create index quotes_user_change_idx on quotes (user_id, change_no);
create index quotes_user_created_idx on quotes (user_id, created_at desc) where deleted_at is null;
create index quotes_user_client_idx on quotes (user_id, client_id) where deleted_at is null;
create trigger quotes_sync_bump before insert or update on quotes for each row execute function sync_bump_change();

create table invoices (
  id uuid constraint invoices_pkey primary key,
  user_id uuid not null constraint invoices_user_id_fkey references users(id) on delete cascade,
  company_id uuid,
  client_id uuid,
  invoice_number text not null,
  title text not null,
  customer_name text not null default '',
  customer_email text not null default '',
  customer_address text not null default '',
  customer_abn text,
  invoice_date date not null,
  due_date date,
  items jsonb not null default '[]' constraint invoices_items_check check (jsonb_typeof(items) = 'array'),
  subtotal_cents bigint not null default 0 constraint invoices_subtotal_cents_check check (subtotal_cents >= 0),
  gst_cents bigint not null default 0 constraint invoices_gst_cents_check check (gst_cents >= 0),
  total_cents bigint not null default 0 constraint invoices_total_cents_check check (total_cents >= 0),
  status text not null default 'draft'
    constraint invoices_status_check check (status in ('draft', 'sent', 'viewed', 'paid', 'overdue')),
  paid_date date,
  payment_method text,
  source_quote_id uuid,
  notes text not null default '',
  sent_at timestamptz,
  email_sent_at timestamptz,
  version integer not null default 1,
  field_versions jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null
);
create index invoices_user_change_idx on invoices (user_id, change_no);
create index invoices_user_created_idx on invoices (user_id, created_at desc) where deleted_at is null;
create index invoices_user_client_idx on invoices (user_id, client_id) where deleted_at is null;
-- A number identifies one live tax invoice of the business; a deleted invoice's number is free again.
create unique index invoices_user_number_key on invoices (user_id, invoice_number) where deleted_at is null;
create trigger invoices_sync_bump before insert or update on invoices for each row execute function sync_bump_change();

-- Emails of a sent quote or invoice. Queued in the transaction that marks the document sent and delivered after it
-- commits, so a rolled-back send emails nobody and a replayed push (skipped before it reaches the mutator) queues
-- nothing. One pending email per document: pressing Send twice before delivery emails once.
create table document_emails (
  id uuid constraint document_emails_pkey primary key default gen_random_uuid(),
  user_id uuid not null constraint document_emails_user_id_fkey references users(id) on delete cascade,
  document_kind text not null constraint document_emails_kind_check check (document_kind in ('quote', 'invoice')),
  document_id uuid not null,
  to_address text not null,
  attempts integer not null default 0,
  last_error text,
  claimed_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index document_emails_pending_key on document_emails (document_id) where sent_at is null;
create index document_emails_user_pending_idx on document_emails (user_id) where sent_at is null;
