import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { push, quoteArgs, setUpBusiness } from './documents-builders';

/** Issue 21: "Estimated Duration" is saved with the quote (sync and REST), not held by the form and lost. */
describe.each(backends)('a quote’s estimated duration (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('is saved by a synced create and edit, pulled by every device and answered by REST; a quote without one reads ""', async () => {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const q = quoteArgs({ estimatedDuration: '3 days' });
    expect((await push(client, [{ name: 'quote.create', args: q }])).results[0].status).toBe('applied');
    expect((await client.get(`/api/quotes/${q.id}`)).body.estimatedDuration).toBe('3 days');
    const pulled = async () =>
      (await client.get('/api/sync/pull?cursor=0')).body.changes.find((c: { id: string }) => c.id === q.id).data as Record<string, unknown>;
    const first = await pulled();
    expect(first.estimatedDuration).toBe('3 days');
    const edit = { name: 'quote.update', args: { id: q.id, baseVersion: first.baseVersion, patch: { estimatedDuration: 'about a week' } } };
    expect((await push(client, [edit])).results[0].status).toBe('applied');
    expect((await pulled()).estimatedDuration).toBe('about a week');
    const plain = quoteArgs();
    await push(client, [{ name: 'quote.create', args: plain }]);
    expect((await client.get(`/api/quotes/${plain.id}`)).body.estimatedDuration).toBe('');
    const tooLong = quoteArgs({ estimatedDuration: 'x'.repeat(101) });
    expect((await client.post('/api/quotes', tooLong)).status).toBe(400);
  });
});
