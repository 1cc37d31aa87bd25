import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { push } from './documents-builders';
import { retryDueEmails } from '../../api/services/document-mail';
import type { LiveEvent } from '../../api/services/live';
import { MESSAGES_SCOPE } from '../../src/domain/marketplace/inbox';

/** Issue 21: the marketplace inbox — a conversation per listing and buyer, only its two participants read it. */
type Person = { client: TestClient; id: string; email: string };
const person = async (server: TestServer): Promise<Person> => {
  const s = await signedInClient(server);
  return { client: s.client, id: s.user.id, email: s.email };
};
const send = (p: Person, listingId: string, buyerId: string, body: string, id = randomUUID()) =>
  push(p.client, [{ name: 'marketplaceMessage.send', args: { id, listingId, buyerId, body, createdAt: new Date().toISOString() } }]);

/**
 * Every message the person's device would hold: the scope pulled from the start. On a shared Postgres cluster the
 * scope's watermark can trail a commit briefly (docs/sync.md "Scopes"), so a test waits until `until` holds.
 */
async function pullAll(p: Person, until: (rows: Array<Record<string, unknown>>) => boolean = () => true) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await pullOnce(p);
    if (until(rows) || Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function pullOnce(p: Person) {
  let cursor = '0.0';
  const rows = new Map<string, { deleted: boolean; ownerId: string; data?: Record<string, unknown> }>();
  for (let i = 0; i < 20; i++) {
    const res = await p.client.get(`/api/sync/pull-scope?scope=${MESSAGES_SCOPE}&cursor=${cursor}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const c of res.body.changes) rows.set(c.id, c);
    cursor = res.body.cursor;
    if (!res.body.hasMore) break;
  }
  return [...rows.values()].map((r) => ({ ownerId: r.ownerId, ...r.data }) as Record<string, unknown>);
}

describe.each(backends)('marketplace inbox on %s', (kind) => {
  let server: TestServer;
  let seller: Person;
  let buyer: Person;
  let stranger: Person;
  let listingId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    [seller, buyer, stranger] = [await person(server), await person(server), await person(server)];
    listingId = randomUUID();
    const made = await seller.client.post('/api/marketplace/listings', {
      id: listingId,
      title: 'Hilti rotary hammer',
      price: 300,
      category: 'Tools',
    });
    expect(made.status).toBe(201);
  });

  it('a buyer writes (REST or outbox), the seller replies; both read the conversation, nobody else does, and no email shows', async () => {
    expect((await buyer.client.post(`/api/marketplace/listings/${listingId}/contact`, { message: 'Still got it?' })).status).toBe(202);
    expect((await send(seller, listingId, buyer.id, 'Yes, Saturday suits')).results[0].status).toBe('applied');
    expect((await send(buyer, listingId, buyer.id, 'See you then')).results[0].status).toBe('applied');
    for (const p of [seller, buyer]) {
      const rows = await pullAll(p, (r) => r.length === 3);
      expect(rows.map((r) => r.body).sort()).toEqual(['See you then', 'Still got it?', 'Yes, Saturday suits']);
      expect(rows[0]).toMatchObject({ listingId, buyerId: buyer.id, sellerId: seller.id, listingTitle: 'Hilti rotary hammer' });
      const text = JSON.stringify(rows);
      expect(text).not.toContain(seller.email);
      expect(text).not.toContain(buyer.email);
    }
    expect(await pullAll(stranger)).toEqual([]);
    // A third person cannot write into it, nor can the seller start one with someone who never wrote.
    expect((await send(stranger, listingId, buyer.id, 'hi')).results[0]).toMatchObject({ status: 'rejected', code: 'NOT_FOUND' });
    expect((await send(seller, listingId, stranger.id, 'hi')).results[0]).toMatchObject({ status: 'rejected', code: 'NOT_FOUND' });
    // A replayed message is the same message.
    const id = randomUUID();
    await send(buyer, listingId, buyer.id, 'once', id);
    await send(buyer, listingId, buyer.id, 'once', id);
    expect((await pullAll(seller, (r) => r.length === 4)).filter((r) => r.body === 'once')).toHaveLength(1);
  });

  it('unread until the recipient reads; the read reaches both sides', async () => {
    await send(buyer, listingId, buyer.id, 'Cash ok?');
    const count = (p: Person) => (rows: Array<Record<string, unknown>>) =>
      rows.filter((r) => r.senderId !== p.id && r.readAt === null).length;
    const unread = async (p: Person, expected: number) => count(p)(await pullAll(p, (r) => count(p)(r) === expected));
    expect(await unread(seller, 1)).toBe(1);
    expect(await unread(buyer, 0)).toBe(0);
    const upTo = new Date(Date.now() + 1000).toISOString();
    expect(
      (await push(seller.client, [{ name: 'marketplaceMessage.read', args: { listingId, buyerId: buyer.id, upTo } }])).results[0].status,
    ).toBe('applied');
    expect(await unread(seller, 0)).toBe(0);
    // the stranger cannot mark it read for the seller
    await send(buyer, listingId, buyer.id, 'Hello?');
    await push(stranger.client, [
      { name: 'marketplaceMessage.read', args: { listingId, buyerId: buyer.id, upTo: new Date(Date.now() + 1000).toISOString() } },
    ]);
    expect(await unread(seller, 1)).toBe(1);
    expect((await pullAll(seller, (r) => r.length === 2)).length).toBe(2);
  });

  it('wakes the other side’s devices when a message arrives', async () => {
    const events: LiveEvent[] = [];
    const stop = server.deps.live.subscribe((e) => events.push(e));
    try {
      await send(buyer, listingId, buyer.id, 'Ping');
      const deadline = Date.now() + 5000;
      while (!events.some((e) => e.userId === seller.id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(events.some((e) => e.userId === seller.id)).toBe(true);
    } finally {
      stop();
    }
  });

  it('emails the recipient only when a message stays unread (through the email outbox), once per conversation, with no address', async () => {
    await send(buyer, listingId, buyer.id, 'Is the case included?');
    await send(buyer, listingId, buyer.id, 'And the bits?');
    server.mail.length = 0;
    expect(await retryDueEmails(server.deps)).toBe(0); // not due yet: it has not been unread for a while
    await server.db.sql`update document_emails set next_attempt_at = now() - interval '1 second' where user_id = ${seller.id}`;
    expect(await retryDueEmails(server.deps)).toBe(1);
    const mail = server.mail.filter((m) => m.to === seller.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain('Hilti rotary hammer');
    expect(mail[0].text).toContain('Is the case included?');
    expect(mail[0].text).not.toContain(buyer.email);
    // Read before it was due: no email.
    await send(seller, listingId, buyer.id, 'Yes, both');
    await push(buyer.client, [
      { name: 'marketplaceMessage.read', args: { listingId, buyerId: buyer.id, upTo: new Date(Date.now() + 1000).toISOString() } },
    ]);
    await server.db.sql`update document_emails set next_attempt_at = now() - interval '1 second' where user_id = ${buyer.id}`;
    server.mail.length = 0;
    expect(await retryDueEmails(server.deps)).toBe(0);
    expect(server.mail.filter((m) => m.to === buyer.email)).toEqual([]);
  });

  it('block: no message passes either way until unblocked; report a person, seen by an admin', async () => {
    await send(buyer, listingId, buyer.id, 'Hi');
    expect((await seller.client.post(`/api/marketplace/people/${buyer.id}/block`)).status).toBe(200);
    expect((await seller.client.get('/api/marketplace/people/blocked')).body.ids).toEqual([buyer.id]);
    expect((await send(buyer, listingId, buyer.id, 'Hello??')).results[0]).toMatchObject({ status: 'rejected', code: 'FORBIDDEN' });
    expect((await send(seller, listingId, buyer.id, 'no')).results[0]).toMatchObject({ status: 'rejected', code: 'FORBIDDEN' });
    expect((await seller.client.req('DELETE', `/api/marketplace/people/${buyer.id}/block`)).status).toBe(200);
    expect((await send(buyer, listingId, buyer.id, 'Hello again')).results[0].status).toBe('applied');

    const bad = await seller.client.post(`/api/marketplace/people/${buyer.id}/report`, { reason: 'rude' });
    expect(bad.body.error.message).toMatch(/^reason:/);
    expect((await seller.client.post(`/api/marketplace/people/${seller.id}/report`, { reason: 'spam' })).status).toBe(400);
    expect((await seller.client.post(`/api/marketplace/people/${randomUUID()}/report`, { reason: 'spam' })).status).toBe(404);
    expect((await stranger.client.post(`/api/marketplace/people/${randomUUID()}/block`)).status).toBe(404);
    for (const reason of ['spam', 'scam', 'prohibited', 'already-sold', 'offensive', 'other'])
      expect((await stranger.client.post(`/api/marketplace/people/${seller.id}/report`, { reason })).status, reason).toBeLessThan(300);
    const res = await seller.client.post(`/api/marketplace/people/${buyer.id}/report`, {
      reason: 'scam',
      details: 'Asked for a deposit',
      listingId,
    });
    expect(res.status).toBe(201);
    expect((await seller.client.post(`/api/marketplace/people/${buyer.id}/report`, { reason: 'other' })).status).toBe(200);
    expect((await stranger.client.get('/api/marketplace/admin/person-reports')).status).toBe(403);
    await server.db.sql`update users set role = 'admin' where id = ${stranger.id}`;
    const reports = await stranger.client.get('/api/marketplace/admin/person-reports');
    const mine = reports.body.find((r: { personId: string }) => r.personId === buyer.id);
    expect(mine).toMatchObject({
      reason: 'scam',
      details: 'Asked for a deposit',
      personEmail: buyer.email,
      listingTitle: 'Hilti rotary hammer',
      openReports: 1,
    });
    expect((await stranger.client.post(`/api/marketplace/admin/person-reports/${mine.id}/dismiss`)).status).toBe(200);
    expect((await stranger.client.get('/api/marketplace/admin/person-reports')).body.some((r: { id: string }) => r.id === mine.id)).toBe(
      false,
    );
  });

  it('at most 10 messages an hour per sender across conversations, counted from the stored messages; the 11th is refused', async () => {
    const other = randomUUID();
    await seller.client.post('/api/marketplace/listings', { id: other, title: 'Ladder', price: 80, category: 'Tools' });
    const results = [];
    for (let i = 0; i < 11; i++) results.push((await send(buyer, i % 2 ? other : listingId, buyer.id, `m${i}`)).results[0]);
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(10);
    expect(results[10]).toMatchObject({ status: 'rejected', code: 'RATE_LIMITED' });
    expect((await buyer.client.post(`/api/marketplace/listings/${listingId}/contact`, { message: 'one more' })).status).toBe(429);
  });
});
