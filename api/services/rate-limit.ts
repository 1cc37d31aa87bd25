import { AppError } from '../errors';

/**
 * Fixed-window counters in memory. Per API node: with several nodes behind a load balancer each node counts on its
 * own, which multiplies the allowance by the node count; a shared store (Postgres or Redis) can implement the same
 * interface when that matters.
 */
export interface RateLimiter {
  hit(key: string): void;
  reset(key?: string): void;
}

export function createRateLimiter(opts: { limit: number; windowMs: number; message?: string; now?: () => number }): RateLimiter {
  const now = opts.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= opts.windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
        if (windows.size > 10_000) {
          for (const [k, old] of windows) if (t - old.start >= opts.windowMs) windows.delete(k);
        }
      }
      w.count += 1;
      if (w.count > opts.limit) {
        const wait = Math.ceil((opts.windowMs - (t - w.start)) / 1000);
        throw new AppError('RATE_LIMITED', opts.message ?? `Too many attempts. Please wait ${wait} seconds and try again.`, {
          retryAfter: wait,
        });
      }
    },
    reset(key) {
      if (key === undefined) windows.clear();
      else windows.delete(key);
    },
  };
}
