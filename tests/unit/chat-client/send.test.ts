import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInClient, startTestServer, type TestServer } from '../../helpers/api';
import { Device } from '../../helpers/device';
import { setDbForTests } from '../../../src/data/local-db';
import { useToasts } from '../../../src/app/toast/store';
import { sendChatMessage, type SendContext, type SendPhase } from '../../../src/features/chat/send';
import type { PendingReply } from '../../../src/features/chat/thread';

/**
 * The chat's send path against the real API in-process, on a simulated device (fake IndexedDB): online it streams
 * and stores one answer; with no connection the device answers and the question waits in the outbox; a server
 * failure removes the placeholder with the spec's toast.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllGlobals();
  setDbForTests(null);
  useToasts.getState().dismiss();
});

const QUESTION = 'Do I need a licence for a $4,000 bathroom in Brisbane?';

async function newDevice() {
  const { client, user } = await signedInClient(server);
  const device = new Device(server, client.cookie, user.id);
  await device.signIn();
  setDbForTests(device.db);
  return device;
}

function online(device: Device, override?: (url: string, init?: RequestInit) => Promise<Response> | null) {
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => override?.(url, init) ?? device.fetch(`http://localhost${url}`, init));
}

function recorder() {
  const phases: SendPhase[] = [];
  const texts: string[] = [];
  let pending: PendingReply | null = null;
  let started: string | null = null;
  return {
    phases,
    texts,
    get pending() {
      return pending;
    },
    get started() {
      return started;
    },
    ui: {
      phase: (p: SendPhase) => phases.push(p),
      pending: (fn: (p: PendingReply | null) => PendingReply | null) => {
        pending = fn(pending);
        if (pending?.text) texts.push(pending.text);
      },
      conversationStarted: (id: string) => {
        started = id;
      },
    },
  };
}

const ctx = (device: Device, sync = () => {}): SendContext => ({
  userId: device.userId,
  conversationId: null,
  conversation: null,
  scope: { state: 'NSW', trade: 'General' },
  userProfile: { firstName: 'Sam' },
  sync,
});

const messagesOnDevice = (device: Device) => device.db.messages.toArray();

describe('sending a chat message', () => {
  it('streams the answer online and keeps exactly one copy of each message after sync', async () => {
    const device = await newDevice();
    online(device);
    const r = recorder();
    expect(await sendChatMessage(ctx(device), { text: QUESTION }, r.ui)).toBe(true);

    const conv = await device.db.conversations.get(r.started!);
    expect(conv).toMatchObject({ title: QUESTION, state: 'NSW', trade: 'General' });
    expect(r.texts.at(-1)).toContain('$3,300');
    expect(r.pending).toBeNull();
    expect(r.phases).toEqual(['sending', 'idle']);

    expect(await device.sync()).toBe('done');
    const rows = await messagesOnDevice(device);
    expect(rows.map((m) => m.role).sort()).toEqual(['assistant', 'user']);
    const answer = rows.find((m) => m.role === 'assistant')!;
    // The pull replaced the device copy with the server's, which carries the sources.
    expect((answer.metadata as { sources?: unknown[] }).sources?.length).toBeGreaterThan(0);
    const res = await device.fetch(`http://localhost/api/conversations/${r.started}/messages`);
    const onServer = (await res.json()) as Array<{ id: string; role: string }>;
    expect(onServer.map((m) => m.id).sort()).toEqual(rows.map((m) => m.id).sort());
  });

  it('answers from the device with no connection and sends the question once back online', async () => {
    const device = await newDevice();
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const r = recorder();
    expect(await sendChatMessage(ctx(device), { text: QUESTION }, r.ui)).toBe(true);

    const rows = await messagesOnDevice(device);
    const answer = rows.find((m) => m.role === 'assistant')!;
    expect(answer.content).toContain('QBCC');
    expect(answer.metadata).toMatchObject({ offline: true, sources: expect.any(Array) });
    expect((await device.outbox()).map((o) => o.name)).toEqual(['conversation.create', 'message.create', 'message.create']);

    online(device);
    expect(await device.sync()).toBe('done');
    const res = await device.fetch(`http://localhost/api/conversations/${r.started}/messages`);
    const onServer = (await res.json()) as Array<{ role: string; metadata: { offline?: boolean } }>;
    expect(onServer.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(onServer[1].metadata.offline).toBe(true);
  });

  it('falls back to the device answer when the server cannot be reached although the phone says online', async () => {
    const device = await newDevice();
    online(device, (url) => (url.includes('/api/chat/stream') ? Promise.reject(new TypeError('Failed to fetch')) : null));
    const r = recorder();
    await sendChatMessage(ctx(device), { text: QUESTION }, r.ui);
    const answer = (await messagesOnDevice(device)).find((m) => m.role === 'assistant');
    expect(answer?.metadata).toMatchObject({ offline: true });
  });

  it('removes the placeholder and says "Failed to send message" when the server refuses, keeping the question', async () => {
    const device = await newDevice();
    online(device, (url) =>
      url.includes('/api/chat/stream')
        ? Promise.resolve(
            new Response(
              JSON.stringify({ error: { code: 'PROVIDER_ERROR', message: 'The assistant is unavailable right now. Please try again.' } }),
              { status: 502 },
            ),
          )
        : null,
    );
    const r = recorder();
    expect(await sendChatMessage(ctx(device), { text: QUESTION }, r.ui)).toBe(true);
    expect(r.pending).toBeNull();
    const rows = await messagesOnDevice(device);
    expect(rows.map((m) => m.role)).toEqual(['user']);
    expect(useToasts.getState().toasts[0]).toMatchObject({
      title: 'Failed to send message',
      variant: 'destructive',
      description: 'The assistant is unavailable right now. Please try again.',
    });
  });

  it('sends nothing without text or an image', async () => {
    const device = await newDevice();
    online(device);
    const r = recorder();
    expect(await sendChatMessage(ctx(device), { text: '   ' }, r.ui)).toBe(false);
    expect(await device.db.conversations.count()).toBe(0);
    expect(r.phases).toEqual([]);
  });

  it('adds to the open conversation without starting another', async () => {
    const device = await newDevice();
    online(device);
    const first = recorder();
    await sendChatMessage(ctx(device), { text: 'What is the GST rate?' }, first.ui);
    const id = first.started!;
    const second = recorder();
    await sendChatMessage(
      { ...ctx(device), conversationId: id, conversation: { state: 'NSW', trade: 'General' } },
      { text: 'And in Perth?' },
      second.ui,
    );
    expect(second.started).toBeNull();
    expect(await device.db.conversations.count()).toBe(1);
    expect(await device.db.messages.where('conversationId').equals(id).count()).toBe(4);
  });
});

describe('sending a chat message when the subscription has lapsed', () => {
  // A provider is configured (at an address nothing listens on), so the server gates the paid chat call.
  let paid: TestServer;
  beforeAll(async () => {
    paid = await startTestServer('pglite', {}, { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
  });
  afterAll(() => paid.close());

  it('answers from the built-in knowledge base on the device and says AI features are paused (the server answered 402)', async () => {
    const { client, user } = await signedInClient(paid);
    await paid.db.sql`update users set subscription_status = 'active', subscription_plan = 'test_account',
      subscription_end_date = now() - interval '1 day' where id = ${user.id}`;
    const device = new Device(paid, client.cookie, user.id);
    await device.signIn();
    setDbForTests(device.db);
    const statuses: number[] = [];
    online(device, async (url, init) => {
      const res = await device.fetch(`http://localhost${url}`, init);
      if (url.includes('/api/chat/stream')) statuses.push(res.status);
      return res;
    });
    const r = recorder();
    expect(await sendChatMessage(ctx(device), { text: QUESTION }, r.ui)).toBe(true);
    expect(statuses).toEqual([402]);
    const rows = await messagesOnDevice(device);
    expect(rows.map((m) => m.role).sort()).toEqual(['assistant', 'user']);
    expect(rows.find((m) => m.role === 'assistant')!.content).toContain('QBCC');
    expect(useToasts.getState().toasts[0]).toMatchObject({
      title: 'AI features paused',
      description: expect.stringMatching(/still here to view and download/),
    });
  });
});
