import { mutate } from '../../../data/sync/mutate';
import { changedFields, versionOf } from '../records/quote-mutations';
import type { ClientRow } from './queries';

export interface ClientFields {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export async function createClient(userId: string, fields: ClientFields, now = new Date()): Promise<string> {
  const id = crypto.randomUUID();
  await mutate('client.create', { ...fields, id, createdAt: now.toISOString() }, { userId });
  return id;
}

export async function updateClient(userId: string, row: ClientRow, fields: ClientFields): Promise<boolean> {
  const patch = changedFields<ClientFields>(row, fields);
  if (Object.keys(patch).length === 0) return false;
  await mutate('client.update', { id: row.id, baseVersion: versionOf(row), patch }, { userId });
  return true;
}

export async function deleteClient(userId: string, id: string): Promise<void> {
  await mutate('client.delete', { id }, { userId });
}
