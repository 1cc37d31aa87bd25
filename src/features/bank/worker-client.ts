import type { BankColumnMapping, OpenInvoice } from '../../domain/bank';
import type { BankRequest, BankResponse } from './protocol';

type Later = Extract<BankResponse, { type: 'page' | 'stored' | 'error' }>;
let worker: Worker | null = null;
let nextId = 1;
/** each request's first answer */
const pending = new Map<number, (m: BankResponse) => void>();
/** what comes after a first answer: the list's later pages, an import's lines written (or not) */
const listeners = new Set<(m: Later) => void>();

function get(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./bank.worker.ts', import.meta.url), { type: 'module', name: 'bank-statements' });
  worker.onmessage = (e: MessageEvent<BankResponse>) => {
    const m = e.data;
    const first = pending.get(m.id);
    if (first) {
      pending.delete(m.id);
      first(m);
    } else if (m.type === 'page' || m.type === 'stored' || m.type === 'error') for (const fn of listeners) fn(m);
  };
  worker.onerror = (e) => {
    for (const [id, fn] of pending) fn({ type: 'error', id, message: e.message || 'The statement reader stopped unexpectedly' });
    pending.clear();
    worker = null;
  };
  return worker;
}

type Ask = BankRequest extends infer R ? (R extends BankRequest ? Omit<R, 'id'> : never) : never;

function ask(req: Ask): Promise<BankResponse> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    get().postMessage({ ...req, id } as BankRequest);
  });
}

/** Hears the messages that follow a first answer (a list's later pages; an import's lines written, or failing to be). */
export function onLater(fn: (m: Later) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** An import's lines written to the device (null), or why not; its list came before. */
export function whenStored(id: number): Promise<string | null> {
  return new Promise((resolve) => {
    const off = onLater((m) => {
      if (m.id !== id || m.type === 'page') return;
      off();
      resolve(m.type === 'error' ? m.message : null);
    });
  });
}

export const importInWorker = (userId: string, text: string, mapping: BankColumnMapping | null, invoices: OpenInvoice[]) =>
  ask({ type: 'import', userId, text, mapping, invoices });
export const listInWorker = (userId: string, invoices: OpenInvoice[]) => ask({ type: 'list', userId, invoices });
