import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { createRateLimiter } from '../../api/services/rate-limit';

describe('AI endpoints with a provider configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A provider address nothing listens on: calls fail fast, which is enough to count them.
    server = await startTestServer('pglite', {}, { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    server.deps.limiters.ai = createRateLimiter({
      limit: 2,
      windowMs: 60_000,
      message: 'You have asked the assistant a lot in a short time. Please wait a few minutes and try again.',
    });
  });
  afterAll(() => server.close());

  it('limits how often one user can call them, per user', async () => {
    const a = await signedInClient(server);
    const b = await signedInClient(server);
    for (let i = 0; i < 2; i++) expect((await a.client.post('/api/images/generate', { prompt: 'a deck' })).status).not.toBe(429);
    const third = await a.client.post('/api/images/generate', { prompt: 'a deck' });
    expect(third.status).toBe(429);
    expect(third.body.error.message).toMatch(/a lot in a short time/);
    expect((await b.client.post('/api/images/generate', { prompt: 'a deck' })).status).not.toBe(429);
  });
});
