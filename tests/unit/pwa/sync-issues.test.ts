import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { LocalDb, setDbForTests, type SyncIssueRow } from '../../../src/data/local-db';
import { MutationInputError, SESSION_USER_KEY } from '../../../src/data/sync/mutate';
import { isVersionConflict, retryIssue } from '../../../src/features/sync/mutations';

let db: LocalDb;
const userId = randomUUID();

beforeEach(async () => {
  db = new LocalDb(`pwa-issues-${randomUUID()}`);
  setDbForTests(db);
  await db.kv.put({ key: SESSION_USER_KEY, value: { id: userId } });
});
afterEach(async () => {
  setDbForTests(null);
  await db.delete();
});

async function addIssue(over: Partial<SyncIssueRow>): Promise<SyncIssueRow> {
  const row: SyncIssueRow = {
    userId,
    mutationName: 'materialsList.update',
    args: { id: randomUUID(), patch: { title: 'Deck' } },
    code: 'VALIDATION',
    message: 'Refused',
    createdAt: new Date().toISOString(),
    ...over,
  };
  const id = await db.syncIssues.add(row);
  return { ...row, id };
}

describe('refused changes', () => {
  it('retrying queues the same write again and removes the notice', async () => {
    const issue = await addIssue({});
    await retryIssue(issue);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((m) => [m.name, m.args, m.userId])).toEqual([['materialsList.update', issue.args, userId]]);
    expect(await db.syncIssues.count()).toBe(0);
  });

  it('"Keep mine" resends a conflicting edit without its base version so the server applies it', async () => {
    const issue = await addIssue({
      mutationName: 'quote.update',
      code: 'VERSION_CONFLICT',
      args: { id: randomUUID(), baseVersion: 3, patch: {} },
    });
    expect(isVersionConflict(issue)).toBe(true);
    await retryIssue(issue, { keepMine: true });
    const [queued] = await db.outbox.toArray();
    expect(queued.args).toMatchObject({ baseVersion: null });
  });

  it('a retry that no longer passes validation queues nothing and keeps the notice', async () => {
    const issue = await addIssue({ args: { id: 'not-a-uuid', patch: {} } });
    await expect(retryIssue(issue)).rejects.toBeInstanceOf(MutationInputError);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.syncIssues.count()).toBe(1);
  });

  it('only calls a refusal a version conflict when the write carried a base version', async () => {
    expect(isVersionConflict(await addIssue({ code: 'CONFLICT', args: { id: randomUUID() } }))).toBe(false);
    expect(isVersionConflict(await addIssue({ code: 'VALIDATION', args: { id: randomUUID(), baseVersion: 2 } }))).toBe(false);
  });
});
