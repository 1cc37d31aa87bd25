import * as v from 'valibot';
import { getDb, SYNCED_TABLES, type LocalDb } from '../local-db';
import { mutationSchemas, type MutationArgs, type MutationName } from '../../domain/sync/mutations';
import { localMutators } from './local-mutators';
import type { LocalMutatorsFor } from './types';
import { describeUnstorable, findUnstorable } from '../../domain/sync/storable';
import { getOrCreateClientId, takeMutationId } from './client-id';
import { SHARED_SCOPES } from './scopes';
import { issueMessage } from '../../domain/validation';

export const SESSION_USER_KEY = 'session.user';

/** Thrown before anything is stored when a write does not match its schema; the message names the field. */
export class MutationInputError extends Error {}

type Listener = () => void;
const listeners = new Set<Listener>();
/** The sync scheduler subscribes here to push soon after each local write. */
export function onOutboxChanged(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function allWriteTables(db: LocalDb) {
  // Shared-scope tables too: an owner's listing is written on the device with its outbox entry.
  return [db.kv, db.outbox, db.syncIssues, ...SYNCED_TABLES.map((t) => db[t]), ...SHARED_SCOPES.map((s) => db.table(s.table))];
}

/**
 * One user action = one Dexie transaction that changes the rows and appends the outbox entry: if the tab dies half-way,
 * both or neither are stored. The screen updates at once through its live queries; the server gets it when it can.
 */
export async function mutate<N extends MutationName>(name: N, args: MutationArgs<N>, opts: { userId?: string } = {}): Promise<void> {
  // A value the server's database would refuse is never queued: the person sees it now, not as a refusal later.
  const unstorable = findUnstorable(args);
  if (unstorable) throw new MutationInputError(describeUnstorable(unstorable));
  const parsed = v.safeParse(mutationSchemas[name], args);
  if (!parsed.success) {
    throw new MutationInputError(issueMessage(parsed.issues).message);
  }
  const db = getDb();
  const now = new Date().toISOString();
  await db.transaction('rw', allWriteTables(db), async () => {
    const userId = opts.userId ?? ((await db.kv.get(SESSION_USER_KEY))?.value as { id: string } | undefined)?.id;
    if (!userId) throw new Error('Not signed in on this device');
    // typed by the name: the mutator of N takes N's arguments (no lookup by string, no cast)
    const apply: LocalMutatorsFor<typeof mutationSchemas>[N] = localMutators[name];
    await apply(db, userId, args, now);
    const clientId = await getOrCreateClientId(db, userId);
    const mutationId = await takeMutationId(db, clientId);
    await db.outbox.add({
      userId,
      clientId,
      mutationId,
      origin: `${clientId}:${mutationId}`,
      name,
      args,
      createdAt: now,
      attempts: 0,
      lastError: null,
    });
  });
  for (const fn of listeners) fn();
}
