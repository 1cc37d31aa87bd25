-- Issue 18: the tradie's licence number is synced with the company profile (was kept on the device only) and printed
-- on quotes and invoices; several states require it on contracts. Null when not set.
alter table companies add column licence_number text;
