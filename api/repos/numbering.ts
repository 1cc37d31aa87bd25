import type { Db, Tx } from '../db';
import { AppError } from '../errors';
import { parseDocumentNumber, type NumberedKind } from '../../src/domain/numbering';
import { getSettings } from './company';

/**
 * Document numbers (docs/sync.md "Document numbers"). settings.<kind>_next_number only ever goes up, and every number
 * the server hands out comes from it, in blocks that each device holds for offline use: no number is ever issued twice.
 * A number typed by hand (or imported) is checked against the live documents; when it lies at or past the next number
 * with the business's prefix, the next number moves past it, so it is never handed out later either.
 */

const col = (kind: NumberedKind) => ({
  prefix: kind === 'invoice' ? 'invoice_prefix' : 'quote_prefix',
  next: kind === 'invoice' ? 'invoice_next_number' : 'quote_next_number',
});

export interface NumberBlock {
  id: string;
  kind: NumberedKind;
  prefix: string;
  first: number;
  last: number;
}

export const MAX_BLOCK = 50;
export const MAX_NEXT_NUMBER = 99_999_999;

/** Hands `count` numbers to one device. Concurrent reservations serialise on the settings row: ranges never overlap. */
export async function reserveNumbers(tx: Tx, userId: string, clientId: string, kind: NumberedKind, count: number): Promise<NumberBlock> {
  await getSettings(tx, userId);
  const c = col(kind);
  const [s] = await tx<{ prefix: string; next: number }[]>`
    update settings set ${tx(c.next)} = ${tx(c.next)} + ${count}
    where user_id = ${userId}
    returning ${tx(c.prefix)} as prefix, ${tx(c.next)} - ${count} as next`;
  const first = Number(s.next);
  const last = first + count - 1;
  // A number typed by hand inside this range later is refused by the unique check; the device also skips numbers it
  // already sees on a document (src/domain/numbering.ts takeFromBlocks).
  const [row] = await tx<{ id: string }[]>`insert into number_blocks (user_id, client_id, kind, prefix, first_number, last_number)
    values (${userId}, ${clientId}, ${kind}, ${s.prefix}, ${first}, ${last}) returning id`;
  return { id: row.id, kind, prefix: s.prefix, first, last };
}

/** After a document takes `value`: when it is prefix + a number at or past the next one, the next number moves past it. */
export async function noteNumberUsed(tx: Tx, userId: string, kind: NumberedKind, value: string): Promise<void> {
  const s = await getSettings(tx, userId);
  const prefix = kind === 'invoice' ? s.invoice_prefix : s.quote_prefix;
  const n = parseDocumentNumber(prefix, value);
  // Past the settings' range (a legacy INV-<timestamp> number, say) is not part of the sequence.
  if (n === null || n >= MAX_NEXT_NUMBER) return;
  const c = col(kind);
  await tx`update settings set ${tx(c.next)} = ${n + 1} where user_id = ${userId} and ${tx(c.next)} <= ${n}`;
}

export function quoteNumberTakenMessage(n: string): string {
  return `Quote number ${n} is already used by another quote. Pick another number.`;
}

export async function assertQuoteNumberFree(db: Db, userId: string, jobNumber: string, exceptId: string): Promise<void> {
  const [other] = await db`select id from quotes
    where user_id = ${userId} and job_number = ${jobNumber} and deleted_at is null and id <> ${exceptId} limit 1`;
  if (other) throw new AppError('NUMBER_TAKEN', quoteNumberTakenMessage(jobNumber), { field: 'jobNumber' });
}

/**
 * The lowest next number a business may set: past every number already handed out under that prefix (blocks) and
 * every live document numbered with it. Lowering below it would issue a number twice.
 */
export async function lowestNextNumber(db: Db, userId: string, kind: NumberedKind, prefix: string): Promise<number> {
  const [b] = await db<{ max: number | null }[]>`select max(last_number)::int as max from number_blocks
    where user_id = ${userId} and kind = ${kind} and prefix = ${prefix}`;
  const numbers =
    kind === 'invoice'
      ? await db<{ n: string }[]>`select invoice_number as n from invoices where user_id = ${userId} and deleted_at is null`
      : await db<
          { n: string }[]
        >`select job_number as n from quotes where user_id = ${userId} and deleted_at is null and job_number is not null`;
  let max = b?.max ?? 0;
  for (const { n } of numbers) max = Math.max(max, parseDocumentNumber(prefix, n) ?? 0);
  return max + 1;
}
