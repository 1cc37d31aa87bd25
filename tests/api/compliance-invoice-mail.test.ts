import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { pdfText } from '../unit/documents/pdf-text';
import { invoiceArgs, push, setUpBusiness } from './documents-builders';
import { tinyJpeg } from './objects-builders';

/** Issue 22 (gap 3): the customer's certificate copy goes with the invoice email when the job has a completed record. */
const details = {
  licenceNumber: '444444C',
  customerName: 'Pat Nguyen',
  customerEmail: 'pat@example.com',
  siteAddress: '27 Pakington St',
  workDescription: 'Switchboard upgrade',
  tests: 'RCD trip 22 ms',
  appliances: '',
  serialNumber: '444444C001',
};

describe.each(backends)('certificate with the invoice email on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('attaches the completed certificate record (with its photo) to the invoice of its job, and nothing to other invoices', async () => {
    const { client: a } = await signedInClient(server);
    await setUpBusiness(a);
    const jobId = (await a.post('/api/jobs', { title: 'Switchboard upgrade' })).body.id;
    const photoId = randomUUID();
    const bytes = tinyJpeg();
    const up = await a.post('/api/objects/upload', { id: photoId, size: bytes.byteLength });
    await a.req('PUT', up.body.uploadURL, bytes, { 'content-type': 'image/jpeg' });
    const base = { jobId, ruleId: 'nsw-ccew-7-days', state: 'NSW', work: 'electrical', dueOn: null, lodgedOn: null, details };
    // completed (tested on a date): goes; a record not yet completed does not
    const done = await a.post('/api/compliance/certificates', {
      ...base,
      completedOn: '2026-11-24',
      photos: [{ path: `/api/objects/${photoId}`, kind: 'test' }],
    });
    expect(done.status).toBe(201);
    await a.post('/api/compliance/certificates', {
      ...base,
      ruleId: 'nsw-plumbing-coc-7-working-days',
      work: 'plumbing',
      completedOn: null,
    });

    server.mail.length = 0;
    const inv = invoiceArgs({ jobId, customerEmail: 'pat@example.com', customerName: 'Pat Nguyen' });
    const other = invoiceArgs({ customerEmail: 'sam@example.com', customerName: 'Sam Lee' });
    const { results } = await push(a, [
      { name: 'invoice.create', args: inv },
      { name: 'invoice.send', args: { id: inv.id } },
      { name: 'invoice.create', args: other },
      { name: 'invoice.send', args: { id: other.id } },
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    for (let i = 0; i < 50 && server.mail.length < 2; i++) await new Promise((r) => setTimeout(r, 100));

    const toPat = server.mail.find((m) => m.to === 'pat@example.com')!;
    expect(toPat.text).toContain('The compliance certificate for the work is attached too.');
    expect(toPat.attachments!.map((x) => x.filename)).toHaveLength(2);
    const cert = toPat.attachments![1]!;
    expect(cert.contentType).toBe('application/pdf');
    expect(cert.filename).toMatch(/27_Pakington_St-444444C001\.pdf$/); // with the certificate number (issue 18)
    const text = await pdfText(cert.content);
    expect(text).toContain('444444C001');
    expect(text).toContain('RCD trip 22 ms');
    expect(text).toContain('Test results 1');

    const toSam = server.mail.find((m) => m.to === 'sam@example.com')!;
    expect(toSam.attachments).toHaveLength(1);
    expect(toSam.text).not.toContain('compliance certificate');
  });
});
