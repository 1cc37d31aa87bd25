-- An address counts as the account's own only once it is confirmed (a code or link mailed to it was used, or an
-- identity provider vouched for it). A new address waits in pending_email until its link is opened; ADMIN_EMAILS
-- promotes only confirmed addresses.
alter table users add column email_verified_at timestamptz;
alter table users add column pending_email text;
alter table users add column pending_email_token_hash text;
alter table users add column pending_email_expires_at timestamptz;
create unique index users_pending_email_token_key on users (pending_email_token_hash);
