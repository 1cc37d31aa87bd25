import type { ImportRequest, ImportResponse } from './protocol';

/** The import worker for one import dialog: ask, and hear back every message (progress comes several times). */
export function startImportWorker(onMessage: (m: ImportResponse) => void) {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module', name: 'price-book-import' });
  worker.onmessage = (e: MessageEvent<ImportResponse>) => onMessage(e.data);
  worker.onerror = (e) => onMessage({ type: 'error', message: e.message || 'The import stopped unexpectedly' });
  return {
    send: (req: ImportRequest) => worker.postMessage(req),
    stop: () => worker.terminate(),
  };
}
