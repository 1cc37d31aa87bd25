/**
 * The codes the API answers with, and the one mapping of code to HTTP status (api/errors.ts throws them as AppError;
 * every error body is { "error": { "code", "message" } }). Shared with the client, whose one table turns a code into
 * the sentence a tradie reads (src/domain/error-sentences.ts).
 */
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

/**
 * Codes of a synced change the server refused that are not an AppError's (api/sync/push.ts asRejection): a value
 * Postgres refused, or the mutator's own exception.
 */
export type SyncRefusalCode = 'VALUE_REFUSED';

/** Every code the API can send: in an error body, or beside a refused synced change. */
export type ApiErrorCode = ErrorCode | SyncRefusalCode;
