import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app';
import { Hono } from 'hono';
import type { AppEnv } from '../../api/context';
import { aiCall, aiClientFor, aiGate, aiRoutes } from '../../api/middleware/ai';
import { signedInClient, startTestServer, type TestServer } from '../helpers/api';

/**
 * Paid AI calls are declared on their routes (aiCall), and the declaration is the registry (issue 20 item 4): the
 * subscription check and the rate limit come from the route table, and a route that reaches the provider without the
 * declaration is refused before any provider call.
 */
describe('AI routes, from the real route table', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A provider address nothing listens on: a permitted call fails at the provider, a refused one never gets there.
    server = await startTestServer('pglite', {}, { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
  });
  afterAll(() => server.close());

  it('declares the seven paid calls', () => {
    const declared = aiRoutes(createApi(server.deps)).map((r) => `${r.method} ${r.path}`);
    expect(declared.sort()).toEqual(
      [
        'POST /analyze-image',
        'POST /bria/transform-interior',
        'POST /chat/stream',
        'POST /images/edit',
        'POST /images/generate',
        'POST /materials-lists/generate',
        'POST /transcribe',
      ].sort(),
    );
  });

  it('refuses every declared route to a lapsed subscription (402), before the provider', async () => {
    const { client, user } = await signedInClient(server);
    await server.db.sql`update users set subscription_status = 'active', subscription_plan = 'test_account',
      subscription_end_date = now() - interval '1 day' where id = ${user.id}`;
    for (const r of aiRoutes(createApi(server.deps))) {
      const res = await client.req(r.method, `/api${r.path}`, {});
      expect(res.status, `${r.method} ${r.path}`).toBe(402);
      expect(res.body.error.code).toBe('SUBSCRIPTION_REQUIRED');
    }
  });

  it('refuses a route that calls the provider without declaring aiCall; the declared twin passes the gate', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', server.deps);
      c.set('user', null);
      await next();
    });
    app.use('*', aiGate(app, ''));
    app.post('/undeclared-ai', (c) => c.json({ configured: aiClientFor(c) !== null }));
    app.post('/declared-ai', aiCall, (c) => c.json({ configured: aiClientFor(c) !== null }));
    expect((await app.request('/undeclared-ai', { method: 'POST' })).status).toBe(500);
    const declared = await app.request('/declared-ai', { method: 'POST' });
    expect(declared.status).toBe(200);
    expect(await declared.json()).toEqual({ configured: true });
    expect(aiRoutes(app).map((r) => r.path)).toEqual(['/declared-ai']);
  });
});
