import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestServer, type TestServer } from '../../helpers/api';
import { Device } from '../../helpers/device';
import { builtInAnswer } from '../../../src/domain/chat/answer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(() => server.close());

async function twoDevices() {
  const { client, user } = await signedInClient(server);
  const [phone, laptop] = [new Device(server, client.cookie, user.id), new Device(server, client.cookie, user.id)];
  await phone.signIn();
  await laptop.signIn();
  return { phone, laptop, client };
}

const conversation = (title = 'Offline question') => ({
  id: randomUUID(),
  title,
  state: 'QLD' as const,
  trade: 'Plumber',
  createdAt: new Date().toISOString(),
});
const message = (conversationId: string, content: string, role: 'user' | 'assistant' = 'user', metadata = {}) => ({
  id: randomUUID(),
  conversationId,
  role,
  content,
  metadata,
  createdAt: new Date().toISOString(),
});

describe('chat on the device', () => {
  it('keeps a question and its offline answer while offline, and both reach the server and the other device', async () => {
    const { phone, laptop, client } = await twoDevices();
    phone.network = 'down';
    const conv = conversation();
    await phone.mutate('conversation.create', conv);
    await phone.mutate('message.create', message(conv.id, 'Backflow testing in Queensland?'));
    const offline = builtInAnswer('Backflow testing in Queensland?', { now: Date.now(), state: 'QLD' });
    await phone.mutate('message.create', message(conv.id, offline.markdown, 'assistant', { offline: true, sources: offline.sources }));
    expect(await phone.sync()).toBe('offline');
    expect(await phone.db.messages.where('conversationId').equals(conv.id).count()).toBe(2);

    phone.network = 'up';
    expect(await phone.sync()).toBe('done');
    const msgs = (await client.get(`/api/conversations/${conv.id}/messages`)).body;
    expect(msgs.map((m: { role: string; metadata: { offline?: boolean } }) => [m.role, m.metadata.offline ?? false])).toEqual([
      ['user', false],
      ['assistant', true],
    ]);

    await laptop.sync();
    expect((await laptop.db.conversations.get(conv.id))?.title).toBe('Offline question');
    expect(await laptop.db.messages.where('conversationId').equals(conv.id).count()).toBe(2);
  });

  it('deleting a conversation on one device removes it and its messages on the other', async () => {
    const { phone, laptop } = await twoDevices();
    const conv = conversation('To delete');
    await phone.mutate('conversation.create', conv);
    await phone.mutate('message.create', message(conv.id, 'hello'));
    await phone.sync();
    await laptop.sync();
    expect(await laptop.db.messages.where('conversationId').equals(conv.id).count()).toBe(1);

    await laptop.mutate('conversation.delete', { id: conv.id });
    expect(await laptop.db.messages.where('conversationId').equals(conv.id).count()).toBe(0);
    await laptop.sync();
    await phone.sync();
    expect(await phone.db.conversations.get(conv.id)).toBeUndefined();
    expect(await phone.db.messages.where('conversationId').equals(conv.id).count()).toBe(0);
  });

  it('a message written into a conversation deleted elsewhere is dropped, not revived', async () => {
    const { phone, laptop, client } = await twoDevices();
    const conv = conversation('Race');
    await phone.mutate('conversation.create', conv);
    await phone.sync();
    await laptop.sync();
    await laptop.mutate('conversation.delete', { id: conv.id });
    await laptop.sync();
    const late = message(conv.id, 'late message');
    await phone.mutate('message.create', late);
    expect(await phone.sync()).toBe('done');
    expect(await phone.db.conversations.get(conv.id)).toBeUndefined();
    expect(await phone.db.messages.get(late.id)).toBeUndefined();
    expect((await client.get(`/api/conversations/${conv.id}`)).status).toBe(404);
    expect(await phone.db.syncIssues.count()).toBe(0);
  });
});
