import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDelivery } from '../../api/repos/document-emails';
import { retryDueEmails } from '../../api/services/document-mail';
import { smtpMailer } from '../../api/services/mail';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { push, quoteArgs, setUpBusiness } from './documents-builders';
import { SmtpListener } from '../helpers/smtp';

describe.each(backends)('quote and invoice emails when the mail server is down (%s)', (kind) => {
  let server: TestServer;
  let client: TestClient;
  const smtp = new SmtpListener();
  beforeAll(async () => {
    server = await startTestServer(kind);
    await smtp.start();
    server.deps.mailer = await smtpMailer(server.db.sql, `smtp://127.0.0.1:${smtp.port}`, 'Tradie Toolbox <noreply@toolbox.example>');
    client = (await signedInClient(server)).client;
    await setUpBusiness(client);
    await server.db.sql`update companies set email = 'office@sparky.example'`;
  });
  afterAll(async () => {
    await smtp.stop();
    await server.close();
  });

  const send = async () => {
    const q = quoteArgs({ clientEmail: 'jo@example.com', jobNumber: `Q-${randomUUID().slice(0, 6)}` });
    const link = { id: randomUUID(), token: randomBytes(32).toString('base64url') };
    const { results } = await push(client, [
      { name: 'quote.create', args: q },
      { name: 'quote.send', args: { id: q.id, to: 'jo@example.com', link } },
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    return q.id as string;
  };
  const userId = async (docId: string) => (await server.db.sql`select user_id from quotes where id = ${docId}`)[0].user_id as string;
  /** Time passes: the next attempt is due now. */
  const makeDue = (docId: string) =>
    server.db.sql`update document_emails set next_attempt_at = now() - interval '1 second' where document_id = ${docId}`;

  it('the email waits and is retried on the timer once the mail server is back, with Reply-To the business', async () => {
    await smtp.stop();
    const id = await send();
    const owner = await userId(id);
    const waiting = await emailDelivery(server.db.sql, owner, id);
    expect(waiting).toMatchObject({ state: 'retrying', to: 'jo@example.com', error: expect.stringMatching(/ECONNREFUSED/) });
    expect(Date.parse(waiting!.nextAttemptAt!)).toBeGreaterThan(Date.now());
    // Not due yet: nothing happens.
    expect(await retryDueEmails(server.deps)).toBe(0);
    // Back up, and the retry is due: delivered without anyone pressing anything.
    await smtp.start();
    await makeDue(id);
    expect(await retryDueEmails(server.deps)).toBe(1);
    expect((await emailDelivery(server.db.sql, owner, id))!.state).toBe('sent');
    const raw = smtp.messages.at(-1)!;
    expect(raw).toMatch(/^Reply-To: office@sparky\.example$/m);
    expect(raw).toMatch(/^From: Tradie Toolbox <noreply@toolbox\.example>$/m);
  });

  it('keeps retrying with growing gaps past five attempts, and gives up only after 24 hours', async () => {
    await smtp.stop();
    const id = await send();
    const owner = await userId(id);
    const gaps: number[] = [];
    for (let i = 0; i < 7; i++) {
      await makeDue(id);
      await retryDueEmails(server.deps);
      const [row] = await server.db.sql`select attempts, next_attempt_at, failed_at from document_emails where document_id = ${id}`;
      expect(row.failed_at).toBeNull();
      gaps.push(Math.round((row.next_attempt_at.getTime() - Date.now()) / 60_000));
    }
    expect(gaps).toEqual([2, 4, 8, 16, 32, 64, 120]);
    // A day later it is still failing: given up, and the card says why.
    await server.db.sql`update document_emails set created_at = now() - interval '25 hours' where document_id = ${id}`;
    await makeDue(id);
    await retryDueEmails(server.deps);
    expect(await emailDelivery(server.db.sql, owner, id)).toMatchObject({ state: 'failed', error: expect.stringMatching(/ECONNREFUSED/) });
    await smtp.start();
  });

  it('the card asks GET /api/quotes/:id/email for the state; "Send again" after a give-up delivers it; another user gets 404', async () => {
    await smtp.stop();
    const id = await send();
    expect((await client.get(`/api/quotes/${id}/email`)).body.delivery).toMatchObject({ state: 'retrying', to: 'jo@example.com' });
    await server.db.sql`update document_emails set created_at = now() - interval '25 hours' where document_id = ${id}`;
    await makeDue(id);
    await retryDueEmails(server.deps);
    expect((await client.get(`/api/quotes/${id}/email`)).body.delivery).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/ECONNREFUSED/),
    });
    const other = (await signedInClient(server)).client;
    expect((await other.get(`/api/quotes/${id}/email`)).status).toBe(404);
    expect((await other.post(`/api/quotes/${id}/email/retry`)).status).toBe(404);
    await smtp.start();
    const again = await client.post(`/api/quotes/${id}/email/retry`);
    expect(again.status).toBe(200);
    expect(again.body.delivery.state).toBe('sent');
  });
});

describe.each(backends)('an email given up after 24 hours tells the business in the app (%s)', (kind) => {
  let server: TestServer;
  let client: TestClient;
  const smtp = new SmtpListener();
  beforeAll(async () => {
    server = await startTestServer(kind);
    await smtp.start();
    server.deps.mailer = await smtpMailer(server.db.sql, `smtp://127.0.0.1:${smtp.port}`, 'Tradie Toolbox <noreply@toolbox.example>');
    client = (await signedInClient(server)).client;
    await setUpBusiness(client);
  });
  afterAll(async () => {
    await smtp.stop();
    await server.close();
  });

  it('GET /api/email-notices lists it once given up (not while retrying), seen once, again after a second give-up; only the owner', async () => {
    await smtp.stop();
    const jobNumber = `Q-${randomUUID().slice(0, 6)}`;
    const q = quoteArgs({ clientEmail: 'jo@example.com', jobNumber });
    const link = { id: randomUUID(), token: randomBytes(32).toString('base64url') };
    await push(client, [
      { name: 'quote.create', args: q },
      { name: 'quote.send', args: { id: q.id, to: 'jo@example.com', link } },
    ]);
    const giveUp = async () => {
      await server.db
        .sql`update document_emails set created_at = now() - interval '25 hours', next_attempt_at = now() - interval '1 second' where document_id = ${q.id}`;
      await retryDueEmails(server.deps);
    };
    // Still retrying: no notice yet.
    expect((await client.get('/api/email-notices')).body.notices).toEqual([]);
    await giveUp();
    const { notices } = (await client.get('/api/email-notices')).body as { notices: Array<Record<string, unknown>> };
    expect(notices).toEqual([
      {
        id: expect.any(String),
        documentKind: 'quote',
        documentId: q.id,
        document: jobNumber,
        to: 'jo@example.com',
        error: expect.stringMatching(/ECONNREFUSED/),
        failedAt: expect.any(String),
      },
    ]);
    // Another user neither sees nor dismisses it.
    const other = (await signedInClient(server)).client;
    expect((await other.get('/api/email-notices')).body.notices).toEqual([]);
    expect((await other.post(`/api/email-notices/${notices[0].id as string}/seen`)).status).toBe(404);
    expect((await client.post('/api/email-notices/not-a-uuid/seen')).status).toBe(404);
    // Shown on a device: not again.
    expect((await client.post(`/api/email-notices/${notices[0].id as string}/seen`)).status).toBe(200);
    expect((await client.get('/api/email-notices')).body.notices).toEqual([]);
    // "Send again" with the mail server still down, and a second give-up: news again.
    await client.post(`/api/quotes/${q.id}/email/retry`);
    await giveUp();
    expect((await client.get('/api/email-notices')).body.notices).toHaveLength(1);
    await smtp.start();
  });
});
