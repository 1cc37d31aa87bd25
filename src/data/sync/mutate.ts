import * as v from 'valibot';
import { getDb, SYNCED_TABLES, type LocalDb } from '../local-db';
import { mutationSchemas, type MutationArgs, type MutationName } from '../../domain/sync/mutations';
import { localMutators } from './local-mutators';
import { getOrCreateClientId, takeMutationId } from './client-id';

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
  return [db.kv, db.outbox, db.syncIssues, ...SYNCED_TABLES.map((t) => db[t])];
}

/**
 * One user action = one Dexie transaction that changes the rows and appends the outbox entry: if the tab dies half-way,
 * both or neither are stored. The screen updates at once through its live queries; the server gets it when it can.
 */
export async function mutate<N extends MutationName>(name: N, args: MutationArgs<N>, opts: { userId?: string } = {}): Promise<void> {
  const parsed = v.safeParse(mutationSchemas[name], args);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = issue.path?.map((p) => String(p.key)).join('.');
    throw new MutationInputError(field ? `${field}: ${issue.message}` : issue.message);
  }
  const db = getDb();
  const now = new Date().toISOString();
  await db.transaction('rw', allWriteTables(db), async () => {
    const userId = opts.userId ?? ((await db.kv.get(SESSION_USER_KEY))?.value as { id: string } | undefined)?.id;
    if (!userId) throw new Error('Not signed in on this device');
    await (localMutators[name] as (d: LocalDb, u: string, a: unknown, n: string) => Promise<void>)(db, userId, args, now);
    const clientId = await getOrCreateClientId(db, userId);
    const mutationId = await takeMutationId(db, clientId);
    await db.outbox.add({ userId, clientId, mutationId, name, args, createdAt: now, attempts: 0, lastError: null });
  });
  for (const fn of listeners) fn();
}
