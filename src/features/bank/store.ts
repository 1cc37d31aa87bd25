import { proposalsFirst, proposeMatches, type FingerprintedLine, type OpenInvoice, type Proposal } from '../../domain/bank';
import { bankDb, lineKey, type BankLineRow } from './bank-db';
import type { CreditList } from './protocol';

/** Lines per write transaction: a 2,000-line statement is a few commits. */
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

const newestFirst = (a: BankLineRow, b: BankLineRow) =>
  a.date > b.date ? -1 : a.date < b.date ? 1 : a.fingerprint < b.fingerprint ? -1 : a.fingerprint > b.fingerprint ? 1 : 0;

/**
 * The screen's list of open credits: those with a proposal first, so a long statement whose newest credits match
 * nothing still shows its proposals at the top; newest first within each group.
 */
export function creditList(open: readonly BankLineRow[], invoices: readonly OpenInvoice[], handled = 0): CreditList {
  const proposals = invoices.length ? proposeMatches(open, invoices) : new Map<string, Proposal>();
  const credits = proposalsFirst([...open].sort(newestFirst), proposals).map((line) => ({
    line,
    proposal: proposals.get(line.fingerprint) ?? null,
  }));
  return { credits, matched: proposals.size, handled };
}

/** The list as the device holds it now. */
export async function listCredits(userId: string, invoices: readonly OpenInvoice[]): Promise<CreditList> {
  const [open, handled] = await Promise.all([openCredits(userId), handledLines(userId).count()]);
  return creditList(open, invoices, handled);
}

/** The lines already dealt with: recorded on invoices, or marked not an invoice payment. */
export const handledLines = (userId: string) =>
  bankDb()
    .lines.where('[userId+state]')
    .anyOf([
      [userId, 'recorded'],
      [userId, 'not-invoice'],
    ]);
