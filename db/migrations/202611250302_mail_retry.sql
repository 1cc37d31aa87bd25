-- Issue 19 "Nothing lost silently": a quote or invoice email that fails is retried on a timer with backoff for at
-- least 24 hours (next_attempt_at), then given up (failed_at), never left silently after five tries.
alter table document_emails add column next_attempt_at timestamptz, add column failed_at timestamptz;
create index document_emails_due_idx on document_emails (next_attempt_at) where sent_at is null and failed_at is null;
