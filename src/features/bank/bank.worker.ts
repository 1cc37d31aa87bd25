/// <reference lib="webworker" />
import { fingerprintLines, guessBankMapping, parseStatement, proposeMatches, sniffStatement, StatementError } from '../../domain/bank';
import type { BankRequest, BankResponse } from './protocol';

/**
 * Reading and matching a statement off the main thread: a 2,000-line statement is parsed, fingerprinted and matched
 * here, so the screen never has a long task (scripts/bench measures it with a 4× CPU throttle).
 */
declare const self: DedicatedWorkerGlobalScope;
const post = (m: BankResponse) => self.postMessage(m);

self.onmessage = (e: MessageEvent<BankRequest>) => {
  const req = e.data;
  try {
    if (req.type === 'parse') {
      const kind = sniffStatement(req.text);
      if (kind.kind === 'csv' && !kind.bank && !req.mapping) {
        post({ type: 'needs-mapping', id: req.id, sample: kind.rows.slice(0, 4), guess: guessBankMapping(kind.rows) });
        return;
      }
      const s = parseStatement(req.text, req.mapping ?? undefined);
      post({
        type: 'parsed',
        id: req.id,
        format: s.format,
        bank: kind.kind === 'csv' ? kind.bank : null,
        lines: fingerprintLines(s.lines),
        skipped: s.skipped,
      });
    } else {
      post({ type: 'matched', id: req.id, proposals: [...proposeMatches(req.lines, req.invoices).values()] });
    }
  } catch (err) {
    post({
      type: 'error',
      id: req.id,
      message: err instanceof StatementError ? err.message : 'This file could not be read as a bank statement.',
    });
  }
};
