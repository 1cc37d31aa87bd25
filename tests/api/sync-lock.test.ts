import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestServer, TEST_DATABASE_URL, type TestClient, type TestServer, databaseUrlOf } from '../helpers/api';
import { sampleLogo } from '../unit/documents/builders';
import type { Sql, Tx } from '../../api/db';
import * as users from '../../api/repos/users';
import * as company from '../../api/repos/company';
import * as materials from '../../api/repos/materials';
import { withUserTx } from '../../api/sync/tx';
import { confirmedClient } from '../helpers/auth';

/**
 * Every write to a synced row (one with a change number) must hold the user's sync lock, or a pull can pass a change
 * number that a slower writer then commits below it. The compiler enforces it (LockedTx, api/sync/tx.ts); this proves
 * the routes the issue names really wait for the lock. It needs a second connection holding the lock while the route
 * runs, so it runs on Postgres (PGlite is one session).
 */
const ADMIN_EMAIL = 'lock-admin@example.com';

describe.runIf(TEST_DATABASE_URL)('writes to synced rows wait for the user sync lock on postgres', () => {
  let server: TestServer;
  let admin: TestClient;
  let holder: postgres.Sql;
  beforeAll(async () => {
    server = await startTestServer('postgres', {}, { ADMIN_EMAILS: ADMIN_EMAIL });
    // A listed address becomes admin once confirmed (issue 10): signed in with a code mailed to it.
    admin = (await confirmedClient(server, ADMIN_EMAIL, 'admin-password-1')).client;
  });
  afterAll(async () => {
    await holder?.end();
    await server.close();
  });

  /** Holds the user's lock on another connection while `call` runs: the call must not finish until it is released. */
  async function waitsForLock(userId: string, call: () => Promise<{ status: number }>) {
    const url = await databaseUrlOf(server.db);
    holder ??= postgres(url, { max: 1, onnotice: () => {} });
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holding = holder.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtextextended(${userId}, 7))`;
      locked();
      await released;
    });
    await isLocked;
    let settled = false;
    const pending = call().then((res) => {
      settled = true;
      return res;
    });
    await new Promise((r) => setTimeout(r, 400));
    const finishedWhileLocked = settled;
    release();
    await holding;
    const res = await pending;
    return { finishedWhileLocked, status: res.status };
  }

  const routes: Array<[string, (c: TestClient) => Promise<{ status: number }>]> = [
    ['POST /api/user', (c) => c.post('/api/user', { firstName: 'Locked' })],
    ['POST /api/company', (c) => c.post('/api/company', { name: 'Locked Pty Ltd' })],
    ['POST /api/settings', (c) => c.post('/api/settings', { logoHeight: 64 })],
  ];
  for (const [name, call] of routes) {
    it(`${name} waits for the lock`, async () => {
      const { client, user } = await signedInClient(server);
      expect(await waitsForLock(user.id, () => call(client))).toEqual({ finishedWhileLocked: false, status: 200 });
    });
  }

  it('PUT /api/user/logo waits for the lock', async () => {
    const { client, user } = await signedInClient(server);
    const up = await client.post('/api/objects/upload');
    expect((await client.req('PUT', up.body.uploadURL, sampleLogo(), { 'content-type': 'image/png' })).status).toBe(200);
    const res = await waitsForLock(user.id, () => client.put('/api/user/logo', { logoURL: up.body.objectPath }));
    expect(res).toEqual({ finishedWhileLocked: false, status: 200 });
  });

  it('admin remove-access waits for the lock', async () => {
    const { user } = await signedInClient(server);
    await server.db.sql`update users set subscription_status = 'active', subscription_plan = 'test_account',
      subscription_end_date = ${new Date(Date.now() + 86_400_000)} where id = ${user.id}`;
    const res = await waitsForLock(user.id, () => admin.post('/api/admin/remove-access', { userId: user.id }));
    expect(res).toEqual({ finishedWhileLocked: false, status: 200 });
  });

  it('admin reset-password waits for the lock', async () => {
    const { user } = await signedInClient(server);
    const res = await waitsForLock(user.id, () =>
      admin.post('/api/admin/reset-password', { userId: user.id, newPassword: 'a-new-password' }),
    );
    expect(res).toEqual({ finishedWhileLocked: false, status: 200 });
  });

  it('a self-service password reset waits for the lock', async () => {
    const { client, user, email } = await signedInClient(server);
    server.mail.length = 0;
    await client.post('/api/auth/forgot-password', { email });
    const token = /token=([^\s&]+)/.exec(server.mail.at(-1)!.text!)![1];
    const res = await waitsForLock(user.id, () =>
      server.client().post('/api/auth/reset-password', { token: decodeURIComponent(token), password: 'another-password-1' }),
    );
    expect(res).toEqual({ finishedWhileLocked: false, status: 200 });
  });
});

/**
 * Compile-time half (checked by `npm run typecheck`): a write function handed the pool, or a plain transaction, does
 * not compile; only withUserTx's LockedTx does. If the brand stopped working, these @ts-expect-error lines would fail.
 */
export async function lockTypeExamples(sql: Sql, tx: Tx, userId: string) {
  // @ts-expect-error the pool holds no lock
  await users.updateProfile(sql, userId, { firstName: 'x' });
  // @ts-expect-error a transaction from sql.begin holds no lock either
  await company.updateSettings(tx, userId, { logoHeight: 64 });
  // @ts-expect-error nor does one for the sync mutators
  await materials.deleteList(tx, userId, userId);
  await withUserTx(sql, userId, (locked) => users.updateProfile(locked, userId, { firstName: 'x' }));
}
