import { SHARED_SCOPE_TABLES } from '../../domain/sync/entities';
import type { LocalDb } from '../local-db';

/**
 * Shared scopes this device reads (rows other users own, e.g. public marketplace listings), each pulled with its own
 * cursor into its own Dexie table, so they are readable offline after one visit. Rows keep their owner in `ownerId`;
 * a device only ever queues changes to rows whose ownerId is the signed-in user (assertOwnRow), and the server
 * scopes every write to the owner as well. The first real scope arrives with the marketplace; until then the list is
 * empty and the engine pulls only the user's own rows.
 */
export interface SharedScopeTarget {
  /** the server's scope name (api/sync/scopes.ts) */
  name: string;
  /** a Dexie table keyed by id; rows are the scope's data plus ownerId */
  table: keyof LocalDb & string;
}

/**
 * From the entity definitions: the listings the user keeps (their area, own, favourites, opened) and the conversations
 * they are in — both picked by the server for the signed-in user.
 */
export const SHARED_SCOPES = SHARED_SCOPE_TABLES as readonly SharedScopeTarget[];

export const scopeCursorKey = (userId: string, scope: string) => `sync.cursor.${userId}.${scope}`;

/** A change to a shared row may only be queued by its owner. */
export function assertOwnRow(row: { ownerId?: string } | undefined, userId: string): void {
  if (row?.ownerId !== undefined && row.ownerId !== userId) throw new Error('Only the owner can change this');
}

export interface ScopePullResponse {
  scope: string;
  changes: Array<{ entity: string; id: string; ownerId: string; deleted: boolean; data?: Record<string, unknown> }>;
  cursor: string;
  hasMore: boolean;
}
