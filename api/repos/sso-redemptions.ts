import type { Db } from '../db';

/**
 * sso_redemptions: the jti of every partner hand-over code redeemed, so each code works once (POST /api/sso/consume).
 * Rows outlive the code's own expiry by a margin (the caller sets expires_at) and are then swept.
 */

/** Records the first redemption of a code; false when its jti was already redeemed (a replay). */
export async function recordRedemption(sql: Db, jti: string, expiresAt: Date): Promise<boolean> {
  const [fresh] = await sql`insert into sso_redemptions (jti, expires_at)
    values (${jti}, ${expiresAt})
    on conflict (jti) do nothing returning jti`;
  return Boolean(fresh);
}

/** Drops redemptions whose codes can no longer be replayed anyway. */
export async function sweepRedemptions(sql: Db) {
  await sql`delete from sso_redemptions where expires_at < now()`;
}

/** Notes which account a redeemed code signed in to. */
export async function setRedemptionUser(sql: Db, jti: string, userId: string) {
  await sql`update sso_redemptions set user_id = ${userId} where jti = ${jti}`;
}
