-- Rate-limit counters shared by every API node on this database (api/services/rate-limit.ts): one row per key,
-- one fixed window each. Rows past their window are reset on the next hit and swept now and then.
create table rate_limits (
  key text constraint rate_limits_pkey primary key,
  points integer not null,
  expires_at timestamptz not null
);
