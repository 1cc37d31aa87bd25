import type { BankColumnMapping, OpenInvoice } from '../../domain/bank';
import type { BankRequest, BankResponse } from './protocol';

type Pending = (m: BankResponse) => void;
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function get(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./bank.worker.ts', import.meta.url), { type: 'module', name: 'bank-statements' });
  worker.onmessage = (e: MessageEvent<BankResponse>) => {
    pending.get(e.data.id)?.(e.data);
    pending.delete(e.data.id);
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

export const importInWorker = (userId: string, text: string, mapping: BankColumnMapping | null, invoices: OpenInvoice[]) =>
  ask({ type: 'import', userId, text, mapping, invoices });
export const listInWorker = (userId: string, invoices: OpenInvoice[]) => ask({ type: 'list', userId, invoices });
