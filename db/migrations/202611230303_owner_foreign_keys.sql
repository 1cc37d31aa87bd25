-- A quote's or invoice's client, and an invoice's source quote, must belong to the same user. The foreign keys include
-- the owner, so the database refuses a row naming another user's client or quote even if a code path forgot the check
-- (api/repos/ownership.ts). References that name nobody's row or another user's row (possible before) are cleared.
update quotes q set client_id = null
  where client_id is not null and not exists (select 1 from clients c where c.id = q.client_id and c.user_id = q.user_id);
update invoices i set client_id = null
  where client_id is not null and not exists (select 1 from clients c where c.id = i.client_id and c.user_id = i.user_id);
update invoices i set source_quote_id = null
  where source_quote_id is not null
    and not exists (select 1 from quotes q where q.id = i.source_quote_id and q.user_id = i.user_id);

create unique index clients_user_id_id_key on clients (user_id, id);
create unique index quotes_user_id_id_key on quotes (user_id, id);

-- ON DELETE SET NULL (column): only the reference is cleared, never the owner column.
alter table quotes add constraint quotes_client_owner_fkey
  foreign key (user_id, client_id) references clients (user_id, id) on delete set null (client_id);
alter table invoices add constraint invoices_client_owner_fkey
  foreign key (user_id, client_id) references clients (user_id, id) on delete set null (client_id);
alter table invoices add constraint invoices_source_quote_owner_fkey
  foreign key (user_id, source_quote_id) references quotes (user_id, id) on delete set null (source_quote_id);
