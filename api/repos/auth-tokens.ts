import type { Db, Sql } from '../db';
import type { LockedTx } from '../sync/tx';

/**
 * auth_tokens: password-reset links ('reset') and mailed sign-in codes ('code'), stored hashed, each usable once.
 * (voidAuthTokens, which spends all of an account's tokens after a reset, is in ./users beside the session deletes.)
 */

export async function createResetToken(sql: Db, userId: string, tokenHash: string, expiresAt: Date) {
  await sql`insert into auth_tokens (user_id, kind, token_hash, expires_at)
    values (${userId}, 'reset', ${tokenHash}, ${expiresAt})`;
}

/** The account a reset link names (used or not), so the reset can run under that account's lock. */
export async function findResetTokenOwner(sql: Db, tokenHash: string): Promise<string | null> {
  const [owner] = await sql<{ user_id: string }[]>`select user_id from auth_tokens where token_hash = ${tokenHash} and kind = 'reset'`;
  return owner?.user_id ?? null;
}

/** Spends a reset link that is unused and unexpired; returns its account, or null when it is not valid. */
export async function spendResetToken(tx: LockedTx, tokenHash: string): Promise<string | null> {
  const [t] = await tx<{ id: string; user_id: string }[]>`
    update auth_tokens set used_at = now()
    where token_hash = ${tokenHash} and kind = 'reset' and used_at is null and expires_at > now()
    returning id, user_id`;
  return t?.user_id ?? null;
}

/** Stores a new sign-in code; only the newest code works, so every earlier one of the account is spent first. */
export async function replaceSignInCode(sql: Sql, userId: string, codeHash: string, expiresAt: Date) {
  await sql.begin(async (tx) => {
    await tx`update auth_tokens set used_at = now() where user_id = ${userId} and kind = 'code' and used_at is null`;
    await tx`insert into auth_tokens (user_id, kind, token_hash, expires_at)
      values (${userId}, 'code', ${codeHash}, ${expiresAt})`;
  });
}

/**
 * One try of the account's newest live sign-in code: counts the attempt, and spends the code when it matches or when
 * this was the last of maxTries. Returns whether it matched.
 */
export async function trySignInCode(sql: Sql, userId: string, codeHash: string, maxTries: number): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [t] = await tx<{ id: string; token_hash: string; attempts: number }[]>`
      select id, token_hash, attempts from auth_tokens
      where user_id = ${userId} and kind = 'code' and used_at is null and expires_at > now()
      order by created_at desc limit 1 for update`;
    if (!t) return false;
    const attempts = t.attempts + 1;
    const match = t.token_hash === codeHash;
    const spent = match || attempts >= maxTries;
    await tx`update auth_tokens set attempts = ${attempts}, used_at = ${spent ? tx`now()` : null} where id = ${t.id}`;
    return match;
  });
}
