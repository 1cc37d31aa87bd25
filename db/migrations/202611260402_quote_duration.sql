-- Issue 21: a quote's "Estimated Duration" (e.g. "3 days") is saved with the quote and synced, not dropped by the form.
alter table quotes add column estimated_duration text not null default '';
