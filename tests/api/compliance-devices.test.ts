import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { Device } from '../helpers/device';
import { LocalDb, setDbForTests } from '../../src/data/local-db';
import { editSwms, signOn, startSwms } from '../../src/features/compliance/mutations';
import { missingSignatures, type SwmsContent } from '../../src/domain/compliance/swms';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const content = (title: string): SwmsContent => ({
  title,
  work: 'Switchboard upgrade with roof access',
  categories: ['fall'],
  siteAddress: '27 Pakington St',
  principalContractor: '',
  principalContractorEmail: '',
  emergencyContacts: '000',
  ppe: 'Harness',
  plant: 'Ladder',
  rows: [],
  reviewDate: '2027-11-25',
});

describe.each(backends)('SWMS versions and sign-ons on devices (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('made offline, they survive a reload and reach a second device exactly once; an edit after signing is a new version', async () => {
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
    await startSwms(me.user.id, jobId, content('Version one'));
    let [v1] = await phone.db.swmsVersions.toArray();
    // unsigned: the edit changes version 1 in place
    expect(await editSwms(me.user.id, v1!, content('Version one, edited'))).toBe('patch');
    v1 = (await phone.db.swmsVersions.get(v1!.id))!;
    await signOn(me.user.id, v1, 'Sam Lee', '2026-11-25', SIGNATURE);
    await signOn(me.user.id, v1, 'Jo Park', '2026-11-25', SIGNATURE);
    // signed: the edit becomes version 2, version 1 keeps its content and signatures
    expect(await editSwms(me.user.id, v1, content('Version two'))).toBe('new-version');
    const v2 = (await phone.db.swmsVersions.toArray()).find((v) => v.version === 2)!;
    await signOn(me.user.id, v2, 'Sam Lee', '2026-11-26', SIGNATURE);

    // a reload: the same IndexedDB opened again by a new instance
    phone.db.close();
    phone.db = new LocalDb(phone.db.name);
    const reloaded = await phone.db.swmsVersions.toArray();
    expect(reloaded.map((v) => [v.version, v.content.title]).sort()).toEqual([
      [1, 'Version one, edited'],
      [2, 'Version two'],
    ]);
    const signOns = await phone.db.swmsSignOns.toArray();
    expect(signOns).toHaveLength(3);
    expect(missingSignatures(reloaded, signOns)).toEqual(['Jo Park']);

    phone.network = 'up';
    expect(await phone.sync()).toBe('done');
    expect(await phone.sync()).toBe('done');
    expect(await tablet.sync()).toBe('done');

    const [counts] = await server.db.sql<{ versions: number; signs: number }[]>`
      select (select count(*)::int from swms_versions where user_id = ${me.user.id}) as versions,
             (select count(*)::int from swms_sign_ons where user_id = ${me.user.id}) as signs`;
    expect(counts).toEqual({ versions: 2, signs: 3 });
    const onTablet = await tablet.db.swmsVersions.toArray();
    expect(onTablet.map((v) => [v.version, v.content.title]).sort()).toEqual([
      [1, 'Version one, edited'],
      [2, 'Version two'],
    ]);
    const tabletSigns = await tablet.db.swmsSignOns.toArray();
    expect(tabletSigns.map((s) => s.name).sort()).toEqual(['Jo Park', 'Sam Lee', 'Sam Lee']);
    expect(tabletSigns.every((s) => s.signature === SIGNATURE)).toBe(true);
    expect(await tablet.sync()).toBe('done');
    expect(await tablet.db.swmsSignOns.count()).toBe(3);
  });
});
