/// <reference lib="webworker" />
import { fingerprintLines, guessBankMapping, parseSniffed, sniffStatement, StatementError } from '../../domain/bank';
import type { BankRequest, BankResponse } from './protocol';
import { listCredits, storeLines } from './store';

/**
 * Reading and matching a statement off the main thread, in one trip: a 2,000-line statement is parsed, fingerprinted,
 * its credits written to the device's bank database (from here: IndexedDB works in a worker), and every open credit
 * matched and put in the screen's order, so the main thread only draws the list (scripts/bench/bank.ts measures it with
 * a 4× CPU throttle). The screen asks for the list again here too, after a confirm or when invoices change.
 */
declare const self: DedicatedWorkerGlobalScope;
const post = (m: BankResponse) => self.postMessage(m);

async function handle(req: BankRequest): Promise<void> {
  if (req.type === 'list') {
    post({ type: 'listed', id: req.id, list: await listCredits(req.userId, req.invoices) });
    return;
  }
  const kind = sniffStatement(req.text);
  if (kind.kind === 'csv' && !kind.bank && !req.mapping) {
    post({ type: 'needs-mapping', id: req.id, sample: kind.rows.slice(0, 4), guess: guessBankMapping(kind.rows) });
    return;
  }
  const s = parseSniffed(req.text, kind, req.mapping ?? undefined);
  const lines = fingerprintLines(s.lines);
  // Only credits are matched, so only credits are kept; debits never leave this worker.
  const credits = lines.filter((l) => l.amountCents > 0);
  const { added, seen } = await storeLines(req.userId, credits);
  post({
    type: 'imported',
    id: req.id,
    format: s.format,
    bank: kind.kind === 'csv' ? kind.bank : null,
    lineCount: lines.length,
    credits: credits.length,
    added,
    seen,
    skipped: s.skipped,
    list: await listCredits(req.userId, req.invoices),
  });
}

self.onmessage = (e: MessageEvent<BankRequest>) => {
  const req = e.data;
  handle(req).catch((err: unknown) =>
    post({
      type: 'error',
      id: req.id,
      message: err instanceof StatementError ? err.message : 'This file could not be read as a bank statement.',
    }),
  );
};
