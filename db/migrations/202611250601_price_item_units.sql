-- Issue 21: a price item's unit is free text (suppliers sell by the LEN, ROLL, PR, BOX …); the spec's quote units are the
-- suggestions on screen. At most 20 characters, as the app's schema says.
alter table price_items drop constraint price_items_unit_check;
alter table price_items add constraint price_items_unit_check check (length(unit) between 1 and 20);
