import type { ColumnMapping } from '../../domain/sync/features/price-book';
import type { PriceItemRow } from '../../domain/price-book/rows';

/** Messages between the screens and the price book's two workers (search.worker.ts, import.worker.ts). */
export type SearchRequest =
  | { type: 'search'; id: number; userId: string; text: string; offset: number; limit: number }
  | { type: 'closest'; id: number; userId: string; names: Array<{ key: string; name: string }>; limit: number }
  /** an import is writing: hold rebuilds until it ends (then rebuild once) instead of re-reading the rows every few s */
  | { type: 'hold'; id: number; on: boolean };
export type SearchResponse =
  | { type: 'search'; id: number; total: number; rows: PriceItemRow[]; ms: number }
  | { type: 'closest'; id: number; results: Record<string, PriceCandidate[]> }
  /** the device's price book changed and the index was rebuilt: searches on screen should run again */
  | { type: 'changed' }
  /** the request failed in the worker (e.g. the items could not be read): its screen stops waiting for it */
  | { type: 'error'; id: number; message: string };

/** A price item offered for a materials-list line, with how many of the line's words it has. */
export interface PriceCandidate {
  row: PriceItemRow;
  matched: number;
  words: number;
}

export type ImportRequest =
  | { type: 'read'; file: Blob }
  | { type: 'plan'; userId: string; supplier: string; mapping: ColumnMapping; markupBasisPoints: number }
  | { type: 'commit'; userId: string };
export interface PlanSummary {
  added: number;
  updated: number;
  unchanged: number;
  skipped: Array<{ line: number; reason: string }>;
  preview: Array<{ code: string; description: string; unit: string; costCents: number; sellCents: number; change: 'add' | 'update' }>;
}
export type ImportResponse =
  /** distinct: each column's different values, null where there are too many to ask about */
  | { type: 'read'; headers: string[]; sample: string[][]; lines: number; distinct: Array<string[] | null> }
  | ({ type: 'plan' } & PlanSummary)
  | { type: 'progress'; written: number; total: number }
  | ({ type: 'done' } & Omit<PlanSummary, 'preview'>)
  | { type: 'error'; message: string };
