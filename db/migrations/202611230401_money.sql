-- Issue 12, the money loop: readable document numbers reserved in blocks, payment terms and reminders, customer links
-- with an audit trail, quote acceptance, deposit/progress/final invoices and part payments.

-- Numbering and payment settings (per business; the account is the business).
alter table settings
  add column invoice_prefix text not null default 'INV-',
  add column invoice_next_number integer not null default 1 constraint settings_invoice_next_check check (invoice_next_number >= 1),
  add column quote_prefix text not null default 'Q-',
  add column quote_next_number integer not null default 1 constraint settings_quote_next_check check (quote_next_number >= 1),
  add column payment_terms_days integer not null default 14
    constraint settings_payment_terms_check check (payment_terms_days between 0 and 365),
  -- Overdue reminder steps, in days after the due date (e.g. [7, 14]); empty = no reminders. jsonb rather than int[]:
  -- the PGlite socket hands arrays back as text.
  add column reminder_days jsonb not null default '[]' constraint settings_reminder_days_check check (jsonb_typeof(reminder_days) = 'array');

alter table companies add column payid text;

-- A block of numbers one device holds for offline use. The server hands each number out at most once: blocks come
-- from settings.*_next_number, which only ever goes up (see docs/sync.md "Document numbers").
create table number_blocks (
  id uuid constraint number_blocks_pkey primary key default gen_random_uuid(),
  user_id uuid not null constraint number_blocks_user_id_fkey references users(id) on delete cascade,
  client_id text not null,
  kind text not null constraint number_blocks_kind_check check (kind in ('invoice', 'quote')),
  prefix text not null,
  first_number integer not null,
  last_number integer not null,
  created_at timestamptz not null default now(),
  constraint number_blocks_range_check check (last_number >= first_number)
);
create index number_blocks_user_idx on number_blocks (user_id, kind);

-- Quotes: a readable number unique per business, the customer's answer and what has been invoiced against the quote.
create unique index quotes_user_number_key on quotes (user_id, job_number) where deleted_at is null and job_number is not null;
alter table quotes
  add column customer_events jsonb not null default '[]' constraint quotes_customer_events_check check (jsonb_typeof(customer_events) = 'array'),
  add column decline_reason text,
  add column warranty_insurance jsonb;

-- Invoices: payment terms, part payments (appended by id, so two devices recording payments offline both count),
-- the kind of claim against a quote, and the overdue reminders already sent.
alter table invoices drop constraint invoices_status_check;
alter table invoices add constraint invoices_status_check
  check (status in ('draft', 'sent', 'viewed', 'part_paid', 'paid', 'overdue'));
alter table invoices
  add column payment_terms_days integer,
  add column payments jsonb not null default '[]' constraint invoices_payments_check check (jsonb_typeof(payments) = 'array'),
  add column paid_cents bigint not null default 0 constraint invoices_paid_cents_check check (paid_cents >= 0),
  add column claim jsonb,
  add column customer_events jsonb not null default '[]' constraint invoices_customer_events_check check (jsonb_typeof(customer_events) = 'array'),
  add column reminders_sent jsonb not null default '[]' constraint invoices_reminders_sent_check check (jsonb_typeof(reminders_sent) = 'array');
create index invoices_user_quote_idx on invoices (user_id, source_quote_id) where deleted_at is null and source_quote_id is not null;

-- Customer links: the token is shown once and only its SHA-256 is stored. Revocable; quotes expire with valid_until.
create table document_links (
  id uuid constraint document_links_pkey primary key,
  user_id uuid not null constraint document_links_user_id_fkey references users(id) on delete cascade,
  document_kind text not null constraint document_links_kind_check check (document_kind in ('quote', 'invoice')),
  document_id uuid not null,
  token_hash text not null constraint document_links_token_hash_key unique,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index document_links_document_idx on document_links (document_id);

-- The emailed link (the token itself) rides with the queued email until it is delivered, then is cleared.
alter table document_emails add column link_url text, add column kind text not null default 'document';
drop index document_emails_pending_key;
create unique index document_emails_pending_key on document_emails (document_id, kind) where sent_at is null;
