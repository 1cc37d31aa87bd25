-- Issue 21: a listing can also be reported as a prohibited item, already sold, or offensive.
alter table marketplace_reports drop constraint marketplace_reports_reason_check;
alter table marketplace_reports add constraint marketplace_reports_reason_check
  check (reason in ('spam', 'scam', 'wrong-category', 'prohibited', 'already-sold', 'offensive'));
