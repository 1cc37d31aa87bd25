import * as v from 'valibot';

export const MAX_PUSH_BATCH = 500;
/**
 * The most rows in one pull page (and what the server sends when no limit is asked). A device catching up (a first sync,
 * issue 24) takes pages this big while more is waiting: 100,000 rows are 20 round trips and 20 IndexedDB transactions
 * instead of 50 (~2.5 MB of JSON a page). Measured on a fresh device (4× CPU, load ~12): a pull request costs ~400 ms
 * before its first row, so 2,000-row pages fetched at ~3,800 rows/s, below what IndexedDB writes (~5,700); 10,000-row
 * pages fetched faster but left a 1.8 s write of the last page uncovered. It asks for its first page smaller
 * (FIRST_PULL_PAGE), so the first rows land soon.
 */
export const MAX_PULL_PAGE = 5000;
/** The first page a device asks for: an everyday pull (little is new) is one page; a first sync's first rows land soon. */
export const FIRST_PULL_PAGE = 2000;

export const PushSchema = v.object({
  clientId: v.pipe(v.string('clientId is required'), v.regex(/^[\w-]{8,100}$/, 'clientId must be 8-100 letters, digits or dashes')),
  mutations: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.number('id must be a number'), v.integer('id must be a whole number'), v.minValue(1, 'id must be at least 1')),
        name: v.pipe(v.string('name is required'), v.maxLength(100)),
        args: v.unknown(),
        /** the write's first clientId:mutationId, unchanged when the device renumbers its queue (docs/sync.md) */
        origin: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{8,100}:\d{1,16}$/, 'origin must be clientId:mutationId'))),
      }),
      'mutations must be a list',
    ),
    v.maxLength(MAX_PUSH_BATCH, `at most ${MAX_PUSH_BATCH} mutations per push`),
  ),
});
export type PushBody = v.InferOutput<typeof PushSchema>;

export interface PushResult {
  id: number;
  status: 'applied' | 'duplicate' | 'rejected';
  code?: string;
  message?: string;
}
export interface PushResponse {
  lastMutationId: number;
  results: PushResult[];
}

export interface PullChange {
  entity: string;
  id: string;
  change: number;
  deleted: boolean;
  data?: Record<string, unknown>;
}
export interface PullResponse {
  changes: PullChange[];
  cursor: number;
  hasMore: boolean;
  lastMutationId: number;
}
