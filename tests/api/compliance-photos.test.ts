import { randomUUID } from 'node:crypto';
import { PDFDocument, PDFDict, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { Device } from '../helpers/device';
import { LocalDb, setDbForTests } from '../../src/data/local-db';
import type { PreparedPhoto } from '../../src/data/photos/types';
import {
  attachCertificatePhotos,
  createCertificate,
  removeCertificatePhoto,
  updateCertificate,
} from '../../src/features/compliance/mutations';
import { certificatePdfModel } from '../../src/domain/compliance/certificate-pdf';
import { renderCertificatePdf } from '../../src/domain/documents/pdf/compliance';
import { referencedIds } from '../../api/repos/objects';
import { tinyJpeg, tinyPng } from './objects-builders';

/** Issue 22 (gap 2): photos on certificate records — offline with the write, uploaded first, in the customer's PDF. */
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
const certArgs = (jobId: string) => ({
  jobId,
  ruleId: 'nsw-ccew-7-days',
  state: 'NSW',
  work: 'electrical',
  completedOn: null,
  dueOn: null,
  lodgedOn: null,
  details,
});

async function upload(client: TestClient, bytes = tinyJpeg()): Promise<string> {
  const id = randomUUID();
  const up = await client.post('/api/objects/upload', { id, size: bytes.byteLength });
  expect(up.status).toBeLessThan(300);
  await client.req('PUT', up.body.uploadURL, bytes, { 'content-type': 'image/jpeg' });
  return id;
}

/** How many images the PDF's pages draw (XObjects in their resources). */
async function imageCount(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  let n = 0;
  for (const page of doc.getPages()) {
    const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
    if (xobjects instanceof PDFDict) n += xobjects.keys().length;
  }
  return n;
}

describe.each(backends)('certificate photos on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('REST: a record takes your uploaded photos (never another user’s or one not uploaded), keeps them when details change, and they are not swept', async () => {
    const { client: a } = await signedInClient(server);
    const { client: b } = await signedInClient(server);
    const jobId = (await a.post('/api/jobs', { title: 'Switchboard upgrade' })).body.id;
    const cert = await a.post('/api/compliance/certificates', certArgs(jobId));
    expect(cert.status).toBe(201);
    expect(cert.body.photos).toEqual([]);

    const mine = await upload(a);
    const theirs = await upload(b);
    const reserved = randomUUID();
    await a.post('/api/objects/upload', { id: reserved, size: 100 });

    const bad = await a.req('PATCH', `/api/compliance/certificates/${cert.body.id}`, {
      photos: [{ path: `/api/objects/${theirs}`, kind: 'test' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('photos: a photo is not one of your uploads');
    const notUp = await a.req('PATCH', `/api/compliance/certificates/${cert.body.id}`, {
      photos: [{ path: `/api/objects/${reserved}`, kind: 'test' }],
    });
    expect(notUp.status).toBe(400);
    expect(notUp.body.error.message).toContain('has not reached the server');
    const badKind = await a.req('PATCH', `/api/compliance/certificates/${cert.body.id}`, {
      photos: [{ path: `/api/objects/${mine}`, kind: 'selfie' }],
    });
    expect(badKind.status).toBe(400);

    const ok = await a.req('PATCH', `/api/compliance/certificates/${cert.body.id}`, {
      photos: [{ path: `/api/objects/${mine}`, kind: 'test' }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.photos).toEqual([{ path: `/api/objects/${mine}`, kind: 'test' }]);
    // a patch of other fields leaves the photos alone
    const lodged = await a.req('PATCH', `/api/compliance/certificates/${cert.body.id}`, { lodgedOn: '2026-11-26' });
    expect(lodged.body.photos).toEqual([{ path: `/api/objects/${mine}`, kind: 'test' }]);
    // created with photos
    const other = await a.post('/api/compliance/certificates', {
      ...certArgs(jobId),
      photos: [{ path: `/api/objects/${mine}`, kind: 'installation' }],
    });
    expect(other.status).toBe(201);
    expect(other.body.photos).toHaveLength(1);

    // the orphan sweep's referrers see the photo while a live record names it
    expect(await referencedIds(server.db.sql, [mine, theirs])).toEqual(new Set([mine]));
    await a.req('PATCH', `/api/compliance/certificates/${cert.body.id}`, { photos: [] });
    await a.req('PATCH', `/api/compliance/certificates/${other.body.id}`, { photos: [] });
    expect(await referencedIds(server.db.sql, [mine])).toEqual(new Set());
  });

  it('device: photos added offline survive a reload, upload before the write, reach a second device once, and go in the PDF', async () => {
    const me = await signedInClient(server);
    const phone = new Device(server, me.client.cookie, me.user.id);
    const tablet = new Device(server, me.client.cookie, me.user.id);
    await phone.signIn();
    await tablet.signIn();
    phone.network = 'down';
    const jobId = randomUUID();
    await phone.mutate('job.create', {
      id: jobId,
      createdAt: new Date().toISOString(),
      title: 'Switchboard upgrade',
      clientId: null,
      siteAddress: '27 Pakington St',
      locality: '',
      manualStatus: 'booked',
      scheduledStart: null,
      scheduledEnd: null,
      notes: '',
    });
    setDbForTests(phone.db);
    const certId = await createCertificate(me.user.id, { ...certArgs(jobId), state: 'NSW', work: 'electrical', photos: [] });
    const photo = (bytes: Uint8Array, type: string): PreparedPhoto => ({
      id: randomUUID(),
      blob: new Blob([bytes as BlobPart], { type }),
      contentType: type,
      width: 24,
      height: 24,
    });
    const meter = photo(tinyPng(24, 24), 'image/png');
    const board = photo(tinyJpeg(), 'image/jpeg');
    await attachCertificatePhotos(me.user.id, certId, [meter], 'test');
    await attachCertificatePhotos(me.user.id, certId, [board], 'installation');
    // a details save afterwards (the record's form) keeps the photos
    const row = (await phone.db.certificates.get(certId))!;
    await updateCertificate(me.user.id, row, { completedOn: '2026-11-25' });

    phone.db.close();
    phone.db = new LocalDb(phone.db.name);
    setDbForTests(phone.db);
    const reloaded = (await phone.db.certificates.get(certId))!;
    expect(reloaded.photos).toEqual([
      { path: `/api/objects/${meter.id}`, kind: 'test' },
      { path: `/api/objects/${board.id}`, kind: 'installation' },
    ]);
    expect(await phone.db.photos.count()).toBe(2);
    expect(await phone.sync()).toBe('offline');

    phone.network = 'up';
    expect(await phone.sync()).toBe('done');
    expect(await phone.sync()).toBe('done');
    const [serverRow] = await server.db.sql<{ photos: unknown; completed_on: unknown }[]>`
      select photos, completed_on::text from certificates where id = ${certId}`;
    expect(serverRow!.photos).toEqual(reloaded.photos);
    expect(serverRow!.completed_on).toBe('2026-11-25');
    const objects = await server.db.sql<{ id: string }[]>`
      select id from objects where user_id = ${me.user.id} and uploaded_at is not null order by id`;
    expect(objects.map((o) => o.id).sort()).toEqual([meter.id, board.id].sort());
    expect((await phone.db.photos.get(meter.id))?.state).toBe('uploaded');

    expect(await tablet.sync()).toBe('done');
    expect((await tablet.db.certificates.get(certId))?.photos).toEqual(reloaded.photos);
    // the tablet reads the photo bytes from the server
    const served = await me.client.req('GET', `/api/objects/${meter.id}`);
    expect(served.status).toBe(200);

    // the customer's PDF draws both photos; without them it draws none
    const withPhotos = certificatePdfModel('Sparky Co', reloaded, '', null, [
      { photo: reloaded.photos[0]!, bytes: tinyPng(24, 24) },
      { photo: reloaded.photos[1]!, bytes: tinyJpeg() },
    ]);
    expect(withPhotos.photos!.map((p) => p.label)).toEqual(['Test results 1', 'Installation 1']);
    expect(await imageCount(await renderCertificatePdf(withPhotos))).toBe(2);
    expect(await imageCount(await renderCertificatePdf(certificatePdfModel('Sparky Co', reloaded, '', null)))).toBe(0);
    // a file that is not an image is left out, never fatal
    const junk = certificatePdfModel('Sparky Co', reloaded, '', null, [{ photo: reloaded.photos[0]!, bytes: new Uint8Array([1, 2, 3]) }]);
    expect(await imageCount(await renderCertificatePdf(junk))).toBe(0);

    // removing a photo syncs too
    await removeCertificatePhoto(me.user.id, certId, `/api/objects/${meter.id}`);
    expect(await phone.sync()).toBe('done');
    expect(await tablet.sync()).toBe('done');
    expect((await tablet.db.certificates.get(certId))?.photos).toEqual([{ path: `/api/objects/${board.id}`, kind: 'installation' }]);
    setDbForTests(null);
  });
});
