-- Issue 19: an email given up after its 24 hours of retries tells the business in the app. The given-up row itself is
-- the notice (failed_at set, notice_seen_at null) until a device of the owner has shown it.
alter table document_emails add column notice_seen_at timestamptz;
create index document_emails_notice_idx on document_emails (user_id) where failed_at is not null and sent_at is null and notice_seen_at is null;
