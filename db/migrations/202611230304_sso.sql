-- Single sign-on hand-over codes are single use: the code's id (jti) is recorded when redeemed, and a second
-- redemption finds it taken. Rows outlive the code's own expiry by a margin and are then swept.
create table sso_redemptions (
  jti text constraint sso_redemptions_pkey primary key,
  user_id uuid constraint sso_redemptions_user_id_fkey references users(id) on delete cascade,
  expires_at timestamptz not null,
  redeemed_at timestamptz not null default now()
);
