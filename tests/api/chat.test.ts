import http from 'node:http';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { PNG_1PX, startFakeOpenAI, type FakeOpenAI } from '../unit/chat/fake-openai';
import { chatStreamOptions } from '../../api/services/chat-stream';
import { IMAGE_NEEDS_PROVIDER, UNAVAILABLE_MESSAGE } from '../../src/domain/chat/answer';
import { extractTaskPayload } from '../../src/domain/chat/payload';
import { COMPANY_REQUIRED_MESSAGE } from '../../src/domain/chat/chat-invoice';
import { readFactsSheet } from '../unit/kb/facts-sheet';

const FACTS = readFactsSheet();
const LICENCE_Q = 'Do I need a licence to do a $4,000 bathroom in Brisbane?';
const PNG_DATA_URL = `data:image/png;base64,${PNG_1PX.toString('base64')}`;
const WEBM_BYTES = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x00]);

const links = (md: string) => [...md.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]);
const count = async (s: TestServer, table: 'conversations' | 'messages') =>
  (await s.db.sql`select count(*)::int as n from ${s.db.sql(table)}`)[0].n as number;

/** The streamed answer's text on success; the JSON error body on a 4xx/5xx. */
async function stream(client: TestClient, body: Record<string, unknown>) {
  return client.post<any>('/api/chat/stream', body);
}

async function newConversation(client: TestClient, title = 'Deck job') {
  const res = await client.post('/api/conversations', { title });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe.each(backends)('chat API without an AI provider on %s', (kind) => {
  let server: TestServer;
  let me: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    me = (await signedInClient(server)).client;
    other = (await signedInClient(server)).client;
  });
  afterAll(() => server.close());

  describe('conversations and messages', () => {
    it('creates a conversation with the default state NSW and trade General, and lists it', async () => {
      const res = await me.post('/api/conversations', { title: 'Bathroom in Brisbane' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ title: 'Bathroom in Brisbane', state: 'NSW', trade: 'General' });
      const list = await me.get('/api/conversations');
      expect(list.body.map((c: { id: string }) => c.id)).toContain(res.body.id);
    });

    it('treats a replayed create with the same client id as the same conversation', async () => {
      const id = randomUUID();
      const first = await me.post('/api/conversations', { id, title: 'Once', state: 'QLD', trade: 'Plumber' });
      const again = await me.post('/api/conversations', { id, title: 'Twice' });
      expect([first.status, again.status]).toEqual([201, 200]);
      expect(again.body.title).toBe('Once');
      expect((await server.db.sql`select count(*)::int as n from conversations where id = ${id}`)[0].n).toBe(1);
    });

    it('stores messages in order and moves the conversation to the top of the list', async () => {
      const older = await newConversation(me, 'Older');
      await newConversation(me, 'Newer');
      const m1 = await me.post(`/api/conversations/${older}/messages`, { role: 'user', content: 'First' });
      const m2 = await me.post(`/api/conversations/${older}/messages`, { role: 'assistant', content: 'Second', metadata: { sources: [] } });
      expect([m1.status, m2.status]).toEqual([201, 201]);
      const msgs = await me.get(`/api/conversations/${older}/messages`);
      expect(msgs.body.map((m: { content: string }) => m.content)).toEqual(['First', 'Second']);
      const list = await me.get('/api/conversations');
      expect(list.body[0].id).toBe(older);
    });

    it('renames a conversation', async () => {
      const id = await newConversation(me);
      const res = await me.patch(`/api/conversations/${id}`, { title: 'Deck at Mum’s' });
      expect(res.status).toBe(200);
      expect(res.body.title).toBe('Deck at Mum’s');
    });

    it('deletes a conversation with its messages (soft delete) and then answers 404', async () => {
      const id = await newConversation(me);
      await me.post(`/api/conversations/${id}/messages`, { role: 'user', content: 'Gone soon' });
      const del = await me.del(`/api/conversations/${id}`);
      expect(del.status).toBe(200);
      expect((await me.get(`/api/conversations/${id}/messages`)).status).toBe(404);
      const rows = await server.db.sql`select deleted_at from messages where conversation_id = ${id}`;
      expect(rows.length).toBe(1);
      expect(rows[0].deleted_at).not.toBeNull();
      expect((await me.del(`/api/conversations/${id}`)).status).toBe(404);
    });

    it.each([
      ['/api/conversations', { state: 'XX' }, 'state'],
      ['/api/conversations', { title: '' }, 'title'],
    ])('rejects POST %s %j with a 400 naming the field and writes nothing', async (url, body, field) => {
      const before = await count(server, 'conversations');
      const res = await me.post(url, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(field);
      expect(await count(server, 'conversations')).toBe(before);
    });

    it.each([
      [{ role: 'system', content: 'hi' }, 'role'],
      [{ role: 'user', content: '   ' }, 'A message needs text or an image'],
      [{ role: 'user', content: 'x', metadata: { imagePreview: 'javascript:alert(1)' } }, 'metadata.imagePreview'],
    ])('rejects message %j with a 400 and writes nothing', async (body, message) => {
      const id = await newConversation(me);
      const before = await count(server, 'messages');
      const res = await me.post(`/api/conversations/${id}/messages`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
      expect(await count(server, 'messages')).toBe(before);
    });
  });

  describe('auth', () => {
    it('answers 401 to a signed-out caller on every chat route', async () => {
      const anon = server.client();
      const id = randomUUID();
      const calls = [
        anon.get('/api/conversations'),
        anon.post('/api/conversations', { title: 'x' }),
        anon.get(`/api/conversations/${id}/messages`),
        anon.post(`/api/conversations/${id}/messages`, { role: 'user', content: 'x' }),
        anon.del(`/api/conversations/${id}`),
        anon.post('/api/chat/stream', { message: 'hi' }),
        anon.post('/api/analyze-image', { image: PNG_DATA_URL }),
        anon.post('/api/images/generate', { prompt: 'a deck' }),
        anon.post('/api/chat-invoice', { invoiceData: { customerName: 'x', items: [] } }),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
    });

    it("answers 404 for another user's conversation on read, messages, delete and stream, and changes nothing", async () => {
      const id = await newConversation(me, 'Mine');
      await me.post(`/api/conversations/${id}/messages`, { role: 'user', content: 'private' });
      expect((await other.get(`/api/conversations/${id}`)).status).toBe(404);
      expect((await other.get(`/api/conversations/${id}/messages`)).status).toBe(404);
      expect((await other.post(`/api/conversations/${id}/messages`, { role: 'user', content: 'sneaky' })).status).toBe(404);
      expect((await other.patch(`/api/conversations/${id}`, { title: 'Hijacked' })).status).toBe(404);
      expect((await other.del(`/api/conversations/${id}`)).status).toBe(404);
      expect((await stream(other, { conversationId: id, message: 'sneaky' })).status).toBe(404);
      const msgs = await me.get(`/api/conversations/${id}/messages`);
      expect(msgs.body.map((m: { content: string }) => m.content)).toEqual(['private']);
      expect((await me.get(`/api/conversations/${id}`)).body.title).toBe('Mine');
    });

    it('answers 404, not 500, for a malformed conversation id', async () => {
      expect((await me.get('/api/conversations/not-a-uuid/messages')).status).toBe(404);
    });
  });

  describe('POST /api/chat/stream with the built-in assistant', () => {
    it('answers a compliance question with sourced links from the fact sheet and stores the reply', async () => {
      const res = await stream(me, { message: LICENCE_Q });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(res.headers.get('x-answer-source')).toBe('built-in');
      expect(res.body).toContain('$3,300');
      expect(res.body).toContain('**Sources**');
      const urls = links(res.body);
      expect(urls.length).toBeGreaterThan(0);
      for (const u of urls) expect(FACTS).toContain(u.replace(/^https?:\/\/(www\.)?/, ''));
      expect(res.body).toMatch(/General information, not legal advice/);

      const convId = res.headers.get('x-conversation-id')!;
      const msgs = (await me.get(`/api/conversations/${convId}/messages`)).body;
      expect(msgs.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
      expect(msgs[1].id).toBe(res.headers.get('x-assistant-message-id'));
      expect(msgs[1].content).toBe(res.body);
      expect(msgs[1].metadata.sources[0]).toMatchObject({ n: 1, grade: expect.stringMatching(/^[ABC]$/) });
      const conv = (await me.get(`/api/conversations/${convId}`)).body;
      expect(conv.title).toBe(LICENCE_Q);
    });

    it('titles a new conversation with the first 60 characters plus ... and an image-only one Image: {filename}', async () => {
      const long = 'What do I need to know about waterproofing a shower recess in a Sydney apartment block?';
      const a = await stream(me, { message: long });
      expect((await me.get(`/api/conversations/${a.headers.get('x-conversation-id')}`)).body.title).toBe(
        `${long.slice(0, 60).trimEnd()}...`,
      );
      const b = await stream(me, { message: '', metadata: { imagePreview: PNG_DATA_URL, imageName: 'cracked-tile.jpg' } });
      expect(b.body).toBe(IMAGE_NEEDS_PROVIDER);
      expect((await me.get(`/api/conversations/${b.headers.get('x-conversation-id')}`)).body.title).toBe('Image: cracked-tile.jpg');
    });

    it("stores the user message under the client's id, so the queued message.create is a harmless duplicate", async () => {
      const conversationId = randomUUID();
      const messageId = randomUUID();
      const res = await stream(me, { conversationId, messageId, message: 'Smoke alarm rules in Victoria?', state: 'VIC' });
      expect(res.status).toBe(200);
      const push = await me.post('/api/sync/push', {
        clientId: `c-${randomUUID()}`,
        mutations: [
          {
            id: 1,
            name: 'conversation.create',
            args: { id: conversationId, title: 'x', state: 'VIC', trade: 'General', createdAt: new Date().toISOString() },
          },
          {
            id: 2,
            name: 'message.create',
            args: {
              id: messageId,
              conversationId,
              role: 'user',
              content: 'Smoke alarm rules in Victoria?',
              createdAt: new Date().toISOString(),
            },
          },
        ],
      });
      expect(push.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
      expect((await server.db.sql`select count(*)::int as n from messages where id = ${messageId}`)[0].n).toBe(1);
      expect((await me.get(`/api/conversations/${conversationId}`)).body).toMatchObject({
        state: 'VIC',
        title: 'Smoke alarm rules in Victoria?',
      });
    });

    it('answers "make a materials list for …" with the estimate and a payload the client can save', async () => {
      const res = await stream(me, { message: 'Make a materials list for retiling a 3 x 2.4 m bathroom floor' });
      const payload = extractTaskPayload(res.body);
      expect(payload?.type).toBe('materialsList');
      const msgs = (await me.get(`/api/conversations/${res.headers.get('x-conversation-id')}/messages`)).body;
      expect(msgs[1].metadata.task.type).toBe('materialsList');
    });

    it('parses "quote for …" into a TR-YYYY-NNNN document and never repeats a number', async () => {
      const ask = 'quote for Jane Citizen, 4 Smith St Paddington: 10 hours labour at $85/hr, waterproofing $450';
      const first = extractTaskPayload((await stream(me, { message: ask })).body);
      const second = extractTaskPayload((await stream(me, { message: ask })).body);
      expect(first).toMatchObject({
        type: 'quote',
        customer: { name: 'Jane Citizen' },
        subtotalCents: 130000,
        gstCents: 13000,
        totalCents: 143000,
      });
      const [a, b] = [first, second].map((p) => (p as { number: string }).number);
      expect(a).toMatch(/^TR-\d{4}-\d{4}$/);
      expect(Number(b.slice(-4))).toBe(Number(a.slice(-4)) + 1);
    });

    it('rejects an empty message with no image, naming the field, and writes nothing', async () => {
      const before = await count(server, 'messages');
      const res = await stream(me, { message: '  ' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('message');
      expect(await count(server, 'messages')).toBe(before);
    });
  });

  describe('sync', () => {
    it('pulls conversations and messages, and a deleted conversation comes back as tombstones', async () => {
      const clientId = `c-${randomUUID()}`;
      const id = randomUUID();
      const msgId = randomUUID();
      const now = new Date().toISOString();
      await me.post('/api/sync/push', {
        clientId,
        mutations: [
          { id: 1, name: 'conversation.create', args: { id, title: 'Synced', state: 'WA', trade: 'Electrician', createdAt: now } },
          { id: 2, name: 'message.create', args: { id: msgId, conversationId: id, role: 'user', content: 'RCD rules?', createdAt: now } },
        ],
      });
      const pulled = await me.get(`/api/sync/pull?cursor=0&clientId=${clientId}`);
      const mine = pulled.body.changes.filter((ch: { id: string }) => ch.id === id || ch.id === msgId);
      expect(mine.map((ch: { entity: string }) => ch.entity).sort()).toEqual(['conversation', 'message']);
      const cursor = pulled.body.cursor;
      await me.post('/api/sync/push', { clientId, mutations: [{ id: 3, name: 'conversation.delete', args: { id } }] });
      const after = await me.get(`/api/sync/pull?cursor=${cursor}&clientId=${clientId}`);
      const tombs = after.body.changes.filter((ch: { deleted: boolean }) => ch.deleted).map((ch: { id: string }) => ch.id);
      expect(tombs).toEqual(expect.arrayContaining([id, msgId]));
      // A replayed create after the delete never brings the conversation back.
      await me.post('/api/sync/push', {
        clientId,
        mutations: [
          { id: 4, name: 'conversation.create', args: { id, title: 'Again', state: 'WA', trade: 'Electrician', createdAt: now } },
        ],
      });
      expect((await me.get(`/api/conversations/${id}`)).status).toBe(404);
    });

    it("refuses a message.create into another user's conversation", async () => {
      const id = await newConversation(me);
      const res = await other.post('/api/sync/push', {
        clientId: `c-${randomUUID()}`,
        mutations: [
          {
            id: 1,
            name: 'message.create',
            args: { id: randomUUID(), conversationId: id, role: 'user', content: 'x', createdAt: new Date().toISOString() },
          },
        ],
      });
      expect(res.body.results[0]).toMatchObject({ status: 'rejected', code: 'NOT_FOUND' });
    });
  });

  describe('media without a provider', () => {
    it('says image analysis needs a provider (503), after checking it is an image', async () => {
      const res = await me.post('/api/analyze-image', { image: PNG_DATA_URL, filename: 'a.png', mimeType: 'image/png' });
      expect(res.status).toBe(503);
      expect(res.body.error).toEqual({
        code: 'NOT_CONFIGURED',
        message: 'Image analysis needs an AI provider. Your photo is saved with the conversation.',
      });
      const notImage = await me.post('/api/analyze-image', {
        image: `data:image/png;base64,${Buffer.from('%PDF-1.7 hello').toString('base64')}`,
      });
      expect(notImage.status).toBe(415);
      expect(notImage.body.error.message).toBe('Please upload an image file');
    });

    it('refuses an image over 5 MB with a 413', async () => {
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
      const res = await me.post('/api/analyze-image', { image: big });
      expect(res.status).toBe(413);
    });

    it('says voice input needs a provider (503)', async () => {
      const form = new FormData();
      form.append('audio', new Blob([WEBM_BYTES], { type: 'audio/webm' }), 'voice.webm');
      const res = await server.app.request('/api/transcribe', { method: 'POST', body: form, headers: { cookie: me.cookie } });
      expect(res.status).toBe(503);
      expect((await res.json()).error.message).toBe('Voice input needs an AI provider.');
    });

    it.each([
      ['/api/images/generate', { prompt: '  ' }, 'Please enter a prompt to generate an image'],
      ['/api/images/edit', { modificationRequest: 'make it blue' }, 'No image to edit'],
      ['/api/images/edit', { imageBase64: PNG_DATA_URL, modificationRequest: '' }, "Please enter what you'd like to change"],
      ['/api/bria/transform-interior', { prompt: 'scandi', action: 'auto' }, 'No room image to transform'],
      [
        '/api/bria/transform-interior',
        { imageBase64: PNG_DATA_URL, prompt: ' ', action: 'auto' },
        'Please describe the interior design changes you want',
      ],
    ])('POST %s %j answers 400 with the spec message', async (url, body, message) => {
      const res = await me.post(url, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
    });

    it.each([
      ['/api/images/generate', { prompt: 'a timber deck' }],
      ['/api/images/edit', { imageBase64: PNG_DATA_URL, modificationRequest: 'paint it blue' }],
      ['/api/bria/transform-interior', { imageBase64: PNG_DATA_URL, prompt: 'coastal style', action: 'auto' }],
    ])('POST %s answers 503 with a clear message when no provider is configured', async (url, body) => {
      const res = await me.post(url, body);
      expect(res.status).toBe(503);
      expect(res.body.error.message).toMatch(/needs an AI provider/);
    });
  });

  describe('invoices from chat', () => {
    const invoiceData = {
      customerName: 'Jane Citizen',
      customerAddress: '4 Smith St Paddington',
      items: [
        { description: 'Labour', quantity: '2.7', rate: '85.5', amount: '999' },
        { description: '', quantity: '1', rate: '10' },
        { description: 'Tiles', quantity: 3, rate: 45 },
      ],
    };

    it('needs a company profile first', async () => {
      const fresh = (await signedInClient(server)).client;
      for (const url of ['/api/chat-invoice', '/api/chat-invoice/pdf']) {
        const res = await fresh.post(url, { invoiceData });
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(COMPANY_REQUIRED_MESSAGE);
      }
    });

    it('needs a customer name', async () => {
      const res = await me.post('/api/chat-invoice', { invoiceData: { ...invoiceData, customerName: '  ' } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Customer name is required');
    });

    it('renders the PDF and saves a draft invoice with whole quantities, recomputed amounts and an INV-{year}-{6 digits} number', async () => {
      const company = await me.post('/api/company', { name: 'Dave Tiling Pty Ltd', phone: '0400 000 000', email: 'dave@example.com' });
      expect(company.status).toBe(200);
      const pdf = await me.post('/api/chat-invoice/pdf', { invoiceData });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(pdf.body as Uint8Array)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const saved = await me.post('/api/chat-invoice', { invoiceData });
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({ success: true, invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{6}$/) });
      const [row] = await server.db
        .sql`select items, subtotal_cents, gst_cents, total_cents, status from invoices where id = ${saved.body.id}`;
      expect(row.items.map((i: { quantity: number; rateCents: number }) => [i.quantity, i.rateCents])).toEqual([
        [2, 8550],
        [3, 4500],
      ]);
      expect([row.subtotal_cents, row.gst_cents, row.total_cents, row.status]).toEqual([30600, 3060, 33660, 'draft']);
    });
  });
});

describe.each(backends)('chat API with an OpenAI-compatible provider on %s', (kind) => {
  let fake: FakeOpenAI;
  let server: TestServer;
  let me: TestClient;
  let http1: { port: number; close(): Promise<void> };
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await startTestServer(kind, {}, { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'fake-model' });
    me = (await signedInClient(server)).client;
    http1 = await new Promise((resolve) => {
      const srv = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve({ port: info.port, close: () => new Promise<void>((r) => srv.close(() => r())) }),
      );
    });
  });
  afterAll(async () => {
    await http1.close();
    await server.close();
    await fake.close();
  });
  const lastCall = () => fake.calls[fake.calls.length - 1];
  /** The conversation as the model got it, without the function calls the app makes for every question (chat-tools.test). */
  const said = (call: { body: { messages: Array<{ role: string; content: any; tool_calls?: unknown }> } }) =>
    call.body.messages.filter((m) => m.role !== 'tool' && !m.tool_calls);

  it('sends the retrieved facts, their sources, the state, trade and profile to the model and streams its answer back', async () => {
    fake.queue({ kind: 'stream', chunks: ['Yes mate, ', 'you need a QBCC licence ', 'for that [1].'], delayMs: 5 });
    const res = await stream(me, {
      message: LICENCE_Q,
      trade: 'Tiler',
      userProfile: { firstName: 'Dave', lastName: 'Nguyen', businessName: "Dave's Tiling", yearsExperience: 12 },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-answer-source')).toBe('ai');
    const call = lastCall();
    expect(call.body).toMatchObject({ model: 'fake-model', stream: true });
    const system = call.body.messages[0].content as string;
    expect(system).toContain('$3,300');
    expect(system).toContain('https://qbcc.qld.gov.au/licences/start-career/when-you-need-licence');
    expect(system).toMatch(/Queensland \(QLD\)/);
    expect(system).toContain('Tiler');
    expect(system).toContain('Dave Nguyen');
    expect(system).toContain("Dave's Tiling");
    expect(system).toContain('12 years');
    expect(said(call).at(-1)).toEqual({ role: 'user', content: LICENCE_Q });

    expect(res.body.startsWith('Yes mate, you need a QBCC licence for that [1].')).toBe(true);
    expect(res.body).toContain('**Sources**\n1. [');
    expect(res.body).toContain('(https://qbcc.qld.gov.au/licences/start-career/when-you-need-licence)');
    expect(res.body).toMatch(/General information, not legal advice/);
    const msgs = (await me.get(`/api/conversations/${res.headers.get('x-conversation-id')}/messages`)).body;
    expect(msgs[1]).toMatchObject({ id: res.headers.get('x-assistant-message-id'), role: 'assistant', content: res.body });
    expect(msgs[1].metadata.sources.length).toBeGreaterThan(0);
  });

  it('delivers the chunks as they come (the first arrives before the model has finished)', async () => {
    fake.queue({ kind: 'stream', chunks: ['one ', 'two ', 'three ', 'four'], delayMs: 150 });
    const raw = await server.app.request('/api/chat/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: me.cookie },
      body: JSON.stringify({ message: 'How do I set out a deck?' }),
    });
    const reader = raw.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe('one ');
    expect(lastCall().finished).toBe(false);
    while (!(await reader.read()).done);
  });

  it('sends the earlier messages of the conversation as context', async () => {
    fake.queue({ kind: 'stream', chunks: ['First answer.'] }, { kind: 'stream', chunks: ['Second answer.'] });
    const a = await stream(me, { message: 'How far apart should deck joists be?' });
    const conversationId = a.headers.get('x-conversation-id');
    await stream(me, { conversationId, message: 'And for a 600 mm span?' });
    const sent = said(lastCall())
      .slice(1)
      .map((m: { role: string; content: string }) => [m.role, m.content]);
    expect(sent).toEqual([
      ['user', 'How far apart should deck joists be?'],
      ['assistant', expect.stringMatching(/^First answer\./)],
      ['user', 'And for a 600 mm span?'],
    ]);
  });

  it('shows an attached photo to the model', async () => {
    fake.queue({ kind: 'stream', chunks: ['Looks like efflorescence.'] });
    await stream(me, { message: 'What is this white stuff?', metadata: { imagePreview: PNG_DATA_URL, imageName: 'wall.png' } });
    const content = said(lastCall()).at(-1)?.content;
    expect(content).toEqual([
      { type: 'text', text: 'What is this white stuff?' },
      { type: 'image_url', image_url: { url: PNG_DATA_URL } },
    ]);
  });

  it('answers 502 with the unavailable message when the provider fails before the first byte, and stores no reply', async () => {
    fake.queue({ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const conversationId = randomUUID();
    const res = await stream(me, { conversationId, message: 'Gas compliance certificate in SA?' });
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual({ code: 'PROVIDER_ERROR', message: UNAVAILABLE_MESSAGE });
    const msgs = (await me.get(`/api/conversations/${conversationId}/messages`)).body;
    expect(msgs.map((m: { role: string }) => m.role)).toEqual(['user']);
  });

  it('ends the stream with the unavailable line when the provider fails mid-answer, and stores what was said', async () => {
    fake.queue({ kind: 'stream', chunks: ['Part one. ', 'Part two. ', 'never sent'], dropAfter: 2, delayMs: 30 });
    const res = await stream(me, { message: 'Hot water temperature limits in NSW?' });
    expect(res.status).toBe(200);
    expect(res.body).toBe(`Part one. Part two. \n\n${UNAVAILABLE_MESSAGE}`);
    const msgs = (await me.get(`/api/conversations/${res.headers.get('x-conversation-id')}/messages`)).body;
    expect(msgs[1]).toMatchObject({ content: res.body, metadata: { error: true } });
  });

  it('gives up on a provider that stops sending (idle timeout) instead of hanging', async () => {
    const saved = chatStreamOptions.idleTimeoutMs;
    chatStreamOptions.idleTimeoutMs = 300;
    try {
      fake.queue({ kind: 'stream', chunks: ['Starting… ', 'never sent'], stallAfter: 1 });
      const started = Date.now();
      const res = await stream(me, { message: 'Balustrade height for a deck?' });
      expect(res.body).toBe(`Starting… \n\n${UNAVAILABLE_MESSAGE}`);
      expect(Date.now() - started).toBeLessThan(5000);
      await fake.waitFor(() => lastCall().closedEarly);
    } finally {
      chatStreamOptions.idleTimeoutMs = saved;
    }
  });

  it('stops the upstream request when the client disconnects', async () => {
    fake.queue({ kind: 'stream', chunks: Array.from({ length: 60 }, (_, i) => `word${i} `), delayMs: 50 });
    const conversationId = randomUUID();
    const req = http.request({
      host: '127.0.0.1',
      port: http1.port,
      path: '/api/chat/stream',
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: me.cookie },
    });
    req.end(JSON.stringify({ conversationId, message: 'Tell me about SWMS for roof work' }));
    const [res] = (await once(req, 'response')) as [http.IncomingMessage];
    expect(res.statusCode).toBe(200);
    await once(res, 'data');
    const call = lastCall();
    req.destroy();
    await fake.waitFor(() => call.closedEarly);
    expect(call.finished).toBe(false);
    const msgs = (await me.get(`/api/conversations/${conversationId}/messages`)).body;
    expect(msgs.map((m: { role: string }) => m.role)).toEqual(['user']);
  });

  it('still runs the built-in estimator for "make a materials list for …"', async () => {
    const calls = fake.calls.length;
    const res = await stream(me, { message: 'make a materials list for a 6 x 3 m timber deck' });
    expect(extractTaskPayload(res.body)?.type).toBe('materialsList');
    expect(fake.calls.length).toBe(calls);
  });

  describe('media', () => {
    it('analyses a photo with the vision model', async () => {
      const res = await me.post('/api/analyze-image', { image: PNG_DATA_URL, filename: 'tile.png', mimeType: 'image/png' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ analysis: 'A cracked tile next to the shower.' });
      expect(JSON.stringify(lastCall().body.messages)).toContain(PNG_DATA_URL);
    });

    it('transcribes a webm recording', async () => {
      const form = new FormData();
      form.append('audio', new Blob([WEBM_BYTES], { type: 'audio/webm' }), 'voice.webm');
      const res = await server.app.request('/api/transcribe', { method: 'POST', body: form, headers: { cookie: me.cookie } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ text: 'Do I need a licence for a deck in Perth?' });
      expect(lastCall().path).toBe('/v1/audio/transcriptions');
      expect(lastCall().body).toContain('whisper-1');
    });

    it('refuses a recording that is not audio with a 415', async () => {
      const form = new FormData();
      form.append('audio', new Blob([PNG_1PX], { type: 'audio/webm' }), 'voice.webm');
      const res = await server.app.request('/api/transcribe', { method: 'POST', body: form, headers: { cookie: me.cookie } });
      expect(res.status).toBe(415);
    });

    it('stores a generated image and answers with a same-origin URL the user can fetch', async () => {
      const res = await me.post('/api/images/generate', { prompt: 'a merbau deck at sunset' });
      expect(res.status).toBe(200);
      expect(res.body.url).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);
      const img = await me.get(res.body.url);
      expect(img.headers.get('content-type')).toBe('image/png');
      expect((await server.client().get(res.body.url)).status).toBe(401);
    });

    it('edits an image and restyles a room (OpenAI image edit when no Bria key is set)', async () => {
      const edit = await me.post('/api/images/edit', { imageBase64: PNG_DATA_URL, modificationRequest: 'make the door red' });
      expect(edit.body.url).toMatch(/^\/api\/objects\//);
      const interior = await me.post('/api/bria/transform-interior', {
        imageBase64: PNG_DATA_URL,
        prompt: 'coastal style',
        action: 'auto',
      });
      expect(interior.status).toBe(200);
      expect(interior.body).toMatchObject({ imageUrl: expect.stringMatching(/^\/api\/objects\//), action: 'auto' });
      expect(lastCall().path).toBe('/v1/images/edits');
      expect(lastCall().body).toContain('coastal style');
    });

    it('answers the spec failure texts when the image provider fails', async () => {
      fake.queue({ kind: 'status', status: 400, message: 'Your request was rejected by the safety system' });
      const gen = await me.post('/api/images/generate', { prompt: 'a deck' });
      expect(gen.status).toBe(502);
      expect(gen.body.error.message).toBe('Failed to generate image. Please try again.');
      fake.queue({ kind: 'status', status: 400, message: 'Your request was rejected by the safety system' });
      const interior = await me.post('/api/bria/transform-interior', { imageBase64: PNG_DATA_URL, prompt: 'gothic', action: 'auto' });
      expect(interior.status).toBe(502);
      expect(interior.body.error.message).toBe('Failed to transform interior. Please try again.');
      expect(interior.body.details).toContain('safety system');
    });
  });
});
