import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { claimDueCertificates } from '../../api/repos/compliance';
import { runOverdueReminders } from '../../api/services/document-mail';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const content = (title = 'Roof access for switchboard upgrade') => ({
  title,
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

const details = {
  licenceNumber: '444444C',
  customerName: 'Pat Nguyen',
  customerEmail: 'pat@example.com',
  siteAddress: '27 Pakington St',
  workDescription: 'Switchboard upgrade',
  tests: 'Insulation resistance > 1 MΩ; RCD trip 22 ms',
  appliances: '',
  serialNumber: '444444C001',
};

describe.each(backends)('compliance API on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  let b: TestClient;
  let jobId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    a = (await signedInClient(server)).client;
    b = (await signedInClient(server)).client;
    jobId = (await a.post('/api/jobs', { title: 'Switchboard upgrade', siteAddress: '27 Pakington St' })).body.id;
  });

  it('stores a high-risk check for your job and refuses one for another user’s job or with bad answers', async () => {
    const body = {
      id: jobId,
      jobId,
      state: 'SA',
      trade: 'Electrician',
      answers: { fallMetres: 2.5, trenchMetres: null, builtYear: null, disturbsMaterials: false, yes: {} },
      categories: ['fall'],
      checkedOn: '2026-07-01',
    };
    const res = await a.post('/api/compliance/risk-checks', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: jobId, state: 'SA', categories: ['fall'], checkedOn: '2026-07-01' });
    expect((await b.post('/api/compliance/risk-checks', { ...body, id: randomUUID() })).status).toBe(400);
    const bad = await a.post('/api/compliance/risk-checks', { ...body, id: randomUUID(), answers: { ...body.answers, fallMetres: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/negative/);
    expect((await a.get(`/api/compliance/jobs/${jobId}`)).body.riskCheck.answers.fallMetres).toBe(2.5);
  });

  it('keeps a signed version unchanged: a patch is refused, the next version is a new row, both keep their sign-ons', async () => {
    const swmsId = randomUUID();
    const v1 = await a.post('/api/compliance/swms-versions', { swmsId, jobId, version: 1, content: content() });
    expect(v1.status).toBe(201);
    // unsigned: the edit patches it
    const patched = await a.patch(`/api/compliance/swms-versions/${v1.body.id}`, { content: content('Roof and switchboard') });
    expect(patched.status).toBe(200);
    expect(patched.body.content.title).toBe('Roof and switchboard');
    for (const name of ['Sam Lee', 'Jo Park']) {
      const s = await a.post('/api/compliance/sign-ons', {
        swmsId,
        versionId: v1.body.id,
        name,
        signedOn: '2026-11-25',
        signature: SIGNATURE,
      });
      expect(s.status).toBe(201);
    }
    const refused = await a.patch(`/api/compliance/swms-versions/${v1.body.id}`, { content: content('Changed after signing') });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This SWMS version has been signed; an edit makes a new version');
    const v2 = await a.post('/api/compliance/swms-versions', { swmsId, jobId, version: 2, content: content('Changed after signing') });
    expect(v2.status).toBe(201);
    // another device made "version 2" from version 1 too: it is kept, as the next free number
    const other = await a.post('/api/compliance/swms-versions', { swmsId, jobId, version: 2, content: content('Other device') });
    expect(other.status).toBe(201);
    expect(other.body.version).toBe(3);
    await a.post('/api/compliance/sign-ons', {
      swmsId,
      versionId: v2.body.id,
      name: 'Sam Lee',
      signedOn: '2026-11-26',
      signature: SIGNATURE,
    });

    const read = await a.get(`/api/compliance/jobs/${jobId}`);
    expect(read.status).toBe(200);
    expect(
      read.body.versions.map((v: { version: number; content: { title: string }; signOns: { name: string }[] }) => [
        v.version,
        v.content.title,
        v.signOns.map((s) => s.name),
      ]),
    ).toEqual([
      [1, 'Roof and switchboard', ['Sam Lee', 'Jo Park']],
      [2, 'Changed after signing', ['Sam Lee']],
      [3, 'Other device', []],
    ]);
    const [count] = await server.db.sql<{ n: number }[]>`select count(*)::int as n from swms_versions where swms_id = ${swmsId}`;
    expect(count.n).toBe(3);
  });

  it('two edits of one version made apart both stay: each takes the next free number, a replay keeps its number', async () => {
    const swmsId = randomUUID();
    const v1 = await a.post('/api/compliance/swms-versions', { swmsId, jobId, version: 1, content: content('Base') });
    const phoneA = { id: randomUUID(), swmsId, jobId, version: 2, content: content('Phone A') };
    const phoneB = { id: randomUUID(), swmsId, jobId, version: 2, content: content('Phone B') };
    expect((await a.post('/api/compliance/swms-versions', phoneA)).body.version).toBe(2);
    expect((await a.post('/api/compliance/swms-versions', phoneB)).body.version).toBe(3);
    // a replay of phone A's create (lost answer) is the same row with its own number, not a fourth version
    const replay = await a.post('/api/compliance/swms-versions', phoneA);
    expect(replay.status).toBe(200);
    expect(replay.body.version).toBe(2);
    // a deleted number is never given again
    await server.db.sql`update swms_versions set deleted_at = now() where id = ${phoneB.id}`;
    const later = await a.post('/api/compliance/swms-versions', { swmsId, jobId, version: 3, content: content('Later') });
    expect(later.body.version).toBe(4);
    // sign-ons stay with the version they signed, whatever its number
    const s = await a.post('/api/compliance/sign-ons', {
      swmsId,
      versionId: phoneA.id,
      name: 'Sam Lee',
      signedOn: '2026-11-26',
      signature: SIGNATURE,
    });
    expect(s.status).toBe(201);
    const read = (await a.get(`/api/compliance/jobs/${jobId}`)).body as {
      versions: Array<{ id: string; version: number; content: { title: string }; signOns: Array<{ name: string }> }>;
    };
    expect(read.versions.map((v) => [v.version, v.content.title, v.signOns.map((x) => x.name)])).toEqual([
      [1, 'Base', []],
      [2, 'Phone A', ['Sam Lee']],
      [4, 'Later', []],
    ]);
    expect(read.versions[0]!.id).toBe(v1.body.id);
    // another user's SWMS id is not yours to add a version to
    expect((await b.post('/api/compliance/swms-versions', { swmsId, jobId, version: 5, content: content() })).status).toBe(400);
  });

  it('changes a version in place only until it has gone to the principal contractor', async () => {
    const swmsId = randomUUID();
    const v1 = await a.post('/api/compliance/swms-versions', { swmsId, jobId, version: 1, content: content() });
    expect((await a.patch(`/api/compliance/swms-versions/${v1.body.id}`, { content: content('Still a draft') })).status).toBe(200);
    expect((await a.post(`/api/compliance/swms/${swmsId}/email`, {})).status).toBe(202);
    const refused = await a.patch(`/api/compliance/swms-versions/${v1.body.id}`, { content: content('After sending') });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This SWMS version has been sent to the principal contractor; an edit makes a new version');
    expect((await a.get(`/api/compliance/swms-versions/${v1.body.id}`)).body.content.title).toBe('Still a draft');
    const v2 = await a.post('/api/compliance/swms-versions', { swmsId, jobId, version: 2, content: content('After sending') });
    expect(v2.status).toBe(201);
    // the new version has not been sent: it may still change in place
    expect((await a.patch(`/api/compliance/swms-versions/${v2.body.id}`, { content: content('After sending, fixed') })).status).toBe(200);
  });

  it('refuses a sign-on without a name, with a bad signature, or for a version that is not yours', async () => {
    const swmsId = randomUUID();
    const v1 = await a.post('/api/compliance/swms-versions', { swmsId, jobId, version: 1, content: content() });
    const base = { swmsId, versionId: v1.body.id, name: 'Sam', signedOn: '2026-11-25', signature: SIGNATURE };
    expect((await a.post('/api/compliance/sign-ons', { ...base, name: '  ' })).status).toBe(400);
    expect((await a.post('/api/compliance/sign-ons', { ...base, signature: 'data:text/html,<b>x</b>' })).status).toBe(400);
    const other = await b.post('/api/compliance/sign-ons', base);
    expect(other.status).toBe(400);
    expect(other.body.error.message).toMatch(/versionId/);
    const [n] = await server.db.sql<{ n: number }[]>`select count(*)::int as n from swms_sign_ons where swms_id = ${swmsId}`;
    expect(n.n).toBe(0);
  });

  it('another user cannot read or change your job’s compliance', async () => {
    const swmsId = randomUUID();
    const v1 = await a.post('/api/compliance/swms-versions', { swmsId, jobId, version: 1, content: content() });
    expect((await b.get(`/api/compliance/jobs/${jobId}`)).status).toBe(404);
    expect((await b.patch(`/api/compliance/swms-versions/${v1.body.id}`, { content: content('Taken') })).status).toBe(404);
    expect((await b.post('/api/compliance/swms-versions', { swmsId: randomUUID(), jobId, version: 1, content: content() })).status).toBe(
      400,
    );
  });

  it('deleting the job keeps its SWMS (retention) and its versions stay readable', async () => {
    const swmsId = randomUUID();
    await a.post('/api/compliance/swms-versions', { swmsId, jobId, version: 1, content: content() });
    expect((await a.del(`/api/jobs/${jobId}`)).status).toBe(200);
    const read = await a.get(`/api/compliance/jobs/${jobId}`);
    expect(read.status).toBe(200);
    expect(read.body.versions).toHaveLength(1);
  });

  it('records a certificate, lists it as open until lodged, and rejects bad input', async () => {
    const body = {
      jobId,
      ruleId: 'nsw-ccew-7-days',
      state: 'NSW',
      work: 'electrical',
      completedOn: '2026-11-25',
      dueOn: '2026-12-02',
      lodgedOn: null,
      details,
    };
    const res = await a.post('/api/compliance/certificates', body);
    expect(res.status).toBe(201);
    expect(res.body.details.licenceNumber).toBe('444444C');
    expect((await a.get('/api/compliance/certificates')).body.map((c: { id: string }) => c.id)).toEqual([res.body.id]);
    expect((await a.post('/api/compliance/certificates', { ...body, work: 'carpentry' })).status).toBe(400);
    expect((await a.patch(`/api/compliance/certificates/${res.body.id}`, {})).status).toBe(400);
    expect((await b.patch(`/api/compliance/certificates/${res.body.id}`, { lodgedOn: '2026-11-26' })).status).toBe(404);
    const lodged = await a.patch(`/api/compliance/certificates/${res.body.id}`, { lodgedOn: '2026-11-26' });
    expect(lodged.status).toBe(200);
    expect(lodged.body.lodgedOn).toBe('2026-11-26');
    expect((await a.get('/api/compliance/certificates')).body).toEqual([]);
  });

  it('claims each certificate due soon once for its reminder email', async () => {
    const due = await a.post('/api/compliance/certificates', {
      jobId,
      ruleId: 'nsw-ccew-7-days',
      state: 'NSW',
      work: 'electrical',
      completedOn: '2026-11-20',
      dueOn: '2026-11-27',
      lodgedOn: null,
      details,
    });
    await a.post('/api/compliance/certificates', {
      jobId,
      ruleId: 'nsw-ccew-7-days',
      state: 'NSW',
      work: 'electrical',
      completedOn: '2026-11-25',
      dueOn: '2026-12-02',
      lodgedOn: null,
      details,
    });
    const first = await claimDueCertificates(server.db.sql, '2026-11-25', '2026-11-27');
    expect(first.filter((c) => c.id === due.body.id)).toHaveLength(1);
    expect(first.find((c) => c.id === due.body.id)).toMatchObject({
      ruleId: 'nsw-ccew-7-days',
      dueOn: '2026-11-27',
      siteAddress: '27 Pakington St',
    });
    const again = await claimDueCertificates(server.db.sql, '2026-11-25', '2026-11-27');
    expect(again.find((c) => c.id === due.body.id)).toBeUndefined();
  });

  it('emails the tradie once when a certificate is due within two days, with where it goes and the source', async () => {
    server.mail.length = 0;
    await a.post('/api/compliance/certificates', {
      jobId,
      ruleId: 'sa-plumbing-coc-7-days',
      state: 'SA',
      work: 'plumbing',
      completedOn: '2026-12-01',
      dueOn: '2026-12-08',
      lodgedOn: null,
      details: { ...details, siteAddress: '9 Rundle St' },
    });
    const mine = () => server.mail.filter((m) => m.subject.startsWith('Plumbing eCoC for 9 Rundle St'));
    await runOverdueReminders(server.deps, new Date('2026-12-04T00:00:00Z')); // 4 days out: not yet
    expect(mine()).toHaveLength(0);
    await runOverdueReminders(server.deps, new Date('2026-12-06T00:00:00Z'));
    expect(mine().map((m) => m.subject)).toEqual(['Plumbing eCoC for 9 Rundle St due in 2 days']);
    expect(mine()[0]?.text).toContain('Office of the Technical Regulator');
    expect(mine()[0]?.text).toContain('ablis.business.gov.au');
    await runOverdueReminders(server.deps, new Date('2026-12-07T00:00:00Z'));
    expect(mine()).toHaveLength(1);
  });

  it('emails the SWMS PDF to the principal contractor through the email outbox', async () => {
    server.mail.length = 0;
    const swmsId = randomUUID();
    const v1 = await a.post('/api/compliance/swms-versions', { swmsId, jobId, version: 1, content: content() });
    await a.post('/api/compliance/sign-ons', {
      swmsId,
      versionId: v1.body.id,
      name: 'Sam Lee',
      signedOn: '2026-11-25',
      signature: SIGNATURE,
    });
    expect((await b.post(`/api/compliance/swms/${swmsId}/email`, {})).status).toBe(404);
    expect((await a.post(`/api/compliance/swms/${swmsId}/email`, { to: 'not an email' })).status).toBe(400);
    const res = await a.post(`/api/compliance/swms/${swmsId}/email`, {});
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ queued: true, to: 'site@bayside.example', version: 1 });
    const mail = server.mail.find((m) => m.to === 'site@bayside.example');
    expect(mail?.subject).toMatch(/^SWMS from .*: Roof access for switchboard upgrade \(version 1\)$/);
    expect(mail?.text).toContain('Every worker has signed on.');
    const pdf = mail?.attachments?.[0];
    expect(pdf?.filename).toBe('SWMS-Roof_access_for_switchboard_upgrade-v1.pdf');
    expect(
      Buffer.from(pdf!.content as Uint8Array)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const [row] = await server.db.sql<
      { sent: boolean }[]
    >`select sent_at is not null as sent from document_emails where document_id = ${swmsId}`;
    expect(row?.sent).toBe(true);
  });
});
