import type { Tx } from '../db';
import { AppError } from '../errors';

/**
 * Columns of quotes and invoices that name another row: each must name a row of the same owner. Checked where those
 * rows are written (their check hooks, ./quote-rules.ts and ./invoice-rules.ts, and plain-rows changeVersionedRow), so REST, sync push and conversion all pass through it; the
 * owner-including foreign keys of migration 202611230303 hold the same rule in the database.
 */
const REFERENCES: Record<string, { table: 'clients' | 'quotes' | 'jobs'; field: string; what: string }> = {
  client_id: { table: 'clients', field: 'clientId', what: 'client' },
  source_quote_id: { table: 'quotes', field: 'sourceQuoteId', what: 'quote' },
  job_id: { table: 'jobs', field: 'jobId', what: 'job' },
};

export async function assertOwnedReferences(tx: Tx, userId: string, cols: Record<string, unknown>): Promise<void> {
  for (const [col, ref] of Object.entries(REFERENCES)) {
    const id = cols[col];
    if (id === undefined || id === null) continue;
    const [row] =
      typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)
        ? await tx`select 1 from ${tx(ref.table)} where id = ${id} and user_id = ${userId}`
        : [];
    // The same answer for "another user's" and "no such row": nothing about other accounts leaks.
    if (!row) throw new AppError('VALIDATION_FAILED', `${ref.field}: no ${ref.what} of yours has this id`, { field: ref.field });
  }
}
