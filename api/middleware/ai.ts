import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Ctx } from '../context';
import { clientIp } from '../context';
import { assertPaidAccess } from '../repos/admin';
import { getAiClient, type AiClient } from '../services/ai';
import { routeTable } from './protect';

/**
 * Declares a route a paid AI call (it costs money at the provider): `.post('/x', aiCall, …)`. The declaration is the
 * registry: aiGate reads the app's route table for it, and aiClientFor refuses a route without it, so a new AI route
 * cannot skip the subscription check and the rate limit.
 */
export const aiCall = createMiddleware<AppEnv>(async (_c, next) => next());

/** The routes of `api` that declare aiCall, as "METHOD /path" (paths as mounted in `api`). */
export function aiRoutes(api: Hono<AppEnv>): Array<{ method: string; path: string }> {
  return api.routes.filter((r) => r.handler === aiCall).map((r) => ({ method: r.method, path: r.path }));
}

/**
 * Gate for `api` (mounted at /api), before the session gate: on a route that declared aiCall, with a provider
 * configured, a lapsed subscription is refused (402) and each call counts against the per-user limit (by client IP
 * for a signed-out caller, so hammering the paid paths is counted before the 401).
 */
export function aiGate(api: Hono<AppEnv>, mount = '/api') {
  // Whether a route declared aiCall, decided once per route (one router lookup per request).
  let declared: Set<string> | null = null;
  const declaresAi = routeTable(
    api,
    (r) => (declared ??= new Set(aiRoutes(api).map((a) => `${a.method} ${a.path}`))).has(`${r.method} ${r.path}`),
    mount,
  );
  return createMiddleware<AppEnv>(async (c, next) => {
    if (declaresAi(c.req.method, c.req.path).some(Boolean)) {
      c.set('aiChecked', true);
      const deps = c.get('deps');
      if (deps.env.OPENAI_API_KEY || deps.env.BRIA_API_KEY) {
        const user = c.get('user');
        // Paid calls stop when a subscription has lapsed; everything the user made stays readable (api/repos/admin.ts).
        if (user) assertPaidAccess(user.row, deps.now());
        await deps.limiters.ai.hit(user?.id ?? `ip:${clientIp(c)}`);
      }
    }
    await next();
  });
}

/** The AI provider for this request, or null when none is configured. Only on a route that declared aiCall. */
export function aiClientFor(c: Ctx): AiClient | null {
  if (!c.get('aiChecked')) {
    throw new Error(`${c.req.method} ${c.req.path} calls the AI provider but its route does not declare aiCall (api/middleware/ai.ts)`);
  }
  return getAiClient(c.get('deps').env);
}
