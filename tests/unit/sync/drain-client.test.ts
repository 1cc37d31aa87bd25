import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DrainClient from '../../../src/data/sync/drain-client';

/**
 * Issue 24: the session starts the first drain as soon as it knows the user, and the scheduler's first run awaits that
 * drain instead of asking for a second one; a drain that has ended is never adopted (a write queued since must go).
 * Node has no Worker, so each drain runs the engine in the process (a device with nobody signed in: 'signed-out').
 */
let client: typeof DrainClient;
beforeEach(async () => {
  vi.resetModules();
  const { LocalDb, setDbForTests } = await import('../../../src/data/local-db');
  setDbForTests(new LocalDb(`drain-client-${randomUUID()}`));
  client = await import('../../../src/data/sync/drain-client');
});
afterEach(async () => {
  const { getDb, setDbForTests } = await import('../../../src/data/local-db');
  await getDb().delete();
  setDbForTests(null);
});

describe('the first drain (drain-client)', () => {
  it('is adopted once by the scheduler while it runs', async () => {
    client.startFirstDrain();
    const first = client.takeFirstDrain();
    expect(first).not.toBeNull();
    expect(client.takeFirstDrain()).toBeNull();
    await expect(first).resolves.toBe('signed-out');
  });

  it('is not adopted once it has ended', async () => {
    client.startFirstDrain();
    // the engine runs one drain at a time: a second one ends after the first
    const { drainOutbox } = await import('../../../src/data/sync/engine');
    await drainOutbox();
    await new Promise((r) => setTimeout(r, 0));
    expect(client.takeFirstDrain()).toBeNull();
  });

  it('is not started when the page has drained already (a later sign-in or session check)', async () => {
    await expect(client.drainOnce()).resolves.toBe('signed-out');
    client.startFirstDrain();
    expect(client.takeFirstDrain()).toBeNull();
  });

  it('is waited for by firstDrainSettled until it ends (at once when none was begun)', async () => {
    const order: string[] = [];
    await client.firstDrainSettled().then(() => order.push('none begun'));
    client.startFirstDrain();
    const first = client.takeFirstDrain()!;
    const settled = client.firstDrainSettled().then(() => order.push('settled'));
    await first.then(() => order.push('drain ended'));
    await settled;
    expect(order).toEqual(['none begun', 'drain ended', 'settled']);
  });
});
