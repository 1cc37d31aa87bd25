-- Issue 21: the labour rate a job's time is invoiced at comes from the tradie's own rate when they set one, else from
-- the price book's labour item, else $85. A default of 8500 made "never set" look like "set to $85", so the price
-- book's labour item was never used: unset is now null. Rows still at the old default become unset (a tradie who
-- typed exactly $85 gets the same $85 unless their price book has a labour item per hour).
alter table settings alter column labour_rate_cents drop not null;
alter table settings alter column labour_rate_cents drop default;
update settings set labour_rate_cents = null where labour_rate_cents = 8500;
