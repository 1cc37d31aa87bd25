import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { typedTable, SYNCED_ENTITIES, type EntityDef } from '../../../src/domain/sync/entities';
import { PriceItemFields, priceBookMutations } from '../../../src/domain/sync/features/price-book';
import { mutationSchemas } from '../../../src/domain/sync/mutations';
import { PLAIN_ENTITIES, plainMutationSchemas } from '../../../src/domain/sync/plain';
import { LocalDb } from '../../../src/data/local-db';
import { localMutators } from '../../../src/data/sync/local-mutators';
import { mutate } from '../../../src/data/sync/mutate';
import { act } from '../../../src/data/sync/act';
import { setDbForTests } from '../../../src/data/local-db';
import type { LocalMutatorsFor } from '../../../src/data/sync/types';
import { profileLocalMutators } from '../../../src/data/sync/features/profile';
import { materialsLocalMutators } from '../../../src/data/sync/features/materials';
import { chatLocalMutators } from '../../../src/data/sync/features/chat';
import { marketplaceLocalMutators } from '../../../src/data/sync/features/marketplace';
import { actionLocalMutators, localActions } from '../../../src/data/sync/actions';
import { actionServerMutators, serverActions } from '../../../api/sync/actions';
import type { LocalActions } from '../../../src/data/sync/types';
import { priceBookLocalMutators } from '../../../src/data/sync/features/price-book';
import { serverMutators } from '../../../api/sync/mutators';
import { priceItemSortKey } from '../../../src/domain/price-book/search';
import type { ServerActions, ServerMutatorsFor } from '../../../api/sync/types';
import { plainServerHooks, type PlainServerHooks } from '../../../api/repos/plain-hooks';
import { plainLocalHooks, type PlainLocalHooks } from '../../../src/data/sync/plain-hooks';

const USER = '0b7c6a4e-1111-4d2e-9a3b-5c6d7e8f9a0b';
const ID = '5f0c3a52-2222-4b8e-9c1d-2e3f4a5b6c7d';
const FIELDS = {
  description: 'Copper pipe 15 mm',
  code: 'CP15',
  supplier: 'Reece',
  unit: 'm' as const,
  costCents: 850,
  sellCents: 1200,
  gstFree: false,
};

describe('plain-row entities: mutations derived from the definition', () => {
  it('derives create / update / delete for each plain entity, with the argument shapes devices already queue', () => {
    // derived from the definitions: a new typed table adds its three without an edit here
    const names = PLAIN_ENTITIES.map((e) => e.name);
    expect(Object.keys(plainMutationSchemas).sort()).toEqual(names.flatMap((n) => [`${n}.create`, `${n}.delete`, `${n}.update`]).sort());
    // the entities whose devices already queue these shapes are among them
    expect(names).toEqual(
      expect.arrayContaining([
        'certificate',
        'conversation',
        'jobTime',
        'priceItem',
        'riskCheck',
        'swmsSignOn',
        'swmsTemplate',
        'swmsVersion',
      ]),
    );
    for (const name of Object.keys(plainMutationSchemas)) {
      expect(mutationSchemas).toHaveProperty([name]);
      expect(localMutators).toHaveProperty([name]);
      expect(serverMutators).toHaveProperty([name]);
    }
    // the hand-written feature no longer carries them
    expect(Object.keys(priceBookMutations).filter((n) => plainMutationSchemas[n as keyof typeof plainMutationSchemas])).toEqual([]);

    const create = { id: ID, createdAt: '2026-11-24T01:02:03.000Z', ...FIELDS };
    expect(v.parse(mutationSchemas['priceItem.create'], create)).toEqual(create);
    expect(v.safeParse(mutationSchemas['priceItem.create'], { id: ID, ...FIELDS }).success).toBe(false); // createdAt is required
    expect(v.parse(mutationSchemas['priceItem.update'], { id: ID, patch: { sellCents: 1300 } })).toEqual({
      id: ID,
      patch: { sellCents: 1300 },
    });
    const badPatch = v.safeParse(mutationSchemas['priceItem.update'], { id: ID, patch: { sellCents: 0 } });
    expect(badPatch.issues?.[0].message).toBe('Sell rate must be more than $0');
    expect(v.safeParse(mutationSchemas['priceItem.delete'], { id: 'nope' }).issues?.[0].message).toBe('must be a UUID');
  });

  it('options: derived fields are in no write; named actions are mutations of their entity', () => {
    const create = v.parse(mutationSchemas['job.create'], {
      id: ID,
      createdAt: '2026-11-24T01:02:03.000Z',
      title: 'Deck',
      clientId: null,
      siteAddress: '',
      locality: '2150',
      manualStatus: 'enquiry',
      scheduledStart: null,
      scheduledEnd: null,
      notes: '',
      suburb: 'Elsewhere',
    });
    // the photos default to none; a suburb sent along is dropped (the server derives it from the locality)
    expect(create).toMatchObject({ locality: '2150', photos: [] });
    expect(create).not.toHaveProperty('suburb');
    // photos are set by the create, then change one at a time through the actions
    expect(v.parse(mutationSchemas['job.update'], { id: ID, patch: { postcode: '2000', photos: [], notes: 'x' } })).toEqual({
      id: ID,
      patch: { notes: 'x' },
    });
    expect(Object.keys(mutationSchemas).filter((n) => n.startsWith('job.'))).toEqual(
      expect.arrayContaining(['job.create', 'job.update', 'job.delete', 'job.addPhoto', 'job.removePhoto']),
    );
    // the server's half runs behind the check that the row is the user's and live (api/sync/actions.ts)
    expect(serverMutators['job.addPhoto']).toBe(actionServerMutators['job.addPhoto']);
    expect(localMutators['job.removePhoto']).toBe(localActions.job.removePhoto);
  });

  it('options: a create-only field is not in the patch; a create without createdAt', () => {
    const time = { id: ID, jobId: USER, startedAt: '2026-11-24T01:00:00.000Z', endedAt: null, note: '' };
    expect(v.parse(mutationSchemas['jobTime.create'], time)).toEqual(time);
    // jobId is set by the create only: a patch drops it
    expect(v.parse(mutationSchemas['jobTime.update'], { id: ID, patch: { jobId: ID, note: 'x' } })).toEqual({
      id: ID,
      patch: { note: 'x' },
    });
  });

  describe('device mutators', () => {
    let db: LocalDb;
    const now = (s: number) => `2026-11-24T02:00:0${s}.000Z`;
    beforeEach(() => {
      db = new LocalDb(`plain-${Math.random()}`);
    });
    afterEach(async () => {
      db.close();
      await db.delete();
    });

    it('create if absent, patch by the merge rule, delete; a patch after the delete changes nothing', async () => {
      const run = localMutators;
      await run['priceItem.create'](db, USER, { id: ID, createdAt: now(0), ...FIELDS }, now(1));
      // the price book's display-order key is derived on every device write (Dexie v15, [userId+sortKey])
      expect(await db.priceItems.get(ID)).toEqual({
        id: ID,
        userId: USER,
        createdAt: now(0),
        updatedAt: now(1),
        ...FIELDS,
        sortKey: priceItemSortKey(FIELDS),
      });

      // a replayed create (re-run on top of a pull) keeps the row as it is
      await run['priceItem.update'](db, USER, { id: ID, patch: { sellCents: 1500 } }, now(2));
      await run['priceItem.create'](db, USER, { id: ID, createdAt: now(0), ...FIELDS, description: 'other' }, now(3));
      expect(await db.priceItems.get(ID)).toMatchObject({ description: FIELDS.description, sellCents: 1500, updatedAt: now(2) });

      // undefined means "not changed"
      await run['priceItem.update'](db, USER, { id: ID, patch: { code: 'CP-15', sellCents: undefined } }, now(4));
      expect(await db.priceItems.get(ID)).toMatchObject({ code: 'CP-15', sellCents: 1500, updatedAt: now(4) });

      await run['priceItem.delete'](db, USER, { id: ID }, now(5));
      await run['priceItem.update'](db, USER, { id: ID, patch: { code: 'again' } }, now(6));
      expect(await db.priceItems.get(ID)).toBeUndefined();
    });

    it('a declared check: a time entry of a job the device does not have is skipped; createdAt is the device clock', async () => {
      const time = { id: ID, jobId: USER, startedAt: now(0), endedAt: null, note: '' };
      await localMutators['jobTime.create'](db, USER, time, now(1));
      expect(await db.jobTimes.get(ID)).toBeUndefined();
      await db.jobs.add({ id: USER } as never);
      await localMutators['jobTime.create'](db, USER, time, now(2));
      expect(await db.jobTimes.get(ID)).toEqual({ ...time, userId: USER, createdAt: now(2), updatedAt: now(2) });
    });

    it('a declared derive: a job’s suburb, state and postcode come from its locality, on a create and on a patch', async () => {
      const job = {
        id: ID,
        createdAt: now(0),
        title: 'Deck',
        clientId: null,
        siteAddress: '12 Smith St',
        locality: 'Parramatta NSW 2150',
        manualStatus: 'enquiry' as const,
        scheduledStart: null,
        scheduledEnd: null,
        notes: '',
        photos: [],
      };
      await localMutators['job.create'](db, USER, job, now(1));
      expect(await db.jobs.get(ID)).toMatchObject({
        locality: 'Parramatta NSW 2150',
        suburb: 'Parramatta',
        state: 'NSW',
        postcode: '2150',
      });
      await localMutators['job.update'](db, USER, { id: ID, patch: { notes: 'gate code 1234' } }, now(2));
      expect(await db.jobs.get(ID)).toMatchObject({ notes: 'gate code 1234', suburb: 'Parramatta', postcode: '2150' });
      await localMutators['job.update'](db, USER, { id: ID, patch: { locality: '' } }, now(3));
      expect(await db.jobs.get(ID)).toMatchObject({ locality: '', suburb: null, state: null, postcode: null });
      // the job's named actions, and its cascade
      const photo = { path: `/api/objects/${USER}`, stage: 'before' as const };
      await localMutators['job.addPhoto'](db, USER, { id: ID, photo }, now(4));
      await localMutators['job.addPhoto'](db, USER, { id: ID, photo }, now(5));
      expect((await db.jobs.get(ID))?.photos).toEqual([photo]);
      await db.jobTimes.add({ id: USER, jobId: ID, userId: USER } as never);
      await localMutators['job.delete'](db, USER, { id: ID }, now(6));
      expect(await db.jobTimes.count()).toBe(0);
    });

    it('act.<entity>.<action> queues that action: the row and its outbox entry in one write', async () => {
      setDbForTests(db);
      try {
        const job = {
          ...{ id: ID, createdAt: now(0), title: 'Deck', clientId: null, siteAddress: '', locality: '' },
          ...{ manualStatus: 'enquiry' as const, scheduledStart: null, scheduledEnd: null, notes: '', photos: [] },
        };
        await localMutators['job.create'](db, USER, job, now(1));
        const photo = { path: `/api/objects/${USER}`, stage: 'before' as const };
        await act.job.addPhoto({ id: ID, photo }, { userId: USER });
        await act.job.removePhoto({ id: ID, path: photo.path }, { userId: USER });
        expect((await db.outbox.toArray()).map((e) => [e.name, e.args])).toEqual([
          ['job.addPhoto', { id: ID, photo }],
          ['job.removePhoto', { id: ID, path: photo.path }],
        ]);
        expect((await db.jobs.get(ID))?.photos).toEqual([]);
        // every declared action has its call, and nothing else does
        for (const [entity, def] of Object.entries(SYNCED_ENTITIES) as [string, EntityDef][])
          expect(Object.keys((act as unknown as Record<string, object | undefined>)[entity] ?? {}).sort()).toEqual(
            Object.keys(def.actions ?? {}).sort(),
          );
      } finally {
        setDbForTests(null);
      }
    });

    it('a declared onDelete: deleting a conversation deletes its messages, and only its own', async () => {
      const conv = { id: ID, createdAt: now(0), title: 'Deck', state: 'NSW' as const, trade: 'Carpenter' };
      await localMutators['conversation.create'](db, USER, conv, now(1));
      await localMutators['conversation.create'](db, USER, { ...conv, id: USER }, now(1));
      const message = (id: string, conversationId: string) => ({
        id,
        conversationId,
        role: 'user' as const,
        content: 'hi',
        createdAt: now(2),
      });
      await localMutators['message.create'](db, USER, message(crypto.randomUUID(), ID), now(2));
      await localMutators['message.create'](db, USER, message(crypto.randomUUID(), USER), now(2));
      expect(await db.messages.count()).toBe(2);
      await localMutators['conversation.delete'](db, USER, { id: ID }, now(3));
      expect(await db.conversations.get(ID)).toBeUndefined();
      expect((await db.messages.toArray()).map((m) => m.conversationId)).toEqual([USER]);
    });
  });
});

/**
 * Compile-time half (checked by `npx tsc`): a plain entity's definition without its fields or a full column map, and
 * a mutator table that misses one mutation, do not compile. If the types stopped guarding, these lines would fail.
 */
export function plainTypeExamples() {
  // @ts-expect-error a typed table's fields are typed columns (col.text('description') …), not bare column names
  typedTable({ description: 'description' }, 'Price item');

  const base = {
    label: 'Example',
    device: { table: 'examples', indexes: 'id, userId' },
    server: { table: 'examples', owner: 'user_id' },
    scope: 'own',
  } as const;
  // @ts-expect-error plain writes need the column map and the noun, not only the fields
  const noColumns: EntityDef = { ...base, writes: { kind: 'plain', fields: PriceItemFields } };
  // @ts-expect-error plain rows live in a Dexie table, not a kv record
  const inKv: EntityDef = { ...base, device: { kv: 'example' }, writes: SYNCED_ENTITIES.priceItem.writes };
  const fine: EntityDef = { ...base, writes: SYNCED_ENTITIES.priceItem.writes };

  // @ts-expect-error the device table misses the derived priceItem.create / update / delete
  const device: LocalMutatorsFor<typeof mutationSchemas> = {
    ...profileLocalMutators,
    ...materialsLocalMutators,
    ...chatLocalMutators,
    ...marketplaceLocalMutators,
    ...actionLocalMutators,
    ...priceBookLocalMutators,
  };
  const { 'priceItem.import': dropped, ...rest } = serverMutators;
  // @ts-expect-error the server table misses a hand-written one (priceItem.import)
  const server: ServerMutatorsFor<typeof mutationSchemas> = rest;

  // @ts-expect-error jobTime declares a check: the server's hooks must write it
  const noServerCheck: PlainServerHooks = { ...plainServerHooks, jobTime: {} };
  // @ts-expect-error conversation declares onDelete: the server's hooks must write its cascade
  const noCascade: PlainServerHooks = { jobTime: plainServerHooks.jobTime };
  // @ts-expect-error and so must the device's
  const noDeviceCascade: PlainLocalHooks = { jobTime: plainLocalHooks.jobTime };
  // @ts-expect-error priceItem declares no hooks: one written for it does not compile either
  const undeclared: PlainServerHooks = { ...plainServerHooks, priceItem: { check: async () => {} } };
  // @ts-expect-error jobTime's check is 'server+device': the device's hooks must write it too
  const noDeviceCheck: PlainLocalHooks = {};
  // @ts-expect-error job declares the action removePhoto: the server must write its half
  const noRemove: ServerActions = { job: { addPhoto: serverActions.job.addPhoto } };
  // @ts-expect-error an action the definition does not declare does not compile
  const undeclaredAction: LocalActions = { job: { ...localActions.job, archive: async () => {} } };
  // @ts-expect-error an action's half takes the arguments its definition declares (addPhoto: a photo, not a path)
  const wrongArgs: ServerActions = { job: { ...serverActions.job, addPhoto: async (_tx, _u, a: { path: number }) => void a } };
  // @ts-expect-error job declares derived fields: the device's hooks must derive them
  const noDerive: PlainLocalHooks = { ...plainLocalHooks, job: { onDelete: plainLocalHooks.job.onDelete } };
  // @ts-expect-error a derived field (postcode) is in no write
  const sendsDerived: v.InferInput<(typeof mutationSchemas)['job.update']> = { id: ID, patch: { postcode: '2150' } };
  // @ts-expect-error a create-only field (jobId) is not in the patch
  const patchJob: v.InferInput<(typeof mutationSchemas)['jobTime.update']> = { id: ID, patch: { jobId: ID } };
  // mutate() is typed by the name: the action's own arguments, and only declared names
  const queued = () => mutate('job.addPhoto', { id: ID, photo: { path: `/api/objects/${ID}`, stage: 'before' } });
  // act: the same chain as a call ("go to definition" on addPhoto lands in jobActions)
  const acted = () => act.job.addPhoto({ id: ID, photo: { path: `/api/objects/${ID}`, stage: 'before' } });
  // @ts-expect-error an action the definition does not declare has no call
  const actedUndeclared = () => act.job.archive({ id: ID });
  // @ts-expect-error a call takes the action's declared arguments (removePhoto: a path, not a photo)
  const actedWrongArgs = () => act.job.removePhoto({ id: ID, photo: { path: '/api/objects/x', stage: 'before' } });
  // @ts-expect-error an entity without actions has none
  const actedPlain = () => act.priceItem.send({ id: ID });
  // @ts-expect-error an action the definition does not declare cannot be queued
  const queuedUndeclared = () => mutate('job.archive', { id: ID });
  // @ts-expect-error a queued action takes its declared arguments (removePhoto: a path, not a photo)
  const queuedWrongArgs = () => mutate('job.removePhoto', { id: ID, photo: { path: '/api/objects/x', stage: 'before' } });
  const { check: quoteCheck, derive: quoteDerive } = plainServerHooks.quote;
  // @ts-expect-error quote declares `numbered`: the server's hooks must number it (and check and derive)
  const noNumber: PlainServerHooks = { ...plainServerHooks, quote: { check: quoteCheck, derive: quoteDerive } };
  // @ts-expect-error a read-only field (the quote's revision) is in no write from a device
  const sendsReadOnly: v.InferInput<(typeof mutationSchemas)['quote.update']> = { id: ID, patch: { revision: 3 } };
  // @ts-expect-error nor is a derived one (its total)
  const sendsTotal = () => mutate('invoice.update', { id: ID, patch: { totalCents: 1 } });
  return [
    ...[queued, queuedUndeclared, queuedWrongArgs, noNumber, sendsReadOnly, sendsTotal, acted, actedUndeclared, actedWrongArgs, actedPlain],
    ...[noColumns, inKv, fine, device, server, dropped, noServerCheck, noCascade, noDeviceCascade, undeclared, noDeviceCheck, patchJob],
    ...[noRemove, undeclaredAction, wrongArgs, noDerive, sendsDerived],
  ];
}
