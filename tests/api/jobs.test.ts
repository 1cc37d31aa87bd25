import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { setUpBusiness } from './documents-builders';

const newJob = (extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  title: 'Bathroom retile',
  siteAddress: '12 Smith St',
  locality: 'Parramatta 2150',
  scheduledStart: '2026-12-01',
  scheduledEnd: '2026-12-03',
  notes: 'Key under the mat',
  ...extra,
});

async function jobCount(server: TestServer) {
  const [r] = await server.db.sql<{ n: number }[]>`select count(*)::int as n from jobs`;
  return r.n;
}

describe.each(backends)('jobs API on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  let b: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    a = (await signedInClient(server)).client;
    b = (await signedInClient(server)).client;
  });

  it('creates a job, resolving the site locality to suburb, state and postcode; reads it back and in the list', async () => {
    const body = newJob();
    const res = await a.post('/api/jobs', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: body.id,
      title: 'Bathroom retile',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      locality: 'Parramatta NSW 2150',
      status: 'enquiry',
      manualStatus: 'enquiry',
      scheduledStart: '2026-12-01',
      scheduledEnd: '2026-12-03',
      quoteIds: [],
      invoiceIds: [],
      time: [],
    });
    expect((await a.get(`/api/jobs/${body.id}`)).body.title).toBe('Bathroom retile');
    const list = await a.get('/api/jobs');
    expect(list.status).toBe(200);
    expect(list.body.map((j: { id: string }) => j.id)).toEqual([body.id]);
    // the same id again is a replay: 200 with the stored job, nothing new written
    const again = await a.post('/api/jobs', { ...body, title: 'Changed' });
    expect(again.status).toBe(200);
    expect(again.body.title).toBe('Bathroom retile');
  });

  it('a new account has no labour rate of its own (null, so the price book’s labour item or $85 applies) until it sets one', async () => {
    const { client } = await signedInClient(server);
    expect((await client.get('/api/settings')).body.labourRateCents).toBeNull();
    expect((await client.post('/api/settings', { labourRateCents: 9900 })).status).toBe(200);
    expect((await client.get('/api/settings')).body.labourRateCents).toBe(9900);
  });

  it('pages the list newest first with a cursor, and searches title, site and suburb', async () => {
    for (let i = 0; i < 3; i++) expect((await a.post('/api/jobs', newJob({ title: `Job ${i}` }))).status).toBe(201);
    await a.post('/api/jobs', newJob({ title: 'Deck', locality: 'Fremantle WA 6160' }));
    const first = await a.get('/api/jobs?limit=2');
    expect(first.body.map((j: { title: string }) => j.title)).toEqual(['Deck', 'Job 2']);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await a.get(`/api/jobs?limit=2&cursor=${cursor}`);
    expect(second.body.map((j: { title: string }) => j.title)).toEqual(['Job 1', 'Job 0']);
    expect((await a.get('/api/jobs?search=fremantle')).body.map((j: { title: string }) => j.title)).toEqual(['Deck']);
  });

  it('PATCH changes only the given fields; moving the dates keeps the rest', async () => {
    const body = newJob();
    await a.post('/api/jobs', body);
    const res = await a.patch(`/api/jobs/${body.id}`, { scheduledStart: '2026-12-05', scheduledEnd: '2026-12-07', manualStatus: 'booked' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      scheduledStart: '2026-12-05',
      scheduledEnd: '2026-12-07',
      notes: 'Key under the mat',
      status: 'booked',
    });
  });

  it('derives the status from the job’s quotes and invoices: sent quote → quoted, accepted → booked, invoice → invoiced, paid → paid', async () => {
    await setUpBusiness(a);
    const job = newJob();
    await a.post('/api/jobs', job);
    const quoteId = randomUUID();
    const q = await a.post('/api/quotes', { id: quoteId, title: 'Retile', clientName: 'Sam', jobId: job.id, items: [] });
    expect(q.status).toBe(201);
    expect(q.body.jobId).toBe(job.id);
    expect((await a.get(`/api/jobs/${job.id}`)).body).toMatchObject({ status: 'enquiry', quoteIds: [quoteId] });
    await a.put(`/api/quotes/${quoteId}`, { status: 'sent' });
    expect((await a.get(`/api/jobs/${job.id}`)).body.status).toBe('quoted');
    await a.put(`/api/quotes/${quoteId}`, { status: 'accepted' });
    expect((await a.get(`/api/jobs/${job.id}`)).body.status).toBe('booked');
    const invoiceId = randomUUID();
    const inv = await a.post('/api/invoices', {
      id: invoiceId,
      title: 'Retile',
      invoiceNumber: 'INV-9001',
      customerName: 'Sam',
      jobId: job.id,
      items: [{ id: randomUUID(), description: 'Labour', quantity: 2, unit: 'hr', rateCents: 8500 }],
    });
    expect(inv.status).toBe(201);
    expect((await a.get(`/api/jobs/${job.id}`)).body).toMatchObject({ status: 'invoiced', invoiceIds: [invoiceId] });
    // marking paid is a device action (sync mutation invoice.markPaid)
    const push = await a.post('/api/sync/push', {
      clientId: `test-${randomUUID()}`,
      mutations: [{ id: 1, name: 'invoice.markPaid', args: { id: invoiceId, paidDate: '2026-12-10', paymentMethod: 'Bank transfer' } }],
    });
    expect(push.body.results[0].message).toBeUndefined();
    expect((await a.get(`/api/jobs/${job.id}`)).body.status).toBe('paid');
  });

  it('an accepted quote of a job converted to an invoice keeps the job: the invoice is the job’s, and the job is invoiced', async () => {
    await setUpBusiness(a);
    const job = newJob();
    await a.post('/api/jobs', job);
    const quoteId = randomUUID();
    const item = { id: randomUUID(), description: 'Tiling', quantity: 10, unit: 'm²', rateCents: 6500 };
    expect((await a.post('/api/quotes', { id: quoteId, title: 'Retile', clientName: 'Sam', jobId: job.id, items: [item] })).status).toBe(
      201,
    );
    await a.put(`/api/quotes/${quoteId}`, { status: 'accepted' });
    const invoiceId = randomUUID();
    const push = await a.post('/api/sync/push', {
      clientId: `test-${randomUUID()}`,
      mutations: [{ id: 1, name: 'quote.convert', args: { id: quoteId, invoiceId, invoiceNumber: 'INV-7001', invoiceDate: '2026-12-10' } }],
    });
    expect(push.body.results[0].message).toBeUndefined();
    expect((await a.get(`/api/invoices/${invoiceId}`)).body.jobId).toBe(job.id);
    expect((await a.get(`/api/jobs/${job.id}`)).body).toMatchObject({ status: 'invoiced', invoiceIds: [invoiceId], quoteIds: [quoteId] });
  });

  it('a quote cannot name another user’s job (400 naming jobId)', async () => {
    const job = newJob();
    await b.post('/api/jobs', job);
    const res = await a.post('/api/quotes', { id: randomUUID(), title: 'Sneaky', jobId: job.id, items: [] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^jobId:/);
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ locality: 'Nowhereville 9999' }, 'locality'],
    [{ scheduledStart: '2026-13-40' }, 'scheduledStart'],
    [{ scheduledStart: '2026-12-05', scheduledEnd: '2026-12-01' }, 'scheduledEnd'],
    [{ manualStatus: 'paid' }, 'manualStatus'],
    [{ notes: 'bad\u0000' }, 'notes'],
    [{ clientId: randomUUID() }, 'clientId'],
    [{ photos: [{ path: '/api/objects/not-a-uuid', stage: 'before' }] }, 'photos'],
  ])('a bad body %j is a 400 naming %s, and nothing is written', async (extra, field) => {
    const before = await jobCount(server);
    const res = await a.post('/api/jobs', newJob(extra));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain(field);
    expect(await jobCount(server)).toBe(before);
  });

  it('a bad PATCH is a 400 naming the field and changes nothing', async () => {
    const body = newJob();
    await a.post('/api/jobs', body);
    const res = await a.patch(`/api/jobs/${body.id}`, { title: 'New', scheduledEnd: '2026-11-01' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^scheduledEnd:/);
    expect((await a.get(`/api/jobs/${body.id}`)).body.title).toBe('Bathroom retile');
  });

  it('another user’s job is 404 for GET, PATCH and DELETE, and stays unchanged; it is not in their list', async () => {
    const body = newJob();
    await a.post('/api/jobs', body);
    expect((await b.get(`/api/jobs/${body.id}`)).status).toBe(404);
    expect((await b.patch(`/api/jobs/${body.id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await b.del(`/api/jobs/${body.id}`)).status).toBe(404);
    expect((await b.get('/api/jobs')).body).toEqual([]);
    expect((await a.get(`/api/jobs/${body.id}`)).body.title).toBe('Bathroom retile');
    // reusing another user's id is refused, not a takeover
    expect((await b.post('/api/jobs', body)).status).toBe(409);
  });

  it('DELETE soft-deletes: the job is gone from reads, and a second delete is 404', async () => {
    const body = newJob();
    await a.post('/api/jobs', body);
    expect((await a.del(`/api/jobs/${body.id}`)).status).toBe(200);
    expect((await a.get(`/api/jobs/${body.id}`)).status).toBe(404);
    expect((await a.del(`/api/jobs/${body.id}`)).status).toBe(404);
    const [row] = await server.db.sql`select deleted_at from jobs where id = ${body.id}`;
    expect(row.deleted_at).not.toBeNull();
  });

  it('signed out, every jobs route is 401 — before any validation', async () => {
    const anon = server.client();
    const id = randomUUID();
    expect((await anon.get('/api/jobs')).status).toBe(401);
    expect((await anon.get(`/api/jobs/${id}`)).status).toBe(401);
    expect((await anon.post('/api/jobs', { title: '' })).status).toBe(401);
    expect((await anon.patch(`/api/jobs/${id}`, { title: '' })).status).toBe(401);
    expect((await anon.del(`/api/jobs/${id}`)).status).toBe(401);
  });
});
