-- Issue 18: a quote's revision — up by one with each change of what the customer sees. The accept form carries it
-- (with the content hash), and the signature records the revision and hash the customer signed.
alter table quotes add column revision integer not null default 1;
