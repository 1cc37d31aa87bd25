import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { startFakeOpenAI, type FakeOpenAI } from '../unit/chat/fake-openai';

/** Issue 11: with a model, "no invented figures" still holds — the loopback fake is scripted to invent some. */
describe.each(backends)('model answers are checked against the retrieved facts on %s', (kind) => {
  let fake: FakeOpenAI;
  let server: TestServer;
  let me: TestClient;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await startTestServer(kind, {}, { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'fake-model' });
    me = (await signedInClient(server)).client;
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('flags an invented dollar figure, percentage and day count under the answer, keeps the sourced figures unflagged, and stores the flag', async () => {
    fake.queue({
      kind: 'stream',
      chunks: [
        'In QLD a licence is needed over $3,300 [1], so your $4,000 job needs one. ',
        'Unlicensed work can cost a $4,950 fine. ',
        'You can take a 15% deposit ',
        'and must lodge within 9 business days.',
      ],
    });
    const res = await me.post<string>('/api/chat/stream', { message: 'Do I need a licence for a $4,000 bathroom in Brisbane?' });
    expect(res.status).toBe(200);
    const body = res.body as unknown as string;
    const [answer, rest] = body.split('⚠ **Not in our sources:**');
    expect(answer).toContain('over $3,300 [1]');
    expect(rest.split('\n')[0]).toContain('$4,950, 15%, 9 business days');
    // The fact's threshold and the asker's own amount are supported.
    expect(rest.split('\n')[0]).not.toMatch(/\$3,300|\$4,000/);
    expect(rest).toContain('**Sources**');
    const msgs = (await me.get(`/api/conversations/${res.headers.get('x-conversation-id')}/messages`)).body;
    expect(msgs[1].content).toContain('⚠ **Not in our sources:** $4,950, 15%, 9 business days');
  });

  it('adds no flag when every figure comes from the facts', async () => {
    fake.queue({ kind: 'stream', chunks: ['Yes — over $3,300 you need a QBCC licence [1].'] });
    const res = await me.post<string>('/api/chat/stream', { message: 'Do I need a licence for a $4,000 bathroom in Brisbane?' });
    expect(res.body as unknown as string).not.toContain('Not in our sources');
  });
});
