import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db';
import { AppError } from '../errors';
import { deleteRateLimit, deleteRateLimitsByPrefix, hitRateLimit, sweepRateLimits } from '../repos/rate-limits';

/**
 * Fixed-window counters. Where they are kept decides whether several API nodes share one allowance:
 * - `memory` (rate-limiter-flexible's RateLimiterMemory): one process only. Used for the embedded single-process
 *   default (PGlite), where there is exactly one node.
 * - `postgres`: one row per key in `rate_limits`, counted with one atomic upsert, so every node on the same database
 *   shares it. rate-limiter-flexible's own Postgres store needs the `pg` driver; we talk to Postgres through
 *   postgres.js, so this store is ours (one statement).
 * - `redis` (rate-limiter-flexible's RateLimiterRedis over ioredis) when REDIS_URL is set: shared, and keeps the
 *   counting off the database.
 */
export interface RateLimiter {
  /** Counts one attempt; throws RATE_LIMITED (429 with Retry-After) once the window's limit is passed. */
  hit(key: string): Promise<void>;
  reset(key?: string): Promise<void>;
}

export interface LimitOptions {
  /** distinct per limiter: keys of different limiters never collide in a shared store */
  name?: string;
  limit: number;
  windowMs: number;
  message?: string;
}

export type LimitStore = { kind: 'memory' } | { kind: 'postgres'; sql: Db } | { kind: 'redis'; client: unknown };

function tooMany(opts: LimitOptions, msBeforeNext: number): AppError {
  const wait = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', opts.message ?? `Too many attempts. Please wait ${wait} seconds and try again.`, {
    retryAfter: wait,
  });
}

/** Wraps a rate-limiter-flexible limiter (memory or Redis) in our interface. */
function flexible(make: () => RateLimiterAbstract, opts: LimitOptions): RateLimiter {
  let rl = make();
  return {
    async hit(key) {
      try {
        await rl.consume(key, 1);
      } catch (res) {
        if (res instanceof RateLimiterRes) throw tooMany(opts, res.msBeforeNext);
        throw res; // the store failed: a 500, never a silent pass
      }
    },
    async reset(key) {
      // Without a key: start afresh (a new limiter; for Redis the old keys expire with their window).
      if (key !== undefined) await rl.delete(key);
      else rl = make();
    },
  };
}

function postgresLimiter(sql: Db, opts: LimitOptions): RateLimiter {
  const prefix = `${opts.name ?? 'limit'}:`;
  let sinceSweep = 0;
  return {
    async hit(key) {
      // One statement, so concurrent hits from any node count one by one.
      const row = await hitRateLimit(sql, prefix + key, opts.windowMs);
      if (++sinceSweep >= 500) {
        sinceSweep = 0;
        await sweepRateLimits(sql);
      }
      if (row.points > opts.limit) throw tooMany(opts, row.ms_left);
    },
    async reset(key) {
      if (key === undefined) await deleteRateLimitsByPrefix(sql, prefix);
      else await deleteRateLimit(sql, prefix + key);
    },
  };
}

export function createRateLimiter(opts: LimitOptions, store: LimitStore = { kind: 'memory' }): RateLimiter {
  const duration = Math.ceil(opts.windowMs / 1000);
  switch (store.kind) {
    case 'postgres':
      return postgresLimiter(store.sql, opts);
    case 'redis':
      return flexible(
        () =>
          new RateLimiterRedis({
            storeClient: store.client,
            keyPrefix: `tt-rl:${opts.name ?? 'limit'}`,
            points: opts.limit,
            duration,
          }),
        opts,
      );
    default:
      return flexible(() => new RateLimiterMemory({ points: opts.limit, duration }), opts);
  }
}
