import type { LocalDb } from '../local-db';

/**
 * A client id per (device, user): the server counts mutations per client id and ties each client id to one user,
 * so after a different user signs in here the previous user's queue can never be sent under the new session.
 */
export const clientIdKey = (userId: string) => `sync.clientId.${userId}`;
export const nextIdKey = (clientId: string) => `sync.nextMutationId.${clientId}`;
export const cursorKey = (userId: string) => `sync.cursor.${userId}`;

export function newClientId(): string {
  return crypto.randomUUID();
}

/** Must run inside a Dexie transaction that includes db.kv. */
export async function getOrCreateClientId(db: LocalDb, userId: string): Promise<string> {
  const row = await db.kv.get(clientIdKey(userId));
  if (row) return row.value as string;
  const id = newClientId();
  await db.kv.put({ key: clientIdKey(userId), value: id });
  return id;
}

/** Must run inside a Dexie transaction that includes db.kv: reserves the next gap-free mutation id. */
export async function takeMutationId(db: LocalDb, clientId: string): Promise<number> {
  const row = await db.kv.get(nextIdKey(clientId));
  const id = (row?.value as number | undefined) ?? 1;
  await db.kv.put({ key: nextIdKey(clientId), value: id + 1 });
  return id;
}
