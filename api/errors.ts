/** The one error shape of the API: { "error": { "code", "message" } }, and the one mapping of code to status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  SUBSCRIPTION_REQUIRED: 402,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ADMIN_REQUIRED: 403,
  ORIGIN_REJECTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  QUOTE_SIGNED: 409, // an edit of what a customer accepted and signed (issue 18)
  EMAIL_TAKEN: 409,
  NUMBER_TAKEN: 409,
  SYNC_GAP: 409,
  JOB_NOT_RECOGNISED: 422, // materials from a description: the estimator does not know that job
  PAYLOAD_TOO_LARGE: 413,
  STORAGE_QUOTA_EXCEEDED: 413, // photos: the per-user quota (STORAGE_QUOTA_MB)
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_ERROR: 502,
  NOT_CONFIGURED: 503,
  STORE_UNAVAILABLE: 503, // the object store (S3) did not answer in time or refused the connection: try again shortly
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What an error adds to its body beyond code and message: fields inside `error`, and a `details` line beside it. */
export interface ErrorBodyExtras {
  fields?: Record<string, unknown>;
  details?: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** for the server (logs, headers); not sent */
    readonly details?: unknown,
    /** sent: the one onError (api/app.ts) writes every error body */
    readonly extras: ErrorBodyExtras = {},
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * The resources a 404 names. One code, NOT_FOUND, for all of them (the client reads the code, never which resource);
 * the message names the resource, e.g. "Quote not found".
 */
export type NotFoundWhat =
  | 'Client'
  | 'Conversation'
  | 'Email notice'
  | 'Invoice'
  | 'Job'
  | 'Kit'
  | 'Listing'
  | 'Materials list'
  | 'Object'
  | 'Price item'
  | 'Quote'
  | 'Report'
  | 'User';

export const notFound = (what: NotFoundWhat, message = `${what} not found`) => new AppError('NOT_FOUND', message);
export const unauthorized = () => new AppError('UNAUTHORIZED', 'Unauthorized: no session');
