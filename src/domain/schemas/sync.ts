import * as v from 'valibot';

export const MAX_PUSH_BATCH = 500;
export const MAX_PULL_PAGE = 2000;

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
