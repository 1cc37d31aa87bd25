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

  it('two phones editing the same signed version apart end as two versions, each with its own signatures, on both phones', async () => {
    const me = await signedInClient(server);
    const phoneA = new Device(server, me.client.cookie, me.user.id);
    const phoneB = new Device(server, me.client.cookie, me.user.id);
    await phoneA.signIn();
    await phoneB.signIn();
    const jobId = randomUUID();
    await phoneA.mutate('job.create', {
      id: jobId,
      createdAt: new Date().toISOString(),
      title: 'Roof sheeting',
      clientId: null,
      siteAddress: '5 King William St',
      locality: '',
      manualStatus: 'booked',
      scheduledStart: null,
      scheduledEnd: null,
      notes: '',
    });
    // phone A, no signal: write version 1 and two workers sign it
    phoneA.network = 'down';
    setDbForTests(phoneA.db);
    await startSwms(me.user.id, jobId, content('Version one'));
    const v1 = (await phoneA.db.swmsVersions.toArray())[0]!;
    // still only on this phone and unsigned: an edit changes it in place
    expect(await editSwms(me.user.id, v1, content('Version one, tidied'))).toBe('patch');
    const v1Now = (await phoneA.db.swmsVersions.get(v1.id))!;
    await signOn(me.user.id, v1Now, 'Sam Lee', '2026-11-26', SIGNATURE);
    await signOn(me.user.id, v1Now, 'Jo Park', '2026-11-26', SIGNATURE);
    phoneA.network = 'up';
    expect(await phoneA.sync()).toBe('done');
    expect(await phoneB.sync()).toBe('done');
    expect(await phoneB.db.swmsSignOns.count()).toBe(2);

    // both phones lose signal and edit version 1 apart: each makes "version 2"
    phoneA.network = 'down';
    phoneB.network = 'down';
    setDbForTests(phoneA.db);
    expect(await editSwms(me.user.id, (await phoneA.db.swmsVersions.get(v1.id))!, content('Phone A edit'))).toBe('new-version');
    setDbForTests(phoneB.db);
    expect(await editSwms(me.user.id, (await phoneB.db.swmsVersions.get(v1.id))!, content('Phone B edit'))).toBe('new-version');
    const bVersion = (await phoneB.db.swmsVersions.toArray()).find((v) => v.content.title === 'Phone B edit')!;
    await signOn(me.user.id, bVersion, 'Jo Park', '2026-11-26', SIGNATURE);
    expect(bVersion.version).toBe(2);

    // A reaches the server first and keeps 2; B's edit becomes 3 with Jo's signature still on it
    phoneA.network = 'up';
    phoneB.network = 'up';
    expect(await phoneA.sync()).toBe('done');
    expect(await phoneB.sync()).toBe('done');
    expect(await phoneA.sync()).toBe('done');
    const rows = await server.db.sql<{ version: number; title: string; signs: string }[]>`
      select v.version, v.content->>'title' as title,
             coalesce((select string_agg(s.name, ', ' order by s.name) from swms_sign_ons s where s.version_id = v.id), '') as signs
      from swms_versions v where v.user_id = ${me.user.id} order by v.version`;
    expect(rows.map((r) => [r.version, r.title, r.signs])).toEqual([
      [1, 'Version one, tidied', 'Jo Park, Sam Lee'],
      [2, 'Phone A edit', ''],
      [3, 'Phone B edit', 'Jo Park'],
    ]);
    // both phones hold the same three versions, numbered as the server numbered them, each with its sign-ons, once
    for (const phone of [phoneA, phoneB]) {
      const versions = await phone.db.swmsVersions.toArray();
      const signOns = await phone.db.swmsSignOns.toArray();
      expect(versions.map((v) => [v.version, v.content.title]).sort()).toEqual([
        [1, 'Version one, tidied'],
        [2, 'Phone A edit'],
        [3, 'Phone B edit'],
      ]);
      expect(signOns).toHaveLength(3);
      const byVersion = (n: number) =>
        signOns
          .filter((s) => s.versionId === versions.find((v) => v.version === n)!.id)
          .map((s) => s.name)
          .sort();
      expect([byVersion(1), byVersion(2), byVersion(3)]).toEqual([['Jo Park', 'Sam Lee'], [], ['Jo Park']]);
      // the latest is version 3: Sam signed an earlier version and not this one
      expect(missingSignatures(versions, signOns)).toEqual(['Sam Lee']);
    }
  });
});
