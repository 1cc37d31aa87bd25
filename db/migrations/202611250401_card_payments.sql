-- Card payments through Stripe Checkout (issue 23). Every API node shares these, so "exactly once" holds across nodes:
-- a webhook event is handled by whichever node first inserts its id (the primary key makes the second wait for the
-- first's commit, then find it); a payment (PaymentIntent) is recorded on its invoice once, whichever event reports it.
create table stripe_events (
  event_id text constraint stripe_events_pkey primary key,
  type text not null,
  -- what handling it did: 'recorded', 'refunded', 'ignored: <why>'
  outcome text not null,
  received_at timestamptz not null default now()
);

create table card_payments (
  payment_intent_id text constraint card_payments_pkey primary key,
  user_id uuid not null constraint card_payments_user_fkey references users (id) on delete cascade,
  invoice_id uuid not null,
  -- the id of the payment on the invoice (invoices.payments[].id), made from the PaymentIntent id
  payment_id uuid not null constraint card_payments_payment_key unique,
  amount_cents bigint not null constraint card_payments_amount_check check (amount_cents > 0),
  refunded_cents bigint not null default 0 constraint card_payments_refunded_check check (refunded_cents >= 0),
  event_id text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index card_payments_user_invoice_idx on card_payments (user_id, invoice_id);
