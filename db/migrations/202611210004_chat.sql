-- The assistant's conversations and messages: synced tables (client-made ids, change cursor, soft delete).

create table conversations (
  id uuid constraint conversations_pkey primary key,
  user_id uuid not null constraint conversations_user_id_fkey references users(id) on delete cascade,
  title text not null constraint conversations_title_check check (length(title) between 1 and 200),
  state text not null default 'NSW' constraint conversations_state_check check (state in ('NSW','VIC','QLD','WA','SA','TAS','ACT','NT')),
  trade text not null default 'General',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null
);
create index conversations_user_change_idx on conversations (user_id, change_no);
-- The sidebar and /chat-history list a user's live conversations, most recent first.
create index conversations_user_updated_idx on conversations (user_id, updated_at desc) where deleted_at is null;
create trigger conversations_sync_bump before insert or update on conversations for each row execute function sync_bump_change();

create table messages (
  id uuid constraint messages_pkey primary key,
  user_id uuid not null constraint messages_user_id_fkey references users(id) on delete cascade,
  conversation_id uuid not null constraint messages_conversation_id_fkey references conversations(id) on delete cascade,
  role text not null constraint messages_role_check check (role in ('user','assistant')),
  content text not null,
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  change_no bigint not null
);
create index messages_user_change_idx on messages (user_id, change_no);
create index messages_conversation_created_idx on messages (conversation_id, created_at);
create trigger messages_sync_bump before insert or update on messages for each row execute function sync_bump_change();
