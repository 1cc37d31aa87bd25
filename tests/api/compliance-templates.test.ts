import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { Device } from '../helpers/device';
import { LocalDb, setDbForTests } from '../../src/data/local-db';
import { deleteSwmsTemplate, saveSwmsTemplate, startSwms } from '../../src/features/compliance/mutations';
import { contentFromTemplate, type SwmsContent } from '../../src/domain/compliance/swms';

/** Issue 22 (gap 1): a business's reusable SWMS templates — REST, ownership, and offline on devices with sync. */
const swms = (): SwmsContent => ({
  title: 'Roof access for switchboard upgrade',
  work: 'Replace the switchboard; run cable through the roof space',
  categories: ['fall', 'energised-electrical'],
  siteAddress: '27 Pakington St, Geelong West VIC 3218',
  principalContractor: 'Bayside Builders',
  principalContractorEmail: 'site@bayside.example',
  emergencyContacts: '000; site supervisor 0400 000 000',
  ppe: 'Harness, insulated gloves',
  plant: 'Ladder, EWP',
  rows: [
    {
      category: 'Risk of a fall from height',
      hazard: 'Fall from the roof edge',
      controls: 'Isolate: edge protection',
      monitoring: 'Daily check',
    },
  ],
  reviewDate: '2027-11-25',
});
const templateContent = { categories: ['fall'], rows: swms().rows, ppe: 'Harness', plant: 'Ladder' };

describe.each(backends)('SWMS templates API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('creates, lists by name, renames and deletes your templates; another user sees none of them', async () => {
    const { client: a } = await signedInClient(server);
    const { client: b } = await signedInClient(server);
    const roof = await a.post('/api/compliance/swms-templates', { name: '  Roof work, single storey ', content: templateContent });
    expect(roof.status).toBe(201);
    expect(roof.body).toMatchObject({ name: 'Roof work, single storey', content: templateContent });
    const id = randomUUID();
    const trench = await a.post('/api/compliance/swms-templates', {
      id,
      name: 'Acme trenching',
      content: { ...templateContent, categories: ['trench'] },
    });
    expect(trench.status).toBe(201);
    // a retried create with the same id is the same row
    expect((await a.post('/api/compliance/swms-templates', { id, name: 'Acme trenching', content: templateContent })).status).toBe(200);

    expect((await a.get('/api/compliance/swms-templates')).body.items.map((t: { name: string }) => t.name)).toEqual([
      'Acme trenching',
      'Roof work, single storey',
    ]);
    expect((await b.get('/api/compliance/swms-templates')).body.items).toEqual([]);
    expect((await b.get(`/api/compliance/swms-templates/${id}`)).status).toBe(404);
    // another user cannot take the id
    expect((await b.post('/api/compliance/swms-templates', { id, name: 'Mine now', content: templateContent })).status).toBe(409);

    const renamed = await a.req('PATCH', `/api/compliance/swms-templates/${id}`, { name: 'Trenching over 1.5 m' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Trenching over 1.5 m', content: { categories: ['trench'] } });

    expect((await a.req('DELETE', `/api/compliance/swms-templates/${id}`)).status).toBe(204);
    expect((await a.get(`/api/compliance/swms-templates/${id}`)).status).toBe(404);
    expect((await a.req('DELETE', `/api/compliance/swms-templates/${id}`)).status).toBe(404);
    expect((await a.get('/api/compliance/swms-templates')).body.items.map((t: { name: string }) => t.name)).toEqual([
      'Roof work, single storey',
    ]);
  });

  it('refuses bad input with a clear 400: no name, a job’s site details, too many rows', async () => {
    const { client: a } = await signedInClient(server);
    const noName = await a.post('/api/compliance/swms-templates', { name: '   ', content: templateContent });
    expect(noName.status).toBe(400);
    expect(JSON.stringify(noName.body)).toContain('Template name is required');
    // content must be the template's shape: a SWMS's site details are not part of it (strict object: dropped)
    const withSite = await a.post('/api/compliance/swms-templates', {
      name: 'Roof',
      content: { ...templateContent, siteAddress: '1 Secret St' },
    });
    expect(withSite.status).toBe(201);
    expect(withSite.body.content).toEqual(templateContent);
    const tooMany = await a.post('/api/compliance/swms-templates', {
      name: 'Huge',
      content: { ...templateContent, rows: Array.from({ length: 61 }, () => templateContent.rows[0]) },
    });
    expect(tooMany.status).toBe(400);
    const notText = await a.post('/api/compliance/swms-templates', { name: 'Bad', content: { ...templateContent, ppe: 42 } });
    expect(notText.status).toBe(400);
    expect(JSON.stringify(notText.body)).toContain('PPE must be text');
    expect((await a.req('PATCH', `/api/compliance/swms-templates/${withSite.body.id}`, {})).status).toBe(400);
  });

  it('saved offline on one phone from a SWMS, it reaches a second device once and starts another job’s SWMS there', async () => {
    const me = await signedInClient(server);
    const phone = new Device(server, me.client.cookie, me.user.id);
    const tablet = new Device(server, me.client.cookie, me.user.id);
    await phone.signIn();
    await tablet.signIn();
    phone.network = 'down';
    setDbForTests(phone.db);
    const templateId = await saveSwmsTemplate(me.user.id, ' Roof work ', swms());
    const [saved] = await phone.db.swmsTemplates.toArray();
    expect(saved).toMatchObject({ id: templateId, name: 'Roof work', userId: me.user.id });
    // the job's site details, review date and signatures are not part of the template
    expect(saved!.content).toEqual({
      categories: ['fall', 'energised-electrical'],
      rows: swms().rows,
      ppe: 'Harness, insulated gloves',
      plant: 'Ladder, EWP',
    });
    expect(JSON.stringify(saved)).not.toContain('Pakington');
    expect(JSON.stringify(saved)).not.toContain('Bayside');

    // a reload keeps it
    phone.db.close();
    phone.db = new LocalDb(phone.db.name);
    expect(await phone.db.swmsTemplates.count()).toBe(1);

    phone.network = 'up';
    expect(await phone.sync()).toBe('done');
    expect(await phone.sync()).toBe('done');
    expect(await tablet.sync()).toBe('done');
    const [row] = await server.db.sql<{ n: number }[]>`select count(*)::int as n from swms_templates where user_id = ${me.user.id}`;
    expect(row!.n).toBe(1);
    const onTablet = await tablet.db.swmsTemplates.toArray();
    expect(onTablet).toHaveLength(1);
    expect(onTablet[0]!.content).toEqual(saved!.content);

    // on the tablet, offline: a new job's SWMS from the template has its own site and the template's hazards
    tablet.network = 'down';
    const jobId = randomUUID();
    await tablet.mutate('job.create', {
      id: jobId,
      createdAt: new Date().toISOString(),
      title: 'Hot water unit on the roof',
      clientId: null,
      siteAddress: '9 Rose St, Fitzroy',
      locality: '',
      manualStatus: 'booked',
      scheduledStart: null,
      scheduledEnd: null,
      notes: '',
    });
    setDbForTests(tablet.db);
    const content = contentFromTemplate(
      onTablet[0]!.content,
      { title: 'Hot water unit on the roof', site: '9 Rose St, Fitzroy', notes: '' },
      '2026-11-25',
    );
    await startSwms(me.user.id, jobId, content);
    const [version] = await tablet.db.swmsVersions.where('jobId').equals(jobId).toArray();
    expect(version!.content).toMatchObject({
      siteAddress: '9 Rose St, Fitzroy',
      principalContractor: '',
      categories: ['fall', 'energised-electrical'],
      rows: swms().rows,
      ppe: 'Harness, insulated gloves',
      reviewDate: '2027-11-25',
    });
    // deleting the template keeps the SWMS started from it
    await deleteSwmsTemplate(me.user.id, templateId);
    tablet.network = 'up';
    expect(await tablet.sync()).toBe('done');
    expect(await phone.sync()).toBe('done');
    expect(await phone.db.swmsTemplates.count()).toBe(0);
    const [counts] = await server.db.sql<{ live: number; versions: number }[]>`
      select (select count(*)::int from swms_templates where user_id = ${me.user.id} and deleted_at is null) as live,
             (select count(*)::int from swms_versions where user_id = ${me.user.id} and job_id = ${jobId}) as versions`;
    expect(counts).toEqual({ live: 0, versions: 1 });
    setDbForTests(null);
  });
});
