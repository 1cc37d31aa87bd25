import type { FingerprintedLine } from '../../domain/bank';
import { bankDb, lineKey, type BankLineRow } from './bank-db';

/** Lines per write transaction: a 2,000-line statement is a few commits, each a single update of the screen's list. */
const CHUNK = 500;

/**
 * Keeps a statement's lines on this device (run by the import worker, so none of it is main-thread work). A line seen
 * before (same fingerprint: a re-import or an overlapping statement) keeps what the tradie decided about it; only new
 * lines are added. Returns how many were new.
 */
export async function storeLines(userId: string, lines: readonly FingerprintedLine[]): Promise<{ added: number; seen: number }> {
  const db = bankDb();
  const now = new Date().toISOString();
  let added = 0;
  for (let from = 0; from < lines.length; from += CHUNK) {
    const chunk = lines.slice(from, from + CHUNK);
    added += await db.transaction('rw', db.lines, async () => {
      const keys = chunk.map((l) => lineKey(userId, l.fingerprint));
      const existing = await db.lines.bulkGet(keys);
      const fresh: BankLineRow[] = [];
      chunk.forEach((l, i) => {
        if (!existing[i]) fresh.push({ ...l, key: keys[i], userId, state: 'open', allocations: [], importedAt: now });
      });
      await db.lines.bulkPut(fresh);
      return fresh.length;
    });
  }
  return { added, seen: lines.length - added };
}

/** The open credits on this device (what the matcher proposes for). */
export async function openCredits(userId: string): Promise<BankLineRow[]> {
  const rows = await bankDb().lines.where('[userId+state]').equals([userId, 'open']).toArray();
  return rows.filter((r) => r.amountCents > 0);
}

/** Which set of open lines proposals were made for: the screen re-matches only when its set differs. */
export function linesKey(lines: readonly Pick<FingerprintedLine, 'fingerprint'>[]): string {
  let min = '';
  let max = '';
  for (const l of lines) {
    if (!min || l.fingerprint < min) min = l.fingerprint;
    if (l.fingerprint > max) max = l.fingerprint;
  }
  return `${lines.length}|${min}|${max}`;
}
