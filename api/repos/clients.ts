import type { Db } from '../db';
import type { LockedTx } from '../sync/tx';
import type { Client } from '../../src/domain/schemas/documents';
import { clientTotals, type ClientTotals } from '../../src/domain/client-totals';
import { notFound } from '../errors';
import { toDevice, type PgRowOf } from '../../src/domain/sync/plain';
import { createPlainRow, patchPlainRow, plainTable, softDeletePlainRow } from './plain-rows';

/** A client's Postgres row, derived from its typed columns (src/domain/sync/features/documents.ts clientColumns). */
export type ClientRow = PgRowOf<'client'>;

export type ClientCreate = Omit<Client, 'updatedAt' | 'baseVersion'>;
export type ClientPatch = Partial<Omit<Client, 'id' | 'createdAt' | 'updatedAt' | 'baseVersion'>>;

/** Clients are a typed table with the `versioned` option: the same writes as their derived sync mutations. */
const table = plainTable('client');

export function toClient(r: ClientRow): Client {
  return toDevice('client', r);
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

/** Creates the client if the id is new; a replay answers the stored row, a deleted one stays deleted (NOT_FOUND). */
export async function createClient(tx: LockedTx, userId: string, input: ClientCreate): Promise<{ row: ClientRow; created: boolean }> {
  const out = await createPlainRow(tx, table, userId, input);
  if (out.outcome === 'deleted') throw notFound('Client');
  return { row: out.row, created: out.outcome === 'created' };
}

/** The patch, refused (CONFLICT) when a field it changes was changed since `baseVersion`; undefined: no such client. */
export function updateClient(
  tx: LockedTx,
  userId: string,
  id: string,
  patch: ClientPatch,
  baseVersion?: number | null,
): Promise<ClientRow | undefined> {
  return patchPlainRow(tx, table, userId, id, patch, baseVersion);
}

/** Deleting a client keeps their quotes and invoices: those are the business's records. */
export function deleteClient(tx: LockedTx, userId: string, id: string): Promise<boolean> {
  return softDeletePlainRow(tx, table, userId, id);
}
