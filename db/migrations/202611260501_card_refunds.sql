-- Refunds of card payments (issue 23), from Stripe's refund.* events. Each refund is kept by its id with its latest
-- status; the succeeded ones add up to the refunded total that card_payments.refunded_cents only ever raises. A
-- 'succeeded' refund stays succeeded whatever older event arrives after it (events can come out of order).
create table card_refunds (
  refund_id text constraint card_refunds_pkey primary key,
  payment_intent_id text not null constraint card_refunds_payment_fkey references card_payments (payment_intent_id) on delete cascade,
  amount_cents bigint not null constraint card_refunds_amount_check check (amount_cents >= 0),
  status text not null constraint card_refunds_status_check check (status in ('pending', 'requires_action', 'succeeded', 'failed', 'canceled')),
  updated_at timestamptz not null default now()
);
create index card_refunds_payment_idx on card_refunds (payment_intent_id);
