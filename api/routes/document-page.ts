import * as v from 'valibot';
import type { Ctx } from '../context';
import { AppError } from '../errors';

/**
 * Keyset paging for GET /api/quotes and /api/invoices: newest first, `?limit=` (default 100, at most 500) and
 * `?cursor=` from the previous answer. The body stays the plain array the app and the spec expect; the next page's
 * cursor travels in the `X-Next-Cursor` header (and a `Link: <…>; rel="next"`), absent on the last page.
 * At 10,000 quotes the unpaged list was 11 MB and 565 ms.
 */
export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 500;

const Cursor = v.object({
  createdAt: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} [\d:.]+[+-]\d{2}(:\d{2})?$/)),
  id: v.pipe(v.string(), v.uuid()),
});

export function readPage(c: Ctx): { limit: number; after?: { createdAt: string; id: string } } {
  const rawLimit = c.req.query('limit');
  if (rawLimit !== undefined && !/^\d{1,4}$/.test(rawLimit))
    throw new AppError('VALIDATION_FAILED', `limit: must be a whole number up to ${MAX_PAGE}`);
  const limit = Math.min(Math.max(Number(rawLimit ?? DEFAULT_PAGE), 1), MAX_PAGE);
  const raw = c.req.query('cursor');
  if (!raw) return { limit };
  let after: unknown;
  try {
    after = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_FAILED', 'cursor: not a cursor from a previous page');
  }
  const parsed = v.safeParse(Cursor, after);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'cursor: not a cursor from a previous page');
  return { limit, after: parsed.output };
}

/** Sets the next-page headers when this page was full. Fetches limit + 1 rows to know; returns the page. */
export function withNextCursor<R extends { id: string }>(c: Ctx, rows: R[], limit: number): R[] {
  if (rows.length <= limit) return rows;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1] as R & { page_key: string };
  const cursor = Buffer.from(JSON.stringify({ createdAt: last.page_key, id: last.id })).toString('base64url');
  c.header('x-next-cursor', cursor);
  const url = new URL(c.req.url);
  url.searchParams.set('cursor', cursor);
  c.header('link', `<${url.pathname}${url.search}>; rel="next"`);
  return page;
}
