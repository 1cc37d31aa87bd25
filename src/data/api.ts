import { ERROR_SENTENCES, errorSentence } from '../domain/error-sentences';

/**
 * The one fetch wrapper: same origin, cookies included, JSON in and out.
 * Spec §8: a failed response becomes an Error whose message is "{status}: {body text or status text}".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly code?: string,
    readonly serverMessage?: string,
  ) {
    super(`${status}: ${bodyText || 'Error'}`);
  }
}

/** Thrown when the network itself failed (offline, server down): callers fall back to the device copy. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed');
    this.cause = cause;
  }
}

type UnauthorizedHandler = (err: ApiError) => void;
let onUnauthorized: UnauthorizedHandler | null = null;
/** The app registers the forced re-login of spec §6 here. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
  onUnauthorized = handler;
}

export interface RequestOptions {
  /** Don't trigger the forced re-login on 401 (auth checks and sign-in forms handle it themselves). */
  quiet401?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** the service worker's sync and tests pass their own fetch and origin; the page uses same-origin fetch */
  fetch?: typeof fetch;
  baseUrl?: string;
}

export async function apiFetch(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await (opts.fetch ?? fetch)(`${opts.baseUrl ?? ''}${path}`, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new NetworkError(err);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let code: string | undefined;
    let message: string | undefined;
    try {
      const parsed = JSON.parse(text) as { error?: { code?: string; message?: string } };
      code = parsed.error?.code;
      message = parsed.error?.message;
    } catch {
      /* not JSON: keep the text */
    }
    const err = new ApiError(res.status, text || res.statusText, code, message);
    if (res.status === 401 && !opts.quiet401) onUnauthorized?.(err);
    throw err;
  }
  return res;
}

export async function api<T = unknown>(method: string, path: string, body?: unknown, opts?: RequestOptions): Promise<T> {
  const res = await apiFetch(method, path, body, opts);
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('json') ? res.json() : res.text()) as Promise<T>;
}

/**
 * What a tradie reads about a failed request: the sentence of the API's error code (src/domain/error-sentences.ts, the
 * one table), or `fallback` (what the screen was doing) when the answer carried no code the API sends.
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return errorSentence(err.code, err.serverMessage) ?? fallback;
  if (err instanceof NetworkError) return ERROR_SENTENCES.OFFLINE.text;
  return fallback;
}

export async function downloadBlob(blob: Blob, filename: string) {
  // On phones, the share sheet is the natural way to send a document on; fall back to a download.
  const file = new File([blob], filename, { type: blob.type });
  const nav = navigator as Navigator & { canShare?: (d: { files: File[] }) => boolean };
  if (matchMedia('(pointer: coarse)').matches && nav.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: filename });
      return;
    } catch {
      /* cancelled: download instead */
    }
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
