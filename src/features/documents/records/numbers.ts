/**
 * Readable document numbers on the device (docs/sync.md "Document numbers"). While online the device reserves a small
 * block of numbers per kind (POST /api/numbering/reserve) and keeps it in kv; a new quote or invoice takes the next
 * one, offline too. The server never hands out a number twice, so two devices offline at once never clash.
 * With no block left and no signal, a timestamp number (INV-1732412345678) is used: unique, never a reuse.
 */
import type { LocalDb } from '../../../data/local-db';
import { getOrCreateClientId } from '../../../data/sync/client-id';
import {
  defaultInvoiceNumber,
  DEFAULT_PREFIXES,
  NUMBER_BLOCK_LOW,
  NUMBER_BLOCK_SIZE,
  numbersLeft,
  peekFromBlocks,
  takeFromBlocks,
  type HeldBlock,
  type NumberedKind,
} from '../../../domain/numbering';

export const numbersKey = (userId: string, kind: NumberedKind) => `numbers.${userId}.${kind}`;

async function heldBlocks(db: LocalDb, userId: string, kind: NumberedKind): Promise<HeldBlock[]> {
  return ((await db.kv.get(numbersKey(userId, kind)))?.value as HeldBlock[] | undefined) ?? [];
}

/** Numbers already on this device's documents of that kind: a block number is skipped when one of them has it. */
async function takenNumbers(db: LocalDb, userId: string, kind: NumberedKind): Promise<Set<string>> {
  const numbers =
    kind === 'invoice'
      ? (await db.invoices.where('userId').equals(userId).toArray()).map((r) => r.invoiceNumber)
      : (await db.quotes.where('userId').equals(userId).toArray()).map((r) => r.jobNumber);
  return new Set(numbers.map((n) => String(n ?? '')).filter(Boolean));
}

function fallbackNumber(kind: NumberedKind, now = Date.now()): string {
  const n = defaultInvoiceNumber(now);
  return kind === 'invoice' ? n : n.replace(/^INV-/, DEFAULT_PREFIXES.quote);
}

/** The number a new form shows; the same one `takeNumber` gives at save unless another tab took it meanwhile. */
export async function peekNumber(db: LocalDb, userId: string, kind: NumberedKind): Promise<string> {
  return peekFromBlocks(await heldBlocks(db, userId, kind), await takenNumbers(db, userId, kind)) ?? fallbackNumber(kind);
}

/** Takes the next number for a document being saved (one Dexie transaction, so two tabs never take the same one). */
export async function takeNumber(db: LocalDb, userId: string, kind: NumberedKind): Promise<string> {
  return db.transaction('rw', [db.kv, db.invoices, db.quotes], async () => {
    const taken = await takenNumbers(db, userId, kind);
    const got = takeFromBlocks(await heldBlocks(db, userId, kind), taken);
    if (!got) return fallbackNumber(kind);
    await db.kv.put({ key: numbersKey(userId, kind), value: got.blocks });
    return got.number;
  });
}

/**
 * Tops up the held numbers while online: when fewer than NUMBER_BLOCK_LOW are left, one more block is reserved.
 * A failure (offline, signed out) is quiet: the numbers held still work, and the next call tries again.
 */
export async function refillNumbers(
  db: LocalDb,
  userId: string,
  opts: { fetch?: typeof fetch; kinds?: NumberedKind[] } = {},
): Promise<void> {
  const f = opts.fetch ?? fetch;
  for (const kind of opts.kinds ?? (['invoice', 'quote'] as const)) {
    if (numbersLeft(await heldBlocks(db, userId, kind)) >= NUMBER_BLOCK_LOW) continue;
    const clientId = await db.transaction('rw', db.kv, () => getOrCreateClientId(db, userId));
    let block: { id: string; prefix: string; first: number; last: number };
    try {
      const res = await f('/api/numbering/reserve', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ kind, clientId, count: NUMBER_BLOCK_SIZE }),
      });
      if (!res.ok) return;
      block = await res.json();
    } catch {
      return;
    }
    await db.transaction('rw', db.kv, async () => {
      const blocks = await heldBlocks(db, userId, kind);
      if (blocks.some((b) => b.id === block.id)) return;
      await db.kv.put({
        key: numbersKey(userId, kind),
        value: [...blocks, { id: block.id, prefix: block.prefix, next: block.first, last: block.last }],
      });
    });
  }
}

/**
 * Hands back the numbers this device holds and has not used (issue 21: a second device's numbers jumped by a whole
 * block). The device gives them up first (its kv entry goes, in one Dexie transaction with takeNumber's), then tells
 * the server, which lowers the next number when nothing was handed out since: a failed call only leaves a gap, never
 * a number issued twice. Called before signing out, when the device's numbers would be wiped anyway.
 */
export async function handBackNumbers(db: LocalDb, userId: string, opts: { fetch?: typeof fetch } = {}): Promise<void> {
  const f = opts.fetch ?? fetch;
  const clientId = await db.transaction('rw', db.kv, () => getOrCreateClientId(db, userId));
  for (const kind of ['invoice', 'quote'] as const) {
    const blocks = await db.transaction('rw', db.kv, async () => {
      const held = await heldBlocks(db, userId, kind);
      await db.kv.delete(numbersKey(userId, kind));
      return held;
    });
    // the newest block first: each return can only come back down past the block just above it
    for (const b of [...blocks].reverse()) {
      await f('/api/numbering/return', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ clientId, blockId: b.id, from: b.next }),
      }).catch(() => undefined);
    }
  }
}
