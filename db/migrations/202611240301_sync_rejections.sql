-- A refused mutation's answer, kept until the device has surely heard it (see docs/sync.md, "Refusals survive a lost
-- answer"). A push is consumed with its refusals; if the answer is lost (dropped connection, server killed after the
-- commit), the resent batch finds those ids at or below the client's last and would report them as plain duplicates,
-- so the device would drop the change without ever showing it under "needs attention". The resend answers from here.
-- A device sends its oldest unacknowledged mutation first, so a push whose first id is N proves every answer below N
-- arrived: those rows are deleted then.
create table sync_rejections (
  client_id text not null constraint sync_rejections_client_id_fkey references sync_clients(id) on delete cascade,
  mutation_id bigint not null,
  code text not null,
  message text not null,
  created_at timestamptz not null default now(),
  constraint sync_rejections_pkey primary key (client_id, mutation_id)
);
