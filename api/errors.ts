import { ERROR_STATUS, type ErrorCode } from '../src/domain/error-codes';

/** The one error shape of the API: { "error": { "code", "message" } }; the codes and their statuses are shared with the
 * client (src/domain/error-codes.ts), whose one table says what each means to a tradie (src/domain/error-sentences.ts). */
export type { ErrorCode };

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
