/// <reference lib="webworker" />
import Papa from 'papaparse';
import { getDb } from '../../data/local-db';
import { mutate } from '../../data/sync/mutate';
import { importedItemId, matchKey, supplierMappingId } from '../../domain/price-book/ids';
import { lineReader, planImport, type ExistingItem, type ImportPlan } from '../../domain/price-book/csv';
import { IMPORT_BATCH, type ColumnMapping } from '../../domain/sync/features/price-book';
import type { ImportRequest, ImportResponse, PlanSummary } from './protocol';

/**
 * A supplier's price file, off the main thread: papaparse reads it here, each line is checked with the mapping
 * (src/domain/price-book/csv.ts), and the writes go through the ordinary path — Dexie + outbox in one transaction per
 * batch of IMPORT_BATCH items (`priceItem.import`), from this worker. The screen only shows progress, so a 50,000-line
 * file never freezes it; the page's live queries and the search worker see each batch through Dexie's cross-context
 * change events.
 */
declare const self: DedicatedWorkerGlobalScope;

let headers: string[] = [];
let records: string[][] = [];
let planned: { plan: ImportPlan; userId: string; supplier: string; mapping: ColumnMapping; markupBasisPoints: number } | null = null;

const post = (m: ImportResponse) => self.postMessage(m);

async function read(file: Blob) {
  const text = await file.text();
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  headers = (parsed.data[0] ?? []).map((h) => h.trim());
  records = parsed.data.slice(1);
  planned = null;
  post({ type: 'read', headers, sample: records.slice(0, 5), lines: records.length, distinct: distinctValues(headers.length, records) });
}

/** Each column's different values (trimmed), or null past DISTINCT_CAP: the mapping step asks about unit words with it. */
const DISTINCT_CAP = 60;
function distinctValues(columns: number, rows: readonly string[][]): Array<string[] | null> {
  const sets: Array<Set<string> | null> = Array.from({ length: columns }, () => new Set<string>());
  for (const row of rows) {
    for (let c = 0; c < columns; c++) {
      const set = sets[c];
      if (!set) continue;
      set.add((row[c] ?? '').trim());
      if (set.size > DISTINCT_CAP) sets[c] = null;
    }
  }
  return sets.map((s) => (s ? [...s] : null));
}

async function existingFor(userId: string, supplier: string): Promise<Map<string, ExistingItem>> {
  const key = matchKey(supplier);
  const out = new Map<string, ExistingItem>();
  await getDb()
    .priceItems.where('userId')
    .equals(userId)
    .each((r) => {
      if (matchKey(r.supplier) === key && r.code) out.set(matchKey(r.code), r);
    });
  return out;
}

async function plan(req: Extract<ImportRequest, { type: 'plan' }>) {
  const reader = lineReader(headers, req.mapping, req.supplier.trim(), req.markupBasisPoints);
  // line 1 is the header row, so the first record is line 2: the numbers a spreadsheet shows
  const results = records.map((cells, i) => reader.read(cells, i + 2));
  const p = planImport(results, await existingFor(req.userId, req.supplier));
  planned = { plan: p, userId: req.userId, supplier: req.supplier.trim(), mapping: req.mapping, markupBasisPoints: req.markupBasisPoints };
  const preview: PlanSummary['preview'] = [
    ...p.adds.slice(0, 8).map((i) => ({ ...i, change: 'add' as const })),
    ...p.updates.slice(0, 4).map((i) => ({ ...i, change: 'update' as const })),
  ];
  post({ type: 'plan', added: p.adds.length, updated: p.updates.length, unchanged: p.unchanged, skipped: p.skipped, preview });
}

async function commit(userId: string) {
  if (!planned || planned.userId !== userId) throw new Error('Nothing to import: choose the file again');
  const { plan: p, supplier, mapping, markupBasisPoints } = planned;
  planned = null;
  // The mapping first: the next file from this supplier opens with it, on every device.
  await mutate(
    'supplierMapping.set',
    { id: supplierMappingId(userId, supplier), supplier, columns: mapping, markupBasisPoints },
    { userId },
  );
  const items = [
    ...p.adds.map((i) => ({ ...i, id: importedItemId(userId, supplier, i.code), gstFree: false })),
    ...p.updates.map((i) => ({ ...i, supplier })),
  ];
  const createdAt = new Date().toISOString();
  for (let start = 0; start < items.length; start += IMPORT_BATCH) {
    await mutate('priceItem.import', { createdAt, items: items.slice(start, start + IMPORT_BATCH) }, { userId });
    post({ type: 'progress', written: Math.min(start + IMPORT_BATCH, items.length), total: items.length });
  }
  post({ type: 'done', added: p.adds.length, updated: p.updates.length, unchanged: p.unchanged, skipped: p.skipped });
}

self.onmessage = async (e: MessageEvent<ImportRequest>) => {
  try {
    const req = e.data;
    if (req.type === 'read') await read(req.file);
    else if (req.type === 'plan') await plan(req);
    // The writes hold the outbox lock (the one drainers take, src/data/sync/engine.ts): no push or pull runs while the
    // batches are written, so a pull never re-applies a half-written import on the page's thread; the dialog then
    // asks for a sync, which sends it all.
    else if (navigator.locks) await navigator.locks.request('tt-outbox', () => commit(req.userId));
    else await commit(req.userId); // no Web Locks (old browsers): the engine then has no lock to share either
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
