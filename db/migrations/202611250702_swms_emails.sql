-- Issue 22: a SWMS is emailed to the principal contractor through the same email outbox as quotes and invoices
-- (document_id = the SWMS id; the PDF is rendered at delivery from its versions and sign-ons).
alter table document_emails drop constraint document_emails_kind_check;
alter table document_emails add constraint document_emails_kind_check check (document_kind in ('quote', 'invoice', 'swms'));
