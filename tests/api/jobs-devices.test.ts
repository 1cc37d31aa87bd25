import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { Device } from '../helpers/device';
import { drainOutbox } from '../../src/data/sync/engine';

/** Syncs until `ready` holds (pull after push; another device's change arrives on its next pull). */
async function syncUntil(device: Device, ready: () => Promise<boolean>) {
  const deadline = Date.now() + 15_000;
  do expect(await drainOutbox({ db: device.db, fetch: device.fetch as typeof fetch })).toBe('done');
  while (!(await ready()) && Date.now() < deadline);
}

const jobArgs = (id: string) => ({
  id,
  createdAt: new Date().toISOString(),
  title: 'Deck rebuild',
  clientId: null,
  siteAddress: '4 Beach Rd',
  locality: 'Fremantle WA 6160',
  manualStatus: 'booked' as const,
  scheduledStart: '2026-12-01',
  scheduledEnd: '2026-12-02',
  notes: '',
  photos: [],
});

describe.each(backends)('jobs on devices (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('a job, a running timer and a linked materials list made offline reach the server and the other device; the timer stops there', async () => {
    const me = await signedInClient(server);
    const phone = new Device(server, me.client.cookie, me.user.id);
    const tablet = new Device(server, me.client.cookie, me.user.id);
    await phone.signIn();
    await tablet.signIn();
    const id = randomUUID();
    const timer = randomUUID();
    const listId = randomUUID();
    phone.network = 'down';
    await phone.mutate('job.create', jobArgs(id));
    await phone.mutate('jobTime.create', { id: timer, jobId: id, startedAt: '2026-12-01T22:00:00.000Z', endedAt: null, note: '' });
    await phone.mutate('materialsList.create', {
      id: listId,
      createdAt: new Date().toISOString(),
      title: 'Deck list',
      description: '',
      projectType: '',
      items: [],
      jobId: id,
    });
    // On the device at once: the site resolved from the canonical locality, the timer running.
    expect(await phone.db.jobs.get(id)).toMatchObject({ state: 'WA', postcode: '6160', suburb: 'Fremantle' });
    expect(await phone.db.jobTimes.get(timer)).toMatchObject({ endedAt: null, jobId: id });
    expect(await phone.sync()).toBe('offline');
    phone.network = 'up';
    await syncUntil(phone, async () => (await phone.db.outbox.count()) === 0);
    const job = await me.client.get(`/api/jobs/${id}`);
    expect(job.body).toMatchObject({
      state: 'WA',
      status: 'in_progress',
      materialsListIds: [listId],
      time: [{ id: timer, endedAt: null }],
    });

    await syncUntil(tablet, async () => Boolean(await tablet.db.jobTimes.get(timer)));
    expect(await tablet.db.jobs.get(id)).toMatchObject({ title: 'Deck rebuild', locality: 'Fremantle WA 6160' });
    expect((await tablet.db.materialsLists.get(listId))?.jobId).toBe(id);
    await tablet.mutate('jobTime.update', { id: timer, patch: { endedAt: '2026-12-02T00:00:00.000Z' } });
    await syncUntil(tablet, async () => (await tablet.db.outbox.count()) === 0);
    await syncUntil(phone, async () => Boolean((await phone.db.jobTimes.get(timer))?.endedAt));
    expect((await phone.db.jobTimes.get(timer))?.endedAt).toBe('2026-12-02T00:00:00.000Z');
  });

  it('two devices edit one job offline: moved on one, notes on the other — both survive (last write per field); a delete wins over a later edit', async () => {
    const me = await signedInClient(server);
    const phone = new Device(server, me.client.cookie, me.user.id);
    const tablet = new Device(server, me.client.cookie, me.user.id);
    await phone.signIn();
    await tablet.signIn();
    const id = randomUUID();
    await phone.mutate('job.create', jobArgs(id));
    await syncUntil(phone, async () => (await phone.db.outbox.count()) === 0);
    await syncUntil(tablet, async () => Boolean(await tablet.db.jobs.get(id)));

    phone.network = 'down';
    tablet.network = 'down';
    await phone.mutate('job.update', { id, patch: { scheduledStart: '2026-12-03', scheduledEnd: '2026-12-04' } });
    await tablet.mutate('job.update', { id, patch: { notes: 'Bring the long ladder' } });
    await tablet.mutate('job.update', { id, patch: { scheduledStart: '2026-12-08', scheduledEnd: '2026-12-09' } });
    phone.network = 'up';
    tablet.network = 'up';
    await syncUntil(tablet, async () => (await tablet.db.outbox.count()) === 0);
    await syncUntil(phone, async () => (await phone.db.outbox.count()) === 0);
    await syncUntil(tablet, async () => true);
    // The phone's move arrived last, so its dates win; the tablet's notes, a field the phone did not touch, stay.
    const server1 = (await me.client.get(`/api/jobs/${id}`)).body;
    expect(server1).toMatchObject({ scheduledStart: '2026-12-03', scheduledEnd: '2026-12-04', notes: 'Bring the long ladder' });
    expect(await tablet.db.jobs.get(id)).toMatchObject({ scheduledStart: '2026-12-03', notes: 'Bring the long ladder' });

    // Deleted on one device while the other edits it offline: the delete wins and the edit brings nothing back.
    tablet.network = 'down';
    await phone.mutate('job.delete', { id });
    await tablet.mutate('job.update', { id, patch: { title: 'Edited after delete' } });
    await syncUntil(phone, async () => (await phone.db.outbox.count()) === 0);
    tablet.network = 'up';
    await syncUntil(tablet, async () => (await tablet.db.outbox.count()) === 0);
    await syncUntil(tablet, async () => !(await tablet.db.jobs.get(id)));
    expect(await tablet.db.jobs.get(id)).toBeUndefined();
    expect((await me.client.get(`/api/jobs/${id}`)).status).toBe(404);
  });

  it('a job of another user cannot be touched through sync: the change is refused or ignored, the job unchanged', async () => {
    const a = await signedInClient(server);
    const b = await signedInClient(server);
    const id = randomUUID();
    expect((await a.client.post('/api/jobs', { id, title: 'Mine', locality: '' })).status).toBe(201);
    const push = await b.client.post('/api/sync/push', {
      clientId: `dev-${randomUUID()}`,
      mutations: [
        { id: 1, name: 'job.update', args: { id, patch: { title: 'Stolen' } } },
        { id: 2, name: 'job.delete', args: { id } },
        {
          id: 3,
          name: 'jobTime.create',
          args: { id: randomUUID(), jobId: id, startedAt: new Date().toISOString(), endedAt: null, note: '' },
        },
        { id: 4, name: 'job.create', args: { ...jobArgs(id), title: 'Takeover' } },
      ],
    });
    expect(push.status).toBe(200);
    expect(push.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'rejected', 'rejected']);
    expect((await a.client.get(`/api/jobs/${id}`)).body).toMatchObject({ title: 'Mine', time: [] });
  });

  it('time entries through sync: the job must be yours and live, the times must make sense (against the stored row on an edit)', async () => {
    const me = await signedInClient(server);
    const jobId = randomUUID();
    expect((await me.client.post('/api/jobs', { id: jobId, title: 'Fence', locality: '' })).status).toBe(201);
    const [ok, bad, deleted] = [randomUUID(), randomUUID(), randomUUID()];
    const time = (id: string, job: string, endedAt: string | null) => ({
      id,
      jobId: job,
      startedAt: '2026-12-01T22:00:00.000Z',
      endedAt,
      note: '',
    });
    const push = async (mutations: Array<{ name: string; args: object }>) => {
      const res = await me.client.post('/api/sync/push', {
        clientId: `dev-${randomUUID()}`,
        mutations: mutations.map((m, i) => ({ id: i + 1, ...m })),
      });
      expect(res.status).toBe(200);
      return res.body.results.map((r: { status: string; code?: string; message?: string }) => [r.status, r.code, r.message]);
    };
    expect(
      await push([
        { name: 'jobTime.create', args: time(ok, jobId, null) },
        { name: 'jobTime.create', args: time(bad, jobId, '2026-12-01T21:00:00.000Z') },
        { name: 'jobTime.create', args: time(randomUUID(), randomUUID(), null) },
        { name: 'jobTime.update', args: { id: ok, patch: { endedAt: '2026-12-09T22:00:00.000Z' } } },
        { name: 'jobTime.update', args: { id: ok, patch: { startedAt: '2026-12-02T00:00:00.000Z', note: 'late' } } },
        { name: 'jobTime.update', args: { id: ok, patch: { endedAt: '2026-12-02T01:00:00.000Z' } } },
        { name: 'jobTime.create', args: time(deleted, jobId, null) },
        { name: 'jobTime.delete', args: { id: deleted } },
      ]),
    ).toEqual([
      ['applied', undefined, undefined],
      ['rejected', 'VALIDATION_FAILED', 'endedAt: cannot be before the start'],
      ['rejected', 'VALIDATION_FAILED', 'jobId: no job of yours has this id'],
      ['rejected', 'VALIDATION_FAILED', 'endedAt: one entry cannot be longer than 7 days'],
      ['applied', undefined, undefined],
      ['applied', undefined, undefined],
      ['applied', undefined, undefined],
      ['applied', undefined, undefined],
    ]);
    // the job goes (and its times with it); a replayed create of a time the user already had changes nothing, refused
    // by nobody; an edit of it is a no-op (a delete wins)
    expect((await push([{ name: 'job.delete', args: { id: jobId } }]))[0][0]).toBe('applied');
    expect(
      await push([
        { name: 'jobTime.create', args: time(ok, jobId, null) },
        { name: 'jobTime.update', args: { id: ok, patch: { endedAt: '2026-12-01T21:00:00.000Z' } } },
      ]),
    ).toEqual([
      ['applied', undefined, undefined],
      ['applied', undefined, undefined],
    ]);
  });
});
