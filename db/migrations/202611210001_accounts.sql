-- Accounts, sessions, one-time auth tokens, company, settings, mail log and uploaded objects.

create table users (
  id uuid constraint users_pkey primary key default gen_random_uuid(),
  email text not null,
  password_hash text,
  first_name text,
  last_name text,
  phone text,
  business_name text,
  business_logo text,
  years_experience integer constraint users_years_experience_check check (years_experience between 1 and 50),
  state text constraint users_state_check check (state in ('NSW','VIC','QLD','WA','SA','TAS','ACT','NT')),
  trade text,
  role text not null default 'user' constraint users_role_check check (role in ('user','admin')),
  subscription_status text not null default 'inactive',
  subscription_plan text,
  subscription_end_date timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

create table sessions (
  id uuid constraint sessions_pkey primary key default gen_random_uuid(),
  user_id uuid not null constraint sessions_user_id_fkey references users(id) on delete cascade,
  token_hash text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  user_agent text
);
create unique index sessions_token_hash_key on sessions (token_hash);
create index sessions_user_id_idx on sessions (user_id);

-- Password-reset tokens and sign-in codes: stored hashed, single use, expiring, with a try counter.
create table auth_tokens (
  id uuid constraint auth_tokens_pkey primary key default gen_random_uuid(),
  user_id uuid not null constraint auth_tokens_user_id_fkey references users(id) on delete cascade,
  kind text not null constraint auth_tokens_kind_check check (kind in ('reset','code')),
  token_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  attempts integer not null default 0,
  created_at timestamptz not null default now()
);
create index auth_tokens_user_kind_idx on auth_tokens (user_id, kind);
create unique index auth_tokens_token_hash_key on auth_tokens (token_hash);

create table companies (
  id uuid constraint companies_pkey primary key default gen_random_uuid(),
  user_id uuid not null constraint companies_user_id_fkey references users(id) on delete cascade,
  name text not null default 'Company Name',
  business_name text,
  address text,
  abn text,
  phone text,
  email text,
  gst_registered boolean not null default true,
  bsb text,
  account_number text,
  account_name text,
  payment_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index companies_user_id_key on companies (user_id);

create table settings (
  user_id uuid constraint settings_pkey primary key constraint settings_user_id_fkey references users(id) on delete cascade,
  notifications boolean not null default true,
  auto_save boolean not null default true,
  default_state text not null default 'NSW',
  default_trade text not null default 'General',
  logo_height integer not null default 48,
  logo_max_width integer not null default 200,
  logo_filter text not null default 'brightness(1.1) contrast(1.1)',
  logo_blend_mode text not null default 'multiply',
  updated_at timestamptz not null default now()
);

-- Every message the default mail transport "sends" is kept here (and logged), so a newcomer can read reset links.
create table mail_messages (
  id uuid constraint mail_messages_pkey primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  body_text text not null,
  attachments jsonb not null default '[]',
  transport text not null,
  created_at timestamptz not null default now()
);

create table objects (
  id uuid constraint objects_pkey primary key default gen_random_uuid(),
  user_id uuid not null constraint objects_user_id_fkey references users(id) on delete cascade,
  storage_key text not null,
  content_type text,
  size_bytes integer,
  uploaded_at timestamptz,
  created_at timestamptz not null default now()
);
create index objects_user_id_idx on objects (user_id);
