import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { describeUnstorable, findUnstorable } from '../../src/domain/sync/storable';

/**
 * Every REST JSON body and query string is checked once, here, for values Postgres refuses (a NUL character, a
 * non-finite number): a 400 naming the field instead of a 500 from the database. One place, so a new route cannot
 * forget it. The sync push is the exception: there one bad value must reject only its own mutation (checked per
 * mutation in api/sync/mutators.ts), never the whole batch.
 * Hono keeps the parsed body, so the route's own validator reads it again for free.
 */
const PER_MUTATION = new Set(['/api/sync/push']);

export const storableInput: MiddlewareHandler<AppEnv> = async (c, next) => {
  // (no query string: nothing to parse — the common GET)
  if (c.req.url.includes('?'))
    for (const [key, value] of Object.entries(c.req.queries())) {
      const found = findUnstorable(value.length === 1 ? value[0] : value, [key]);
      if (found) throw new AppError('VALIDATION_FAILED', describeUnstorable({ ...found, path: key }), { field: key });
    }
  // (a GET or HEAD carries no body: not even its content type is read)
  if (
    c.req.method !== 'GET' &&
    c.req.method !== 'HEAD' &&
    /\bjson\b/i.test(c.req.header('content-type') ?? '') &&
    !PER_MUTATION.has(c.req.path)
  ) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new AppError('INVALID_JSON', 'Request body is not valid JSON');
    }
    const found = findUnstorable(body);
    if (found) throw new AppError('VALIDATION_FAILED', describeUnstorable(found), { field: found.path });
  }
  await next();
};
