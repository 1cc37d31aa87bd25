-- Issue 21, the marketplace inbox: a conversation per listing and buyer, readable only by its two participants.
-- marketplace_messages (until now a log of buyer → seller emails, kept for the contact limit) becomes the conversation:
-- each message names the listing, its buyer and seller, who sent it and when the other side read it. It is synced as a
-- per-user shared scope ('user:marketplace-messages', docs/sync.md "Scopes"): many users write it, each reads the rows
-- where they are the buyer or the seller, so it takes the shared-table columns (change_no, change_xid) and trigger.
alter table marketplace_messages
  add column buyer_id uuid constraint marketplace_messages_buyer_fkey references users(id) on delete cascade,
  add column seller_id uuid constraint marketplace_messages_seller_fkey references users(id) on delete cascade,
  add column read_at timestamptz,
  add column updated_at timestamptz not null default now(),
  add column deleted_at timestamptz,
  add column change_no bigint,
  add column change_xid xid8;
create trigger marketplace_messages_sync_bump before insert or update on marketplace_messages
  for each row execute function sync_bump_shared();
-- Messages sent before the inbox were all from a buyer (the listing's contact form); the update fills the sync columns.
update marketplace_messages m set buyer_id = m.sender_id, seller_id = l.user_id
  from marketplace_listings l where l.id = m.listing_id;
alter table marketplace_messages
  alter column buyer_id set not null,
  alter column seller_id set not null,
  alter column change_no set not null,
  alter column change_xid set not null,
  add constraint marketplace_messages_sender_check check (sender_id = buyer_id or sender_id = seller_id),
  add constraint marketplace_messages_parties_check check (buyer_id <> seller_id),
  add constraint marketplace_messages_body_check check (length(body) between 1 and 2000);
create index marketplace_messages_scope_idx on marketplace_messages (change_xid, change_no);
create index marketplace_messages_buyer_idx on marketplace_messages (buyer_id, change_xid, change_no);
create index marketplace_messages_seller_idx on marketplace_messages (seller_id, change_xid, change_no);
create index marketplace_messages_thread_idx on marketplace_messages (listing_id, buyer_id, created_at);

-- What the scope sends: the message with the listing's title and each side's display name — never an email address.
create view marketplace_message_scope as
  select m.id, m.sender_id as user_id, m.listing_id, m.buyer_id, m.seller_id, m.sender_id, m.body, m.read_at,
         m.created_at, m.updated_at, m.deleted_at, m.change_no, m.change_xid, l.title as listing_title,
         coalesce(nullif(bc.business_name, ''), nullif(b.business_name, ''), nullif(trim(coalesce(b.first_name, '') || ' ' || coalesce(b.last_name, '')), ''), 'Buyer') as buyer_name,
         coalesce(nullif(sc.business_name, ''), nullif(s.business_name, ''), nullif(trim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')), ''), 'Seller') as seller_name
  from marketplace_messages m
  join marketplace_listings l on l.id = m.listing_id
  join users b on b.id = m.buyer_id
  left join companies bc on bc.user_id = m.buyer_id
  join users s on s.id = m.seller_id
  left join companies sc on sc.user_id = m.seller_id;

-- A person blocked: no message passes between the two, either way, until unblocked.
create table marketplace_blocks (
  user_id uuid not null constraint marketplace_blocks_user_fkey references users(id) on delete cascade,
  blocked_id uuid not null constraint marketplace_blocks_blocked_fkey references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint marketplace_blocks_pkey primary key (user_id, blocked_id),
  constraint marketplace_blocks_self_check check (user_id <> blocked_id)
);
create index marketplace_blocks_blocked_idx on marketplace_blocks (blocked_id);

-- A person reported (from a conversation): an admin reviews it in the admin panel.
create table marketplace_person_reports (
  id uuid constraint marketplace_person_reports_pkey primary key default gen_random_uuid(),
  person_id uuid not null constraint marketplace_person_reports_person_fkey references users(id) on delete cascade,
  reporter_id uuid not null constraint marketplace_person_reports_reporter_fkey references users(id) on delete cascade,
  listing_id uuid constraint marketplace_person_reports_listing_fkey references marketplace_listings(id) on delete set null,
  reason text not null constraint marketplace_person_reports_reason_check
    check (reason in ('spam', 'scam', 'prohibited', 'already-sold', 'offensive', 'other')),
  details text not null default '' constraint marketplace_person_reports_details_check check (length(details) <= 1000),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  constraint marketplace_person_reports_once unique (person_id, reporter_id)
);
create index marketplace_person_reports_open_idx on marketplace_person_reports (created_at) where resolved_at is null;

-- The "unread for a while" email goes through the email outbox (retry with backoff): queued with the message, due
-- later (next_attempt_at), and dropped at delivery if the message was read by then.
alter table document_emails drop constraint document_emails_kind_check;
alter table document_emails add constraint document_emails_kind_check
  check (document_kind in ('quote', 'invoice', 'swms', 'marketplace-message'));
