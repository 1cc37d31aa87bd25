import type { ApiErrorCode } from './error-codes';
import { AUTH_MESSAGES } from './schemas/auth-messages';

/**
 * What a tradie reads when the API says no: one sentence per code the API can send (src/domain/error-codes.ts), and
 * one for a request that never reached the server. Every screen shows an API error through `errorSentence` (via
 * src/data/api.ts errorMessage), so the same code always reads the same. The compiler wants a sentence for every code;
 * tests/unit/domain/error-sentences.test.ts checks every code the API's source throws has one.
 *
 * `serverSays`: the server's own message names the case for the person (which field, how long to wait, which number
 * is taken), so it is what they read when the server gave one; the sentence is for when it did not.
 */
export interface ErrorSentence {
  text: string;
  serverSays?: true;
}

/** Not from the API: the request never got an answer (offline, or the server is down). */
export type ClientErrorCode = 'OFFLINE';

export const ERROR_SENTENCES: Record<ApiErrorCode | ClientErrorCode, ErrorSentence> = {
  BAD_REQUEST: { text: "That request didn't make sense to the server. Please try again.", serverSays: true },
  VALIDATION_FAILED: { text: 'Something in the form needs fixing. Check the fields and try again.', serverSays: true },
  INVALID_JSON: { text: "The app sent something the server couldn't read. Reload the page and try again." },
  UNAUTHORIZED: { text: "You're signed out. Please sign in again." },
  SUBSCRIPTION_REQUIRED: { text: 'This needs an active subscription. Check My Subscription in Settings.', serverSays: true },
  INVALID_CREDENTIALS: { text: AUTH_MESSAGES.signInFailed, serverSays: true },
  FORBIDDEN: { text: "You don't have access to that.", serverSays: true },
  ADMIN_REQUIRED: { text: 'Only an admin can do that.' },
  ORIGIN_REJECTED: { text: 'That request came from another site, so it was refused. Open the app from its own address.' },
  NOT_FOUND: { text: "That isn't here any more. It may have been deleted on another device." },
  CONFLICT: { text: 'That was changed somewhere else first. Reload and try again.', serverSays: true },
  QUOTE_SIGNED: { text: 'The customer has accepted and signed this quote, so it can no longer be edited.', serverSays: true },
  EMAIL_TAKEN: { text: 'An account with this email already exists. Try signing in.', serverSays: true },
  NUMBER_TAKEN: { text: 'That number is already used by another document. Pick another one.', serverSays: true },
  SYNC_GAP: { text: 'Your device and the server got out of step. Your changes are kept and will be sent again.' },
  JOB_NOT_RECOGNISED: { text: "That job wasn't recognised. Try describing it another way.", serverSays: true },
  PAYLOAD_TOO_LARGE: { text: "That's too big to send. Try a smaller file.", serverSays: true },
  STORAGE_QUOTA_EXCEEDED: { text: 'Your photo storage is full. Delete some photos to make room.', serverSays: true },
  UNSUPPORTED_MEDIA_TYPE: { text: "That kind of file can't be used here.", serverSays: true },
  RATE_LIMITED: { text: 'Too many tries in a short time. Please wait a minute and try again.', serverSays: true },
  INTERNAL: { text: 'Something went wrong on our side. Please try again.' },
  PROVIDER_ERROR: { text: "A service we rely on didn't answer. Please try again.", serverSays: true },
  NOT_CONFIGURED: { text: "That isn't set up on this server yet.", serverSays: true },
  STORE_UNAVAILABLE: { text: "Files can't be stored right now. Please try again in a moment.", serverSays: true },
  VALUE_REFUSED: { text: 'The server refused this change. Check what you entered.', serverSays: true },
  OFFLINE: { text: "You're offline or the server can't be reached. Please try again." },
};

const isKnown = (code: string): code is ApiErrorCode | ClientErrorCode => Object.hasOwn(ERROR_SENTENCES, code);

/**
 * The sentence for an error the API answered with `code` (and its `message`), or null when the code is not one the
 * API sends (an answer that was not the API's error shape): the caller says what failed instead.
 */
export function errorSentence(code: string | undefined, serverMessage?: string): string | null {
  if (!code || !isKnown(code)) return null;
  const sentence = ERROR_SENTENCES[code];
  return sentence.serverSays && serverMessage ? serverMessage : sentence.text;
}
