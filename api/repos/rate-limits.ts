import type { Db } from '../db';

/** rate_limits: the fixed-window counters of the `postgres` limiter store (api/services/rate-limit.ts), one row a key. */

/**
 * Counts one hit of a key and answers the window's count and the milliseconds left in it. One statement: the row lock
 * taken by ON CONFLICT makes concurrent hits from any node count one by one.
 */
export async function hitRateLimit(sql: Db, key: string, windowMs: number): Promise<{ points: number; ms_left: number }> {
  const [row] = await sql<{ points: number; ms_left: number }[]>`
    insert into rate_limits (key, points, expires_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      points = case when rate_limits.expires_at <= now() then 1 else rate_limits.points + 1 end,
      expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end
    returning points, (extract(epoch from (expires_at - now())) * 1000)::int as ms_left`;
  return row;
}

/** Drops counters whose window ended over an hour ago. */
export async function sweepRateLimits(sql: Db) {
  await sql`delete from rate_limits where expires_at < now() - interval '1 hour'`;
}

/** Forgets one key's counter. */
export async function deleteRateLimit(sql: Db, key: string) {
  await sql`delete from rate_limits where key = ${key}`;
}

/** Forgets every counter whose key starts with the prefix (one limiter's). */
export async function deleteRateLimitsByPrefix(sql: Db, prefix: string) {
  await sql`delete from rate_limits where key like ${prefix + '%'}`;
}
