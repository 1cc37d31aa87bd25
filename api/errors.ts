/** The one error shape of the API: { "error": { "code", "message" } }, and the one mapping of code to status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ADMIN_REQUIRED: 403,
  ORIGIN_REJECTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  NUMBER_TAKEN: 409,
  SYNC_GAP: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_ERROR: 502,
  NOT_CONFIGURED: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | `${string}_NOT_FOUND`,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
  get status(): number {
    if (this.code in ERROR_STATUS) return ERROR_STATUS[this.code as ErrorCode];
    return this.code.endsWith('_NOT_FOUND') ? 404 : 400;
  }
}

export const notFound = (what: string) => new AppError(`${what.toUpperCase().replace(/\W+/g, '_')}_NOT_FOUND`, `${what} not found`);
export const unauthorized = () => new AppError('UNAUTHORIZED', 'Unauthorized: no session');
