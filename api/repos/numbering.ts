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

/**
 * A device hands back the numbers of a block it has not used (`from`..last), e.g. when it syncs with numbers to spare:
 * when nothing was handed out after the block (the next number is still just past it), the next number comes back
 * down to the first unused one, so a second device's numbers do not jump by a block. Numbers a live document already
 * has are never handed back. Returns how many numbers came back (0 when a later block or number was handed out — then
 * the gap stays: a number is never issued twice).
 */
export async function returnNumbers(tx: Tx, userId: string, clientId: string, blockId: string, from: number): Promise<number> {
  const [b] = await tx<{ kind: NumberedKind; prefix: string; first_number: number; last_number: number }[]>`
    select kind, prefix, first_number, last_number from number_blocks
    where id = ${blockId} and user_id = ${userId} and client_id = ${clientId} for update`;
  if (!b || from > b.last_number) return 0;
  const s = await getSettings(tx, userId);
  const c = col(b.kind);
  const prefix = b.kind === 'invoice' ? s.invoice_prefix : s.quote_prefix;
  const next = b.kind === 'invoice' ? s.invoice_next_number : s.quote_next_number;
  if (prefix !== b.prefix || Number(next) !== b.last_number + 1) return 0;
  // never below a number a document has (typed by hand, or used by this device before it synced)
  const used = await lowestNextNumber(tx, userId, b.kind, prefix, blockId);
  const back = Math.max(from, b.first_number, used);
  if (back > b.last_number) return 0;
  await tx`update settings set ${tx(c.next)} = ${back} where user_id = ${userId} and ${tx(c.next)} = ${b.last_number + 1}`;
  if (back === b.first_number) await tx`delete from number_blocks where id = ${blockId}`;
  else await tx`update number_blocks set last_number = ${back - 1} where id = ${blockId}`;
  return b.last_number - back + 1;
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
export async function lowestNextNumber(db: Db, userId: string, kind: NumberedKind, prefix: string, exceptBlock?: string): Promise<number> {
  const [b] = await db<{ max: number | null }[]>`select max(last_number)::int as max from number_blocks
    where user_id = ${userId} and kind = ${kind} and prefix = ${prefix} ${exceptBlock ? db`and id <> ${exceptBlock}` : db``}`;
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
