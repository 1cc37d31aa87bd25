import type { Db } from '../db';
import type { LockedTx } from '../sync/tx';
import type { Client } from '../../src/domain/schemas/documents';
import { clientTotals, type ClientTotals } from '../../src/domain/client-totals';
import { assertNoConflict } from './doc-versions';
import { findLiveRow, findReplayedCreate, insertRow, patchChanges, softDelete, toColumns, writeChange, type SyncedRow } from './doc-write';

export interface ClientRow extends SyncedRow {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export type ClientCreate = Omit<Client, 'updatedAt' | 'baseVersion'>;
export type ClientPatch = Partial<Omit<Client, 'id' | 'createdAt' | 'updatedAt' | 'baseVersion'>>;

const COLUMNS: Record<string, string> = { name: 'name', email: 'email', phone: 'phone', address: 'address' };

export function toClient(r: ClientRow): Client {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    baseVersion: r.version,
  };
}

/** The user's clients with their totals, computed from their live quotes and invoices. */
export async function listClientsWithTotals(
  db: Db,
  userId: string,
  onlyId?: string,
): Promise<Array<{ row: ClientRow; totals: ClientTotals }>> {
  const rows = await db<ClientRow[]>`select * from clients where user_id = ${userId} and deleted_at is null
    ${onlyId ? db`and id = ${onlyId}` : db``} order by lower(name), id`;
  if (!rows.length) return [];
  const [quotes, invoices] = await Promise.all([
    db<{ clientId: string | null; clientName: string }[]>`select client_id as "clientId", client_name as "clientName"
      from quotes where user_id = ${userId} and deleted_at is null`,
    db<
      {
        clientId: string | null;
        customerName: string;
        status: string;
        totalCents: number;
        sourceQuoteId: string | null;
        payments: { amountCents: number }[] | null;
      }[]
    >`
      select client_id as "clientId", customer_name as "customerName", status, total_cents as "totalCents",
        source_quote_id as "sourceQuoteId", payments
      from invoices where user_id = ${userId} and deleted_at is null`,
  ]);
  const totals = clientTotals(rows, quotes, invoices);
  return rows.map((row) => ({ row, totals: totals.get(row.id)! }));
}

export async function createClient(tx: LockedTx, userId: string, input: ClientCreate): Promise<{ row: ClientRow; created: boolean }> {
  const existing = await findReplayedCreate<ClientRow>(tx, 'clients', 'Client', userId, input.id);
  if (existing) return { row: existing, created: false };
  const cols = { id: input.id, user_id: userId, ...toColumns(tx, COLUMNS, input), created_at: input.createdAt };
  return { row: await insertRow<ClientRow>(tx, 'clients', cols), created: true };
}

export async function updateClient(
  tx: LockedTx,
  userId: string,
  id: string,
  patch: ClientPatch,
  baseVersion?: number | null,
): Promise<ClientRow | undefined> {
  const row = await findLiveRow<ClientRow>(tx, 'clients', userId, id);
  if (!row) return undefined;
  const { fields, changes } = patchChanges(patch, COLUMNS);
  assertNoConflict('client', row, baseVersion, fields);
  return writeChange(tx, 'clients', row, fields, toColumns(tx, COLUMNS, changes));
}

/** Deleting a client keeps their quotes and invoices: those are the business's records. */
export async function deleteClient(tx: LockedTx, userId: string, id: string): Promise<boolean> {
  return softDelete(tx, 'clients', userId, id);
}
